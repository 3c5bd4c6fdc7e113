import Button from "@mui/joy/Button";
import Checkbox from "@mui/joy/Checkbox";
import FormHelperText from "@mui/joy/FormHelperText";
import Sheet from "@mui/joy/Sheet";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AI_AGENTS } from "../../../contract/limits/ai";
import {
  AGENT_LANGUAGES,
  AI_AGENT_FORM_DEFAULTS,
  agentFormSchema,
  DOCUMENT_MODES,
  type AgentDetail,
} from "../../../contract/wire/aiAgents";
import {
  FormCheckbox,
  FormSelectField,
  FormTextArea,
  FormTextField,
  ReadOnlyField,
  useFieldErrorText,
} from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import type { EntityMode } from "~/features/entities/resource";
import type { AgentDialogData, Choice } from "./dialog-data.server";
import { PromptPreview } from "./PromptPreview";
import { AI_AGENTS_RESOURCE } from "./resource";

/** A stored agent as form values (conform reads strings: lists of lines are joined, a checked box is "on"). */
function formValues(record: AgentDetail | null): Record<string, unknown> {
  const source = record ?? {
    ...AI_AGENT_FORM_DEFAULTS,
    name: "",
    prompt: "",
    voiceStreaming: false,
    documentIds: [],
    toolIds: [],
    intents: [],
  };
  return {
    name: source.name,
    description: "description" in source ? source.description : undefined,
    prompt: source.prompt,
    welcomeMessage: "welcomeMessage" in source ? source.welcomeMessage : undefined,
    fallbackAnswer: source.fallbackAnswer,
    modelId: source.modelId,
    language: source.language,
    sttServiceId: "sttServiceId" in source ? source.sttServiceId : undefined,
    ttsServiceId: "ttsServiceId" in source ? source.ttsServiceId : undefined,
    voiceStreaming: source.voiceStreaming ? "on" : undefined,
    documentIds: source.documentIds,
    documentsMode: source.documentsMode,
    toolIds: source.toolIds,
    intents: source.intents.map((intent) => ({
      name: intent.name,
      examples: intent.examples.join("\n"),
      answer: intent.answer,
      tool: intent.tool,
      slots: intent.slots.map((s) => `${s.name}:${s.type}`).join("\n"),
    })),
    advanced: "advanced" in source ? source.advanced : undefined,
  };
}

const section = (text: string, id?: string) => (
  <Typography level="title-sm" component="h3" id={id} sx={{ pt: 1 }}>
    {text}
  </Typography>
);

/** Checkboxes posting repeated values of one name (documentIds, toolIds): a group named by its heading. */
function ChoiceGroup({
  name,
  heading,
  empty,
  choices,
  chosen,
  disabled,
  errors,
}: {
  name: string;
  heading: string;
  empty: string;
  choices: Choice[];
  chosen: readonly string[];
  disabled: boolean;
  errors: string[];
}) {
  const headingId = useId();
  const errorId = useId();
  return (
    <Stack
      spacing={0.75}
      role="group"
      aria-labelledby={headingId}
      aria-describedby={errors.length ? errorId : undefined}
    >
      <Typography level="body-sm" id={headingId} fontWeight="md">
        {heading}
      </Typography>
      {choices.length === 0 ? (
        <Typography level="body-sm">{empty}</Typography>
      ) : (
        choices.map((choice) => (
          <Checkbox
            key={choice.id}
            name={name}
            value={choice.id}
            label={choice.name}
            defaultChecked={chosen.includes(choice.id)}
            disabled={disabled}
          />
        ))
      )}
      {errors.length > 0 && (
        <FormHelperText id={errorId} sx={{ color: "danger.plainColor" }}>
          {errors.join(" ")}
        </FormHelperText>
      )}
    </Stack>
  );
}

/**
 * The agent dialog in the three form modes (docs/features/ai-framework.md#agents). The intents are a
 * list: "Add intent" and "Remove" are conform's list buttons, which work without JavaScript as
 * submit buttons the action answers with the changed form; examples and slots are one per line. Under
 * the prompt and the welcome message, their preview (./PromptPreview.tsx) in create and edit.
 */
export function AgentDialog({ mode, screen = "portal" }: { mode: EntityFormMode; screen?: EntityMode }) {
  const data = useLoaderData<AgentDialogData>();
  const { t } = useTranslation(["ai-agents", "messages", "common"]);
  const errorText = useFieldErrorText();
  const [form, fields] = useEntityForm(`ai-agent-${mode}`, agentFormSchema(), formValues(data.record));
  const readOnly = mode === "view";
  const label = (name: string) => t(`ai-agents:fields.${name}`);
  const intentsHeading = useId();
  const intents = fields.intents.getFieldList();
  const chosenIds = (value: unknown): string[] =>
    Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? [value] : [];
  const options = (choices: Choice[], none: string) => [
    { value: "", label: none },
    ...choices.map((c) => ({ value: c.id, label: c.name })),
  ];

  return (
    <EntityFormDialog
      resource={AI_AGENTS_RESOURCE}
      mode={mode}
      screen={screen}
      form={form as never}
      hasContinue
      width={820}
    >
      {section(t("ai-agents:sections.general"))}
      <FormTextField
        field={fields.name}
        label={label("name")}
        hint={t("ai-agents:fields.name_hint")}
        disabled={readOnly}
      />
      <FormTextField field={fields.description} label={label("description")} disabled={readOnly} />
      {readOnly && data.record && <ReadOnlyField label={label("id")} value={data.record.id} />}

      {section(t("ai-agents:sections.conversation"))}
      <FormTextArea
        field={fields.prompt}
        label={label("prompt")}
        hint={t("ai-agents:fields.prompt_hint")}
        minRows={5}
        monospace
        disabled={readOnly}
      />
      <FormTextField field={fields.welcomeMessage} label={label("welcomeMessage")} disabled={readOnly} />
      {!readOnly && (
        <PromptPreview
          formId={form.id}
          initialValues={(form.initialValue ?? {}) as Record<string, unknown>}
          today={data.today}
          labels={{ prompt: label("prompt"), welcomeMessage: label("welcomeMessage") }}
        />
      )}
      <FormTextField
        field={fields.fallbackAnswer}
        label={label("fallbackAnswer")}
        hint={t("ai-agents:fields.fallbackAnswer_hint")}
        disabled={readOnly}
      />

      {section(t("ai-agents:sections.model"))}
      {readOnly ? (
        <ReadOnlyField label={label("modelId")} value={data.record?.modelName ?? data.record?.modelId ?? ""} />
      ) : (
        <FormSelectField
          field={fields.modelId}
          label={label("modelId")}
          hint={t("ai-agents:fields.modelId_hint")}
          options={data.models.map((m) => ({ value: m.id, label: m.name }))}
        />
      )}
      <FormSelectField
        field={fields.language}
        label={label("language")}
        options={AGENT_LANGUAGES.map((code) => ({ value: code, label: code }))}
        disabled={readOnly}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <div style={{ flex: 1 }}>
          <FormSelectField
            field={fields.sttServiceId}
            label={label("sttServiceId")}
            options={options(data.sttServices, t("ai-agents:fields.speech_default"))}
            disabled={readOnly}
          />
        </div>
        <div style={{ flex: 1 }}>
          <FormSelectField
            field={fields.ttsServiceId}
            label={label("ttsServiceId")}
            options={options(data.ttsServices, t("ai-agents:fields.speech_default"))}
            disabled={readOnly}
          />
        </div>
      </Stack>
      <FormCheckbox
        field={fields.voiceStreaming}
        label={label("voiceStreaming")}
        hint={t("ai-agents:fields.voiceStreaming_hint")}
        disabled={readOnly}
      />

      {section(t("ai-agents:sections.knowledge"))}
      <ChoiceGroup
        name={fields.documentIds.name}
        heading={label("documentIds")}
        empty={t("ai-agents:fields.documentIds_none")}
        choices={data.documents}
        chosen={chosenIds(fields.documentIds.initialValue)}
        disabled={readOnly}
        errors={(fields.documentIds.errors ?? []).map((e) => errorText(e, label("documentIds")))}
      />
      <FormSelectField
        field={fields.documentsMode}
        label={label("documentsMode")}
        hint={t("ai-agents:fields.documentsMode_hint", {
          max: AI_AGENTS.FULL_TEXT_MAX_CHARACTERS.toLocaleString("en-US"),
        })}
        options={DOCUMENT_MODES.map((m) => ({ value: m, label: t(`ai-agents:values.documentsMode.${m}`) }))}
        disabled={readOnly}
      />
      <ChoiceGroup
        name={fields.toolIds.name}
        heading={label("toolIds")}
        empty={t("ai-agents:fields.toolIds_none")}
        choices={data.tools}
        chosen={chosenIds(fields.toolIds.initialValue)}
        disabled={readOnly}
        errors={(fields.toolIds.errors ?? []).map((e) => errorText(e, label("toolIds")))}
      />

      {section(t("ai-agents:sections.intents"), intentsHeading)}
      <Stack spacing={1.5} role="group" aria-labelledby={intentsHeading}>
        {intents.length === 0 && <Typography level="body-sm">{t("ai-agents:fields.intents_none")}</Typography>}
        {intents.map((row, index) => {
          const intent = row.getFieldset();
          const n = index + 1;
          return (
            <Sheet key={row.key} variant="outlined" sx={{ p: 1.5, borderRadius: "sm" }}>
              <Stack spacing={1}>
                <FormTextField
                  field={intent.name}
                  label={t("ai-agents:fields.intent_name", { n })}
                  disabled={readOnly}
                />
                <FormTextArea
                  field={intent.examples}
                  label={t("ai-agents:fields.intent_examples", { n })}
                  hint={t("ai-agents:fields.intent_examples_hint")}
                  minRows={3}
                  disabled={readOnly}
                />
                <FormTextArea
                  field={intent.answer}
                  label={t("ai-agents:fields.intent_answer", { n })}
                  hint={t("ai-agents:fields.intent_answer_hint")}
                  minRows={2}
                  disabled={readOnly}
                />
                <FormSelectField
                  field={intent.tool}
                  label={t("ai-agents:fields.intent_tool", { n })}
                  options={options(data.tools, t("ai-agents:fields.intent_tool_none"))}
                  disabled={readOnly}
                />
                <FormTextArea
                  field={intent.slots}
                  label={t("ai-agents:fields.intent_slots", { n })}
                  hint={t("ai-agents:fields.intent_slots_hint")}
                  minRows={2}
                  monospace
                  disabled={readOnly}
                />
                {!readOnly && (
                  <div>
                    <Button
                      {...form.remove.getButtonProps({ name: fields.intents.name, index })}
                      type="submit"
                      size="sm"
                      variant="plain"
                      color="danger"
                      aria-label={t("ai-agents:actions.remove_intent", { n })}
                    >
                      {t("ai-agents:actions.remove")}
                    </Button>
                  </div>
                )}
              </Stack>
            </Sheet>
          );
        })}
        {!readOnly && (
          <div>
            <Button
              {...form.insert.getButtonProps({
                name: fields.intents.name,
                defaultValue: { name: "", examples: "", answer: "", tool: "", slots: "" },
              })}
              type="submit"
              size="sm"
              variant="outlined"
            >
              {t("ai-agents:actions.add_intent")}
            </Button>
          </div>
        )}
      </Stack>

      {section(t("ai-agents:sections.advanced"))}
      <FormTextArea
        field={fields.advanced}
        label={label("advanced")}
        hint={t("ai-agents:fields.advanced_hint")}
        minRows={3}
        monospace
        disabled={readOnly}
      />
    </EntityFormDialog>
  );
}
