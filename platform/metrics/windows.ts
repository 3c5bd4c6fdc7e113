import type { Db } from "../db/database";

/**
 * 5-minute metric windows, rebuilt from the calls themselves so that a window always equals
 * the calls it comes from (the seed and the simulator both go through rebuildMetricWindows).
 *
 * Bucketing rules:
 * - A call belongs to the window holding its setup_time (window_start = floor(setup / 5 min)).
 * - Every call counts once for its account (entity_type = entity_id = '') and once for each
 *   distinct entity among its calling and called entity.
 * - Quality: MOS >= fairToGood is good, >= poorToFair fair, below that poor, NULL unknown;
 *   the thresholds come from the `mosThresholds` setting (defaults 3.5 and 2.8).
 * - Media sums, maxima and count_media cover the calls whose MOS was measured.
 * - max_concurrent_calls: the most calls in progress (setup_time .. end_time; no end = still
 *   running) at any instant of the window, counting calls set up in earlier windows.
 * - max_call_attempts_per_sec: the most setups within one wall-clock second of the window.
 * - Teams users (account rows and teams-conn rows): distinct Teams user numbers seen in the
 *   window, and the licensed users of the connection(s).
 */

export const WINDOW_MS = 5 * 60 * 1000;
/** End time of a call still in progress: it runs "forever" until it is completed. */
const OPEN_END = Number.MAX_SAFE_INTEGER;

type SweepRow = [setup: number, end: number, callingType: string, callingId: string | null, calledType: string, calledId: string | null];

export interface MosThresholds {
  poorToFair: number;
  fairToGood: number;
}
export const DEFAULT_MOS_THRESHOLDS: MosThresholds = { poorToFair: 2.8, fairToGood: 3.5 };

export function windowStart(timeMs: number): number {
  return Math.floor(timeMs / WINDOW_MS) * WINDOW_MS;
}

export function readMosThresholds(db: Db): MosThresholds {
  const raw = db.prepare("SELECT value FROM settings WHERE key = 'mosThresholds'").pluck().get() as string | undefined;
  if (!raw) return DEFAULT_MOS_THRESHOLDS;
  try {
    const v = JSON.parse(raw) as Partial<MosThresholds>;
    return {
      poorToFair: typeof v.poorToFair === "number" ? v.poorToFair : DEFAULT_MOS_THRESHOLDS.poorToFair,
      fairToGood: typeof v.fairToGood === "number" ? v.fairToGood : DEFAULT_MOS_THRESHOLDS.fairToGood,
    };
  } catch {
    return DEFAULT_MOS_THRESHOLDS;
  }
}

const AGGREGATE_SQL = `
WITH c AS (
  SELECT setup_time, successful, duration_seconds, voice_mos_quality AS q,
         media_packet_loss_percent AS loss, media_jitter_ms AS jitter, media_delay_ms AS delay,
         calling_type, calling_entity_id, called_type, called_entity_id,
         CASE WHEN calling_type = 'teams-conn' THEN calling_number
              WHEN called_type = 'teams-conn' THEN called_number END AS teams_user
  FROM calls
  WHERE account_id = @account AND setup_time >= @from AND setup_time < @to
),
parts AS (
  SELECT '' AS et, '' AS eid, * FROM c
  UNION ALL
  SELECT calling_type, calling_entity_id, * FROM c WHERE calling_entity_id IS NOT NULL
  UNION ALL
  SELECT called_type, called_entity_id, * FROM c
  WHERE called_entity_id IS NOT NULL
    AND NOT (called_type = calling_type AND called_entity_id IS calling_entity_id)
)
INSERT INTO metric_windows (
  account_id, entity_type, entity_id, window_start,
  count_calls, count_success, sum_duration_sec,
  count_quality_good, count_quality_fair, count_quality_poor, count_quality_unknown,
  sum_packet_loss, max_packet_loss, sum_jitter, max_jitter, sum_delay, max_delay,
  sum_mos, min_mos, count_media, teams_active_users, teams_licensed_users
)
SELECT @account, et, eid, (setup_time / ${WINDOW_MS}) * ${WINDOW_MS} AS ws,
  COUNT(*), SUM(successful), SUM(duration_seconds),
  COUNT(CASE WHEN q >= @good THEN 1 END), COUNT(CASE WHEN q < @good AND q >= @fair THEN 1 END),
  COUNT(CASE WHEN q < @fair THEN 1 END), COUNT(*) - COUNT(q),
  TOTAL(CASE WHEN q IS NOT NULL THEN loss END), COALESCE(MAX(CASE WHEN q IS NOT NULL THEN loss END), 0),
  TOTAL(CASE WHEN q IS NOT NULL THEN jitter END), COALESCE(MAX(CASE WHEN q IS NOT NULL THEN jitter END), 0),
  TOTAL(CASE WHEN q IS NOT NULL THEN delay END), COALESCE(MAX(CASE WHEN q IS NOT NULL THEN delay END), 0),
  TOTAL(q), MIN(q), COUNT(q),
  CASE WHEN et IN ('', 'teams-conn') THEN COUNT(DISTINCT teams_user) ELSE 0 END,
  CASE et
    WHEN 'teams-conn' THEN COALESCE((SELECT licensed_users FROM teams_connections WHERE id = eid), 0)
    WHEN '' THEN COALESCE((SELECT SUM(licensed_users) FROM teams_connections
                           WHERE account_id = @account AND deleted_at IS NULL), 0)
    ELSE 0 END
FROM parts
GROUP BY et, eid, ws`;

/** A binary min-heap of end times (calls in progress for one key). */
class EndHeap {
  private a: number[] = [];
  get size(): number {
    return this.a.length;
  }
  push(v: number): void {
    const a = this.a;
    a.push(v);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p] <= v) break;
      a[i] = a[p];
      i = p;
    }
    a[i] = v;
  }
  /** Drops every end <= t (calls over by instant t). */
  popUntil(t: number): void {
    const a = this.a;
    while (a.length > 0 && a[0] <= t) {
      const last = a.pop()!;
      if (a.length === 0) break;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= a.length) break;
        const r = l + 1;
        const c = r < a.length && a[r] < a[l] ? r : l;
        if (a[c] >= last) break;
        a[i] = a[c];
        i = c;
      }
      a[i] = last;
    }
  }
}

interface PeakState {
  heap: EndHeap;
  window: number;
  maxConcurrent: number;
  second: number;
  secondCount: number;
  maxPerSecond: number;
}

/**
 * Recomputes every metric window of `accountId` that overlaps [fromMs, toMs] from the calls
 * set up in those windows. Returns the number of window rows written. Runs in one transaction
 * (nested transactions become savepoints).
 */
export function rebuildMetricWindows(db: Db, accountId: string, fromMs: number, toMs: number): number {
  const from = windowStart(fromMs);
  const to = windowStart(toMs) + WINDOW_MS;
  const { poorToFair, fairToGood } = readMosThresholds(db);
  return db.transaction(() => {
    db.prepare("DELETE FROM metric_windows WHERE account_id = ? AND window_start >= ? AND window_start < ?").run(accountId, from, to);
    const written = db.prepare(AGGREGATE_SQL).run({ account: accountId, from, to, good: fairToGood, fair: poorToFair }).changes;
    if (written === 0) return 0;

    // Peaks need the calls in time order: sweep them with one heap of end times per key,
    // starting with the calls set up earlier and still running when the range begins.
    const carried = db
      .prepare(
        `SELECT setup_time, COALESCE(end_time, ${OPEN_END}), calling_type, calling_entity_id, called_type, called_entity_id
         FROM calls INDEXED BY calls_account_end WHERE account_id = @account AND end_time > @from AND +setup_time < @from
         UNION ALL
         SELECT setup_time, ${OPEN_END}, calling_type, calling_entity_id, called_type, called_entity_id
         FROM calls INDEXED BY calls_account_end WHERE account_id = @account AND end_time IS NULL AND +setup_time < @from`,
      )
      .raw()
      .all({ account: accountId, from }) as SweepRow[];
    const rows = db
      .prepare(
        `SELECT setup_time, COALESCE(end_time, ${OPEN_END}), calling_type, calling_entity_id, called_type, called_entity_id
         FROM calls WHERE account_id = ? AND setup_time >= ? AND setup_time < ? ORDER BY setup_time`,
      )
      .raw()
      .iterate(accountId, from, to) as IterableIterator<SweepRow>;
    const update = db.prepare(
      `UPDATE metric_windows SET max_concurrent_calls = ?, max_call_attempts_per_sec = ?
       WHERE account_id = ? AND entity_type = ? AND entity_id = ? AND window_start = ?`,
    );
    const states = new Map<string, PeakState>();
    // better-sqlite3 cannot write while the sweep's iterator is open: collect, then update.
    const peaks: [number, number, string, number][] = [];
    const flush = (key: string, s: PeakState) => {
      if (s.window >= 0) peaks.push([s.maxConcurrent, s.maxPerSecond, key, s.window]);
    };
    const state = (key: string): PeakState => {
      let s = states.get(key);
      if (!s) {
        s = { heap: new EndHeap(), window: -1, maxConcurrent: 0, second: -1, secondCount: 0, maxPerSecond: 0 };
        states.set(key, s);
      }
      return s;
    };
    const visit = (key: string, setup: number, end: number) => {
      const s = state(key);
      const w = setup - (setup % WINDOW_MS);
      if (w !== s.window) {
        if (s.window >= 0) flush(key, s);
        s.window = w;
        s.heap.popUntil(w);
        s.maxConcurrent = s.heap.size; // calls from earlier windows still running at its start
        s.second = -1;
        s.secondCount = 0;
        s.maxPerSecond = 0;
      }
      s.heap.popUntil(setup);
      s.heap.push(end);
      if (s.heap.size > s.maxConcurrent) s.maxConcurrent = s.heap.size;
      const sec = Math.floor(setup / 1000);
      if (sec === s.second) s.secondCount++;
      else {
        s.second = sec;
        s.secondCount = 1;
      }
      if (s.secondCount > s.maxPerSecond) s.maxPerSecond = s.secondCount;
    };
    const keysOf = (callingType: string, callingId: string | null, calledType: string, calledId: string | null): string[] => {
      const keys = ["\u0000"];
      if (callingId !== null) keys.push(callingType + "\u0000" + callingId);
      if (calledId !== null && !(calledType === callingType && calledId === callingId)) keys.push(calledType + "\u0000" + calledId);
      return keys;
    };
    for (const [, end, callingType, callingId, calledType, calledId] of carried) {
      for (const key of keysOf(callingType, callingId, calledType, calledId)) state(key).heap.push(end);
    }
    for (const [setup, end, callingType, callingId, calledType, calledId] of rows) {
      for (const key of keysOf(callingType, callingId, calledType, calledId)) visit(key, setup, end);
    }
    for (const [key, s] of states) flush(key, s);
    for (const [concurrent, perSecond, key, window] of peaks) {
      const sep = key.indexOf("\u0000");
      update.run(concurrent, perSecond, accountId, key.slice(0, sep), key.slice(sep + 1), window);
    }
    return written;
  })();
}
