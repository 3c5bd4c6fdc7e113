import { TIME } from "../../contract/limits/units";
import { writeTransaction, type Db } from "../db/database";
import { EndHeap } from "./endHeap";
import { readMosThresholds } from "./mosThresholds";
import { prepared } from "./statements";
import { deleteWindows, WINDOW_MS, windowStart } from "./windows";

/**
 * 5-minute metric windows, rebuilt from the calls themselves so that a window always equals
 * the calls it comes from (the seed and the simulator both go through rebuildMetricWindows).
 *
 * Bucketing rules:
 * - A call belongs to the window holding its setup_time (window_start = floor(setup / 5 min)).
 * - Test calls are left out, as the call list leaves them out (includeTestCalls=false): a
 *   statistics column and the call list it drills into count the same calls.
 * - Every call counts once for its account (entity_type = entity_id = '') and once for each
 *   distinct entity among its calling and called entity.
 * - Quality: MOS >= fairToGood is good, >= poorToFair fair, below that poor, NULL unknown;
 *   the thresholds come from the `mosThresholds` setting (defaults 3.5 and 2.8).
 * - Media sums, maxima and count_media cover the calls whose MOS was measured (their NULL
 *   media figures add nothing); min_mos is NULL when no call of the window was measured.
 * - max_concurrent_calls: the most calls in progress (setup_time .. end_time; no end = still
 *   running) at any instant of the window, counting calls set up in earlier windows.
 * - max_call_attempts_per_sec: the most setups within one wall-clock second of the window.
 * - Teams users (account rows and teams-conn rows): distinct Teams user numbers seen in the
 *   window, and the licensed users of the connection(s).
 */

/** End time of a call still in progress: it runs "forever" until it is completed. */
const OPEN_END = Number.MAX_SAFE_INTEGER;

/** Columns the sweep reads, in order (raw rows). */
type SweepRow = [
  setup: number,
  end: number,
  successful: number,
  duration: number,
  mos: number | null,
  loss: number | null,
  jitter: number | null,
  delay: number | null,
  teamsUser: string | null,
  callingType: string,
  callingId: string | null,
  calledType: string,
  calledId: string | null,
];

const SWEEP_COLUMNS = `setup_time, COALESCE(end_time, ${OPEN_END}), successful, duration_seconds, voice_mos_quality,
  media_packet_loss_percent, media_jitter_ms, media_delay_ms,
  CASE WHEN calling_type = 'teams-conn' THEN calling_number WHEN called_type = 'teams-conn' THEN called_number END,
  calling_type, calling_entity_id, called_type, called_entity_id`;

/** One key's (account or entity) running state while the calls are swept in setup order. */
interface KeyState {
  entityType: string;
  entityId: string;
  /** End times of this key's calls that may still be running. */
  heap: EndHeap;
  window: number;
  calls: number;
  success: number;
  duration: number;
  good: number;
  fair: number;
  poor: number;
  unknown: number;
  sumLoss: number;
  maxLoss: number;
  sumJitter: number;
  maxJitter: number;
  sumDelay: number;
  maxDelay: number;
  sumMos: number;
  minMos: number | null;
  media: number;
  teamsUsers: Set<string> | null;
  maxConcurrent: number;
  second: number;
  secondCount: number;
  maxPerSecond: number;
  /** Finished window rows, in window order. */
  rows: unknown[][];
}

/**
 * Recomputes every metric window of `accountId` that overlaps [fromMs, toMs] from the calls
 * set up in those windows, in one pass over the calls in setup order (the concurrency peak
 * needs that order anyway, so every other figure is summed on the way). Returns the number of
 * window rows written. Runs in one write transaction (writeTransaction: the write lock first, retried
 * on SQLITE_BUSY, so another process writing the same file cannot make it fail half-way; inside a
 * caller's transaction, a savepoint of it). A retry runs the whole body again, which keeps no state.
 */
export function rebuildMetricWindows(db: Db, accountId: string, fromMs: number, toMs: number): number {
  const from = windowStart(fromMs);
  const to = windowStart(toMs) + WINDOW_MS;
  return writeTransaction(db, () => {
    const { poorToFair, fairToGood } = readMosThresholds(db);
    deleteWindows(db, accountId, from, to);

    const licensed = new Map<string, number>();
    let licensedTotal = 0;
    const connections = prepared(
      db,
      "SELECT id, licensed_users FROM teams_connections WHERE account_id = ? AND deleted_at IS NULL",
    );
    for (const t of connections.all(accountId) as { id: string; licensed_users: number }[]) {
      licensed.set(t.id, t.licensed_users);
      licensedTotal += t.licensed_users;
    }

    const insert = prepared(
      db,
      `INSERT INTO metric_windows (account_id, entity_type, entity_id, window_start, count_calls, count_success,
         max_concurrent_calls, max_call_attempts_per_sec, sum_duration_sec,
         count_quality_good, count_quality_fair, count_quality_poor, count_quality_unknown,
         sum_packet_loss, max_packet_loss, sum_jitter, max_jitter, sum_delay, max_delay, sum_mos, min_mos, count_media,
         teams_active_users, teams_licensed_users)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    // better-sqlite3 cannot write while the sweep's iterator is open: collect per key, then
    // insert key by key in primary-key order (appends instead of random B-tree inserts).
    const flush = (k: KeyState) => {
      if (k.window < 0 || k.calls === 0) return;
      const teams = k.entityType === "" || k.entityType === "teams-conn";
      // Grouped as the INSERT's column lines above (prettier would put one value a line).
      // prettier-ignore
      k.rows.push([
        accountId, k.entityType, k.entityId, k.window, k.calls, k.success,
        k.maxConcurrent, k.maxPerSecond, k.duration,
        k.good, k.fair, k.poor, k.unknown,
        k.sumLoss, k.maxLoss, k.sumJitter, k.maxJitter, k.sumDelay, k.maxDelay, k.sumMos, k.minMos, k.media,
        teams ? (k.teamsUsers?.size ?? 0) : 0,
        k.entityType === "" ? licensedTotal : k.entityType === "teams-conn" ? (licensed.get(k.entityId) ?? 0) : 0,
      ]);
    };

    const states = new Map<string, KeyState>();
    const state = (entityType: string, entityId: string): KeyState => {
      const key = entityType + "\u0000" + entityId;
      let k = states.get(key);
      if (!k) {
        k = {
          entityType,
          entityId,
          heap: new EndHeap(),
          window: -1,
          calls: 0,
          success: 0,
          duration: 0,
          good: 0,
          fair: 0,
          poor: 0,
          unknown: 0,
          sumLoss: 0,
          maxLoss: 0,
          sumJitter: 0,
          maxJitter: 0,
          sumDelay: 0,
          maxDelay: 0,
          sumMos: 0,
          minMos: null,
          media: 0,
          teamsUsers: null,
          maxConcurrent: 0,
          second: -1,
          secondCount: 0,
          maxPerSecond: 0,
          rows: [],
        };
        states.set(key, k);
      }
      return k;
    };
    /** The account and each distinct entity of a call. */
    const keysOf = (r: SweepRow): KeyState[] => {
      const keys = [state("", "")];
      const [, , , , , , , , , callingType, callingId, calledType, calledId] = r;
      if (callingId !== null) keys.push(state(callingType, callingId));
      if (calledId !== null && !(calledType === callingType && calledId === callingId))
        keys.push(state(calledType, calledId));
      return keys;
    };

    // Calls set up before the range and still running when it starts count towards its peaks.
    const carried = prepared(
      db,
      `SELECT ${SWEEP_COLUMNS} FROM calls INDEXED BY calls_account_end
       WHERE account_id = @account AND end_time > @from AND +setup_time < @from AND is_test_call = 0
       UNION ALL
       SELECT ${SWEEP_COLUMNS} FROM calls INDEXED BY calls_account_end
       WHERE account_id = @account AND end_time IS NULL AND +setup_time < @from AND is_test_call = 0`,
    )
      .raw()
      .all({ account: accountId, from }) as SweepRow[];
    for (const r of carried) for (const k of keysOf(r)) k.heap.push(r[1]);

    const rows = prepared(
      db,
      `SELECT ${SWEEP_COLUMNS} FROM calls WHERE account_id = ? AND setup_time >= ? AND setup_time < ? AND is_test_call = 0 ORDER BY setup_time`,
    )
      .raw()
      .iterate(accountId, from, to) as IterableIterator<SweepRow>;
    for (const r of rows) {
      const [setup, end, successful, duration, mos, loss, jitter, delay, teamsUser] = r;
      const w = setup - (setup % WINDOW_MS);
      const sec = Math.floor(setup / TIME.SECOND_MS);
      for (const k of keysOf(r)) {
        if (w !== k.window) {
          flush(k);
          k.window = w;
          k.calls = k.success = k.duration = k.good = k.fair = k.poor = k.unknown = 0;
          k.sumLoss = k.maxLoss = k.sumJitter = k.maxJitter = k.sumDelay = k.maxDelay = k.sumMos = k.media = 0;
          k.minMos = null;
          k.teamsUsers = null;
          k.heap.popUntil(w);
          k.maxConcurrent = k.heap.size; // calls from earlier windows still running at its start
          k.second = -1;
          k.secondCount = 0;
          k.maxPerSecond = 0;
        }
        k.calls++;
        k.success += successful;
        k.duration += duration;
        if (mos === null) k.unknown++;
        else {
          if (mos >= fairToGood) k.good++;
          else if (mos >= poorToFair) k.fair++;
          else k.poor++;
          k.media++;
          k.sumMos += mos;
          if (k.minMos === null || mos < k.minMos) k.minMos = mos;
          if (loss !== null) {
            k.sumLoss += loss;
            if (loss > k.maxLoss) k.maxLoss = loss;
          }
          if (jitter !== null) {
            k.sumJitter += jitter;
            if (jitter > k.maxJitter) k.maxJitter = jitter;
          }
          if (delay !== null) {
            k.sumDelay += delay;
            if (delay > k.maxDelay) k.maxDelay = delay;
          }
        }
        if (teamsUser !== null) (k.teamsUsers ??= new Set()).add(teamsUser);
        k.heap.popUntil(setup);
        k.heap.push(end);
        if (k.heap.size > k.maxConcurrent) k.maxConcurrent = k.heap.size;
        if (sec === k.second) k.secondCount++;
        else {
          k.second = sec;
          k.secondCount = 1;
        }
        if (k.secondCount > k.maxPerSecond) k.maxPerSecond = k.secondCount;
      }
    }
    let written = 0;
    const ordered = [...states.values()].sort((a, b) =>
      a.entityType !== b.entityType
        ? a.entityType < b.entityType
          ? -1
          : 1
        : a.entityId < b.entityId
          ? -1
          : a.entityId > b.entityId
            ? 1
            : 0,
    );
    for (const k of ordered) {
      flush(k);
      for (const row of k.rows) insert.run(row);
      written += k.rows.length;
    }
    return written;
  });
}
