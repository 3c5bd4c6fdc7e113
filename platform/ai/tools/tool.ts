/**
 * A tool as the platform calls it (docs/features/ai-framework.md#tools): the stored row read whole,
 * its header values included (they never leave the platform: a trace shows them as "•••"), and the
 * function a model is offered. The engine loads an agent's tools with `loadTools` and calls each with
 * `invokeTool` (./invoke.ts).
 */
import {
  AI_TOOL_METHODS,
  BUILT_IN_TOOLS,
  isBuiltInToolKey,
  type AiToolMethod,
  type BuiltInToolKey,
  type ParametersSchema,
} from "../../../contract/wire/aiTools";
import { AI_TOOLS } from "../../../contract/limits/ai";
import type { PlatformContext } from "../../context";
import { jsonObject, type DbRow } from "../../entities/definition";

export interface InvocableTool {
  id: string;
  name: string;
  /** A pre-defined tool's key: it makes no HTTP request (./built-in.ts). */
  builtIn: BuiltInToolKey | null;
  description: string;
  parameters: ParametersSchema;
  method: AiToolMethod;
  /** Empty when the tool only answers its mock answer. */
  url: string;
  /** In the form's order, with their values. */
  headers: { name: string; value: string }[];
  bodyTemplate: string;
  timeoutSeconds: number;
  answerPath: string;
  /** Answered instead of calling the URL; null: the URL is called. */
  mockAnswer: string | null;
}

function jsonArray(text: unknown): unknown[] {
  try {
    const value: unknown = JSON.parse(String(text ?? "[]"));
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** The stored parameters' schema; anything malformed reads as no parameters. */
export function storedParameters(row: DbRow): ParametersSchema {
  if (isBuiltInToolKey(row.built_in)) return BUILT_IN_TOOLS[row.built_in].parameters as ParametersSchema;
  const value = jsonObject(row.parameters);
  return value.type === "object" ? (value as ParametersSchema) : { type: "object", properties: {} };
}

/** The stored header names, in order. */
export const storedHeaderNames = (row: DbRow): string[] =>
  jsonArray(row.headers).filter((n): n is string => typeof n === "string");

/** The stored header values by lower-case name. */
export function storedHeaderValues(row: DbRow): Record<string, string> {
  return Object.fromEntries(
    Object.entries(jsonObject(row.header_values)).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
}

/** A stored row (an ai_tools row) as the platform calls it. */
export function toolOfRow(row: DbRow): InvocableTool {
  const builtIn = isBuiltInToolKey(row.built_in) ? row.built_in : null;
  const values = storedHeaderValues(row);
  const method = String(row.method ?? "GET");
  return {
    id: row.id,
    name: row.name,
    builtIn,
    description: builtIn ? BUILT_IN_TOOLS[builtIn].description : String(row.description ?? ""),
    parameters: storedParameters(row),
    method: (AI_TOOL_METHODS as readonly string[]).includes(method) ? (method as AiToolMethod) : "GET",
    url: String(row.url ?? ""),
    headers: storedHeaderNames(row).map((name) => ({ name, value: values[name.toLowerCase()] ?? "" })),
    bodyTemplate: String(row.body_template ?? ""),
    timeoutSeconds: Number(row.timeout_seconds ?? AI_TOOLS.TIMEOUT_DEFAULT_SECONDS),
    answerPath: String(row.answer_path ?? ""),
    mockAnswer: row.mock_answer === null || row.mock_answer === undefined ? null : String(row.mock_answer),
  };
}

/** The account's live tools of these ids, in the order asked (ids of another account's, or deleted, are left out). */
export function loadTools(ctx: PlatformContext, accountId: string, ids: readonly string[]): InvocableTool[] {
  if (ids.length === 0) return [];
  const rows = ctx.db
    .prepare(
      `SELECT * FROM ai_tools WHERE account_id = ? AND deleted_at IS NULL AND id IN (${ids.map(() => "?").join(", ")})`,
    )
    .all(accountId, ...ids) as DbRow[];
  const byId = new Map(rows.map((r) => [r.id, toolOfRow(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One live tool of the account, or null. */
export const loadTool = (ctx: PlatformContext, accountId: string, id: string): InvocableTool | null =>
  loadTools(ctx, accountId, [id])[0] ?? null;

/** The tool as a model is offered it (the OpenAI chat-completions `tools` entry). */
export function toolFunction(tool: InvocableTool) {
  return {
    type: "function" as const,
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  };
}
