import { getFormProps, type FormMetadata } from "@conform-to/react";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import Stack from "@mui/joy/Stack";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { FormErrors } from "~/components/form/FormErrors";
import { accountsHref } from "./paths";

/** Where an account dialog closes to (the accounts list as it was) and whether its form is being sent. */
export function useAccountDialog() {
  const { search } = useLocation();
  const navigation = useNavigation();
  return { close: accountsHref(search), busy: navigation.state !== "idle", idle: navigation.state === "idle" };
}

/**
 * The frame of the per-account admin dialogs (charge, credit, trial, DNS): a route dialog around one
 * post form, its form-level errors on top, the body, hidden fields, then the submit and a Cancel
 * back to the list. The submit is disabled while sending unless `resend` says a second click must
 * post again (a confirmation whose idempotency key makes it count once).
 */
export function AccountFormDialog<Schema extends Record<string, unknown>>({
  title,
  width,
  role,
  form,
  errors,
  submit,
  hidden,
  children,
}: {
  title: string;
  width?: number;
  role?: "dialog" | "alertdialog";
  /** The conform form, when the dialog validates one (a confirmation step has none). */
  form?: FormMetadata<Schema, string[]>;
  errors?: readonly string[];
  submit: { label: string; intent?: string; color?: "primary" | "warning"; resend?: boolean };
  hidden?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  const { close, busy } = useAccountDialog();
  return (
    <RouteDialog title={title} closeHref={close} width={width} role={role}>
      <Form method="post" preventScrollReset {...(form ? getFormProps(form) : {})}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrors errors={errors ?? form?.errors} />
            {children}
          </Stack>
        </DialogContent>
        {hidden}
        <DialogActions>
          <Button
            type="submit"
            name={submit.intent ? "intent" : undefined}
            value={submit.intent}
            color={submit.color}
            loading={busy}
            disabled={busy && !submit.resend}
          >
            {submit.label}
          </Button>
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t("actions.cancel")}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  );
}
