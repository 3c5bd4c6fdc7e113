import Alert from "@mui/joy/Alert";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TeamsConnectionFormSchema, type TeamsConnectionDetail } from "../../../contract/wire/teams";
import { FormSelectField, FormTextField, ReadOnlyField } from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import type { EntityMode } from "~/features/entities/resource";
import type { TeamsConnectionDialogData } from "./dialog-data.server";
import { TEAMS_CONNECTIONS_RESOURCE } from "./resource";

function formValues(record: TeamsConnectionDetail | null, data: TeamsConnectionDialogData): Record<string, unknown> {
  if (!record) return { teamsTenantId: data.tenants[0]?.id ?? "", regionId: data.regions[0]?.regionId ?? "" };
  return { name: record.name, teamsTenantId: record.teamsTenantId ?? "", regionId: record.regionId ?? "" };
}

/**
 * The Teams connection dialog in the three form modes (docs/product.md#form-modes). Creating one starts its creation on
 * the platform (up to 10 minutes; progress and result in the notifications). Once created, its
 * tenant and region are shown, not chosen: only the name changes.
 */
export function TeamsConnectionDialog({
  mode,
  screen = "portal",
  closeHref,
}: {
  mode: EntityFormMode;
  screen?: EntityMode;
  closeHref?: string;
}) {
  const data = useLoaderData<TeamsConnectionDialogData>();
  const { t } = useTranslation(["teams-connections", "messages", "common"]);
  const [form, fields] = useEntityForm(
    `teams-connection-${mode}`,
    TeamsConnectionFormSchema,
    formValues(data.record, data),
  );
  const label = (name: string) => t(`teams-connections:fields.${name}`);
  const record = data.record;
  const regionName = (id: string | null | undefined) =>
    data.regions.find((r) => r.regionId === id)?.regionName ?? id ?? "-";

  if (mode === "view" && record) {
    return (
      <EntityFormDialog resource={TEAMS_CONNECTIONS_RESOURCE} mode="view" screen={screen} form={form as never}>
        {record.accountName && (
          <ReadOnlyField label={t("teams-connections:columns.accountName")} value={record.accountName} />
        )}
        <ReadOnlyField label={label("name")} value={record.name} />
        <ReadOnlyField label={label("teamsTenantId")} value={record.tenantDomain ?? "-"} />
        <ReadOnlyField label={label("regionId")} value={regionName(record.regionId)} />
        <ReadOnlyField
          label={label("status")}
          value={t(`teams-connections:status.${record.status}`, {
            progress: record.progress ?? 0,
            defaultValue: record.status,
          })}
        />
        {record.error && <ReadOnlyField label={label("error")} value={t(`messages:${record.error}`)} />}
        <ReadOnlyField label={label("licensedUsers")} value={String(record.licensedUsers)} />
        <ReadOnlyField label={label("id")} value={record.id} />
      </EntityFormDialog>
    );
  }

  return (
    <EntityFormDialog
      resource={TEAMS_CONNECTIONS_RESOURCE}
      mode={mode}
      screen={screen}
      form={form as never}
      closeHref={closeHref}
    >
      {mode === "create" && (
        <Alert color="neutral" variant="soft" size="sm">
          {t(data.tenants.length === 0 ? "teams-connections:no_tenants" : "teams-connections:creation_hint")}
        </Alert>
      )}
      <FormTextField field={fields.name} label={label("name")} hint={t("teams-connections:fields.name_hint")} />
      {mode === "create" ? (
        <>
          <FormSelectField
            field={fields.teamsTenantId}
            label={label("teamsTenantId")}
            options={data.tenants.map((tt) => ({ value: tt.id, label: tt.domain }))}
            hint={t("teams-connections:fields.teamsTenantId_hint")}
          />
          <FormSelectField
            field={fields.regionId}
            label={label("regionId")}
            options={data.regions.map((r) => ({ value: r.regionId, label: r.regionName }))}
          />
        </>
      ) : (
        <>
          {/* Set up by the creation: shown, and sent as they are. */}
          <ReadOnlyField label={label("teamsTenantId")} value={record?.tenantDomain ?? "-"} />
          <input type="hidden" name={fields.teamsTenantId.name} value={record?.teamsTenantId ?? ""} />
          <ReadOnlyField label={label("regionId")} value={regionName(record?.regionId)} />
          <input type="hidden" name={fields.regionId.name} value={record?.regionId ?? ""} />
          {fields.teamsTenantId.errors?.length || fields.regionId.errors?.length ? (
            <Alert color="danger" variant="soft" size="sm">
              {t("messages:validation_teams_connection_fixed")}
            </Alert>
          ) : null}
        </>
      )}
    </EntityFormDialog>
  );
}
