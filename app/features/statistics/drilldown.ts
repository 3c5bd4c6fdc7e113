/**
 * A column's link into the call history (docs/product.md#statistics "Clicking a column opens the call history list
 * (customer or admin) pre-filtered by the clicked entity, metric and time"): the list's custom-filter
 * mode. The list's `to` bound is inclusive while a bucket's span is half-open, so the link asks for
 * the span's end minus 1 ms: the list then holds exactly the calls the column counted.
 */
import { CALL_HISTORY_PATHS } from "~/features/call-history/mode";
import { CUSTOM_PARAMS, FILTER_PARAMS, RANGE_PARAMS } from "~/features/call-history/url";
import { ALL_ACCOUNTS, ENTITY_KINDS, type EntityChoice, type StatisticsMode } from "./url";
import type { ChartMetricId } from "./metrics";

export interface DrillDown {
  mode: StatisticsMode;
  entity: EntityChoice;
  metric: ChartMetricId;
  /** successful|failed (call success), good|fair|poor|unknown (voice quality). */
  dimension?: string;
  /** The setup-time span [from, to) of the column's calls. */
  span: { from: number; to: number };
  /** Admins: the chosen account (or all). */
  account?: string;
}

export function drillDownHref({ span, dimension, ...base }: DrillDown): string {
  return drillDownHrefs(base)(span, dimension);
}

/**
 * The links of one chart: what every column shares (entity, metric, account) is encoded once, and
 * each link adds its window and dimension (a day's five charts make about 2,300 of them per page).
 */
export function drillDownHrefs({
  mode,
  entity,
  metric,
  account,
}: Omit<DrillDown, "span" | "dimension">): (span: DrillDown["span"], dimension?: string) => string {
  const shared = new URLSearchParams();
  if (entity.kind !== "all") {
    shared.set(CUSTOM_PARAMS.entityType, ENTITY_KINDS[entity.kind]);
    shared.set(CUSTOM_PARAMS.entityId, entity.id);
  }
  shared.set(CUSTOM_PARAMS.metric, metric);
  const accountParam =
    mode === "admin" && account && account !== ALL_ACCOUNTS
      ? `&${new URLSearchParams({ [FILTER_PARAMS.account]: account }).toString()}`
      : "";
  const prefix = `${CALL_HISTORY_PATHS[mode]}?`;
  const middle = `&${shared.toString()}`;
  const param = (name: string, value: string) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  return (span, dimension) =>
    prefix +
    param(RANGE_PARAMS.from, new Date(span.from).toISOString()) +
    "&" +
    param(RANGE_PARAMS.to, new Date(span.to - 1).toISOString()) +
    middle +
    (dimension ? `&${param(CUSTOM_PARAMS.dimension, dimension)}` : "") +
    accountParam;
}
