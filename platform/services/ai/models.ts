/**
 * AI models as an entity of the generic store (docs/features/ai-framework.md#models; ADR 010, ADR 014):
 * the AIFRAMEWORK roles, AI_LIMITS_PER_ACCOUNT.MODELS per account (the built-in model not counted),
 * names unique in the account, the API key write-only and bound to the provider and the base URL's
 * origin (changing either forgets it), the base URL checked for private addresses when it is saved
 * (docs/security.md#outbound-requests). The built-in "Embedded (deterministic, no LLM)" model is every
 * account's, listed first, read-only (docs/decisions/015-embedded-agent-engine.md).
 *
 * Test connection (POST {ai}/models/test, {ai}/models/{id}/test) makes the smallest request through
 * the provider adapter (platform/ai/models/provider.ts) and answers what happened, word for word.
 */
import type express from "express";
import { AI_LIMITS_PER_ACCOUNT, AI_MODELS } from "../../../contract/limits/ai";
import { ROLES } from "../../../contract/roles";
import {
  AI_MODEL_SECRETS,
  AI_MODELS_API,
  AI_MODELS_LIST_SPEC,
  aiModelFormSchema,
  aiModelKeyOwner,
  EMBEDDED_PROVIDER,
  type AiModelDetail,
  type AiModelForm,
  type AiModelProvider,
  type AiModelRow,
  type AiModelTestResult,
} from "../../../contract/wire/aiModels";
import { chatCompletion, type ProviderModel } from "../../ai/models/provider";
import type { PlatformContext } from "../../context";
import { baseRow, jsonObject, type DbRow, type EntityDefinition } from "../../entities/definition";
import { mountEntity } from "../../entities/router";
import { getEntity, secretsSetOf } from "../../entities/store";
import { authenticate, callerOf, requireRoles } from "../../http/auth";
import { badRequest, conflict, route } from "../../http/errors";
import { checkOutboundUrl, outboundPolicyOf } from "../../http/outbound";
import { EMBEDDED_MODEL_NAME } from "./embedded";

const flag = (v: unknown) => Number(v) === 1;
const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
const isBuiltIn = (r: DbRow) => flag(r.built_in);

/** The base URL must not lead to a private address (unless the deployment allows it): `baseUrl: <key>`. */
async function checkBaseUrl(ctx: PlatformContext, form: Pick<AiModelForm, "baseUrl">): Promise<void> {
  const refusal = await checkOutboundUrl(form.baseUrl ?? "", outboundPolicyOf(ctx.config));
  if (refusal) throw badRequest(`baseUrl: ${refusal}`);
}

export const AI_MODELS_ENTITY: EntityDefinition<AiModelForm, AiModelRow, AiModelDetail> = {
  key: "ai-models",
  api: AI_MODELS_API,
  listSpec: AI_MODELS_LIST_SPEC,
  table: "ai_models",
  roles: {
    read: [ROLES.AIFRAMEWORK_READ],
    create: [ROLES.AIFRAMEWORK_CREATE],
    update: [ROLES.AIFRAMEWORK_UPDATE],
    delete: [ROLES.AIFRAMEWORK_DELETE],
  },
  fields: {
    provider: "t.provider",
    model: "COALESCE(t.model_id, t.deployment)",
    timeoutSeconds: "t.timeout_seconds",
  },
  search: ["t.name", "t.provider", "t.model_id", "t.deployment", "t.base_url", "a.name"],
  form: aiModelFormSchema,
  secrets: AI_MODEL_SECRETS,
  secretsInUse: () => AI_MODEL_SECRETS,
  // A key belongs to the provider at its base URL's origin: another one forgets it (it is typed again).
  secretOwner: (form) => aiModelKeyOwner(form.provider, form.baseUrl),
  columns: (form) => ({
    name: form.name,
    provider: form.provider,
    base_url: form.baseUrl ?? "",
    model_id: form.modelId ?? null,
    deployment: form.deployment ?? null,
    api_version: form.apiVersion ?? null,
    timeout_seconds: form.timeoutSeconds,
    tools: form.tools ? 1 : 0,
    streaming: form.streaming ? 1 : 0,
    realtime: form.realtime ? 1 : 0,
  }),
  toRow: (r, withAccount) => ({
    ...baseRow(r, withAccount),
    provider: r.provider as AiModelRow["provider"],
    model: text(r.model_id) ?? text(r.deployment),
    baseUrl: text(r.base_url),
    timeoutSeconds: r.timeout_seconds === null || r.timeout_seconds === undefined ? null : Number(r.timeout_seconds),
    tools: flag(r.tools),
    streaming: flag(r.streaming),
    realtime: flag(r.realtime),
    builtIn: isBuiltIn(r),
  }),
  toDetail: (r, withAccount, secretsSet) => ({
    ...baseRow(r, withAccount),
    provider: r.provider as AiModelDetail["provider"],
    baseUrl: text(r.base_url),
    modelId: text(r.model_id),
    deployment: text(r.deployment),
    apiVersion: text(r.api_version),
    timeoutSeconds: r.timeout_seconds === null || r.timeout_seconds === undefined ? null : Number(r.timeout_seconds),
    tools: flag(r.tools),
    streaming: flag(r.streaming),
    realtime: flag(r.realtime),
    builtIn: isBuiltIn(r),
    secretsSet,
  }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: AiModelRow) => r.accountId },
          { header: "Account Name", value: (r: AiModelRow) => r.accountName },
        ]
      : []),
    { header: "Model ID", value: (r) => r.id },
    { header: "Name", value: (r) => r.name },
    { header: "Provider", value: (r) => r.provider },
    { header: "Model", value: (r) => r.model },
    { header: "Base URL", value: (r) => r.baseUrl },
    { header: "Timeout (s)", value: (r) => r.timeoutSeconds },
    { header: "Tools", value: (r) => (r.tools ? "yes" : "no") },
    { header: "Streaming", value: (r) => (r.streaming ? "yes" : "no") },
    { header: "Realtime", value: (r) => (r.realtime ? "yes" : "no") },
    { header: "Built-in", value: (r) => (r.builtIn ? "yes" : "no") },
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  exportTitles: {
    running: "Exporting AI models",
    ready: "AI models export is ready",
    failed: "AI models export failed",
  },
  // The embedded engine calls the agent's tools and streams through the platform's endpoint; no realtime voice.
  builtIn: {
    columns: {
      id: AI_MODELS.EMBEDDED_MODEL_ID,
      name: EMBEDDED_MODEL_NAME,
      provider: EMBEDDED_PROVIDER,
      base_url: null,
      model_id: AI_MODELS.EMBEDDED_MODEL_ID,
      deployment: null,
      api_version: null,
      timeout_seconds: null,
      tools: 1,
      streaming: 1,
      realtime: 0,
      secrets: "{}",
    },
    readOnly: "error_ai_model_built_in",
  },
  rules: {
    maxPerAccount: () => ({ max: AI_LIMITS_PER_ACCOUNT.MODELS, message: "warning_max_ai_models_reached" }),
    uniqueName: true,
    checkAsync: checkBaseUrl,
  },
};

/** A stored model as the adapter calls it, with its key. */
function providerModelOfRow(row: DbRow): ProviderModel {
  const key = jsonObject(row.secrets).apiKey;
  return {
    provider: row.provider as AiModelProvider,
    baseUrl: String(row.base_url ?? ""),
    modelId: text(row.model_id),
    deployment: text(row.deployment),
    apiVersion: text(row.api_version),
    apiKey: typeof key === "string" && key !== "" ? key : null,
    timeoutSeconds: Number(row.timeout_seconds ?? AI_MODELS.TIMEOUT_DEFAULT_SECONDS),
  };
}

/**
 * The model an agent of the account runs on, as the adapter calls it (with its key), or null for the
 * built-in embedded model, which the platform's engine answers itself. Another account's id is a 404.
 */
export function providerModelOf(ctx: PlatformContext, accountId: string, modelId: string): ProviderModel | null {
  const row = getEntity(ctx, AI_MODELS_ENTITY, modelId, accountId);
  return isBuiltIn(row) ? null : providerModelOfRow(row);
}

/** A valid form as the adapter calls it (the key: the typed one, else `storedKey`). */
function providerModelOfForm(form: AiModelForm, storedKey: string | null): ProviderModel {
  return {
    provider: form.provider,
    baseUrl: form.baseUrl ?? "",
    modelId: form.modelId ?? null,
    deployment: form.deployment ?? null,
    apiVersion: form.apiVersion ?? null,
    apiKey: form.apiKey ?? storedKey,
    timeoutSeconds: form.timeoutSeconds,
  };
}

/**
 * The smallest request (docs/features/ai-framework.md#models): one user message "ping", one token,
 * streamed when the model says it streams; what happened, the provider's error word for word.
 */
export async function testModel(
  ctx: PlatformContext,
  model: ProviderModel,
  streaming: boolean,
): Promise<AiModelTestResult> {
  const result = await chatCompletion(
    model,
    {
      messages: [{ role: "user", content: AI_MODELS.TEST_MESSAGE }],
      maxTokens: AI_MODELS.TEST_MAX_TOKENS,
      stream: streaming,
    },
    { policy: outboundPolicyOf(ctx.config) },
  );
  return {
    ok: result.ok,
    status: result.status,
    streamed: result.streamed,
    firstTokenMs: result.firstTokenMs,
    ms: result.ms,
    error: result.error,
    retryAfterSeconds: result.retryAfterSeconds,
    url: result.url,
  };
}

/** Whether a test's body carries a form (the dialog's typed values) rather than nothing (the stored model). */
const carriesForm = (body: unknown) =>
  body !== null && typeof body === "object" && Object.keys(body as object).length > 0;

/** Mounts the models' collection and their Test connection on the AI framework's router. */
export function mountAiModels(ctx: PlatformContext, router: express.Router): void {
  const auth = authenticate(ctx);
  // The paths of contract aiModelTestPath, under the service's base.
  const testPath = `${AI_MODELS_API.collection}/test`;
  const recordTestPath = `${AI_MODELS_API.collection}/:id/test`;

  // Its JSON body parser serves the tests below too; their errors reach the platform's error handler.
  mountEntity(ctx, router, AI_MODELS_ENTITY);

  // A form not saved yet: the typed values, the typed key.
  router.post(
    testPath,
    auth,
    requireRoles(AI_MODELS_ENTITY.roles.create),
    route(async (req, res) => {
      const form = aiModelFormSchema().parse(req.body ?? {});
      await checkBaseUrl(ctx, form);
      res.json(await testModel(ctx, providerModelOfForm(form, null), form.streaming));
    }),
  );

  // A stored model: as stored, or with the dialog's typed values (the stored key when none is typed
  // and the provider and the base URL's origin are the stored ones: the update's rule).
  router.post(
    recordTestPath,
    auth,
    requireRoles(AI_MODELS_ENTITY.roles.update),
    route(async (req, res) => {
      const caller = callerOf(req);
      const row = getEntity(ctx, AI_MODELS_ENTITY, String(req.params.id), caller.accountId);
      if (isBuiltIn(row)) throw conflict("error_ai_model_built_in");
      const stored = providerModelOfRow(row);
      if (!carriesForm(req.body)) {
        res.json(await testModel(ctx, stored, flag(row.streaming)));
        return;
      }
      const body = req.body as Record<string, unknown>;
      const sameOwner = aiModelKeyOwner(body.provider, body.baseUrl) === aiModelKeyOwner(row.provider, row.base_url);
      const keySet = sameOwner && secretsSetOf(AI_MODELS_ENTITY, row).apiKey;
      const form = aiModelFormSchema(keySet ? ["apiKey"] : []).parse(body);
      await checkBaseUrl(ctx, form);
      res.json(await testModel(ctx, providerModelOfForm(form, keySet ? stored.apiKey : null), form.streaming));
    }),
  );
}
