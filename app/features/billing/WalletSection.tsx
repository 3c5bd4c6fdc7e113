import Button from "@mui/joy/Button";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { LastPaymentDetails } from "../../../contract/wire/payments";
import { formatUsd } from "~/components/shell/WalletButton";
import { billingDate, BillingSection } from "./BillingSection";
import { BILLING_PATHS } from "./paths";

/** A marketplace account's wallet: the marketplace bills it. */
export function MarketplaceWalletSection() {
  const { t } = useTranslation(["billing"]);
  return (
    <BillingSection title={t("wallet.heading")}>
      <Typography level="body-sm">{t("wallet.marketplace")}</Typography>
    </BillingSection>
  );
}

/** A prepaid account's wallet: the balance, add credit by card, and the last payment. */
export function WalletSection({ balance, lastPayment }: { balance: number; lastPayment: LastPaymentDetails | null }) {
  const { t, i18n } = useTranslation(["billing"]);
  const locale = i18n.language || "en-US";
  return (
    <BillingSection
      title={t("wallet.heading")}
      action={
        <Button component={Link} to={BILLING_PATHS.addCredit} preventScrollReset size="sm">
          {t("wallet.add_credit")}
        </Button>
      }
    >
      <Typography level="body-sm">{t("wallet.balance")}</Typography>
      <Typography level="h2" component="p" data-testid="wallet-balance" color={balance < 0 ? "danger" : undefined}>
        {formatUsd(balance, locale)}
      </Typography>
      <Typography level="title-sm" component="h3">
        {t("last_payment.heading")}
      </Typography>
      <LastPayment last={lastPayment} />
    </BillingSection>
  );
}

function LastPayment({ last }: { last: LastPaymentDetails | null }) {
  const { t, i18n } = useTranslation(["billing"]);
  if (!last) return <Typography level="body-sm">{t("last_payment.none")}</Typography>;
  const card = last.cardBrand
    ? t("last_payment.card", { brand: last.cardBrand, last4: last.cardLast4 })
    : t("last_payment.no_card");
  const values = {
    amount: formatUsd(last.amount),
    card,
    date: billingDate(last.createdAt, i18n.language || "en-US"),
    reason: last.failureReason ?? "",
  };
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
