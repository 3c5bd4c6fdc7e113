import { SECOND_MS } from "./units";

/** Background refreshes (000 §4, §7, §9; 001 §9). */
export const POLLING = {
  /** 000 §4 "The current user is refreshed every 15 seconds" */
  CURRENT_USER_MS: 15 * SECOND_MS,
  /** 000 §7 "GET active alarms summary ... polled every 60 s" */
  ALARM_SUMMARY_MS: 60 * SECOND_MS,
  /** 000 §9 "Auto-refresh default: 30000 ms" */
  AUTO_REFRESH_DEFAULT_MS: 30_000,
  /** 000 §9 "paused 5 s after a change" */
  AUTO_REFRESH_PAUSE_AFTER_CHANGE_MS: 5 * SECOND_MS,
} as const;
