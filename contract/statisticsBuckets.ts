/**
 * How statistic series are bucketed (docs/product.md#statistics "Chart ticks: every 5 minutes when the range is up
 * to 6 hours, hourly up to 48 hours, daily beyond (buckets are summed per day)"). The platform
 * answers series in buckets of `windowMinutes` and the console builds each column's drill-down
 * bounds from the same rules, so a column and the call list it opens cover the same calls.
 *
 * - Up to 48 hours a bucket is one 5-minute metric window (UTC-aligned, like the windows).
 * - Beyond, a bucket is one local day at the request's timezone offset; windows are summed into it.
 * - A bucket holds the windows whose start lies in [bucketStart, bucketEnd) and inside the range's
 *   window span [windowStart(from), to]: so the calls set up in [max(bucketStart, windowStart(from)),
 *   min(bucketEnd, windowStart(to) + 5 min)).
 */
import { STATISTICS } from "./limits/statistics";
import { TIME } from "./limits/units";

export const WINDOW_MS = STATISTICS.WINDOW_MINUTES * TIME.MINUTE_MS;
export const DAILY_WINDOW_MINUTES = 24 * 60;

/** The start of the 5-minute metric window holding `timeMs`. */
export function metricWindowStart(timeMs: number): number {
  return Math.floor(timeMs / WINDOW_MS) * WINDOW_MS;
}

/** The bucket size of a range [fromMs, toMs]: 5 minutes up to 48 hours, a day beyond. */
export function seriesWindowMinutes(fromMs: number, toMs: number): number {
  return toMs - fromMs <= STATISTICS.TICK_HOURLY_UP_TO_HOURS * TIME.HOUR_MS
    ? STATISTICS.WINDOW_MINUTES
    : DAILY_WINDOW_MINUTES;
}

/** A bucket's length and how far its starts are shifted: daily buckets begin at local midnight (offset in hours east of UTC). */
export function bucketGeometry(windowMinutes: number, timezoneOffsetHours: number): { size: number; shift: number } {
  return {
    size: windowMinutes * TIME.MINUTE_MS,
    shift: windowMinutes >= DAILY_WINDOW_MINUTES ? Math.round(timezoneOffsetHours * TIME.HOUR_MS) : 0,
  };
}

/** The start of the bucket holding `timeMs`. */
export function bucketStart(timeMs: number, windowMinutes: number, timezoneOffsetHours: number): number {
  const { size, shift } = bucketGeometry(windowMinutes, timezoneOffsetHours);
  return Math.floor((timeMs + shift) / size) * size - shift;
}

/**
 * The setup-time span [from, to) of the calls a bucket counts, clipped to the range's windows.
 * The call list's `to` bound is inclusive, so a drill-down asks for `to - 1` ms.
 */
export function bucketCallSpan(
  bucketStartMs: number,
  windowMinutes: number,
  range: { from: number; to: number },
): { from: number; to: number } {
  const end = bucketStartMs + windowMinutes * TIME.MINUTE_MS;
  return {
    from: Math.max(bucketStartMs, metricWindowStart(range.from)),
    to: Math.min(end, metricWindowStart(range.to) + WINDOW_MS),
  };
}
