/**
 * Hourly columns from the platform's 5-minute metric windows (the dashboard's calls chart,
 * docs/features/shell.md "Dashboard"). The platform answers a range of up to 48 hours in 5-minute
 * windows (contract/statisticsBuckets.ts); a column per hour sums twelve of them. Only for metrics
 * whose windows add up: counts of calls.
 */
import { TIME } from "../../../contract/limits/units";
import type { StatisticsResponse } from "../../../contract/wire/statistics";

const HOUR_MINUTES = 60;

/** The start of the viewer's local hour holding `timeMs` (offset: minutes east of UTC). */
export function localHourStart(timeMs: number, offsetMinutes: number): number {
  const shift = offsetMinutes * TIME.MINUTE_MS;
  return Math.floor((timeMs + shift) / TIME.HOUR_MS) * TIME.HOUR_MS - shift;
}

/** The answer with each series summed into the viewer's local hours (every local hour starts on a 5-minute window). */
export function sumIntoHours(response: StatisticsResponse, offsetMinutes: number): StatisticsResponse {
  if (HOUR_MINUTES % response.windowMinutes !== 0) {
    throw new Error(`Windows of ${response.windowMinutes} minutes do not add up to hours`);
  }
  return {
    windowMinutes: HOUR_MINUTES,
    series: response.series.map((series) => {
      const sums = new Map<number, number>();
      for (const { timestamp, value } of series.values) {
        const start = Date.parse(timestamp);
        if (!Number.isFinite(start)) continue;
        const hour = localHourStart(start, offsetMinutes);
        sums.set(hour, (sums.get(hour) ?? 0) + value);
      }
      const values = [...sums]
        .sort(([a], [b]) => a - b)
        .map(([hour, value]) => ({ timestamp: new Date(hour).toISOString(), value }));
      return { ...series, values };
    }),
  };
}
