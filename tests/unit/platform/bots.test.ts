/**
 * The bots collection over HTTP on the real platform (issue 14): create, read, update, delete through
 * the generic entity store; write-only secrets; the account's limit (20, or one on a trial) checked in
 * the write transaction; scoping and roles; a bot of the built-in AI agent runs one of the account's
 * agents (issue 31; docs/features/ai-framework.md#bots-that-run-an-agent).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityPaths } from "../../../contract/entities";
import { AI_AGENT_PATHS, AI_AGENTS_API } from "../../../contract/wire/aiAgents";
import { BotDetailSchema } from "../../../contract/wire/bots";
import { DEMO_AGENTS } from "../../../platform/seed/ai";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

let w: SeededPlatform;
beforeAll(async () => {
  w = await startSeededPlatform();
});
afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

const form = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  framework: "None",
  subFramework: "custom",
  botApiType: "chat_api",
  apiUrl: "https://bots.example.net/x",
  regionId: "eu-west",
  authMethod: "no-auth",
  maxCallsPerSecond: 5,
  maxConcurrentCalls: 10,
  ...extra,
});
const liveBots = (accountId: string) =>
  w.platform.db
    .prepare("SELECT COUNT(*) FROM bots WHERE account_id = ? AND deleted_at IS NULL")
    .pluck()
    .get(accountId) as number;

const agents = entityPaths(AI_AGENTS_API);

/** An agent of the owner's account, published `publish` times (each a new welcome message). */
async function ownerAgent(name: string, publish: number, extra: Record<string, unknown> = {}) {
  const body = (welcomeMessage: string) => ({ name, prompt: "You help callers.", welcomeMessage, ...extra });
  const created = await w.call("owner", "POST", agents.create, { body: body("Hello.") });
  expect(created.status, created.text).toBe(201);
  const id = (created.json as { id: string }).id;
  for (let v = 1; v <= publish; v++) {
    if (v > 1) await w.call("owner", "PATCH", agents.one(id), { body: body(`Hello, version ${v}.`) });
    expect((await w.call("owner", "POST", AI_AGENT_PATHS.publish(id), { body: {} })).status).toBe(201);
  }
  return id;
}

const agentBot = (name: string, agentId: string | undefined, extra: Record<string, unknown> = {}) =>
  form(name, {
    framework: "Ac",
    subFramework: "ai-agent",
    apiUrl: undefined,
    botApiType: "streaming_api",
    agentId,
    ...extra,
  });

describe("bots of the built-in AI agent", () => {
  it("run one of the account's agents, pinned or on its latest published version; the detail names it", async () => {
    const agentId = await ownerAgent("Bot runner agent", 2);
    const pinned = await w.call("owner", "POST", "/bots/api/bots", {
      body: agentBot("Pinned agent bot", agentId, { agentVersion: "1" }),
    });
    expect(pinned.status, pinned.text).toBe(201);
    const id = (pinned.json as { id: string }).id;
    const detail = BotDetailSchema.parse((await w.call("owner", "GET", `/bots/api/bots/${id}`)).json);
    expect(detail).toMatchObject({ agentId, agentVersion: 1, agentName: "Bot runner agent", agentLatestVersion: 2 });
    expect(w.platform.db.prepare("SELECT agent_id, agent_version, settings FROM bots WHERE id = ?").get(id)).toEqual({
      agent_id: agentId,
      agent_version: 1,
      settings: expect.not.stringContaining("agentId"),
    });
    // Back to the latest published version ("latest" is stored as no version).
    const latest = await w.call("owner", "PATCH", `/bots/api/bots/${id}`, {
      body: agentBot("Pinned agent bot", agentId, { agentVersion: "latest" }),
    });
    expect(latest.status, latest.text).toBe(200);
    expect(BotDetailSchema.parse((await w.call("owner", "GET", `/bots/api/bots/${id}`)).json).agentVersion).toBe(
      "latest",
    );
    // Another framework forgets the agent.
    await w.call("owner", "PATCH", `/bots/api/bots/${id}`, { body: form("Pinned agent bot", { agentId }) });
    const custom = BotDetailSchema.parse((await w.call("owner", "GET", `/bots/api/bots/${id}`)).json);
    expect([custom.agentId, custom.agentVersion, custom.agentName]).toEqual([undefined, undefined, undefined]);
    expect((await w.call("owner", "DELETE", `/bots/api/bots/${id}`)).status).toBe(204);
  });

  it("the seeded demo bot runs the demo agent's latest published version; administrators read it too", async () => {
    const demo = w.platform.db
      .prepare("SELECT id FROM bots WHERE account_id = ? AND name = 'Reception Assistant'")
      .pluck()
      .get(w.users.owner.accountId) as string;
    const expected = { agentId: DEMO_AGENTS.acme, agentVersion: "latest", agentName: "Acme receptionist" };
    for (const caller of ["owner", "admin"] as const) {
      const detail = BotDetailSchema.parse((await w.call(caller, "GET", `/bots/api/bots/${demo}`)).json);
      expect(detail, caller).toMatchObject({ ...expected, agentLatestVersion: 1, isVoiceStreaming: false });
    }
  });

  it("refuses another account's agent, a deleted one, an unpublished one and a missing pinned version, on their fields", async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await w.call("owner", "POST", "/bots/api/bots", { body });
      expect(answer.status, answer.text).toBe(400);
      return (answer.json as { message: string }).message;
    };
    // Globex's agent: the owner is a member of Globex too, but signed in to Acme.
    expect(await refusal(agentBot("Borrowed agent bot", DEMO_AGENTS.globex))).toBe(
      "agentId: validation_bot_agent_missing",
    );
    expect(await refusal(agentBot("Unknown agent bot", "no-such-agent"))).toBe("agentId: validation_bot_agent_missing");
    expect(await refusal(agentBot("No agent bot", undefined))).toBe("agentId: validation_bot_agent_missing");
    const draft = await ownerAgent("Draft only agent", 0);
    expect(await refusal(agentBot("Draft agent bot", draft))).toBe("agentId: validation_bot_agent_unpublished");
    const published = await ownerAgent("One version agent", 1);
    expect(await refusal(agentBot("Future version bot", published, { agentVersion: "2" }))).toBe(
      "agentVersion: validation_bot_agent_version_missing?version=2",
    );
    expect(await refusal(agentBot("Bad version bot", published, { agentVersion: "v1" }))).toBe(
      "agentVersion: validation_field_invalid",
    );
    expect((await w.call("owner", "DELETE", agents.one(draft))).status).toBe(204);
    expect(await refusal(agentBot("Deleted agent bot", draft))).toBe("agentId: validation_bot_agent_missing");
    // Nothing refused was stored.
    const names = ["Borrowed agent bot", "Unknown agent bot", "No agent bot", "Draft agent bot", "Future version bot"];
    const stored = w.platform.db.prepare(
      `SELECT COUNT(*) FROM bots WHERE name IN (${names.map(() => "?").join(", ")})`,
    );
    expect(stored.pluck().get(...names)).toBe(0);
  });

  it("streams voice only when the version it runs is on a realtime model", async () => {
    const modelId = "realtime-test-model";
    w.platform.db
      .prepare(
        `INSERT INTO ai_models (id, account_id, name, provider, base_url, model_id, timeout_seconds, realtime, created_at)
         VALUES (?, ?, 'Realtime test', 'openai', 'https://api.openai.com/v1', 'gpt-4o-realtime-preview', 30, 1, ?)`,
      )
      .run(modelId, w.users.owner.accountId, Date.now());
    // v1 on the embedded engine, v2 on the realtime model.
    const agentId = await ownerAgent("Realtime switch agent", 1);
    await w.call("owner", "PATCH", agents.one(agentId), {
      body: { name: "Realtime switch agent", prompt: "You help callers.", modelId },
    });
    expect((await w.call("owner", "POST", AI_AGENT_PATHS.publish(agentId), { body: {} })).status).toBe(201);

    const onV1 = await w.call("owner", "POST", "/bots/api/bots", {
      body: agentBot("Streaming v1 bot", agentId, { agentVersion: "1", isVoiceStreaming: true }),
    });
    expect(onV1.status).toBe(400);
    expect((onV1.json as { message: string }).message).toBe("isVoiceStreaming: validation_realtime_models_only");
    const onLatest = await w.call("owner", "POST", "/bots/api/bots", {
      body: agentBot("Streaming bot", agentId, { isVoiceStreaming: true }),
    });
    expect(onLatest.status, onLatest.text).toBe(201);
    // The model deleted: a realtime model no longer.
    w.platform.db.prepare("UPDATE ai_models SET deleted_at = ? WHERE id = ?").run(Date.now(), modelId);
    const id = (onLatest.json as { id: string }).id;
    const again = await w.call("owner", "PATCH", `/bots/api/bots/${id}`, {
      body: agentBot("Streaming bot", agentId, { isVoiceStreaming: true }),
    });
    expect((again.json as { message: string }).message).toBe("isVoiceStreaming: validation_realtime_models_only");
    expect((await w.call("owner", "DELETE", `/bots/api/bots/${id}`)).status).toBe(204);
  });
});

describe("bots", () => {
  it("creates, reads, updates and deletes; a secret is never read back and an empty one keeps it", async () => {
    const secret = "tok-never-shown-0042";
    const created = await w.call("owner", "POST", "/bots/api/bots", {
      body: form("Secret keeper", { authMethod: "token", token: secret }),
    });
    expect(created.status).toBe(201);
    const id = (created.json as { id: string }).id;
    const one = await w.call("owner", "GET", `/bots/api/bots/${id}`);
    expect(one.status).toBe(200);
    expect(one.text).not.toContain(secret);
    expect((one.json as { secretsSet: Record<string, boolean> }).secretsSet).toEqual({
      token: true,
      clientSecret: false,
      directLineSecret: false,
    });
    const list = await w.call("owner", "GET", "/bots/api/bots?limit=1000&search=Secret%20keeper");
    expect(list.text).not.toContain(secret);

    const updated = await w.call("owner", "PATCH", `/bots/api/bots/${id}`, {
      body: form("Secret keeper 2", { authMethod: "token", token: "" }),
    });
    expect(updated.status).toBe(200);
    expect(
      JSON.parse(w.platform.db.prepare("SELECT secrets FROM bots WHERE id = ?").pluck().get(id) as string),
    ).toEqual({ token: secret });
    // Switching to no authentication forgets the token.
    await w.call("owner", "PATCH", `/bots/api/bots/${id}`, { body: form("Secret keeper 2") });
    expect(
      JSON.parse(w.platform.db.prepare("SELECT secrets FROM bots WHERE id = ?").pluck().get(id) as string),
    ).toEqual({});

    expect((await w.call("owner", "DELETE", `/bots/api/bots/${id}`)).status).toBe(204);
    expect((await w.call("owner", "GET", `/bots/api/bots/${id}`)).status).toBe(404);
  });

  it("refuses a duplicate name in the account (any case) on the name field", async () => {
    await w.call("owner", "POST", "/bots/api/bots", { body: form("Twin bot") });
    const again = await w.call("owner", "POST", "/bots/api/bots", { body: form("TWIN BOT") });
    expect(again.status).toBe(400);
    expect(again.text).toContain("name: validation_name_unique");
  });

  it("takes 20 bots per account: the 21st is refused with the maximum-bots message and nothing is stored", async () => {
    const account = w.users.owner.accountId;
    for (let i = liveBots(account); i < 20; i++) {
      expect((await w.call("owner", "POST", "/bots/api/bots", { body: form(`Filler bot ${i}`) })).status).toBe(201);
    }
    expect(liveBots(account)).toBe(20);
    const refused = await w.call("owner", "POST", "/bots/api/bots", { body: form("Bot twenty one") });
    expect(refused.status).toBe(409);
    expect((refused.json as { message: string }).message).toBe("warning_max_bots_reached");
    expect(liveBots(account)).toBe(20);
  });

  it("gives a trial account one bot and no call transfer", async () => {
    const account = w.users.trial.accountId;
    expect(liveBots(account)).toBe(1);
    const second = await w.call("trial", "POST", "/bots/api/bots", { body: form("Trial second") });
    expect(second.status).toBe(409);
    expect((second.json as { message: string }).message).toBe("warning_max_bots_reached");
    expect(liveBots(account)).toBe(1);
    const own = w.platform.db
      .prepare("SELECT id FROM bots WHERE account_id = ? AND deleted_at IS NULL")
      .pluck()
      .get(account) as string;
    const transfer = await w.call("trial", "PATCH", `/bots/api/bots/${own}`, {
      body: form("Trial bot", { isTransferCallingEnabled: true, transferTarget: "+15550100" }),
    });
    expect(transfer.status).toBe(400);
    expect(transfer.text).toContain("isTransferCallingEnabled: validation_transfer_trial");
  });

  it("scopes records to the caller's account: another account's bot is a 404 to read, change or delete", async () => {
    const other = w.platform.db
      .prepare("SELECT id FROM bots WHERE account_id = ? AND deleted_at IS NULL")
      .pluck()
      .get(w.users.trial.accountId) as string;
    const before = w.totalChanges();
    expect((await w.call("owner", "GET", `/bots/api/bots/${other}`)).status).toBe(404);
    expect((await w.call("owner", "PATCH", `/bots/api/bots/${other}`, { body: form("Hijacked") })).status).toBe(404);
    expect((await w.call("owner", "DELETE", `/bots/api/bots/${other}`)).status).toBe(404);
    expect(w.totalChanges()).toBe(before);
    // Administrators read every account's, with the account.
    const admin = await w.call("admin", "GET", `/bots/api/bots/${other}`);
    expect(admin.status).toBe(200);
    expect((admin.json as { accountId: string }).accountId).toBe(w.users.trial.accountId);
  });

  it("refuses callers without the roles", async () => {
    expect((await w.call("viewer", "GET", "/bots/api/bots")).status).toBe(403);
    expect((await w.call("admin", "POST", "/bots/api/bots", { body: form("Admin bot") })).status).toBe(403);
    expect((await w.call("visitor", "GET", "/bots/api/bots")).status).toBe(401);
  });

  it("answers the report generator with 202", async () => {
    expect((await w.call("owner", "POST", "/bots/api/reports/bots?sort=name")).status).toBe(202);
  });
});
