import { useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import Typography from "@mui/joy/Typography";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ManualChargeFormSchema, ManualCreditFormSchema } from "../../../contract/wire/admin";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { FormTextField } from "~/components/form/FormField";
import { AccountFormDialog, useAccountDialog } from "./AccountFormDialog";
import type { ChargeActionData, CreditActionData, MoneyDialogData } from "./money.server";
import { INTENT, KEY_FIELD } from "./money-form";

const usd = (n: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 9 }).format(n);

/** The account's balance, then the amount to move with its limits in the hint (charge and credit). */
function AmountField({
  balance,
  field,
  label,
  hint,
}: {
  balance: number;
  field: FieldMetadata<string | undefined>;
  label: string;
  hint: string;
}) {
  const { t } = useTranslation("admin-accounts");
  return (
    <>
      <Typography level="body-sm">{t("balance", { balance: usd(balance) })}</Typography>
      <FormTextField field={field} label={label} inputMode="decimal" hint={hint} />
    </>
  );
}

function formResult(data: ChargeActionData | undefined): SubmissionResult<string[]> | undefined {
  return data && data.step === "form" ? data : undefined;
}

/**
 * The manual charge (docs/product.md#manual-charge, #export-call-and-ai-messages): amount ($1 to $10,000, at most 9 decimals, default 1) and
 * description, then a confirmation step, then the charge. The idempotency key rides along in a hidden
 * field from the first render, so however often the confirmation is posted, money moves once. A
 * refusal with a text body is the error_action_denied danger dialog.
 */
export function ChargeDialog() {
  const data = useLoaderData<MoneyDialogData>();
  const result = useActionData<ChargeActionData>();
  const { close, idle } = useAccountDialog();
  const { t } = useTranslation(["admin-accounts", "messages", "common"]);
  const [form, fields] = useForm({
    id: "manual-charge",
    lastResult: idle ? formResult(result) : undefined,
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
      <AccountFormDialog
        title={t("admin-accounts:charge.confirm_title")}
        role="alertdialog"
        errors={result.step === "retry" ? result.messages : undefined}
        // Not disabled while sending: a second click posts the same key, and the platform answers it once.
        submit={{ label: t("admin-accounts:charge.submit"), intent: INTENT.charge, color: "warning", resend: true }}
        hidden={
          <>
            <input type="hidden" name="amount" value={String(result.amount)} />
            <input type="hidden" name="description" value={result.description} />
            <input type="hidden" name={KEY_FIELD} value={result.idempotencyKey} />
          </>
        }
      >
        <Typography>
          {t("messages:labels_manual_charge_confirm", { amount: usd(result.amount), account: data.account.name })}
        </Typography>
        <Typography level="body-sm">
          {t("admin-accounts:charge.description_label")}: {result.description}
        </Typography>
      </AccountFormDialog>
    );
  }

  return (
    <AccountFormDialog
      title={t("admin-accounts:charge.title", { account: data.account.name })}
      form={form}
      submit={{ label: t("admin-accounts:charge.review"), intent: INTENT.review }}
      hidden={<input type="hidden" name={KEY_FIELD} value={data.idempotencyKey} />}
    >
      <AmountField
        balance={data.account.balance}
        field={fields.amount}
        label={t("admin-accounts:charge.amount")}
        hint={t("admin-accounts:charge.amount_hint", {
          min: usd(data.limits.chargeMin),
          max: usd(data.limits.chargeMax),
        })}
      />
      <FormTextField field={fields.description} label={t("admin-accounts:charge.description_label")} />
    </AccountFormDialog>
  );
}

/** The manual credit (docs/product.md#manual-credit): between the essential plan fee and the manual credit maximum, both in the hint. */
export function CreditDialog() {
  const data = useLoaderData<MoneyDialogData>();
  const result = useActionData<CreditActionData>();
  const { idle } = useAccountDialog();
  const { t } = useTranslation(["admin-accounts", "messages"]);
  const [form, fields] = useForm({
    id: "manual-credit",
    lastResult: idle ? result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ManualCreditFormSchema }),
  });
  return (
    <AccountFormDialog
      title={t("admin-accounts:credit.title", { account: data.account.name })}
      form={form}
      submit={{ label: t("admin-accounts:credit.submit") }}
      // An unconfirmed credit is sent again with its first key (the loader makes a new one on every load).
      hidden={<input type="hidden" name={KEY_FIELD} value={result?.idempotencyKey ?? data.idempotencyKey} />}
    >
      <AmountField
        balance={data.account.balance}
        field={fields.creditAmount}
        label={t("admin-accounts:credit.amount")}
        hint={t("messages:labels_manual_credit_hint", {
          min: usd(data.limits.creditMin),
          max: usd(data.limits.creditMax),
        })}
      />
    </AccountFormDialog>
  );
}
