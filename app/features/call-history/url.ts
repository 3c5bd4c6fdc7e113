/**
 * The call-history screen's state is its URL (docs/product.md#call-history, #call-history "Call history modes", #dates-and-search "Dates and
 * search", #call-history-calls). Flat parameters, parsed without ever throwing: a bad value is dropped or clamped, so
 * a hand-edited or stale link still renders a page. The same state builds the platform's list query.
 *
 *   from, to            ISO instants, or "YYYY-MM-DD HH:mm" local to the viewer from the form (the former
 *                       form's "YYYY-MM-DDTHH:mm" too; a text that is neither leaves the default range
 *                       and is named in rangeInvalid)
 *   dateField           setupTime (default) | endTime
 *   page, limit, sort   the grid (sort by column id, `-` for descending; default -setupTime)
 *   search              only applied for ranges under 3 days
 *   <filter params>     see FILTER_PARAMS
 *   related             a callId: every leg of its global session (related-calls mode)
 *   entityType, entityId, metric, dimension   custom-filter mode (statistics/dashboard drill-down)
 *
 * This module is what pages need (names, types, the list query); the parsing, with zod, is in
 * url-parse.ts, which only loaders use: pages do not ship zod.
 */
import { CALL_LIST_SPEC, type MosThresholds } from "../../../contract/calls";
import { type ConnectedEntityType } from "../../../contract/enums/connected-entities";
import { VOICE_QUALITY_DIMENSIONS } from "../../../contract/enums/voice-quality";
import { CALL_HISTORY } from "../../../contract/limits/call-history";
import { TIME } from "../../../contract/limits/units";
import { buildListQuery, LIST_QUERY_BOUNDS, type FilterClause, type SortSpec } from "../../../contract/listQuery";
import type { GridParams } from "~/features/grid/url-state";
import { parseDateTimeInput } from "~/features/time/datetime-input";
import type { CallHistoryMode } from "./mode";

/** Grid column id -> the list's sort field (only these columns sort). */
export const SORT_FIELDS: Readonly<Record<string, string>> = {
  callingEntity: "CallingEntityName",
  calledEntityDisplayName: "CalledEntityName",
  setupTime: "setupTime",
  connectTime: "connectTime",
  endTime: "endTime",
  durationSeconds: "durationSeconds",
  voiceMosQuality: "voiceMosQuality",
};
export const SORTABLE_COLUMNS = Object.keys(SORT_FIELDS);
export const DEFAULT_SORT = { field: "setupTime", direction: "desc" } as const;

export const RANGE_PARAMS = { from: "from", to: "to", dateField: "dateField" } as const;
export const MODE_PARAMS = { related: "related" } as const;
export const CUSTOM_PARAMS = {
  entityType: "entityType",
  entityId: "entityId",
  metric: "metric",
  dimension: "dimension",
} as const;

/** The filters panel, one URL parameter each. */
export const FILTER_PARAMS = {
  callingName: "callingName",
  callingNumber: "callingNumber",
  calledName: "calledName",
  calledNumber: "calledNumber",
  successful: "successful",
  minDuration: "minDuration",
  maxDuration: "maxDuration",
  campaign: "campaign",
  /** One campaign exactly: the campaign view's link to its calls (a name filter would also match its namesakes). */
  campaignId: "campaignId",
  recorded: "recorded",
  externalRecording: "externalRecording",
  agentAssist: "agentAssist",
  voiceTranslation: "voiceTranslation",
  quality: "quality",
  account: "account",
} as const;
export type FilterParam = keyof typeof FILTER_PARAMS;

export const DATE_FIELDS = CALL_HISTORY.DATE_FILTER_PROPERTIES as readonly ["setupTime", "endTime"];
export type DateField = (typeof DATE_FIELDS)[number];
export const QUALITY_VALUES = VOICE_QUALITY_DIMENSIONS;
export type QualityValue = (typeof QUALITY_VALUES)[number];

/** Custom-filter metrics a drill-down may name, and the dimensions that narrow the calls. */
export const CUSTOM_METRICS = [
  "callSuccess",
  "concurrentCalls",
  "callAttempts",
  "callDuration",
  "voiceQuality",
] as const;
export const SUCCESS_DIMENSIONS = ["successful", "failed"] as const;

/** The filters panel's values, as parsed from the URL (url-parse.ts). */
export interface CallFilters {
  callingName?: string;
  callingNumber?: string;
  calledName?: string;
  calledNumber?: string;
  successful?: "true" | "false";
  minDuration?: number;
  maxDuration?: number;
  campaign?: string;
  campaignId?: string;
  recorded?: true;
  externalRecording?: true;
  agentAssist?: true;
  voiceTranslation?: true;
  quality?: QualityValue;
  account?: string;
}

/** A drill-down's custom filter, as parsed from the URL (url-parse.ts). */
export interface CustomFilter {
  entityType?: ConnectedEntityType;
  entityId?: string;
  metric?: (typeof CUSTOM_METRICS)[number];
  dimension?: string;
}

export interface DateRange {
  from: Date;
  to: Date;
}

export interface RangeInvalid {
  from?: string;
  to?: string;
}

export interface CallHistoryState {
  mode: CallHistoryMode;
  range: DateRange;
  /** The URL named no range: the last day up to now. */
  defaultRange: boolean;
  /** The URL asked for a range over 2 months; it was not applied (warning_selected_time_range_is_long). */
  rangeRejected: boolean;
  /**
   * What the URL gave for `from` / `to` that is no date-time (as typed): the form shows it again with
   * the field's message; the range leaves it out.
   */
  rangeInvalid?: RangeInvalid;
  dateField: DateField;
  grid: GridParams;
  /** The range is under 3 days, so search applies (docs/product.md#dates-and-search). */
  searchAllowed: boolean;
  filters: CallFilters;
  /** The filters button badge. */
  activeFilterCount: number;
  related?: string;
  /** Present in custom-filter mode. */
  custom?: CustomFilter;
}

/**
 * An instant from an ISO text (with zone: the links') or a date-time typed in the form, local to
 * `timeZone` ("2026-11-27 13:35", or the former "2026-11-27T13:35": datetime-input.ts).
 */
export function parseInstant(value: string | undefined, timeZone: string): Date | null {
  if (!value) return null;
  const local = parseDateTimeInput(value, timeZone);
  if (local) return local;
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(value.trim())) return null;
  const date = new Date(value.trim());
  return Number.isFinite(date.getTime()) ? date : null;
}

/** The range texts that were given but read as no date-time, at most the length a search may have. */
export function invalidRangeTexts(
  fromText: string | undefined,
  from: Date | null,
  toText: string | undefined,
  to: Date | null,
): RangeInvalid | undefined {
  const clip = (text: string) => text.slice(0, LIST_QUERY_BOUNDS.searchMaxLength);
  const invalid: RangeInvalid = {};
  if (fromText && !from) invalid.from = clip(fromText);
  if (toText && !to) invalid.to = clip(toText);
  return invalid.from !== undefined || invalid.to !== undefined ? invalid : undefined;
}

/** `from` plus whole calendar months (clamped to the month's last day, as date pickers do). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Over the 2-month limit (docs/product.md#call-history): the end lies after `from` + 2 calendar months. */
export function rangeTooLong(range: DateRange): boolean {
  return range.to.getTime() > addMonths(range.from, CALL_HISTORY.MAX_RANGE_MONTHS).getTime();
}

/**
 * Search applies only to ranges under 3 days (docs/product.md#dates-and-search "a range of 3 days or more disables
 * search"). On endTime the setup-time span the platform searches is a day longer (rangeClauses).
 */
export function searchAllowedFor(range: DateRange, dateField: DateField = "setupTime"): boolean {
  const lookback = dateField === "endTime" ? CALL_HISTORY.END_TIME_SETUP_LOOKBACK_DAYS * TIME.DAY_MS : 0;
  return range.to.getTime() - range.from.getTime() + lookback < CALL_HISTORY.SEARCH_MAX_DAYS * TIME.DAY_MS;
}

/** The default range: the last day up to `now`. */
export function defaultRange(now: Date): DateRange {
  return { from: new Date(now.getTime() - CALL_HISTORY.DEFAULT_RANGE_DAYS * TIME.DAY_MS), to: now };
}

export function countActiveFilters(filters: CallFilters, mode: CallHistoryMode): number {
  let count = 0;
  for (const key of Object.keys(FILTER_PARAMS) as FilterParam[]) {
    if (key === "maxDuration" && filters.minDuration !== undefined) continue; // one "duration" filter
    if (key === "account" && mode !== "admin") continue;
    if (filters[key] !== undefined) count += 1;
  }
  return count;
}

/** Voice quality -> MOS bounds with the configured thresholds (unknown: no MOS measured). */
export function qualityClauses(quality: QualityValue, thresholds: MosThresholds): FilterClause[] {
  switch (quality) {
    case "good":
      return [{ field: "voiceMosQuality", op: ">=", value: thresholds.fairToGood }];
    case "fair":
      return [
        { field: "voiceMosQuality", op: ">=", value: thresholds.poorToFair },
        { field: "voiceMosQuality", op: "<", value: thresholds.fairToGood },
      ];
    case "poor":
      return [
        { field: "voiceMosQuality", op: ">", value: 0 },
        { field: "voiceMosQuality", op: "<", value: thresholds.poorToFair },
      ];
    case "unknown":
      return [{ field: "voiceMosMeasured", op: "=", value: false }];
  }
}

function customClauses(custom: CustomFilter, thresholds: MosThresholds): FilterClause[] {
  const out: FilterClause[] = [];
  if (custom.entityId) out.push({ field: "entityId", op: "=", value: custom.entityId });
  if (custom.entityType) out.push({ field: "entityType", op: "=", value: custom.entityType });
  if (custom.metric === "callSuccess" && (SUCCESS_DIMENSIONS as readonly string[]).includes(custom.dimension ?? "")) {
    out.push({ field: "successful", op: "=", value: custom.dimension === "successful" });
  }
  if (custom.metric === "voiceQuality" && (QUALITY_VALUES as readonly string[]).includes(custom.dimension ?? "")) {
    out.push(...qualityClauses(custom.dimension as QualityValue, thresholds));
  }
  return out;
}

/** Admin custom-filter mode keeps the account a drill-down came from (a statistics chart of one account). */
function customAccountClauses(state: CallHistoryState): FilterClause[] {
  return state.mode === "admin" && state.filters.account
    ? [{ field: "accountId", op: "=", value: state.filters.account }]
    : [];
}

/** The date clauses: on endTime, also a setupTime bound one day earlier so the index narrows it (docs/product.md#generic-list-calls). */
export function rangeClauses(range: DateRange, dateField: DateField): FilterClause[] {
  const from = range.from.getTime();
  const to = range.to.getTime();
  const clauses: FilterClause[] = [
    { field: dateField, op: ">=", value: from },
    { field: dateField, op: "<=", value: to },
  ];
  if (dateField === "endTime") {
    clauses.push({
      field: "setupTime",
      op: ">=",
      value: from - CALL_HISTORY.END_TIME_SETUP_LOOKBACK_DAYS * TIME.DAY_MS,
    });
    // A call that ended by `to` was set up by then too.
    clauses.push({ field: "setupTime", op: "<=", value: to });
  }
  return clauses;
}

/** Filters panel -> list clauses. */
export function filterClauses(filters: CallFilters, thresholds: MosThresholds, mode: CallHistoryMode): FilterClause[] {
  const out: FilterClause[] = [];
  if (filters.callingName) out.push({ field: "CallingEntityName", op: "~", value: filters.callingName });
  if (filters.callingNumber) out.push({ field: "callingNumber", op: "~", value: filters.callingNumber });
  if (filters.calledName) out.push({ field: "CalledEntityName", op: "~", value: filters.calledName });
  if (filters.calledNumber) out.push({ field: "calledNumber", op: "~", value: filters.calledNumber });
  if (filters.successful) out.push({ field: "successful", op: "=", value: filters.successful === "true" });
  if (filters.minDuration !== undefined) out.push({ field: "durationSeconds", op: ">=", value: filters.minDuration });
  if (filters.maxDuration !== undefined) out.push({ field: "durationSeconds", op: "<=", value: filters.maxDuration });
  if (filters.campaign) out.push({ field: "campaignName", op: "~", value: filters.campaign });
  if (filters.campaignId) out.push({ field: "campaignId", op: "=", value: filters.campaignId });
  if (filters.recorded) out.push({ field: "recordingBoolean", op: "=", value: true });
  if (filters.externalRecording) out.push({ field: "externalRecordingSipEntityType", op: "=", value: true });
  if (filters.agentAssist) out.push({ field: "assistBotRole", op: "=", value: true });
  if (filters.voiceTranslation) out.push({ field: "voiceTranslationRole", op: "=", value: true });
  if (filters.quality) out.push(...qualityClauses(filters.quality, thresholds));
  if (filters.account && mode === "admin") out.push({ field: "accountId", op: "=", value: filters.account });
  return out;
}

export interface RelatedCall {
  globalSessionId: string;
  setupTime: string;
}

export interface PlatformListOptions {
  thresholds: MosThresholds;
  /** Related-calls mode: the call whose session is listed (replaces range, filters and search). */
  related?: RelatedCall;
  /** Exports write the whole result: no page or limit. */
  forExport?: boolean;
}

/** The sort the platform understands for the grid's sort. */
export function platformSort(grid: GridParams): SortSpec {
  return { field: SORT_FIELDS[grid.sort.field] ?? DEFAULT_SORT.field, direction: grid.sort.direction };
}

/** The state -> the platform's list query string (without includeTestCalls/includeExternalServers). */
export function platformListQuery(state: CallHistoryState, options: PlatformListOptions): string {
  let filter: FilterClause[];
  let search: string | undefined;
  if (options.related) {
    const setup = Date.parse(options.related.setupTime);
    const window = CALL_HISTORY.RELATED_WINDOW_DAYS * TIME.DAY_MS;
    filter = [
      { field: "globalSessionId", op: "=", value: options.related.globalSessionId },
      { field: "setupTime", op: ">=", value: setup - window },
      { field: "setupTime", op: "<=", value: setup + window },
    ];
  } else {
    filter = [
      ...rangeClauses(state.range, state.dateField),
      ...(state.custom
        ? [...customClauses(state.custom, options.thresholds), ...customAccountClauses(state)]
        : filterClauses(state.filters, options.thresholds, state.mode)),
    ];
    search = state.custom ? undefined : state.grid.search;
  }
  const sort = platformSort(state.grid);
  if (options.forExport) return buildListQuery({ sort, filter, search }, CALL_LIST_SPEC);
  return buildListQuery(
    { page: state.grid.page, limit: state.grid.limit, sort, filter, search, totalItems: true },
    CALL_LIST_SPEC,
  );
}

/** Every parameter this screen owns: cleared by "clear filters" and by leaving a mode. */
export const ALL_FILTER_PARAM_NAMES: readonly string[] = Object.values(FILTER_PARAMS);
export const CUSTOM_PARAM_NAMES: readonly string[] = Object.values(CUSTOM_PARAMS);
