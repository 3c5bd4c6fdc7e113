/**
 * The notification hub with the official @microsoft/signalr client over WebSockets and long
 * polling: negotiate, InitNotifications / ReceiveNotification, the client invocations and their
 * scoping, fan-out per account and per user, the expiry sweep, and shutdown.
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from "@microsoft/signalr";
import express from "express";
import type { Socket } from "node:net";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OWNER_ROLES, ROLES } from "../../../contract/roles";
import type { Notification } from "../../../contract/wire/notifications";
import { issueAccessToken } from "../../../platform/auth/issue";
import { createHub, HUB_MOUNT_PATH, type Hub } from "../../../platform/services/hub/index";
import type { HubOptions } from "../../../platform/services/hub/state";
import { createNotification, createNotificationsRouter } from "../../../platform/services/vaic/notifications";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

let t: TestContext;
let acme: string;
let globex: string;
const users: Record<"owner" | "viewer" | "globex", string> = {} as never;
type Who = keyof typeof users;

beforeAll(async () => {
  t = createTestContext();
  acme = insertAccount(t.ctx, { name: "Acme Voice" });
  globex = insertAccount(t.ctx, { name: "Globex" });
  users.owner = await insertUser(t.ctx, { accountId: acme, roles: OWNER_ROLES });
  users.viewer = await insertUser(t.ctx, { accountId: acme, roles: [ROLES.CALLS_READ] });
  users.globex = await insertUser(t.ctx, { accountId: globex, roles: OWNER_ROLES });
  return () => t.cleanup();
});

let hub: Hub;
let base: string;
let stopServer: () => Promise<void>;
/** Hub requests the server saw ("GET id" for a request carrying a connection token). */
const requests: string[] = [];
const clients: HubConnection[] = [];
/** The server's open TCP sockets, to drop them as a failing network would. */
const sockets = new Set<Socket>();

/** The hub in front of the REST notifications router, wired like the platform does. */
async function startHub(options: Partial<HubOptions> = {}) {
  hub = createHub(t.ctx, { log: () => {}, ...options });
  const app = express();
  app.use(HUB_MOUNT_PATH, (req, _res, next) => {
    requests.push(`${req.method}${new URL(req.originalUrl, "http://x").searchParams.has("id") ? " id" : ""}`);
    next();
  });
  app.use(HUB_MOUNT_PATH, hub.router);
  const vaic = express.Router();
  vaic.use(express.json());
  vaic.use(createNotificationsRouter(t.ctx));
  app.use("/vaic/api", vaic);
  const server = await listen(app);
  server.server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.server.on("upgrade", (req, socket, head) => {
    if (!hub.upgrade(req, socket, head)) socket.destroy();
  });
  base = server.url;
  stopServer = server.close;
}

beforeEach(async () => {
  t.ctx.db.prepare("DELETE FROM notifications").run();
  requests.length = 0;
  await startHub();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
  await hub.close();
  await stopServer();
});

const token = (who: Who) => issueAccessToken(t.ctx, users[who]);

/** What one tab received, in order, with a way to wait for the next matching message. */
class Inbox {
  readonly received: { method: string; arg: unknown }[] = [];
  private seen = 0;
  private waiters: (() => void)[] = [];

  constructor(conn: HubConnection) {
    for (const method of ["InitNotifications", "ReceiveNotification"]) {
      conn.on(method, (arg: unknown) => {
        this.received.push({ method, arg });
        this.waiters.splice(0).forEach((w) => w());
      });
    }
  }

  /** The next message after the last one taken; fails after 5 s. */
  async next(): Promise<{ method: string; arg: unknown }> {
    const deadline = Date.now() + 5000;
    while (this.received.length <= this.seen) {
      if (Date.now() > deadline) throw new Error(`no message after ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.received[this.seen++];
  }

  async init(): Promise<Notification[]> {
    const m = await this.next();
    expect(m.method).toBe("InitNotifications");
    return m.arg as Notification[];
  }

  async receive(): Promise<Notification> {
    const m = await this.next();
    expect(m.method).toBe("ReceiveNotification");
    return m.arg as Notification;
  }

  /** Nothing arrived beyond what was taken. */
  get idle(): boolean {
    return this.received.length === this.seen;
  }
}

async function connect(who: Who, transport: HttpTransportType, reconnect = false) {
  const accessToken = await token(who);
  const builder = new HubConnectionBuilder()
    .withUrl(`${base}${HUB_MOUNT_PATH}`, { transport, accessTokenFactory: () => accessToken })
    .configureLogging(LogLevel.None);
  const conn = (reconnect ? builder.withAutomaticReconnect([0, 200, 200, 200]) : builder).build();
  const inbox = new Inbox(conn);
  await conn.start();
  clients.push(conn);
  return { conn, inbox };
}

async function restList(who: Who): Promise<Notification[]> {
  const res = await fetch(`${base}/vaic/api/notifications`, {
    headers: { authorization: `Bearer ${await token(who)}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Notification[];
}

const WS = HttpTransportType.WebSockets;
const LP = HttpTransportType.LongPolling;

describe("negotiate", () => {
  const negotiate = (headers: Record<string, string> = {}, query = "?negotiateVersion=1") =>
    fetch(`${base}${HUB_MOUNT_PATH}/negotiate${query}`, { method: "POST", headers });

  it("answers a connection token and the two text transports to a bearer", async () => {
    const res = await negotiate({ authorization: `Bearer ${await token("owner")}` });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [
        { transport: "WebSockets", transferFormats: ["Text"] },
        { transport: "LongPolling", transferFormats: ["Text"] },
      ],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
  });

  it("requires negotiate version 1", async () => {
    const res = await negotiate({ authorization: `Bearer ${await token("owner")}` }, "");
    expect(res.status).toBe(400);
    expect(hub.connectionCount).toBe(0);
  });

  it("takes the token as access_token in the query too", async () => {
    const res = await negotiate({}, `?negotiateVersion=1&access_token=${await token("viewer")}`);
    expect(res.status).toBe(200);
  });

  it("refuses a missing, forged or expired token with 401 JSON", async () => {
    for (const headers of [{}, { authorization: "Bearer not-a-jwt" }] as Record<string, string>[]) {
      const res = await negotiate(headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: expect.any(String) });
    }
    const old = await token("owner");
    t.advance(t.ctx.config.accessTokenTtlSeconds + 1);
    const res = await negotiate({ authorization: `Bearer ${old}` });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toMatch(/expired/i);
  });
});

describe.each([
  ["WebSockets", WS],
  ["LongPolling", LP],
])("the official client over %s", (name, transport) => {
  it("gets InitNotifications with the REST list, then ReceiveNotification for a new one", async () => {
    createNotification(t.ctx, { accountId: acme, title: "Maintenance tonight", type: "info" });
    t.advance(1);
    createNotification(t.ctx, {
      accountId: acme,
      userId: users.owner,
      title: "Export ready",
      type: "download",
      data: { fileName: "a.csv", url: "/x" },
    });
    createNotification(t.ctx, { accountId: globex, title: "Globex only", type: "info" });
    const { inbox } = await connect("owner", transport);
    const init = await inbox.init();
    expect(init.map((n) => n.title)).toEqual(["Export ready", "Maintenance tonight"]);
    expect(init).toEqual(await restList("owner"));

    const created = createNotification(t.ctx, {
      accountId: acme,
      userId: users.owner,
      title: "Report done",
      type: "info",
      ttl: 60,
    });
    expect(await inbox.receive()).toEqual(created);
    // the transport really was the one asked for
    expect(requests.includes("GET id")).toBe(name === "LongPolling");
  });
});

describe("client invocations", () => {
  it("UpdateNotification marks read, answers the notification, and every tab of the user sees it", async () => {
    const n = createNotification(t.ctx, { accountId: acme, userId: users.owner, title: "Export ready", type: "info" });
    const tabA = await connect("owner", WS);
    const tabB = await connect("owner", LP);
    await tabA.inbox.init();
    await tabB.inbox.init();
    const result = await tabA.conn.invoke("UpdateNotification", n.id, 1);
    expect(result).toMatchObject({ id: n.id, status: 1 });
    expect(await tabA.inbox.receive()).toMatchObject({ id: n.id, status: 1 });
    expect(await tabB.inbox.receive()).toMatchObject({ id: n.id, status: 1 });
    expect((await restList("owner"))[0].status).toBe(1);
  });

  it("DeleteNotification re-sends InitNotifications without it to every tab of the user", async () => {
    const keep = createNotification(t.ctx, { accountId: acme, userId: users.owner, title: "Keep", type: "info" });
    const gone = createNotification(t.ctx, { accountId: acme, userId: users.owner, title: "Gone", type: "info" });
    const tabA = await connect("owner", WS);
    const tabB = await connect("owner", LP);
    expect(await tabA.inbox.init()).toHaveLength(2);
    expect(await tabB.inbox.init()).toHaveLength(2);
    await tabB.conn.invoke("DeleteNotification", gone.id);
    expect((await tabA.inbox.init()).map((n) => n.id)).toEqual([keep.id]);
    expect((await tabB.inbox.init()).map((n) => n.id)).toEqual([keep.id]);
    expect((await restList("owner")).map((n) => n.id)).toEqual([keep.id]);
  });

  it("ClearAll empties the caller's list; other users of the account lose the account-wide rows only", async () => {
    createNotification(t.ctx, { accountId: acme, title: "Account-wide", type: "info" });
    createNotification(t.ctx, { accountId: acme, userId: users.owner, title: "Owner's", type: "info" });
    const viewers = createNotification(t.ctx, {
      accountId: acme,
      userId: users.viewer,
      title: "Viewer's",
      type: "info",
    });
    createNotification(t.ctx, { accountId: globex, title: "Globex", type: "info" });
    const owner = await connect("owner", WS);
    const viewer = await connect("viewer", LP);
    const other = await connect("globex", WS);
    await owner.inbox.init();
    expect(await viewer.inbox.init()).toHaveLength(2);
    await other.inbox.init();
    await owner.conn.send("ClearAll");
    expect(await owner.inbox.init()).toEqual([]);
    expect((await viewer.inbox.init()).map((n) => n.id)).toEqual([viewers.id]);
    expect((await restList("globex")).map((n) => n.title)).toEqual(["Globex"]);
    expect(other.inbox.idle).toBe(true);
  });

  it("refuses another account's or another user's id with an error and changes nothing", async () => {
    const foreign = createNotification(t.ctx, { accountId: globex, title: "Globex", type: "info" });
    const viewers = createNotification(t.ctx, {
      accountId: acme,
      userId: users.viewer,
      title: "Viewer's",
      type: "info",
    });
    const { conn } = await connect("owner", WS);
    await expect(conn.invoke("UpdateNotification", foreign.id, 1)).rejects.toThrow(/Notification not found/);
    await expect(conn.invoke("DeleteNotification", foreign.id)).rejects.toThrow(/Notification not found/);
    await expect(conn.invoke("DeleteNotification", viewers.id)).rejects.toThrow(/Notification not found/);
    expect((await restList("globex"))[0]).toMatchObject({ id: foreign.id, status: 0 });
    expect((await restList("viewer")).map((n) => n.id)).toContain(viewers.id);
  });

  it("answers bad arguments and unknown methods with errors, and the connection stays usable", async () => {
    const n = createNotification(t.ctx, { accountId: acme, userId: users.owner, title: "X", type: "info" });
    const { conn } = await connect("owner", LP);
    await expect(conn.invoke("UpdateNotification", n.id, 7)).rejects.toThrow(/Invalid arguments/);
    await expect(conn.invoke("UpdateNotification")).rejects.toThrow(/Invalid arguments/);
    await expect(conn.invoke("DropTables")).rejects.toThrow(/Unknown hub method/);
    await expect(conn.invoke("UpdateNotification", n.id, 1)).resolves.toMatchObject({ status: 1 });
  });
});

describe("fan-out", () => {
  it("sends a user's notification to that user only, and an account-wide one to every user of the account", async () => {
    const owner = await connect("owner", WS);
    const viewer = await connect("viewer", LP);
    const other = await connect("globex", WS);
    for (const c of [owner, viewer, other]) expect(await c.inbox.init()).toEqual([]);
    const own = createNotification(t.ctx, { accountId: acme, userId: users.owner, title: "Owner only", type: "info" });
    const wide = createNotification(t.ctx, { accountId: acme, title: "Everyone at Acme", type: "warning" });
    expect((await owner.inbox.receive()).id).toBe(own.id);
    expect((await owner.inbox.receive()).id).toBe(wide.id);
    // the viewer's first message is the account-wide one: the owner's never came
    expect((await viewer.inbox.receive()).id).toBe(wide.id);
    expect(other.inbox.idle).toBe(true);
  });

  it("a deletion through the REST API refreshes the tabs too", async () => {
    const n = createNotification(t.ctx, { accountId: acme, title: "Account-wide", type: "info" });
    const viewer = await connect("viewer", WS);
    expect(await viewer.inbox.init()).toHaveLength(1);
    const res = await fetch(`${base}/vaic/api/notifications/${n.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${await token("owner")}` },
    });
    expect(res.status).toBe(204);
    expect(await viewer.inbox.init()).toEqual([]);
  });
});

describe("expiry", () => {
  it("sweeps expired notifications nobody reads and sends the tabs their fresh list", async () => {
    await hub.close();
    await stopServer();
    await startHub({ sweepIntervalMs: 50 });
    const short = createNotification(t.ctx, {
      accountId: acme,
      userId: users.owner,
      title: "Short-lived",
      type: "progress",
      ttl: 2,
    });
    const kept = createNotification(t.ctx, { accountId: acme, userId: users.owner, title: "Kept", type: "info" });
    const { inbox } = await connect("owner", WS);
    expect((await inbox.init()).map((n) => n.id)).toEqual([kept.id, short.id]);
    t.advance(3);
    expect((await inbox.init()).map((n) => n.id)).toEqual([kept.id]);
    expect(t.ctx.db.prepare("SELECT COUNT(*) FROM notifications WHERE id = ?").pluck().get(short.id)).toBe(0);
  });
});

describe("shutdown", () => {
  it("tells the clients to reconnect (close with allowReconnect) and refuses new connections", async () => {
    const ws = await connect("owner", WS, true);
    const lp = await connect("owner", LP, true);
    const reconnecting = [ws, lp].map(
      ({ conn }) => new Promise<string | undefined>((resolve) => conn.onreconnecting((err) => resolve(err?.message))),
    );
    await hub.close();
    // the official client reconnects only when the close message allows it
    await expect(Promise.all(reconnecting)).resolves.toHaveLength(2);
    expect(hub.connectionCount).toBe(0);
    const res = await fetch(`${base}${HUB_MOUNT_PATH}/negotiate?negotiateVersion=1`, {
      method: "POST",
      headers: { authorization: `Bearer ${await token("owner")}` },
    });
    expect(res.status).toBe(503);
  });
});

describe("keeping and regaining the connection", () => {
  it("pings keep an idle WebSocket connection open past both sides' timeouts", async () => {
    await hub.close();
    await stopServer();
    await startHub({ pingIntervalMs: 100, clientTimeoutMs: 600 });
    const accessToken = await token("owner");
    const conn = new HubConnectionBuilder()
      .withUrl(`${base}${HUB_MOUNT_PATH}`, { transport: WS, accessTokenFactory: () => accessToken })
      .configureLogging(LogLevel.None)
      .build();
    // The client gives up after 400 ms without a message and pings every 100 ms itself.
    conn.serverTimeoutInMilliseconds = 400;
    conn.keepAliveIntervalInMilliseconds = 100;
    const inbox = new Inbox(conn);
    let closed = false;
    conn.onclose(() => (closed = true));
    await conn.start();
    clients.push(conn);
    await inbox.init();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(closed).toBe(false);
    expect(conn.state).toBe("Connected");
    const later = createNotification(t.ctx, { accountId: acme, title: "Still here", type: "info" });
    expect((await inbox.receive()).id).toBe(later.id);
  });

  for (const [name, transport] of [
    ["WebSockets", WS],
    ["long polling", LP],
  ] as const) {
    it(`reconnects over ${name} after the server drops the connection, and gets what it missed`, async () => {
      const { conn, inbox } = await connect("owner", transport, true);
      expect(await inbox.init()).toEqual([]);
      const reconnected = new Promise<void>((resolve) => conn.onreconnected(() => resolve()));
      // The network fails: every socket of the server is cut, no close message is sent.
      for (const socket of sockets) socket.destroy();
      const missed = createNotification(t.ctx, { accountId: acme, title: "While away", type: "warning" });
      await reconnected;
      const list = await inbox.init();
      expect(list.map((n) => n.id)).toContain(missed.id);
      const after = createNotification(t.ctx, { accountId: acme, title: "After", type: "info" });
      expect((await inbox.receive()).id).toBe(after.id);
    });
  }
});
