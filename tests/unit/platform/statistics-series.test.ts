import { afterAll, describe, expect, it } from "vitest";
import { STATISTICS_SERVER_METRICS } from "../../../contract/enums/statistics";
import { openDatabase } from "../../../platform/db/database";
import { bucketWindows as bucketInSql, toSeries, type WindowFigures } from "../../../platform/metrics/series";
import { TIME } from "../../../contract/limits/units";

const D0 = Date.UTC(2026, 2, 10);

function w(start: number, f: Partial<WindowFigures> = {}): WindowFigures {
  return {
    window_start: start,
    count_calls: 0,
    count_success: 0,
    max_concurrent_calls: 0,
    max_call_attempts_per_sec: 0,
    sum_duration_sec: 0,
    count_quality_good: 0,
    count_quality_fair: 0,
    count_quality_poor: 0,
    count_quality_unknown: 0,
    sum_packet_loss: 0,
    max_packet_loss: 0,
    sum_jitter: 0,
    max_jitter: 0,
    sum_delay: 0,
    max_delay: 0,
    sum_mos: 0,
    min_mos: null,
    count_media: 0,
    teams_active_users: 0,
    teams_licensed_users: 0,
    ...f,
  };
}

/**
 * The windows as rows of the real table (account "a" unless `account` says otherwise), folded by
 * SQLite. One account's windows go through both plans (one row per window, and combining rows of
 * a window), which must agree.
 */
const db = openDatabase(":memory:");
afterAll(() => db.close());
let batch = 0;
function bucketWindows(
  rows: (WindowFigures & { account?: string })[],
  windowMinutes: number,
  timezoneOffsetHours: number,
) {
  const tag = `batch-${++batch}`;
  const insert = db.prepare(
    `INSERT INTO metric_windows (account_id, entity_type, entity_id, ${Object.keys(w(0)).join(", ")})
     VALUES (@account, '', '', ${Object.keys(w(0))
       .map((k) => `@${k}`)
       .join(", ")})`,
  );
  for (const r of rows) insert.run({ ...r, account: `${tag}-${r.account ?? "a"}` });
  const where =
    "account_id LIKE @tag AND entity_type = '' AND entity_id = '' AND window_start >= @from AND window_start <= @to";
  const params = { tag: `${tag}-%`, from: 0, to: Number.MAX_SAFE_INTEGER };
  const fold = (oneRowPerWindow: boolean) =>
    bucketInSql(db, { where, params, oneRowPerWindow }, windowMinutes, timezoneOffsetHours, STATISTICS_SERVER_METRICS);
  const combined = fold(false);
  if (rows.every((r) => r.account === undefined)) expect(fold(true)).toEqual(combined);
  return combined;
}

describe("metric windows into series buckets", () => {
  const rows = [
    w(D0 + 10 * TIME.MINUTE_MS, {
      count_calls: 4,
      count_success: 3,
      max_concurrent_calls: 2,
      sum_duration_sec: 40,
      count_quality_good: 4,
      count_media: 4,
      sum_mos: 16,
      min_mos: 3.6,
      teams_active_users: 1,
    }),
    w(D0 + 20 * TIME.MINUTE_MS, {
      count_calls: 6,
      count_success: 2,
      max_concurrent_calls: 5,
      sum_duration_sec: 20,
      count_quality_unknown: 6,
      teams_active_users: 7,
    }),
    w(D0 + TIME.DAY_MS + 5 * TIME.MINUTE_MS, {
      count_calls: 1,
      count_success: 1,
      max_concurrent_calls: 1,
      sum_duration_sec: 9,
      count_quality_poor: 1,
      count_media: 1,
      sum_mos: 2,
      min_mos: 2,
    }),
  ];

  it("sum counts per day, keep the highest peak, average over the day's calls and keep the last Teams figure", () => {
    const buckets = bucketWindows(rows, 1440, 0);
    expect(buckets.map((b) => b.start)).toEqual([D0, D0 + TIME.DAY_MS]);
    const series = toSeries(
      buckets,
      ["CountCalls", "MaxConcurrentCalls", "AvgCallDurationSec", "AvgMediaMOS", "MinMediaMOS", "LastTeamsActiveUsers"],
      "dimension-exists",
    );
    const values = (metric: string, dim = "") =>
      series.find((s) => s.metricName === metric && s.dimensionValue === dim)!.values.map((v) => v.value);
    expect(values("CountCalls", "true")).toEqual([5, 1]);
    expect(values("CountCalls", "false")).toEqual([5, 0]);
    expect(values("MaxConcurrentCalls")).toEqual([5, 1]);
    expect(values("AvgCallDurationSec")).toEqual([6, 9]);
    expect(values("AvgMediaMOS")).toEqual([4, 2]);
    expect(values("MinMediaMOS")).toEqual([3.6, 2]);
    expect(values("LastTeamsActiveUsers")).toEqual([7, 0]);
  });

  it("keep 5-minute windows apart and add accounts' rows of the same window together", () => {
    const other = {
      ...w(D0 + 10 * TIME.MINUTE_MS, {
        count_calls: 2,
        count_success: 2,
        max_concurrent_calls: 4,
        count_quality_fair: 2,
      }),
      account: "b",
    };
    const buckets = bucketWindows([...rows, other], 5, 0);
    expect(buckets).toHaveLength(3);
    const series = toSeries(buckets, ["CountCalls", "CountCallsQuality", "MaxConcurrentCalls"], "dimension");
    const of = (metric: string, dim: string) =>
      series.find((s) => s.metricName === metric && s.dimensionValue === dim)!.values[0].value;
    expect(of("CountCalls", "true")).toBe(5);
    expect(of("CountCallsQuality", "good")).toBe(4);
    expect(of("CountCallsQuality", "fair")).toBe(2);
    // two accounts' peaks in one window add up (2 + 4)
    expect(of("MaxConcurrentCalls", "")).toBe(6);
  });

  it("start daily buckets at the caller's local midnight", () => {
    // UTC+2: 23:00 UTC on D0 is already the next local day; 21:00 UTC is still D0.
    const late = [
      w(D0 + 21 * 60 * TIME.MINUTE_MS, { count_calls: 1 }),
      w(D0 + 23 * 60 * TIME.MINUTE_MS, { count_calls: 2 }),
    ];
    const buckets = bucketWindows(late, 1440, 2);
    expect(buckets.map((b) => [b.start, b.figures.count_calls])).toEqual([
      [D0 - 2 * 60 * TIME.MINUTE_MS, 1],
      [D0 + TIME.DAY_MS - 2 * 60 * TIME.MINUTE_MS, 2],
    ]);
  });

  it("leave out averages of buckets without measured calls", () => {
    const series = toSeries(bucketWindows([rows[1]], 5, 0), ["AvgMediaMOS", "MinMediaMOS", "CountCalls"], undefined);
    expect(series.map((s) => s.values.length)).toEqual([0, 0, 1]);
    expect(series[2].dimensionValue).toBe("");
  });
});
