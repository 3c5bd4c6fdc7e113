/**
 * The first steps of the flow: country, state or city, type. Each is a GET form to the next step, so
 * the URL carries the choices and the flow works without JavaScript.
 */
import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import Card from "@mui/joy/Card";
import FormControl from "@mui/joy/FormControl";
import FormLabel from "@mui/joy/FormLabel";
import Radio from "@mui/joy/Radio";
import RadioGroup from "@mui/joy/RadioGroup";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { NativeSelectField } from "~/components/NativeSelect";
import type { loadCountryStep, loadRegionStep, loadTypeStep } from "./buy.server";
import { usd } from "./money";
import { BUY_PATHS, buyHref } from "./paths";

function StepCard({ heading, children }: { heading: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <Typography id={id} level="title-lg" component="h2">
        {heading}
      </Typography>
      {children}
    </Card>
  );
}

export function CountryStep() {
  const { countries, selected } = useLoaderData<typeof loadCountryStep>();
  const { t } = useTranslation("numbers-buy");
  return (
    <StepCard heading={t("country.heading")}>
      <Form method="get" action={BUY_PATHS.region}>
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <NativeSelectField label={t("country.label")} name="country" defaultValue={selected || countries[0]?.code}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} (+{c.dialCode})
              </option>
            ))}
          </NativeSelectField>
          <Button type="submit" sx={{ alignSelf: "flex-start" }}>
            {t("next")}
          </Button>
        </Stack>
      </Form>
    </StepCard>
  );
}

export function RegionStep() {
  const { country, kind, regions, selected } = useLoaderData<typeof loadRegionStep>();
  const { t } = useTranslation("numbers-buy");
  return (
    <StepCard heading={t(kind === "state" ? "region.heading_state" : "region.heading_city")}>
      <Form method="get" action={BUY_PATHS.type}>
        <input type="hidden" name="country" value={country.code} />
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <NativeSelectField
            label={t(kind === "state" ? "region.state" : "region.city")}
            name="region"
            defaultValue={selected || regions[0]?.id}
          >
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </NativeSelectField>
          <Stack direction="row" spacing={2} alignItems="center">
            <Button type="submit">{t("next")}</Button>
            <Link to={buyHref(BUY_PATHS.root, { country: country.code })}>{t("back")}</Link>
          </Stack>
        </Stack>
      </Form>
    </StepCard>
  );
}

export function TypeStep() {
  const { country, region, types, selected } = useLoaderData<typeof loadTypeStep>();
  const { t } = useTranslation("numbers-buy");
  const back = region
    ? buyHref(BUY_PATHS.region, { country: country.code, region: region.id })
    : buyHref(BUY_PATHS.root, { country: country.code });
  return (
    <StepCard heading={t("type.heading")}>
      {country.requiresDocuments && (
        <Alert color="neutral" variant="soft">
          {t("country.documents", { country: country.name })}
        </Alert>
      )}
      <Form method="get" action={BUY_PATHS.available}>
        <input type="hidden" name="country" value={country.code} />
        {region && <input type="hidden" name="region" value={region.id} />}
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id="buy-type-label">{t("type.label")}</FormLabel>
            <RadioGroup name="type" defaultValue={selected || types[0]?.type} aria-labelledby="buy-type-label">
              {types.map((type) => (
                <Radio
                  key={type.type}
                  value={type.type}
                  label={`${t(`types.${type.type}`)}: ${t("type.per_month", { amount: usd(type.monthlyCharge) })}`}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Stack direction="row" spacing={2} alignItems="center">
            <Button type="submit">{t("next")}</Button>
            <Link to={back}>{t("back")}</Link>
          </Stack>
        </Stack>
      </Form>
    </StepCard>
  );
}
