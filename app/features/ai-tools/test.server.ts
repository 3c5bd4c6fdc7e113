/**
 * A tool's Test (docs/features/ai-framework.md#test): /portal/ai_framework/tools/<id>/test shows a
 * form of the tool's parameters (a field each when they are plain strings, numbers and booleans, else
 * the arguments as JSON); its POST asks the platform to call the tool with them and shows the trace:
 * status, time, body, the value at the answer path, and the request as sent (header values "•••").
 * A record action of the pattern (ADR 014): the test gate and the caller's own tool first.
 */
import { json } from "@remix-run/node";
import { AI_TOOLS } from "../../../contract/limits/ai";
import { AI_TOOL_PARAMETER_TYPES, aiToolTestPath, type AiToolDetail } from "../../../contract/wire/aiTools";
import { ToolCallTraceSchema } from "../../../contract/wire/aiTurns";
import { requireOwnRecord } from "~/features/entities/guard.server";
import { runRecordAction } from "~/features/entities/record-action.server";
import type { RouteArgs } from "~/features/entities/route-args";
import { PLATFORM_TIMEOUT_MS } from "~/services/platform.server";
import { AI_TOOL_TEST_ACTION, AI_TOOLS_RESOURCE } from "./resource";
import { ARGUMENTS_FIELD, argField, type AiToolTestData, type AiToolTestResult, type TestField } from "./test-form";

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** The parameters as fields, when each is a plain string, number, integer or boolean. */
export function testFields(record: AiToolDetail): TestField[] | null {
  let schema: unknown;
  try {
    schema = JSON.parse(record.parametersSchema);
  } catch {
    return null;
  }
  if (!isObject(schema)) return null;
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const fields: TestField[] = [];
  for (const [name, spec] of Object.entries(properties)) {
    if (!isObject(spec) || !(AI_TOOL_PARAMETER_TYPES as readonly unknown[]).includes(spec.type)) return null;
    const options = Array.isArray(spec.enum) && spec.enum.every((e) => typeof e === "string") ? spec.enum : null;
    fields.push({
      name,
      type: spec.type as TestField["type"],
      description: typeof spec.description === "string" ? spec.description : null,
      required: required.has(name),
      options,
    });
  }
  return fields;
}

/**
 * The arguments from the fields: an empty field is left out (so a required one is named by the
 * platform's check), a number field that reads as a number is one, a boolean is true or false; what
 * does not read as its type is sent as typed, for the check to name.
 */
function argumentsOf(
  fields: TestField[],
  form: FormData,
): { args: Record<string, unknown>; values: Record<string, string> } {
  const args: Record<string, unknown> = {};
  const values: Record<string, string> = {};
  fields.forEach((f, i) => {
    const raw = String(form.get(argField(i)) ?? "");
    values[argField(i)] = raw;
    if (raw.trim() === "") return;
    if (f.type === "boolean") args[f.name] = raw === "true";
    else if (f.type === "number" || f.type === "integer")
      args[f.name] = Number.isFinite(Number(raw.trim())) ? Number(raw.trim()) : raw;
    else args[f.name] = raw;
  });
  return { args, values };
}

/** GET: the Test dialog of the caller's own tool (the test gate). */
export async function loadAiToolTest(args: RouteArgs): Promise<AiToolTestData> {
  const { request, context, params } = args;
  const { record } = await requireOwnRecord(request, context, AI_TOOLS_RESOURCE, AI_TOOL_TEST_ACTION, params?.id ?? "");
  return { id: record.id, name: record.name, builtIn: record.builtIn, fields: testFields(record) };
}

/** POST: the platform calls the tool with the arguments typed; the dialog shows the trace. */
export const aiToolTestAction = (args: RouteArgs) =>
  runRecordAction(args, AI_TOOLS_RESOURCE, AI_TOOL_TEST_ACTION, async ({ api, record }) => {
    const form = await args.request.formData();
    const fields = testFields(record);
    let call: { args: Record<string, unknown>; values: Record<string, string> };
    if (fields) call = argumentsOf(fields, form);
    else {
      const text = String(form.get(ARGUMENTS_FIELD) ?? "").trim() || "{}";
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      if (!isObject(parsed))
        return json<AiToolTestResult>(
          { trace: null, values: { [ARGUMENTS_FIELD]: text }, argumentsError: "validation_ai_tool_arguments" },
          { status: 400 },
        );
      call = { args: parsed, values: { [ARGUMENTS_FIELD]: text } };
    }
    // The tool may take its whole timeout (up to AI_TOOLS.TIMEOUT_MAX_SECONDS): the console waits for it.
    const trace = await api.post(
      aiToolTestPath(record.id),
      { arguments: call.args },
      {
        schema: ToolCallTraceSchema,
        timeoutMs: Math.max(PLATFORM_TIMEOUT_MS, record.timeoutSeconds * 1000 + AI_TOOLS.TEST_WAIT_MARGIN_MS),
      },
    );
    return json<AiToolTestResult>({ trace, values: call.values, argumentsError: null });
  });
