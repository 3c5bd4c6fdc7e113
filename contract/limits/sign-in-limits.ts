/** Sign-in rate limits (issue 8 "sign-in rate-limited per account and per address"; not in the spec). */
export const SIGN_IN_LIMITS = {
  /** Failed sign-ins one account may take (whoever tries) before it is held back... */
  FAILURES_PER_ACCOUNT: 10,
  /** Failed sign-ins one client address may make (any accounts) before it is held back... */
  FAILURES_PER_ADDRESS: 30,
  /** ...within this window; the count starts over after it. */
  WINDOW_SECONDS: 15 * 60,
} as const;
