import { SECOND_MS } from "./units";

/** Call history (docs/product.md#limits; #call-history, #call-history-calls, #ranges). */
export const CALL_HISTORY = {
  /** docs/product.md#call-history "The call grid shows 10 rows" */
  ROWS_PER_PAGE: 10,
  /** docs/product.md#call-history "a date-range picker (default last 1 day)" */
  DEFAULT_RANGE_DAYS: 1,
  /** docs/product.md#ranges "Call search window: 3 days"; #dates-and-search "the default maximum search days is 3" */
  SEARCH_MAX_DAYS: 3,
  /** docs/product.md#limits / #ranges "date range limit 2 months" */
  MAX_RANGE_MONTHS: 2,
  /** docs/product.md#ranges "Call records are deleted after 60 days" */
  RETENTION_DAYS: 60,
  /** docs/product.md#call-history related calls "from one day before to one day after its setup time" */
  RELATED_WINDOW_DAYS: 1,
  /** docs/product.md#generic-list-calls "When filtering on endTime an extra setupTime lower bound one day earlier is added" */
  END_TIME_SETUP_LOOKBACK_DAYS: 1,
  /** docs/product.md#call-history "The month export dialog ... offers the last 24 months" */
  MONTH_EXPORT_MONTHS: 24,
  /** docs/product.md#paging "Call CSV download page limit: 250" */
  CSV_PAGE_LIMIT: 250,
  /** docs/product.md#paging "export timeout 500" (unit not given; milliseconds) */
  CSV_EXPORT_TIMEOUT: 500,
  /** docs/product.md#exports "the spinner shows 3 seconds in the call grid" */
  EXPORT_SPINNER_MS: 3 * SECOND_MS,
  /** docs/product.md#generic-list-calls "When filtering on endTime ..." / #call-list-filters "Date filter properties: setupTime and endTime" */
  DATE_FILTER_PROPERTIES: ["setupTime", "endTime"],
  /** docs/product.md#limits / #ranges "MOS thresholds ... defaults 2.8" (poor to fair) */
  MOS_POOR_TO_FAIR_DEFAULT: 2.8,
  /** docs/product.md#limits / #ranges "MOS thresholds ... defaults ... 3.5" (fair to good) */
  MOS_FAIR_TO_GOOD_DEFAULT: 3.5,
} as const;
