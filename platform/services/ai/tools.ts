/**
 * AI tools as an entity of the generic store (docs/features/ai-framework.md#tools; ADR 010, ADR 015):
 * the AIFRAMEWORK roles, AI_LIMITS_PER_ACCOUNT.TOOLS of the account's own per account (the pre-defined
 * ones not counted), names unique in the account (a model calls a tool by its name), the URL checked
 * against private addresses when it is saved (docs/security.md#outbound-requests), the parameters'
 * JSON Schema compiled with ajv, and the header values write-only. The pre-defined tools are rows the
 * database gives every account (migration 025): listed, read and tested like the others, never changed
 * or deleted. POST /tools/{id}/test calls a tool with sample arguments and answers its trace.
 */
import type express from "express";
import { AI_LIMITS_PER_ACCOUNT, AI_TOOLS } from "../../../contract/limits/ai";
import { ROLES } from "../../../contract/roles";
import {
  AI_TOOL_FORM_DEFAULTS,
  AI_TOOLS_API,
  AI_TOOLS_LIST_SPEC,
  AiToolCreateSchema,
  aiToolFormSchema,
  AiToolTestRequestSchema,
  BUILT_IN_TOOLS,
  formParametersSchema,
  isBuiltInToolKey,
  parameterNames,
  rowsOfSchema,
  type AiToolDetail,
  type AiToolForm,
  type AiToolRow,
  type ParameterRow,
  type ParametersSchema,
} from "../../../contract/wire/aiTools";
import { messageWithParams } from "../../../contract/wire/myAccount";
import { invokeTool } from "../../ai/tools/invoke";
import { schemaProblem } from "../../ai/tools/schema";
import { storedHeaderNames, storedHeaderValues, storedParameters, toolOfRow } from "../../ai/tools/tool";
import type { PlatformContext } from "../../context";
import { baseRow, jsonObject, type DbRow, type EntityDefinition, type SqlValue } from "../../entities/definition";
import { mountEntity } from "../../entities/router";
import { getEntity } from "../../entities/store";
import { authenticate, callerOf, requireRoles } from "../../http/auth";
import { badRequest, jsonErrorHandler, route } from "../../http/errors";
import { checkOutboundUrl, outboundPolicyOf } from "../../http/outbound";

/** A pre-defined tool is never changed nor deleted. */
const BUILT_IN_REFUSAL = "warning_ai_tool_built_in";

/** The form's parameters as the rows it had (rows mode) or the schema's, when rows can say it. */
function parameterRows(row: DbRow, schema: ParametersSchema): ParameterRow[] {
  const settings = jsonObject(row.settings);
  if (settings.parametersMode !== "schema" && Array.isArray(settings.parameterRows))
    return settings.parameterRows as ParameterRow[];
  return rowsOfSchema(schema) ?? [];
}

const parametersModeOf = (row: DbRow): AiToolForm["parametersMode"] =>
  jsonObject(row.settings).parametersMode === "schema" ? "schema" : "rows";

/** The parameter names of a row's schema, "?" after an optional one. */
function parameterLabels(schema: ParametersSchema): string[] {
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return parameterNames(schema).map((n) => (required.has(n) ? n : `${n}?`));
}

/**
 * The header values a write stores: the typed one, else the one stored under the header's name (an
 * edit's empty value keeps it). Headers no longer in the form are forgotten.
 */
function headerValues(form: AiToolForm, existing: DbRow | null): Record<string, string> {
  const stored = existing ? storedHeaderValues(existing) : {};
  return Object.fromEntries(
    form.headers.map((h) => [h.name.toLowerCase(), h.value ? h.value : (stored[h.name.toLowerCase()] ?? "")]),
  );
}

function columns(form: AiToolForm, _ctx: PlatformContext, facts: { existing: DbRow | null }): Record<string, SqlValue> {
  const schema = formParametersSchema(form) ?? { type: "object", properties: {} };
  return {
    name: form.name,
    description: form.description,
    method: form.method,
    url: form.url ?? null,
    parameters: JSON.stringify(schema),
    headers: JSON.stringify(form.headers.map((h) => h.name)),
    header_values: JSON.stringify(headerValues(form, facts.existing)),
    body_template: form.bodyTemplate ?? null,
    timeout_seconds: form.timeoutSeconds,
    answer_path: form.answerPath ?? null,
    mock_answer: form.mockAnswer ?? null,
    settings: JSON.stringify({
      parametersMode: form.parametersMode,
      ...(form.parametersMode === "rows" ? { parameterRows: form.parameters } : {}),
    }),
  };
}

export const AI_TOOLS_ENTITY: EntityDefinition<AiToolForm, AiToolRow, AiToolDetail> = {
  key: "ai-tools",
  api: AI_TOOLS_API,
  listSpec: AI_TOOLS_LIST_SPEC,
  table: "ai_tools",
  roles: {
    read: [ROLES.AIFRAMEWORK_READ],
    create: [ROLES.AIFRAMEWORK_CREATE],
    update: [ROLES.AIFRAMEWORK_UPDATE],
    delete: [ROLES.AIFRAMEWORK_DELETE],
  },
  fields: {
    kind: "(CASE WHEN t.built_in IS NULL THEN 'custom' ELSE 'builtIn' END)",
    description: "t.description",
    method: "t.method",
    url: "t.url",
    timeoutSeconds: "t.timeout_seconds",
  },
  search: ["t.name", "t.description", "t.url", "a.name"],
  form: aiToolFormSchema,
  secrets: [],
  secretsInUse: () => [],
  columns,
  create: {
    // A new tool's headers need their values (an edit keeps the stored ones).
    form: () => AiToolCreateSchema as never,
    columns: (form, ctx, facts) => columns(form as AiToolForm, ctx, facts),
  },
  toRow: (r, withAccount) => {
    const builtIn = isBuiltInToolKey(r.built_in);
    const schema = storedParameters(r);
    return {
      ...baseRow(r, withAccount),
      builtIn,
      description: builtIn
        ? BUILT_IN_TOOLS[r.built_in as keyof typeof BUILT_IN_TOOLS].description
        : String(r.description),
      method: builtIn ? null : (toolOfRow(r).method ?? null),
      url: builtIn ? null : ((r.url as string | null) ?? null),
      parameters: parameterLabels(schema),
      timeoutSeconds: builtIn ? null : Number(r.timeout_seconds ?? AI_TOOLS.TIMEOUT_DEFAULT_SECONDS),
      mocked: !builtIn && r.mock_answer !== null && r.mock_answer !== undefined,
    };
  },
  toDetail: (r, withAccount, secretsSet) => {
    const tool = toolOfRow(r);
    const values = storedHeaderValues(r);
    return {
      ...baseRow(r, withAccount),
      builtIn: tool.builtIn !== null,
      description: tool.description,
      // A pre-defined tool's parameters say more than rows can (lengths): its schema shows them.
      parametersMode: tool.builtIn ? "schema" : parametersModeOf(r),
      parameters: parameterRows(r, tool.parameters),
      parametersSchema: JSON.stringify(tool.parameters, null, 2),
      method: tool.builtIn ? null : tool.method,
      url: tool.url,
      // Which headers hold a value: never the value (docs/security.md#outbound-requests).
      headers: storedHeaderNames(r).map((name) => ({ name, valueSet: Boolean(values[name.toLowerCase()]) })),
      bodyTemplate: tool.bodyTemplate,
      timeoutSeconds: tool.builtIn ? AI_TOOL_FORM_DEFAULTS.timeoutSeconds : tool.timeoutSeconds,
      answerPath: tool.answerPath,
      mockAnswer: tool.mockAnswer,
      secretsSet,
    };
  },
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: AiToolRow) => r.accountId },
          { header: "Account Name", value: (r: AiToolRow) => r.accountName },
        ]
      : []),
    { header: "Tool ID", value: (r) => r.id },
    { header: "Name", value: (r) => r.name },
    { header: "Type", value: (r) => (r.builtIn ? "Pre-defined" : "Custom") },
    { header: "Description", value: (r) => r.description },
    { header: "Method", value: (r) => r.method },
    { header: "URL", value: (r) => r.url },
    { header: "Parameters", value: (r) => r.parameters.join(", ") },
    { header: "Timeout (s)", value: (r) => r.timeoutSeconds },
    { header: "Mock answer", value: (r) => (r.mocked ? "Yes" : "No") },
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  exportTitles: {
    running: "Exporting tools",
    ready: "Tools export is ready",
    failed: "Tools export failed",
  },
  // The pre-defined tools stay: a delete of one is refused (and its transaction rolled back).
  afterDelete: (_ctx, row) => {
    if (row.built_in !== null && row.built_in !== undefined) throw badRequest(BUILT_IN_REFUSAL);
  },
  rules: {
    maxPerAccount: () => ({ max: AI_LIMITS_PER_ACCOUNT.TOOLS, message: "warning_max_ai_tools_reached" }),
    // The account's own tools count; the pre-defined ones do not.
    heldCount: (ctx, accountId) =>
      ctx.db
        .prepare("SELECT COUNT(*) FROM ai_tools WHERE account_id = ? AND built_in IS NULL AND deleted_at IS NULL")
        .pluck()
        .get(accountId) as number,
    uniqueName: true,
    check(_ctx, _account, form, existing) {
      if (existing && existing.built_in !== null && existing.built_in !== undefined) throw badRequest(BUILT_IN_REFUSAL);
      // The schema typed by hand must compile (the rows always make one that does).
      if (form.parametersMode === "schema") {
        const schema = formParametersSchema(form);
        const problem = schema && schemaProblem(schema);
        if (problem)
          throw badRequest(
            `parametersSchema: ${messageWithParams("validation_ai_tool_schema_invalid", { detail: problem })}`,
          );
      }
      // A header left empty keeps its stored value; a header without one needs it.
      const stored = existing ? storedHeaderValues(existing) : {};
      const missing = form.headers.findIndex((h) => !h.value && !stored[h.name.toLowerCase()]);
      if (missing >= 0) throw badRequest(`headers.${missing}.value: validation_field_required`);
    },
    // The URL's host must not lead to a private address (checked again when the tool is called).
    async checkAsync(ctx, form) {
      if (!form.url) return;
      const refusal = await checkOutboundUrl(form.url.replace(AI_TOOLS.PLACEHOLDER, "x"), outboundPolicyOf(ctx.config));
      if (refusal) throw badRequest(`url: ${refusal}`);
    },
  },
};

/**
 * The tools' collection on the AI framework's router, and the Test: POST /tools/{id}/test with
 * { arguments } answers the ToolCallTrace. It makes the tool's request with its stored header values,
 * on the account's behalf, so it needs the update role (as SIP's DNS verification does).
 */
export function mountAiTools(ctx: PlatformContext, router: express.Router): void {
  mountEntity(ctx, router, AI_TOOLS_ENTITY);
  const test = `${AI_TOOLS_API.collection}/:id/test`;
  router.post(
    test,
    authenticate(ctx),
    requireRoles(AI_TOOLS_ENTITY.roles.update),
    route(async (req, res) => {
      const caller = callerOf(req);
      const row = getEntity(ctx, AI_TOOLS_ENTITY, String(req.params.id), caller.accountId);
      const { arguments: args } = AiToolTestRequestSchema.parse(req.body ?? {});
      // The request ends with the client's: a test abandoned is not waited for.
      const abandoned = new AbortController();
      res.on("close", () => {
        if (!res.writableEnded) abandoned.abort();
      });
      res.json(await invokeTool(ctx, caller.accountId, toolOfRow(row), args, { signal: abandoned.signal }));
    }),
  );
  router.use(AI_TOOLS_API.collection, jsonErrorHandler);
}
