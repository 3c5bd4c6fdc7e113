/**
 * Alarm thresholds (issue 17: "failed-call percentage, MOS below, concurrent calls above, per account
 * or per entity"; the spec names no bounds: these are the console's, docs/features/alarms.md).
 */
export const ALARM_THRESHOLDS = {
  /** not in the spec (platform choice): thresholds per account */
  PER_ACCOUNT: 50,
  NAME_MAX: 40,
  /** not in the spec (platform choice): each metric's value bounds and the step the form offers */
  FAILED_CALL_PERCENT: { MIN: 1, MAX: 100, STEP: 1 },
  AVERAGE_MOS: { MIN: 1, MAX: 5, STEP: 0.1 },
  CONCURRENT_CALLS: { MIN: 1, MAX: 10_000, STEP: 1 },
  PACKET_LOSS_PERCENT: { MIN: 0.1, MAX: 100, STEP: 0.1 },
  CALL_VOLUME: { MIN: 1, MAX: 1_000_000, STEP: 1 },
  /** not in the spec (platform choice): the evaluation windows offered, in minutes */
  WINDOW_MINUTES: [1, 5, 15, 30, 60],
  DEFAULT_WINDOW_MINUTES: 5,
  /**
   * not in the spec (platform choice): a rate or an average (failed calls, MOS, packet loss) is judged
   * only over at least this many calls of the window; fewer keep the threshold's state as it is.
   */
  MIN_SAMPLE_CALLS: 3,
} as const;
