import type { Db } from "../db/database";
import { hashPassword } from "../auth/passwords";
import { OWNER_ROLES } from "../../contract/roles";
import { CallGenerator } from "../calls/generate";
import { rebuildMetricWindows } from "../metrics/rebuild";
import { AccountSeeder } from "./accounts";
import { seedAiModels } from "./aiModels";
import { seedAiDocuments } from "./aiDocuments";
import { seedAlarmThresholds } from "./alarms";
import { seedAiTools } from "./aiTools";
import { seedCampaigns } from "./campaigns";
import { seedBilling } from "./billing";
import { seedCatalog } from "./catalog";
import { withoutCallIndexes, writeHistory, type HistoryPlan } from "./history";
import { Rng } from "./random";
import { RowWriter } from "./rows";
import { seedRouting } from "./routing";
import { seedAi } from "./ai";
import { DEMO_ADMIN_ROLES, DEMO_MEMBER_ROLES, DEMO_USERS, DEMO_VIEWER_ROLES } from "./users";
import { TIME } from "../../contract/limits/units";

export { DEMO_USERS, demoUsersTable } from "./users";

export interface SeedOptions {
  /** Calls for "Acme Voice" (default 100 000); the other accounts get a few thousand. */
  calls?: number;
  /** Days of history ending at `now` (default 60). */
  days?: number;
  now?: number;
  log?: (line: string) => void;
}

export interface SeedSummary {
  acmeAccountId: string;
  accounts: number;
  users: number;
  /** Call legs written, every account. */
  calls: number;
  /** Calls with transcript, post-call analysis and call log. */
  callsWithDetails: number;
  metricWindows: number;
  durationMs: number;
}

/** Fixed PRNG seed: the same options give the same data. */
const SEED = 20_260_101;

function accountCount(db: Db): number {
  return db.prepare("SELECT COUNT(*) FROM accounts").pluck().get() as number;
}

/**
 * Runs a bulk load with this connection's fsyncs off, its rollback journal in memory instead of the
 * WAL (each page is written to the file once, not to the WAL and again by the checkpoint) and a
 * large page cache (index builds sort in it), restoring all three afterwards. A seed cut short
 * leaves a database to rebuild (--reset) anyway, so skipping fsyncs and the on-disk journal risks
 * nothing worth the time. Another connection on the file keeps the WAL (SQLite refuses the switch).
 */
function withBulkLoadSettings<T>(db: Db, load: () => T): T {
  const synchronous = db.pragma("synchronous", { simple: true }) as number;
  const cacheSize = db.pragma("cache_size", { simple: true }) as number;
  const threads = db.pragma("threads", { simple: true }) as number;
  const journal = db.pragma("journal_mode", { simple: true }) as string;
  db.pragma("synchronous = OFF");
  db.pragma("cache_size = -262144");
  db.pragma("threads = 2"); // parallel sorter for the index builds
  try {
    db.pragma("journal_mode = MEMORY");
  } catch {
    // another connection holds the file: load through the WAL
  }
  try {
    return load();
  } finally {
    db.pragma(`journal_mode = ${journal}`);
    db.pragma(`synchronous = ${synchronous}`);
    db.pragma(`cache_size = ${cacheSize}`);
    db.pragma(`threads = ${threads}`);
  }
}

/**
 * Fills an empty database with the demo data: catalog, accounts and entities, the demo users,
 * the call history and its metric windows. Throws when accounts already exist.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? Date.now();
  const days = options.days ?? 60;
  const acmeCalls = Math.max(0, Math.floor(options.calls ?? 100_000));
  if (accountCount(db) > 0) {
    throw new Error("The database already holds accounts; the seed runs only on an empty database.");
  }
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  if (accountCount(db) > 0) throw new Error("Accounts appeared while seeding; refusing to seed twice.");

  const rng = new Rng(SEED);
  const rows = new RowWriter(db);
  const accounts = new AccountSeeder(rows, rng, now);
  const demo = db.transaction(() => {
    seedCatalog(db);
    const ids = accounts.run(acmeCalls);
    seedRouting(db, rows, ids.acme, now);
    seedAlarmThresholds(db, ids.acme, now);
    seedAi(db, ids, now);
    seedAiTools(db, ids.acme, now);
    const user = (
      email: string,
      accountId: string,
      first: string,
      last: string,
      roles: readonly string[],
      hash: string | null,
    ) => {
      const id = rng.uuid();
      rows.insert("users", {
        id,
        account_id: accountId,
        email,
        first_name: first,
        last_name: last,
        password_hash: hash,
        roles: [...roles],
        terms_accepted_version: 1,
        created_at: now - 30 * TIME.DAY_MS,
      });
      return id;
    };
    user(DEMO_USERS[0].email, ids.operations, "Ada", "Admin", DEMO_ADMIN_ROLES, hashes[0]);
    const owner = user(DEMO_USERS[1].email, ids.acme, "Olivia", "Owner", OWNER_ROLES, hashes[1]);
    user(DEMO_USERS[2].email, ids.trial, "Tom", "Trial", OWNER_ROLES, hashes[2]);
    user(DEMO_USERS[3].email, ids.acme, "Victor", "Viewer", DEMO_VIEWER_ROLES, hashes[3]);
    // The demo owner's second account, to switch to (no random draw: the rest of the seed is unchanged).
    rows.insert("account_memberships", {
      user_id: owner,
      account_id: ids.globex,
      roles: [...DEMO_MEMBER_ROLES],
      created_at: now - 30 * TIME.DAY_MS,
    });
    for (const a of accounts.seeded) {
      if (a.id === ids.acme || a.id === ids.trial || a.id === ids.operations) continue;
      // Identity-service users (no password): admin screens show an owner for every account.
      const slug = a.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      user(`owner@${slug}.example`, a.id, a.name.split(" ")[0], "Owner", OWNER_ROLES, null);
    }
    return ids;
  })();
  log(`accounts and entities: ${accounts.seeded.length} accounts (${Math.round(performance.now() - started)} ms)`);

  const from = now - days * TIME.DAY_MS;
  const plans: HistoryPlan[] = [];
  accounts.seeded.forEach((a, i) => {
    if (!a.traffic || a.calls === 0) return;
    const generator = new CallGenerator(new Rng(SEED + 1 + i), a.traffic);
    if (generator.canCall) plans.push({ generator, calls: a.calls, from, to: a.activeUntil });
  });
  const { history, metricWindows } = withBulkLoadSettings(db, () => {
    const historyStarted = performance.now();
    let indexesStarted = 0;
    const written = withoutCallIndexes(db, () => {
      const result = plans.length ? writeHistory(db, plans, new Rng(SEED - 1), now) : { calls: 0, withDetails: 0 };
      indexesStarted = performance.now();
      log(
        `calls: ${result.calls} (${result.withDetails} with transcripts) in ${Math.round(indexesStarted - historyStarted)} ms`,
      );
      return result;
    });
    log(`call indexes: ${Math.round(performance.now() - indexesStarted)} ms`);

    const windowsStarted = performance.now();
    let windows = 0;
    for (const plan of plans) windows += rebuildMetricWindows(db, plan.generator.traffic.accountId, from, now);
    log(`metric windows: ${windows} in ${Math.round(performance.now() - windowsStarted)} ms`);
    return { history: written, metricWindows: windows };
  });

  seedCampaigns(db, accounts.seeded, now, demo.acme);
  seedAiModels(db, demo.acme, now, new Rng(SEED - 3));
  seedAiDocuments(db, { acme: demo.acme, trial: demo.trial }, now);
  // Every wallet through its billing history, written by the ledger (seed/billing.ts).
  seedBilling(db, accounts.seeded, now, new Rng(SEED - 2));
  const analyzeStarted = performance.now();
  // Planner statistics for the 1M-row list queries; bounded so it stays quick.
  db.exec("PRAGMA analysis_limit = 2000; ANALYZE;");
  db.pragma("wal_checkpoint(TRUNCATE)");
  log(`analyze and checkpoint: ${Math.round(performance.now() - analyzeStarted)} ms`);

  return {
    acmeAccountId: demo.acme,
    accounts: accounts.seeded.length,
    users: db.prepare("SELECT COUNT(*) FROM users").pluck().get() as number,
    calls: history.calls,
    callsWithDetails: history.withDetails,
    metricWindows,
    durationMs: Math.round(performance.now() - started),
  };
}

/** Seeds only a database without accounts (first start); returns null when it had some. */
export async function seedIfEmpty(db: Db, options?: SeedOptions): Promise<SeedSummary | null> {
  if (accountCount(db) > 0) return null;
  return seed(db, options);
}
