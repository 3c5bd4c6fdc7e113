import { EventEmitter } from "node:events";
import type { PlatformContext } from "../../../platform/context";
import { openDatabase, type Db } from "../../../platform/db/database";
import { windowStart } from "../../../platform/metrics/windows";
import { seed } from "../../../platform/seed/index";
import { Simulator, startSimulator } from "../../../platform/simulator/index";
import { TIME } from "../../../contract/limits/units";

const RETENTION = 60 * TIME.DAY_MS;
// A Wednesday, mid-morning UTC: full business-hours traffic.
const START = Date.UTC(2026, 2, 11, 10, 30);

function context(db: Db, clock: { now: number }): PlatformContext {
  return {
    db,
    config: {
      dataDir: "/nonexistent",
      jwtSecret: new Uint8Array(32),
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 3600,
      refreshReuseWindowSeconds: 10,
      publicOrigin: "http://127.0.0.1:3000",
      simulate: true,
    },
    events: new EventEmitter(),
    now: () => clock.now,
  };
}

describe("call simulator", () => {
  let db: Db;
  const clock = { now: START };
  let simulator: Simulator;
  let lastSeededId: number;
  const value = (sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params) as number;

  /** Every account's and every entity's windows equal its calls. */
  const expectConsistentWindows = () => {
    const mismatches = db
      .prepare(
        `SELECT a.id FROM accounts a
         WHERE (SELECT COUNT(*) FROM calls c WHERE c.account_id = a.id AND c.is_test_call = 0)
            <> (SELECT COALESCE(SUM(count_calls), 0) FROM metric_windows w WHERE w.account_id = a.id AND w.entity_type = '')
            OR 2 * (SELECT COUNT(*) FROM calls c WHERE c.account_id = a.id AND c.is_test_call = 0)
            <> (SELECT COALESCE(SUM(count_calls), 0) FROM metric_windows w WHERE w.account_id = a.id AND w.entity_type <> '')
            OR (SELECT COALESCE(SUM(successful), 0) FROM calls c WHERE c.account_id = a.id AND c.is_test_call = 0)
            <> (SELECT COALESCE(SUM(count_success), 0) FROM metric_windows w WHERE w.account_id = a.id AND w.entity_type = '')
            OR (SELECT COALESCE(SUM(duration_seconds), 0) FROM calls c WHERE c.account_id = a.id AND c.is_test_call = 0)
            <> (SELECT COALESCE(SUM(sum_duration_sec), 0) FROM metric_windows w WHERE w.account_id = a.id AND w.entity_type = '')`,
      )
      .all();
    expect(mismatches).toEqual([]);
  };

  beforeAll(async () => {
    db = openDatabase(":memory:");
    await seed(db, { calls: 3000, now: START });
    lastSeededId = value("SELECT MAX(id) FROM calls");
    simulator = new Simulator(context(db, clock), { intervalMs: 5000, seed: 7 });
  });
  afterAll(() => db.close());

  it("adds calls that ended just now (or are in progress), mostly for the biggest account", () => {
    const inserted: number[] = [];
    for (let i = 0; i < 60; i++) {
      clock.now += 5000;
      inserted.push(simulator.tick().inserted);
    }
    expect(inserted.reduce((s, n) => s + n, 0)).toBeGreaterThan(60);
    const fresh = db
      .prepare(
        `SELECT a.name, COUNT(*) n, MIN(c.setup_time) firstSetup, MAX(c.end_time) lastEnd, SUM(c.end_time IS NULL) open
         FROM calls c JOIN accounts a ON a.id = c.account_id WHERE c.id > ? GROUP BY a.name ORDER BY n DESC`,
      )
      .all(lastSeededId) as { name: string; n: number; firstSetup: number; lastEnd: number; open: number }[];
    expect(fresh[0].name).toBe("Acme Voice");
    expect(fresh[0].n / 60).toBeGreaterThan(1); // a few calls per tick
    for (const f of fresh) {
      expect(f.firstSetup).toBeGreaterThan(START - TIME.HOUR_MS);
      expect(f.lastEnd).toBeLessThanOrEqual(clock.now);
    }
    // Only active accounts get traffic.
    expect(fresh.map((f) => f.name)).not.toContain("Initech Legacy");
    expect(value("SELECT COUNT(*) FROM calls WHERE id > ? AND end_time IS NULL", lastSeededId)).toBeGreaterThan(0);
  });

  it("keeps every account's and entity's metric windows equal to its calls", () => {
    expectConsistentWindows();
    const recent = value(
      "SELECT SUM(count_calls) FROM metric_windows WHERE entity_type = '' AND window_start >= ?",
      windowStart(START),
    );
    expect(recent).toBe(
      value("SELECT COUNT(*) FROM calls WHERE setup_time >= ? AND is_test_call = 0", windowStart(START)),
    );
  });

  it("completes in-progress calls once their time is up and rebuilds their windows", () => {
    for (let i = 0; i < 12; i++) {
      clock.now += 30_000;
      simulator.tick();
    }
    // A call in progress lasts at most 300 s after connecting.
    expect(value("SELECT COUNT(*) FROM calls WHERE end_time IS NULL AND connect_time < ?", clock.now - 300_000)).toBe(
      0,
    );
    const finished = db
      .prepare(
        "SELECT duration_seconds, termination_description FROM calls WHERE id > ? AND expire_time IS NOT NULL AND end_time IS NOT NULL",
      )
      .all(lastSeededId) as { duration_seconds: number; termination_description: string | null }[];
    expect(finished.every((c) => c.termination_description !== null)).toBe(true);
    expectConsistentWindows();
  });

  it("deletes calls, their details and windows past the 60-day retention, in batches", () => {
    clock.now += 3 * TIME.DAY_MS;
    const cutoff = windowStart(clock.now - RETENTION);
    const expired = value("SELECT COUNT(*) FROM calls WHERE setup_time < ?", cutoff);
    expect(expired).toBeGreaterThan(100);
    let deleted = 0;
    for (let i = 0; i < 20 && value("SELECT COUNT(*) FROM calls WHERE setup_time < ?", cutoff) > 0; i++) {
      deleted += simulator.tick().deletedCalls;
      clock.now += 5000;
    }
    expect(deleted).toBeGreaterThanOrEqual(expired);
    expect(value("SELECT COUNT(*) FROM calls WHERE setup_time < ?", cutoff)).toBe(0);
    expect(value("SELECT COUNT(*) FROM metric_windows WHERE window_start < ?", cutoff)).toBe(0);
    expect(value("SELECT COUNT(*) FROM call_transcripts WHERE call_id NOT IN (SELECT id FROM calls)")).toBe(0);
    expectConsistentWindows();
  });

  it("does nothing on a database without accounts", () => {
    const empty = openDatabase(":memory:");
    try {
      const report = new Simulator(context(empty, { now: START }), { seed: 1 }).tick();
      expect(report).toMatchObject({ inserted: 0, completed: 0, deletedCalls: 0 });
    } finally {
      empty.close();
    }
  });
});

describe("startSimulator", () => {
  afterEach(() => vi.useRealTimers());

  it("ticks on its interval, logs a failing tick and keeps running", () => {
    vi.useFakeTimers();
    const db = openDatabase(":memory:");
    const ctx = context(db, { now: START });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const sim = startSimulator(ctx, { intervalMs: 1000 });
    db.close(); // every tick now fails
    expect(() => vi.advanceTimersByTime(2500)).not.toThrow();
    expect(errors).toHaveBeenCalledTimes(2);
    // A streak of failures is logged only at its start.
    expect(() => vi.advanceTimersByTime(5000)).not.toThrow();
    expect(errors).toHaveBeenCalledTimes(3);
    sim.stop();
    vi.advanceTimersByTime(5000);
    expect(errors).toHaveBeenCalledTimes(3);
    errors.mockRestore();
  });
});
