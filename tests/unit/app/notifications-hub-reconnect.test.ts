/**
 * The console's OWN live-notification client (app/features/notifications/live: startLiveConnection,
 * the SignalR hub client and its ConnectionLifecycle with the real retry policy) against the REAL
 * embedded hub on 127.0.0.1 (docs/product.md#notifications "Real-time retry rules"; issue 8 "Faults"):
 *
 * - connected, it receives; the server cuts every socket; it waits the 60 s reconnect and nothing
 *   else, reconnects, gets what it missed and the next notification (over WebSockets, and over long
 *   polling when WebSockets are refused);
 * - a 401 whose token refresh fails waits 10 s, then 5 s + 1 s per attempt, then connects;
 * - the server stays down: 24 attempts (5 s + 1 s per attempt between them), then one toast,
 *   'Server not available, giving up.'
 *
 * Fake timers would also stop the SignalR client's and the sockets' own timers, so the life cycle's
 * timers are injected instead (its `timers` seam): each delay it asks for is recorded and the test
 * fires it at once, so the spec's 60 s and 6-28 s waits are asserted without being waited out.
 */
import express from "express";
import { createServer, type Server, type Socket } from "node:net";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES, MSG, type MessageKey } from "../../../contract/messages";
import { NOTIFICATIONS } from "../../../contract/limits/notifications";
import { OWNER_ROLES } from "../../../contract/roles";
import type { Notification } from "../../../contract/wire/notifications";
import type { LifecycleTimers } from "../../../app/features/notifications/live/connection";
import { HUB_URL, startLiveConnection, type LiveConnection } from "../../../app/features/notifications/live/hub-client";
import { retryDelayMs } from "../../../app/features/notifications/live/retry-policy";
import { TokenSource } from "../../../app/features/notifications/live/token";
import { issueAccessToken } from "../../../platform/auth/issue";
import { createHub, HUB_MOUNT_PATH, type Hub } from "../../../platform/services/hub/index";
import { createNotification } from "../../../platform/services/vaic/notifications";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "../platform/helpers";

/** Real-time bound of every wait in this file. */
const WAIT_MS = 5_000;

/** Polls `check` (bounded) until it holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The life cycle's timers, held: each delay asked for is recorded; `fire` runs the one pending. */
class HeldTimers implements LifecycleTimers {
  readonly delays: number[] = [];
  private readonly pending = new Map<number, () => void>();
  private nextHandle = 1;

  setTimeout(run: () => void, delayMs: number): unknown {
    const handle = this.nextHandle++;
    this.delays.push(delayMs);
    this.pending.set(handle, run);
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  get waiting(): number {
    return this.pending.size;
  }

  /** Waits until the life cycle asks for a wait; returns its delay without waiting it out. */
  async next(): Promise<number> {
    await until(() => this.pending.size > 0, "the life cycle to schedule a wait");
    expect(this.pending.size).toBe(1);
    return this.delays[this.delays.length - 1];
  }

  /** Runs the pending wait's callback now (as if its delay had passed). */
  fire(): void {
    const [[handle, run]] = [...this.pending];
    this.pending.delete(handle);
    run();
  }
}

let t: TestContext;
let acme: string;
let owner: string;

beforeAll(async () => {
  t = createTestContext();
  acme = insertAccount(t.ctx, { name: "Acme Voice" });
  owner = await insertUser(t.ctx, { accountId: acme, roles: OWNER_ROLES });
  return () => t.cleanup();
});

let hub: Hub;
let base: string;
let port: number;
let stopServer: (() => Promise<void>) | null;
/** The server's open TCP sockets, to cut them as a failing network would. */
const sockets = new Set<Socket>();
/** Hub requests the server saw. */
let hubRequests = 0;
/** What the console's client got, in order. */
let inits: Notification[][];
let received: Notification[];
let toasts: { type: string; message: MessageKey }[];
let live: LiveConnection | null;
let down: Server | null;

async function startHub({ refuseWebSockets = false } = {}) {
  hub = createHub(t.ctx, { log: () => {} });
  const app = express();
  app.use(HUB_MOUNT_PATH, (_req, _res, next) => {
    hubRequests++;
    next();
  });
  app.use(HUB_MOUNT_PATH, hub.router);
  const server = await listen(app);
  server.server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.server.on("upgrade", (req, socket, head) => {
    if (refuseWebSockets || !hub.upgrade(req, socket, head)) socket.destroy();
  });
  base = server.url;
  port = Number(new URL(base).port);
  stopServer = server.close;
}

/** The console's client as the island starts it, with the hub's absolute address and a token of the owner's. */
function startClient(timers: HeldTimers, tokens: TokenSource = tokenSource([() => "valid"])): LiveConnection {
  live = startLiveConnection(
    { init: (list) => inits.push(list), receive: (n) => received.push(n) },
    (toast) => toasts.push(toast),
    { url: `${base}${HUB_URL}`, tokens, timers },
  );
  return live;
}

/**
 * The console's token route, scripted: each call takes the next answer ("valid": a fresh token of
 * the owner's, "forged": a token the hub refuses with 401, "fail": the route answers 401); the last
 * answer repeats.
 */
function tokenSource(script: (() => "valid" | "forged" | "fail")[]): TokenSource & { calls: number } {
  let calls = 0;
  const fetcher = (async () => {
    const answer = script[Math.min(calls++, script.length - 1)]();
    if (answer === "fail") return new Response(JSON.stringify({ message: "signed out" }), { status: 401 });
    const token =
      answer === "valid" ? await issueAccessToken(t.ctx, owner) : "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged";
    return Response.json({ token });
  }) as typeof fetch;
  const source = new TokenSource(fetcher) as TokenSource & { calls: number };
  Object.defineProperty(source, "calls", { get: () => calls });
  return source;
}

const notify = (title: string) => createNotification(t.ctx, { accountId: acme, userId: owner, title, type: "info" });

beforeEach(async () => {
  t.ctx.db.prepare("DELETE FROM notifications").run();
  inits = [];
  received = [];
  toasts = [];
  hubRequests = 0;
  live = null;
  down = null;
});

afterEach(async () => {
  await live?.lifecycle.end();
  await hub?.close();
  await stopServer?.();
  stopServer = null;
  await new Promise<void>((resolve) => (down ? down.close(() => resolve()) : resolve()));
});

describe("the console's live client against the real hub", () => {
  for (const [name, refuseWebSockets] of [
    ["WebSockets", false],
    ["long polling (WebSockets refused)", true],
  ] as const) {
    it(`over ${name}: receives; after the server cuts every socket it waits the 60 s reconnect, then gets what it missed and the next one`, async () => {
      await startHub({ refuseWebSockets });
      const timers = new HeldTimers();
      startClient(timers);
      await until(() => inits.length === 1, "InitNotifications");
      expect(inits[0]).toEqual([]);
      expect(timers.waiting).toBe(0);

      const first = notify("Before the cut");
      await until(() => received.length === 1, "ReceiveNotification");
      expect(received[0].id).toBe(first.id);

      // The network fails: every socket of the server is cut, no close message is sent.
      for (const socket of sockets) socket.destroy();
      expect(await timers.next()).toBe(NOTIFICATIONS.RECONNECT_AFTER_CLOSE_MS);
      expect(NOTIFICATIONS.RECONNECT_AFTER_CLOSE_MS).toBe(60_000);
      const missed = notify("While away");
      // Nothing but that wait brings the client back: no request reaches the hub meanwhile.
      const seen = hubRequests;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(hubRequests).toBe(seen);
      expect(inits).toHaveLength(1);

      timers.fire();
      await until(() => inits.length === 2, "InitNotifications after reconnecting");
      expect(inits[1].map((n) => n.id)).toContain(missed.id);
      const after = notify("After the reconnect");
      await until(() => received.some((n) => n.id === after.id), "ReceiveNotification after reconnecting");
      expect(timers.delays).toEqual([60_000]);
      expect(timers.waiting).toBe(0);
      expect(toasts).toEqual([]);
    });
  }

  it("a 401 whose token refresh fails waits 10 s; a refreshed token after the next 401 waits 5 s + 1 s per attempt; then it connects", async () => {
    await startHub();
    const timers = new HeldTimers();
    // 1st attempt: a token the hub refuses, and the refresh fails; 2nd: refused again, the refresh works.
    const tokens = tokenSource([() => "forged", () => "fail", () => "forged", () => "valid"]);
    startClient(timers, tokens);
    expect(await timers.next()).toBe(NOTIFICATIONS.RETRY_AFTER_FAILED_REFRESH_MS);
    timers.fire();
    expect(await timers.next()).toBe(retryDelayMs(2));
    expect(inits).toHaveLength(0);
    timers.fire();
    await until(() => inits.length === 1, "InitNotifications with the refreshed token");
    expect(timers.delays).toEqual([10_000, 7_000]);
    expect(tokens.calls).toBe(4);
    expect(toasts).toEqual([]);
  });

  it("when the server stays down it tries 24 times, 5 s + 1 s per attempt apart, then says 'Server not available, giving up.' once", async () => {
    await startHub();
    const timers = new HeldTimers();
    const { hub: client } = startClient(timers);
    await until(() => inits.length === 1, "InitNotifications");
    // Counts the connection attempts the life cycle makes (it calls the client's start each time).
    let attempts = 0;
    const start = client.start.bind(client);
    client.start = () => {
      attempts++;
      return start();
    };

    // The server goes away; on its port, something that takes each connection and cuts it at once.
    await hub.close();
    await stopServer!();
    stopServer = null;
    let connections = 0;
    down = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => down!.listen(port, "127.0.0.1", () => resolve()));

    expect(await timers.next()).toBe(60_000);
    timers.fire();
    // Bounded: the spec's attempts and a few more would fail the test, not hang it.
    for (let i = 0; i < NOTIFICATIONS.MAX_RETRY_ATTEMPTS + 5 && toasts.length === 0; i++) {
      await until(() => timers.waiting > 0 || toasts.length > 0, "the next retry or giving up");
      if (toasts.length > 0) break;
      timers.fire();
    }
    const retries = Array.from({ length: NOTIFICATIONS.MAX_RETRY_ATTEMPTS - 1 }, (_, i) => 5_000 + 1_000 * (i + 1));
    expect(retries.at(-1)).toBe(28_000);
    expect(timers.delays).toEqual([60_000, ...retries]);
    expect(attempts).toBe(NOTIFICATIONS.MAX_RETRY_ATTEMPTS);
    // Each went to the network (the first may fail on the pooled connection the server had cut).
    expect(connections).toBeGreaterThanOrEqual(NOTIFICATIONS.MAX_RETRY_ATTEMPTS - 1);
    expect(connections).toBeLessThanOrEqual(NOTIFICATIONS.MAX_RETRY_ATTEMPTS);
    expect(toasts).toEqual([{ type: "danger", message: MSG.error_server_not_available }]);
    expect(MESSAGES[toasts[0].message]).toBe("Server not available, giving up.");
    // Given up: no further wait, no further attempt.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(timers.waiting).toBe(0);
    expect(attempts).toBe(NOTIFICATIONS.MAX_RETRY_ATTEMPTS);
    expect(connections).toBeLessThanOrEqual(NOTIFICATIONS.MAX_RETRY_ATTEMPTS);
  });
});
