import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ManualChargeFormSchema, ManualCreditFormSchema } from "../../../contract/wire/admin";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { FormTextField } from "~/components/form/FormField";
import { FormErrors } from "~/components/form/FormErrors";
import type { ChargeActionData, CreditActionData, MoneyDialogData } from "./money.server";
import { INTENT, KEY_FIELD } from "./money-form";
import { accountsHref } from "./paths";

const usd = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 9 }).format(n);

function formResult(data: ChargeActionData | undefined): SubmissionResult<string[]> | undefined {
  return data && data.step === "form" ? data : undefined;
}

/**
 * The manual charge (spec 001 §2, §5, §8): amount ($1 to $10,000, at most 9 decimals, default 1) and
 * description, then a confirmation step, then the charge. The idempotency key rides along in a hidden
 * field from the first render, so however often the confirmation is posted, money moves once. A
 * refusal with a text body is the error_action_denied danger dialog.
 */
export function ChargeDialog() {
  const data = useLoaderData<MoneyDialogData>();
  const result = useActionData<ChargeActionData>();
  const navigation = useNavigation();
  const { search } = useLocation();
  const { t } = useTranslation(["admin-accounts", "messages", "common"]);
  const close = accountsHref(search);
  const busy = navigation.state !== "idle";
  const [form, fields] = useForm({
    id: "manual-charge",
    lastResult: navigation.state === "idle" ? formResult(result) : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ManualChargeFormSchema }),
    defaultValue: { amount: String(data.limits.chargeDefault) },
  });

  if (result?.step === "denied") {
    return (
      <RouteDialog title={t("messages:error_action_denied")} closeHref={close} role="alertdialog" color="danger">
        <DialogContent>
          <Typography sx={{ whiteSpace: "pre-line" }}>{result.message}</Typography>
        </DialogContent>
        <DialogActions>
          <Button component={Link} to={close} preventScrollReset color="danger">
            {t("common:actions.close")}
          </Button>
        </DialogActions>
      </RouteDialog>
    );
  }

  if (result?.step === "confirm" || result?.step === "retry") {
    return (
      <RouteDialog title={t("admin-accounts:charge.confirm_title")} closeHref={close} role="alertdialog">
        <Form method="post" preventScrollReset>
          <DialogContent>
            {result.step === "retry" && <FormErrors errors={result.messages} />}
            <Typography>{t("messages:labels_manual_charge_confirm", { amount: usd(result.amount), account: data.account.name })}</Typography>
            <Typography level="body-sm" sx={{ mt: 1 }}>
              {t("admin-accounts:charge.description_label")}: {result.description}
            </Typography>
          </DialogContent>
          <input type="hidden" name="amount" value={String(result.amount)} />
          <input type="hidden" name="description" value={result.description} />
          <input type="hidden" name={KEY_FIELD} value={result.idempotencyKey} />
          <DialogActions>
            {/* Not disabled while sending: a second click posts the same key, and the platform answers it once. */}
            <Button type="submit" name="intent" value={INTENT.charge} color="warning" loading={busy}>
              {t("admin-accounts:charge.submit")}
            </Button>
            <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
              {t("common:actions.cancel")}
            </Button>
          </DialogActions>
        </Form>
      </RouteDialog>
    );
  }

  return (
    <RouteDialog title={t("admin-accounts:charge.title", { account: data.account.name })} closeHref={close}>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrors errors={form.errors} />
            <Typography level="body-sm">{t("admin-accounts:balance", { balance: usd(data.account.balance) })}</Typography>
            <FormTextField
              field={fields.amount}
              label={t("admin-accounts:charge.amount")}
              inputMode="decimal"
              hint={t("admin-accounts:charge.amount_hint", { min: usd(data.limits.chargeMin), max: usd(data.limits.chargeMax) })}
            />
            <FormTextField field={fields.description} label={t("admin-accounts:charge.description_label")} />
          </Stack>
        </DialogContent>
        <input type="hidden" name={KEY_FIELD} value={data.idempotencyKey} />
        <DialogActions>
          <Button type="submit" name="intent" value={INTENT.review} loading={busy} disabled={busy}>
            {t("admin-accounts:charge.review")}
          </Button>
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t("common:actions.cancel")}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  );
}

/** The manual credit (spec 001 §5): between the essential plan fee and the manual credit maximum, both in the hint. */
export function CreditDialog() {
  const data = useLoaderData<MoneyDialogData>();
  const result = useActionData<CreditActionData>();
  const navigation = useNavigation();
  const { search } = useLocation();
  const { t } = useTranslation(["admin-accounts", "messages", "common"]);
  const close = accountsHref(search);
  const busy = navigation.state !== "idle";
  const [form, fields] = useForm({
    id: "manual-credit",
    lastResult: navigation.state === "idle" ? result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ManualCreditFormSchema }),
  });
  return (
    <RouteDialog title={t("admin-accounts:credit.title", { account: data.account.name })} closeHref={close}>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrors errors={form.errors} />
            <Typography level="body-sm">{t("admin-accounts:balance", { balance: usd(data.account.balance) })}</Typography>
            <FormTextField
              field={fields.creditAmount}
              label={t("admin-accounts:credit.amount")}
              inputMode="decimal"
              hint={t("messages:labels_manual_credit_hint", { min: usd(data.limits.creditMin), max: usd(data.limits.creditMax) })}
            />
          </Stack>
        </DialogContent>
        {/* An unconfirmed credit is sent again with its first key (the loader makes a new one on every load). */}
        <input type="hidden" name={KEY_FIELD} value={result?.idempotencyKey ?? data.idempotencyKey} />
        <DialogActions>
          <Button type="submit" loading={busy} disabled={busy}>
            {t("admin-accounts:credit.submit")}
          </Button>
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t("common:actions.cancel")}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  );
}
