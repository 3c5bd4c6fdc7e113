import { SECOND_MS } from "./units";

/** Background refreshes (docs/product.md#accounts-and-sessions, #endpoint-names, #limits; #timing). */
export const POLLING = {
  /** docs/product.md#session "The current user is refreshed every 15 seconds" */
  CURRENT_USER_MS: 15 * SECOND_MS,
  /** docs/product.md#session-calls "GET active alarms summary ... polled every 60 s" */
  ALARM_SUMMARY_MS: 60 * SECOND_MS,
  /** docs/product.md#timing "Auto-refresh default: 30000 ms" */
  AUTO_REFRESH_DEFAULT_MS: 30_000,
  /** docs/product.md#timing "paused 5 s after a change" */
  AUTO_REFRESH_PAUSE_AFTER_CHANGE_MS: 5 * SECOND_MS,
} as const;
