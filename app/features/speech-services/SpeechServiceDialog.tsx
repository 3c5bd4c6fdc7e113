import Typography from "@mui/joy/Typography";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  DEEPGRAM_MODELS,
  DEFAULT_DEEPGRAM_MODEL,
  RESERVED_SPEECH_SERVICE_NAMES,
  SPEECH_MODELS,
  TRANSCRIPTION_MODELS,
} from "../../../contract/enums/speech";
import {
  CONFIGURABLE_SPEECH_PROVIDERS,
  CONFIGURABLE_SPEECH_USAGES,
  isSpeechSecret,
  speechFieldsOf,
  speechServiceFormSchema,
  type SpeechProviderField,
  type SpeechSecret,
  type SpeechServiceDetail,
} from "../../../contract/wire/speechServices";
import { FormSelectField, FormTextField, ReadOnlyField, SecretField } from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import type { EntityMode } from "~/features/entities/resource";
import type { SpeechServiceDialogData } from "./dialog-data.server";
import { SPEECH_SERVICES_RESOURCE } from "./resource";

/**
 * A stored speech service as form values (conform reads strings); a new one starts as an Azure
 * service that listens and speaks. A model field the form did not show yet starts with its
 * model (MODEL_CHOICES).
 */
function formValues(record: SpeechServiceDetail | null, data: SpeechServiceDialogData): Record<string, unknown> {
  if (!record) return { provider: "Azure", usage: "TTSAndSTT", regionId: data.regions[0]?.regionId ?? "" };
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (typeof value === "string") values[key] = value;
  return values;
}

const section = (text: string) => (
  <Typography level="title-sm" component="h3" sx={{ pt: 1 }}>
    {text}
  </Typography>
);

/** The provider fields that are a choice of models, and the model each starts with (Deepgram's: docs/product.md#enumerations). */
const MODEL_CHOICES: Partial<Record<SpeechProviderField, { values: readonly string[]; initial: string }>> = {
  deepgramModel: { values: DEEPGRAM_MODELS, initial: DEFAULT_DEEPGRAM_MODEL },
  sttModel: { values: TRANSCRIPTION_MODELS, initial: TRANSCRIPTION_MODELS[0] },
  ttsModel: { values: SPEECH_MODELS, initial: SPEECH_MODELS[0] },
};

/** The provider fields with a hint under them (speech-services:hints.<field>). */
const HINTED: ReadonlySet<SpeechProviderField> = new Set([
  "azureRegion",
  "awsRegion",
  "serviceAccountJson",
  "endpoint",
  "url",
  "token",
]);

/**
 * The speech service dialog in the three form modes (docs/product.md#form-modes "Form modes"). The credentials and
 * models follow the provider and the usage (contract SPEECH_PROVIDER_SPECS): with JavaScript as they
 * change, without it after "Continue". Secrets are write-only: an existing one shows as set, and
 * stays when left empty.
 */
export function SpeechServiceDialog({ mode, screen = "portal" }: { mode: EntityFormMode; screen?: EntityMode }) {
  const data = useLoaderData<SpeechServiceDialogData>();
  const { t } = useTranslation(["speech-services", "messages", "common"]);
  const secretsSet = Object.entries(data.record?.secretsSet ?? {})
    .filter(([, v]) => v)
    .map(([k]) => k);
  const schema = speechServiceFormSchema(secretsSet);
  const [form, fields] = useEntityForm(`speech-service-${mode}`, schema, formValues(data.record, data));
  const readOnly = mode === "view";
  const label = (name: string) => t(`speech-services:fields.${name}`);
  const options = (name: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`speech-services:values.${name}.${v}`, { defaultValue: v }) }));

  const provider = String(fields.provider.value ?? "Azure");
  const usage = String(fields.usage.value ?? "TTSAndSTT");
  const providerFields = speechFieldsOf(provider, usage);
  // A stored secret is its provider's: switched to another, the platform forgets it and wants a new one.
  const isSet = (name: SpeechSecret) => Boolean(data.record?.secretsSet[name]) && data.record?.provider === provider;

  const hintOf = (name: SpeechProviderField) => (HINTED.has(name) ? t(`speech-services:hints.${name}`) : undefined);
  const secret = (name: SpeechSecret) => (
    <SecretField
      key={`${provider}:${name}`}
      field={fields[name]}
      label={label(name)}
      readOnly={readOnly}
      isSet={isSet(name)}
      setHint={t("common:secret.set")}
      hint={hintOf(name)}
    />
  );
  const field = (name: SpeechProviderField) => {
    if (isSpeechSecret(name)) return secret(name);
    const choices = MODEL_CHOICES[name];
    const hint = hintOf(name);
    return choices ? (
      <FormSelectField
        key={name}
        field={fields[name]}
        label={label(name)}
        options={choices.values.map((v) => ({ value: v, label: v }))}
        defaultValue={choices.initial}
        hint={hint}
        disabled={readOnly}
      />
    ) : (
      <FormTextField key={name} field={fields[name]} label={label(name)} hint={hint} disabled={readOnly} />
    );
  };

  return (
    <EntityFormDialog
      resource={SPEECH_SERVICES_RESOURCE}
      mode={mode}
      screen={screen}
      form={form as never}
      hasContinue
      planRequired={data.planRequired}
    >
      {section(t("speech-services:sections.general"))}
      <FormTextField
        field={fields.name}
        label={label("name")}
        hint={t("speech-services:fields.name_hint", { names: RESERVED_SPEECH_SERVICE_NAMES.join(", ") })}
        disabled={readOnly}
      />
      <FormSelectField
        field={fields.provider}
        label={label("provider")}
        options={options("provider", CONFIGURABLE_SPEECH_PROVIDERS)}
        disabled={readOnly}
      />
      <FormSelectField
        field={fields.usage}
        label={label("usage")}
        options={options("usage", CONFIGURABLE_SPEECH_USAGES)}
        disabled={readOnly}
      />
      <FormSelectField
        field={fields.regionId}
        label={label("regionId")}
        options={data.regions.map((r) => ({ value: r.regionId, label: r.regionName }))}
        disabled={readOnly}
      />
      {readOnly && data.record && <ReadOnlyField label={label("id")} value={data.record.id} />}

      {section(t("speech-services:sections.credentials"))}
      {providerFields.length === 0 ? (
        <Typography level="body-sm">{t("speech-services:no_credentials")}</Typography>
      ) : (
        providerFields.map(field)
      )}
    </EntityFormDialog>
  );
}
