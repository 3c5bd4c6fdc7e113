/**
 * A column's link into the call history (spec 001 §2 "Clicking a column opens the call history list
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

export function drillDownHref({ mode, entity, metric, dimension, span, account }: DrillDown): string {
  const params = new URLSearchParams();
  params.set(RANGE_PARAMS.from, new Date(span.from).toISOString());
  params.set(RANGE_PARAMS.to, new Date(span.to - 1).toISOString());
  if (entity.kind !== "all") {
    params.set(CUSTOM_PARAMS.entityType, ENTITY_KINDS[entity.kind]);
    params.set(CUSTOM_PARAMS.entityId, entity.id);
  }
  params.set(CUSTOM_PARAMS.metric, metric);
  if (dimension) params.set(CUSTOM_PARAMS.dimension, dimension);
  if (mode === "admin" && account && account !== ALL_ACCOUNTS) params.set(FILTER_PARAMS.account, account);
  return `${CALL_HISTORY_PATHS[mode]}?${params.toString()}`;
}
