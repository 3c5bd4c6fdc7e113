/**
 * The statistics screen's state is its URL (docs/product.md#statistics "Statistics screen", #statistics; issue 6 item 4):
 *
 *   range      24h | 7d | 30d (quick tabs, ending now) | custom (with from, to)
 *   from, to   custom range: ISO instants, or "YYYY-MM-DD HH:mm" local to the viewer (the form; its former
 *              "YYYY-MM-DDTHH:mm" too: ~/features/time/datetime-input.ts). A text that is neither falls
 *              back to 24 hours and is named in rangeInvalid (the form shows it with the field's message).
 *   entity     all | bot:<id> | number:<id> | sip:<id> | teams:<id>
 *   metrics    comma list of offered metric ids ("" = none: the 'no statistics' state)
 *   account    admins: a client account id, or all
 *   fullscreen one chosen metric, drawn big
 *
 * Parsed without ever throwing: a bad value falls back to the saved choice or the default.
 */
import { type ConnectedEntityType } from "../../../contract/enums/connected-entities";
import {
  DEFAULT_STATISTICS_METRICS,
  OFFERED_STATISTICS_METRICS,
  type DateRangeTab,
  DATE_RANGE_TABS,
  type StatisticsMetricId,
} from "../../../contract/enums/statistics";
import { STATISTICS } from "../../../contract/limits/statistics";
import { TIME } from "../../../contract/limits/units";
import { ALL_ACCOUNTS } from "~/features/admin-accounts/picker/params";
import {
  addMonths,
  invalidRangeTexts,
  parseInstant,
  type DateRange,
  type RangeInvalid,
} from "~/features/call-history/url";

export const STATS_PARAMS = {
  range: "range",
  from: "from",
  to: "to",
  entity: "entity",
  metrics: "metrics",
  account: "account",
  fullscreen: "fullscreen",
} as const;

export const STATISTICS_MODES = ["portal", "admin"] as const;
export type StatisticsMode = (typeof STATISTICS_MODES)[number];

/** The entity parameter's kinds and the connected-entity type each stands for (docs/product.md#connected-entities). */
export const ENTITY_KINDS = {
  bot: "bot",
  number: "service-number",
  sip: "sip-conn",
  teams: "teams-conn",
} as const satisfies Record<string, ConnectedEntityType>;
export type EntityKind = keyof typeof ENTITY_KINDS;
export const ENTITY_KIND_ORDER: readonly EntityKind[] = ["bot", "number", "sip", "teams"];
export type EntityChoice = { kind: "all" } | { kind: EntityKind; id: string };
export const ALL_ENTITIES: EntityChoice = { kind: "all" };
export { ALL_ACCOUNTS };

const ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** "bot:<id>" -> the choice; anything else -> null. */
export function parseEntity(value: string | null | undefined): EntityChoice | null {
  const text = value?.trim();
  if (!text) return null;
  if (text === "all") return ALL_ENTITIES;
  const at = text.indexOf(":");
  const kind = text.slice(0, at) as EntityKind;
  const id = text.slice(at + 1);
  if (at < 1 || !(kind in ENTITY_KINDS) || !ID.test(id)) return null;
  return { kind, id };
}

export function entityParam(entity: EntityChoice): string {
  return entity.kind === "all" ? "all" : `${entity.kind}:${entity.id}`;
}

/** "a,b" (and repeated parameters, as a GET form of checkboxes sends them) -> the offered metrics, in picker order. */
export function parseMetrics(values: readonly string[]): StatisticsMetricId[] {
  const named = new Set(values.flatMap((v) => v.split(",")).map((v) => v.trim()));
  return OFFERED_STATISTICS_METRICS.filter((id) => named.has(id));
}

export interface SavedChoice {
  metrics?: StatisticsMetricId[];
  entity?: EntityChoice;
}

export interface StatisticsState {
  tab: DateRangeTab;
  range: DateRange;
  /** The URL asked for a custom range over 2 months: not applied (docs/product.md#dates-and-search statistics text). */
  rangeRejected: boolean;
  /** A custom range's from / to that is no date-time (as typed): not applied, shown with the field's message. */
  rangeInvalid?: RangeInvalid;
  /** With rangeInvalid: the custom range's other end, which did read (the form shows it again). */
  rangeAsked?: Partial<DateRange>;
  entity: EntityChoice;
  metrics: StatisticsMetricId[];
  /** Admins: the chosen account, "all", or undefined before a choice. */
  account?: string;
  fullscreen?: StatisticsMetricId;
  /** The URL itself named metrics / entity (a choice to save). */
  chose: { metrics: boolean; entity: boolean };
}

const QUICK_HOURS: Readonly<Record<Exclude<DateRangeTab, "custom">, number>> = {
  "24h": STATISTICS.QUICK_RANGE_HOURS[0],
  "7d": STATISTICS.QUICK_RANGE_HOURS[1],
  "30d": STATISTICS.QUICK_RANGE_HOURS[2],
};

/** A quick tab's range: it ends now (docs/product.md#statistics "Quick tabs ... adjust the end of the range automatically"). */
export function quickRange(tab: Exclude<DateRangeTab, "custom">, now: Date): DateRange {
  return { from: new Date(now.getTime() - QUICK_HOURS[tab] * TIME.HOUR_MS), to: now };
}

/** Over the 2-month limit (docs/product.md#statistics, #ranges). */
export function statisticsRangeTooLong(range: DateRange): boolean {
  return range.to.getTime() > addMonths(range.from, STATISTICS.MAX_RANGE_MONTHS).getTime();
}

export interface ParseOptions {
  mode: StatisticsMode;
  now: Date;
  timeZone: string;
  saved: SavedChoice;
}

const isTab = (value: string | null): value is DateRangeTab =>
  (DATE_RANGE_TABS as readonly (string | null)[]).includes(value);

/** The screen's state from its URL, the saved choice filling what the URL leaves out. Never throws. */
export function parseStatisticsUrl(
  input: URLSearchParams | URL,
  { mode, now, timeZone, saved }: ParseOptions,
): StatisticsState {
  const params = input instanceof URL ? input.searchParams : input;
  const asked = params.get(STATS_PARAMS.range);
  let tab: DateRangeTab = isTab(asked) ? asked : "24h";
  let range = quickRange("24h", now);
  let rangeRejected = false;
  let rangeInvalid: RangeInvalid | undefined;
  let rangeAsked: Partial<DateRange> | undefined;
  if (tab === "custom") {
    const fromText = params.get(STATS_PARAMS.from)?.trim() || undefined;
    const toText = params.get(STATS_PARAMS.to)?.trim() || undefined;
    const from = parseInstant(fromText, timeZone);
    const to = parseInstant(toText, timeZone);
    rangeInvalid = invalidRangeTexts(fromText, from, toText, to);
    if (rangeInvalid && (from || to)) rangeAsked = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    if (!from || !to) tab = "24h";
    else {
      const asked = from.getTime() <= to.getTime() ? { from, to } : { from: to, to: from };
      if (asked.from.getTime() === asked.to.getTime()) tab = "24h";
      else if (statisticsRangeTooLong(asked)) {
        rangeRejected = true;
        tab = "24h";
      } else range = asked;
    }
  }
  if (tab !== "custom") range = quickRange(tab, now);

  const metricValues = params.getAll(STATS_PARAMS.metrics);
  const chooseMetrics = metricValues.length > 0;
  const metrics = chooseMetrics ? parseMetrics(metricValues) : (saved.metrics ?? [...DEFAULT_STATISTICS_METRICS]);
  const entityFromUrl = parseEntity(params.get(STATS_PARAMS.entity));
  const entity = entityFromUrl ?? saved.entity ?? ALL_ENTITIES;

  const state: StatisticsState = {
    tab,
    range,
    rangeRejected,
    ...(rangeInvalid ? { rangeInvalid } : {}),
    ...(rangeAsked ? { rangeAsked } : {}),
    entity,
    metrics,
    chose: { metrics: chooseMetrics, entity: entityFromUrl !== null },
  };
  if (mode === "admin") {
    const account = params.get(STATS_PARAMS.account)?.trim();
    if (account && (account === ALL_ACCOUNTS || ID.test(account))) state.account = account;
  }
  const fullscreen = params.get(STATS_PARAMS.fullscreen) as StatisticsMetricId | null;
  if (fullscreen && metrics.includes(fullscreen)) state.fullscreen = fullscreen;
  return state;
}

/** The query that reproduces a state (what the page's links, the export and the drill-down start from). */
export function statisticsSearch(
  state: Pick<StatisticsState, "tab" | "range" | "entity" | "metrics" | "account">,
): URLSearchParams {
  const params = new URLSearchParams();
  params.set(STATS_PARAMS.range, state.tab);
  if (state.tab === "custom") {
    params.set(STATS_PARAMS.from, state.range.from.toISOString());
    params.set(STATS_PARAMS.to, state.range.to.toISOString());
  }
  params.set(STATS_PARAMS.entity, entityParam(state.entity));
  params.set(STATS_PARAMS.metrics, state.metrics.join(","));
  if (state.account) params.set(STATS_PARAMS.account, state.account);
  return params;
}

/** "?..." with `changes` applied to `search` (null removes a parameter). */
export function withParams(search: string | URLSearchParams, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
