/**
 * Series -> what a chart draws (issue 6 "the metric-to-series mapping"): one column per bucket,
 * stacked by the chart's dimensions. A stack that holds calls the user may list is `linked`; its href
 * is made where it is drawn (stackHref), not carried in the loader's data: a day's five charts have
 * about 2,300 stacks, and their hrefs were most of the page's JSON.
 */
import { bucketCallSpan } from "../../../contract/statisticsBuckets";
import type { StatisticsResponse } from "../../../contract/wire/statistics";
import { drillDownHrefs, type DrillDown } from "./drilldown";
import type { ChartSpec } from "./metrics";
import type { EntityChoice, StatisticsMode } from "./url";

export interface ColumnStack {
  dimension: string;
  value: number;
  /** The stack links to its call list (metrics that count calls, users allowed to read calls). */
  linked?: true;
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
  /** What every link of this chart filters by (absent when nothing links). */
  drill?: Pick<DrillDown, "mode" | "entity" | "metric" | "account">;
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
          return { dimension: s.dimension, value, ...(options.canDrill && value > 0 ? { linked: true as const } : {}) };
        }),
      };
    });
  return {
    metric: spec.id,
    windowMinutes,
    domain: options.range,
    columns,
    hasData: columns.some((c) => c.stacks.some((s) => s.value > 0)),
    ...(options.canDrill
      ? { drill: { mode: options.mode, entity: options.entity, metric: spec.id, account: options.account } }
      : {}),
  };
}

/** The link builder of each model (one per chart and request). */
const hrefBuilders = new WeakMap<ChartModel, ReturnType<typeof drillDownHrefs>>();

/** The call list of one stack of one column, or undefined when it does not link. */
export function stackHref(spec: ChartSpec, model: ChartModel, column: ChartColumn, stack: number): string | undefined {
  if (!model.drill || !column.stacks[stack]?.linked) return undefined;
  let hrefs = hrefBuilders.get(model);
  if (!hrefs) hrefBuilders.set(model, (hrefs = drillDownHrefs(model.drill)));
  return hrefs(column.span, spec.stacks[stack].drill);
}
