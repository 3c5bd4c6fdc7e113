/**
 * The benchmark dataset: bench/.data/platform.sqlite seeded with 1,000,000 calls for "Acme Voice".
 * Built once by the real seed (`platform/seed.ts`), then cached; a marker file records a finished
 * build, so a build cut short is rebuilt instead of measured.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PlatformContext } from "../platform/context";
import { openDatabase } from "../platform/db/database";
import { report } from "./summary";
import { reportTarget } from "./targets";
import { TIME } from "../contract/limits/units";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const BENCH_DATA_DIR = join(ROOT, "bench", ".data");
export const BENCH_DB_FILE = join(BENCH_DATA_DIR, "platform.sqlite");
export const BENCH_CALLS = 1_000_000;
const MARKER = join(BENCH_DATA_DIR, "dataset.json");

interface Marker {
  calls: number;
  builtAt: string;
  seconds: number;
}

function readMarker(): Marker | null {
  try {
    return JSON.parse(readFileSync(MARKER, "utf8")) as Marker;
  } catch {
    return null;
  }
}

let reported = false;
/** The seed's time in the summary, once per run (the build of this run or of the cached dataset). */
function reportSeed(marker: Marker): void {
  if (reported) return;
  reported = true;
  report(
    "Seed",
    `${marker.calls.toLocaleString("en-US")} calls (npx tsx platform/seed.ts)`,
    `${marker.seconds.toFixed(1)} s, built ${marker.builtAt}`,
  );
  reportTarget("seed", `${marker.seconds.toFixed(0)} s`, { seconds: marker.seconds });
}

/** Returns the database file, building the dataset first when it is missing or incomplete. */
export function ensureDataset(log: (line: string) => void = console.log): string {
  const marker = readMarker();
  if (marker && marker.calls === BENCH_CALLS && existsSync(BENCH_DB_FILE)) {
    log(
      `dataset: cached ${BENCH_DB_FILE} (${marker.calls.toLocaleString("en-US")} calls, built ${marker.builtAt} in ${marker.seconds.toFixed(1)} s)`,
    );
    reportSeed(marker);
    return BENCH_DB_FILE;
  }
  // A half-built database (interrupted seed) would skew every figure: start over.
  for (const suffix of ["", "-wal", "-shm"]) rmSync(BENCH_DB_FILE + suffix, { force: true });
  rmSync(MARKER, { force: true });
  log(`dataset: building ${BENCH_CALLS.toLocaleString("en-US")} calls in ${BENCH_DATA_DIR} (about a minute, once)...`);
  const started = Date.now();
  const result = spawnSync(
    "npx",
    ["tsx", "platform/seed.ts", "--data-dir", BENCH_DATA_DIR, "--calls", String(BENCH_CALLS)],
    { cwd: ROOT, stdio: "inherit" },
  );
  if (result.status !== 0) {
    throw new Error(`dataset: the seed failed (exit ${result.status ?? result.signal}); see its output above`);
  }
  const seconds = (Date.now() - started) / 1000;
  const built: Marker = { calls: BENCH_CALLS, builtAt: new Date().toISOString(), seconds };
  writeFileSync(MARKER, JSON.stringify(built, null, 2));
  log(`dataset: built in ${seconds.toFixed(1)} s`);
  reportSeed(built);
  return BENCH_DB_FILE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDataset();

export interface BenchPlatform {
  ctx: PlatformContext;
  owner: { id: string; account_id: string };
  /** The dataset's newest Acme call: benches measure windows relative to it, so a cached dataset measures the same ones. */
  anchor: number;
}

/** Opens the benchmark dataset as a platform context (migrations applied) with Acme's owner. */
export function openBenchPlatform(file: string, dataDir = ""): BenchPlatform {
  const db = openDatabase(file); // also applies migrations (indexes) added since the dataset was built
  const ctx: PlatformContext = {
    db,
    config: {
      dataDir,
      jwtSecret: new Uint8Array(randomBytes(32)),
      accessTokenTtlSeconds: TIME.HOUR_SECONDS,
      refreshTokenTtlSeconds: TIME.HOUR_SECONDS,
      refreshReuseWindowSeconds: 10,
      publicOrigin: "http://127.0.0.1",
      simulate: false,
    },
    events: new EventEmitter(),
    now: () => Date.now(),
  };
  const owner = db.prepare("SELECT id, account_id FROM users WHERE email = ?").get("owner@example.com") as
    { id: string; account_id: string } | undefined;
  if (!owner) throw new Error("bench: owner@example.com is not in the dataset");
  const anchor = db
    .prepare("SELECT MAX(setup_time) FROM calls WHERE account_id = ?")
    .pluck()
    .get(owner.account_id) as number;
  return { ctx, owner, anchor };
}
