/**
 * AI agents on the embedded platform (docs/features/ai-framework.md#agents), over real HTTP: the
 * draft's create, read and update; publish → edit → publish → diff → rollback (the rolled-back
 * version's content equals the old one's); scoping (another account's agent is a 404), the roles
 * (the viewer reads nothing, an administrator reads every account's and writes none); the form's rules;
 * an agent live bots run is not deleted, and the refusal names them (docs/features/ai-framework.md#bots-that-run-an-agent).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityListSchema, entityPaths } from "../../../contract/entities";
import { AI_LIMITS_PER_ACCOUNT } from "../../../contract/limits/ai";
import {
  AI_AGENT_PATHS,
  AI_AGENTS_API,
  AgentDetailSchema,
  AgentDiffSchema,
  AgentRowSchema,
  AgentVersionsSchema,
  agentFormSchema,
  type AgentRow,
} from "../../../contract/wire/aiAgents";
import { EMBEDDED_MODEL_NAME } from "../../../contract/wire/aiFramework";
import { DEMO_AGENTS } from "../../../platform/seed/ai";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

const paths = entityPaths(AI_AGENTS_API);
const ListSchema = entityListSchema(AI_AGENTS_API.rowsKey, AgentRowSchema);
const rowsOf = (json: unknown) => ListSchema.parse(json)[AI_AGENTS_API.rowsKey] as AgentRow[];

let w: SeededPlatform;

const agent = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: "Answers billing questions",
  prompt: 'You help {caller}.{{#if channel == "phone"}} Keep it short.{{/if}}',
  welcomeMessage: "Hello, how can I help?",
  intents: [{ name: "opening_hours", examples: "when are you open\nwhat are your opening hours", answer: "9 to 5." }],
  ...extra,
});

beforeAll(async () => {
  w = await startSeededPlatform();
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

async function create(name: string, extra: Record<string, unknown> = {}) {
  const answer = await w.call("owner", "POST", paths.create, { body: agent(name, extra) });
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { id: string }).id;
}

describe("agents: the draft", () => {
  it("creates an agent on the embedded model by default, labelled as such, with its intents counted", async () => {
    const id = await create("Billing helper");
    const detail = AgentDetailSchema.parse((await w.call("owner", "GET", paths.one(id))).json);
    expect(detail).toMatchObject({
      name: "Billing helper",
      modelId: "embedded",
      modelName: EMBEDDED_MODEL_NAME,
      publishedVersion: null,
      draftChanged: true,
      language: "en-US",
      documentsMode: "retrieval",
    });
    expect(detail.intents).toEqual([
      {
        name: "opening_hours",
        examples: ["when are you open", "what are your opening hours"],
        answer: "9 to 5.",
        slots: [],
      },
    ]);
    const rows = rowsOf((await w.call("owner", "GET", `${paths.list}?search=Billing%20helper`)).json);
    expect(rows.map((r) => [r.name, r.intents, r.modelName, r.publishedVersion])).toEqual([
      ["Billing helper", 1, EMBEDDED_MODEL_NAME, null],
    ]);
  });

  it("refuses a bad form on its fields: advanced JSON that is an array, too few examples, duplicate intents", async () => {
    const answer = await w.call("owner", "POST", paths.create, {
      body: agent("Bad agent", {
        advanced: "[1, 2]",
        intents: [
          { name: "a", examples: "only one" },
          { name: "A", examples: "one\ntwo" },
        ],
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("advanced: validation_json_object");
    expect(answer.text).toContain("intents.0.examples: validation_intent_examples?min=2");
    expect(answer.text).toContain("intents.1.name: validation_intent_duplicate");
  });

  it("refuses an agent past the account's maximum, with the maximum's message", async () => {
    const db = w.platform.db;
    const account = w.users.owner.accountId;
    const live = () =>
      db
        .prepare("SELECT COUNT(*) FROM ai_agents WHERE account_id = ? AND deleted_at IS NULL")
        .pluck()
        .get(account) as number;
    const insert = db.prepare(
      "INSERT INTO ai_agents (id, account_id, name, model_id, created_at) VALUES (?, ?, ?, 'embedded', ?)",
    );
    const filler: string[] = [];
    for (let i = live(); i < AI_LIMITS_PER_ACCOUNT.AGENTS; i++) {
      const id = `filler-${i}`;
      insert.run(id, account, `Filler ${i}`, Date.now());
      filler.push(id);
    }
    const refused = await w.call("owner", "POST", paths.create, { body: agent("One too many") });
    expect(refused.text).toContain("warning_max_ai_agents_reached");
    db.prepare(`UPDATE ai_agents SET deleted_at = 1 WHERE id IN (${filler.map(() => "?").join(",")})`).run(...filler);
    expect(agentFormSchema().safeParse(agent("One too many")).success).toBe(true);
  });
});

describe("agents: versions", () => {
  let id = "";

  it("publishes v1, refuses to publish an unchanged draft, then publishes an edit as v2", async () => {
    id = await create("Versioned agent");
    const v1 = await w.call("owner", "POST", AI_AGENT_PATHS.publish(id), { body: { note: "first" } });
    expect(v1.status, v1.text).toBe(201);
    expect(v1.json).toEqual({ version: 1 });
    const again = await w.call("owner", "POST", AI_AGENT_PATHS.publish(id), { body: {} });
    expect(again.status).toBe(409);
    expect(again.text).toContain("error_ai_agent_nothing_to_publish");

    const edited = await w.call("owner", "PATCH", paths.one(id), {
      body: agent("Versioned agent", { welcomeMessage: "Welcome to Acme billing." }),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(AgentDetailSchema.parse(edited.json).draftChanged).toBe(true);
    const v2 = await w.call("owner", "POST", AI_AGENT_PATHS.publish(id), { body: {} });
    expect(v2.json).toEqual({ version: 2 });
  });

  it("diffs two versions field by field: only the edited field, its old line removed and the new added", async () => {
    const answer = await w.call("owner", "GET", `${AI_AGENT_PATHS.diff(id)}?from=1&to=2`);
    expect(answer.status, answer.text).toBe(200);
    const diff = AgentDiffSchema.parse(answer.json);
    expect(diff.fields.map((f) => f.field)).toEqual(["welcomeMessage"]);
    const parts = diff.fields[0].parts;
    expect(parts.filter((p) => p.removed).map((p) => p.value.trim())).toEqual(["Hello, how can I help?"]);
    expect(parts.filter((p) => p.added).map((p) => p.value.trim())).toEqual(["Welcome to Acme billing."]);
  });

  it("rolls back to v1 by publishing its content as v3, which is also the draft", async () => {
    const answer = await w.call("owner", "POST", AI_AGENT_PATHS.rollback(id), { body: { version: 1 } });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json).toEqual({ version: 3 });
    const same = AgentDiffSchema.parse((await w.call("owner", "GET", `${AI_AGENT_PATHS.diff(id)}?from=1&to=3`)).json);
    expect(same.fields).toEqual([]);
    const detail = AgentDetailSchema.parse((await w.call("owner", "GET", paths.one(id))).json);
    expect(detail).toMatchObject({
      welcomeMessage: "Hello, how can I help?",
      publishedVersion: 3,
      draftChanged: false,
    });
    const versions = AgentVersionsSchema.parse((await w.call("owner", "GET", AI_AGENT_PATHS.versions(id))).json);
    expect(versions.versions.map((v) => [v.version, v.note])).toEqual([
      [3, "Rolled back to version 1"],
      [2, null],
      [1, "first"],
    ]);
    expect(versions.versions[0].createdBy).toBe("owner@example.com");
  });

  it("answers a version that does not exist with 404 and a bad side with 400", async () => {
    expect((await w.call("owner", "POST", AI_AGENT_PATHS.rollback(id), { body: { version: 9 } })).status).toBe(404);
    expect((await w.call("owner", "GET", `${AI_AGENT_PATHS.diff(id)}?from=latest`)).status).toBe(400);
  });
});

describe("agents: scoping and roles", () => {
  let id = "";
  beforeAll(async () => {
    id = await create("Scoped agent");
  });

  it("answers another account's agent with 404 on every endpoint", async () => {
    for (const [method, path] of [
      ["GET", paths.one(id)],
      ["GET", AI_AGENT_PATHS.versions(id)],
      ["GET", `${AI_AGENT_PATHS.diff(id)}?from=draft&to=draft`],
      ["POST", AI_AGENT_PATHS.publish(id)],
      ["DELETE", paths.one(id)],
    ] as const) {
      const options = method === "GET" ? {} : { body: {} };
      expect((await w.call("trial", method, path, options)).status, `${method} ${path}`).toBe(404);
    }
  });

  it("refuses the viewer, and lets an administrator read every account's agents but not publish", async () => {
    expect((await w.call("viewer", "GET", paths.list)).status).toBe(403);
    expect((await w.call("admin", "GET", paths.one(id))).status).toBe(200);
    const rows = rowsOf((await w.call("admin", "GET", `${paths.list}?search=Scoped%20agent`)).json);
    expect(rows[0]).toMatchObject({ name: "Scoped agent", accountName: "Acme Voice" });
    expect((await w.call("admin", "POST", AI_AGENT_PATHS.publish(id), { body: {} })).status).toBe(403);
  });
});

describe("agents: the bots that run them", () => {
  const bot = (name: string, agentId: string) => ({
    name,
    framework: "Ac",
    subFramework: "ai-agent",
    botApiType: "streaming_api",
    regionId: "eu-west",
    authMethod: "no-auth",
    maxCallsPerSecond: 5,
    maxConcurrentCalls: 10,
    agentId,
    agentVersion: "1",
  });
  /** The bots a refused delete names (its message's `bots` parameter). */
  async function refusedNaming(agentId: string) {
    const answer = await w.call("owner", "DELETE", paths.one(agentId));
    expect(answer.status, answer.text).toBe(409);
    const message = (answer.json as { message: string }).message;
    expect(message.startsWith("error_ai_agent_used_by_bots?")).toBe(true);
    return new URLSearchParams(message.slice(message.indexOf("?") + 1)).get("bots");
  }

  it("refuses to delete an agent live bots run, naming them, and deletes it once none does", async () => {
    const id = await create("Desk agent");
    expect((await w.call("owner", "POST", AI_AGENT_PATHS.publish(id), { body: {} })).status).toBe(201);
    const bots: string[] = [];
    for (const name of ["Zeta desk bot", "Alpha desk bot"]) {
      const created = await w.call("owner", "POST", "/bots/api/bots", { body: bot(name, id) });
      expect(created.status, created.text).toBe(201);
      bots.push((created.json as { id: string }).id);
    }
    expect(await refusedNaming(id)).toBe("Alpha desk bot, Zeta desk bot");
    expect((await w.call("owner", "GET", paths.one(id))).status).toBe(200);

    expect((await w.call("owner", "DELETE", `/bots/api/bots/${bots[1]}`)).status).toBe(204);
    expect(await refusedNaming(id)).toBe("Zeta desk bot");
    expect((await w.call("owner", "DELETE", `/bots/api/bots/${bots[0]}`)).status).toBe(204);
    expect((await w.call("owner", "DELETE", paths.one(id))).status).toBe(204);
    expect((await w.call("owner", "GET", paths.one(id))).status).toBe(404);
  });

  it("keeps the seeded agent the demo bot runs", async () => {
    expect(await refusedNaming(DEMO_AGENTS.acme)).toBe("Reception Assistant");
  });
});
