/**
 * Notification hub fan-out: connects N WebSocket clients (raw `ws`, JSON hub protocol handshake) to
 * the real hub on an ephemeral port of 127.0.0.1, spread over the users of one account, then creates
 * account-wide notifications and prints how long each took to reach every client, and the memory the
 * connections cost. Run: `npx tsx --expose-gc bench/hub.ts [clients=1000] [rounds=5]`.
 * Memory is the whole process's (server and client ends live here), so per-connection figures are an
 * upper bound for the server alone. It prints figures and asserts nothing.
 */
import { EventEmitter } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import express from "express";
import { WebSocket } from "ws";
import { signAccessToken } from "../platform/auth/jwt";
import type { PlatformContext } from "../platform/context";
import { openDatabase } from "../platform/db/database";
import { createHub, HUB_MOUNT_PATH } from "../platform/services/hub/index";
import { createNotification } from "../platform/services/vaic/notifications";
import { printTable, stats } from "./timing";

const CLIENTS = Number(process.argv[2] ?? 1000);
const ROUNDS = Number(process.argv[3] ?? 5);
const USERS = Math.min(CLIENTS, 100);
const CONNECT_BATCH = 100;
const RS = "\u001e";

const gc = (globalThis as { gc?: () => void }).gc;
function heapMb(): { heap: number; rss: number } {
  gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed / 2 ** 20, rss: m.rss / 2 ** 20 };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "vc-bench-hub-"));
  const db = openDatabase(join(dataDir, "platform.sqlite"));
  const ctx: PlatformContext = {
    db,
    config: {
      dataDir,
      jwtSecret: new TextEncoder().encode(randomUUID() + randomUUID()),
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 3600,
      refreshReuseWindowSeconds: 10,
      publicOrigin: "http://127.0.0.1",
      simulate: false,
    },
    events: new EventEmitter(),
    now: () => Date.now(),
  };
  ctx.events.setMaxListeners(0);

  const accountId = randomUUID();
  db.prepare(
    `INSERT INTO accounts (id, name, type, status, plan, billing_type, balance, secret, connectivity_provider, created_at)
     VALUES (?, 'Bench', 'LiveHub', 'active', 'Essential Plan', 'Prepaid', 0, ?, 'System default', ?)`,
  ).run(accountId, randomUUID(), Date.now());
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const id = randomUUID();
    db.prepare(
      `INSERT INTO users (id, account_id, email, first_name, last_name, password_hash, roles, is_active, terms_accepted_version, created_at)
       VALUES (?, ?, ?, 'Bench', 'User', NULL, '[]', 1, 1, ?)`,
    ).run(id, accountId, `bench-${i}@example.com`, Date.now());
    tokens.push(await signAccessToken(ctx.config, { sub: id, accountId, email: `bench-${i}@example.com`, role: [], teamsOnlyMode: false }, Date.now()));
  }

  const hub = createHub(ctx, { log: console.error });
  const app = express();
  app.use(HUB_MOUNT_PATH, hub.router);
  const server = createServer(app);
  server.on("upgrade", (req, socket, head) => {
    if (!hub.upgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${HUB_MOUNT_PATH}`;

  /** Per client: resolves when the next ReceiveNotification arrives, with its time. */
  const waiting = new Map<WebSocket, (at: number) => void>();
  const sockets: WebSocket[] = [];
  const open = (token: string) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${url}?access_token=${token}`, { perMessageDeflate: false });
      ws.on("error", reject);
      ws.on("open", () => ws.send(JSON.stringify({ protocol: "json", version: 1 }) + RS));
      ws.on("message", (data) => {
        const text = data.toString();
        if (text.includes('"InitNotifications"')) resolve();
        if (text.includes('"ReceiveNotification"')) {
          const done = waiting.get(ws);
          waiting.delete(ws);
          done?.(performance.now());
        }
      });
      sockets.push(ws);
    });

  const before = heapMb();
  const connectStart = performance.now();
  for (let i = 0; i < CLIENTS; i += CONNECT_BATCH) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - i) }, (_, k) => open(tokens[(i + k) % USERS])));
  }
  const connectMs = performance.now() - connectStart;
  const after = heapMb();

  const rows: string[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const arrivals = sockets.map((ws) => new Promise<number>((resolve) => waiting.set(ws, resolve)));
    const t0 = performance.now();
    createNotification(ctx, { accountId, title: `Round ${round}`, type: "info" });
    const sent = performance.now() - t0;
    const times = (await Promise.all(arrivals)).map((at) => at - t0);
    const { median, p95 } = stats(times);
    rows.push([String(round + 1), sent.toFixed(1), median.toFixed(1), p95.toFixed(1), Math.max(...times).toFixed(1)]);
  }

  console.log(`hub fan-out: ${CLIENTS} WebSocket clients over ${USERS} users of one account, connected in ${(connectMs / 1000).toFixed(2)} s`);
  printTable(["round", "send ms", "median arrival ms", "p95 ms", "last ms"], rows);
  const heapKb = ((after.heap - before.heap) * 1024) / CLIENTS;
  const rssKb = ((after.rss - before.rss) * 1024) / CLIENTS;
  console.log(`memory per connection (both ends, one process${gc ? ", after gc" : ", no --expose-gc"}): heap ${heapKb.toFixed(1)} KB, rss ${rssKb.toFixed(1)} KB`);

  for (const ws of sockets) ws.terminate();
  await hub.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
