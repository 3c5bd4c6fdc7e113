/** /vaic/api/notifications: the caller's list, mark read, delete, clear all, scoping and expiry. */
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OWNER_ROLES, ROLES } from "../../../contract/roles";
import { NotificationSchema } from "../../../contract/wire/notifications";
import { issueAccessToken } from "../../../platform/auth/issue";
import {
  createNotification,
  createNotificationsRouter,
  NOTIFICATION_EVENT,
  type NotificationEvent,
} from "../../../platform/services/vaic/notifications";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
let acme: string;
let globex: string;
const users: Record<"owner" | "viewer" | "globex", string> = {} as never;
const events: NotificationEvent[] = [];

beforeAll(async () => {
  t = createTestContext();
  acme = insertAccount(t.ctx, { name: "Acme Voice" });
  globex = insertAccount(t.ctx, { name: "Globex" });
  users.owner = await insertUser(t.ctx, { accountId: acme, roles: OWNER_ROLES });
  users.viewer = await insertUser(t.ctx, { accountId: acme, roles: [ROLES.CALLS_READ] });
  users.globex = await insertUser(t.ctx, { accountId: globex, roles: OWNER_ROLES });
  t.ctx.events.on(NOTIFICATION_EVENT, (e: NotificationEvent) => events.push(e));
  const app = express();
  app.use(express.json());
  app.use("/vaic/api", createNotificationsRouter(t.ctx));
  const server = await listen(app);
  base = `${server.url}/vaic/api`;
  close = server.close;
});

afterAll(async () => {
  await close();
  t.cleanup();
});

beforeEach(() => {
  t.ctx.db.prepare("DELETE FROM notifications").run();
  events.length = 0;
});

type Who = keyof typeof users;

async function call(who: Who | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (who) headers.authorization = `Bearer ${await issueAccessToken(t.ctx, users[who])}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const list = async (who: Who) => {
  const res = await call(who, "GET", "/notifications");
  expect(res.status).toBe(200);
  return res.body as {
    id: string;
    title: string;
    message: string;
    status: number;
    ttl: number | null;
    data: Record<string, unknown>;
  }[];
};

/** One notification for the whole Acme account, one for the owner only, one for Globex. */
function seedThree() {
  const account = createNotification(t.ctx, {
    accountId: acme,
    title: "Maintenance tonight",
    message: "22:00 UTC\nAbout 10 minutes",
    type: "info",
  });
  t.advance(1);
  const own = createNotification(t.ctx, {
    accountId: acme,
    userId: users.owner,
    title: "Export ready",
    type: "download",
    data: { fileName: "calls.csv", url: "/exports/1" },
  });
  const other = createNotification(t.ctx, { accountId: globex, title: "Globex only", type: "warning" });
  return { account, own, other };
}

describe("GET /notifications", () => {
  it("needs a bearer token", async () => {
    expect((await call(null, "GET", "/notifications")).status).toBe(401);
  });

  it("lists the account-wide ones and the caller's own, newest first, in the contract's shape", async () => {
    const { account, own } = seedThree();
    const owner = await list("owner");
    expect(owner.map((n) => n.id)).toEqual([own.id, account.id]);
    for (const n of owner) expect(NotificationSchema.safeParse(n).success).toBe(true);
    expect(owner[0]).toMatchObject({
      title: "Export ready",
      type: "download",
      status: 0,
      ttl: null,
      data: { fileName: "calls.csv" },
    });
    expect(owner[1].message).toBe("22:00 UTC\nAbout 10 minutes");
    // another user of the account sees only the account-wide one; another account sees its own
    expect((await list("viewer")).map((n) => n.id)).toEqual([account.id]);
    expect((await list("globex")).map((n) => n.title)).toEqual(["Globex only"]);
  });

  it("deletes expired notifications when read and reports the remaining ttl", async () => {
    const short = createNotification(t.ctx, { accountId: acme, title: "Short-lived", type: "progress", ttl: 60 });
    const kept = createNotification(t.ctx, { accountId: acme, title: "Kept", type: "info" });
    t.advance(20);
    const before = await list("owner");
    expect(before.find((n) => n.id === short.id)?.ttl).toBe(40);
    t.advance(41);
    expect((await list("owner")).map((n) => n.id)).toEqual([kept.id]);
    expect(t.ctx.db.prepare("SELECT COUNT(*) FROM notifications WHERE id = ?").pluck().get(short.id)).toBe(0);
    // an expired id can no longer be changed either
    expect((await call("owner", "PATCH", `/notifications/${short.id}`, { status: 1 })).status).toBe(404);
  });
});

describe("PATCH /notifications/:id", () => {
  it("marks a notification read and emits the change", async () => {
    const { own } = seedThree();
    events.length = 0;
    const res = await call("owner", "PATCH", `/notifications/${own.id}`, { status: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: own.id, status: 1 });
    expect((await list("owner")).find((n) => n.id === own.id)?.status).toBe(1);
    expect(events).toEqual([expect.objectContaining({ kind: "updated", accountId: acme, userId: users.owner })]);
  });

  it("refuses a status other than 0 or 1", async () => {
    const { own } = seedThree();
    expect((await call("owner", "PATCH", `/notifications/${own.id}`, { status: 7 })).status).toBe(400);
    expect((await call("owner", "PATCH", `/notifications/${own.id}`, {})).status).toBe(400);
  });

  it("answers 404 for another account's or another user's notification, and changes nothing", async () => {
    const { own, other } = seedThree();
    expect((await call("owner", "PATCH", `/notifications/${other.id}`, { status: 1 })).status).toBe(404);
    expect((await call("viewer", "PATCH", `/notifications/${own.id}`, { status: 1 })).status).toBe(404);
    expect((await list("globex"))[0].status).toBe(0);
    expect((await list("owner")).find((n) => n.id === own.id)?.status).toBe(0);
  });
});

describe("DELETE /notifications/:id", () => {
  it("deletes one of the caller's notifications", async () => {
    const { own, account } = seedThree();
    events.length = 0;
    expect((await call("owner", "DELETE", `/notifications/${own.id}`)).status).toBe(204);
    expect((await list("owner")).map((n) => n.id)).toEqual([account.id]);
    expect(events).toEqual([{ kind: "deleted", accountId: acme, userId: users.owner, id: own.id }]);
    expect((await call("owner", "DELETE", `/notifications/${own.id}`)).status).toBe(404);
  });

  it("answers 404 for another account's notification and keeps it", async () => {
    const { other } = seedThree();
    expect((await call("owner", "DELETE", `/notifications/${other.id}`)).status).toBe(404);
    expect((await list("globex")).map((n) => n.id)).toEqual([other.id]);
  });
});

describe("DELETE /notifications", () => {
  it("clears everything the caller sees, and nothing of other users or accounts", async () => {
    const { other } = seedThree();
    const viewerOwn = createNotification(t.ctx, {
      accountId: acme,
      userId: users.viewer,
      title: "Viewer only",
      type: "info",
    });
    events.length = 0;
    expect((await call("owner", "DELETE", "/notifications")).status).toBe(204);
    expect(await list("owner")).toEqual([]);
    expect((await list("viewer")).map((n) => n.id)).toEqual([viewerOwn.id]);
    expect((await list("globex")).map((n) => n.id)).toEqual([other.id]);
    expect(events).toEqual([expect.objectContaining({ kind: "cleared", accountId: acme, userId: users.owner })]);
    expect((events[0] as { ids: string[] }).ids).toHaveLength(2);
  });
});
