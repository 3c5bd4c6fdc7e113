import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import Sheet from "@mui/joy/Sheet";
import Typography from "@mui/joy/Typography";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  PREVIEW_POSTED_FIELD,
  previewField,
  previewTemplate,
  previewVariableNames,
  previewVariables,
  TURN_VARIABLES,
  type PreviewResult,
} from "../../../contract/ai/prompt-preview";
import { DEBOUNCE } from "../../../contract/limits/debounce";
import { useFieldErrorText } from "~/components/form/FormField";
import { CONTINUE_INTENT } from "~/features/entities/resource";

/** The expanded text whole (no scrolling box: a preview is read through, and a prompt is at most AI_AGENTS.PROMPT_MAX). */
const pre = {
  m: 0,
  p: 1,
  whiteSpace: "pre-wrap",
  wordBreak: "break-word",
  fontFamily: "code",
  fontSize: "sm",
  bgcolor: "background.surface",
  borderRadius: "sm",
} as const;

/** The form's values the preview reads: each field's text (a repeated field, such as a checkbox list, is of no interest here). */
function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/** One template as expanded: its text, or where and why it is malformed, and the variables it read empty. */
function Expanded({ label, result, fieldLabel }: { label: string; result: PreviewResult; fieldLabel: string }) {
  const { t } = useTranslation(["ai-agents"]);
  const errorText = useFieldErrorText();
  return (
    <div>
      <Typography level="title-sm" component="h5">
        {label}
      </Typography>
      {result.ok ? (
        <>
          <Box component="pre" sx={pre}>
            {result.text || t("ai-agents:preview.empty")}
          </Box>
          {result.empty.length > 0 && (
            <Typography level="body-xs">
              {t("ai-agents:preview.empty_variables", { names: result.empty.map((n) => `{${n}}`).join(", ") })}
            </Typography>
          )}
        </>
      ) : (
        <Typography level="body-sm" color="danger">
          {t("ai-agents:preview.error", { problem: errorText(result.problem.ref, fieldLabel) })}
        </Typography>
      )}
    </div>
  );
}

/**
 * The agent form's preview (docs/features/ai-framework.md#agents "Preview"): the prompt and the welcome
 * message expanded with sample conversation variables, in a region of its own. The sample values are
 * fields of the agent's form (`preview_<name>`) that its schema does not read, so they are never saved.
 * With JavaScript the preview follows the form as it is typed in (debounced, DEBOUNCE.PROMPT_PREVIEW_MS);
 * without it, "Preview" posts the form as "Continue" does (docs/adding-an-entity-screen.md: the form
 * comes back as typed, nothing saved) and the server renders the preview of what was posted. A
 * malformed template shows its problem here; the field's own error follows the form's rule.
 */
export function PromptPreview({
  formId,
  initialValues,
  today,
  labels,
}: {
  formId: string;
  /** The form's values as the page was rendered: the record's, or the ones posted. */
  initialValues: Readonly<Record<string, unknown>>;
  /** The date a preview starts with (yyyy-MM-dd). */
  today: string;
  labels: { prompt: string; welcomeMessage: string };
}) {
  const { t } = useTranslation(["ai-agents"]);
  const headingId = useId();
  const groupId = useId();
  const [values, setValues] = useState<Readonly<Record<string, unknown>>>(initialValues);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const typed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setValues(valuesOf(form)), DEBOUNCE.PROMPT_PREVIEW_MS);
    };
    form.addEventListener("input", typed);
    form.addEventListener("change", typed);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", typed);
      form.removeEventListener("change", typed);
    };
  }, [formId]);

  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const prompt = text("prompt");
  const welcome = text("welcomeMessage");
  const names = previewVariableNames([prompt, welcome]);
  const variables = previewVariables(values, names, today);
  const standard: readonly string[] = TURN_VARIABLES;

  return (
    <Sheet
      variant="soft"
      role="region"
      aria-labelledby={headingId}
      sx={{ p: 1.5, borderRadius: "sm", display: "grid", gap: 1 }}
    >
      <Typography level="title-sm" component="h4" id={headingId}>
        {t("ai-agents:preview.title")}
      </Typography>
      <Typography level="body-xs">{t("ai-agents:preview.hint")}</Typography>
      <input type="hidden" name={PREVIEW_POSTED_FIELD} value="1" />
      <Box role="group" aria-labelledby={groupId} sx={{ display: "grid", gap: 1 }}>
        <Typography level="body-sm" fontWeight="md" id={groupId}>
          {t("ai-agents:preview.with")}
        </Typography>
        <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          {names.map((name) => (
            <FormControl key={name} size="sm">
              <FormLabel>{`{${name}}`}</FormLabel>
              <Input name={previewField(name)} defaultValue={variables[name]} autoComplete="off" />
              <FormHelperText>
                {t(`ai-agents:preview.variables.${standard.includes(name) ? name : "other"}`)}
              </FormHelperText>
            </FormControl>
          ))}
        </Box>
      </Box>
      <noscript>
        <Button type="submit" name="intent" value={CONTINUE_INTENT} formNoValidate size="sm" variant="outlined">
          {t("ai-agents:preview.button")}
        </Button>
      </noscript>
      <Expanded
        label={t("ai-agents:preview.prompt")}
        result={previewTemplate(prompt, variables)}
        fieldLabel={labels.prompt}
      />
      {welcome.trim() && (
        <Expanded
          label={t("ai-agents:preview.welcome")}
          result={previewTemplate(welcome, variables)}
          fieldLabel={labels.welcomeMessage}
        />
      )}
    </Sheet>
  );
}
