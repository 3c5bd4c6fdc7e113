/** Statistics (docs/product.md#statistics, #statistics-metrics, #lookup-calls). */

/** Server metric names of the statistics service, offered and defined-but-not-offered (docs/product.md#statistics-metrics). */
export const STATISTICS_SERVER_METRICS = [
  "CountCalls",
  "MaxConcurrentCalls",
  "MaxCallAttemptsPerSec",
  "AvgCallDurationSec",
  "CountCallsQuality",
  "AvgMediaPacketLossPercent",
  "MaxMediaPacketLossPercent",
  "AvgMediaJitterMs",
  "MaxMediaJitterMs",
  "AvgMediaDelayMs",
  "MaxMediaDelayMs",
  "AvgMediaMOS",
  "MinMediaMOS",
  "LastTeamsActiveUsers",
  "LastTeamsLicensedUsers",
] as const;
export type StatisticsServerMetric = (typeof STATISTICS_SERVER_METRICS)[number];

/** Group-by of a statistics request (docs/product.md#lookup-calls "group-by (dimension-exists or dimension)"). */
export const STATISTICS_GROUP_BY = ["dimension-exists", "dimension"] as const;
export type StatisticsGroupBy = (typeof STATISTICS_GROUP_BY)[number];

/** The metrics the console knows, by its own id: label key, server metrics, grouping, offered in the picker. */
export const STATISTICS_METRICS = {
  callSuccess: {
    labelKey: "labels_call_success",
    serverMetrics: ["CountCalls"],
    groupBy: "dimension-exists",
    offered: true,
  },
  concurrentCalls: { labelKey: "labels_concurrent_calls", serverMetrics: ["MaxConcurrentCalls"], offered: true },
  callAttempts: { labelKey: "labels_call_attempts", serverMetrics: ["MaxCallAttemptsPerSec"], offered: true },
  callDuration: { labelKey: "labels_call_duration", serverMetrics: ["AvgCallDurationSec"], offered: true },
  voiceQuality: {
    labelKey: "labels_voice_quality",
    serverMetrics: ["CountCallsQuality"],
    groupBy: "dimension",
    offered: true,
  },
  packetLoss: {
    labelKey: "labels_packet_loss",
    serverMetrics: ["AvgMediaPacketLossPercent", "MaxMediaPacketLossPercent"],
    offered: false,
  },
  jitter: { labelKey: "labels_jitter", serverMetrics: ["AvgMediaJitterMs", "MaxMediaJitterMs"], offered: false },
  delay: { labelKey: "labels_delay", serverMetrics: ["AvgMediaDelayMs", "MaxMediaDelayMs"], offered: false },
  mos: { labelKey: "labels_mos", serverMetrics: ["AvgMediaMOS", "MinMediaMOS"], offered: false },
  teamsUsers: {
    labelKey: "labels_teams_users",
    serverMetrics: ["LastTeamsActiveUsers", "LastTeamsLicensedUsers"],
    offered: false,
  },
} as const satisfies Record<
  string,
  { labelKey: string; serverMetrics: readonly StatisticsServerMetric[]; groupBy?: StatisticsGroupBy; offered: boolean }
>;
export type StatisticsMetricId = keyof typeof STATISTICS_METRICS;

export const STATISTICS_METRIC_IDS = Object.keys(STATISTICS_METRICS) as StatisticsMetricId[];

/** The metrics of the picker, in picker order. */
export const OFFERED_STATISTICS_METRICS = STATISTICS_METRIC_IDS.filter((id) => STATISTICS_METRICS[id].offered);

/** docs/product.md#statistics "The default metrics are call success, concurrent calls, voice quality, call duration and call attempts". */
export const DEFAULT_STATISTICS_METRICS: readonly StatisticsMetricId[] = [
  "callSuccess",
  "concurrentCalls",
  "voiceQuality",
  "callDuration",
  "callAttempts",
];

/** The configuration-entity dropdown (docs/product.md#statistics "All, bots, numbers, SIP connections and Teams connections"); default all. */
export const STATISTICS_ENTITY_KINDS = ["all", "bots", "numbers", "sipConnections", "teamsConnections"] as const;
export type StatisticsEntityKind = (typeof STATISTICS_ENTITY_KINDS)[number];

/** Date-range picker tabs (docs/product.md#statistics "24 hours, 7 days, 30 days and Custom"). */
export const DATE_RANGE_TABS = ["24h", "7d", "30d", "custom"] as const;
export type DateRangeTab = (typeof DATE_RANGE_TABS)[number];

/** Chart export menu (docs/product.md#statistics "print, PNG, JPEG, SVG, CSV, PDF, XLS"). */
export const CHART_EXPORT_FORMATS = ["print", "PNG", "JPEG", "SVG", "CSV", "PDF", "XLS"] as const;
export type ChartExportFormat = (typeof CHART_EXPORT_FORMATS)[number];
