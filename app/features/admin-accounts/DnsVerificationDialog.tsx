import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import Stack from "@mui/joy/Stack";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { FormCheckbox } from "~/components/form/FormField";
import { FormErrors } from "~/components/form/FormErrors";
import type { DnsActionData, DnsDialogData } from "./dns.server";
import { DNS_INTENT, DnsVerificationFormSchema } from "./dns-form";
import { accountsHref } from "./paths";

/** The per-client DNS verification toggle (000 §4, §7): one checkbox, the account's setting preselected. */
export function DnsVerificationDialog() {
  const data = useLoaderData<DnsDialogData>();
  const result = useActionData<DnsActionData>();
  const navigation = useNavigation();
  const { search } = useLocation();
  const { t } = useTranslation(["admin-accounts", "common"]);
  const close = accountsHref(search);
  const busy = navigation.state !== "idle";
  const [form, fields] = useForm({
    id: "dns-verification",
    lastResult: navigation.state === "idle" ? result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DnsVerificationFormSchema }),
    defaultValue: { enabled: data.enabled ? "on" : "" },
  });
  return (
    <RouteDialog title={t("admin-accounts:dns.title", { account: data.account.name })} closeHref={close} width={560}>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrors errors={form.errors} />
            <FormCheckbox field={fields.enabled} label={t("admin-accounts:dns.label")} hint={t("admin-accounts:dns.hint")} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button type="submit" name="intent" value={DNS_INTENT} loading={busy} disabled={busy}>
            {t("admin-accounts:dns.submit")}
          </Button>
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t("common:actions.cancel")}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  );
}
