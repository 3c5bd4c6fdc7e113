import { TIME } from "../../contract/limits/units";

/**
 * The one definition of how many calls an account makes and when (issue 30), imported by the seed's
 * call history (seed/history.ts) and by the live simulator (simulator/simulator.ts), so that the
 * statistics' last 24 hours (docs/product.md#statistics) continue the seeded history instead of
 * jumping to another level.
 *
 * - **Shape**: an hour-of-day curve (business hours) times a weekday factor (quieter weekends), in UTC.
 *   `weightedHours(from, to)` is its integral: how many "full-weight hours" lie between two instants.
 * - **Rate**: an account's calls (legs, transfers included) per full-weight hour. The seed spreads its
 *   calls over the history at `callRate(calls, from, to)`; the simulator reads the same rate back from
 *   the account's recent history (`measuredRate`) and keeps making calls at it. Calls expected in any
 *   span are `rate × weightedHours(span)`, for the seed and the simulator alike.
 */

/** Share of sessions that add a transfer leg: a session is 1 + TRANSFER_SHARE calls on average. */
export const TRANSFER_SHARE = 0.05;

const HOUR_WEIGHTS = [
  0.06, 0.04, 0.03, 0.03, 0.04, 0.06, 0.12, 0.3, 0.7, 1.0, 1.0, 1.0, 0.8, 0.95, 1.0, 1.0, 0.95, 0.7, 0.45, 0.3, 0.24,
  0.18, 0.12, 0.08,
];
// Sunday first, like Date#getUTCDay.
const DAY_WEIGHTS = [0.3, 1.0, 1.0, 0.98, 1.0, 0.9, 0.45];

/** The simulator measures an account's rate over this much of its latest history (a week: every weekday). */
export const RATE_LOOKBACK_MS = 7 * TIME.DAY_MS;
/** Calls per full-weight hour of each entity of an account without history yet (a new account). */
export const STARTING_RATE_PER_ENTITY = 1;
/**
 * Weight of the starting rate while an account's history is short: as many calls as this, spread at
 * the starting rate, are added to what was measured, so a young account's first calls do not make its
 * rate leap (one call in its first five minutes is not a rate of twelve an hour).
 */
const PRIOR_CALLS = 20;

/** Relative call rate at a moment (1 = a weekday's busiest hours); UTC-based. */
export function trafficWeight(timeMs: number): number {
  const d = new Date(timeMs);
  return HOUR_WEIGHTS[d.getUTCHours()] * DAY_WEIGHTS[d.getUTCDay()];
}

/** Full-weight hours between `from` and `to` (the shape's integral; the weight is constant within an hour). */
export function weightedHours(from: number, to: number): number {
  let total = 0;
  for (let t = from; t < to;) {
    const hourEnd = (Math.floor(t / TIME.HOUR_MS) + 1) * TIME.HOUR_MS;
    const end = Math.min(hourEnd, to);
    total += trafficWeight(t) * ((end - t) / TIME.HOUR_MS);
    t = end;
  }
  return total;
}

/** The rate (calls per full-weight hour) of `calls` calls spread over [from, to) by the shape. */
export function callRate(calls: number, from: number, to: number): number {
  const hours = weightedHours(from, to);
  return hours > 0 ? calls / hours : 0;
}

/** Calls expected in [from, to) at `rate`. */
export function expectedCalls(rate: number, from: number, to: number): number {
  return rate * weightedHours(from, to);
}

/** Sessions making `calls` calls (legs): about one in twenty sessions has a transfer leg. */
export function sessionsOf(calls: number): number {
  return calls / (1 + TRANSFER_SHARE);
}

/** The rate of an account without history yet, from the entities able to carry its calls. */
export function startingRate(entities: number): number {
  return STARTING_RATE_PER_ENTITY * entities;
}

/** What the simulator knows of an account's latest history (its metric windows in the lookback). */
export interface RecentHistory {
  /** Calls set up in [since, now). */
  calls: number;
  /** Start of the span measured: the lookback's start, or the account's first call when it is younger. */
  since: number;
  /** True when the account has calls before the lookback (its rate is known from a whole week). */
  established: boolean;
}

/**
 * The account's rate as its history shows it: an established account's calls over the last week,
 * divided by the week's full-weight hours (for a seeded account, the seed's own `callRate`). A young
 * account, or one silent for a week, starts from `startingRate` and moves to its measured rate as its
 * calls accumulate.
 */
export function measuredRate(history: RecentHistory, now: number, entities: number): number {
  const hours = weightedHours(history.since, now);
  if (history.established && history.calls > 0) return hours > 0 ? history.calls / hours : 0;
  const start = startingRate(entities);
  if (start <= 0) return 0;
  return (history.calls + PRIOR_CALLS) / (hours + PRIOR_CALLS / start);
}
