/**
 * Alarms and thresholds on the embedded platform (/api/v1, a real SQLite database): the alarms list
 * (severity and state filters, scoping, roles), their delete (ALARMS_DELETE, the caller's own, gone
 * from the summary), no create or update of an alarm; the thresholds' rules (value bounds, a source of
 * the account's own); and their evaluation against the calls: one alarm when crossed (never a second),
 * cleared when the traffic recovers, each announced as a notification; per account versus per entity.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { entityPaths } from "../../../contract/entities";
import { OWNER_ROLES, ROLES } from "../../../contract/roles";
import { ALARM_THRESHOLDS_API } from "../../../contract/wire/alarmThresholds";
import { ALARMS_API } from "../../../contract/wire/alarms";
import { issueAccessToken } from "../../../platform/auth/issue";
import { alarmSummary, createAlarmsRouter } from "../../../platform/services/alarms/index";
import { evaluateThresholds } from "../../../platform/services/alarms/evaluate";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";
import { TIME } from "../../../contract/limits/units";

const alarmsApi = entityPaths(ALARMS_API);
const thresholdsApi = entityPaths(ALARM_THRESHOLDS_API);

let t: TestContext;
let base: string;
let close: () => Promise<void>;
let acme: string;
let globex: string;
let bot: string;
let otherBot: string;
let globexBot: string;
const tokens: Record<"owner" | "reader" | "globex" | "noRoles", string> = {} as never;

function insertBot(accountId: string, name: string): string {
  const id = randomUUID();
  t.ctx.db
    .prepare("INSERT INTO bots (id, account_id, name, framework, created_at) VALUES (?, ?, ?, 'None', ?)")
    .run(id, accountId, name, t.ctx.now());
  return id;
}

function insertAlarm(accountId: string, severity: string, active: boolean, name = `${severity} alarm`): string {
  const id = randomUUID();
  t.ctx.db
    .prepare(
      "INSERT INTO alarms (id, account_id, severity, name, description, active, raised_at, cleared_at) VALUES (?, ?, ?, ?, 'text', ?, ?, ?)",
    )
    .run(id, accountId, severity, name, active ? 1 : 0, t.ctx.now(), active ? null : t.ctx.now());
  return id;
}

let callSeq = 0;
/** A call of the account that ended `agoMs` ago, at a bot when given. */
function insertCall(
  accountId: string,
  f: { successful?: boolean; mos?: number | null; agoMs?: number; botId?: string; open?: boolean } = {},
) {
  const end = t.ctx.now() - (f.agoMs ?? 1000);
  t.ctx.db
    .prepare(
      `INSERT INTO calls (call_id, account_id, calling_type, called_type, called_entity_id, setup_time, end_time, successful, voice_mos_quality)
       VALUES (?, ?, 'sip-conn', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      `alarm-test-${++callSeq}`,
      accountId,
      f.botId ? "bot" : "service-number",
      f.botId ?? null,
      end - 30_000,
      f.open ? null : end,
      f.successful === false ? 0 : 1,
      f.mos ?? null,
    );
}

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const json = res.headers.get("content-type")?.includes("application/json")
    ? (JSON.parse(text) as Record<string, unknown>)
    : null;
  return { status: res.status, text, json };
}

const thresholdForm = (f: Record<string, unknown> = {}) => ({
  name: `T ${randomUUID().slice(0, 8)}`,
  metric: "failedCallPercent",
  value: 20,
  severity: "major",
  source: "",
  windowMinutes: 5,
  enabled: true,
  ...f,
});

async function createThreshold(f: Record<string, unknown> = {}, token = tokens.owner): Promise<string> {
  const res = await call(token, "POST", thresholdsApi.create, thresholdForm(f));
  expect(res.status, res.text).toBe(201);
  return (res.json as { id: string }).id;
}

const activeAlarmsOf = (thresholdId: string) =>
  t.ctx.db.prepare("SELECT * FROM alarms WHERE threshold_id = ? AND active = 1").all(thresholdId) as {
    id: string;
    severity: string;
    description: string;
    entity_type: string | null;
    entity_id: string | null;
  }[];
const alarmsOf = (thresholdId: string) =>
  t.ctx.db.prepare("SELECT * FROM alarms WHERE threshold_id = ? ORDER BY raised_at, rowid").all(thresholdId) as {
    id: string;
    severity: string;
    active: number;
    cleared_at: number | null;
  }[];
const notificationsOf = (alarmId: string) =>
  t.ctx.db
    .prepare(
      "SELECT title, type FROM notifications WHERE json_extract(data, '$.alarmId') = ? ORDER BY created_at, rowid",
    )
    .all(alarmId) as { title: string; type: string }[];

beforeAll(async () => {
  // The evaluation tests move the clock an hour each: the tokens outlive them.
  t = createTestContext({ accessTokenTtlSeconds: TIME.DAY_SECONDS });
  acme = insertAccount(t.ctx, { name: "Acme Voice" });
  globex = insertAccount(t.ctx, { name: "Globex" });
  bot = insertBot(acme, "Support Bot");
  otherBot = insertBot(acme, "Sales Bot");
  globexBot = insertBot(globex, "Globex Bot");
  tokens.owner = await issueAccessToken(t.ctx, await insertUser(t.ctx, { accountId: acme, roles: OWNER_ROLES }));
  tokens.reader = await issueAccessToken(
    t.ctx,
    await insertUser(t.ctx, { accountId: acme, roles: [ROLES.ALARMS_READ, ROLES.ALARMS_THRESHOLDS_READ] }),
  );
  tokens.globex = await issueAccessToken(t.ctx, await insertUser(t.ctx, { accountId: globex, roles: OWNER_ROLES }));
  tokens.noRoles = await issueAccessToken(
    t.ctx,
    await insertUser(t.ctx, { accountId: acme, roles: [ROLES.CALLS_READ] }),
  );
  const app = express();
  app.use("/api/v1", createAlarmsRouter(t.ctx));
  const server = await listen(app);
  base = server.url;
  close = server.close;
});

afterAll(async () => {
  await close();
  t.cleanup();
});

describe("the alarms list", () => {
  it("lists the caller's own alarms, newest first, filtered by severity and state", async () => {
    const own = [
      insertAlarm(acme, "critical", true),
      insertAlarm(acme, "minor", true),
      insertAlarm(acme, "cleared", false),
    ];
    const theirs = insertAlarm(globex, "critical", true);
    const all = await call(tokens.reader, "GET", `${alarmsApi.list}?limit=1000`);
    expect(all.status).toBe(200);
    const ids = (all.json!.alarms as { id: string }[]).map((a) => a.id);
    for (const id of own) expect(ids).toContain(id);
    expect(ids).not.toContain(theirs);
    const critical = await call(
      tokens.reader,
      "GET",
      `${alarmsApi.list}?filter=${encodeURIComponent("(severity=critical)")}`,
    );
    expect((critical.json!.alarms as { severity: string }[]).every((a) => a.severity === "critical")).toBe(true);
    const cleared = await call(
      tokens.reader,
      "GET",
      `${alarmsApi.list}?filter=${encodeURIComponent("(state=cleared)")}`,
    );
    const rows = cleared.json!.alarms as { id: string; state: string; clearedAt: string | null }[];
    expect(rows.map((r) => r.id)).toContain(own[2]);
    expect(rows.every((r) => r.state === "cleared" && r.clearedAt !== null)).toBe(true);
  });

  it("needs ALARMS_READ; another account's alarm is a 404", async () => {
    expect((await call(tokens.noRoles, "GET", alarmsApi.list)).status).toBe(403);
    expect((await call(null, "GET", alarmsApi.list)).status).toBe(401);
    const theirs = insertAlarm(globex, "major", true);
    expect((await call(tokens.owner, "GET", alarmsApi.one(theirs))).status).toBe(404);
    expect((await call(tokens.globex, "GET", alarmsApi.one(theirs))).status).toBe(200);
  });

  it("names the source entity, and a deleted one as missing", async () => {
    const id = randomUUID();
    const gone = insertBot(acme, "Old Bot");
    t.ctx.db.prepare("UPDATE bots SET deleted_at = ? WHERE id = ?").run(t.ctx.now(), gone);
    t.ctx.db
      .prepare(
        "INSERT INTO alarms (id, account_id, severity, name, entity_type, entity_id, active, raised_at) VALUES (?, ?, 'major', 'x', 'bot', ?, 1, ?)",
      )
      .run(id, acme, bot, t.ctx.now());
    const missing = insertAlarm(acme, "major", true);
    t.ctx.db.prepare("UPDATE alarms SET entity_type = 'bot', entity_id = ? WHERE id = ?").run(gone, missing);
    expect((await call(tokens.owner, "GET", alarmsApi.one(id))).json).toMatchObject({
      entityType: "bot",
      entityId: bot,
      entityName: "Support Bot",
      entityMissing: false,
    });
    expect((await call(tokens.owner, "GET", alarmsApi.one(missing))).json).toMatchObject({
      entityType: "bot",
      entityId: gone,
      entityName: null,
      entityMissing: true,
    });
  });

  it("has no create or update: the platform raises alarms", async () => {
    expect((await call(tokens.owner, "POST", alarmsApi.create, { name: "x" })).status).toBe(404);
    const id = insertAlarm(acme, "minor", true);
    expect((await call(tokens.owner, "PATCH", alarmsApi.one(id), { name: "x" })).status).toBe(404);
  });
});

describe("deleting an alarm", () => {
  it("needs ALARMS_DELETE and the caller's own alarm; the deleted alarm leaves the list and the summary", async () => {
    const id = insertAlarm(acme, "critical", true);
    const before = alarmSummary(t.ctx, acme).critical;
    expect((await call(tokens.reader, "DELETE", alarmsApi.one(id))).status).toBe(403);
    expect((await call(tokens.globex, "DELETE", alarmsApi.one(id))).status).toBe(404);
    expect((await call(tokens.owner, "DELETE", alarmsApi.one(id))).status).toBe(204);
    expect((await call(tokens.owner, "GET", alarmsApi.one(id))).status).toBe(404);
    expect(alarmSummary(t.ctx, acme).critical).toBe(before - 1);
    expect((await call(tokens.owner, "DELETE", alarmsApi.one(id))).status).toBe(404);
  });
});

describe("thresholds", () => {
  it("are read with ALARMS_THRESHOLDS_READ and written with ALARMS_THRESHOLDS_UPDATE", async () => {
    expect((await call(tokens.reader, "POST", thresholdsApi.create, thresholdForm())).status).toBe(403);
    const id = await createThreshold();
    expect((await call(tokens.reader, "GET", thresholdsApi.one(id))).status).toBe(200);
    expect((await call(tokens.noRoles, "GET", thresholdsApi.list)).status).toBe(403);
    expect((await call(tokens.reader, "PATCH", thresholdsApi.one(id), thresholdForm({ value: 30 }))).status).toBe(403);
    expect((await call(tokens.reader, "DELETE", thresholdsApi.one(id))).status).toBe(403);
    expect((await call(tokens.globex, "PATCH", thresholdsApi.one(id), thresholdForm())).status).toBe(404);
    const updated = await call(
      tokens.owner,
      "PATCH",
      thresholdsApi.one(id),
      thresholdForm({ name: "Renamed", value: 30 }),
    );
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json).toMatchObject({ name: "Renamed", value: 30, source: "", alarmActive: false });
    expect((await call(tokens.owner, "DELETE", thresholdsApi.one(id))).status).toBe(204);
  });

  it("refuses a value out of its metric's bounds on the value field", async () => {
    const res = await call(
      tokens.owner,
      "POST",
      thresholdsApi.create,
      thresholdForm({ metric: "averageMos", value: 5.1 }),
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain("value: validation_alarm_threshold_value");
  });

  it("watches only an entity of the caller's own account", async () => {
    const res = await call(tokens.owner, "POST", thresholdsApi.create, thresholdForm({ source: `bot:${globexBot}` }));
    expect(res.status).toBe(400);
    expect(res.text).toContain("source: validation_alarm_threshold_source");
    const id = await createThreshold({ source: `bot:${bot}` });
    expect((await call(tokens.owner, "GET", thresholdsApi.one(id))).json).toMatchObject({
      source: `bot:${bot}`,
      entityName: "Support Bot",
    });
  });
});

describe("evaluation", () => {
  beforeEach(() => {
    // Each test its own traffic: the earlier calls end outside every window.
    t.advance(3600);
  });

  it("raises one alarm when crossed (never a second), and clears it when the traffic recovers", async () => {
    const id = await createThreshold({ name: "Failed calls 20", severity: "critical" });
    for (let i = 0; i < 3; i++) insertCall(acme, { successful: false });
    expect(evaluateThresholds(t.ctx).raised).toBeGreaterThanOrEqual(1);
    const [alarm] = activeAlarmsOf(id);
    expect(alarm).toMatchObject({ severity: "critical", entity_type: null });
    expect(alarm.description).toBe("Failed calls 100% above 20% over 5 minutes on the account");
    expect(notificationsOf(alarm.id)).toEqual([{ title: "Alarm raised: Failed calls 20", type: "warning" }]);

    // Still crossed: no second alarm.
    insertCall(acme, { successful: false });
    evaluateThresholds(t.ctx);
    expect(activeAlarmsOf(id)).toHaveLength(1);
    expect(alarmsOf(id)).toHaveLength(1);

    // Recovered: 4 failed of 24 is 16.7%.
    for (let i = 0; i < 20; i++) insertCall(acme);
    evaluateThresholds(t.ctx);
    expect(alarmsOf(id)).toMatchObject([{ id: alarm.id, active: 0, severity: "cleared" }]);
    expect(alarmsOf(id)[0].cleared_at).toBe(t.ctx.now());
    expect(notificationsOf(alarm.id).map((n) => n.type)).toEqual(["warning", "info"]);
    expect((await call(tokens.owner, "GET", thresholdsApi.one(id))).json).toMatchObject({ alarmActive: false });
  });

  it("a threshold of one entity follows that entity's calls only; one of the account all of them", async () => {
    const perBot = await createThreshold({ metric: "averageMos", value: 3, source: `bot:${bot}`, severity: "minor" });
    const perAccount = await createThreshold({ metric: "averageMos", value: 3, severity: "major" });
    // Poor calls at the other bot: the account's average drops, the bot's has no calls.
    for (let i = 0; i < 3; i++) insertCall(acme, { mos: 2, botId: otherBot });
    for (let i = 0; i < 3; i++) insertCall(acme, { mos: 4.5, botId: bot });
    evaluateThresholds(t.ctx);
    expect(activeAlarmsOf(perBot)).toHaveLength(0);
    expect(activeAlarmsOf(perAccount)).toHaveLength(0); // (2*3 + 4.5*3) / 6 = 3.25: above 3
    for (let i = 0; i < 6; i++) insertCall(acme, { mos: 2, botId: otherBot });
    evaluateThresholds(t.ctx);
    expect(activeAlarmsOf(perBot)).toHaveLength(0);
    expect(activeAlarmsOf(perAccount)).toHaveLength(1);
    // Now the bot's own calls go poor: its threshold raises, naming it.
    for (let i = 0; i < 6; i++) insertCall(acme, { mos: 1.5, botId: bot });
    evaluateThresholds(t.ctx);
    const [alarm] = activeAlarmsOf(perBot);
    expect(alarm).toMatchObject({ entity_type: "bot", entity_id: bot, severity: "minor" });
    expect(alarm.description).toMatch(/^Average MOS [\d.]+ below 3 over 5 minutes on bot Support Bot$/);
  });

  it("a deleted alarm raises no second one while still crossed; recovery ends it", async () => {
    const id = await createThreshold({ metric: "concurrentCalls", value: 1 });
    insertCall(acme, { open: true });
    insertCall(acme, { open: true });
    evaluateThresholds(t.ctx);
    const [alarm] = activeAlarmsOf(id);
    expect((await call(tokens.owner, "DELETE", alarmsApi.one(alarm.id))).status).toBe(204);
    evaluateThresholds(t.ctx);
    expect(alarmsOf(id)).toHaveLength(1);
    t.ctx.db.prepare("UPDATE calls SET end_time = ? WHERE account_id = ? AND end_time IS NULL").run(t.ctx.now(), acme);
    evaluateThresholds(t.ctx);
    expect(alarmsOf(id)[0].active).toBe(0);
    // A deleted alarm's clearing tells no one.
    expect(notificationsOf(alarm.id).map((n) => n.type)).toEqual(["warning"]);
    insertCall(acme, { open: true });
    insertCall(acme, { open: true });
    evaluateThresholds(t.ctx);
    expect(activeAlarmsOf(id)).toHaveLength(1);
    t.ctx.db.prepare("UPDATE calls SET end_time = ? WHERE account_id = ? AND end_time IS NULL").run(t.ctx.now(), acme);
  });

  it("disabling, deleting the threshold or its source clears its alarm", async () => {
    const form = { metric: "callVolume", value: 1 };
    const disabled = await createThreshold(form);
    const deleted = await createThreshold(form);
    const watched = insertBot(acme, "Doomed Bot");
    const ofBot = await createThreshold({ ...form, source: `bot:${watched}` });
    for (let i = 0; i < 2; i++) insertCall(acme, { botId: watched });
    evaluateThresholds(t.ctx);
    for (const id of [disabled, deleted, ofBot]) expect(activeAlarmsOf(id), id).toHaveLength(1);
    expect(
      (
        await call(
          tokens.owner,
          "PATCH",
          thresholdsApi.one(disabled),
          thresholdForm({ ...form, name: "Off", enabled: false }),
        )
      ).status,
    ).toBe(200);
    expect((await call(tokens.owner, "DELETE", thresholdsApi.one(deleted))).status).toBe(204);
    t.ctx.db.prepare("UPDATE bots SET deleted_at = ? WHERE id = ?").run(t.ctx.now(), watched);
    evaluateThresholds(t.ctx);
    for (const id of [disabled, deleted, ofBot]) expect(activeAlarmsOf(id), id).toHaveLength(0);
  });
});
