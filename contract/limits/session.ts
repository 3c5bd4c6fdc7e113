import { SECOND_MS, HOUR_MS } from "./units";

/** Sign-in, tokens and inactivity (docs/product.md#screens, #inactivity, #session-errors, #limits). */
export const SESSION = {
  /** docs/product.md#inactivity "session timeout (seconds; default 900; 0 keeps default)" */
  TIMEOUT_SECONDS_DEFAULT: 900,
  /** docs/product.md#inactivity "0 keeps default": a configured timeout of this value means "use the default" */
  TIMEOUT_SECONDS_KEEP_DEFAULT: 0,
  /** issue 2: ACCESS_TOKEN_TTL_SECONDS (default 900) */
  ACCESS_TOKEN_TTL_SECONDS_DEFAULT: 900,
  /** docs/product.md#timing "Retry of a 401: one per request" */
  RETRIES_AFTER_401: 1,
  /** docs/product.md#session-calls "answer 200 or 201 carries token and refresh_token" */
  TOKEN_OK_STATUSES: [200, 201],
  /** docs/product.md#start-up "First-login splash of 3 seconds for new accounts" */
  FIRST_LOGIN_SPLASH_MS: 3 * SECOND_MS,
  /** docs/product.md#timing "Secret refresh: old secret valid one more hour" */
  OLD_SECRET_GRACE_MS: HOUR_MS,
  /** docs/product.md#other-constants "A random code verifier of 50 characters with a SHA-256 challenge helper" */
  PKCE_CODE_VERIFIER_LENGTH: 50,
  /** not in the spec (platform choice): lifetime of a one-time sso code from generatessocode */
  SSO_CODE_TTL_SECONDS: 60,
  /** not in the spec (platform choice): lifetime of a marketplace landing token */
  MARKETPLACE_LANDING_TOKEN_TTL_SECONDS: 10 * 60,
} as const;
