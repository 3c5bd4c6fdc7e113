import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import Typography from "@mui/joy/Typography";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AutoRecharge } from "../../../contract/wire/payments";
import { formatUsd } from "~/components/shell/WalletButton";
import { BillingSection } from "./BillingSection";
import { BILLING_INTENT, BILLING_PATHS } from "./paths";

/** The last automatic recharge failed: why, and a form that dismisses the alarm. */
export function AutoRechargeAlarm({ failureReason }: { failureReason: AutoRecharge["failureReason"] }) {
  const { t } = useTranslation(["billing"]);
  return (
    <Alert
      color="danger"
      role="alert"
      variant="soft"
      endDecorator={
        <Form method="post">
          <Button
            type="submit"
            name="intent"
            value={BILLING_INTENT.dismissAlarm}
            size="sm"
            variant="plain"
            color="danger"
          >
            {t("auto_recharge.dismiss")}
          </Button>
        </Form>
      }
    >
      <div>
        <Typography level="title-sm">{t("auto_recharge.failed_title")}</Typography>
        <Typography level="body-sm">{failureReason}</Typography>
      </div>
    </Alert>
  );
}

/** A prepaid account's auto-recharge: on (threshold and top-up) or off, and the recharges used in the window. */
export function AutoRechargeSection({ autoRecharge: ar }: { autoRecharge: AutoRecharge }) {
  const { t, i18n } = useTranslation(["billing"]);
  const locale = i18n.language || "en-US";
  return (
    <BillingSection
      title={t("auto_recharge.heading")}
      action={
        <Button component={Link} to={BILLING_PATHS.autoRecharge} preventScrollReset size="sm" variant="outlined">
          {t("auto_recharge.edit")}
        </Button>
      }
    >
      <Typography level="body-sm" data-testid="auto-recharge-state">
        {ar.enabled
          ? t("auto_recharge.on", {
              threshold: formatUsd(ar.threshold, locale),
              top: formatUsd(ar.threshold + ar.amount, locale),
            })
          : t("auto_recharge.off")}
      </Typography>
      <Typography level="body-xs">
        {t("auto_recharge.count", { used: ar.usedInWindow, max: ar.maxInWindow })}
      </Typography>
    </BillingSection>
  );
}
