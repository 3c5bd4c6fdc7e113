import { useLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { RoutingGroupCreateSchema, RoutingGroupFormSchema } from "../../../contract/wire/routing";
import { FormTextField, ReadOnlyField } from "~/components/form/FormField";
import { AccountPicker } from "~/features/admin-accounts/picker/AccountPicker";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import { CONTINUE_INTENT } from "~/features/entities/resource";
import type { RoutingGroupDialogData } from "./dialog-data.server";
import { ROUTING_GROUPS_RESOURCE } from "./resource";

/**
 * The routing group dialog of the admin screen in the three form modes: a name, and for a new group
 * the account it is for (the admin account dropdown: a search and a select of the first page without
 * JavaScript). The account is fixed once created.
 */
export function RoutingGroupDialog({ mode }: { mode: EntityFormMode }) {
  const data = useLoaderData<RoutingGroupDialogData>();
  const { t } = useTranslation(["routing-groups", "messages", "common"]);
  const record = data.record;
  const schema: z.ZodTypeAny = mode === "create" ? RoutingGroupCreateSchema : RoutingGroupFormSchema;
  const [form, fields] = useEntityForm(`routing-group-${mode}`, schema, { name: record?.name ?? "", accountId: "" });
  const accountField = fields.accountId;
  const validateAccount = useCallback(() => form.validate({ name: accountField.name }), [form, accountField.name]);
  const label = (name: string) => t(`routing-groups:fields.${name}`);
  const chosen =
    typeof accountField.initialValue === "string" && accountField.initialValue ? accountField.initialValue : undefined;
  return (
    <EntityFormDialog resource={ROUTING_GROUPS_RESOURCE} mode={mode} screen="admin" form={form as never}>
      {mode === "view" && record ? (
        <ReadOnlyField label={label("name")} value={record.name} />
      ) : (
        <FormTextField field={fields.name} label={label("name")} hint={label("name_hint")} />
      )}
      {mode === "create" && data.accounts ? (
        <AccountPicker
          label={label("accountId")}
          value={chosen}
          options={data.accounts}
          field={{
            name: accountField.name,
            errors: accountField.errors,
            required: true,
            searchIntent: { name: "intent", value: CONTINUE_INTENT },
            onChosen: validateAccount,
          }}
        />
      ) : (
        record && <ReadOnlyField label={label("account")} value={record.accountName ?? record.accountId ?? ""} />
      )}
      {mode === "view" && record && (
        <>
          <ReadOnlyField label={label("rules")} value={String(record.rules)} />
          <ReadOnlyField label={label("id")} value={record.id} />
        </>
      )}
    </EntityFormDialog>
  );
}
