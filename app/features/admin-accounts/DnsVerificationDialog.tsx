import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormCheckbox } from "~/components/form/FormField";
import { AccountFormDialog, useAccountDialog } from "./AccountFormDialog";
import type { DnsActionData, DnsDialogData } from "./dns.server";
import { DNS_INTENT, DnsVerificationFormSchema } from "./dns-form";

/** The per-client DNS verification toggle (docs/product.md#account-status, #endpoint-names): one checkbox, the account's setting preselected. */
export function DnsVerificationDialog() {
  const data = useLoaderData<DnsDialogData>();
  const result = useActionData<DnsActionData>();
  const { idle } = useAccountDialog();
  const { t } = useTranslation("admin-accounts");
  const [form, fields] = useForm({
    id: "dns-verification",
    lastResult: idle ? result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DnsVerificationFormSchema }),
    defaultValue: { enabled: data.enabled ? "on" : "" },
  });
  return (
    <AccountFormDialog
      title={t("dns.title", { account: data.account.name })}
      width={560}
      form={form}
      submit={{ label: t("dns.submit"), intent: DNS_INTENT }}
    >
      <FormCheckbox field={fields.enabled} label={t("dns.label")} hint={t("dns.hint")} />
    </AccountFormDialog>
  );
}
