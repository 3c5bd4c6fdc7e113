/**
 * Metric windows -> statistic series (docs/product.md#statistics-metrics "Statistic series", #statistics bucket rules in
 * contract/statisticsBuckets.ts). SQLite folds the windows into buckets (reading 17,000 windows of
 * two months as objects cost five times the aggregation): rows of one window start (several
 * accounts, for the admin all-accounts aggregate) are combined first, then windows into buckets:
 * - counts and sums add up (a daily bucket is the sum of its windows);
 * - peaks (concurrent calls, attempts per second) take the highest window; across accounts in one
 *   window they add up, an upper bound of the accounts' joint peak (the windows keep no finer time);
 * - media maxima take the highest, the MOS minimum the lowest; averages divide the bucket's sums;
 * - Teams users ("Last") keep the bucket's last window.
 */
import { bucketGeometry } from "../../contract/statisticsBuckets";
import type { StatisticSeries, StatisticValue } from "../../contract/wire/statistics";
import type { StatisticsGroupBy, StatisticsServerMetric } from "../../contract/enums/statistics";
import { VOICE_QUALITY_DIMENSIONS } from "../../contract/enums/voice-quality";
import type { Db } from "../db/database";

/** One bucket's figures (the metric_windows columns the series read, folded). */
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

const ADDED = [
  "count_calls",
  "count_success",
  "sum_duration_sec",
  "count_quality_good",
  "count_quality_fair",
  "count_quality_poor",
  "count_quality_unknown",
  "sum_packet_loss",
  "sum_jitter",
  "sum_delay",
  "sum_mos",
  "count_media",
] as const;
const MEDIA_MAXIMA = ["max_packet_loss", "max_jitter", "max_delay"] as const;
const PEAKS = ["max_concurrent_calls", "max_call_attempts_per_sec"] as const;
const TEAMS = ["teams_active_users", "teams_licensed_users"] as const;

const list = (columns: readonly string[], f: (c: string) => string) => columns.map((c) => `${f(c)} AS ${c}`).join(", ");
/** Which bucket a window falls in (window_start and the parameters are whole milliseconds, all positive). */
const BUCKET = "CAST((window_start + @shift) / @size AS INTEGER)";

/**
 * The buckets of the windows `where` selects, in time order; bind `bucketGeometry()` (size, shift)
 * with the query's own parameters. The Teams figures (the bucket's last window, a window function
 * that triples the query's time) only when `lastTeams`; 0 otherwise.
 */
export function bucketedWindowsSql(where: string, options: { lastTeams: boolean; oneRowPerWindow: boolean }): string {
  const { lastTeams, oneRowPerWindow } = options;
  const last = lastTeams
    ? `, ${TEAMS.map((c) => `FIRST_VALUE(${c}) OVER last_first AS last_${c}`).join(", ")}
      FROM same_window WINDOW last_first AS (PARTITION BY ${BUCKET} ORDER BY window_start DESC)`
    : `, ${TEAMS.map((c) => `0 AS last_${c}`).join(", ")} FROM same_window`;
  // A single account's own windows are one row per start: SQLite then flattens the whole query into one pass.
  const sameWindow = oneRowPerWindow
    ? `SELECT window_start, ${[...ADDED, ...MEDIA_MAXIMA, "min_mos", ...PEAKS, ...TEAMS].join(", ")} FROM metric_windows WHERE ${where}`
    : `SELECT window_start, ${list(ADDED, (c) => `SUM(${c})`)}, ${list(MEDIA_MAXIMA, (c) => `MAX(${c})`)},
        MIN(min_mos) AS min_mos, ${list(PEAKS, (c) => `SUM(${c})`)}, ${list(TEAMS, (c) => `SUM(${c})`)}
      FROM metric_windows WHERE ${where} GROUP BY window_start`;
  return `WITH same_window AS (${sameWindow}), in_bucket AS (
      SELECT ${BUCKET} AS bucket, *${last}
    )
    SELECT bucket * @size - @shift AS window_start, ${list(ADDED, (c) => `SUM(${c})`)}, ${list(MEDIA_MAXIMA, (c) => `MAX(${c})`)},
      MIN(min_mos) AS min_mos, ${list(PEAKS, (c) => `MAX(${c})`)}, ${list(TEAMS, (c) => `MAX(last_${c})`)}
    FROM in_bucket GROUP BY bucket ORDER BY bucket`;
}

export interface WindowSelection {
  /** SQL condition on metric_windows, and its parameters. */
  where: string;
  params: Record<string, unknown>;
  /** The condition keeps at most one row per window start (one account's own windows). */
  oneRowPerWindow: boolean;
}

/** The buckets of the selected windows, with what `metrics` read. */
export function bucketWindows(
  db: Db,
  { where, params, oneRowPerWindow }: WindowSelection,
  windowMinutes: number,
  timezoneOffsetHours: number,
  metrics: readonly StatisticsServerMetric[],
): { start: number; figures: WindowFigures }[] {
  const lastTeams = metrics.some((m) => m === "LastTeamsActiveUsers" || m === "LastTeamsLicensedUsers");
  const rows = db
    .prepare(bucketedWindowsSql(where, { lastTeams, oneRowPerWindow }))
    .all({ ...params, ...bucketGeometry(windowMinutes, timezoneOffsetHours) }) as WindowFigures[];
  return rows.map((figures) => ({ start: figures.window_start, figures }));
}

const round = (v: number) => Math.round(v * 100) / 100;
const ratio = (sum: number, n: number) => (n > 0 ? round(sum / n) : null);

/** The dimension values a metric splits into under a group-by, or null when it does not split. */
export function dimensionsOf(
  metric: StatisticsServerMetric,
  groupBy: StatisticsGroupBy | undefined,
): readonly string[] | null {
  if (!groupBy) return null;
  if (metric === "CountCalls") return ["true", "false"];
  if (metric === "CountCallsQuality") return VOICE_QUALITY_DIMENSIONS;
  return null;
}

/** One bucket's value of a metric (and dimension), or null when the bucket has nothing to say. */
export function metricValue(metric: StatisticsServerMetric, f: WindowFigures, dimension: string | null): number | null {
  switch (metric) {
    case "CountCalls":
      return dimension === "true"
        ? f.count_success
        : dimension === "false"
          ? f.count_calls - f.count_success
          : f.count_calls;
    case "CountCallsQuality":
      switch (dimension) {
        case "good":
          return f.count_quality_good;
        case "fair":
          return f.count_quality_fair;
        case "poor":
          return f.count_quality_poor;
        case "unknown":
          return f.count_quality_unknown;
        default:
          return f.count_calls;
      }
    case "MaxConcurrentCalls":
      return f.max_concurrent_calls;
    case "MaxCallAttemptsPerSec":
      return f.max_call_attempts_per_sec;
    case "AvgCallDurationSec":
      return ratio(f.sum_duration_sec, f.count_calls);
    case "AvgMediaPacketLossPercent":
      return ratio(f.sum_packet_loss, f.count_media);
    case "MaxMediaPacketLossPercent":
      return f.count_media > 0 ? f.max_packet_loss : null;
    case "AvgMediaJitterMs":
      return ratio(f.sum_jitter, f.count_media);
    case "MaxMediaJitterMs":
      return f.count_media > 0 ? f.max_jitter : null;
    case "AvgMediaDelayMs":
      return ratio(f.sum_delay, f.count_media);
    case "MaxMediaDelayMs":
      return f.count_media > 0 ? f.max_delay : null;
    case "AvgMediaMOS":
      return ratio(f.sum_mos, f.count_media);
    case "MinMediaMOS":
      return f.min_mos;
    case "LastTeamsActiveUsers":
      return f.teams_active_users;
    case "LastTeamsLicensedUsers":
      return f.teams_licensed_users;
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
