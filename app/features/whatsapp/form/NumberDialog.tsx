import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isWhatsAppConnected } from "../../../../contract/wire/whatsapp";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { FormErrors } from "~/components/form/FormErrors";
import { FormSelectField, FormTextField, ReadOnlyField } from "~/components/form/FormField";
import { StatusChip } from "../columns";
import { listHref, type WhatsAppMode } from "../paths";
import type { NumberFormData } from "./form.server";
import { CreateFormSchema, EditFormSchema } from "./schema";

export type NumberDialogMode = "create" | "edit" | "view";

/** Form errors above the fields: message keys translated, the server's lines as they are, one per line. */
/**
 * The WhatsApp number dialog (docs/product.md#whatsapp-numbers): create (with the pin), edit, and view (read-only, the
 * admin's only mode) with the status and its connection state. A nested route's dialog: its form is
 * a plain POST to the route's own action, so it works without JavaScript; the same schema checks the
 * fields in the browser and on the server, and a refused submission keeps what was typed.
 */
export function NumberDialog({ mode, screen = "portal" }: { mode: NumberDialogMode; screen?: WhatsAppMode }) {
  const data = useLoaderData<NumberFormData>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const { search } = useLocation();
  const { t } = useTranslation(["whatsapp", "messages", "common"]);
  const schema = mode === "create" ? CreateFormSchema : EditFormSchema;
  const number = data.number;
  const [form, fields] = useForm({
    id: `whatsapp-${mode}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: number
      ? {
          name: number.name,
          regionId: number.regionId,
          cacProfileId: number.cacProfileId ?? data.defaultProfile ?? "",
          maxCallDurationInMinutes: number.maxCallDurationInMinutes ? String(number.maxCallDurationInMinutes) : "",
        }
      : { cacProfileId: data.defaultProfile ?? "", regionId: data.regions[0]?.regionId ?? "" },
  });
  const close = listHref(screen, search);
  const readOnly = mode === "view";
  const submitting = navigation.state === "submitting";
  const title = t(`whatsapp:dialog.title.${mode}`);
  const regionOptions = data.regions.map((r) => ({ value: r.regionId, label: r.regionName }));
  const profileOptions = data.profiles.map((p) => ({ value: p.profileId, label: p.display }));

  return (
    <RouteDialog title={title} closeHref={close} width={560}>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrors errors={form.errors} />
            {readOnly && number && <ViewStatus data={data} />}
            {readOnly ? (
              <>
                <ReadOnlyField label={t("whatsapp:fields.name")} value={number?.name ?? ""} />
                <ReadOnlyField label={t("whatsapp:fields.regionId")} value={regionOptions.find((r) => r.value === number?.regionId)?.label ?? number?.regionId ?? ""} />
                <ReadOnlyField label={t("whatsapp:fields.cacProfileId")} value={profileOptions.find((p) => p.value === number?.cacProfileId)?.label ?? "-"} />
                <ReadOnlyField
                  label={t("whatsapp:fields.maxCallDurationInMinutes")}
                  value={number?.maxCallDurationInMinutes ? String(number.maxCallDurationInMinutes) : t("whatsapp:fields.no_limit")}
                />
                <ReadOnlyField label={t("whatsapp:fields.id")} value={number?.id ?? ""} />
                <ReadOnlyField label={t("whatsapp:columns.wabaId")} value={number?.wabaId ?? "-"} />
                <ReadOnlyField label={t("whatsapp:columns.waPhoneNumberId")} value={number?.waPhoneNumberId ?? "-"} />
                <ReadOnlyField label={t("whatsapp:columns.phoneNumber")} value={number?.phoneNumber ?? "-"} />
                {number?.fqdn !== undefined && <ReadOnlyField label={t("whatsapp:columns.fqdn")} value={number.fqdn ?? "-"} />}
              </>
            ) : (
              <>
                <FormTextField field={fields.name} label={t("whatsapp:fields.name")} />
                {mode === "create" && (
                  <FormTextField
                    field={fields.pinCode}
                    label={t("whatsapp:fields.pinCode")}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    hint={t("whatsapp:fields.pinCode_hint")}
                  />
                )}
                <FormSelectField field={fields.regionId} label={t("whatsapp:fields.regionId")} options={regionOptions} />
                <FormSelectField field={fields.cacProfileId} label={t("whatsapp:fields.cacProfileId")} options={profileOptions} />
                <FormTextField
                  field={fields.maxCallDurationInMinutes}
                  label={t("whatsapp:fields.maxCallDurationInMinutes")}
                  inputMode="numeric"
                  placeholder={t("whatsapp:fields.no_limit")}
                  hint={t("whatsapp:fields.maxCallDuration_hint")}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {!readOnly && (
            <Button type="submit" loading={submitting} disabled={submitting}>
              {t(mode === "create" ? "whatsapp:dialog.create" : "common:actions.save")}
            </Button>
          )}
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t(readOnly ? "common:actions.close" : "common:actions.cancel")}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  );
}

/**
 * The view's status: the number's state (tooltip with the error when it failed), and the connection:
 * Connected only when calling, SIP, the connection and the FQDN are all ok (docs/product.md#whatsapp-numbers), 'Loading'
 * while it is fetched again.
 */
function ViewStatus({ data }: { data: NumberFormData }) {
  const { t } = useTranslation(["whatsapp", "messages"]);
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const connection = loading ? t("whatsapp:connection.loading") : data.connection && isWhatsAppConnected(data.connection) ? t("whatsapp:connection.connected") : t("whatsapp:connection.not_connected");
  return (
    <Stack spacing={1}>
      {data.row && (
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography level="body-sm">{t("whatsapp:columns.status")}:</Typography>
          <StatusChip status={data.row.status} error={data.row.error} t={t} />
        </Stack>
      )}
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography level="body-sm" role="status">
          {t("whatsapp:connection.label")}: <strong>{connection}</strong>
        </Typography>
        <Button component={Link} to={`${pathname}${search}`} preventScrollReset size="sm" variant="plain" disabled={loading}>
          {t("whatsapp:connection.refresh")}
        </Button>
      </Stack>
      <FormErrors errors={data.statusError} />
    </Stack>
  );
}
