import { EventEmitter } from "node:events";
import type { PlatformContext } from "../../../platform/context";
import { openDatabase, type Db } from "../../../platform/db/database";
import { weightedHours } from "../../../platform/calls/rate";
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
    await seed(db, { calls: 12_000, now: START });
    lastSeededId = value("SELECT MAX(id) FROM calls");
    simulator = new Simulator(context(db, clock), { intervalMs: 5000, seed: 7 });
  });
  afterAll(() => db.close());

  it("adds calls that ended just now (or are in progress), mostly for the biggest account", () => {
    // An hour of a weekday morning, a tick a minute: the seeded history's rate (calls/rate.ts).
    const inserted: number[] = [];
    let completed = 0;
    for (let i = 0; i < 60; i++) {
      clock.now += 60_000;
      const report = simulator.tick();
      inserted.push(report.inserted);
      completed += report.completed;
    }
    expect(inserted.reduce((s, n) => s + n, 0)).toBeGreaterThan(20);
    const fresh = db
      .prepare(
        `SELECT a.name, COUNT(*) n, MIN(c.setup_time) firstSetup, MAX(c.end_time) lastEnd, SUM(c.end_time IS NULL) open
         FROM calls c JOIN accounts a ON a.id = c.account_id WHERE c.id > ? GROUP BY a.name ORDER BY n DESC`,
      )
      .all(lastSeededId) as { name: string; n: number; firstSetup: number; lastEnd: number; open: number }[];
    expect(fresh[0].name).toBe("Acme Voice");
    expect(fresh[0].n).toBeGreaterThan(10);
    for (const f of fresh) {
      expect(f.firstSetup).toBeGreaterThan(START - TIME.HOUR_MS);
      expect(f.lastEnd).toBeLessThanOrEqual(clock.now);
    }
    // Only active accounts get traffic.
    expect(fresh.map((f) => f.name)).not.toContain("Initech Legacy");
    // Some calls started in progress: ended since, or still running.
    expect(
      completed + value("SELECT COUNT(*) FROM calls WHERE id > ? AND end_time IS NULL", lastSeededId),
    ).toBeGreaterThan(0);
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

describe("the simulator's rate and daily shape (issue 30)", () => {
  // A Wednesday from midnight UTC: one simulated day after a seeded history of two weeks.
  const DAY_START = Date.UTC(2026, 2, 11);
  const DAYS = 14;
  let db: Db;
  let lastSeededId: number;
  /** Simulated calls per account (the campaign runner's left out: they are not traffic) and per setup hour. */
  let simulated: { accountId: string; name: string; n: number }[];
  let simulatedByHour: number[];

  beforeAll(async () => {
    db = openDatabase(":memory:");
    await seed(db, { calls: 6000, days: DAYS, now: DAY_START });
    lastSeededId = db.prepare("SELECT MAX(id) FROM calls").pluck().get() as number;
    const clock = { now: DAY_START };
    const simulator = new Simulator(context(db, clock), { intervalMs: 60_000, seed: 7 });
    // A tick a minute (the longest gap a tick makes up for) over the whole day.
    for (let i = 0; i < 24 * 60; i++) {
      clock.now += 60_000;
      simulator.tick();
    }
    simulated = db
      .prepare(
        `SELECT c.account_id AS accountId, a.name, COUNT(*) AS n FROM calls c JOIN accounts a ON a.id = c.account_id
         WHERE c.id > ? AND c.campaign_id IS NULL GROUP BY c.account_id`,
      )
      .all(lastSeededId) as { accountId: string; name: string; n: number }[];
    simulatedByHour = hourly("c.id > ? AND c.campaign_id IS NULL", lastSeededId);
  }, 120_000);
  afterAll(() => db.close());

  /** Calls per UTC hour of their setup time, of the calls matching `where`. */
  const hourly = (where: string, ...params: unknown[]): number[] => {
    const byHour = new Array<number>(24).fill(0);
    const rows = db
      .prepare(
        `SELECT CAST((c.setup_time / 3600000) % 24 AS INTEGER) AS hour, COUNT(*) AS n FROM calls c WHERE ${where} GROUP BY hour`,
      )
      .all(...params) as { hour: number; n: number }[];
    for (const r of rows) byHour[r.hour] = r.n;
    return byHour;
  };
  /** The seed's expected calls of an account on the simulated day: its history's rate times the day's weight. */
  const seedExpected = (accountId: string) => {
    const from = DAY_START - DAYS * TIME.DAY_MS;
    const seeded = db
      .prepare("SELECT COUNT(*) FROM calls WHERE account_id = ? AND id <= ? AND setup_time >= ?")
      .pluck()
      .get(accountId, lastSeededId, from) as number;
    return (seeded / weightedHours(from, DAY_START)) * weightedHours(DAY_START, DAY_START + TIME.DAY_MS);
  };

  it("makes each account's calls at the seeded history's rate", () => {
    const busy = simulated.map((s) => ({ ...s, expected: seedExpected(s.accountId) })).filter((s) => s.expected >= 40);
    // Acme Voice, Globex, Northwind and Trial Co: hundreds to tens of calls a day.
    expect(busy.length).toBeGreaterThanOrEqual(4);
    for (const s of busy) {
      // Within the day's Poisson noise (three standard deviations) and 10% of the expected count.
      const tolerance = 0.1 * s.expected + 3 * Math.sqrt(s.expected);
      expect(Math.abs(s.n - s.expected), `${s.name}: ${s.n} calls, ${s.expected.toFixed(0)} expected`).toBeLessThan(
        tolerance,
      );
    }
    // Every account with a seeded history together (the small clients too), within 10%. (An account
    // without one, active again since its wallet was topped up, starts at calls/rate.ts startingRate.)
    const seeded = simulated.filter((s) => seedExpected(s.accountId) > 0);
    const total = seeded.reduce((sum, s) => sum + s.n, 0);
    const expected = seeded.reduce((sum, s) => sum + seedExpected(s.accountId), 0);
    expect(Math.abs(total - expected) / expected).toBeLessThan(0.1);
  });

  it("follows the seeded history's hour-of-day curve", () => {
    // The seeded history's calls by hour on its weekdays (Monday to Friday).
    const seededByHour = hourly(
      "c.id <= ? AND CAST(strftime('%w', c.setup_time / 1000, 'unixepoch') AS INTEGER) BETWEEN 1 AND 5",
      lastSeededId,
    );
    const rank = (byHour: number[]) =>
      byHour
        .map((n, hour) => ({ n, hour }))
        .sort((a, b) => b.n - a.n)
        .map((h) => h.hour);
    // The simulated day's six busiest hours are among the seed's eight busiest.
    expect(rank(seededByHour).slice(0, 8)).toEqual(expect.arrayContaining(rank(simulatedByHour).slice(0, 6)));
    // The night (00:00 to 06:00 UTC) is as quiet as the seed's: a few percent of the day.
    const night = (byHour: number[]) =>
      byHour.slice(0, 6).reduce((s, n) => s + n, 0) / byHour.reduce((s, n) => s + n, 0);
    expect(night(simulatedByHour)).toBeLessThan(0.05);
    expect(Math.abs(night(simulatedByHour) - night(seededByHour))).toBeLessThan(0.02);
    // And the whole curve correlates with the seed's.
    expect(correlation(simulatedByHour, seededByHour)).toBeGreaterThan(0.95);
  });
});

/** Pearson correlation of two series. */
function correlation(a: number[], b: number[]): number {
  const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
  const [ma, mb] = [mean(a), mean(b)];
  let ab = 0;
  let aa = 0;
  let bb = 0;
  a.forEach((_, i) => {
    ab += (a[i] - ma) * (b[i] - mb);
    aa += (a[i] - ma) ** 2;
    bb += (b[i] - mb) ** 2;
  });
  return ab / Math.sqrt(aa * bb);
}

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
