import { NOTIFICATIONS } from "../../../../contract/limits/notifications";

/**
 * When the live connection tries again (docs/product.md#notifications "Real-time retry rules"): attempt k (k = 1 for the
 * first retry) waits 5 s + k × 1 s, or 10 s when the 401 token refresh just failed. The first
 * connection counts as an attempt too, so at most 24 connection attempts are made in one run;
 * after that the island gives up (and says so). Returns null when it is time to give up.
 */
export function retryDelayMs(retry: number, refreshFailed = false): number | null {
  if (!Number.isInteger(retry) || retry < 1) throw new RangeError(`retry must be a positive integer, got ${retry}`);
  if (retry >= NOTIFICATIONS.MAX_RETRY_ATTEMPTS) return null;
  if (refreshFailed) return NOTIFICATIONS.RETRY_AFTER_FAILED_REFRESH_MS;
  return NOTIFICATIONS.RETRY_BASE_MS + NOTIFICATIONS.RETRY_STEP_MS * retry;
}

/** How long after an established connection closes the island starts connecting again. */
export const RECONNECT_AFTER_CLOSE_MS = NOTIFICATIONS.RECONNECT_AFTER_CLOSE_MS;
