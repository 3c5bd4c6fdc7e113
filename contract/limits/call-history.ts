import { SECOND_MS } from "./units";

/** Call history (000 §9; 001 §2, §4, §5, §7, §9). */
export const CALL_HISTORY = {
  /** 001 §2 "The call grid shows 10 rows" */
  ROWS_PER_PAGE: 10,
  /** 001 §2 "a date-range picker (default last 1 day)" */
  DEFAULT_RANGE_DAYS: 1,
  /** 000 §9 "Call search window: 3 days"; 001 §5 "the default maximum search days is 3" */
  SEARCH_MAX_DAYS: 3,
  /** 000 §9 / 001 §9 "date range limit 2 months" */
  MAX_RANGE_MONTHS: 2,
  /** 001 §9 "Call records are deleted after 60 days" */
  RETENTION_DAYS: 60,
  /** 001 §4 related calls "from one day before to one day after its setup time" */
  RELATED_WINDOW_DAYS: 1,
  /** 001 §7 "When filtering on endTime an extra setupTime lower bound one day earlier is added" */
  END_TIME_SETUP_LOOKBACK_DAYS: 1,
  /** 001 §2 "The month export dialog ... offers the last 24 months" */
  MONTH_EXPORT_MONTHS: 24,
  /** 000 §9 "Call CSV download page limit: 250" */
  CSV_PAGE_LIMIT: 250,
  /** 000 §9 "export timeout 500" (unit not given; milliseconds) */
  CSV_EXPORT_TIMEOUT: 500,
  /** 001 §4 "the spinner shows 3 seconds in the call grid" */
  EXPORT_SPINNER_MS: 3 * SECOND_MS,
  /** 001 §4 "When filtering on endTime ..." / §3 "Date filter properties: setupTime and endTime" */
  DATE_FILTER_PROPERTIES: ["setupTime", "endTime"],
  /** 000 §9 / 001 §9 "MOS thresholds ... defaults 2.8" (poor to fair) */
  MOS_POOR_TO_FAIR_DEFAULT: 2.8,
  /** 000 §9 / 001 §9 "MOS thresholds ... defaults ... 3.5" (fair to good) */
  MOS_FAIR_TO_GOOD_DEFAULT: 3.5,
} as const;
