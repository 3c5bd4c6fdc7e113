/**
 * Bots as an entity of the generic store (ADR 010; docs/product.md#bot-connection "Bot connection", #bots "Bots and
 * limits"): 20 per account, or the account's own maximum (-1: the system's), one on a trial; names
 * unique in the account; call transfer refused on trial accounts; outbound calling only once support
 * enabled it for the account (featuresActivation.outboundCalling); a bot of the built-in AI agent runs
 * one of the account's agents (docs/features/ai-framework.md#bots-that-run-an-agent).
 */
import { AI_MODELS } from "../../../contract/limits/ai";
import {
  AGENT_VERSION_LATEST,
  BOTS_API,
  BOTS_LIST_SPEC,
  botFormSchema,
  normaliseBotForm,
  subFrameworkOf,
  type BotDetail,
  type BotForm,
  type BotRow,
} from "../../../contract/wire/bots";
import { messageWithParams } from "../../../contract/wire/myAccount";
import { TRIAL } from "../../../contract/limits/trial";
import { ROLES } from "../../../contract/roles";
import { badRequest } from "../../http/errors";
import { baseRow, jsonObject, type DbRow, type EntityDefinition } from "../../entities/definition";
import { effectiveMaxBots } from "../../entities/store";
import type { PlatformContext } from "../../context";
import { contentOf } from "../ai/agents";

const TRIAL_PLAN = "Trial Plan";
/** Columns of the bots table the form writes directly; the rest goes to `settings`. */
const COLUMN_FIELDS = [
  "name",
  "botAlias",
  "framework",
  "subFramework",
  "botApiType",
  "apiUrl",
  "regionId",
  "projectId",
  "authMethod",
  "advancedConfiguration",
  "outboundCallAttempts",
  "agentId",
  "agentVersion",
] as const;

/** The form a stored bot shows: its columns, and its settings over the defaults (rows the seed wrote before settings existed included). */
function storedForm(row: DbRow): Omit<BotDetail, "id" | "createdAt" | "assignedNumbers" | "secretsSet"> {
  const settings = jsonObject(row.settings);
  const configuration = String(row.configuration ?? "{}");
  return {
    isTransferCallingEnabled: false,
    transferMethod: "refer",
    isOutboundCallingEnabled: false,
    isRecordAllCallsEnabled: false,
    isTranscriptCallingEnabled: false,
    isSpeakerVerificationEnabled: false,
    isBackgroundMusicEnabled: false,
    backgroundMusicFormat: "mp3",
    backgroundMusicCache: false,
    isVoiceStreaming: false,
    bargeIn: false,
    dtmf: false,
    maxCallsPerSecond: 5,
    maxConcurrentCalls: 10,
    ...(settings as Partial<BotDetail>),
    name: row.name,
    botAlias: (row.alias as string | null) ?? undefined,
    framework: row.framework as BotDetail["framework"],
    subFramework: (row.sub_framework as string | null) ?? "custom",
    botApiType: row.api_type as BotDetail["botApiType"],
    apiUrl: (row.url as string | null) ?? undefined,
    regionId: (row.region_id as string | null) ?? "",
    projectId: (row.project_id as string | null) ?? undefined,
    authMethod: row.auth_method as BotDetail["authMethod"],
    advancedConfiguration: configuration === "{}" ? undefined : JSON.stringify(jsonObject(configuration), null, 2),
    outboundCallAttempts: Number(row.outbound_call_attempts ?? 1),
    ...(row.agent_id
      ? {
          agentId: String(row.agent_id),
          agentVersion: row.agent_version === null ? AGENT_VERSION_LATEST : Number(row.agent_version),
          agentName: (row.agent_name as string | null) ?? null,
          agentLatestVersion: row.agent_latest_version === null ? null : Number(row.agent_latest_version),
        }
      : {}),
  };
}

/**
 * The agent a bot of the built-in AI agent runs must be the account's own and live (another account's
 * reads as missing, so ids cannot be probed), and the version it runs published: the pinned one, or
 * any for "latest". Voice streaming needs that version's model to be realtime (docs/product.md#bots
 * "Only realtime models are supported for voice streaming"; the embedded engine is not).
 */
function checkAgent(ctx: PlatformContext, accountId: string, form: BotForm): void {
  const agent = ctx.db
    .prepare("SELECT id FROM ai_agents WHERE id = ? AND account_id = ? AND deleted_at IS NULL")
    .get(form.agentId ?? "", accountId);
  if (!agent) throw badRequest("agentId: validation_bot_agent_missing");
  const pinned = typeof form.agentVersion === "number" ? form.agentVersion : null;
  const content = (
    pinned === null
      ? ctx.db
          .prepare("SELECT content FROM ai_agent_versions WHERE agent_id = ? ORDER BY version DESC LIMIT 1")
          .pluck()
          .get(form.agentId)
      : ctx.db
          .prepare("SELECT content FROM ai_agent_versions WHERE agent_id = ? AND version = ?")
          .pluck()
          .get(form.agentId, pinned)
  ) as string | undefined;
  if (content === undefined) {
    throw badRequest(
      pinned === null
        ? "agentId: validation_bot_agent_unpublished"
        : `agentVersion: ${messageWithParams("validation_bot_agent_version_missing", { version: pinned })}`,
    );
  }
  if (!form.isVoiceStreaming) return;
  const { modelId } = contentOf(content);
  const realtime =
    modelId !== AI_MODELS.EMBEDDED_MODEL_ID &&
    ctx.db
      .prepare("SELECT 1 FROM ai_models WHERE id = ? AND account_id = ? AND deleted_at IS NULL AND realtime = 1")
      .get(modelId, accountId) !== undefined;
  if (!realtime) throw badRequest("isVoiceStreaming: validation_realtime_models_only");
}

export const BOTS_ENTITY: EntityDefinition<BotForm, BotRow, BotDetail> = {
  key: "bots",
  api: BOTS_API,
  listSpec: BOTS_LIST_SPEC,
  table: "bots",
  roles: {
    read: [ROLES.BOTS_READ],
    create: [ROLES.BOTS_CREATE],
    update: [ROLES.BOTS_UPDATE],
    delete: [ROLES.BOTS_DELETE],
  },
  fields: {
    framework: "t.framework",
    botApiType: "t.api_type",
    regionId: "t.region_id",
    assignedNumbers: "assigned",
  },
  search: ["t.name", "t.alias", "t.sub_framework", "a.name"],
  // Live phone numbers routed to the bot (index phone_numbers_bot); the agent's name and latest version.
  select: [
    "(SELECT COUNT(*) FROM phone_numbers p WHERE p.bot_id = t.id AND p.deleted_at IS NULL) AS assigned",
    "(SELECT g.name FROM ai_agents g WHERE g.id = t.agent_id) AS agent_name",
    "(SELECT MAX(v.version) FROM ai_agent_versions v WHERE v.agent_id = t.agent_id) AS agent_latest_version",
  ].join(", "),
  form: botFormSchema,
  secrets: ["token", "clientSecret", "directLineSecret"],
  secretsInUse: (form) =>
    ({ token: ["token"], oauth: ["clientSecret"], directline: ["directLineSecret"], "no-auth": [] })[form.authMethod] ??
    [],
  columns(input) {
    const form = normaliseBotForm(input);
    const settings: Record<string, unknown> = { ...form };
    for (const field of COLUMN_FIELDS) delete settings[field];
    return {
      name: form.name,
      alias: form.botAlias ?? null,
      framework: form.framework,
      sub_framework: form.subFramework,
      api_type: form.botApiType,
      url: form.apiUrl ?? null,
      region_id: form.regionId,
      project_id: form.projectId ?? null,
      auth_method: form.authMethod,
      configuration: form.advancedConfiguration ? JSON.stringify(JSON.parse(form.advancedConfiguration)) : "{}",
      outbound_call_attempts: form.outboundCallAttempts,
      agent_id: form.agentId ?? null,
      agent_version: typeof form.agentVersion === "number" ? form.agentVersion : null,
      settings: JSON.stringify(settings),
    };
  },
  toRow: (r, withAccount) => ({
    ...baseRow(r, withAccount),
    regionId: (r.region_id as string | null) ?? null,
    framework: String(r.framework),
    subFramework: (r.sub_framework as string | null) ?? null,
    apiType: String(r.api_type),
    authMethod: String(r.auth_method),
    assignedNumbers: Number(r.assigned ?? 0),
  }),
  toDetail: (r, withAccount, secretsSet) => ({
    ...storedForm(r),
    ...baseRow(r, withAccount),
    assignedNumbers: Number(r.assigned ?? 0),
    secretsSet,
  }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: BotRow) => r.accountId },
          { header: "Account Name", value: (r: BotRow) => r.accountName },
        ]
      : []),
    { header: "Bot ID", value: (r) => r.id },
    { header: "Name", value: (r) => r.name },
    { header: "Framework", value: (r) => r.framework },
    { header: "Sub-framework", value: (r) => r.subFramework },
    { header: "API type", value: (r) => r.apiType },
    { header: "Authentication", value: (r) => r.authMethod },
    { header: "Region", value: (r) => r.regionId },
    { header: "Assigned numbers", value: (r) => r.assignedNumbers },
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  exportTitles: { running: "Exporting bots", ready: "Bots export is ready", failed: "Bots export failed" },
  rules: {
    maxPerAccount: (ctx, account) => ({
      max: account.plan === TRIAL_PLAN ? TRIAL.BOTS : effectiveMaxBots(ctx, account),
      message: "warning_max_bots_reached",
    }),
    uniqueName: true,
    check(ctx, account, form, existing) {
      // docs/product.md#plans "Transfer call is disabled for trial"; "outbound calls ... disabled by default and enabled by support".
      if (form.isTransferCallingEnabled && account.plan === TRIAL_PLAN)
        throw badRequest("isTransferCallingEnabled: validation_transfer_trial");
      const hadOutbound = existing !== null && jsonObject(existing.settings).isOutboundCallingEnabled === true;
      if (form.isOutboundCallingEnabled && !hadOutbound && account.featuresActivation.outboundCalling !== true) {
        throw badRequest("isOutboundCallingEnabled: validation_outbound_calling_disabled");
      }
      if (subFrameworkOf(form.subFramework)?.fields.includes("agentId")) checkAgent(ctx, account.id, form);
    },
  },
};
