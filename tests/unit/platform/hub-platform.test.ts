/**
 * The hub as createPlatform wires it: mounted before the vaic router (whose JSON parser would eat the
 * long-polling POST), the notifications REST API still answering on the same path, the platform's
 * upgrade handler, and platform.close() telling the clients to reconnect.
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from "@microsoft/signalr";
import express from "express";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notification } from "../../../contract/wire/notifications";
import { issueAccessToken } from "../../../platform/auth/issue";
import { createPlatform, type Platform } from "../../../platform/index";
import { createNotification } from "../../../platform/services/vaic/notifications";
import { insertAccount, insertUser, listen } from "./helpers";

let platform: Platform;
let dataDir: string;
let base: string;
let stopServer: () => Promise<void>;
let accountId: string;
let userId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "vc-hub-platform-"));
  platform = await createPlatform({
    dataDir,
    publicOrigin: "http://127.0.0.1:3000",
    accessTokenTtlSeconds: 900,
    simulate: false,
  });
  accountId = insertAccount(platform.ctx);
  userId = await insertUser(platform.ctx, { accountId });
  const app = express();
  app.use(platform.router);
  const server = await listen(app);
  server.server.on("upgrade", (req, socket, head) => {
    if (!platform.upgrade(req, socket, head)) socket.destroy();
  });
  base = server.url;
  stopServer = server.close;
});

afterAll(async () => {
  await platform.close();
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

async function connect(
  transport: HttpTransportType,
): Promise<{ conn: HubConnection; lists: Notification[][]; received: Notification[] }> {
  const token = await issueAccessToken(platform.ctx, userId);
  const conn = new HubConnectionBuilder()
    .withUrl(`${base}/vaic/api/notifications`, { transport, accessTokenFactory: () => token })
    .withAutomaticReconnect([0, 100, 100])
    .configureLogging(LogLevel.None)
    .build();
  const lists: Notification[][] = [];
  const received: Notification[] = [];
  conn.on("InitNotifications", (list: Notification[]) => lists.push(list));
  conn.on("ReceiveNotification", (n: Notification) => received.push(n));
  await conn.start();
  return { conn, lists, received };
}

const eventually = async (check: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe("the platform's hub", () => {
  it("serves both transports and the REST list on the same path, and closes with the platform", async () => {
    const n = createNotification(platform.ctx, { accountId, userId, title: "Export ready", type: "info" });
    const ws = await connect(HttpTransportType.WebSockets);
    const lp = await connect(HttpTransportType.LongPolling);
    await eventually(() => ws.lists.length === 1 && lp.lists.length === 1);
    expect(lp.lists[0].map((x) => x.id)).toEqual([n.id]);

    // the long-polling POST reaches the hub, not the vaic router's JSON parser
    await expect(lp.conn.invoke("UpdateNotification", n.id, 1)).resolves.toMatchObject({ status: 1 });
    await eventually(() => ws.received.length === 1);

    const res = await fetch(`${base}/vaic/api/notifications`, {
      headers: { authorization: `Bearer ${await issueAccessToken(platform.ctx, userId)}` },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Notification[])[0]).toMatchObject({ id: n.id, status: 1 });

    const reconnecting = [ws, lp].map(
      ({ conn }) => new Promise<void>((resolve) => conn.onreconnecting(() => resolve())),
    );
    await platform.close();
    await Promise.all(reconnecting);
    await Promise.all([ws.conn.stop(), lp.conn.stop()]);
  });
});
