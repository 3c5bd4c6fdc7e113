import Typography from "@mui/joy/Typography";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PHONE_NUMBER_FORMATS, PhoneConfigureSchema, type PhoneDetail } from "../../../contract/wire/phones";
import { PlainButton } from "~/components/controls/controls";
import { FormCheckbox, FormSelectField, FormTextField, ReadOnlyField } from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import type { EntityMode } from "~/features/entities/resource";
import { formatDateTime, UTC } from "~/features/time/timezone";
import type { NumberDialogData } from "./dialog-data.server";
import { NUMBERS_RESOURCE } from "./resource";

/** The test call's form (an active number's view): empty, its button is among the view's fields. */
const TEST_CALL_FORM_ID = "number-test-call";

/** A stored number as the configure form's values; what it was never configured with comes from DefaultConfig. */
function formValues(record: PhoneDetail | null, data: NumberDialogData): Record<string, unknown> {
  return {
    name: record?.name ?? "",
    isDefault: record?.isDefault ? "on" : undefined,
    format: record?.format ?? data.defaults.format,
    prefix: record?.prefix ?? data.defaults.prefix,
    language: record?.language ?? data.defaults.language,
    voice: record?.voice ?? data.defaults.voice,
  };
}

const section = (text: string) => (
  <Typography level="title-sm" component="h3" sx={{ pt: 1 }}>
    {text}
  </Typography>
);

/**
 * A number's dialog: its details (view, customer and admin) and Configure (edit: docs/product.md#phone-number name,
 * default, format, prefix; the language and a voice of it). The voices follow the language: with
 * JavaScript as it changes, without it after "Continue".
 */
export function NumberDialog({
  mode,
  screen = "portal",
}: {
  mode: Exclude<EntityFormMode, "create">;
  screen?: EntityMode;
}) {
  const data = useLoaderData<NumberDialogData>();
  const { t } = useTranslation(["numbers", "messages", "common"]);
  const [form, fields] = useEntityForm(`number-${mode}`, PhoneConfigureSchema, formValues(data.record, data));
  const readOnly = mode === "view";
  const record = data.record;
  const label = (name: string) => t(`numbers:fields.${name}`);
  const language = String(fields.language.value ?? fields.language.initialValue ?? data.defaults.language);
  const voices = data.languages.find((l) => l.language === language)?.voices ?? [];

  return (
    <EntityFormDialog
      resource={NUMBERS_RESOURCE}
      mode={mode}
      screen={screen}
      form={form as never}
      hasContinue
      outside={
        data.canTestCall && record ? (
          <Form
            id={TEST_CALL_FORM_ID}
            method="post"
            action={`/portal/numbers/${encodeURIComponent(record.id)}/test-call`}
          />
        ) : null
      }
    >
      {record && (
        <>
          {section(t("numbers:sections.number"))}
          <ReadOnlyField label={label("e164")} value={record.e164} />
          <ReadOnlyField
            label={label("status")}
            value={t(`numbers:status.${record.status}`, { defaultValue: record.status })}
          />
          {readOnly && (
            <>
              <ReadOnlyField
                label={label("country")}
                value={[record.country, record.city].filter(Boolean).join(", ")}
              />
              <ReadOnlyField
                label={label("type")}
                value={t(`numbers:type.${record.type}`, { defaultValue: record.type })}
              />
              <ReadOnlyField label={label("regionId")} value={record.regionId ?? "-"} />
              <ReadOnlyField label={label("routesTo")} value={record.routesTo?.name ?? "-"} />
              <ReadOnlyField label={label("provider")} value={record.provider} />
              {record.validUntil && (
                <ReadOnlyField label={label("validUntil")} value={formatDateTime(record.validUntil, UTC)} />
              )}
              <ReadOnlyField label={label("id")} value={record.id} />
              {record.portIn && (
                <>
                  <ReadOnlyField label={label("carrier")} value={record.portIn.carrier} />
                  <ReadOnlyField label={label("carrierAccountNumber")} value={record.portIn.carrierAccountNumber} />
                </>
              )}
              <ReadOnlyField
                label={label("documents")}
                value={record.documents.length ? record.documents.map((d) => d.fileName).join(", ") : label("none")}
              />
              {data.canTestCall && (
                // Sends the test call's own form (outside the record's: see below); the call then opens in the call history.
                <div>
                  <PlainButton type="submit" form={TEST_CALL_FORM_ID} variant="outlined" color="neutral" size="sm">
                    {t("numbers:test_call")}
                  </PlainButton>
                </div>
              )}
            </>
          )}
        </>
      )}
      {section(t("numbers:sections.configuration"))}
      <FormTextField field={fields.name} label={label("name")} disabled={readOnly} />
      <FormCheckbox
        field={fields.isDefault}
        label={label("isDefault")}
        hint={readOnly ? undefined : t("numbers:fields.isDefault_hint")}
        disabled={readOnly}
      />
      <FormSelectField
        field={fields.format}
        label={label("format")}
        options={PHONE_NUMBER_FORMATS.map((f) => ({ value: f, label: t(`numbers:format.${f}`) }))}
        disabled={readOnly}
      />
      <FormTextField
        field={fields.prefix}
        label={label("prefix")}
        hint={readOnly ? undefined : t("numbers:fields.prefix_hint")}
        disabled={readOnly}
      />
      <FormSelectField
        field={fields.language}
        label={label("language")}
        options={data.languages.map((l) => ({ value: l.language, label: l.language }))}
        disabled={readOnly}
      />
      <FormSelectField
        key={`voice:${language}`}
        field={fields.voice}
        label={label("voice")}
        options={voices.map((v) => ({ value: v, label: v }))}
        defaultValue={voices[0]}
        disabled={readOnly}
      />
    </EntityFormDialog>
  );
}
