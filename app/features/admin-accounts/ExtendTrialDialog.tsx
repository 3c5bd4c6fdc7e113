import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { FormErrors } from "~/components/form/FormErrors";
import { KEY_FIELD } from "./money-form";
import { accountsHref } from "./paths";
import { ExtendTrialFormSchema, TRIAL_INTENT, trialEndDate } from "./trial-form";
import type { TrialActionData, TrialDialogData } from "./trial.server";

/** Extend a trial by 30 days (000 §4): the trial's end now, one Extend button (once per rendered form). */
export function ExtendTrialDialog() {
  const data = useLoaderData<TrialDialogData>();
  const result = useActionData<TrialActionData>();
  const navigation = useNavigation();
  const { search } = useLocation();
  const { t } = useTranslation(["admin-accounts", "common"]);
  const close = accountsHref(search);
  const busy = navigation.state !== "idle";
  const [form] = useForm({
    id: "extend-trial",
    lastResult: navigation.state === "idle" ? result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ExtendTrialFormSchema }),
  });
  const ends = data.account.trialExpiresAt;
  return (
    <RouteDialog title={t("admin-accounts:trial.title", { account: data.account.name })} closeHref={close} width={520}>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrors errors={form.errors} />
            <Typography level="body-sm">{ends ? t("admin-accounts:trial.ends", { date: trialEndDate(ends) }) : t("admin-accounts:trial.no_end")}</Typography>
            <Typography level="body-sm">{t("admin-accounts:trial.explain", { days: data.days })}</Typography>
          </Stack>
        </DialogContent>
        {/* An unconfirmed extension is sent again with its first key (the loader makes a new one on every load). */}
        <input type="hidden" name={KEY_FIELD} value={result?.idempotencyKey ?? data.idempotencyKey} />
        <DialogActions>
          <Button type="submit" name="intent" value={TRIAL_INTENT} loading={busy} disabled={busy}>
            {t("admin-accounts:trial.submit", { days: data.days })}
          </Button>
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t("common:actions.cancel")}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  );
}
