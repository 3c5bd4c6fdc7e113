import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TEAMS_LICENSE_TYPES, TeamsTenantFormSchema, type TeamsTenantDetail } from "../../../contract/wire/teams";
import { FormSelectField, FormTextField, ReadOnlyField } from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import type { EntityMode } from "~/features/entities/resource";
import type { TeamsTenantDialogData } from "./dialog-data.server";
import { TEAMS_TENANTS_RESOURCE } from "./resource";

function formValues(record: TeamsTenantDetail | null): Record<string, unknown> {
  if (!record) return { licenseType: TEAMS_LICENSE_TYPES[0] };
  return {
    domain: record.domain,
    tenantId: record.tenantId,
    licenseType: record.licenseType,
    activationEmail: record.activationEmail ?? "",
  };
}

/** The Teams tenant dialog in the three form modes (docs/product.md#form-modes): domain, tenant id (a GUID), license type, activation e-mail. */
export function TeamsTenantDialog({
  mode,
  screen = "portal",
  closeHref,
}: {
  mode: EntityFormMode;
  screen?: EntityMode;
  closeHref?: string;
}) {
  const data = useLoaderData<TeamsTenantDialogData>();
  const { t } = useTranslation(["teams-tenants", "messages", "common"]);
  const [form, fields] = useEntityForm(`teams-tenant-${mode}`, TeamsTenantFormSchema, formValues(data.record));
  const label = (name: string) => t(`teams-tenants:fields.${name}`);
  const readOnly = mode === "view";
  const record = data.record;
  return (
    <EntityFormDialog
      resource={TEAMS_TENANTS_RESOURCE}
      mode={mode}
      screen={screen}
      form={form as never}
      closeHref={closeHref}
    >
      {readOnly && record?.accountName && (
        <ReadOnlyField label={t("teams-tenants:columns.accountName")} value={record.accountName} />
      )}
      <FormTextField
        field={fields.domain}
        label={label("domain")}
        hint={readOnly ? undefined : t("teams-tenants:fields.domain_hint")}
        disabled={readOnly}
      />
      <FormTextField
        field={fields.tenantId}
        label={label("tenantId")}
        hint={readOnly ? undefined : t("teams-tenants:fields.tenantId_hint")}
        disabled={readOnly}
      />
      <FormSelectField
        field={fields.licenseType}
        label={label("licenseType")}
        options={TEAMS_LICENSE_TYPES.map((v) => ({ value: v, label: v }))}
        disabled={readOnly}
      />
      <FormTextField
        field={fields.activationEmail}
        label={label("activationEmail")}
        hint={readOnly ? undefined : t("teams-tenants:fields.activationEmail_hint")}
        disabled={readOnly}
      />
      {readOnly && record && <ReadOnlyField label={label("connections")} value={String(record.connections)} />}
      {readOnly && record && <ReadOnlyField label={label("id")} value={record.id} />}
    </EntityFormDialog>
  );
}
