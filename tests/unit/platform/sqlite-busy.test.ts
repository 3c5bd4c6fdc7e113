/**
 * SQLite busy under concurrent writes (issue 8, "Faults"): separate processes on one database file,
 * as two console instances on one DATA_DIR would be, write at full speed through the platform's own
 * functions. Every write lands exactly once and no SQLITE_BUSY reaches the caller. Then the retry
 * itself: a lock held longer than the connection's busy timeout is waited out, not reported.
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlatformContext } from "../../../platform/context";
import { openDatabase, writeTransaction, type Db } from "../../../platform/db/database";
import { rebuildMetricWindows } from "../../../platform/metrics/rebuild";
import { seed } from "../../../platform/seed/index";
import { Simulator } from "../../../platform/simulator/index";
import { createTestContext, insertAccount, insertUser, type TestContext } from "./helpers";
import type { WriterReport } from "./support/busy-writer";

const WRITER = fileURLToPath(new URL("./support/busy-writer.ts", import.meta.url));
const WRITERS = 3;
const ROUNDS = 300;
/** Each credit adds exactly this much, so the expected balance is a plain product. */
const CREDIT = 3;

let t: TestContext;
let file: string;

beforeAll(() => {
  t = createTestContext();
  file = join(t.ctx.config.dataDir, "db.sqlite");
});

afterAll(() => t.cleanup());

/** Starts a writer process and resolves once it has opened the database. */
function startWriter(args: string[]): Promise<{ child: ChildProcess; report: Promise<WriterReport> }> {
  const child = fork(WRITER, args, { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  let done: (r: WriterReport) => void;
  let failed: (e: Error) => void;
  const report = new Promise<WriterReport>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  return new Promise((resolve, reject) => {
    child.on("message", (m: { ready?: boolean; report?: WriterReport }) => {
      if (m.ready) resolve({ child, report });
      if (m.report) done(m.report);
    });
    child.on("exit", (code) => {
      const error = new Error(`writer exited with ${code}`);
      reject(error);
      failed(error);
    });
  });
}

describe("concurrent writers on one database file", () => {
  it("every credit, notification and clear lands exactly once; no SQLITE_BUSY escapes", async () => {
    const account = insertAccount(t.ctx, { balance: 0 });
    const users = await Promise.all(Array.from({ length: WRITERS }, () => insertUser(t.ctx, { accountId: account })));
    const writers = await Promise.all(
      users.map((user) => startWriter([file, account, user, String(ROUNDS), String(CREDIT)])),
    );
    for (const w of writers) w.child.send({ go: true });
    const reports = await Promise.all(writers.map((w) => w.report));

    expect(reports.flatMap((r) => r.errors)).toEqual([]);
    const one = (sql: string, ...params: unknown[]) =>
      t.ctx.db
        .prepare(sql)
        .pluck()
        .get(...params) as number;
    const credits = WRITERS * ROUNDS;
    expect(reports.map((r) => r.credits)).toEqual(users.map(() => ROUNDS));
    // The money path: balance, billing records, audit rows and idempotency keys, one each per credit.
    expect(one("SELECT balance FROM accounts WHERE id = ?", account)).toBe(credits * CREDIT);
    expect(one("SELECT COUNT(*) FROM billing_records WHERE account_id = ?", account)).toBe(credits);
    expect(one("SELECT COUNT(DISTINCT idempotency_key) FROM billing_records WHERE account_id = ?", account)).toBe(
      credits,
    );
    expect(one("SELECT COUNT(*) FROM audit_log WHERE account_id = ?", account)).toBe(credits);
    expect(one("SELECT COUNT(*) FROM idempotency_keys")).toBe(credits);
    // The balance after each credit is a distinct step of the running sum: no two credits read the same balance.
    const steps = t.ctx.db
      .prepare("SELECT balance_after FROM billing_records WHERE account_id = ? ORDER BY balance_after")
      .pluck()
      .all(account);
    expect(steps).toEqual(Array.from({ length: credits }, (_, i) => (i + 1) * CREDIT));
    // Notifications: what each writer created is either still there or was cleared by it, never both, never lost.
    users.forEach((user, i) => {
      expect(reports[i].notifications).toBe(ROUNDS);
      expect(reports[i].cleared + one("SELECT COUNT(*) FROM notifications WHERE user_id = ?", user)).toBe(ROUNDS);
    });
  });
});

/** A separate process that takes the write lock of `db` (a file), reports it, holds it for `ms`, then commits. */
function holdWriteLock(ms: number, db = file): Promise<ChildProcess> {
  const script = `
    const Database = require("better-sqlite3");
    const db = new Database(${JSON.stringify(db)});
    db.exec("BEGIN IMMEDIATE");
    process.stdout.write("locked\\n");
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${ms});
    db.exec("COMMIT");
    db.close();`;
  const child = spawn(process.execPath, ["-e", script], { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`lock holder exited with ${code} before locking`)));
  });
}
const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.on("exit", resolve)));

describe("writeTransaction", () => {
  it("waits out a lock held longer than the busy timeout, where a plain IMMEDIATE transaction fails", async () => {
    // A connection that gives up after 10 ms, so the lock outlasts its busy timeout many times over.
    const db = openDatabase(file, { busyTimeoutMs: 10 });
    try {
      db.exec("CREATE TABLE IF NOT EXISTS busy_probe (n INTEGER)");
      const holder = await holdWriteLock(300);
      // The lock is held now: a plain IMMEDIATE transaction gives up with SQLITE_BUSY...
      expect(() => db.transaction(() => db.prepare("INSERT INTO busy_probe VALUES (1)").run()).immediate()).toThrow(
        expect.objectContaining({ code: "SQLITE_BUSY" }),
      );
      // ...and right after it, writeTransaction retries until the holder commits.
      writeTransaction(db, () => db.prepare("INSERT INTO busy_probe VALUES (2)").run());
      await exited(holder);
      expect(db.prepare("SELECT n FROM busy_probe").pluck().all()).toEqual([2]);
    } finally {
      db.close();
    }
  });

  it("does not retry what is not SQLITE_BUSY, and nested calls join the outer transaction", () => {
    const db = openDatabase(file);
    try {
      db.exec("CREATE TABLE IF NOT EXISTS busy_nested (n INTEGER)");
      let runs = 0;
      expect(() =>
        writeTransaction(db, () => {
          runs++;
          throw new Error("business refusal");
        }),
      ).toThrow("business refusal");
      expect(runs).toBe(1);
      expect(() =>
        writeTransaction(db, () => {
          db.prepare("INSERT INTO busy_nested VALUES (1)").run();
          writeTransaction(db, () => db.prepare("INSERT INTO busy_nested VALUES (2)").run());
          throw new Error("roll back both");
        }),
      ).toThrow("roll back both");
      expect(db.prepare("SELECT COUNT(*) FROM busy_nested").pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });
});

describe("the simulator and the metric windows under another process's writes", () => {
  // A Wednesday, mid-morning UTC: full business-hours traffic for the seeded accounts.
  const START = Date.UTC(2026, 2, 11, 10, 30);
  let seeded: TestContext;
  let seededFile: string;

  beforeAll(async () => {
    seeded = createTestContext();
    seededFile = join(seeded.ctx.config.dataDir, "db.sqlite");
    await seed(seeded.ctx.db, { calls: 500, days: 2, now: START });
  });
  afterAll(() => seeded.cleanup());

  /** A connection of its own on the seeded file that gives up after 10 ms, as a context for the simulator. */
  function impatient(clock: { now: number }): PlatformContext {
    return { ...seeded.ctx, db: openDatabase(seededFile, { busyTimeoutMs: 10 }), now: () => clock.now };
  }
  const count = (db: Db, sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  /** Accounts whose account-level windows do not add up to their calls. */
  const inconsistentWindows = (db: Db) =>
    db
      .prepare(
        `SELECT a.id FROM accounts a
         WHERE (SELECT COUNT(*) FROM calls c WHERE c.account_id = a.id AND c.is_test_call = 0)
            <> (SELECT COALESCE(SUM(count_calls), 0) FROM metric_windows w WHERE w.account_id = a.id AND w.entity_type = '')`,
      )
      .all();
  const expectLocked = (db: Db) =>
    expect(() => db.transaction(() => {}).immediate()).toThrow(expect.objectContaining({ code: "SQLITE_BUSY" }));

  it("a simulator tick waits out a write lock held longer than its busy timeout, and lands whole", async () => {
    const clock = { now: START };
    const ctx = impatient(clock);
    try {
      // A minute of traffic in one tick, so calls are certainly written.
      const simulator = new Simulator(ctx, { intervalMs: 60_000, seed: 7 });
      const before = count(ctx.db, "SELECT COUNT(*) FROM calls");
      const holder = await holdWriteLock(300, seededFile);
      expectLocked(ctx.db);
      const report = simulator.tick();
      await exited(holder);
      expect(report.inserted).toBeGreaterThan(0);
      expect(count(ctx.db, "SELECT COUNT(*) FROM calls")).toBe(before + report.inserted);
      expect(inconsistentWindows(ctx.db)).toEqual([]);
    } finally {
      ctx.db.close();
    }
  });

  it("rebuilding an account's metric windows waits out the lock too", async () => {
    const ctx = impatient({ now: START });
    try {
      const account = count(
        ctx.db,
        "SELECT account_id FROM calls GROUP BY account_id ORDER BY COUNT(*) DESC LIMIT 1",
      ) as unknown as string;
      const calls = count(ctx.db, "SELECT COUNT(*) FROM calls WHERE account_id = ? AND is_test_call = 0", account);
      ctx.db.prepare("DELETE FROM metric_windows WHERE account_id = ?").run(account);
      const holder = await holdWriteLock(300, seededFile);
      expectLocked(ctx.db);
      expect(rebuildMetricWindows(ctx.db, account, 0, START + 60_000)).toBeGreaterThan(0);
      await exited(holder);
      expect(
        count(ctx.db, "SELECT SUM(count_calls) FROM metric_windows WHERE account_id = ? AND entity_type = ''", account),
      ).toBe(calls);
    } finally {
      ctx.db.close();
    }
  });

  it("a tick whose transaction meets SQLITE_BUSY half-way runs again whole: calls, windows and its report agree", () => {
    const clock = { now: START + 10 * 60_000 };
    const ctx = impatient(clock);
    try {
      // The first time the tick looks for calls to complete (after inserting the new ones), the
      // database answers busy, as when another process held the file; writeTransaction rolls back and retries.
      const prepare = ctx.db.prepare.bind(ctx.db);
      let busyOnce = true;
      ctx.db.prepare = ((sql: string) => {
        if (busyOnce && sql === "SELECT id FROM accounts") {
          busyOnce = false;
          throw Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
        }
        return prepare(sql);
      }) as Db["prepare"];
      const simulator = new Simulator(ctx, { intervalMs: 60_000, seed: 11 });
      const before = count(ctx.db, "SELECT COUNT(*) FROM calls");
      const report = simulator.tick();
      expect(busyOnce).toBe(false);
      expect(report.inserted).toBeGreaterThan(0);
      expect(count(ctx.db, "SELECT COUNT(*) FROM calls")).toBe(before + report.inserted);
      expect(inconsistentWindows(ctx.db)).toEqual([]);
    } finally {
      ctx.db.close();
    }
  });
});
