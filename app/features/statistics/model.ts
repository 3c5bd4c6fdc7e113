/**
 * Series -> what a chart draws (issue 6 "the metric-to-series mapping"): one column per bucket,
 * stacked by the chart's dimensions, each stack with its drill-down link and its spoken label.
 */
import { bucketCallSpan } from "../../../contract/statisticsBuckets";
import type { StatisticsResponse } from "../../../contract/wire/statistics";
import { drillDownHref } from "./drilldown";
import type { ChartSpec } from "./metrics";
import type { EntityChoice, StatisticsMode } from "./url";

export interface ColumnStack {
  dimension: string;
  value: number;
  /** The call list of this stack (metrics that count calls, users allowed to read calls). */
  href?: string;
}

export interface ChartColumn {
  /** Bucket start (epoch ms) */
  start: number;
  /** The setup-time span [from, to) of the calls the column covers. */
  span: { from: number; to: number };
  stacks: ColumnStack[];
}

export interface ChartModel {
  metric: ChartSpec["id"];
  windowMinutes: number;
  domain: { from: number; to: number };
  columns: ChartColumn[];
  hasData: boolean;
}

export interface ModelOptions {
  mode: StatisticsMode;
  entity: EntityChoice;
  account?: string;
  range: { from: number; to: number };
  /** The user may open the call list (LIVEHUB_CALLS_READ). */
  canDrill: boolean;
}

export function chartModel(spec: ChartSpec, response: StatisticsResponse, options: ModelOptions): ChartModel {
  const { windowMinutes } = response;
  const byStart = new Map<number, Map<string, number>>();
  for (const series of response.series) {
    if (series.metricName !== spec.serverMetric) continue;
    const dimension = series.dimensionValue ?? "";
    if (!spec.stacks.some((s) => s.dimension === dimension)) continue;
    for (const v of series.values) {
      const start = Date.parse(v.timestamp);
      if (!Number.isFinite(start)) continue;
      let values = byStart.get(start);
      if (!values) byStart.set(start, (values = new Map()));
      values.set(dimension, (values.get(dimension) ?? 0) + v.value);
    }
  }
  const columns: ChartColumn[] = [...byStart.keys()]
    .sort((a, b) => a - b)
    .map((start) => {
      const span = bucketCallSpan(start, windowMinutes, options.range);
      const values = byStart.get(start)!;
      return {
        start,
        span,
        stacks: spec.stacks.map((s) => {
          const value = values.get(s.dimension) ?? 0;
          const href =
            options.canDrill && value > 0
              ? drillDownHref({
                  mode: options.mode,
                  entity: options.entity,
                  metric: spec.id,
                  dimension: s.drill,
                  span,
                  account: options.account,
                })
              : undefined;
          return { dimension: s.dimension, value, ...(href ? { href } : {}) };
        }),
      };
    });
  return {
    metric: spec.id,
    windowMinutes,
    domain: options.range,
    columns,
    hasData: columns.some((c) => c.stacks.some((s) => s.value > 0)),
  };
}
