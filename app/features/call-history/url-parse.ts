/**
 * The call-history screen's state from its URL (url.ts says what the parameters are). With zod, for
 * the loaders: pages import url.ts, which has no zod.
 */
import { z } from "zod";
import { CONNECTED_ENTITY_TYPES } from "../../../contract/enums/connected-entities";
import { CALL_HISTORY } from "../../../contract/limits/call-history";
import { GRID } from "../../../contract/limits/grid";
import { TIME } from "../../../contract/limits/units";
import { LIST_QUERY_BOUNDS } from "../../../contract/listQuery";
import { parseGridParams } from "~/features/grid/url-state";
import type { CallHistoryMode } from "./mode";
import {
  countActiveFilters,
  CUSTOM_METRICS,
  CUSTOM_PARAMS,
  DATE_FIELDS,
  DEFAULT_SORT,
  defaultRange,
  FILTER_PARAMS,
  invalidRangeTexts,
  MODE_PARAMS,
  parseInstant,
  QUALITY_VALUES,
  RANGE_PARAMS,
  rangeTooLong,
  searchAllowedFor,
  SORTABLE_COLUMNS,
  type CallFilters,
  type CallHistoryState,
  type CustomFilter,
  type DateField,
  type DateRange,
} from "./url";

const TEXT_MAX = 100;
const MAX_DURATION_SECONDS = 35_791 * 60;

const text = z.string().trim().min(1).max(TEXT_MAX);
const flag = z.enum(["true"]).transform(() => true as const);
const seconds = z.coerce.number().int().min(0).max(MAX_DURATION_SECONDS);

const FiltersSchema = z.object({
  callingName: text.optional().catch(undefined),
  callingNumber: text.optional().catch(undefined),
  calledName: text.optional().catch(undefined),
  calledNumber: text.optional().catch(undefined),
  successful: z.enum(["true", "false"]).optional().catch(undefined),
  minDuration: seconds.optional().catch(undefined),
  maxDuration: seconds.optional().catch(undefined),
  campaign: text.optional().catch(undefined),
  campaignId: z.string().trim().min(1).max(64).optional().catch(undefined),
  recorded: flag.optional().catch(undefined),
  externalRecording: flag.optional().catch(undefined),
  agentAssist: flag.optional().catch(undefined),
  voiceTranslation: flag.optional().catch(undefined),
  quality: z.enum(QUALITY_VALUES).optional().catch(undefined),
  account: z.string().trim().min(1).max(64).optional().catch(undefined),
});

const CustomSchema = z.object({
  entityType: z.enum(CONNECTED_ENTITY_TYPES).optional().catch(undefined),
  entityId: z.string().trim().min(1).max(64).optional().catch(undefined),
  metric: z.enum(CUSTOM_METRICS).optional().catch(undefined),
  dimension: z.string().trim().min(1).max(32).optional().catch(undefined),
});

function first(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value === null || value.trim() === "" ? undefined : value;
}

export interface ParseOptions {
  mode: CallHistoryMode;
  now: Date;
  /** The viewer's zone, for local date-times typed in the form. */
  timeZone: string;
}

/** The screen's state from its URL. Never throws. */
export function parseCallHistoryUrl(input: URLSearchParams | URL, options: ParseOptions): CallHistoryState {
  const params = input instanceof URL ? input.searchParams : input;
  const { mode, now, timeZone } = options;
  const fromText = first(params, RANGE_PARAMS.from);
  const toText = first(params, RANGE_PARAMS.to);
  const from = parseInstant(fromText, timeZone);
  const to = parseInstant(toText, timeZone);
  const rangeInvalid = invalidRangeTexts(fromText, from, toText, to);
  let range = defaultRange(now);
  let isDefault = true;
  let rejected = false;
  if (from || to) {
    const asked: DateRange = {
      from: from ?? new Date((to ?? now).getTime() - CALL_HISTORY.DEFAULT_RANGE_DAYS * TIME.DAY_MS),
      to: to ?? now,
    };
    if (asked.from.getTime() >= asked.to.getTime()) {
      // A reversed range is a slip of the hand: swap it rather than show nothing.
      range = { from: asked.to, to: asked.from };
      isDefault = false;
    } else if (rangeTooLong(asked)) {
      rejected = true;
    } else {
      range = asked;
      isDefault = false;
    }
  }
  const dateFieldValue = first(params, RANGE_PARAMS.dateField);
  const dateField: DateField = DATE_FIELDS.includes(dateFieldValue as DateField)
    ? (dateFieldValue as DateField)
    : "setupTime";

  const raw = Object.fromEntries(Object.values(FILTER_PARAMS).map((name) => [name, first(params, name)]));
  const filters: CallFilters = FiltersSchema.parse(raw);
  if (mode !== "admin") delete filters.account;
  if (
    filters.minDuration !== undefined &&
    filters.maxDuration !== undefined &&
    filters.minDuration > filters.maxDuration
  ) {
    [filters.minDuration, filters.maxDuration] = [filters.maxDuration, filters.minDuration];
  }

  const grid = parseGridParams(params, {
    defaultSort: { ...DEFAULT_SORT },
    sortable: SORTABLE_COLUMNS,
    defaultLimit: CALL_HISTORY.ROWS_PER_PAGE,
    limitOptions: GRID.PAGE_SIZE_OPTIONS,
  });
  const searchAllowed = searchAllowedFor(range, dateField);
  if (!searchAllowed) delete grid.search;

  const state: CallHistoryState = {
    mode,
    range,
    defaultRange: isDefault,
    rangeRejected: rejected,
    ...(rangeInvalid ? { rangeInvalid } : {}),
    dateField,
    grid,
    searchAllowed,
    filters,
    activeFilterCount: countActiveFilters(filters, mode),
  };
  const related = first(params, MODE_PARAMS.related)?.trim();
  if (related && related.length <= LIST_QUERY_BOUNDS.searchMaxLength) state.related = related;
  const custom: CustomFilter = CustomSchema.parse(
    Object.fromEntries(Object.values(CUSTOM_PARAMS).map((n) => [n, first(params, n)])),
  );
  if (custom.entityId || custom.entityType || custom.metric) state.custom = custom;
  return state;
}
