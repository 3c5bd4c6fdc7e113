/**
 * `npm run seed` — fills `${DATA_DIR}/platform.sqlite` with the demo data.
 *
 *   npx tsx platform/seed.ts [--calls N] [--days D] [--data-dir DIR] [--reset]
 *
 * --reset deletes the database first; without it an existing database with accounts is left
 * alone (exit code 1). `--data-dir bench/.data --calls 1000000` builds the benchmark dataset.
 */
import { existsSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "./db/database";
import { demoUsersTable, seed } from "./seed/index";

function fail(message: string): never {
  console.error(`seed: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        calls: { type: "string" },
        days: { type: "string" },
        "data-dir": { type: "string" },
        reset: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }).values;
  } catch (e) {
    fail((e as Error).message);
  }
  if (args.help) {
    console.log("usage: tsx platform/seed.ts [--calls N] [--days D] [--data-dir DIR] [--reset]");
    return;
  }
  const count = (name: string, raw: string | undefined): number | undefined => {
    if (raw === undefined) return undefined;
    const n = Number(raw.replace(/_/g, ""));
    if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a whole number, got "${raw}"`);
    return n;
  };
  const calls = count("calls", args.calls);
  const days = count("days", args.days);
  if (days !== undefined && (days < 1 || days > 60)) fail("--days must be between 1 and 60 (the call retention)");

  const dataDir = resolve(args["data-dir"] ?? process.env.DATA_DIR ?? "./data");
  const file = join(dataDir, "platform.sqlite");
  if (args.reset) {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  }
  const db = openDatabase(file);
  try {
    const existing = db.prepare("SELECT COUNT(*) FROM accounts").pluck().get() as number;
    if (existing > 0) fail(`${file} already holds ${existing} accounts; use --reset to rebuild it`);
    console.log(`seeding ${file} (${calls ?? 100_000} calls for Acme Voice over ${days ?? 60} days)`);
    const summary = await seed(db, { calls, days, log: (line) => console.log(`  ${line}`) });
    db.close();
    const size = ["", "-wal"].reduce(
      (s, suffix) => s + (existsSync(file + suffix) ? statSync(file + suffix).size : 0),
      0,
    );
    console.log(
      `done in ${(summary.durationMs / 1000).toFixed(1)} s: ${summary.accounts} accounts, ${summary.users} users, ` +
        `${summary.calls} calls, ${summary.metricWindows} metric windows, ${(size / 1024 / 1024).toFixed(1)} MiB`,
    );
    console.log("\ndemo users:\n" + demoUsersTable());
  } catch (e) {
    if (db.open) db.close();
    throw e;
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
