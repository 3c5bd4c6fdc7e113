import { HOUR_MS } from "./units";

/** My account, support plans and the account's life (issue 19; docs/product.md#support-plans, #entities, #account-status, #validation, #limits). */
export const MY_ACCOUNT = {
  /** not in the spec (platform choice): a phone number typed by the user: an optional +, then 7 to 15 digits with spaces, dots or dashes */
  USER_PHONE: /^$|^\+?[0-9][0-9 .-]{5,22}[0-9]$/,
  /** not in the spec (platform choice): at most this many addresses alarms are forwarded to */
  ALARM_EMAILS_MAX: 10,
  /** not in the spec (platform choice): the length of a REST API secret's random bytes (base64url) */
  API_SECRET_BYTES: 24,
  /** not in the spec (platform choice): the longest support request subject */
  SUPPORT_SUBJECT_MAX: 200,
  /** not in the spec (platform choice): the longest support request message */
  SUPPORT_MESSAGE_MAX: 5000,
  /** not in the spec (platform choice): how long a password-reset link works */
  PASSWORD_RESET_TTL_MS: HOUR_MS,
  /** not in the spec (platform choice): password-reset requests one e-mail address may get within SIGN_IN_LIMITS.WINDOW_SECONDS (known or not) */
  PASSWORD_RESET_REQUESTS_PER_EMAIL: 5,
  /** not in the spec (platform choice): password-reset requests one client address may send within SIGN_IN_LIMITS.WINDOW_SECONDS (as many as its failed sign-ins) */
  PASSWORD_RESET_REQUESTS_PER_ADDRESS: 30,
  /** not in the spec (platform choice): the accounts one user may belong to; the create-account wizard refuses one more */
  ACCOUNTS_PER_USER_MAX: 20,
} as const;
