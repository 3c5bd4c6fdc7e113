/**
 * The Test dialog's form and data (docs/features/ai-framework.md#test), shared by its loader and
 * action (test.server.ts) and the dialog (TestDialog.tsx).
 */
import type { AI_TOOL_PARAMETER_TYPES } from "../../../contract/wire/aiTools";
import type { ToolCallTrace } from "../../../contract/wire/aiTurns";

/** One argument's field: a parameter of a plain type, with its choices when it has an enum. */
export interface TestField {
  name: string;
  type: (typeof AI_TOOL_PARAMETER_TYPES)[number];
  description: string | null;
  required: boolean;
  options: string[] | null;
}

export interface AiToolTestData {
  id: string;
  name: string;
  builtIn: boolean;
  /** A field per parameter; null: the parameters say more than fields can, so the arguments are JSON. */
  fields: TestField[] | null;
}

export interface AiToolTestResult {
  trace: ToolCallTrace | null;
  /** What was typed, shown again. */
  values: Record<string, string>;
  /** The arguments JSON's message key when it is not a JSON object. */
  argumentsError: string | null;
}

/** The form field of parameter `index`, and of the arguments as JSON. */
export const argField = (index: number) => `arg_${index}`;
export const ARGUMENTS_FIELD = "arguments";
