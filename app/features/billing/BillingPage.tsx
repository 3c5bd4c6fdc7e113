import Alert from "@mui/joy/Alert";
import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Card from "@mui/joy/Card";
import LinearProgress from "@mui/joy/LinearProgress";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PAYMENTS } from "../../../contract/limits/payments";
import type { BillingRecord, LastPaymentDetails } from "../../../contract/wire/payments";
import { DataGrid, type GridColumn } from "~/components/grid/DataGrid";
import { formatUsd } from "~/components/shell/WalletButton";
import type { BillingData } from "./billing.server";
import { BILLING_GRID_ID, BILLING_INTENT, BILLING_PATHS, INVOICES_SHOWN, invoicesHref } from "./paths";

const date = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `billing-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ gap: 1 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} flexWrap="wrap">
        <Typography level="title-lg" component="h2" id={id}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Card>
  );
}

function LastPayment({ last }: { last: LastPaymentDetails | null }) {
  const { t, i18n } = useTranslation(["billing"]);
  if (!last) return <Typography level="body-sm">{t("last_payment.none")}</Typography>;
  const card = last.cardBrand ? t("last_payment.card", { brand: last.cardBrand, last4: last.cardLast4 }) : t("last_payment.no_card");
  const values = { amount: formatUsd(last.amount), card, date: date(last.createdAt, i18n.language || "en-US"), reason: last.failureReason ?? "" };
  return (
    <Stack gap={0.5}>
      <Typography level="body-sm" color={last.status === "failed" ? "danger" : undefined}>
        {last.kind === "autoRecharge" ? `${t("last_payment.auto")}: ` : ""}
        {t(last.status === "failed" ? "last_payment.failed" : "last_payment.succeeded", values)}
        {last.tax > 0 ? ` ${t("last_payment.tax", { tax: formatUsd(last.tax) })}` : ""}
      </Typography>
    </Stack>
  );
}

/**
 * /portal/settings/billing (issue 19 item 1): the wallet of a prepaid account with add credit by card,
 * saved cards, the last payment and auto-recharge; a postpaid account's monthly limit and usage; the
 * billing address and its taxes; invoices; the account's billing history in the shared grid. Every
 * change is a nested-route dialog (a form posting to its own action) or a form of this page.
 */
export function BillingPage() {
  const data = useLoaderData<BillingData>() as BillingData;
  const { search } = useLocation();
  const { t, i18n } = useTranslation(["billing", "messages", "grid"]);
  const locale = i18n.language || "en-US";
  const prepaid = data.kind === "prepaid";
  const columns: GridColumn<BillingRecord>[] = [
    { id: "createdAt", header: t("history.columns.createdAt"), cell: (r) => date(r.createdAt, locale), hideable: false },
    { id: "kind", header: t("history.columns.kind"), cell: (r) => t(`history.kinds.${r.kind}`, { defaultValue: r.kind }) },
    { id: "description", header: t("history.columns.description"), cell: (r) => r.description },
    { id: "amount", header: t("history.columns.amount"), cell: (r) => formatUsd(r.amount, locale), align: "right" },
    { id: "balanceAfter", header: t("history.columns.balanceAfter"), cell: (r) => formatUsd(r.balanceAfter, locale), align: "right" },
  ];
  const ar = data.autoRecharge;
  return (
    <Stack spacing={2}>
      <Typography level="h3" component="h1">
        {t("title")}
      </Typography>

      {ar?.alarm && (
        <Alert color="danger" role="alert" variant="soft" endDecorator={
          <Form method="post">
            <Button type="submit" name="intent" value={BILLING_INTENT.dismissAlarm} size="sm" variant="plain" color="danger">
              {t("auto_recharge.dismiss")}
            </Button>
          </Form>
        }>
          <div>
            <Typography level="title-sm">{t("auto_recharge.failed_title")}</Typography>
            <Typography level="body-sm">{ar.failureReason}</Typography>
          </div>
        </Alert>
      )}

      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        {data.kind === "marketplace" && (
          <Section title={t("wallet.heading")}>
            <Typography level="body-sm">{t("wallet.marketplace")}</Typography>
          </Section>
        )}
        {prepaid && (
          <Section
            title={t("wallet.heading")}
            action={
              <Button component={Link} to={BILLING_PATHS.addCredit} preventScrollReset size="sm">
                {t("wallet.add_credit")}
              </Button>
            }
          >
            <Typography level="body-sm">{t("wallet.balance")}</Typography>
            <Typography level="h2" component="p" data-testid="wallet-balance" color={data.balance < 0 ? "danger" : undefined}>
              {formatUsd(data.balance, locale)}
            </Typography>
            <Typography level="title-sm" component="h3">
              {t("last_payment.heading")}
            </Typography>
            <LastPayment last={data.lastPayment} />
          </Section>
        )}
        {data.kind === "postpaid" && data.monthly && (
          <Section
            title={t("monthly.heading")}
            action={
              <Button component={Link} to={BILLING_PATHS.monthlyLimit} preventScrollReset size="sm" variant="outlined">
                {t("monthly.edit")}
              </Button>
            }
          >
            <Typography level="body-sm" id="monthly-usage-text">
              {t("monthly.usage", { used: formatUsd(data.monthly.monthlyAmount, locale), limit: formatUsd(data.monthly.monthlyLimit, locale) })}
            </Typography>
            <LinearProgress
              determinate
              value={data.monthly.percent}
              color={data.monthly.locked ? "danger" : "primary"}
              role="progressbar"
              aria-label={t("monthly.usage_label")}
              aria-valuenow={data.monthly.percent}
              aria-valuemin={0}
              aria-valuemax={PAYMENTS.MONTHLY_USAGE_LOCK_PERCENT}
              aria-describedby="monthly-usage-text"
              sx={{ my: 1 }}
            />
            {data.monthly.locked && <Alert color="danger" variant="soft">{t("monthly.locked")}</Alert>}
          </Section>
        )}
        {prepaid && ar && (
          <Section
            title={t("auto_recharge.heading")}
            action={
              <Button component={Link} to={BILLING_PATHS.autoRecharge} preventScrollReset size="sm" variant="outlined">
                {t("auto_recharge.edit")}
              </Button>
            }
          >
            <Typography level="body-sm" data-testid="auto-recharge-state">
              {ar.enabled ? t("auto_recharge.on", { threshold: formatUsd(ar.threshold, locale), top: formatUsd(ar.threshold + ar.amount, locale) }) : t("auto_recharge.off")}
            </Typography>
            <Typography level="body-xs">{t("auto_recharge.count", { used: ar.usedInWindow, max: ar.maxInWindow })}</Typography>
          </Section>
        )}
        {data.kind !== "marketplace" && (
          <Section title={t("cards.heading")}>
            {data.cards.length === 0 ? (
              <Typography level="body-sm">{t("cards.none")}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 0, listStyle: "none", display: "grid", gap: 1 }}>
                {data.cards.map((c) => (
                  <Box component="li" key={c.id} sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
                    <span>
                      {t("cards.item", { brand: c.brand, last4: c.last4, month: String(c.expMonth).padStart(2, "0"), year: c.expYear })}
                      {c.isDefault ? ` · ${t("cards.default")}` : ""}
                    </span>
                    <Form method="post">
                      <input type="hidden" name="cardId" value={c.id} />
                      <Button type="submit" name="intent" value={BILLING_INTENT.removeCard} size="sm" variant="plain" color="danger" aria-label={t("cards.remove", { brand: c.brand, last4: c.last4 })}>
                        {t("messages:labels_delete")}
                      </Button>
                    </Form>
                  </Box>
                ))}
              </Box>
            )}
          </Section>
        )}
        <Section
          title={t("address.heading")}
          action={
            <Button component={Link} to={BILLING_PATHS.address} preventScrollReset size="sm" variant="outlined">
              {t("address.edit")}
            </Button>
          }
        >
          {data.address.address ? (
            <Typography level="body-sm" component="address" sx={{ fontStyle: "normal", whiteSpace: "pre-line" }}>
              {[
                data.address.address.name,
                data.address.address.line1,
                data.address.address.line2,
                [data.address.address.postalCode, data.address.address.city].filter(Boolean).join(" "),
                [data.address.address.state, data.address.address.country].filter(Boolean).join(", "),
              ]
                .filter(Boolean)
                .join("\n")}
            </Typography>
          ) : (
            <Typography level="body-sm">{t("address.none")}</Typography>
          )}
          {!data.address.taxesEnabled ? (
            <Typography level="body-xs">{t("address.taxes_off")}</Typography>
          ) : data.address.taxRatePercent === null ? (
            <Alert color="warning" variant="soft" role="status">
              {t("messages:warning_tax_details_unavailable")}
            </Alert>
          ) : (
            <Typography level="body-xs">{t("address.tax_rate", { rate: data.address.taxRatePercent })}</Typography>
          )}
        </Section>
        <Section title={t("invoices.heading")}>
          {data.invoices.length === 0 ? (
            <Box role="status" sx={{ textAlign: "center", py: 2 }}>
              <Typography level="title-md" component="p">
                {t("invoices.empty_title")}
              </Typography>
              <Typography level="body-sm">{t("invoices.empty_text")}</Typography>
            </Box>
          ) : (
            <>
              <Box component="ul" sx={{ m: 0, pl: 0, listStyle: "none", display: "grid", gap: 0.5 }}>
                {data.invoices.map((inv) => (
                  <Box component="li" key={inv.id} sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
                    <span>{t("invoices.item", { number: inv.number, date: date(inv.issuedAt, locale), total: formatUsd(inv.total, locale) })}</span>
                    {/* A document link (reloadDocument): the browser downloads the PDF. */}
                    <Link to={BILLING_PATHS.invoice(inv.id)} reloadDocument download aria-label={t("invoices.download", { number: inv.number })}>
                      PDF
                    </Link>
                  </Box>
                ))}
              </Box>
              {/* GET links (work without JavaScript): every invoice stays downloadable. */}
              {data.invoiceTotal > data.invoices.length && (
                <Typography level="body-xs">
                  {t("invoices.more", { shown: data.invoices.length, total: data.invoiceTotal })}{" "}
                  <Link to={invoicesHref(search, true)} preventScrollReset>
                    {t("invoices.show_all", { total: data.invoiceTotal })}
                  </Link>
                </Typography>
              )}
              {data.allInvoices && data.invoiceTotal > INVOICES_SHOWN && (
                <Typography level="body-xs">
                  <Link to={invoicesHref(search, false)} preventScrollReset>
                    {t("invoices.show_latest", { count: INVOICES_SHOWN })}
                  </Link>
                </Typography>
              )}
            </>
          )}
        </Section>
      </Box>

      <Typography level="title-lg" component="h2">
        {t("history.heading")}
      </Typography>
      <DataGrid
        gridId={BILLING_GRID_ID}
        title={t("history.heading")}
        columns={columns}
        rows={data.records}
        rowId={(r) => r.id}
        params={data.grid}
        prefs={data.prefs}
        total={data.total}
      />
      <Outlet />
    </Stack>
  );
}
