/** The one-call timeline and SIP ladder of the call details (issue 18; the spec names the dialog only). */
export const CALL_TIMELINE = {
  /** not in the spec (console choice): the legs of a session one timeline draws (the related-calls list shows them all) */
  MAX_LEGS: 8,
  /** not in the spec (console choice): the most time-axis ticks, so labels never overlap */
  MAX_TICKS: 8,
} as const;
