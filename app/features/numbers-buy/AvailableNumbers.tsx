/**
 * Step 4: the numbers the provider offers for the choice, searched and paged by GET forms and links
 * (the URL carries them), each added to the cart by its own POST form.
 */
import Button from "@mui/joy/Button";
import Card from "@mui/joy/Card";
import FormControl from "@mui/joy/FormControl";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import Stack from "@mui/joy/Stack";
import Table from "@mui/joy/Table";
import Typography from "@mui/joy/Typography";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { loadAvailableStep } from "./buy.server";
import { usd } from "./money";
import { BUY_FIELDS, BUY_PATHS, buyHref } from "./paths";

export function AvailableNumbers() {
  const { country, choice, phones, total, pages, inCart } = useLoaderData<typeof loadAvailableStep>();
  const { t } = useTranslation("numbers-buy");
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" ? navigation.formData?.get(BUY_FIELDS.e164) : null;
  const regionName = phones[0]?.regionName ?? choice.region;
  const typeLabel = t(`types.${choice.type}`);
  const pageHref = (page: number) => buyHref(BUY_PATHS.available, { ...choice, page });
  return (
    <Card component="section" aria-labelledby="buy-available-heading">
      <Typography id="buy-available-heading" level="title-lg" component="h2">
        {t("available.heading")}
      </Typography>
      <Typography level="body-sm">
        {regionName && choice.region
          ? t("available.choice", { country: country.name, region: regionName, type: typeLabel })
          : t("available.choice_national", { country: country.name, type: typeLabel })}{" "}
        <Link to={buyHref(BUY_PATHS.type, { country: choice.country, region: choice.region, type: choice.type })}>
          {t("back")}
        </Link>
      </Typography>
      <Form method="get" action={BUY_PATHS.available} role="search">
        <input type="hidden" name="country" value={choice.country} />
        {choice.region && <input type="hidden" name="region" value={choice.region} />}
        <input type="hidden" name="type" value={choice.type} />
        <Stack direction="row" spacing={1} alignItems="flex-end">
          <FormControl size="sm">
            <FormLabel>{t("available.search")}</FormLabel>
            <Input name="search" defaultValue={choice.search} slotProps={{ input: { inputMode: "numeric" } }} />
          </FormControl>
          <Button type="submit" size="sm" variant="outlined">
            {t("available.search_button")}
          </Button>
        </Stack>
      </Form>
      {phones.length === 0 ? (
        <Typography role="status">{t("available.none")}</Typography>
      ) : (
        <Table aria-label={t("available.caption", { count: total })} size="sm">
          <thead>
            <tr>
              <th scope="col">{t("available.number")}</th>
              <th scope="col">{t("available.region")}</th>
              <th scope="col">{t("type.label")}</th>
              <th scope="col">{t("available.charge")}</th>
              <th scope="col">{t("available.action")}</th>
            </tr>
          </thead>
          <tbody>
            {phones.map((p) => (
              <tr key={p.e164}>
                <td>{p.e164}</td>
                <td>{p.regionName ?? "-"}</td>
                <td>{t(`types.${p.type}`)}</td>
                <td>{usd(p.monthlyCharge)}</td>
                <td>
                  {inCart.includes(p.e164) ? (
                    t("available.in_cart")
                  ) : (
                    <Form method="post">
                      <input type="hidden" name={BUY_FIELDS.e164} value={p.e164} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="soft"
                        loading={adding === p.e164}
                        aria-label={t("available.add_label", { number: p.e164 })}
                      >
                        {t("available.add")}
                      </Button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Stack component="nav" aria-label={t("available.pages")} direction="row" spacing={2} alignItems="center">
        {choice.page > 1 && <Link to={pageHref(choice.page - 1)}>{t("available.previous")}</Link>}
        <Typography level="body-sm">{t("available.page", { page: choice.page, pages })}</Typography>
        {choice.page < pages && <Link to={pageHref(choice.page + 1)}>{t("available.next")}</Link>}
      </Stack>
    </Card>
  );
}
