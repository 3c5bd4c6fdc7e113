import { DAY_SECONDS, SECOND_MS } from "./units";

/** Notifications drawer and the real-time hub (docs/product.md#notification-record, #notifications, #ranges). */
export const NOTIFICATIONS = {
  /** not in the spec (Joy's Badge default): the bell shows more unread notifications than this as "99+" */
  BELL_COUNT_MAX: 99,
  /** docs/product.md#notifications "The bell shakes for 5 seconds" */
  BELL_SHAKE_MS: 5 * SECOND_MS,
  /** docs/product.md#notifications "The removal animation takes 300 ms" */
  REMOVAL_ANIMATION_MS: 300,
  /** docs/product.md#notifications "Retry delay is 5 s plus 1 s per attempt" (base) */
  RETRY_BASE_MS: 5 * SECOND_MS,
  /** docs/product.md#notifications "plus 1 s per attempt" */
  RETRY_STEP_MS: SECOND_MS,
  /** docs/product.md#notifications "(10 s if a 401 refresh fails)" */
  RETRY_AFTER_FAILED_REFRESH_MS: 10 * SECOND_MS,
  /** docs/product.md#notifications "There are at most about 24 attempts" */
  MAX_RETRY_ATTEMPTS: 24,
  /** docs/product.md#notifications "It reconnects 60 s after the connection closes" */
  RECONNECT_AFTER_CLOSE_MS: 60 * SECOND_MS,
  /** docs/product.md#notification-record notification ttl is in seconds */
  TTL_UNIT_MS: SECOND_MS,
  /** Not in the spec: longest title an administrator may send (the drawer shows it on one or two lines). */
  ADMIN_TITLE_MAX: 120,
  /** Not in the spec: longest message an administrator may send. */
  ADMIN_MESSAGE_MAX: 2000,
  /** Not in the spec: longest ttl an administrator may give (30 days, in seconds). */
  ADMIN_TTL_MAX_SECONDS: 30 * DAY_SECONDS,
} as const;
