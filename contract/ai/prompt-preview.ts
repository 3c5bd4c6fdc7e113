/**
 * The agent form's preview of its templates (docs/features/ai-framework.md#agents "Preview"): the
 * prompt and the welcome message expanded with sample conversation variables, the ones a real turn
 * is given (platform/services/ai/tryIt.ts) and any other the templates name. The same functions run
 * in the browser as the user types and on the server when the form is posted with "Preview"
 * (JavaScript off), so both show the same text. The sample values are form fields of their own
 * (`preview_<name>`), outside the agent's schema: they are never saved.
 */
import { AI_AGENTS } from "../limits/ai";
import { expandTemplate, TemplateError, templateVariables, type TemplateProblem } from "./prompt-template";

/** The variables every turn is given, in the order the preview asks for them. */
export const TURN_VARIABLES = ["caller", "called", "channel", "date"] as const;

/** A sample variable's form field: the prefix, then the variable's name. */
export const PREVIEW_FIELD_PREFIX = "preview_";
/**
 * Present once the preview's fields were posted: an empty field is then an empty value, not the default
 * (a form's reply leaves empty fields out). Not a `preview_` name, so no variable can take it.
 */
export const PREVIEW_POSTED_FIELD = "previewPosted";

export const previewField = (name: string) => `${PREVIEW_FIELD_PREFIX}${name}`;

/**
 * What a preview starts with: a try-it chat's values (the fictional caller, no number called, a phone
 * call) and `today` as the date (yyyy-MM-dd, what "tomorrow" counts from); any other variable is empty.
 */
export function previewDefaults(today: string): Record<string, string> {
  return { caller: AI_AGENTS.SAMPLE_CALLER, called: "", channel: "phone", date: today };
}

/**
 * The variables a preview asks for: the turn's, then every other one the templates name, in the
 * order written (a malformed template names none).
 */
export function previewVariableNames(templates: readonly (string | null | undefined)[]): string[] {
  const names: string[] = [...TURN_VARIABLES];
  for (const template of templates) {
    if (!template) continue;
    let named: string[];
    try {
      named = templateVariables(template);
    } catch (error) {
      if (error instanceof TemplateError) continue;
      throw error;
    }
    for (const name of named) if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * The sample values from a form's values (the posted ones, or the fields as typed): the defaults until
 * the preview's fields were posted, then what they held (an empty field is "").
 */
export function previewVariables(
  values: Readonly<Record<string, unknown>>,
  names: readonly string[],
  today: string,
): Record<string, string> {
  const posted = values[PREVIEW_POSTED_FIELD] !== undefined;
  const defaults = previewDefaults(today);
  return Object.fromEntries(
    names.map((name) => {
      const value = values[previewField(name)];
      if (typeof value === "string") return [name, value];
      return [name, posted ? "" : (defaults[name] ?? "")];
    }),
  );
}

export type PreviewResult =
  | { ok: true; text: string; /** Variables the text read that are empty in this preview. */ empty: string[] }
  | { ok: false; problem: TemplateProblem };

/** A template expanded for the preview, or its first problem (line, column and why). */
export function previewTemplate(template: string, variables: Readonly<Record<string, string>>): PreviewResult {
  try {
    const expansion = expandTemplate(template, variables);
    return { ok: true, text: expansion.text, empty: expansion.variablesUsed.filter((name) => !variables[name]) };
  } catch (error) {
    if (error instanceof TemplateError) return { ok: false, problem: error.problem };
    throw error;
  }
}
