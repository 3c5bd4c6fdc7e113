/**
 * The notification producers besides exports: alarms raised and cleared (by the simulator) and the
 * administrator's send endpoint. Each shows up in the account's notifications list.
 */
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_ROLES, OWNER_ROLES, ROLES } from "../../../contract/roles";
import { issueAccessToken } from "../../../platform/auth/issue";
import { alarmSummary } from "../../../platform/services/alarms/index";
import { clearAlarm, clearDueAlarms, raiseAlarm } from "../../../platform/services/alarms/lifecycle";
import { createVaicRouter } from "../../../platform/services/vaic/index";
import {
  listNotifications,
  NOTIFICATION_EVENT,
  type NotificationEvent,
} from "../../../platform/services/vaic/notifications";
import { AlarmSimulator } from "../../../platform/simulator/alarms";
import { Rng } from "../../../platform/seed/random";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

let t: TestContext;
let acme: string;
let globex: string;
let owner: string;
let base: string;
let close: () => Promise<void>;
const tokens: Record<"owner" | "viewer" | "admin", string> = {} as never;
let clock = Date.now();

beforeAll(async () => {
  t = createTestContext();
  t.ctx.now = () => clock;
  acme = insertAccount(t.ctx, { name: "Acme Voice" });
  globex = insertAccount(t.ctx, { name: "Globex" });
  const ops = insertAccount(t.ctx, { name: "Platform Operations" });
  owner = await insertUser(t.ctx, { accountId: acme, roles: OWNER_ROLES });
  tokens.owner = await issueAccessToken(t.ctx, owner);
  tokens.viewer = await issueAccessToken(
    t.ctx,
    await insertUser(t.ctx, { accountId: acme, roles: [ROLES.CALLS_READ] }),
  );
  tokens.admin = await issueAccessToken(t.ctx, await insertUser(t.ctx, { accountId: ops, roles: ADMIN_ROLES }));
  const app = express();
  app.use("/vaic/api", createVaicRouter(t.ctx));
  const server = await listen(app);
  base = `${server.url}/vaic/api`;
  close = server.close;
});

afterAll(async () => {
  await close();
  t.cleanup();
});

beforeEach(() => {
  clock = Date.now();
  t.ctx.db.prepare("DELETE FROM notifications").run();
  t.ctx.db.prepare("DELETE FROM alarms").run();
});

const acmeList = () => listNotifications(t.ctx, { accountId: acme, userId: owner });

describe("alarms", () => {
  it("raising one counts it active and sends the account a warning; clearing it sends info", () => {
    const events: NotificationEvent[] = [];
    const listener = (e: NotificationEvent) => events.push(e);
    t.ctx.events.on(NOTIFICATION_EVENT, listener);
    const alarm = raiseAlarm(t.ctx, {
      accountId: acme,
      severity: "critical",
      name: "SIP trunk down",
      description: "No response from trunk2",
    });
    expect(alarmSummary(t.ctx, acme).critical).toBe(1);
    expect(acmeList()).toMatchObject([
      {
        type: "warning",
        title: "Alarm raised: SIP trunk down",
        message: "Critical\nNo response from trunk2",
        status: 0,
      },
    ]);
    expect(clearAlarm(t.ctx, alarm.id)).toBe(true);
    expect(clearAlarm(t.ctx, alarm.id)).toBe(false);
    expect(alarmSummary(t.ctx, acme).critical).toBe(0);
    expect(acmeList().map((n) => [n.type, n.title])).toEqual([
      ["info", "Alarm cleared: SIP trunk down"],
      ["warning", "Alarm raised: SIP trunk down"],
    ]);
    expect(events.filter((e) => e.kind === "created")).toHaveLength(2);
    t.ctx.events.off(NOTIFICATION_EVENT, listener);
  });

  it("clears self-clearing alarms once their time has come, and never the others", () => {
    raiseAlarm(t.ctx, {
      accountId: acme,
      severity: "major",
      name: "Bot response slow",
      description: "",
      clearsAt: clock + 60_000,
    });
    raiseAlarm(t.ctx, { accountId: acme, severity: "minor", name: "Kept", description: "" });
    expect(clearDueAlarms(t.ctx)).toBe(0);
    clock += 60_000;
    expect(clearDueAlarms(t.ctx)).toBe(1);
    expect(alarmSummary(t.ctx, acme)).toMatchObject({ major: 0, minor: 1 });
  });

  it("the simulator raises alarms on the accounts' entities now and then, at most 3 at once, and clears them later", () => {
    const sim = new AlarmSimulator(t.ctx, new Rng(7), 60_000);
    const traffic = {
      accountId: acme,
      bots: [
        {
          id: "bot-1",
          name: "Sales Bot",
          regionId: null,
          isAi: false,
          sttProvider: "",
          sttModel: "",
          ttsProvider: "",
          ttsModel: "",
        },
      ],
      phones: [],
      sips: [],
      teams: [],
      whatsapp: [],
      campaigns: [],
      dialCode: "+44",
    };
    const bare = { ...traffic, accountId: globex, bots: [] };
    let raised = 0;
    for (let i = 0; i < 20; i++) raised += sim.tick([traffic, bare], 60_000).raised;
    expect(raised).toBe(3);
    const rows = t.ctx.db.prepare("SELECT account_id, entity_id, active, clears_at FROM alarms").all() as {
      account_id: string;
      entity_id: string;
      clears_at: number;
    }[];
    expect(rows.every((r) => r.account_id === acme && r.entity_id === "bot-1" && r.clears_at > clock)).toBe(true);
    expect(acmeList().filter((n) => n.type === "warning")).toHaveLength(3);
    clock += 31 * 60_000;
    expect(sim.tick([], 0).cleared).toBe(3);
    expect(acmeList().filter((n) => n.type === "info")).toHaveLength(3);
  });
});

describe("POST /vaic/api/admin/notifications", () => {
  const send = (token: string | null, body: unknown) =>
    fetch(`${base}/admin/notifications`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it("lets an administrator send an account-wide notification with a ttl", async () => {
    const res = await send(tokens.admin, {
      accountId: acme,
      type: "warning",
      title: "Maintenance tonight",
      message: "From 22:00\nto 23:00",
      ttl: 600,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ type: "warning", title: "Maintenance tonight", ttl: 600, status: 0 });
    const viewerList = await (
      await fetch(`${base}/notifications`, { headers: { authorization: `Bearer ${tokens.viewer}` } })
    ).json();
    expect(viewerList).toMatchObject([{ title: "Maintenance tonight", message: "From 22:00\nto 23:00" }]);
    // Audited like every admin action: who, which account, what was sent.
    const audit = t.ctx.db
      .prepare("SELECT actor_email, account_id, before, after FROM audit_log WHERE action = 'notifications.send'")
      .all() as Record<string, string>[];
    expect(audit.map((a) => ({ ...a, after: JSON.parse(a.after) }))).toEqual([
      {
        actor_email: expect.stringContaining("@"),
        account_id: acme,
        before: "null",
        after: { type: "warning", title: "Maintenance tonight", message: "From 22:00\nto 23:00", ttl: 600 },
      },
    ]);
  });

  it("refuses anyone else, bad input (naming the field), another type, and an unknown account", async () => {
    const good = { accountId: acme, type: "info", title: "Hello" };
    expect((await send(null, good)).status).toBe(401);
    expect((await send(tokens.owner, good)).status).toBe(403);
    const bad = await send(tokens.admin, { ...good, title: " " });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["title"]);
    expect((await send(tokens.admin, { ...good, type: "download" })).status).toBe(400);
    expect((await send(tokens.admin, { ...good, accountId: "nope" })).status).toBe(404);
    expect(acmeList()).toEqual([]);
  });
});
