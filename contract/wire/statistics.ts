/**
 * Statistics request and answer (docs/product.md#statistics-metrics "Statistic series", #lookup-calls "Statistics and lookups"):
 * GET {statistics}/v1/accounts/{accountId}/statistics/metrics?filter=(timestamp>=..,timestamp<=..,
 * metricName=A;B,entityId=..)&groupBy=dimension-exists&timezoneOffset=2
 * The filter uses the generic list grammar; metric names are separated by semicolons.
 */
import { z } from "zod";
import { STATISTICS_SERVER_METRICS, type StatisticsGroupBy, type StatisticsServerMetric } from "../enums/statistics";
import { ConnectedEntityTypeSchema, StatisticsGroupBySchema, StatisticsServerMetricSchema } from "./enums";
import { ListQueryError, buildListQuery, parseListQuery, type ListSpec } from "../listQuery";

/** The filter fields of the metrics request. */
export const STATISTICS_FILTER_SPEC: ListSpec = {
  fields: {
    timestamp: { type: "date", ops: [">=", "<=", ">", "<"] },
    metricName: { type: "string", ops: ["="] },
    entityId: { type: "string", ops: ["="] },
  },
  defaultSort: { field: "timestamp", direction: "asc" },
  defaultLimit: 1,
  maxLimit: 1,
  searchable: false,
};

export const StatisticsRequestSchema = z.object({
  /** epoch ms, inclusive */
  from: z.number(),
  /** epoch ms, inclusive */
  to: z.number(),
  metricNames: z.array(StatisticsServerMetricSchema).min(1),
  entityId: z.string().optional(),
  groupBy: StatisticsGroupBySchema.optional(),
  /** hours east of UTC; admin mode uses 0 (UTC) */
  timezoneOffset: z.number().min(-14).max(14).default(0),
});
export type StatisticsRequest = z.input<typeof StatisticsRequestSchema>;
export type StatisticsQuery = z.output<typeof StatisticsRequestSchema>;

/** The query string of a metrics request (no leading ?). */
export function buildStatisticsQuery(req: StatisticsRequest): string {
  const filter = [
    { field: "timestamp", op: ">=" as const, value: req.from },
    { field: "timestamp", op: "<=" as const, value: req.to },
    { field: "metricName", op: "=" as const, value: req.metricNames.join(";") },
    ...(req.entityId ? [{ field: "entityId", op: "=" as const, value: req.entityId }] : []),
  ];
  const parts = [buildListQuery({ filter }, STATISTICS_FILTER_SPEC)];
  if (req.groupBy) parts.push(`groupBy=${encodeURIComponent(req.groupBy)}`);
  parts.push(`timezoneOffset=${encodeURIComponent(String(req.timezoneOffset ?? 0))}`);
  return parts.join("&");
}

/** Read a metrics request; throws ListQueryError (400) with a message naming the problem. */
export function parseStatisticsQuery(input: URLSearchParams | string): StatisticsQuery {
  const params = typeof input === "string" ? new URLSearchParams(input.replace(/^\?/, "")) : input;
  const filters = params.getAll("filter").map((f): [string, string] => ["filter", f]);
  const { filter } = parseListQuery(new URLSearchParams(filters), STATISTICS_FILTER_SPEC);
  let from: number | undefined;
  let to: number | undefined;
  let metricNames: StatisticsServerMetric[] | undefined;
  let entityId: string | undefined;
  for (const c of filter) {
    if (c.field === "timestamp") {
      if (c.op === ">=" || c.op === ">") from = Number(c.value) + (c.op === ">" ? 1 : 0);
      else to = Number(c.value) - (c.op === "<" ? 1 : 0);
    } else if (c.field === "metricName") {
      const names = String(c.value)
        .split(";")
        .map((n) => n.trim())
        .filter(Boolean);
      const unknown = names.find((n) => !(STATISTICS_SERVER_METRICS as readonly string[]).includes(n));
      if (unknown !== undefined) throw new ListQueryError(`Unknown metric "${unknown.slice(0, 60)}"`, "filter");
      metricNames = names as StatisticsServerMetric[];
    } else if (c.field === "entityId") {
      entityId = String(c.value);
    }
  }
  if (from === undefined || to === undefined) {
    throw new ListQueryError("filter needs timestamp lower and upper bounds", "filter");
  }
  if (from > to) throw new ListQueryError("The timestamp lower bound is after the upper bound", "filter");
  if (!metricNames || metricNames.length === 0) throw new ListQueryError("filter needs metricName", "filter");
  const groupByText = params.get("groupBy");
  let groupBy: StatisticsGroupBy | undefined;
  if (groupByText) {
    const parsed = StatisticsGroupBySchema.safeParse(groupByText);
    if (!parsed.success) throw new ListQueryError("groupBy must be dimension-exists or dimension", "groupBy");
    groupBy = parsed.data;
  }
  const offsetText = params.get("timezoneOffset");
  const timezoneOffset = offsetText ? Number(offsetText) : 0;
  if (!Number.isFinite(timezoneOffset) || Math.abs(timezoneOffset) > 14) {
    throw new ListQueryError("timezoneOffset must be a number of hours between -14 and 14", "timezoneOffset");
  }
  return {
    from,
    to,
    metricNames,
    ...(entityId !== undefined ? { entityId } : {}),
    ...(groupBy ? { groupBy } : {}),
    timezoneOffset,
  };
}

export const StatisticValueSchema = z.object({
  value: z.number(),
  /** ISO-8601 instant of the bucket's start */
  timestamp: z.string(),
});
export type StatisticValue = z.infer<typeof StatisticValueSchema>;

export const StatisticSeriesSchema = z.object({
  metricName: StatisticsServerMetricSchema,
  /** CountCalls by dimension-exists: "true" (successful) / "false"; CountCallsQuality: good, fair, poor, unknown; else "" */
  dimensionValue: z.string().nullish(),
  values: z.array(StatisticValueSchema),
});
export type StatisticSeries = z.infer<typeof StatisticSeriesSchema>;

export const StatisticsResponseSchema = z.object({
  series: z.array(StatisticSeriesSchema),
  windowMinutes: z.number().int().positive(),
});
export type StatisticsResponse = z.infer<typeof StatisticsResponseSchema>;

// Entity lookups of the statistics dropdown (docs/product.md#connected-entities "Connected entity types", #lookup-calls).

/** docs/product.md#connected-entities "Each has id, name, displayString, regionId and type". */
export const ConnectedEntitySchema = z.object({
  id: z.string(),
  name: z.string(),
  displayString: z.string().nullish(),
  regionId: z.string().nullish(),
  type: ConnectedEntityTypeSchema,
});
export type ConnectedEntity = z.infer<typeof ConnectedEntitySchema>;

/** GET {bots}/bots answer: infoCards (name, id, regionId). */
export const BotInfoCardSchema = z.object({ name: z.string(), id: z.string(), regionId: z.string().nullish() });
export const BotInfoCardsResponseSchema = z.object({ infoCards: z.array(BotInfoCardSchema) });
export type BotInfoCard = z.infer<typeof BotInfoCardSchema>;

/** GET {phones}/phones answer: phoneNumbers (phoneNumber, name, e164, id, regionId). */
export const PhoneInfoSchema = z.object({
  id: z.string(),
  e164: z.string(),
  phoneNumber: z.string().nullish(),
  name: z.string().nullish(),
  regionId: z.string().nullish(),
});
export const PhoneNumbersResponseSchema = z.object({ phoneNumbers: z.array(PhoneInfoSchema) });
export type PhoneInfo = z.infer<typeof PhoneInfoSchema>;

/** GET {sip}/connections answer: sipConnections (admin rows add displayName). */
export const SipConnectionInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string().nullish(),
  regionId: z.string().nullish(),
});
export const SipConnectionsResponseSchema = z.object({ sipConnections: z.array(SipConnectionInfoSchema) });
export type SipConnectionInfo = z.infer<typeof SipConnectionInfoSchema>;

/** GET {teams}/TeamsConnections answer: teamsConnections. */
export const TeamsConnectionInfoSchema = z.object({ id: z.string(), name: z.string(), regionId: z.string().nullish() });
export const TeamsConnectionsResponseSchema = z.object({ teamsConnections: z.array(TeamsConnectionInfoSchema) });
export type TeamsConnectionInfo = z.infer<typeof TeamsConnectionInfoSchema>;
