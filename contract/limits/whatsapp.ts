import { SECOND_MS, MINUTE_MS } from "./units";

/** WhatsApp numbers (docs/product.md#whatsapp-numbers, #ranges). */
export const WHATSAPP = {
  /** docs/product.md#whatsapp-numbers "Pin code is exactly 6 digits" */
  PIN_DIGITS: 6,
  /** docs/product.md#ranges "Max call duration is 0 to 35791 minutes (0 means no limit)" */
  MAX_CALL_DURATION_MAX_MINUTES: 35_791,
  /** docs/product.md#whatsapp-numbers "Default query is page=1&limit=10" */
  DEFAULT_LIMIT: 10,
  /** docs/product.md#whatsapp-numbers "a search debounced 500 ms" */
  SEARCH_DEBOUNCE_MS: 500,
  /** docs/product.md#whatsapp-calls POST whatsapp/numbers "expects 201" */
  CREATED_STATUS: 201,
  /** docs/product.md#whatsapp-messages "A maximum number of WhatsApp numbers reached message exists (limit value not shown)": platform choice */
  MAX_NUMBERS_PER_ACCOUNT: 10,
  /** docs/product.md#notifications step 5 InProgress -> Connected; issue 7 "finalizing configures the number after a short delay": platform choice */
  CONFIGURE_DELAY_MS: 2 * SECOND_MS,
  /** How long the provider's sign-up window and the code it returns stay valid: platform choice */
  SIGNUP_TTL_MS: 15 * MINUTE_MS,
  /** The event the provider's embedded sign-up reports when it finished (Meta's "FINISH") */
  SIGNUP_FINISH_EVENT: "FINISH",
  /** The event of a sign-up the user cancelled at the provider */
  SIGNUP_CANCEL_EVENT: "CANCEL",
  /** How often the connect dialog checks whether the sign-up popup was closed without an answer: console choice */
  SIGNUP_POPUP_POLL_MS: 500,
} as const;
