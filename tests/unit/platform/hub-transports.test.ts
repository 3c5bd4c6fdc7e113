/**
 * The hub's wire behaviour seen by a hand-written client (raw `ws` and fetch): handshake errors,
 * garbage records, pings and the client timeout, the long-polling hold, DELETE and idle drop, the
 * upgrade refusals, the close record with allowReconnect on shutdown, and the fan-out of one
 * message to many connections.
 */
import express from "express";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { OWNER_ROLES } from "../../../contract/roles";
import { issueAccessToken } from "../../../platform/auth/issue";
import type { Duplex } from "node:stream";
import type { Notification } from "../../../contract/wire/notifications";
import { createHub, HUB_MOUNT_PATH, type Hub } from "../../../platform/services/hub/index";
import type { HubOptions } from "../../../platform/services/hub/state";
import { createNotification } from "../../../platform/services/vaic/notifications";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

const RS = "\u001e";
let t: TestContext;
let accountId: string;
let userId: string;

beforeAll(async () => {
  t = createTestContext();
  accountId = insertAccount(t.ctx);
  userId = await insertUser(t.ctx, { accountId, roles: OWNER_ROLES });
  return () => t.cleanup();
});

let hub: Hub;
let base: string;
let stopServer: (() => Promise<void>) | null = null;
const sockets: WebSocket[] = [];
/** The server's end of each upgrade, in the order the upgrades came. */
const upgraded: Duplex[] = [];

async function startHub(options: Partial<HubOptions> = {}) {
  hub = createHub(t.ctx, { log: () => {}, ...options });
  const app = express();
  app.use(HUB_MOUNT_PATH, hub.router);
  const server = await listen(app);
  server.server.on("upgrade", (req, socket, head) => {
    upgraded.push(socket);
    if (!hub.upgrade(req, socket, head)) socket.destroy();
  });
  base = server.url;
  stopServer = server.close;
}

afterEach(async () => {
  upgraded.length = 0;
  for (const ws of sockets.splice(0)) ws.terminate();
  await hub.close();
  await stopServer?.();
});

const hubUrl = (query = "") => `${base}${HUB_MOUNT_PATH}${query}`;
const bearer = async () => ({ authorization: `Bearer ${await issueAccessToken(t.ctx, userId)}` });

async function negotiate(): Promise<string> {
  const res = await fetch(hubUrl("/negotiate?negotiateVersion=1"), { method: "POST", headers: await bearer() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { connectionToken: string }).connectionToken;
}

/** A raw WebSocket client that collects the records it receives. */
async function openSocket(query?: string) {
  const id = query ?? `?id=${await negotiate()}`;
  const ws = new WebSocket(hubUrl(id).replace(/^http/, "ws"), { headers: await bearer() });
  sockets.push(ws);
  const records: unknown[] = [];
  /** Each message as it came: one per WebSocket message (a frame, since the server never fragments). */
  const messages: { text: string; isBinary: boolean }[] = [];
  let buffer = "";
  const waiters: (() => void)[] = [];
  ws.on("message", (data, isBinary) => {
    messages.push({ text: data.toString(), isBinary });
    buffer += data.toString();
    const parts = buffer.split(RS);
    buffer = parts.pop() ?? "";
    records.push(...parts.map((p) => JSON.parse(p)));
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  /** Waits until `count` records have arrived. */
  const until = async (count: number) => {
    const deadline = Date.now() + 5000;
    while (records.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${JSON.stringify(records)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return records;
  };
  return { ws, records, messages, until, closed };
}

/** The status the server answers an upgrade request with. */
function upgradeStatus(query: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(hubUrl(query).replace(/^http/, "ws"), { headers });
    ws.on("unexpected-response", (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on("open", () => reject(new Error("upgrade accepted")));
    ws.on("error", () => {});
  });
}

const HANDSHAKE = JSON.stringify({ protocol: "json", version: 1 }) + RS;

async function poll(id: string, init: RequestInit = {}) {
  const res = await fetch(hubUrl(`?id=${id}&_=${Date.now()}`), init);
  return { status: res.status, text: await res.text() };
}
const post = (id: string, body: string) =>
  fetch(hubUrl(`?id=${id}`), { method: "POST", body, headers: { "content-type": "text/plain" } });

/** Long polling: negotiate, first poll, handshake: the connection is ready and its first data taken. */
async function ready() {
  const id = await negotiate();
  expect(await poll(id, { headers: await bearer() })).toEqual({ status: 200, text: "" });
  expect((await post(id, HANDSHAKE)).status).toBe(200);
  const first = await poll(id);
  expect(first.text).toBe(`{}${RS}${JSON.stringify({ type: 1, target: "InitNotifications", arguments: [[]] })}${RS}`);
  return id;
}

describe("WebSockets, by hand", () => {
  it("answers the handshake with {} then InitNotifications, also when it arrives in pieces", async () => {
    await startHub();
    const c = await openSocket();
    c.ws.send(HANDSHAKE.slice(0, 10));
    c.ws.send(HANDSHAKE.slice(10));
    expect(await c.until(2)).toEqual([{}, { type: 1, target: "InitNotifications", arguments: [[]] }]);
  });

  it("refuses an unknown protocol in the handshake response and closes; the server keeps serving", async () => {
    await startHub();
    const bad = await openSocket();
    bad.ws.send(JSON.stringify({ protocol: "messagepack", version: 1 }) + RS);
    expect(await bad.until(1)).toEqual([{ error: "The protocol 'messagepack' is not supported." }]);
    await bad.closed;
    const good = await openSocket();
    good.ws.send(HANDSHAKE);
    expect((await good.until(2))[0]).toEqual({});
  });

  it("closes a connection that sends garbage with a close record carrying an error", async () => {
    await startHub();
    for (const garbage of [
      "not json",
      "[1,2]",
      JSON.stringify({ type: "1" }),
      JSON.stringify({ type: 1, target: 5, arguments: [] }),
    ]) {
      const c = await openSocket();
      c.ws.send(HANDSHAKE);
      await c.until(2);
      c.ws.send(garbage + RS);
      const [close] = (await c.until(3)).slice(2);
      expect(close).toMatchObject({ type: 7, error: expect.stringContaining("error") });
      expect(close).not.toHaveProperty("allowReconnect");
      await c.closed;
    }
    expect(hub.connectionCount).toBe(0);
  });

  it("closes a connection whose record exceeds the maximum size", async () => {
    await startHub({ maxMessageChars: 100 });
    const c = await openSocket();
    c.ws.send(HANDSHAKE);
    await c.until(2);
    c.ws.send("x".repeat(200));
    expect((await c.until(3))[2]).toMatchObject({ type: 7, error: expect.stringMatching(/maximum message size/) });
  });

  it("ignores unknown message types and completes a stream invocation with an error", async () => {
    await startHub();
    const c = await openSocket();
    c.ws.send(HANDSHAKE);
    await c.until(2);
    c.ws.send(
      JSON.stringify({ type: 42 }) +
        RS +
        JSON.stringify({ type: 4, invocationId: "s1", target: "X", arguments: [] }) +
        RS,
    );
    expect((await c.until(3))[2]).toEqual({ type: 3, invocationId: "s1", error: "This hub has no streaming methods." });
  });

  it("pings every interval and drops a client that stays silent past the client timeout", async () => {
    await startHub({ pingIntervalMs: 40, clientTimeoutMs: 150 });
    const c = await openSocket();
    c.ws.send(HANDSHAKE);
    const records = await c.until(4);
    expect(records.slice(2, 4)).toEqual([{ type: 6 }, { type: 6 }]);
    await c.closed;
    expect(records.at(-1)).toMatchObject({ type: 7, error: expect.stringMatching(/timeout/i) });
  });

  it("ends a connection whose handshake never comes", async () => {
    await startHub({ handshakeTimeoutMs: 50 });
    const c = await openSocket();
    expect(await c.until(1)).toEqual([{ error: "Handshake was canceled." }]);
    await c.closed;
  });

  it("opens a connection without negotiate (skipNegotiation) and with the token in the query", async () => {
    await startHub();
    const token = (await bearer()).authorization.slice(7);
    const ws = new WebSocket(hubUrl(`?access_token=${token}`).replace(/^http/, "ws"));
    sockets.push(ws);
    const first = new Promise<string>((resolve) => ws.once("message", (d) => resolve(d.toString())));
    await new Promise((resolve) => ws.once("open", resolve));
    ws.send(HANDSHAKE);
    expect(await first).toContain(`{}${RS}`);
  });

  it("refuses upgrades without a valid token, for an unknown id, another user's id, or a second socket", async () => {
    await startHub();
    const id = await negotiate();
    expect(await upgradeStatus(`?id=${id}`)).toBe(401);
    expect(await upgradeStatus(`?id=${id}`, { authorization: "Bearer forged" })).toBe(401);
    expect(await upgradeStatus("?id=nope", await bearer())).toBe(404);
    const otherUser = await insertUser(t.ctx, { accountId: insertAccount(t.ctx) });
    expect(
      await upgradeStatus(`?id=${id}`, { authorization: `Bearer ${await issueAccessToken(t.ctx, otherUser)}` }),
    ).toBe(403);
    await openSocket(`?id=${id}`);
    expect(await upgradeStatus(`?id=${id}`, await bearer())).toBe(409);
  });

  it("leaves upgrades of other paths to the server", async () => {
    await startHub();
    const { IncomingMessage } = await import("node:http");
    const { Socket } = await import("node:net");
    const req = new IncomingMessage(new Socket());
    req.url = "/vaic/api/other";
    expect(hub.upgrade(req, new Socket(), Buffer.alloc(0))).toBe(false);
  });

  it("sends close with allowReconnect to every connection when the hub closes", async () => {
    await startHub();
    const c = await openSocket();
    c.ws.send(HANDSHAKE);
    await c.until(2);
    await hub.close();
    expect((await c.until(3))[2]).toEqual({ type: 7, allowReconnect: true });
    expect(await c.closed).toBe(1000);
  });
});

describe("long polling, by hand", () => {
  it("starts only with the connection user's valid token", async () => {
    await startHub();
    const id = await negotiate();
    expect((await poll(id)).status).toBe(401);
    expect((await poll("unknown", await bearer().then((headers) => ({ headers })))).status).toBe(404);
  });

  it("holds an empty poll until the hold timeout, then answers 200 with no data", async () => {
    await startHub({ pollHoldMs: 150 });
    const id = await ready();
    const started = Date.now();
    expect(await poll(id)).toEqual({ status: 200, text: "" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("answers the held poll 204 after DELETE, and the connection is gone", async () => {
    await startHub();
    const id = await ready();
    const held = poll(id);
    await new Promise((r) => setTimeout(r, 50));
    const del = await fetch(hubUrl(`?id=${id}`), { method: "DELETE" });
    expect(del.status).toBe(202);
    expect(await held).toEqual({ status: 204, text: "" });
    expect((await poll(id)).status).toBe(404);
    expect(hub.connectionCount).toBe(0);
  });

  it("answers the next poll 204 when DELETE came between polls", async () => {
    await startHub();
    const id = await ready();
    expect((await fetch(hubUrl(`?id=${id}`), { method: "DELETE" })).status).toBe(202);
    expect((await poll(id)).status).toBe(204);
    expect((await poll(id)).status).toBe(404);
  });

  it("delivers the close record of a garbage POST to the poll, then 204", async () => {
    await startHub();
    const id = await ready();
    expect((await post(id, `{oops${RS}`)).status).toBe(200);
    const { text } = await poll(id);
    expect(JSON.parse(text.split(RS)[0])).toMatchObject({ type: 7, error: expect.any(String) });
    expect((await poll(id)).status).toBe(204);
  });

  it("answers a completion to an invocation sent by POST", async () => {
    await startHub();
    const id = await ready();
    await post(id, JSON.stringify({ type: 1, invocationId: "7", target: "ClearAll", arguments: [] }) + RS);
    const records = (await poll(id)).text
      .split(RS)
      .filter(Boolean)
      .map((r) => JSON.parse(r));
    expect(records).toContainEqual({ type: 3, invocationId: "7" });
  });

  it("drops a connection that stops polling", async () => {
    await startHub({ disconnectTimeoutMs: 100 });
    const id = await ready();
    await new Promise((r) => setTimeout(r, 250));
    expect(hub.connectionCount).toBe(0);
    expect((await poll(id)).status).toBe(404);
  });

  it("drops a negotiated connection that never starts a transport", async () => {
    await startHub({ disconnectTimeoutMs: 100 });
    const id = await negotiate();
    expect(hub.connectionCount).toBe(1);
    await new Promise((r) => setTimeout(r, 250));
    expect(hub.connectionCount).toBe(0);
    expect((await poll(id, { headers: await bearer() })).status).toBe(404);
  });

  it("sends the close record with allowReconnect to a held poll when the hub closes", async () => {
    await startHub();
    const id = await ready();
    const held = poll(id);
    await new Promise((r) => setTimeout(r, 50));
    await hub.close();
    expect(await held).toEqual({ status: 200, text: JSON.stringify({ type: 7, allowReconnect: true }) + RS });
  });

  it("answers 400 to a POST without id and 404 to an unknown id", async () => {
    await startHub();
    expect((await fetch(hubUrl(), { method: "POST", body: HANDSHAKE })).status).toBe(400);
    expect((await post("nope", HANDSHAKE)).status).toBe(404);
  });
});

describe("one message to many connections", () => {
  afterEach(() => void t.ctx.db.prepare("DELETE FROM notifications").run());

  /** WebSocket connections of the one user, each past its handshake and first list. */
  async function openSockets(count: number) {
    const opened = [];
    for (let i = 0; i < count; i++) {
      const c = await openSocket();
      c.ws.send(HANDSHAKE);
      await c.until(2);
      opened.push(c);
    }
    return opened;
  }
  const receiveRecord = (n: Notification) =>
    JSON.stringify({ type: 1, target: "ReceiveNotification", arguments: [n] }) + RS;

  it("reaches every connection of a user once, as one text frame per message, over WebSockets and long polling alike", async () => {
    await startHub();
    const tabs = await openSockets(12);
    const polling = [await ready(), await ready(), await ready()];
    // Polls already on their way when the messages come (held, or taking what is queued).
    const pending = polling.map((id) => poll(id));
    // Multi-byte text, and a message long enough for the 64-bit frame length.
    const first = createNotification(t.ctx, { accountId, title: "Zähler ✓ 📞", type: "info" });
    const second = createNotification(t.ctx, {
      accountId,
      userId,
      title: "Export ready",
      message: "x".repeat(70_000),
      type: "download",
    });
    const expected = receiveRecord(first) + receiveRecord(second);
    for (const tab of tabs) {
      await tab.until(4);
      // The second message arriving after exactly one copy of the first: nothing was sent twice.
      expect(tab.messages.slice(2)).toEqual([
        { text: receiveRecord(first), isBinary: false },
        { text: receiveRecord(second), isBinary: false },
      ]);
    }
    for (const [i, id] of polling.entries()) {
      let text = "";
      for (let answer = await pending[i]; ; answer = await poll(id)) {
        expect(answer.status).toBe(200);
        text += answer.text;
        if (text.length >= expected.length) break;
      }
      expect(text === expected, "the polls carried the two records, once each").toBe(true);
    }
  });

  it("keeps delivering to the other connections when sockets are gone mid-fan-out", async () => {
    const logged: string[] = [];
    await startHub({ log: (line) => void logged.push(line) });
    const tabs = await openSockets(10);
    expect(upgraded).toHaveLength(10);
    // Gone before the hub has seen them close: the server's end of the first, a middle and the last
    // socket is destroyed, and one client vanishes without a closing handshake.
    for (const i of [0, 4, 9]) upgraded[i].destroy();
    tabs[6].ws.terminate();
    const n = createNotification(t.ctx, { accountId, title: "Still here", type: "info" });
    const alive = tabs.filter((_, i) => ![0, 4, 6, 9].includes(i));
    for (const tab of alive) expect((await tab.until(3))[2]).toEqual(JSON.parse(receiveRecord(n).slice(0, -1)));
    expect(logged).toEqual([]);
    // The hub lets the gone connections go and keeps serving the rest.
    for (const i of [0, 4, 9]) await tabs[i].closed;
    const later = createNotification(t.ctx, { accountId, title: "Later", type: "info" });
    for (const tab of alive) expect(tab.messages.slice(2)).toHaveLength(1);
    for (const tab of alive) expect((await tab.until(4))[3]).toEqual(JSON.parse(receiveRecord(later).slice(0, -1)));
    expect(hub.connectionCount).toBe(alive.length);
  });
});
