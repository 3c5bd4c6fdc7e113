import type { Db } from "../db/database";
import type { CallGenerator, GeneratedCall } from "../calls/generate";
import { callRate, expectedCalls, sessionsOf } from "../calls/rate";
import { callWriter } from "../calls/record";
import { type Rng } from "./random";
import { TIME } from "../../contract/limits/units";

/** One account's share of the call history. */
export interface HistoryPlan {
  generator: CallGenerator;
  /** Calls (legs, transfers included) to write, approximately. */
  calls: number;
  from: number;
  to: number;
}

const SLOT_MS = TIME.HOUR_MS;
/** Calls per write transaction of the history. */
const CALLS_PER_TRANSACTION = 20_000;

/**
 * Writes the call history hour by hour in setup-time order (so rowids, the time-prefixed
 * call ids and the (account, setup_time) index all grow append-only), spreading each
 * account's calls over the hours at its rate by the business-hours/weekday traffic shape: the one
 * definition the live simulator follows too (calls/rate.ts), so the simulated calls continue it.
 */
export function writeHistory(
  db: Db,
  plans: HistoryPlan[],
  rng: Rng,
  now: number,
): { calls: number; withDetails: number } {
  const writer = callWriter(db);
  const start = Math.floor(Math.min(...plans.map((p) => p.from)) / SLOT_MS) * SLOT_MS;
  const slots: number[] = [];
  for (let t = start; t < now; t += SLOT_MS) slots.push(t);

  // Sessions per slot and plan: the plan's rate times each hour's weight (calls/rate.ts), with
  // cumulative rounding so each plan's total is hit exactly.
  const perSlot = plans.map((plan) => {
    const to = Math.min(plan.to, now);
    const rate = callRate(plan.calls, plan.from, to);
    const sessions = Math.round(sessionsOf(plan.calls));
    const counts = new Array<number>(slots.length).fill(0);
    if (rate === 0 || sessions === 0) return counts;
    const total = sessionsOf(expectedCalls(rate, plan.from, to));
    let cumulative = 0;
    let assigned = 0;
    slots.forEach((t, i) => {
      const lo = Math.max(t, plan.from);
      const hi = Math.min(t + SLOT_MS, to);
      if (hi > lo) cumulative += sessionsOf(expectedCalls(rate, lo, hi));
      const upTo = Math.round((cumulative / total) * sessions);
      counts[i] = upTo - assigned;
      assigned = upTo;
    });
    return counts;
  });

  let written = 0;
  let withDetails = 0;
  let pending: GeneratedCall[] = [];
  /** Generates one hour's calls and inserts those set up in it, in setup-time order. */
  const writeSlot = (si: number) => {
    const slot = slots[si];
    plans.forEach((plan, pi) => {
      const n = perSlot[pi][si];
      if (n === 0) return;
      const lo = Math.max(slot, plan.from);
      const hi = Math.min(slot + SLOT_MS, plan.to, now - 1);
      for (let i = 0; i < n; i++) {
        const setup = Math.floor(lo + rng.next() * (hi - lo));
        for (const leg of plan.generator.session(setup, now)) pending.push(leg);
      }
    });
    // Transfer legs may start in the next hour: keep them for it.
    const last = si === slots.length - 1;
    pending.sort((a, b) => a.row.setup_time - b.row.setup_time);
    const cut = last ? pending.length : lowerBound(pending, slot + SLOT_MS);
    for (let i = 0; i < cut; i++) {
      const c = pending[i];
      writer.insert(c.row, c.details);
      if (c.details) withDetails++;
    }
    written += cut;
    pending = pending.slice(cut);
  };
  // Large transactions, but calls inserted as each hour is generated: nothing holds a transaction's
  // worth of generated calls (which would outlive the young heap and cost full garbage collections).
  let next = 0;
  const writeSome = db.transaction(() => {
    const until = written + CALLS_PER_TRANSACTION;
    while (next < slots.length && written < until) writeSlot(next++);
  });
  while (next < slots.length) writeSome();
  return { calls: written, withDetails };
}

/**
 * Runs a bulk load of the empty calls table without its secondary indexes and recreates them
 * afterwards (even on failure): building an index once from sorted data is far cheaper than
 * maintaining a dozen of them row by row. Constraint indexes (sql IS NULL) stay.
 */
export function withoutCallIndexes<T>(db: Db, load: () => T): T {
  const indexes = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'calls' AND sql IS NOT NULL")
    .all() as { name: string; sql: string }[];
  const empty = db.prepare("SELECT NOT EXISTS (SELECT 1 FROM calls)").pluck().get() === 1;
  if (!empty) return load();
  for (const i of indexes) db.exec(`DROP INDEX "${i.name.replace(/"/g, '""')}"`);
  try {
    return load();
  } finally {
    db.transaction(() => {
      for (const i of indexes) db.exec(i.sql);
    })();
  }
}

/** First index whose setup_time is >= t in a list sorted by setup_time. */
function lowerBound(calls: GeneratedCall[], t: number): number {
  let lo = 0;
  let hi = calls.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (calls[mid].row.setup_time < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
