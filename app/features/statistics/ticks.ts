/**
 * Axis ticks (docs/product.md#statistics "Chart ticks: every 5 minutes when the range is up to 6 hours, hourly up
 * to 48 hours, daily beyond"). Ticks fall on the viewer's local 5-minute, hour or day boundaries.
 * Labels are thinned so they never overlap; every tick keeps its mark.
 */
import { STATISTICS } from "../../../contract/limits/statistics";
import { TIME } from "../../../contract/limits/units";

/** The spacing of ticks for a range, in ms. */
export function tickSpacingMs(fromMs: number, toMs: number): number {
  const span = toMs - fromMs;
  if (span <= STATISTICS.TICK_5_MINUTES_UP_TO_HOURS * TIME.HOUR_MS) return STATISTICS.WINDOW_MINUTES * TIME.MINUTE_MS;
  if (span <= STATISTICS.TICK_HOURLY_UP_TO_HOURS * TIME.HOUR_MS) return TIME.HOUR_MS;
  return TIME.DAY_MS;
}

/** Tick instants within [from, to], on local boundaries (offset: minutes east of UTC). */
export function tickValues(fromMs: number, toMs: number, offsetMinutes: number): number[] {
  const step = tickSpacingMs(fromMs, toMs);
  const shift = offsetMinutes * TIME.MINUTE_MS;
  const ticks: number[] = [];
  for (let t = Math.ceil((fromMs + shift) / step) * step - shift; t <= toMs; t += step) ticks.push(t);
  return ticks;
}

/** Every how many ticks a label is written, so at most `maxLabels` labels show. */
export function labelEvery(tickCount: number, maxLabels = 12): number {
  return Math.max(1, Math.ceil(tickCount / maxLabels));
}

/** The value axis's steps: 1, 2 or 5 times a power of ten. */
const NICE_MULTIPLES = [1, 2, 5, 10] as const;

/**
 * The value axis's ticks, from 0 to the first tick at or above `highest` (issue 30): round steps, at
 * most `maxTicks` of them. A metric that counts (calls, call attempts) gets whole steps only: half a
 * call is no value it can take, so a column of 1 never stands next to a "0.5" tick.
 */
export function valueTicks(highest: number, options: { integer?: boolean; maxTicks?: number } = {}): number[] {
  const top = Number.isFinite(highest) && highest > 0 ? highest : 1;
  const intervals = Math.max(1, (options.maxTicks ?? 6) - 1);
  const rough = top / intervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = NICE_MULTIPLES.map((m) => m * power).find((s) => s >= rough * (1 - 1e-9)) ?? 10 * power;
  if (options.integer) step = Math.max(1, Math.round(step));
  // Decimals of the step, so 0.1 + 0.2 steps read 0.3, not 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  const count = Math.ceil(top / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toFixed(decimals)));
}
