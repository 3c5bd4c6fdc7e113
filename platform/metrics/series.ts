/**
 * Metric windows -> statistic series (spec 001 §3 "Statistic series", §4 bucket rules in
 * contract/statisticsBuckets.ts). Windows of one start (several accounts, for the admin
 * all-accounts aggregate) are combined first, then windows are folded into buckets:
 * - counts and sums add up (a daily bucket is the sum of its windows);
 * - peaks (concurrent calls, attempts per second) take the highest window; across accounts in one
 *   window they add up, an upper bound of the accounts' joint peak (the windows keep no finer time);
 * - media maxima take the highest, the MOS minimum the lowest; averages divide the bucket's sums;
 * - Teams users ("Last") keep the bucket's last window.
 */
import { bucketStart } from "../../contract/statisticsBuckets";
import type { StatisticSeries, StatisticValue } from "../../contract/wire/statistics";
import type { StatisticsGroupBy, StatisticsServerMetric } from "../../contract/enums";
import { VOICE_QUALITY_DIMENSIONS } from "../../contract/enums";

/** One metric_windows row (the columns the series read). */
export interface WindowFigures {
  window_start: number;
  count_calls: number;
  count_success: number;
  max_concurrent_calls: number;
  max_call_attempts_per_sec: number;
  sum_duration_sec: number;
  count_quality_good: number;
  count_quality_fair: number;
  count_quality_poor: number;
  count_quality_unknown: number;
  sum_packet_loss: number;
  max_packet_loss: number;
  sum_jitter: number;
  max_jitter: number;
  sum_delay: number;
  max_delay: number;
  sum_mos: number;
  min_mos: number | null;
  count_media: number;
  teams_active_users: number;
  teams_licensed_users: number;
}

export const WINDOW_FIGURE_COLUMNS = `window_start, count_calls, count_success, max_concurrent_calls, max_call_attempts_per_sec,
  sum_duration_sec, count_quality_good, count_quality_fair, count_quality_poor, count_quality_unknown,
  sum_packet_loss, max_packet_loss, sum_jitter, max_jitter, sum_delay, max_delay, sum_mos, min_mos, count_media,
  teams_active_users, teams_licensed_users`;

const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

function addCounts(into: WindowFigures, w: WindowFigures): void {
  into.count_calls += w.count_calls;
  into.count_success += w.count_success;
  into.sum_duration_sec += w.sum_duration_sec;
  into.count_quality_good += w.count_quality_good;
  into.count_quality_fair += w.count_quality_fair;
  into.count_quality_poor += w.count_quality_poor;
  into.count_quality_unknown += w.count_quality_unknown;
  into.sum_packet_loss += w.sum_packet_loss;
  into.sum_jitter += w.sum_jitter;
  into.sum_delay += w.sum_delay;
  into.sum_mos += w.sum_mos;
  into.count_media += w.count_media;
  into.max_packet_loss = Math.max(into.max_packet_loss, w.max_packet_loss);
  into.max_jitter = Math.max(into.max_jitter, w.max_jitter);
  into.max_delay = Math.max(into.max_delay, w.max_delay);
  into.min_mos = minOf(into.min_mos, w.min_mos);
}

/** Two accounts' rows of the same window: one window of both. */
export function combineSameWindow(into: WindowFigures, w: WindowFigures): void {
  addCounts(into, w);
  into.max_concurrent_calls += w.max_concurrent_calls;
  into.max_call_attempts_per_sec += w.max_call_attempts_per_sec;
  into.teams_active_users += w.teams_active_users;
  into.teams_licensed_users += w.teams_licensed_users;
}

/** A later window folded into a bucket. */
export function foldIntoBucket(into: WindowFigures, w: WindowFigures): void {
  addCounts(into, w);
  into.max_concurrent_calls = Math.max(into.max_concurrent_calls, w.max_concurrent_calls);
  into.max_call_attempts_per_sec = Math.max(into.max_call_attempts_per_sec, w.max_call_attempts_per_sec);
  into.teams_active_users = w.teams_active_users;
  into.teams_licensed_users = w.teams_licensed_users;
}

/** Windows (any order, several rows per start allowed) -> buckets in time order. */
export function bucketWindows(
  rows: Iterable<WindowFigures>,
  windowMinutes: number,
  timezoneOffsetHours: number,
): { start: number; figures: WindowFigures }[] {
  const windows = new Map<number, WindowFigures>();
  for (const r of rows) {
    const w = windows.get(r.window_start);
    if (w) combineSameWindow(w, r);
    else windows.set(r.window_start, { ...r });
  }
  const buckets: { start: number; figures: WindowFigures }[] = [];
  for (const start of [...windows.keys()].sort((a, b) => a - b)) {
    const w = windows.get(start)!;
    const b = bucketStart(start, windowMinutes, timezoneOffsetHours);
    const last = buckets[buckets.length - 1];
    if (last && last.start === b) foldIntoBucket(last.figures, w);
    else buckets.push({ start: b, figures: { ...w, window_start: b } });
  }
  return buckets;
}

const round = (v: number) => Math.round(v * 100) / 100;
const ratio = (sum: number, n: number) => (n > 0 ? round(sum / n) : null);

/** The dimension values a metric splits into under a group-by, or null when it does not split. */
export function dimensionsOf(metric: StatisticsServerMetric, groupBy: StatisticsGroupBy | undefined): readonly string[] | null {
  if (!groupBy) return null;
  if (metric === "CountCalls") return ["true", "false"];
  if (metric === "CountCallsQuality") return VOICE_QUALITY_DIMENSIONS;
  return null;
}

/** One bucket's value of a metric (and dimension), or null when the bucket has nothing to say. */
export function metricValue(metric: StatisticsServerMetric, f: WindowFigures, dimension: string | null): number | null {
  switch (metric) {
    case "CountCalls":
      return dimension === "true" ? f.count_success : dimension === "false" ? f.count_calls - f.count_success : f.count_calls;
    case "CountCallsQuality":
      switch (dimension) {
        case "good": return f.count_quality_good;
        case "fair": return f.count_quality_fair;
        case "poor": return f.count_quality_poor;
        case "unknown": return f.count_quality_unknown;
        default: return f.count_calls;
      }
    case "MaxConcurrentCalls": return f.max_concurrent_calls;
    case "MaxCallAttemptsPerSec": return f.max_call_attempts_per_sec;
    case "AvgCallDurationSec": return ratio(f.sum_duration_sec, f.count_calls);
    case "AvgMediaPacketLossPercent": return ratio(f.sum_packet_loss, f.count_media);
    case "MaxMediaPacketLossPercent": return f.count_media > 0 ? f.max_packet_loss : null;
    case "AvgMediaJitterMs": return ratio(f.sum_jitter, f.count_media);
    case "MaxMediaJitterMs": return f.count_media > 0 ? f.max_jitter : null;
    case "AvgMediaDelayMs": return ratio(f.sum_delay, f.count_media);
    case "MaxMediaDelayMs": return f.count_media > 0 ? f.max_delay : null;
    case "AvgMediaMOS": return ratio(f.sum_mos, f.count_media);
    case "MinMediaMOS": return f.min_mos;
    case "LastTeamsActiveUsers": return f.teams_active_users;
    case "LastTeamsLicensedUsers": return f.teams_licensed_users;
  }
}

/** Buckets -> one series per metric (and per dimension value under a group-by). */
export function toSeries(
  buckets: readonly { start: number; figures: WindowFigures }[],
  metrics: readonly StatisticsServerMetric[],
  groupBy: StatisticsGroupBy | undefined,
): StatisticSeries[] {
  const out: StatisticSeries[] = [];
  for (const metricName of metrics) {
    for (const dimension of dimensionsOf(metricName, groupBy) ?? [null]) {
      const values: StatisticValue[] = [];
      for (const b of buckets) {
        const value = metricValue(metricName, b.figures, dimension);
        if (value !== null) values.push({ value, timestamp: new Date(b.start).toISOString() });
      }
      out.push({ metricName, dimensionValue: dimension ?? "", values });
    }
  }
  return out;
}
