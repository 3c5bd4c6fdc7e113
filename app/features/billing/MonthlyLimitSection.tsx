import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import LinearProgress from "@mui/joy/LinearProgress";
import Typography from "@mui/joy/Typography";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PAYMENTS } from "../../../contract/limits/payments";
import type { MonthlyUsage } from "../../../contract/wire/payments";
import { formatUsd } from "~/components/shell/WalletButton";
import { BillingSection } from "./BillingSection";
import { BILLING_PATHS } from "./paths";

/** A postpaid account's monthly limit: this month's usage against it, and whether the account is locked. */
export function MonthlyLimitSection({ monthly }: { monthly: MonthlyUsage }) {
  const { t, i18n } = useTranslation(["billing"]);
  const locale = i18n.language || "en-US";
  return (
    <BillingSection
      title={t("monthly.heading")}
      action={
        <Button component={Link} to={BILLING_PATHS.monthlyLimit} preventScrollReset size="sm" variant="outlined">
          {t("monthly.edit")}
        </Button>
      }
    >
      <Typography level="body-sm" id="monthly-usage-text">
        {t("monthly.usage", {
          used: formatUsd(monthly.monthlyAmount, locale),
          limit: formatUsd(monthly.monthlyLimit, locale),
        })}
      </Typography>
      <LinearProgress
        determinate
        value={monthly.percent}
        color={monthly.locked ? "danger" : "primary"}
        role="progressbar"
        aria-label={t("monthly.usage_label")}
        aria-valuenow={monthly.percent}
        aria-valuemin={0}
        aria-valuemax={PAYMENTS.MONTHLY_USAGE_LOCK_PERCENT}
        aria-describedby="monthly-usage-text"
        sx={{ my: 1 }}
      />
      {monthly.locked && (
        <Alert color="danger" variant="soft">
          {t("monthly.locked")}
        </Alert>
      )}
    </BillingSection>
  );
}
