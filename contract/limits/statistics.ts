/** Statistics charts (docs/product.md#statistics, #ranges). */
export const STATISTICS = {
  /** docs/product.md#statistics "A custom range longer than 2 months is rejected"; #ranges "Maximum statistics range is 2 months" */
  MAX_RANGE_MONTHS: 2,
  /** docs/product.md#statistics "tabs 24 hours, 7 days, 30 days" (in hours) */
  QUICK_RANGE_HOURS: [24, 7 * 24, 30 * 24],
  /** docs/product.md#statistics "Chart ticks: every 5 minutes when the range is up to 6 hours" */
  TICK_5_MINUTES_UP_TO_HOURS: 6,
  /** docs/product.md#statistics "hourly up to 48 hours, daily beyond" */
  TICK_HOURLY_UP_TO_HOURS: 48,
  /** docs/product.md#statistics "every 5 minutes"; the metric window of the platform (issue 2 "5-minute metric windows") */
  WINDOW_MINUTES: 5,
  /** docs/product.md#admin-routes "Admin mode uses admin endpoints and UTC time" (timezone offset in hours) */
  ADMIN_TIMEZONE_OFFSET_HOURS: 0,
  /** docs/product.md#ranges "Maximum statistics range is 2 months": the platform refuses longer requests (2 months are at most 62 days) */
  MAX_RANGE_DAYS: 62,
} as const;
