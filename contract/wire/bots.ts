/**
 * Bots (bot connections; docs/product.md#bot-connection "Bot connection", #bot-connection "Bot configuration defaults", #bots "Form
 * fields", "Bots and limits"). Endpoints under {bots module} (/bots/api), the entity contract of
 * contract/entities.ts with rowsKey infoCards (the same list the statistics and dashboard lookups
 * read), plus AvailableFrameworks and Config/regions.
 *
 * The form is one flat object, named after the spec's configuration fields where it names them
 * (botApiType, apiUrl, projectId, location, authMethod, token, isTransferCallingEnabled,
 * transferTarget, isRecordAllCallsEnabled, isTranscriptCallingEnabled, isVoiceStreaming, bargeIn,
 * dtmf). Which fields apply follows the framework and the authentication method (BOT_FRAMEWORKS);
 * fields that do not apply are dropped, never stored. Secrets (token, client secret, Direct Line
 * secret) are write-only: a read says whether one is set; an update without one keeps it.
 */
import { z } from "zod";
import { AUDIO } from "../limits/audio";
import { PATTERNS } from "../limits/patterns";
import { VALIDATION } from "../limits/validation";
import { BOT_API_TYPES, BOT_MAIN_FRAMEWORKS, type BotApiType, type BotMainFramework } from "../enums/bots";
import {
  checkbox,
  entityListSpec,
  EntityRowBaseSchema,
  optionalText,
  SecretsSetSchema,
  type EntityApi,
} from "../entities";

export const BOTS_API: EntityApi = {
  base: "/bots/api",
  collection: "/bots",
  report: "/reports/bots",
  rowsKey: "infoCards",
};
/** GET {bots}/AvailableFrameworks: the catalogue below. GET {bots}/Config/regions: the regions. */
export const BOTS_FRAMEWORKS_PATH = "/bots/api/AvailableFrameworks";
export const BOTS_REGIONS_PATH = "/bots/api/Config/regions";

/** docs/product.md#bot-connection authentication: none, a permanent token, OAuth 2.0 client credentials, Direct Line. */
export const BOT_AUTH_METHODS = ["no-auth", "token", "oauth", "directline"] as const;
export type BotAuthMethod = (typeof BOT_AUTH_METHODS)[number];

/** Fields that only some frameworks take ("agentId" brings its "agentVersion"). */
export const FRAMEWORK_FIELDS = ["apiUrl", "projectId", "location", "agentId"] as const;
export type FrameworkField = (typeof FRAMEWORK_FIELDS)[number];

export interface SubFramework {
  id: string;
  main: BotMainFramework;
  /** Shown in the picker (a product name, not translated). */
  label: string;
  /** Fields it needs (required when listed). */
  fields: readonly FrameworkField[];
  authMethods: readonly BotAuthMethod[];
  apiTypes: readonly BotApiType[];
}

/**
 * The sub-frameworks by main type (docs/product.md#bot-connection "The sub-frameworks are many and include the platform's own
 * AI agent, Dialogflow ES and CX, Rasa, Cognigy, Amazon Lex and Copilot Studio"; the rest is the
 * platform's choice, recorded in docs/features/bots.md). "None" is a bot of one's own behind a URL.
 */
export const BOT_FRAMEWORKS: readonly SubFramework[] = [
  {
    id: "custom",
    main: "None",
    label: "Custom bot (HTTP or WebSocket)",
    fields: ["apiUrl"],
    authMethods: ["no-auth", "token", "oauth"],
    apiTypes: ["chat_api", "streaming_api"],
  },
  {
    id: "ai-agent",
    main: "Ac",
    label: "AI agent (built in)",
    fields: ["agentId"],
    authMethods: ["no-auth"],
    apiTypes: ["streaming_api", "chat_api"],
  },
  {
    id: "rasa",
    main: "Ac",
    label: "Rasa",
    fields: ["apiUrl"],
    authMethods: ["no-auth", "token"],
    apiTypes: ["chat_api"],
  },
  {
    id: "cognigy",
    main: "Ac",
    label: "Cognigy",
    fields: ["apiUrl"],
    authMethods: ["token", "no-auth"],
    apiTypes: ["chat_api", "streaming_api"],
  },
  {
    id: "copilot-studio",
    main: "Microsoft",
    label: "Copilot Studio",
    fields: [],
    authMethods: ["directline", "token"],
    apiTypes: ["chat_api"],
  },
  {
    id: "azure-bot-service",
    main: "Microsoft",
    label: "Azure Bot Service",
    fields: [],
    authMethods: ["directline"],
    apiTypes: ["chat_api"],
  },
  {
    id: "dialogflow-es",
    main: "Dialogflow",
    label: "Dialogflow ES",
    fields: ["projectId"],
    authMethods: ["oauth"],
    apiTypes: ["chat_api"],
  },
  {
    id: "dialogflow-cx",
    main: "Dialogflow",
    label: "Dialogflow CX",
    fields: ["projectId", "location"],
    authMethods: ["oauth"],
    apiTypes: ["chat_api", "streaming_api"],
  },
  {
    id: "cocohub",
    main: "CoCoHub",
    label: "CoCoHub",
    fields: ["apiUrl"],
    authMethods: ["token"],
    apiTypes: ["chat_api"],
  },
  {
    id: "amazon-lex",
    main: "Amazon",
    label: "Amazon Lex",
    fields: ["location"],
    authMethods: ["oauth"],
    apiTypes: ["chat_api"],
  },
];

export const subFrameworkOf = (id: string | null | undefined): SubFramework | undefined =>
  BOT_FRAMEWORKS.find((f) => f.id === id);

/**
 * The version of its agent a bot of the built-in AI agent runs (docs/features/ai-framework.md#bots-that-run-an-agent):
 * "latest", the agent's latest published version whenever a call starts (the default), or a published
 * version's number, pinned. A form posts the number as text.
 */
export const AGENT_VERSION_LATEST = "latest";
export const AgentVersionChoiceSchema = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.union([z.literal(AGENT_VERSION_LATEST), z.number().int().min(1, "validation_field_invalid")], {
    errorMap: () => ({ message: "validation_field_invalid" }),
  }),
);

/** Call transfer methods: a SIP REFER, or a new INVITE bridged by the platform. */
export const TRANSFER_METHODS = ["refer", "invite"] as const;
export const BACKGROUND_MUSIC_FORMATS = ["mp3", "wav"] as const;

/** Bot-level bounds the spec leaves open (docs/features/bots.md): outbound attempts, the transfer threshold, text lengths. */
export const BOT_FORM = {
  ALIAS_MAX: 32,
  TEXT_MAX: 200,
  URL_MAX: 500,
  CONFIGURATION_MAX: 20_000,
  OUTBOUND_ATTEMPTS_MIN: 1,
  OUTBOUND_ATTEMPTS_MAX: 5,
  /** Transfer after this many turns the bot could not handle. */
  TRANSFER_THRESHOLD_MIN: 1,
  TRANSFER_THRESHOLD_MAX: 10,
  MAX_CALLS_PER_SECOND_DEFAULT: 5,
  MAX_CONCURRENT_CALLS_DEFAULT: 10,
} as const;

export const BOT_SECRETS = ["token", "clientSecret", "directLineSecret"] as const;
export type BotSecret = (typeof BOT_SECRETS)[number];

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "validation_field_invalid")
    .refine((v) => !PATTERNS.INVALID_CHARACTERS.test(v), "validation_invalid_characters");
const url = z
  .string()
  .trim()
  .max(BOT_FORM.URL_MAX, "validation_invalid_url")
  .regex(PATTERNS.URL, "validation_invalid_url");
const int = (min: number, max: number, message: string) =>
  z
    .number({ invalid_type_error: message, required_error: "validation_field_required" })
    .int(message)
    .min(min, message)
    .max(max, message);

/** The bot form (create and update alike), as the console posts it and the platform checks it. */
const BotFormObject = z.object({
  name: z.string({ required_error: "validation_field_required" }).trim().regex(PATTERNS.NAME, "validation_name_rule"),
  botAlias: optionalText(text(BOT_FORM.ALIAS_MAX)),
  framework: z.enum(BOT_MAIN_FRAMEWORKS, {
    required_error: "validation_field_required",
    invalid_type_error: "validation_field_required",
  }),
  subFramework: z.string({ required_error: "validation_field_required" }).min(1, "validation_field_required"),
  botApiType: z.enum(BOT_API_TYPES, {
    required_error: "validation_radio_required",
    invalid_type_error: "validation_radio_required",
  }),
  apiUrl: optionalText(url),
  regionId: z.string({ required_error: "validation_field_required" }).min(1, "validation_field_required"),
  projectId: optionalText(text(BOT_FORM.ALIAS_MAX * 2)),
  location: optionalText(text(BOT_FORM.ALIAS_MAX)),
  /** The account's AI agent the built-in AI agent framework runs (the platform checks it is the account's own). */
  agentId: optionalText(z.string().trim().max(BOT_FORM.TEXT_MAX, "validation_bot_agent_missing")),
  agentVersion: optionalText(AgentVersionChoiceSchema),
  authMethod: z.enum(BOT_AUTH_METHODS, {
    required_error: "validation_radio_required",
    invalid_type_error: "validation_radio_required",
  }),
  token: optionalText(text(BOT_FORM.TEXT_MAX * 5)),
  clientId: optionalText(text(BOT_FORM.TEXT_MAX)),
  clientSecret: optionalText(text(BOT_FORM.TEXT_MAX * 5)),
  scopes: optionalText(text(BOT_FORM.TEXT_MAX)),
  tokenUrl: optionalText(url),
  directLineSecret: optionalText(text(BOT_FORM.TEXT_MAX * 5)),
  /** Configuration JSON (an object), kept as the text typed. */
  advancedConfiguration: optionalText(
    z
      .string()
      .max(BOT_FORM.CONFIGURATION_MAX, "validation_invalid_json")
      .superRefine((v, ctx) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(v);
        } catch {
          return ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation_invalid_json" });
        }
        // Valid JSON of another shape (an array, a number) says what is wanted instead.
        if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: "validation_json_object" });
        }
      }),
  ),
  isTransferCallingEnabled: checkbox,
  transferTarget: optionalText(z.string().trim().regex(PATTERNS.DIAL_OUT_NUMBER, "validation_dial_out_number")),
  transferMessage: optionalText(text(BOT_FORM.TEXT_MAX)),
  transferThreshold: int(
    BOT_FORM.TRANSFER_THRESHOLD_MIN,
    BOT_FORM.TRANSFER_THRESHOLD_MAX,
    "validation_transfer_threshold",
  ).optional(),
  transferMethod: z.enum(TRANSFER_METHODS).default("refer"),
  isOutboundCallingEnabled: checkbox,
  isRecordAllCallsEnabled: checkbox,
  isTranscriptCallingEnabled: checkbox,
  isSpeakerVerificationEnabled: checkbox,
  isBackgroundMusicEnabled: checkbox,
  backgroundMusicUrl: optionalText(url),
  backgroundMusicVolume: int(
    AUDIO.BACKGROUND_MUSIC_MIN_DB,
    AUDIO.BACKGROUND_MUSIC_MAX_DB,
    "validation_background_music_volume",
  ).optional(),
  backgroundMusicFormat: z.enum(BACKGROUND_MUSIC_FORMATS).default("mp3"),
  backgroundMusicCache: checkbox,
  isVoiceStreaming: checkbox,
  bargeIn: checkbox,
  dtmf: checkbox,
  outboundCallAttempts: int(
    BOT_FORM.OUTBOUND_ATTEMPTS_MIN,
    BOT_FORM.OUTBOUND_ATTEMPTS_MAX,
    "validation_outbound_call_attempts",
  ).default(BOT_FORM.OUTBOUND_ATTEMPTS_MIN),
  maxCallsPerSecond: int(
    VALIDATION.BOT_CALLS_PER_SECOND_MIN,
    VALIDATION.BOT_CALLS_PER_SECOND_MAX,
    "validation_bot_calls_per_second",
  ),
  maxConcurrentCalls: int(
    VALIDATION.CONCURRENT_CALLS_MIN,
    VALIDATION.CONCURRENT_CALLS_MAX,
    "validation_concurrent_calls",
  ),
  dialOutNumber: optionalText(z.string().trim().regex(PATTERNS.DIAL_OUT_NUMBER, "validation_dial_out_number")),
});
export type BotFormInput = z.input<typeof BotFormObject>;

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: string, message: string) =>
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });

/**
 * The rules between fields: the sub-framework belongs to the main type; the fields, API types and
 * authentication methods it takes; what each authentication needs; what each enabled feature needs.
 * `secretsSet` (an update) lists the secrets already stored, which then need not be typed again.
 */
function crossFieldRules(form: z.infer<typeof BotFormObject>, ctx: Ctx, secretsSet: ReadonlySet<string>) {
  const sub = subFrameworkOf(form.subFramework);
  if (!sub || sub.main !== form.framework) {
    issue(ctx, "subFramework", "validation_field_required");
    return;
  }
  for (const field of sub.fields) {
    if (!form[field])
      issue(ctx, field, field === "agentId" ? "validation_bot_agent_missing" : "validation_field_required");
  }
  if (!sub.apiTypes.includes(form.botApiType)) issue(ctx, "botApiType", "validation_bot_api_type");
  if (!sub.authMethods.includes(form.authMethod)) issue(ctx, "authMethod", "validation_bot_auth_method");
  const secret = (name: BotSecret) => {
    if (!form[name] && !secretsSet.has(name)) issue(ctx, name, "validation_field_required");
  };
  if (form.authMethod === "token") secret("token");
  if (form.authMethod === "directline") secret("directLineSecret");
  if (form.authMethod === "oauth") {
    if (!form.clientId) issue(ctx, "clientId", "validation_field_required");
    if (!form.tokenUrl) issue(ctx, "tokenUrl", "validation_field_required");
    secret("clientSecret");
  }
  if (form.isTransferCallingEnabled && !form.transferTarget) issue(ctx, "transferTarget", "validation_field_required");
  if (form.isBackgroundMusicEnabled && !form.backgroundMusicUrl)
    issue(ctx, "backgroundMusicUrl", "validation_field_required");
  // Only the built-in AI agent streams voice, and only when its agent's model is realtime: the
  // platform knows the model, and answers the same message (docs/product.md#bots "Only realtime models
  // are supported for voice streaming").
  if (form.isVoiceStreaming && !sub.fields.includes("agentId")) {
    issue(ctx, "isVoiceStreaming", "validation_realtime_models_only");
  }
}

/** The form's schema; `secretsSet` lists the secrets an existing bot holds (an update may leave them empty). */
export function botFormSchema(secretsSet: readonly string[] = []) {
  const set = new Set(secretsSet);
  return BotFormObject.superRefine((form, ctx) => crossFieldRules(form, ctx, set));
}
/** Create: every secret the authentication needs must be typed. */
export const BotCreateSchema = botFormSchema();
export type BotForm = z.infer<typeof BotFormObject>;

/**
 * What is stored of a valid form: the fields the framework and authentication take, nothing of the
 * others (switching a bot to no-auth forgets its OAuth client), features' details only when on.
 */
export function normaliseBotForm(form: BotForm): BotForm {
  const sub = subFrameworkOf(form.subFramework);
  const takes = (field: FrameworkField) => Boolean(sub?.fields.includes(field));
  const out: BotForm = { ...form };
  if (!takes("apiUrl")) delete out.apiUrl;
  if (!takes("projectId")) delete out.projectId;
  if (!takes("location")) delete out.location;
  if (takes("agentId")) out.agentVersion = form.agentVersion ?? AGENT_VERSION_LATEST;
  else {
    delete out.agentId;
    delete out.agentVersion;
  }
  if (form.authMethod !== "token") delete out.token;
  if (form.authMethod !== "oauth") {
    delete out.clientId;
    delete out.clientSecret;
    delete out.scopes;
    delete out.tokenUrl;
  }
  if (form.authMethod !== "directline") delete out.directLineSecret;
  if (!form.isTransferCallingEnabled) {
    delete out.transferTarget;
    delete out.transferMessage;
    delete out.transferThreshold;
  }
  if (!form.isBackgroundMusicEnabled) {
    delete out.backgroundMusicUrl;
    delete out.backgroundMusicVolume;
  }
  return out;
}

/** A row of the bots list (the grid, and the lookups of statistics and the dashboard). */
export const BotRowSchema = EntityRowBaseSchema.extend({
  regionId: z.string().nullable(),
  framework: z.string(),
  subFramework: z.string().nullable(),
  apiType: z.string(),
  authMethod: z.string(),
  /** Live phone numbers routed to the bot. */
  assignedNumbers: z.number().int(),
});
export type BotRow = z.infer<typeof BotRowSchema>;

/**
 * GET {bots}/bots/{id}: the stored form without secret values, and which secrets are set; a bot of the
 * built-in AI agent names its agent and the agent's latest published version.
 */
export const BotDetailSchema = BotFormObject.omit({ token: true, clientSecret: true, directLineSecret: true }).extend({
  agentName: z.string().nullable().optional(),
  agentLatestVersion: z.number().int().nullable().optional(),
  id: z.string(),
  createdAt: z.string(),
  assignedNumbers: z.number().int(),
  secretsSet: SecretsSetSchema,
  accountId: z.string().optional(),
  accountName: z.string().optional(),
});
export type BotDetail = z.infer<typeof BotDetailSchema>;

/** The list grammar of GET {bots}/bots (the statistics lookup asks limit=1000&sort=name). */
export const BOTS_LIST_SPEC = entityListSpec({
  framework: { type: "enum", values: BOT_MAIN_FRAMEWORKS, sortable: true },
  botApiType: { type: "enum", values: BOT_API_TYPES, sortable: true },
  regionId: { type: "string", ops: ["="], sortable: true },
  assignedNumbers: { type: "number", sortable: true, filterable: false },
});

/** GET {bots}/AvailableFrameworks. */
export const AvailableFrameworksSchema = z.object({
  mainFrameworks: z.array(z.enum(BOT_MAIN_FRAMEWORKS)),
  frameworks: z.array(
    z.object({
      id: z.string(),
      main: z.enum(BOT_MAIN_FRAMEWORKS),
      label: z.string(),
      fields: z.array(z.enum(FRAMEWORK_FIELDS)),
      authMethods: z.array(z.enum(BOT_AUTH_METHODS)),
      apiTypes: z.array(z.enum(BOT_API_TYPES)),
    }),
  ),
});
