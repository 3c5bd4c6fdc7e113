/** GET /api/v1/activeAlarms/summary and its admin variant: counts per severity, scoped to the account. */
import express from "express";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROLES, OWNER_ROLES, ROLES } from "../../../contract/roles";
import { issueAccessToken } from "../../../platform/auth/issue";
import { ALARM_SEVERITIES, createAlarmsRouter } from "../../../platform/services/alarms/index";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
let acme: string;
let globex: string;
let empty: string;
const tokens: Record<"owner" | "globex" | "viewer" | "admin" | "empty", string> = {} as never;

function alarm(accountId: string, severity: string, active: boolean) {
  t.ctx.db
    .prepare(
      "INSERT INTO alarms (id, account_id, severity, name, active, raised_at, cleared_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .run(
      randomUUID(),
      accountId,
      severity,
      `${severity} alarm`,
      active ? 1 : 0,
      t.ctx.now(),
      active ? null : t.ctx.now(),
    );
}

beforeAll(async () => {
  t = createTestContext();
  acme = insertAccount(t.ctx, { name: "Acme Voice" });
  globex = insertAccount(t.ctx, { name: "Globex" });
  empty = insertAccount(t.ctx, { name: "Quiet Co" });
  const ops = insertAccount(t.ctx, { name: "Platform Operations" });
  // Acme: 3 critical, 1 major, 2 warning, 1 cleared active; inactive ones must not count.
  for (const s of ["critical", "critical", "critical", "major", "warning", "warning", "cleared"]) alarm(acme, s, true);
  for (const s of ["critical", "minor", "minor"]) alarm(acme, s, false);
  for (const s of ["minor", "minor", "indeterminate", "critical"]) alarm(globex, s, true);
  tokens.owner = await issueAccessToken(t.ctx, await insertUser(t.ctx, { accountId: acme, roles: OWNER_ROLES }));
  tokens.globex = await issueAccessToken(t.ctx, await insertUser(t.ctx, { accountId: globex, roles: OWNER_ROLES }));
  tokens.empty = await issueAccessToken(t.ctx, await insertUser(t.ctx, { accountId: empty, roles: OWNER_ROLES }));
  tokens.viewer = await issueAccessToken(
    t.ctx,
    await insertUser(t.ctx, { accountId: acme, roles: [ROLES.CALLS_READ, ROLES.STATISTICS_READ_READ] }),
  );
  tokens.admin = await issueAccessToken(t.ctx, await insertUser(t.ctx, { accountId: ops, roles: ADMIN_ROLES }));
  const app = express();
  app.use("/api/v1", createAlarmsRouter(t.ctx));
  const server = await listen(app);
  base = `${server.url}/api/v1`;
  close = server.close;
});

afterAll(async () => {
  await close();
  t.cleanup();
});

async function get(path: string, token: string | null) {
  const res = await fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: await res.json() };
}

/** The summary computed straight from the table. */
function directCount(accountId: string | null): Record<string, number> {
  const rows = t.ctx.db.prepare("SELECT severity, active, account_id FROM alarms").all() as {
    severity: string;
    active: number;
    account_id: string;
  }[];
  return Object.fromEntries(
    ALARM_SEVERITIES.map((s) => [
      s,
      rows.filter((r) => r.severity === s && r.active === 1 && (accountId === null || r.account_id === accountId))
        .length,
    ]),
  );
}

describe("GET /activeAlarms/summary", () => {
  it("counts the caller's active alarms per severity, every severity present", async () => {
    const res = await get("/activeAlarms/summary", tokens.owner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ critical: 3, major: 1, minor: 0, warning: 2, indeterminate: 0, cleared: 1 });
    expect(res.body).toEqual(directCount(acme));
    expect(Object.keys(res.body)).toEqual([...ALARM_SEVERITIES]);
  });

  it("is scoped to the caller's account", async () => {
    expect((await get("/activeAlarms/summary", tokens.globex)).body).toEqual(directCount(globex));
    expect((await get("/activeAlarms/summary", tokens.empty)).body).toEqual({
      critical: 0,
      major: 0,
      minor: 0,
      warning: 0,
      indeterminate: 0,
      cleared: 0,
    });
  });

  it("needs LIVEHUB_ALARMS_READ and a valid token", async () => {
    expect((await get("/activeAlarms/summary", tokens.viewer)).status).toBe(403);
    const none = await get("/activeAlarms/summary", null);
    expect(none.status).toBe(401);
    expect(none.body.message).toBeTruthy();
    expect((await get("/activeAlarms/summary", "bad.token.here")).status).toBe(401);
  });
});

describe("GET /Admin/activeAlarms/summary", () => {
  it("answers any account for an administrator, every account without accountId", async () => {
    expect((await get(`/Admin/activeAlarms/summary?accountId=${globex}`, tokens.admin)).body).toEqual(
      directCount(globex),
    );
    expect((await get("/Admin/activeAlarms/summary", tokens.admin)).body).toEqual(directCount(null));
    expect((await get(`/Admin/activeAlarms/summary?accountId=${randomUUID()}`, tokens.admin)).status).toBe(404);
  });

  it("is closed to customers", async () => {
    expect((await get(`/Admin/activeAlarms/summary?accountId=${globex}`, tokens.owner)).status).toBe(403);
    expect((await get(`/Admin/activeAlarms/summary?accountId=${acme}`, tokens.owner)).status).toBe(403);
  });
});
