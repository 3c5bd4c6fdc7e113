/**
 * AI models on the embedded platform (docs/features/ai-framework.md#models), over real HTTP against the
 * seeded platform: the built-in embedded model (listed first, read-only, not counted, not the
 * administrators'), create, list, read, update and delete; the key write-only (in no answer, no
 * export) and bound to the provider and the base URL's origin; the base URL's private addresses
 * refused at save; the limit, unique names, account scoping and roles; and Test connection through
 * the provider adapter, against msw answers and against the platform's own origin.
 */
import { readFileSync } from "node:fs";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { entityListSchema, entityPaths } from "../../../contract/entities";
import { AI_LIMITS_PER_ACCOUNT, AI_MODELS } from "../../../contract/limits/ai";
import {
  AI_MODELS_API,
  AiModelDetailSchema,
  AiModelRowSchema,
  aiModelTestPath,
  AiModelTestResultSchema,
  type AiModelRow,
} from "../../../contract/wire/aiModels";
import { waitForJob } from "../../../platform/jobs/exports";
import { EMBEDDED_MODEL_NAME } from "../../../platform/services/ai/index";
import { providerModelOf } from "../../../platform/services/ai/models";
import { demoAiModelId } from "../../../platform/seed/aiModels";
import { parseCsv } from "../support/csv";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

const paths = entityPaths(AI_MODELS_API);
const ListSchema = entityListSchema(AI_MODELS_API.rowsKey, AiModelRowSchema);
const rowsOf = (json: unknown) => ListSchema.parse(json)[AI_MODELS_API.rowsKey] as AiModelRow[];
const filter = (clauses: string) => `filter=${encodeURIComponent(`(${clauses})`)}`;

const PROVIDER = "https://llm.provider.test/v1";
const KEY = "sk-live-very-secret-0123456789";
const server = setupServer();

let w: SeededPlatform;
let acme: string;
let trial: string;
const db = () => w.platform.db;
const stored = (id: string) =>
  db().prepare("SELECT * FROM ai_models WHERE id = ?").get(id) as Record<string, unknown> & { secrets: string };
const liveCount = (accountId: string) =>
  db()
    .prepare("SELECT COUNT(*) FROM ai_models WHERE account_id = ? AND deleted_at IS NULL")
    .pluck()
    .get(accountId) as number;

const model = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  provider: "openai-compatible",
  baseUrl: PROVIDER,
  modelId: "llama3.1:8b",
  apiKey: KEY,
  timeoutSeconds: 10,
  tools: true,
  streaming: false,
  ...extra,
});

async function created(caller: "owner" | "trial" | "operator", body: unknown): Promise<string> {
  const answer = await w.call(caller, "POST", paths.create, { body });
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { id: string }).id;
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  w = await startSeededPlatform();
  acme = w.users.owner.accountId;
  trial = w.users.trial.accountId;
});

afterEach(() => server.resetHandlers());

afterAll(async () => {
  server.close();
  await w?.settleExports();
  await w?.close();
});

describe("models: the built-in embedded model", () => {
  it("comes first in a customer's list whatever the sort, labelled, and is not counted in the maximum", async () => {
    for (const sort of ["name", "-name", "-createdAt", "provider"]) {
      const answer = await w.call("owner", "GET", `${paths.list}?sort=${sort}`);
      expect(answer.status).toBe(200);
      const rows = rowsOf(answer.json);
      expect(rows[0], sort).toMatchObject({
        id: AI_MODELS.EMBEDDED_MODEL_ID,
        name: EMBEDDED_MODEL_NAME,
        provider: "embedded",
        builtIn: true,
      });
      expect(rows.slice(1).every((r) => !r.builtIn)).toBe(true);
      expect(rows).toHaveLength(liveCount(acme) + 1);
    }
    const list = (await w.call("owner", "GET", paths.list)).json as {
      limit: unknown;
      pages: { totalElements: number };
    };
    expect(list.limit).toEqual({
      max: AI_LIMITS_PER_ACCOUNT.MODELS,
      count: liveCount(acme),
      message: "warning_max_ai_models_reached",
    });
    expect(list.pages.totalElements).toBe(liveCount(acme) + 1);
  });

  it("is every account's, even one with no model of its own; a search leaves it out unless it matches", async () => {
    expect(liveCount(trial)).toBe(0);
    const trialRows = rowsOf((await w.call("trial", "GET", paths.list)).json);
    expect(trialRows.map((r) => r.id)).toEqual([AI_MODELS.EMBEDDED_MODEL_ID]);
    expect((await w.call("owner", "GET", `${paths.list}?search=gpt-4o`)).text).not.toContain(EMBEDDED_MODEL_NAME);
    expect(rowsOf((await w.call("owner", "GET", `${paths.list}?search=deterministic`)).json).map((r) => r.id)).toEqual([
      AI_MODELS.EMBEDDED_MODEL_ID,
    ]);
  });

  it("reads as a detail and is refused any change, deletion or test (409, its message)", async () => {
    const read = await w.call("owner", "GET", paths.one(AI_MODELS.EMBEDDED_MODEL_ID));
    expect(AiModelDetailSchema.parse(read.json)).toMatchObject({
      builtIn: true,
      provider: "embedded",
      secretsSet: { apiKey: false },
    });
    for (const [method, path, body] of [
      ["PATCH", paths.one(AI_MODELS.EMBEDDED_MODEL_ID), model("Hijacked")],
      ["DELETE", paths.one(AI_MODELS.EMBEDDED_MODEL_ID), undefined],
      ["POST", aiModelTestPath(AI_MODELS.EMBEDDED_MODEL_ID), {}],
    ] as const) {
      const before = w.totalChanges();
      const answer = await w.call("owner", method, path, { body });
      expect(answer.status, method).toBe(409);
      expect(answer.json).toEqual({ message: "error_ai_model_built_in" });
      expect(w.totalChanges()).toBe(before);
    }
    expect(rowsOf((await w.call("owner", "GET", paths.list)).json)[0].id).toBe(AI_MODELS.EMBEDDED_MODEL_ID);
  });

  it("is not in the administrators' list of every account; an administrator reads its own account's", async () => {
    const rows = rowsOf((await w.call("admin", "GET", paths.list)).json);
    expect(rows.some((r) => r.builtIn || r.id === AI_MODELS.EMBEDDED_MODEL_ID)).toBe(false);
    expect(rows.find((r) => r.id === demoAiModelId(acme))).toMatchObject({
      accountId: acme,
      accountName: "Acme Voice",
    });
    // The customer screen of an administrator's own account lists it and opens it.
    const admin = w.users.admin.accountId;
    const own = rowsOf((await w.call("admin", "GET", `${paths.list}?${filter(`accountId=${admin}`)}`)).json);
    expect(own[0]).toMatchObject({ id: AI_MODELS.EMBEDDED_MODEL_ID, builtIn: true, accountId: admin });
    const read = await w.call("admin", "GET", paths.one(AI_MODELS.EMBEDDED_MODEL_ID));
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ builtIn: true, accountId: admin });
  });

  it("is run by the platform's engine: no provider model for the adapter", () => {
    expect(providerModelOf(w.platform.ctx, acme, AI_MODELS.EMBEDDED_MODEL_ID)).toBeNull();
    expect(providerModelOf(w.platform.ctx, acme, demoAiModelId(acme))).toMatchObject({
      provider: "openai",
      baseUrl: AI_MODELS.OPENAI_DEFAULT_BASE_URL,
      modelId: "gpt-4o-mini",
      apiKey: expect.stringMatching(/^sk-demo-/),
    });
  });
});

describe("models: create, list, read, update, delete; the key never answered", () => {
  let id = "";

  it("creates a model: its columns, the key kept apart", async () => {
    id = await created("owner", model("Local Llama", { streaming: true }));
    const row = stored(id);
    expect(row).toMatchObject({
      account_id: acme,
      name: "Local Llama",
      provider: "openai-compatible",
      base_url: PROVIDER,
      model_id: "llama3.1:8b",
      deployment: null,
      timeout_seconds: 10,
      tools: 1,
      streaming: 1,
      realtime: 0,
    });
    expect(JSON.parse(row.secrets)).toEqual({ apiKey: KEY });
  });

  it("answers no key in the list, the detail or an update's answer: only that one is set", async () => {
    const list = await w.call("owner", "GET", paths.list);
    const detail = await w.call("owner", "GET", paths.one(id));
    const patched = await w.call("owner", "PATCH", paths.one(id), { body: model("Local Llama", { apiKey: "" }) });
    expect(patched.status, patched.text).toBe(200);
    for (const answer of [list, detail, patched]) expect(answer.text).not.toContain(KEY);
    expect(AiModelDetailSchema.parse(detail.json)).toMatchObject({
      id,
      builtIn: false,
      modelId: "llama3.1:8b",
      secretsSet: { apiKey: true },
    });
    expect(rowsOf(list.json).find((r) => r.id === id)).toEqual({
      id,
      name: "Local Llama",
      createdAt: expect.any(String),
      provider: "openai-compatible",
      model: "llama3.1:8b",
      baseUrl: PROVIDER,
      timeoutSeconds: 10,
      tools: true,
      streaming: true,
      realtime: false,
      builtIn: false,
    });
    // Left empty, the key stays.
    expect(JSON.parse(stored(id).secrets)).toEqual({ apiKey: KEY });
  });

  it("forgets the key when the base URL moves to another server (it is typed again there)", async () => {
    const moved = await w.call("owner", "PATCH", paths.one(id), {
      body: model("Local Llama", { baseUrl: "https://other-llm.provider.test/v1", apiKey: "" }),
    });
    expect(moved.status).toBe(200);
    expect(JSON.parse(stored(id).secrets)).toEqual({});
    expect((moved.json as { secretsSet: unknown }).secretsSet).toEqual({ apiKey: false });
    // A provider that needs a key refuses the form without one there.
    const openai = await w.call("owner", "PATCH", paths.one(id), {
      body: model("Local Llama", { provider: "openai", baseUrl: "", apiKey: "" }),
    });
    expect(openai.status).toBe(400);
    expect((openai.json as { message: string }).message).toBe("apiKey: validation_field_required");
  });

  it("writes the report without any key", async () => {
    const answer = await w.call("owner", "POST", `${paths.report}?sort=name`);
    expect(answer.status).toBe(202);
    const job = await waitForJob(w.platform.ctx, (answer.json as { jobId: string }).jobId);
    expect(job).toMatchObject({ status: "done", kind: "ai-models" });
    const text = readFileSync(job!.file_path!, "utf8");
    expect(text).not.toContain(KEY);
    expect(text).not.toMatch(/sk-demo-/);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      "Model ID",
      "Name",
      "Provider",
      "Model",
      "Base URL",
      "Timeout (s)",
      "Tools",
      "Streaming",
      "Realtime",
      "Built-in",
      "Date Created (UTC)",
    ]);
    expect(rows[0].slice(0, 3)).toEqual([AI_MODELS.EMBEDDED_MODEL_ID, EMBEDDED_MODEL_NAME, "embedded"]);
    expect(rows).toHaveLength(liveCount(acme) + 1);
  });

  it("deletes it: 204, then 404 and out of the list", async () => {
    expect((await w.call("owner", "DELETE", paths.one(id))).status).toBe(204);
    expect((await w.call("owner", "GET", paths.one(id))).status).toBe(404);
    expect((await w.call("owner", "GET", paths.list)).text).not.toContain(id);
  });
});

describe("models: the form's rules, the base URL's address, the limit", () => {
  async function refused(
    caller: "owner" | "operator",
    method: "POST" | "PATCH",
    path: string,
    body: unknown,
    message: string,
  ) {
    const before = w.totalChanges();
    const answer = await w.call(caller, method, path, { body });
    expect(answer.status, answer.text).toBe(400);
    expect((answer.json as { message: string }).message).toBe(message);
    expect(w.totalChanges()).toBe(before);
  }

  it("refuses an Azure base URL that is no Azure OpenAI endpoint, with the spec's message", async () => {
    await refused(
      "owner",
      "POST",
      paths.create,
      model("Azure bad", { provider: "azure-openai", baseUrl: "https://api.openai.com/v1", deployment: "d1" }),
      "baseUrl: validation_invalid_azure_openai_endpoint",
    );
  });

  it("refuses a base URL that leads to a private address, on create and on update", async () => {
    for (const baseUrl of ["http://127.0.0.1:11434/v1", "http://10.1.2.3/v1", "http://localhost:8000/v1"]) {
      await refused(
        "owner",
        "POST",
        paths.create,
        model("Private llama", { baseUrl }),
        "baseUrl: validation_url_private_address",
      );
    }
    const id = await created("owner", model("Public llama"));
    await refused(
      "owner",
      "PATCH",
      paths.one(id),
      model("Public llama", { baseUrl: "http://169.254.169.254/latest" }),
      "baseUrl: validation_url_private_address",
    );
    expect(stored(id).base_url).toBe(PROVIDER);
  });

  it("accepts the platform's own origin (its OpenAI-compatible endpoint)", async () => {
    const id = await created(
      "owner",
      model("Platform engine", {
        baseUrl: `${w.platform.ctx.config.publicOrigin}/ai-framework-management/api/v1/openai/v1`,
      }),
    );
    expect(stored(id).base_url).toBe("http://127.0.0.1:3000/ai-framework-management/api/v1/openai/v1");
  });

  it("refuses a taken name (any case)", async () => {
    await refused("owner", "POST", paths.create, model("public LLAMA"), "name: validation_name_unique");
  });

  it("refuses the 21st model of an account with 409, the built-in one not counted", async () => {
    const operator = w.users.operator.accountId;
    for (let i = liveCount(operator); i < AI_LIMITS_PER_ACCOUNT.MODELS; i++)
      await created("operator", model(`Filler ${i}`));
    expect(liveCount(operator)).toBe(AI_LIMITS_PER_ACCOUNT.MODELS);
    const before = w.totalChanges();
    const answer = await w.call("operator", "POST", paths.create, { body: model("One too many") });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message: "warning_max_ai_models_reached" });
    expect(w.totalChanges()).toBe(before);
    // Its own list: the built-in model and the twenty.
    const list = await w.call("operator", "GET", `${paths.list}?${filter(`accountId=${operator}`)}&limit=50`);
    expect(rowsOf(list.json)).toHaveLength(AI_LIMITS_PER_ACCOUNT.MODELS + 1);
  });
});

describe("models: scoping and roles", () => {
  let trialModel = "";
  beforeAll(async () => {
    trialModel = await created("trial", model("Trial llama"));
  });

  it("answers 404 to a customer naming another account's model, and changes nothing", async () => {
    const before = stored(trialModel);
    for (const [method, path, body] of [
      ["GET", paths.one(trialModel), undefined],
      ["PATCH", paths.one(trialModel), model("Taken over")],
      ["DELETE", paths.one(trialModel), undefined],
      ["POST", aiModelTestPath(trialModel), {}],
    ] as const) {
      const answer = await w.call("owner", method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.text).not.toContain("Trial");
    }
    expect(stored(trialModel)).toEqual(before);
  });

  it("refuses callers without the AI framework's roles, and administrators' writes", async () => {
    for (const caller of ["viewer", "member"] as const) {
      expect((await w.call(caller, "GET", paths.list)).status, caller).toBe(403);
      expect((await w.call(caller, "GET", paths.one(demoAiModelId(acme)))).status, caller).toBe(403);
      expect((await w.call(caller, "POST", paths.create, { body: model("Viewer llama") })).status, caller).toBe(403);
      expect((await w.call(caller, "POST", aiModelTestPath(), { body: model("Viewer llama") })).status, caller).toBe(
        403,
      );
      expect((await w.call(caller, "POST", aiModelTestPath(demoAiModelId(acme)), { body: {} })).status, caller).toBe(
        403,
      );
    }
    expect((await w.call("admin", "POST", paths.create, { body: model("Admin llama") })).status).toBe(403);
    expect((await w.call("admin", "POST", aiModelTestPath(demoAiModelId(acme)), { body: {} })).status).toBe(403);
  });
});

describe("models: Test connection", () => {
  /** The provider as msw plays it: the key it was sent, and its answer. */
  let sentKey: string | null = null;
  function provider(answer: () => Response) {
    server.use(
      http.post(`${PROVIDER}/chat/completions`, async ({ request }) => {
        sentKey = request.headers.get("authorization");
        const body = (await request.json()) as { messages: unknown; max_tokens: number; stream?: boolean };
        expect(body.messages).toEqual([{ role: "user", content: AI_MODELS.TEST_MESSAGE }]);
        expect(body.max_tokens).toBe(AI_MODELS.TEST_MAX_TOKENS);
        return answer();
      }),
    );
  }
  const ok = () =>
    HttpResponse.json({ choices: [{ message: { role: "assistant", content: "p" }, finish_reason: "length" }] });
  const test = async (path: string, body: unknown) => {
    const answer = await w.call("owner", "POST", path, { body });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).not.toContain(KEY);
    return AiModelTestResultSchema.parse(answer.json);
  };

  it("tests a stored model with its stored key: status, time to first token and in all", async () => {
    const id = await created("owner", model("Tested llama"));
    provider(ok);
    sentKey = null;
    const result = await test(aiModelTestPath(id), {});
    expect(result).toMatchObject({
      ok: true,
      status: 200,
      streamed: false,
      error: null,
      url: `${PROVIDER}/chat/completions`,
    });
    expect(result.firstTokenMs).not.toBeNull();
    expect(sentKey).toBe(`Bearer ${KEY}`);
  });

  it("shows the provider's 401 word for word", async () => {
    const id = await created("owner", model("Refused llama"));
    provider(() =>
      HttpResponse.json({ error: { message: "Invalid API key. Check your key and try again." } }, { status: 401 }),
    );
    expect(await test(aiModelTestPath(id), {})).toMatchObject({
      ok: false,
      status: 401,
      error: "Invalid API key. Check your key and try again.",
    });
  });

  it("tests a form not saved yet with its typed key", async () => {
    provider(ok);
    sentKey = null;
    const result = await test(aiModelTestPath(), model("Unsaved llama", { apiKey: "sk-typed" }));
    expect(result.ok).toBe(true);
    expect(sentKey).toBe("Bearer sk-typed");
  });

  it("tests a stored model's edited form: the stored key when the key is left empty, none at another server", async () => {
    const id = await created("owner", model("Edited llama"));
    provider(ok);
    sentKey = null;
    expect((await test(aiModelTestPath(id), model("Edited llama", { apiKey: "", timeoutSeconds: 20 }))).ok).toBe(true);
    expect(sentKey).toBe(`Bearer ${KEY}`);
    server.use(
      http.post("https://elsewhere.provider.test/v1/chat/completions", ({ request }) => {
        sentKey = request.headers.get("authorization");
        return HttpResponse.json({ error: { message: "Missing bearer token" } }, { status: 401 });
      }),
    );
    const moved = await test(
      aiModelTestPath(id),
      model("Edited llama", { baseUrl: "https://elsewhere.provider.test/v1", apiKey: "" }),
    );
    expect(moved).toMatchObject({ ok: false, status: 401, error: "Missing bearer token" });
    expect(sentKey).toBeNull();
    // Nothing was saved by the tests.
    expect(stored(id)).toMatchObject({ base_url: PROVIDER, timeout_seconds: 10 });
  });

  it("refuses a typed form's private base URL on its field, before any request", async () => {
    const answer = await w.call("owner", "POST", aiModelTestPath(), {
      body: model("Private llama", { baseUrl: "http://192.168.1.20/v1" }),
    });
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toBe("baseUrl: validation_url_private_address");
  });

  it("against the platform's own origin: its 404 answer, status and words, as any provider's", async () => {
    const config = w.platform.ctx.config;
    const before = config.publicOrigin;
    config.publicOrigin = w.base;
    try {
      const result = await test(
        aiModelTestPath(),
        model("Own origin", { baseUrl: `${w.base}/ai-framework-management/api/v1/nothing`, apiKey: "" }),
      );
      expect(result).toMatchObject({ ok: false, status: 404, error: "Not found", streamed: false });
      expect(result.url).toBe(`${w.base}/ai-framework-management/api/v1/nothing/chat/completions`);
    } finally {
      config.publicOrigin = before;
    }
  });
});
