/**
 * AI agents on the entity store (docs/features/ai-framework.md#agents): the draft is the form, kept
 * whole in `content`; publishing freezes it as the next version; a diff compares any two versions or
 * a version and the draft, field by field (the `diff` library's line diff); a rollback publishes an
 * old version's content as a new version and makes it the draft. Versions are never rewritten.
 */
import { diffLines } from "diff";
import type express from "express";
import { AI_AGENTS, AI_LIMITS_PER_ACCOUNT, AI_MODELS } from "../../../contract/limits/ai";
import { ROLES } from "../../../contract/roles";
import {
  AI_AGENTS_API,
  AI_AGENTS_LIST_SPEC,
  AgentContentObject,
  AgentPublishFormSchema,
  AgentRollbackFormSchema,
  agentFormSchema,
  DiffSideSchema,
  type AgentContent,
  type AgentDetail,
  type AgentDiff,
  type AgentRow,
  type AgentVersion,
  type DiffSide,
} from "../../../contract/wire/aiAgents";
import type { PlatformContext } from "../../context";
import { documentsCharacters } from "../../ai/documents/full-text";
import { writeTransaction } from "../../db/database";
import { baseRow, isoTime, type DbRow, type EntityDefinition } from "../../entities/definition";
import { getEntity } from "../../entities/store";
import { authenticate, callerOf, requireRoles } from "../../http/auth";
import { badRequest, conflict, notFound, route } from "../../http/errors";
import { EMBEDDED_MODEL_NAME } from "../../../contract/wire/aiFramework";
import { messageWithParams } from "../../../contract/wire/myAccount";

/** The latest published version's number, and its content, of an agent row (t). */
const LATEST_VERSION = "(SELECT MAX(v.version) FROM ai_agent_versions v WHERE v.agent_id = t.id)";
const LATEST_CONTENT =
  "(SELECT v.content FROM ai_agent_versions v WHERE v.agent_id = t.id ORDER BY v.version DESC LIMIT 1)";
/** The model's name: the built-in label, or the account's model (null once it is deleted). */
const MODEL_NAME = `(CASE WHEN t.model_id = '${AI_MODELS.EMBEDDED_MODEL_ID}' THEN '${EMBEDDED_MODEL_NAME}' ELSE t.model_id END)`;

/** The stored content, read through the form's object schema (anything malformed reads as its defaults). */
export function contentOf(text: unknown): AgentContent {
  try {
    const parsed = AgentContentObject.safeParse(JSON.parse(String(text ?? "{}")));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  return AgentContentObject.parse({ name: "agent" });
}

/** The content as stored: the form's fields in the schema's order, so equal content is equal text. */
export function canonicalContent(content: AgentContent): string {
  const shape = Object.keys(AgentContentObject.shape) as (keyof AgentContent)[];
  // An absent optional field stays absent (JSON.stringify leaves undefined out), as the form reads it.
  return JSON.stringify(Object.fromEntries(shape.map((k) => [k, content[k]])));
}

function contentColumns(content: AgentContent) {
  return {
    name: content.name,
    description: content.description ?? null,
    model_id: content.modelId,
    content: canonicalContent(content),
    intents_count: content.intents.length,
    documents_count: content.documentIds.length,
    tools_count: content.toolIds.length,
  };
}

const publishedVersion = (r: DbRow) => (r.published_version === null ? null : Number(r.published_version));
const draftChanged = (r: DbRow) => r.latest_content === null || r.latest_content !== r.content;
const updatedAt = (r: DbRow) => isoTime(r.updated_at ?? r.created_at);

export const AI_AGENTS_ENTITY: EntityDefinition<AgentContent, AgentRow, AgentDetail> = {
  key: "ai-agents",
  api: AI_AGENTS_API,
  listSpec: AI_AGENTS_LIST_SPEC,
  table: "ai_agents",
  roles: {
    read: [ROLES.AIFRAMEWORK_READ],
    create: [ROLES.AIFRAMEWORK_CREATE],
    update: [ROLES.AIFRAMEWORK_UPDATE],
    delete: [ROLES.AIFRAMEWORK_DELETE],
  },
  fields: {
    modelName: MODEL_NAME,
    publishedVersion: LATEST_VERSION,
    intents: "t.intents_count",
    updatedAt: "COALESCE(t.updated_at, t.created_at)",
  },
  search: ["t.name", "t.description", MODEL_NAME, "a.name"],
  select: `${MODEL_NAME} AS model_name, ${LATEST_VERSION} AS published_version, ${LATEST_CONTENT} AS latest_content`,
  form: agentFormSchema,
  secrets: [],
  secretsInUse: () => [],
  columns: (form) => contentColumns(form),
  toRow: (r, withAccount) => ({
    ...baseRow(r, withAccount),
    description: (r.description as string | null) ?? null,
    modelId: String(r.model_id),
    modelName: (r.model_name as string | null) ?? null,
    publishedVersion: publishedVersion(r),
    draftChanged: draftChanged(r),
    intents: Number(r.intents_count),
    documents: Number(r.documents_count),
    tools: Number(r.tools_count),
    updatedAt: updatedAt(r),
  }),
  toDetail: (r, withAccount, secretsSet) => ({
    ...contentOf(r.content),
    ...baseRow(r, withAccount),
    updatedAt: updatedAt(r),
    modelName: (r.model_name as string | null) ?? null,
    publishedVersion: publishedVersion(r),
    draftChanged: draftChanged(r),
    secretsSet,
  }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: AgentRow) => r.accountId },
          { header: "Account Name", value: (r: AgentRow) => r.accountName },
        ]
      : []),
    { header: "Agent ID", value: (r) => r.id },
    { header: "Name", value: (r) => r.name },
    { header: "Description", value: (r) => r.description },
    { header: "Model", value: (r) => r.modelName },
    { header: "Published version", value: (r) => r.publishedVersion },
    { header: "Intents", value: (r) => r.intents },
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  // docs/features/ai-framework.md#bots-that-run-an-agent: an agent live bots run cannot go; the refusal
  // names them (the delete's transaction is rolled back).
  afterDelete: (ctx, row) => {
    const bots = ctx.db
      .prepare("SELECT name FROM bots WHERE agent_id = ? AND deleted_at IS NULL ORDER BY name COLLATE NOCASE")
      .pluck()
      .all(row.id) as string[];
    if (bots.length) throw conflict(messageWithParams("error_ai_agent_used_by_bots", { bots: bots.join(", ") }));
  },
  exportTitles: {
    running: "Exporting agents",
    ready: "Agents export is ready",
    failed: "Agents export failed",
  },
  rules: {
    maxPerAccount: () => ({ max: AI_LIMITS_PER_ACCOUNT.AGENTS, message: "warning_max_ai_agents_reached" }),
    uniqueName: true,
    check: (ctx, account, form) => checkReferences(ctx, account.id, form),
  },
};

/**
 * What the agent names must be the account's own, live (another account's id reads as missing, so
 * ids of others cannot be probed); an intent's tool must be one of the agent's tools; voice streaming
 * needs a realtime model (docs/product.md "Only realtime models are supported for voice streaming").
 * The documents' mode (docs/features/ai-framework.md#how-an-agent-uses-its-documents): their whole text
 * must fit AI_AGENTS.FULL_TEXT_MAX_CHARACTERS, and the search tool's name must be free among the tools.
 */
function checkReferences(ctx: PlatformContext, accountId: string, form: AgentContent): void {
  const live = (table: string) =>
    ctx.db.prepare(`SELECT 1 FROM ${table} WHERE id = ? AND account_id = ? AND deleted_at IS NULL`);
  const problems: string[] = [];
  const embedded = form.modelId === AI_MODELS.EMBEDDED_MODEL_ID;
  const model = embedded
    ? null
    : (ctx.db
        .prepare("SELECT realtime FROM ai_models WHERE id = ? AND account_id = ? AND deleted_at IS NULL")
        .get(form.modelId, accountId) as { realtime: number } | undefined);
  if (!embedded && !model) problems.push("modelId: validation_ai_reference_missing");
  if (form.voiceStreaming && (embedded || model?.realtime !== 1))
    problems.push("voiceStreaming: validation_realtime_models_only");
  for (const [field, table, ids] of [
    ["sttServiceId", "speech_services", form.sttServiceId ? [form.sttServiceId] : []],
    ["ttsServiceId", "speech_services", form.ttsServiceId ? [form.ttsServiceId] : []],
    ["documentIds", "ai_documents", form.documentIds],
    ["toolIds", "ai_tools", form.toolIds],
  ] as const) {
    if (ids.some((id) => !live(table).get(id, accountId))) problems.push(`${field}: validation_ai_reference_missing`);
  }
  form.intents.forEach((intent, i) => {
    if (intent.tool && !form.toolIds.includes(intent.tool))
      problems.push(`intents.${i}.tool: validation_ai_intent_tool_not_chosen`);
  });
  problems.push(...documentsModeProblems(ctx, accountId, form));
  if (problems.length) throw badRequest(problems.join("\n"));
}

/** The documents' mode's own rules, as `field: message` lines. */
function documentsModeProblems(ctx: PlatformContext, accountId: string, form: AgentContent): string[] {
  if (form.documentsMode === "full_text") {
    const characters = documentsCharacters(ctx.db, accountId, form.documentIds);
    if (characters > AI_AGENTS.FULL_TEXT_MAX_CHARACTERS)
      return [
        `documentIds: ${messageWithParams("validation_ai_full_text_too_large", {
          characters: characters.toLocaleString("en-US"),
          max: AI_AGENTS.FULL_TEXT_MAX_CHARACTERS.toLocaleString("en-US"),
        })}`,
      ];
  }
  if (form.documentsMode === "search_tool" && form.documentIds.length && form.toolIds.length) {
    const taken = ctx.db
      .prepare(
        "SELECT 1 FROM ai_tools WHERE account_id = ? AND deleted_at IS NULL AND name = ? AND id IN (SELECT value FROM json_each(?))",
      )
      .get(accountId, AI_AGENTS.SEARCH_TOOL_NAME, JSON.stringify(form.toolIds));
    if (taken)
      return [
        `toolIds: ${messageWithParams("validation_ai_search_tool_name_taken", { name: AI_AGENTS.SEARCH_TOOL_NAME })}`,
      ];
  }
  return [];
}

/** An agent's versions, newest first. */
export function versionsOf(ctx: PlatformContext, agentId: string): AgentVersion[] {
  const rows = ctx.db
    .prepare(
      `SELECT v.version, v.note, v.created_at, u.email AS created_by
         FROM ai_agent_versions v LEFT JOIN users u ON u.id = v.created_by
        WHERE v.agent_id = ? ORDER BY v.version DESC`,
    )
    .all(agentId) as { version: number; note: string | null; created_at: number; created_by: string | null }[];
  return rows.map((r) => ({
    version: r.version,
    note: r.note,
    createdAt: isoTime(r.created_at),
    createdBy: r.created_by,
  }));
}

export function versionContentOf(ctx: PlatformContext, agentId: string, version: number): AgentContent {
  const text = ctx.db
    .prepare("SELECT content FROM ai_agent_versions WHERE agent_id = ? AND version = ?")
    .pluck()
    .get(agentId, version) as string | undefined;
  if (text === undefined) throw notFound(messageWithParams("error_ai_agent_version_not_found", { version }));
  return contentOf(text);
}

/** Freezes `content` as the agent's next version (in the caller's write transaction). */
function addVersion(ctx: PlatformContext, agentId: string, content: string, note: string | null, userId: string) {
  const next =
    ((ctx.db.prepare("SELECT MAX(version) FROM ai_agent_versions WHERE agent_id = ?").pluck().get(agentId) as
      number | null) ?? 0) + 1;
  ctx.db
    .prepare(
      "INSERT INTO ai_agent_versions (agent_id, version, content, note, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run(agentId, next, content, note, userId, ctx.now());
  return next;
}

/** Publishes the draft as the next version; refused when it equals the latest one. */
export function publishAgent(
  ctx: PlatformContext,
  accountId: string,
  agentId: string,
  note: string | null,
  userId: string,
) {
  return writeTransaction(ctx.db, () => {
    const row = getEntity(ctx, AI_AGENTS_ENTITY, agentId, accountId);
    if (row.latest_content === row.content) throw conflict("error_ai_agent_nothing_to_publish");
    return addVersion(ctx, agentId, String(row.content), note, userId);
  });
}

/** Publishes version `version`'s content again as the next version, and makes it the draft. */
export function rollbackAgent(
  ctx: PlatformContext,
  accountId: string,
  agentId: string,
  version: number,
  userId: string,
) {
  return writeTransaction(ctx.db, () => {
    getEntity(ctx, AI_AGENTS_ENTITY, agentId, accountId);
    const content = versionContentOf(ctx, agentId, version);
    const taken = ctx.db
      .prepare(
        "SELECT 1 FROM ai_agents WHERE account_id = ? AND id != ? AND deleted_at IS NULL AND lower(name) = lower(?)",
      )
      .get(accountId, agentId, content.name);
    if (taken) throw badRequest("name: validation_name_unique");
    const columns = { ...contentColumns(content), updated_at: ctx.now() };
    const names = Object.keys(columns) as (keyof typeof columns)[];
    ctx.db
      .prepare(`UPDATE ai_agents SET ${names.map((n) => `${n} = ?`).join(", ")} WHERE id = ?`)
      .run(...names.map((n) => columns[n]), agentId);
    return addVersion(ctx, agentId, columns.content, `Rolled back to version ${version}`, userId);
  });
}

/** A field's value as lines of text, for the diff: lists one item a line, intents as blocks. */
function fieldText(field: keyof AgentContent, content: AgentContent): string {
  const value = content[field];
  if (field === "intents") {
    return content.intents
      .map((intent) =>
        [
          `# ${intent.name}`,
          ...intent.examples.map((e) => `- ${e}`),
          ...(intent.answer ? [`answer: ${intent.answer}`] : []),
          ...(intent.tool ? [`tool: ${intent.tool}`] : []),
          ...intent.slots.map((s) => `slot: ${s.name}:${s.type}`),
        ].join("\n"),
      )
      .join("\n\n");
  }
  if (Array.isArray(value)) return value.join("\n");
  if (value === undefined || value === null) return "";
  return String(value);
}

function sideContent(ctx: PlatformContext, row: DbRow, side: DiffSide): AgentContent {
  return side === "draft" ? contentOf(row.content) : versionContentOf(ctx, row.id, side);
}

/** The fields that differ between two sides, each as the line diff of its text. */
export function diffAgent(ctx: PlatformContext, row: DbRow, from: DiffSide, to: DiffSide): AgentDiff {
  const a = sideContent(ctx, row, from);
  const b = sideContent(ctx, row, to);
  const fields = (Object.keys(AgentContentObject.shape) as (keyof AgentContent)[])
    .map((field) => {
      const before = fieldText(field, a);
      const after = fieldText(field, b);
      if (before === after) return null;
      const parts = diffLines(
        before.endsWith("\n") ? before : `${before}\n`,
        after.endsWith("\n") ? after : `${after}\n`,
      );
      return {
        field,
        parts: parts.map((p) => ({ value: p.value, added: Boolean(p.added), removed: Boolean(p.removed) })),
      };
    })
    .filter((f): f is NonNullable<typeof f> => f !== null);
  return { from, to, fields };
}

function side(value: unknown, name: string): DiffSide {
  const parsed = DiffSideSchema.safeParse(typeof value === "string" ? value.trim() : value);
  if (!parsed.success) throw badRequest(`${name}: validation_field_invalid`);
  return parsed.data;
}

/** The agents' own endpoints beside the entity's: publish, versions, a version, diff, rollback. */
export function mountAgentVersions(ctx: PlatformContext, router: express.Router): void {
  const auth = authenticate(ctx);
  const base = `${AI_AGENTS_API.collection}/:id`;
  const readScope = (req: express.Request) => {
    const caller = callerOf(req);
    return caller.isAdmin ? null : caller.accountId;
  };

  router.post(
    `${base}/publish`,
    auth,
    requireRoles(AI_AGENTS_ENTITY.roles.update),
    route((req, res) => {
      const caller = callerOf(req);
      const form = AgentPublishFormSchema.safeParse(req.body ?? {});
      if (!form.success) throw badRequest("note: validation_field_invalid");
      const version = publishAgent(ctx, caller.accountId, String(req.params.id), form.data.note ?? null, caller.sub);
      res.status(201).json({ version });
    }),
  );

  router.post(
    `${base}/rollback`,
    auth,
    requireRoles(AI_AGENTS_ENTITY.roles.update),
    route((req, res) => {
      const caller = callerOf(req);
      const form = AgentRollbackFormSchema.safeParse(req.body ?? {});
      if (!form.success) throw badRequest("version: validation_field_required");
      const version = rollbackAgent(ctx, caller.accountId, String(req.params.id), form.data.version, caller.sub);
      res.status(201).json({ version });
    }),
  );

  router.get(
    `${base}/versions`,
    auth,
    requireRoles(AI_AGENTS_ENTITY.roles.read),
    route((req, res) => {
      const row = getEntity(ctx, AI_AGENTS_ENTITY, String(req.params.id), readScope(req));
      res.json({ versions: versionsOf(ctx, row.id) });
    }),
  );

  router.get(
    `${base}/versions/:version`,
    auth,
    requireRoles(AI_AGENTS_ENTITY.roles.read),
    route((req, res) => {
      const row = getEntity(ctx, AI_AGENTS_ENTITY, String(req.params.id), readScope(req));
      const version = side(req.params.version, "version");
      if (version === "draft") throw badRequest("version: validation_field_invalid");
      const meta = versionsOf(ctx, row.id).find((v) => v.version === version);
      res.json({ ...meta, content: versionContentOf(ctx, row.id, version) });
    }),
  );

  router.get(
    `${base}/diff`,
    auth,
    requireRoles(AI_AGENTS_ENTITY.roles.read),
    route((req, res) => {
      const row = getEntity(ctx, AI_AGENTS_ENTITY, String(req.params.id), readScope(req));
      res.json(diffAgent(ctx, row, side(req.query.from, "from"), side(req.query.to ?? "draft", "to")));
    }),
  );
}
