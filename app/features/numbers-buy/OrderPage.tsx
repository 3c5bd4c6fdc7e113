/**
 * The order's confirmation: its numbers with their statuses, asked again until the provider has
 * answered for each (with JavaScript the page revalidates itself; without, a refresh meta inside
 * <noscript> reloads it).
 */
import Alert from "@mui/joy/Alert";
import Card from "@mui/joy/Card";
import Stack from "@mui/joy/Stack";
import Table from "@mui/joy/Table";
import Typography from "@mui/joy/Typography";
import { Link, useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/grid/cells";
import { statusColor } from "~/features/numbers/status";
import type { loadOrder } from "./buy.server";
import { usd } from "./money";
import { BUY_PATHS } from "./paths";

export function OrderPage() {
  const { order, refreshMs } = useLoaderData<typeof loadOrder>();
  const { t } = useTranslation(["numbers-buy", "numbers"]);
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  useEffect(() => {
    if (order.final) return;
    const timer = setTimeout(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, refreshMs);
    return () => clearTimeout(timer);
  }, [order, refreshMs, revalidator]);
  return (
    <Card component="section" aria-labelledby="buy-order-heading">
      {!order.final && (
        <noscript>
          <meta httpEquiv="refresh" content={String(Math.ceil(refreshMs / 1000))} />
        </noscript>
      )}
      <Typography id="buy-order-heading" level="title-lg" component="h2">
        {t("order.heading")}
      </Typography>
      <Typography level="body-sm">
        {t("order.placed", { date: order.createdAt.slice(0, 16).replace("T", " ") })} · {t("order.total")}:{" "}
        {usd(order.total)}
      </Typography>
      <Alert color={order.final ? "success" : "neutral"} variant="soft" role="status">
        {order.final ? t("order.done") : t("order.pending")}
      </Alert>
      <Table aria-label={t("order.caption")} size="sm">
        <thead>
          <tr>
            <th scope="col">{t("available.number")}</th>
            <th scope="col">{t("steps.country")}</th>
            <th scope="col">{t("type.label")}</th>
            <th scope="col">{t("available.charge")}</th>
            <th scope="col">{t("order.status")}</th>
          </tr>
        </thead>
        <tbody>
          {order.numbers.map((n) => (
            <tr key={n.id}>
              <td>{n.e164}</td>
              <td>{n.regionName ? `${n.country}, ${n.regionName}` : n.country}</td>
              <td>{t(`types.${n.type}`)}</td>
              <td>{usd(n.monthlyCharge)}</td>
              <td>
                {/* The status as the numbers list shows it: its label and colour. */}
                <Badge color={statusColor(n.status)}>
                  {t(`numbers:status.${n.status}`, { defaultValue: n.status })}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Stack direction="row" spacing={2}>
        {!order.final && <Link to={pathname}>{t("order.refresh")}</Link>}
        <Link to={BUY_PATHS.root}>{t("order.buy_more")}</Link>
      </Stack>
    </Card>
  );
}
