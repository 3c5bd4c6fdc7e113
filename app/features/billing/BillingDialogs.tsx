import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PAYMENTS } from "../../../contract/limits/payments";
import {
  AutoRechargeFormSchema,
  CardDepositFormSchema,
  MonthlyLimitFormSchema,
  PaymentAddressFormSchema,
  THREE_DS_MESSAGE,
} from "../../../contract/wire/payments";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { FormErrors } from "~/components/form/FormErrors";
import { FormCheckbox, FormTextField, useFieldErrorText } from "~/components/form/FormField";
import { formatUsd } from "~/components/shell/WalletButton";
import type { DialogData, PaymentActionData, PaymentData } from "./billing.server";
import { BILLING_PATHS, KEY_FIELD } from "./paths";

const close = BILLING_PATHS.page;

function useDialogForm<S extends Parameters<typeof parseWithZod>[1]["schema"]>(
  id: string,
  schema: S,
  defaultValue: Record<string, string | undefined>,
) {
  const result = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id,
    lastResult: navigation.state === "idle" ? result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue,
  });
  return { form, fields, busy: navigation.state !== "idle" };
}

function Actions({ submit, busy }: { submit: string; busy: boolean }) {
  const { t } = useTranslation("common");
  return (
    <DialogActions>
      <Button type="submit" loading={busy} disabled={busy}>
        {submit}
      </Button>
      <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
        {t("actions.cancel")}
      </Button>
    </DialogActions>
  );
}

function FormDialog({
  title,
  form,
  busy,
  submit,
  children,
}: {
  title: string;
  form: ReturnType<typeof useDialogForm>["form"];
  busy: boolean;
  submit: string;
  children: ReactNode;
}) {
  return (
    <RouteDialog title={title} closeHref={close}>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrors errors={form.errors} />
            {children}
          </Stack>
        </DialogContent>
        <Actions submit={submit} busy={busy} />
      </Form>
    </RouteDialog>
  );
}

/** Add credit (prepaid): the amount, then the provider's hosted card page. */
export function AddCreditDialog() {
  const data = useLoaderData<DialogData>() as DialogData;
  const { t } = useTranslation(["billing", "messages"]);
  const { form, fields, busy } = useDialogForm("add-credit", CardDepositFormSchema, {
    amount: String(data.limits.depositDefault),
  });
  const taxUnknown = data.address?.taxesEnabled && data.address.taxRatePercent === null;
  return (
    <FormDialog title={t("add_credit.title")} form={form} busy={busy} submit={t("add_credit.continue")}>
      <FormTextField
        field={fields.amount}
        label={t("add_credit.amount")}
        inputMode="decimal"
        hint={t("add_credit.amount_hint", {
          min: formatUsd(data.limits.depositMin),
          max: formatUsd(data.limits.depositMax),
          provider: PAYMENTS.PROVIDER_NAME,
        })}
      />
      {taxUnknown && (
        <Alert color="warning" variant="soft" role="status">
          {t("messages:warning_tax_details_unavailable")}
        </Alert>
      )}
    </FormDialog>
  );
}

/**
 * The return from the card page: the 3-D Secure outcome with its catalogue message, then the
 * confirmation. The key rides in a hidden field from this render: however often it is posted, the
 * wallet rises once. A failed outcome says why and offers no confirmation.
 */
export function PaymentDialog() {
  const data = useLoaderData<PaymentData>() as PaymentData;
  const result = useActionData<PaymentActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation(["billing", "messages", "common"]);
  const errorText = useFieldErrorText();
  if (data.status === "missing") {
    return (
      <RouteDialog title={t("payment.title")} closeHref={close} role="alertdialog">
        <DialogContent>
          <Typography>{t("payment.missing")}</Typography>
        </DialogContent>
        <DialogActions>
          <Button component={Link} to={close}>
            {t("common:actions.close")}
          </Button>
        </DialogActions>
      </RouteDialog>
    );
  }
  const { token } = data;
  const outcome = token.threeDs;
  const failed = token.status === "failed";
  const refusal = result?.message ? result.message.split("\n").map((m) => errorText(m, "")) : null;
  return (
    <RouteDialog
      title={t("payment.title")}
      closeHref={close}
      role={failed ? "alertdialog" : "dialog"}
      color={failed ? "danger" : "neutral"}
    >
      <Form method="post" preventScrollReset>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            {outcome && (
              <Alert
                color={failed ? "danger" : outcome === "succeeded" ? "success" : "warning"}
                variant="soft"
                role={failed ? "alert" : "status"}
              >
                {t(`messages:${THREE_DS_MESSAGE[outcome]}`, { provider: token.provider })}
              </Alert>
            )}
            {failed && <Typography>{t("payment.failed")}</Typography>}
            {/* A confirmed payment opened again (back button, a second tab): say so instead of a silent page. */}
            {token.status === "deposited" && (
              <Typography role="status">{t("payment.already_paid", { amount: formatUsd(token.amount) })}</Typography>
            )}
            {refusal && <FormErrors errors={refusal} />}
            {token.cardBrand && (
              <Typography level="body-sm">
                {t("payment.card", { brand: token.cardBrand, last4: token.cardLast4 })}
              </Typography>
            )}
            <Typography level="body-sm">{t("payment.amount", { amount: formatUsd(token.amount) })}</Typography>
          </Stack>
        </DialogContent>
        <input type="hidden" name="pfToken" value={token.pfToken} />
        <input type="hidden" name={KEY_FIELD} value={result?.idempotencyKey ?? data.idempotencyKey} />
        <DialogActions>
          {!failed && token.status !== "deposited" && (
            // Not disabled while sending: a second click posts the same key, and the platform answers it once.
            <Button type="submit" loading={navigation.state !== "idle"}>
              {t("payment.confirm", { amount: formatUsd(token.amount) })}
            </Button>
          )}
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t("common:actions.close")}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  );
}

export function AutoRechargeDialog() {
  const data = useLoaderData<DialogData>() as DialogData;
  const { t } = useTranslation(["billing", "common"]);
  const ar = data.autoRecharge!;
  const { form, fields, busy } = useDialogForm("auto-recharge", AutoRechargeFormSchema, {
    enabled: ar.enabled ? "on" : undefined,
    threshold: String(ar.threshold),
    amount: String(ar.amount),
  });
  const l = data.limits;
  return (
    <FormDialog title={t("auto_recharge.title")} form={form} busy={busy} submit={t("common:actions.save")}>
      {!data.hasCard && (
        <Alert color="warning" variant="soft" role="status">
          {t("auto_recharge.no_card")}
        </Alert>
      )}
      <FormCheckbox field={fields.enabled} label={t("auto_recharge.enabled")} />
      <FormTextField
        field={fields.threshold}
        label={t("auto_recharge.threshold")}
        inputMode="decimal"
        hint={t("auto_recharge.threshold_hint", { min: formatUsd(l.thresholdMin), max: formatUsd(l.thresholdMax) })}
      />
      <FormTextField
        field={fields.amount}
        label={t("auto_recharge.amount")}
        inputMode="decimal"
        hint={t("auto_recharge.amount_hint", { min: formatUsd(l.amountMin), max: formatUsd(l.amountMax) })}
      />
    </FormDialog>
  );
}

export function MonthlyLimitDialog() {
  const data = useLoaderData<DialogData>() as DialogData;
  const { t } = useTranslation(["billing", "common"]);
  const { form, fields, busy } = useDialogForm("monthly-limit", MonthlyLimitFormSchema, {
    monthlyLimit: data.monthly ? String(data.monthly.monthlyLimit) : undefined,
  });
  return (
    <FormDialog title={t("monthly.title")} form={form} busy={busy} submit={t("common:actions.save")}>
      <FormTextField
        field={fields.monthlyLimit}
        label={t("monthly.limit")}
        inputMode="decimal"
        hint={t("monthly.limit_hint", { max: formatUsd(data.limits.monthlyMax) })}
      />
    </FormDialog>
  );
}

export function AddressDialog() {
  const data = useLoaderData<DialogData>() as DialogData;
  const { t } = useTranslation(["billing", "common"]);
  const a = data.address?.address;
  const { form, fields, busy } = useDialogForm("billing-address", PaymentAddressFormSchema, {
    name: a?.name,
    line1: a?.line1,
    line2: a?.line2,
    city: a?.city,
    state: a?.state,
    postalCode: a?.postalCode,
    country: a?.country,
  });
  return (
    <FormDialog title={t("address.title")} form={form} busy={busy} submit={t("common:actions.save")}>
      <FormTextField field={fields.name} label={t("address.name")} autoComplete="organization" />
      <FormTextField field={fields.line1} label={t("address.line1")} autoComplete="address-line1" />
      <FormTextField field={fields.line2} label={t("address.line2")} autoComplete="address-line2" />
      <FormTextField field={fields.city} label={t("address.city")} autoComplete="address-level2" />
      <FormTextField field={fields.state} label={t("address.state")} autoComplete="address-level1" />
      <FormTextField field={fields.postalCode} label={t("address.postalCode")} autoComplete="postal-code" />
      <FormTextField
        field={fields.country}
        label={t("address.country")}
        autoComplete="country"
        hint={t("address.country_hint")}
      />
    </FormDialog>
  );
}
