import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import Typography from "@mui/joy/Typography";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountFormDialog, useAccountDialog } from "./AccountFormDialog";
import { KEY_FIELD } from "./money-form";
import { ExtendTrialFormSchema, TRIAL_INTENT, trialEndDate } from "./trial-form";
import type { TrialActionData, TrialDialogData } from "./trial.server";

/** Extend a trial by 30 days (docs/product.md#account-status): the trial's end now, one Extend button (once per rendered form). */
export function ExtendTrialDialog() {
  const data = useLoaderData<TrialDialogData>();
  const result = useActionData<TrialActionData>();
  const { idle } = useAccountDialog();
  const { t } = useTranslation("admin-accounts");
  const [form] = useForm({
    id: "extend-trial",
    lastResult: idle ? result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ExtendTrialFormSchema }),
  });
  const ends = data.account.trialExpiresAt;
  return (
    <AccountFormDialog
      title={t("trial.title", { account: data.account.name })}
      form={form}
      submit={{ label: t("trial.submit", { days: data.days }), intent: TRIAL_INTENT }}
      // An unconfirmed extension is sent again with its first key (the loader makes a new one on every load).
      hidden={<input type="hidden" name={KEY_FIELD} value={result?.idempotencyKey ?? data.idempotencyKey} />}
    >
      <Typography level="body-sm">
        {ends ? t("trial.ends", { date: trialEndDate(ends) }) : t("trial.no_end")}
      </Typography>
      <Typography level="body-sm">{t("trial.explain", { days: data.days })}</Typography>
    </AccountFormDialog>
  );
}
