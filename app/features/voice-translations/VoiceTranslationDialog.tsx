import Button from "@mui/joy/Button";
import FormHelperText from "@mui/joy/FormHelperText";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  TRANSLATION_LANGUAGE_CODES,
  VOICE_TRANSLATION_FORM,
  VOICE_TRANSLATION_FORM_DEFAULTS,
  voicesOf,
  voiceTranslationFormSchema,
  type VoiceTranslationDetail,
} from "../../../contract/wire/voiceTranslations";
import {
  FormCheckbox,
  FormSelectField,
  FormTextField,
  ReadOnlyField,
  useFieldErrorText,
} from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import type { EntityMode } from "~/features/entities/resource";
import type { VoiceTranslationDialogData } from "./dialog-data.server";
import { VOICE_TRANSLATIONS_RESOURCE } from "./resource";

const FLAGS = ["activateInbound", "activateOutbound", "activateTransfer", "agentAssist", "voiceTranslation"] as const;

/** A language with the first of its voices (a new row of the list). */
const entryOf = (language: string) => ({ language, voice: voicesOf(language)[0] ?? "" });

/**
 * A stored translation as form values (conform reads strings; a checked box is "on"); a new one
 * starts from VOICE_TRANSLATION_FORM_DEFAULTS with one language, the first usable speech service.
 */
function formValues(record: VoiceTranslationDetail | null, data: VoiceTranslationDialogData): Record<string, unknown> {
  const source = record ?? {
    ...VOICE_TRANSLATION_FORM_DEFAULTS,
    name: "",
    languages: [entryOf(TRANSLATION_LANGUAGE_CODES[0])],
    speechServiceId: data.speechServices[0]?.id ?? "",
  };
  return {
    name: source.name,
    languages: source.languages.map(({ language, voice }) => ({ language, voice })),
    speechServiceId: source.speechServiceId,
    volumeDb: String(source.volumeDb),
    ...Object.fromEntries(FLAGS.map((f) => [f, source[f] ? "on" : undefined])),
  };
}

const section = (text: string, id?: string) => (
  <Typography level="title-sm" component="h3" id={id} sx={{ pt: 1 }}>
    {text}
  </Typography>
);

/**
 * The voice translation dialog in the three form modes (docs/product.md#form-modes "Form modes"). The languages are a
 * list (at least 2, at most 8): "Add language" and "Remove" are conform's list buttons, which work
 * without JavaScript as submit buttons the action answers with the changed form. Each language's
 * voices follow the language: with JavaScript as it changes, without it after "Continue".
 */
export function VoiceTranslationDialog({ mode, screen = "portal" }: { mode: EntityFormMode; screen?: EntityMode }) {
  const data = useLoaderData<VoiceTranslationDialogData>();
  const { t } = useTranslation(["voice-translations", "messages", "common"]);
  const errorText = useFieldErrorText();
  const schema = voiceTranslationFormSchema();
  const [form, fields] = useEntityForm(`voice-translation-${mode}`, schema, formValues(data.record, data));
  const readOnly = mode === "view";
  const label = (name: string) => t(`voice-translations:fields.${name}`);
  const languagesHeading = useId();
  const languagesError = useId();

  const rows = fields.languages.getFieldList();
  const chosen = rows.map((row) => String(row.getFieldset().language.value ?? ""));
  const next = TRANSLATION_LANGUAGE_CODES.find((code) => !chosen.includes(code)) ?? TRANSLATION_LANGUAGE_CODES[0];
  const listErrors = (fields.languages.errors ?? []).map((e) => errorText(e, label("languages")));
  const languageOptions = TRANSLATION_LANGUAGE_CODES.map((code) => ({
    value: code,
    label: t(`voice-translations:values.language.${code}`, { defaultValue: code }),
  }));

  return (
    <EntityFormDialog
      resource={VOICE_TRANSLATIONS_RESOURCE}
      mode={mode}
      screen={screen}
      form={form as never}
      hasContinue
      planRequired={data.planRequired}
      width={720}
    >
      {section(t("voice-translations:sections.general"))}
      <FormTextField
        field={fields.name}
        label={label("name")}
        hint={t("voice-translations:fields.name_hint")}
        disabled={readOnly}
      />
      {readOnly ? (
        <ReadOnlyField
          label={label("speechServiceId")}
          value={data.record?.speechServiceName ?? t("voice-translations:speech_service_deleted")}
        />
      ) : (
        <FormSelectField
          field={fields.speechServiceId}
          label={label("speechServiceId")}
          hint={
            data.speechServices.length
              ? t("voice-translations:fields.speechServiceId_hint")
              : t("voice-translations:fields.speechServiceId_none")
          }
          options={
            data.speechServices.length
              ? data.speechServices.map((s) => ({ value: s.id, label: s.name }))
              : [{ value: "", label: t("voice-translations:fields.speechServiceId_empty") }]
          }
        />
      )}
      <FormTextField
        field={fields.volumeDb}
        label={label("volumeDb")}
        hint={t("voice-translations:fields.volumeDb_hint", { min: VOICE_TRANSLATION_FORM.VOLUME_MIN_DB })}
        inputMode="numeric"
        disabled={readOnly}
      />
      {readOnly && data.record && <ReadOnlyField label={label("id")} value={data.record.id} />}

      {section(t("voice-translations:sections.languages"), languagesHeading)}
      <Stack
        spacing={1.5}
        role="group"
        aria-labelledby={languagesHeading}
        aria-describedby={listErrors.length ? languagesError : undefined}
      >
        {rows.map((row, index) => {
          const entry = row.getFieldset();
          const language = String(entry.language.value ?? "");
          const voices = voicesOf(language);
          const voice = voices.includes(String(entry.voice.value)) ? String(entry.voice.value) : voices[0];
          const n = index + 1;
          return (
            <Stack key={row.key} direction={{ xs: "column", sm: "row" }} spacing={1} alignItems={{ sm: "flex-end" }}>
              <div style={{ flex: 1 }}>
                <FormSelectField
                  field={entry.language}
                  label={t("voice-translations:fields.language", { n })}
                  options={languageOptions}
                  disabled={readOnly}
                />
              </div>
              <div style={{ flex: 1 }}>
                <FormSelectField
                  key={`voice:${language}`}
                  field={entry.voice}
                  label={t("voice-translations:fields.voice", { n })}
                  options={voices.map((v) => ({ value: v, label: v }))}
                  defaultValue={voice}
                  disabled={readOnly}
                />
              </div>
              {!readOnly && (
                <Button
                  {...form.remove.getButtonProps({ name: fields.languages.name, index })}
                  type="submit"
                  size="sm"
                  variant="plain"
                  color="danger"
                  aria-label={t("voice-translations:actions.remove_language", { n })}
                >
                  {t("voice-translations:actions.remove")}
                </Button>
              )}
            </Stack>
          );
        })}
        {listErrors.length > 0 && (
          <FormHelperText id={languagesError} sx={{ color: "danger.plainColor" }}>
            {listErrors.join(" ")}
          </FormHelperText>
        )}
        {!readOnly && (
          <div>
            <Button
              {...form.insert.getButtonProps({ name: fields.languages.name, defaultValue: entryOf(next) })}
              type="submit"
              size="sm"
              variant="outlined"
              color="neutral"
              disabled={rows.length >= VOICE_TRANSLATION_FORM.LANGUAGES_MAX}
            >
              {t("voice-translations:actions.add_language")}
            </Button>
          </div>
        )}
        <Typography level="body-sm">
          {t("voice-translations:fields.languages_hint", {
            min: VOICE_TRANSLATION_FORM.LANGUAGES_MIN,
            max: VOICE_TRANSLATION_FORM.LANGUAGES_MAX,
          })}
        </Typography>
      </Stack>

      {section(t("voice-translations:sections.activation"))}
      <FormCheckbox field={fields.activateInbound} label={label("activateInbound")} disabled={readOnly} />
      <FormCheckbox field={fields.activateOutbound} label={label("activateOutbound")} disabled={readOnly} />
      <FormCheckbox field={fields.activateTransfer} label={label("activateTransfer")} disabled={readOnly} />

      {section(t("voice-translations:sections.features"))}
      <FormCheckbox field={fields.voiceTranslation} label={label("voiceTranslation")} disabled={readOnly} />
      <FormCheckbox
        field={fields.agentAssist}
        label={label("agentAssist")}
        hint={t("voice-translations:fields.agentAssist_hint")}
        disabled={readOnly}
      />
    </EntityFormDialog>
  );
}
