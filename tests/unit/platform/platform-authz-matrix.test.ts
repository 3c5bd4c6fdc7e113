/**
 * The platform's authorization matrix (issue 8 item 1): every endpoint of the embedded platform's
 * router, read from its layer stack, called as a visitor, with a forged token, as each demo user
 * and as an operator holding every role. The expected outcome of each call comes from the gate
 * table (platform-authz-table.ts); an endpoint the table does not classify fails the first test.
 * A refusal is a 401 (no valid token) or a 403 (missing role), carries nothing but a message, and
 * changes no row; an allowed call is neither 401 nor 403, nor a server error.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasRoles, isPlatformAdmin } from "../../../contract/roles";
import { ESSENTIAL_PLAN } from "../../../platform/entities/store";
import { waitForJob } from "../../../platform/jobs/exports";
import { createNotification } from "../../../platform/services/vaic/notifications";
import { AgentContentObject } from "../../../contract/wire/aiAgents";
import { canonicalContent } from "../../../platform/services/ai/agents";
import { createChat } from "../../../platform/services/ai/conversations";
import {
  agentProbeForm,
  PLATFORM_ENDPOINTS,
  type EndpointRule,
  type Fixtures,
  type Gate,
} from "./platform-authz-table";
import { endpointKeys } from "./support/route-inventory";
import { CALLERS, startSeededPlatform, type Caller, type SeededPlatform } from "./support/seeded-platform";

let w: SeededPlatform;
let f: Fixtures;
/** An agent of the account with a published version 1 (the rollback's probe names it). */
function matrixAgent(w: SeededPlatform, accountId: string): string {
  const content = canonicalContent(AgentContentObject.parse(agentProbeForm("Matrix agent")));
  const id = "matrix-agent";
  w.platform.db
    .prepare(
      "INSERT INTO ai_agents (id, account_id, name, model_id, content, created_at) VALUES (?, ?, ?, 'embedded', ?, ?)",
    )
    .run(id, accountId, "Matrix agent", content, Date.now());
  w.platform.db
    .prepare("INSERT INTO ai_agent_versions (agent_id, version, content, created_at) VALUES (?, 1, ?, ?)")
    .run(id, content, Date.now());
  return id;
}

/** A conversation of the account with the matrix's agent. */
function matrixChat(w: SeededPlatform, accountId: string): string {
  return createChat(w.platform.ctx, {
    accountId,
    agentId: "matrix-agent",
    agentVersion: 1,
    channel: "try_it",
    caller: null,
    variables: {},
    userId: null,
  });
}

const SIGNED_IN = CALLERS.filter((c): c is Exclude<Caller, "visitor" | "forger"> => c !== "visitor" && c !== "forger");
/** The plan of each signed-in caller's account (an essentialOnly gate refuses all but Essential). */
const plans = {} as Record<Caller, string>;

beforeAll(async () => {
  w = await startSeededPlatform();
  const db = w.platform.db;
  const acme = w.users.owner.accountId;
  const call = db
    .prepare(
      `SELECT call_id AS id, global_session_id AS session, setup_time AS setupTime FROM calls c
       WHERE account_id = ? AND recorded = 1 AND EXISTS (SELECT 1 FROM call_transcripts t WHERE t.call_id = c.id) LIMIT 1`,
    )
    .get(acme) as Fixtures["call"];
  const one = (sql: string) => db.prepare(sql).pluck().get(acme) as string;
  const started = await w.call("owner", "POST", "/billing/api/reports/calls");
  expect(started.status).toBe(202);
  const exportJob = (started.json as { jobId: string }).jobId;
  await waitForJob(w.platform.ctx, exportJob);
  f = {
    acme,
    owner: w.users.owner.id,
    call,
    whatsapp: one(
      "SELECT id FROM whatsapp_numbers WHERE account_id = ? AND deleted_at IS NULL ORDER BY created_at LIMIT 1",
    ),
    sip: one("SELECT id FROM sip_connections WHERE account_id = ? AND deleted_at IS NULL ORDER BY name LIMIT 1"),
    notification: createNotification(w.platform.ctx, {
      accountId: acme,
      userId: w.users.owner.id,
      title: "Matrix",
      type: "info",
    }).id,
    exportJob,
    bot: one("SELECT id FROM bots WHERE account_id = ? AND deleted_at IS NULL ORDER BY created_at LIMIT 1"),
    speechService: one(
      "SELECT id FROM speech_services WHERE account_id = ? AND usage = 'TTSAndSTT' AND deleted_at IS NULL ORDER BY name LIMIT 1",
    ),
    voiceTranslation: one(
      "SELECT id FROM voice_translations WHERE account_id = ? AND deleted_at IS NULL ORDER BY name LIMIT 1",
    ),
    teamsTenant: one(
      "SELECT id FROM teams_tenants WHERE account_id = ? AND deleted_at IS NULL ORDER BY created_at LIMIT 1",
    ),
    teamsConnection: one(
      "SELECT id FROM teams_connections WHERE account_id = ? AND deleted_at IS NULL ORDER BY name LIMIT 1",
    ),
    phone: one("SELECT id FROM phone_numbers WHERE account_id = ? AND deleted_at IS NULL ORDER BY e164 LIMIT 1"),
    routingRule: one(
      "SELECT id FROM routing_rules WHERE account_id = ? AND deleted_at IS NULL ORDER BY priority, created_at, id LIMIT 1",
    ),
    routingGroup: one(
      "SELECT id FROM routing_groups WHERE account_id = ? AND deleted_at IS NULL ORDER BY name LIMIT 1",
    ),
    alarm: one("SELECT id FROM alarms WHERE account_id = ? AND deleted_at IS NULL ORDER BY raised_at LIMIT 1"),
    alarmThreshold: one(
      "SELECT id FROM alarm_thresholds WHERE account_id = ? AND deleted_at IS NULL ORDER BY created_at LIMIT 1",
    ),
    agent: matrixAgent(w, acme),
    chat: matrixChat(w, acme),
    aiModel: one("SELECT id FROM ai_models WHERE account_id = ? AND deleted_at IS NULL ORDER BY name LIMIT 1"),
    aiTool: one(
      "SELECT id FROM ai_tools WHERE account_id = ? AND built_in IS NULL AND deleted_at IS NULL ORDER BY created_at LIMIT 1",
    ),
    now: Date.now(),
  };
  for (const caller of SIGNED_IN) {
    plans[caller] = db
      .prepare("SELECT plan FROM accounts WHERE id = ?")
      .pluck()
      .get(w.users[caller].accountId) as string;
  }
  expect(Object.values(f).every(Boolean)).toBe(true);
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

type Outcome = "allowed" | 401 | 403;

/** What the gate answers this caller. */
function expected(gate: Gate, caller: Caller): Outcome {
  if (gate.kind === "public") return "allowed";
  if (caller === "visitor" || caller === "forger") return 401;
  const held = w.roles[caller];
  if (gate.kind === "signedIn" || gate.kind === "apiSecret") return "allowed";
  if (gate.kind === "roles")
    return hasRoles(held, gate.roles, gate.match) && (!gate.essentialOnly || plans[caller] === ESSENTIAL_PLAN)
      ? "allowed"
      : 403;
  if (gate.kind === "admin") return isPlatformAdmin(held) && hasRoles(held, gate.roles) ? "allowed" : 403;
  throw new Error(`a ${gate.kind} row is never called`);
}

const probed = () => Object.entries(PLATFORM_ENDPOINTS).filter(([, rule]) => rule.gate.kind !== "passThrough");

/** An apiSecret row's key: the caller's account's REST API secret (the forger's is made up; the visitor sends none). */
function apiSecretHeaders(caller: Caller): Record<string, string> {
  if (caller === "visitor") return {};
  if (caller === "forger") return { authorization: "Bearer not-an-api-secret-of-any-account" };
  const secret = w.platform.db
    .prepare("SELECT secret FROM accounts WHERE id = ?")
    .pluck()
    .get(w.users[caller].accountId);
  return { authorization: `Bearer ${secret as string}` };
}

function request(key: string, rule: EndpointRule, caller: Caller) {
  const [method, path] = key.split(" ");
  const probe = rule.probe?.(f) ?? {};
  const headers = rule.gate.kind === "apiSecret" ? { ...probe.headers, ...apiSecretHeaders(caller) } : probe.headers;
  return { method: probe.method ?? method, path: probe.path ?? path, body: probe.body, headers };
}

/** The fields a refusal may carry: a message, or OpenAI's error object for the OpenAI-compatible endpoint. */
const refusalKeys = (gate: Gate) => (gate.kind === "apiSecret" ? ["error"] : ["message"]);

describe("the platform's endpoints and the gate table", () => {
  it("classifies every endpoint the platform serves, and nothing it does not", () => {
    const served = endpointKeys(w.platform.router);
    expect(served.length).toBeGreaterThan(60);
    const table = Object.keys(PLATFORM_ENDPOINTS);
    expect(
      served.filter((k) => !table.includes(k)),
      "endpoints without a row in platform-authz-table.ts",
    ).toEqual([]);
    expect(
      table.filter((k) => !served.includes(k)),
      "rows of endpoints the platform no longer serves",
    ).toEqual([]);
  });

  it("calls each endpoint with its parameters filled in, and tries every gate both ways", () => {
    for (const [key, rule] of probed()) {
      const { path } = request(key, rule, "owner");
      expect(path, key).not.toMatch(/\/:/);
      if (rule.gate.kind === "public") continue;
      const outcomes = CALLERS.map((c) => expected(rule.gate, c));
      expect(outcomes, `${key}: someone may call it`).toContain("allowed");
      expect(outcomes, `${key}: a visitor may not`).toContain(401);
      if (rule.gate.kind !== "signedIn" && rule.gate.kind !== "apiSecret")
        expect(outcomes, `${key}: a signed-in caller without the role may not`).toContain(403);
    }
  });
});

describe("the authorization matrix", () => {
  it("refuses every caller the gates refuse: 401 or 403, no data, nothing changed", async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const [key, rule] of probed()) {
      for (const caller of CALLERS) {
        const outcome = expected(rule.gate, caller);
        if (outcome === "allowed") continue;
        const { method, path, body, headers } = request(key, rule, caller);
        const before = w.totalChanges();
        const answer = await w.call(caller, method, path, { body, headers });
        calls++;
        const where = `${caller} ${method} ${path} -> ${answer.status}`;
        if (answer.status !== outcome) problems.push(`${where}: expected ${outcome}`);
        const keys = answer.json && typeof answer.json === "object" ? Object.keys(answer.json) : [];
        if (keys.some((k) => !refusalKeys(rule.gate).includes(k)))
          problems.push(`${where}: the refusal carries ${keys.join(", ")}`);
        const leaked = w.secrets.find((s) => answer.text.includes(s));
        if (leaked) problems.push(`${where}: the refusal names "${leaked}"`);
        if (w.totalChanges() !== before) problems.push(`${where}: the refused call changed rows`);
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(150);
  });

  it("serves every caller the gates allow: never 401, 403 or a server error", async () => {
    const problems: string[] = [];
    for (const [key, rule] of probed()) {
      for (const caller of CALLERS) {
        if (expected(rule.gate, caller) !== "allowed") continue;
        const { method, path, body, headers } = request(key, rule, caller);
        const answer = await w.call(caller, method, path, { body, headers });
        if (answer.status === 401 || answer.status === 403 || answer.status >= 500) {
          problems.push(`${caller} ${method} ${path} -> ${answer.status} ${answer.text.slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
