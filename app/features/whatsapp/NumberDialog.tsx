import Button from "@mui/joy/Button";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  isWhatsAppConnected,
  WhatsAppNumberCreateSchema,
  WhatsAppNumberEditFormSchema,
} from "../../../contract/wire/whatsapp";
import { FormErrors } from "~/components/form/FormErrors";
import { FormSelectField, FormTextField, ReadOnlyField } from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import type { EntityMode } from "~/features/entities/resource";
import type { WhatsAppDialogData } from "./dialog-data.server";
import { WHATSAPP_RESOURCE } from "./resource";
import { StatusChip } from "./StatusChip";

/**
 * The WhatsApp number dialog (docs/product.md#whatsapp-numbers): create (with the pin), edit, and view (read-only, the
 * admin's only mode) with the status and its connection state. The same schema checks the fields in
 * the browser and on the server; a refused submission keeps what was typed but the pin.
 */
export function NumberDialog({ mode, screen = "portal" }: { mode: EntityFormMode; screen?: EntityMode }) {
  const data = useLoaderData<WhatsAppDialogData>();
  const { t } = useTranslation(["whatsapp", "messages", "common"]);
  const number = data.record;
  const [form, fields] = useEntityForm(
    `whatsapp-${mode}`,
    mode === "create" ? WhatsAppNumberCreateSchema : WhatsAppNumberEditFormSchema,
    number
      ? {
          name: number.name,
          regionId: number.regionId,
          cacProfileId: number.cacProfileId ?? data.defaultProfile ?? "",
          maxCallDurationInMinutes: number.maxCallDurationInMinutes ? String(number.maxCallDurationInMinutes) : "",
        }
      : { cacProfileId: data.defaultProfile ?? "", regionId: data.regions[0]?.regionId ?? "" },
  );
  const label = (name: string) => t(`whatsapp:fields.${name}`);
  const regionOptions = data.regions.map((r) => ({ value: r.regionId, label: r.regionName }));
  const profileOptions = data.profiles.map((p) => ({ value: p.profileId, label: p.display }));

  return (
    <EntityFormDialog resource={WHATSAPP_RESOURCE} mode={mode} screen={screen} form={form as never} width={560}>
      {mode === "view" ? (
        <>
          {number && <ViewStatus data={data} />}
          <ReadOnlyField label={label("name")} value={number?.name ?? ""} />
          <ReadOnlyField
            label={label("regionId")}
            value={regionOptions.find((r) => r.value === number?.regionId)?.label ?? number?.regionId ?? ""}
          />
          <ReadOnlyField
            label={label("cacProfileId")}
            value={profileOptions.find((p) => p.value === number?.cacProfileId)?.label ?? "-"}
          />
          <ReadOnlyField
            label={label("maxCallDurationInMinutes")}
            value={number?.maxCallDurationInMinutes ? String(number.maxCallDurationInMinutes) : label("no_limit")}
          />
          <ReadOnlyField label={label("id")} value={number?.id ?? ""} />
          <ReadOnlyField label={t("whatsapp:columns.wabaId")} value={number?.wabaId ?? "-"} />
          <ReadOnlyField label={t("whatsapp:columns.waPhoneNumberId")} value={number?.waPhoneNumberId ?? "-"} />
          <ReadOnlyField label={t("whatsapp:columns.phoneNumber")} value={number?.phoneNumber ?? "-"} />
          {number?.fqdn !== undefined && (
            <ReadOnlyField label={t("whatsapp:columns.fqdn")} value={number.fqdn ?? "-"} />
          )}
        </>
      ) : (
        <>
          <FormTextField field={fields.name} label={label("name")} />
          {mode === "create" && (
            <FormTextField
              field={fields.pinCode}
              label={label("pinCode")}
              inputMode="numeric"
              autoComplete="one-time-code"
              hint={label("pinCode_hint")}
            />
          )}
          <FormSelectField field={fields.regionId} label={label("regionId")} options={regionOptions} />
          <FormSelectField field={fields.cacProfileId} label={label("cacProfileId")} options={profileOptions} />
          <FormTextField
            field={fields.maxCallDurationInMinutes}
            label={label("maxCallDurationInMinutes")}
            inputMode="numeric"
            placeholder={label("no_limit")}
            hint={label("maxCallDuration_hint")}
          />
        </>
      )}
    </EntityFormDialog>
  );
}

/**
 * The view's status: the number's state (tooltip with the error when it failed), and the connection:
 * Connected only when calling, SIP, the connection and the FQDN are all ok (docs/product.md#whatsapp-numbers), 'Loading'
 * while it is fetched again.
 */
function ViewStatus({ data }: { data: WhatsAppDialogData }) {
  const { t } = useTranslation(["whatsapp", "messages"]);
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const connection = loading
    ? t("whatsapp:connection.loading")
    : data.connection && isWhatsAppConnected(data.connection)
      ? t("whatsapp:connection.connected")
      : t("whatsapp:connection.not_connected");
  return (
    <Stack spacing={1}>
      {data.state && (
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography level="body-sm">{t("whatsapp:columns.status")}:</Typography>
          <StatusChip status={data.state.status} error={data.state.error} t={t} />
        </Stack>
      )}
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography level="body-sm" role="status">
          {t("whatsapp:connection.label")}: <strong>{connection}</strong>
        </Typography>
        <Button
          component={Link}
          to={`${pathname}${search}`}
          preventScrollReset
          size="sm"
          variant="plain"
          disabled={loading}
        >
          {t("whatsapp:connection.refresh")}
        </Button>
      </Stack>
      <FormErrors errors={data.statusError} />
    </Stack>
  );
}
