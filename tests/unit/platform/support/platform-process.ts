/**
 * The embedded platform in a process of its own, for the "server killed during an export" test
 * (tests/unit/platform/export-kill.test.ts): createPlatform's router exactly as server.ts mounts it,
 * on DATA_DIR, served on an ephemeral port of 127.0.0.1. On an empty data folder it first seeds the
 * demo data with the given number of calls for "Acme Voice" over the given number of days. It tells the parent its port over IPC
 * and then serves until it is killed.
 *
 * Run with `node --import tsx`; argv: <data dir> <calls> <days>.
 */
import express from "express";
import type { AddressInfo } from "node:net";
import { createPlatform } from "../../../../platform/index";
import { seed } from "../../../../platform/seed/index";

export interface PlatformProcessReady {
  port: number;
  /** The seed ran on this start (an empty data folder). */
  seeded: boolean;
}

const [dataDir, callsText, daysText] = process.argv.slice(2);
if (!dataDir || !process.send)
  throw new Error("usage: node --import tsx platform-process.ts <data dir> <calls> <days> (forked, with IPC)");

const platform = await createPlatform({
  dataDir,
  publicOrigin: "http://127.0.0.1",
  accessTokenTtlSeconds: 900,
  simulate: false,
});
const empty = (platform.db.prepare("SELECT COUNT(*) FROM accounts").pluck().get() as number) === 0;
if (empty) await seed(platform.db, { calls: Number(callsText), days: Number(daysText) });

const app = express();
app.use(platform.router);
const server = app.listen(0, "127.0.0.1", () => {
  const ready: PlatformProcessReady = { port: (server.address() as AddressInfo).port, seeded: empty };
  process.send!({ ready });
});
// The parent is gone (a failed test): do not outlive it.
process.on("disconnect", () => process.exit(0));
