/**
 * The charts of the offered metrics (docs/product.md#statistics-metrics "Statistics metrics (label to server metric)"):
 * which server metric each asks for, its group-by, and the stacks a column splits into. A stack of
 * a metric that counts calls names the call-history dimension its drill-down filters on.
 */
import {
  STATISTICS_METRICS,
  type StatisticsGroupBy,
  type StatisticsServerMetric,
} from "../../../contract/enums/statistics";

export type ChartMetricId = "callSuccess" | "concurrentCalls" | "callAttempts" | "callDuration" | "voiceQuality";

export interface StackSpec {
  /** The series' dimensionValue ("" for a metric without dimensions). */
  dimension: string;
  /** The call-history drill-down dimension (custom-filter mode), when the stack narrows the calls. */
  drill?: string;
  /** i18n key (statistics namespace). */
  labelKey: string;
  color: string;
}

export interface ChartSpec {
  id: ChartMetricId;
  serverMetric: StatisticsServerMetric;
  groupBy?: StatisticsGroupBy;
  stacks: readonly StackSpec[];
  /** The column is a number of calls: the call list it opens has exactly that many rows. */
  countsCalls: boolean;
  /** i18n key of the value's unit (statistics namespace). */
  unitKey: string;
  /** i18n key of the value axis's title, its unit (statistics namespace): "Calls", "Seconds". */
  axisKey?: string;
  /** The values are whole numbers (counts): the value axis has whole ticks only. */
  integer?: boolean;
}

const single = (labelKey: string): StackSpec[] => [{ dimension: "", labelKey, color: "#4f46e5" }];

export const CHART_SPECS: Readonly<Record<ChartMetricId, ChartSpec>> = {
  callSuccess: {
    id: "callSuccess",
    serverMetric: STATISTICS_METRICS.callSuccess.serverMetrics[0],
    groupBy: STATISTICS_METRICS.callSuccess.groupBy,
    stacks: [
      { dimension: "true", drill: "successful", labelKey: "dimension.successful", color: "#16a34a" },
      { dimension: "false", drill: "failed", labelKey: "dimension.failed", color: "#dc2626" },
    ],
    countsCalls: true,
    unitKey: "unit.calls",
    axisKey: "axis.calls",
    integer: true,
  },
  concurrentCalls: {
    id: "concurrentCalls",
    serverMetric: STATISTICS_METRICS.concurrentCalls.serverMetrics[0],
    stacks: single("dimension.concurrent"),
    countsCalls: false,
    unitKey: "unit.calls",
    axisKey: "axis.calls",
    integer: true,
  },
  callAttempts: {
    id: "callAttempts",
    serverMetric: STATISTICS_METRICS.callAttempts.serverMetrics[0],
    stacks: single("dimension.attempts"),
    countsCalls: false,
    unitKey: "unit.per_second",
    axisKey: "axis.attempts_per_second",
    integer: true,
  },
  callDuration: {
    id: "callDuration",
    serverMetric: STATISTICS_METRICS.callDuration.serverMetrics[0],
    stacks: single("dimension.duration"),
    countsCalls: false,
    unitKey: "unit.seconds",
    axisKey: "axis.seconds",
  },
  voiceQuality: {
    id: "voiceQuality",
    serverMetric: STATISTICS_METRICS.voiceQuality.serverMetrics[0],
    groupBy: STATISTICS_METRICS.voiceQuality.groupBy,
    stacks: [
      { dimension: "good", drill: "good", labelKey: "dimension.good", color: "#16a34a" },
      { dimension: "fair", drill: "fair", labelKey: "dimension.fair", color: "#f59e0b" },
      { dimension: "poor", drill: "poor", labelKey: "dimension.poor", color: "#dc2626" },
      { dimension: "unknown", drill: "unknown", labelKey: "dimension.unknown", color: "#94a3b8" },
    ],
    countsCalls: true,
    unitKey: "unit.calls",
    axisKey: "axis.calls",
    integer: true,
  },
};

export const CHART_METRIC_IDS = Object.keys(CHART_SPECS) as ChartMetricId[];

export function isChartMetric(id: string): id is ChartMetricId {
  return id in CHART_SPECS;
}

/** The chart of a server metric (the export route's `metric=` parameter). */
export function chartOfServerMetric(serverMetric: string | null): ChartSpec | undefined {
  return Object.values(CHART_SPECS).find((c) => c.serverMetric === serverMetric);
}
