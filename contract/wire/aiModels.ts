/**
 * AI models (docs/features/ai-framework.md#models; docs/product.md#endpoint-names "AI framework: ... models"):
 * the language models an account's agents may run on, under the AI framework's service
 * (/ai-framework-management/api/v1), on the entity contract of contract/entities.ts.
 *
 * A model is a provider (OpenAI, Azure OpenAI, or any OpenAI-compatible server such as Ollama, vLLM
 * or LM Studio), where it answers (the base URL; for Azure the resource's endpoint, its deployment
 * and API version), which model it is, a write-only API key, how long the platform waits for it, and
 * what it can do (tools, streaming, realtime voice). Only the platform calls a provider: the key is
 * never answered (a read says whether one is set). The built-in "Embedded (deterministic, no LLM)"
 * model (docs/decisions/015-embedded-agent-engine.md) is listed first for every account, read-only.
 */
import { z } from "zod";
import { AI_LIMITS_PER_ACCOUNT, AI_MODELS } from "../limits/ai";
import { PATTERNS } from "../limits/patterns";
import {
  checkbox,
  entityListSpec,
  EntityRowBaseSchema,
  optionalText,
  SecretsSetSchema,
  type EntityApi,
} from "../entities";
import { AI_FRAMEWORK_BASE } from "./aiFramework";
import { messageWithParams } from "./myAccount";

export const AI_MODELS_API: EntityApi = {
  base: AI_FRAMEWORK_BASE,
  collection: "/models",
  report: "/reports/models",
  rowsKey: "models",
};

/**
 * Test connection (docs/features/ai-framework.md#models): POST {ai}/models/test with a form not saved
 * yet, POST {ai}/models/{id}/test for a stored model (with a form: the typed values, the stored key
 * when the key is left empty).
 */
export const aiModelTestPath = (id?: string) =>
  `${AI_FRAMEWORK_BASE}${AI_MODELS_API.collection}${id === undefined ? "" : `/${encodeURIComponent(id)}`}/test`;

/** The providers a model can be of; the built-in model's is "embedded". */
export const AI_MODEL_PROVIDERS = ["openai", "azure-openai", "openai-compatible"] as const;
export type AiModelProvider = (typeof AI_MODEL_PROVIDERS)[number];
export const EMBEDDED_PROVIDER = "embedded";
export const AI_MODEL_LIST_PROVIDERS = [...AI_MODEL_PROVIDERS, EMBEDDED_PROVIDER] as const;

/** What a model can do, as the form's checkboxes. */
export const AI_MODEL_CAPABILITIES = ["tools", "streaming", "realtime"] as const;
export type AiModelCapability = (typeof AI_MODEL_CAPABILITIES)[number];

export const AI_MODELS_MAX_PER_ACCOUNT = AI_LIMITS_PER_ACCOUNT.MODELS;

/** Write-only fields: stored apart from the form, never read back. */
export const AI_MODEL_SECRETS = ["apiKey"] as const;

/** The fields each provider takes beside name, provider, key, timeout and capabilities. */
export const AI_MODEL_PROVIDER_FIELDS: Record<
  AiModelProvider,
  readonly ("baseUrl" | "modelId" | "deployment" | "apiVersion")[]
> = {
  openai: ["baseUrl", "modelId"],
  "azure-openai": ["baseUrl", "deployment", "apiVersion"],
  "openai-compatible": ["baseUrl", "modelId"],
};

/** Whether the provider needs a key: an OpenAI-compatible server may take none (a local Ollama). */
export const providerNeedsKey = (provider: string | null | undefined) =>
  provider === "openai" || provider === "azure-openai";

/**
 * An Azure OpenAI resource's endpoint: https://<resource>.openai.azure.com (or the multi-service
 * https://<resource>.cognitiveservices.azure.com), nothing after it but a slash: the platform adds
 * /openai/deployments/<deployment>/chat/completions itself.
 */
export const AZURE_OPENAI_MODEL_ENDPOINT =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?\.(?:openai\.azure\.com|cognitiveservices\.azure\.com)\/?$/i;

/** An http(s) URL with a host and without credentials (what the platform's outbound requests take). */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/** The base URL a model is called at: the typed one without its trailing slashes, OpenAI's own when empty. */
export function effectiveBaseUrl(provider: string | null | undefined, baseUrl: string | null | undefined): string {
  const typed = (baseUrl ?? "").trim().replace(/\/+$/, "");
  return typed === "" && provider === "openai" ? AI_MODELS.OPENAI_DEFAULT_BASE_URL : typed;
}

/**
 * Whose key a stored key is: the provider at the base URL's origin. An update that changes either
 * forgets the stored key (platform secretOwner), so a key is never sent to another server unless it
 * is typed again.
 */
export function aiModelKeyOwner(provider: unknown, baseUrl: unknown): string {
  const p = typeof provider === "string" ? provider : "";
  const url = effectiveBaseUrl(p, typeof baseUrl === "string" ? baseUrl : "");
  let origin = url;
  try {
    origin = new URL(url).origin;
  } catch {
    // not a URL: the text itself
  }
  return `${p} ${origin.toLowerCase()}`;
}

/** What a new model's dialog starts with: an OpenAI-compatible server, tools and streaming on. */
export const AI_MODEL_FORM_DEFAULTS = {
  provider: "openai-compatible" as AiModelProvider,
  timeoutSeconds: AI_MODELS.TIMEOUT_DEFAULT_SECONDS,
  apiVersion: AI_MODELS.AZURE_DEFAULT_API_VERSION,
  tools: true,
  streaming: true,
  realtime: false,
} as const;

/** One of a list: missing is "required", anything else not in it "invalid". */
const choice = <T extends [string, ...string[]]>(values: T) =>
  z.enum(values, {
    errorMap: (_issue, ctx) => ({
      message: ctx.data === undefined || ctx.data === "" ? "validation_field_required" : "validation_field_invalid",
    }),
  });

const TIMEOUT_MESSAGE = messageWithParams("validation_ai_model_timeout", {
  min: AI_MODELS.TIMEOUT_MIN_SECONDS,
  max: AI_MODELS.TIMEOUT_MAX_SECONDS,
});

const pattern = (re: RegExp) => z.string().trim().regex(re, "validation_field_invalid");

/** The model form (create and update alike), as the console posts it and the platform checks it. */
const AiModelFormObject = z.object({
  name: z.string({ required_error: "validation_field_required" }).trim().regex(PATTERNS.NAME, "validation_name_rule"),
  provider: choice([...AI_MODEL_PROVIDERS]),
  baseUrl: optionalText(z.string().trim().max(AI_MODELS.BASE_URL_MAX, "validation_invalid_url")),
  // The patterns bound the lengths too.
  modelId: optionalText(pattern(AI_MODELS.MODEL_ID_PATTERN)),
  deployment: optionalText(pattern(AI_MODELS.AZURE_DEPLOYMENT_PATTERN)),
  apiVersion: optionalText(pattern(AI_MODELS.AZURE_API_VERSION_PATTERN)),
  apiKey: optionalText(z.string().trim().max(AI_MODELS.API_KEY_MAX, "validation_field_invalid")),
  timeoutSeconds: z
    .number({ invalid_type_error: TIMEOUT_MESSAGE })
    .int(TIMEOUT_MESSAGE)
    .min(AI_MODELS.TIMEOUT_MIN_SECONDS, TIMEOUT_MESSAGE)
    .max(AI_MODELS.TIMEOUT_MAX_SECONDS, TIMEOUT_MESSAGE)
    .default(AI_MODELS.TIMEOUT_DEFAULT_SECONDS),
  tools: checkbox,
  streaming: checkbox,
  realtime: checkbox,
});
export type AiModelFormInput = z.input<typeof AiModelFormObject>;
export type AiModelForm = z.infer<typeof AiModelFormObject>;

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: string, message: string) =>
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });

/** The rules of each provider's fields (docs/product.md#validation "invalid Azure OpenAI endpoint (base URL)"). */
function providerRules(form: AiModelForm, ctx: Ctx, keySet: boolean) {
  const url = form.baseUrl ?? "";
  if (form.provider === "azure-openai") {
    if (url === "") issue(ctx, "baseUrl", "validation_field_required");
    else if (!AZURE_OPENAI_MODEL_ENDPOINT.test(url)) issue(ctx, "baseUrl", "validation_invalid_azure_openai_endpoint");
    if (!form.deployment) issue(ctx, "deployment", "validation_field_required");
  } else {
    if (url === "" && form.provider === "openai-compatible") issue(ctx, "baseUrl", "validation_field_required");
    else if (url !== "" && !isHttpUrl(url)) issue(ctx, "baseUrl", "validation_invalid_url");
    if (!form.modelId) issue(ctx, "modelId", "validation_field_required");
  }
  if (providerNeedsKey(form.provider) && !form.apiKey && !keySet) issue(ctx, "apiKey", "validation_field_required");
}

/** What is stored of a valid form: the provider's own fields only, the base URL as called, the defaults filled in. */
export function normaliseAiModelForm(form: AiModelForm): AiModelForm {
  const takes = new Set<string>(AI_MODEL_PROVIDER_FIELDS[form.provider]);
  return {
    name: form.name,
    provider: form.provider,
    baseUrl: effectiveBaseUrl(form.provider, form.baseUrl),
    modelId: takes.has("modelId") ? form.modelId : undefined,
    deployment: takes.has("deployment") ? form.deployment : undefined,
    apiVersion: takes.has("apiVersion") ? (form.apiVersion ?? AI_MODELS.AZURE_DEFAULT_API_VERSION) : undefined,
    apiKey: form.apiKey,
    timeoutSeconds: form.timeoutSeconds,
    tools: form.tools,
    streaming: form.streaming,
    realtime: form.realtime,
  };
}

/**
 * The form's schema; `secretsSet` lists the secrets a stored model holds (an update may leave the key
 * empty to keep it). The answer is normalised (normaliseAiModelForm).
 */
export function aiModelFormSchema(secretsSet: readonly string[] = []) {
  const keySet = secretsSet.includes("apiKey");
  return AiModelFormObject.superRefine((form, ctx) => providerRules(form, ctx, keySet)).transform(normaliseAiModelForm);
}
/** Create: a provider that needs a key has it typed. */
export const AiModelCreateSchema = aiModelFormSchema();

const ProviderSchema = z.enum(AI_MODEL_LIST_PROVIDERS);

/** A row of the models list; `builtIn` marks the embedded model (no edit, no delete). */
export const AiModelRowSchema = EntityRowBaseSchema.extend({
  provider: ProviderSchema,
  /** The model id, or an Azure model's deployment. */
  model: z.string().nullable(),
  baseUrl: z.string().nullable(),
  timeoutSeconds: z.number().int().nullable(),
  tools: z.boolean(),
  streaming: z.boolean(),
  realtime: z.boolean(),
  builtIn: z.boolean(),
});
export type AiModelRow = z.infer<typeof AiModelRowSchema>;

/** GET {ai}/models/{id}: the stored form without the key, whether one is set, and whether it is the built-in model. */
export const AiModelDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  provider: ProviderSchema,
  baseUrl: z.string().nullable(),
  modelId: z.string().nullable(),
  deployment: z.string().nullable(),
  apiVersion: z.string().nullable(),
  timeoutSeconds: z.number().int().nullable(),
  tools: z.boolean(),
  streaming: z.boolean(),
  realtime: z.boolean(),
  builtIn: z.boolean(),
  secretsSet: SecretsSetSchema,
  accountId: z.string().optional(),
  accountName: z.string().optional(),
});
export type AiModelDetail = z.infer<typeof AiModelDetailSchema>;

/** The list grammar of GET {ai}/models. */
export const AI_MODELS_LIST_SPEC = entityListSpec({
  provider: { type: "enum", values: AI_MODEL_LIST_PROVIDERS, sortable: true },
  model: { type: "string", sortable: true, ops: ["=", "~"] },
  timeoutSeconds: { type: "number", sortable: true },
  builtIn: { type: "boolean" },
});

/**
 * What Test connection answers (docs/features/ai-framework.md#models): whether the provider answered
 * the smallest request, its HTTP status (null when none came), the time to the first token and to the
 * end, and why it failed: the provider's own words (its error.message), or a message key of the
 * platform's (a timeout, a stream cut before its end, an address the platform does not call).
 */
export const AiModelTestResultSchema = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  streamed: z.boolean(),
  firstTokenMs: z.number().nullable(),
  ms: z.number(),
  error: z.string().nullable(),
  /** A 429's Retry-After, in seconds (returned, never waited for). */
  retryAfterSeconds: z.number().nullable(),
  /** The URL called (no key in it). */
  url: z.string(),
});
export type AiModelTestResult = z.infer<typeof AiModelTestResultSchema>;
