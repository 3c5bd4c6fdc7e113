/**
 * The cart: its numbers (each removable by a POST form), what checking out charges (OrderCharges: the
 * monthly total, no setup fee, the first month now, the wallet balance with the insufficient-funds
 * warning when it cannot cover it), and checkout: a POST form carrying
 * the idempotency key rendered with the page, so pressing it twice buys once.
 */
import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import Card from "@mui/joy/Card";
import Table from "@mui/joy/Table";
import Typography from "@mui/joy/Typography";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CartActionData, loadCart } from "./buy.server";
import { usd } from "./money";
import { OrderCharges } from "./OrderCharges";
import { BUY_FIELDS, BUY_PATHS, CART_INTENT } from "./paths";

export function CartPage() {
  const { cart, idempotencyKey } = useLoaderData<typeof loadCart>();
  const actionData = useActionData<CartActionData>();
  const { t } = useTranslation(["numbers-buy", "messages"]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get(BUY_FIELDS.intent) : null;
  // After an unconfirmed checkout the same key is sent again; otherwise the key of this rendering.
  const key = actionData?.idempotencyKey ?? idempotencyKey;
  return (
    <Card component="section" aria-labelledby="buy-cart-heading">
      <Typography id="buy-cart-heading" level="title-lg" component="h2">
        {t("cart.heading")}
      </Typography>
      {actionData?.errors.map((message) => (
        <Alert key={message} color="danger" variant="soft" role="alert">
          {t(`messages:${message}`, { defaultValue: message })}
        </Alert>
      ))}
      {cart.items.length === 0 ? (
        <Typography>{t("cart.empty")}</Typography>
      ) : (
        <>
          <Table aria-label={t("cart.caption")} size="sm">
            <thead>
              <tr>
                <th scope="col">{t("available.number")}</th>
                <th scope="col">{t("steps.country")}</th>
                <th scope="col">{t("type.label")}</th>
                <th scope="col">{t("available.charge")}</th>
                <th scope="col">{t("cart.status")}</th>
                <th scope="col">{t("available.action")}</th>
              </tr>
            </thead>
            <tbody>
              {cart.items.map((item) => (
                <tr key={item.e164}>
                  <td>{item.e164}</td>
                  <td>{item.regionName ? `${item.countryName}, ${item.regionName}` : item.countryName}</td>
                  <td>{t(`types.${item.type}`)}</td>
                  <td>{usd(item.monthlyCharge)}</td>
                  <td>{item.available ? t("cart.available") : t("cart.unavailable")}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name={BUY_FIELDS.intent} value={CART_INTENT.remove} />
                      <input type="hidden" name={BUY_FIELDS.e164} value={item.e164} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="plain"
                        color="danger"
                        aria-label={t("cart.remove_label", { number: item.e164 })}
                      >
                        {t("cart.remove")}
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <OrderCharges monthly={cart.total} balance={cart.balance} monthlyLabel={t("cart.total")} />
          <Typography level="body-sm">{t("cart.charge_note")}</Typography>
          <Form method="post">
            <input type="hidden" name={BUY_FIELDS.intent} value={CART_INTENT.checkout} />
            <input type="hidden" name={BUY_FIELDS.key} value={key} />
            <Button type="submit" loading={busy === CART_INTENT.checkout}>
              {t("cart.checkout")}
            </Button>
          </Form>
        </>
      )}
      <Link to={BUY_PATHS.root}>{t("cart.continue")}</Link>
    </Card>
  );
}
