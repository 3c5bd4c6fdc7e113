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

/**
 * The value axis of a chart of whole numbers (counts of calls): ticks from 0 up to the first at or
 * above `highest`, 1, 2 or 5 times a power of ten apart, at most `maxIntervals` of them; never a
 * fraction of a call.
 */
export function wholeNumberTicks(highest: number, maxIntervals = 5): number[] {
  const top = Math.max(1, Math.ceil(highest));
  let step = 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    const fits = [1, 2, 5].map((m) => m * magnitude).find((s) => Math.ceil(top / s) <= maxIntervals);
    if (fits !== undefined) {
      step = fits;
      break;
    }
  }
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, i) => i * step);
}
