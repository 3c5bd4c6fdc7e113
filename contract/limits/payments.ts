import { MINUTE_MS, DAY_MS } from "./units";
import { BILLING } from "./billing";

/**
 * Customer billing and payments (issue 19 item 1; docs/product.md#billing, #accounts-and-sessions, #validation, #limits; #money-amounts "Credit and recharge
 * amounts are between min and max"). Values the spec does not show are platform choices, marked so.
 */
export const PAYMENTS = {
  /** docs/product.md#money-amounts "Credit and recharge amounts are between min and max": a card deposit takes the recharge amount's bounds (docs/product.md#money-amounts "recharge amount 10 to 1000") */
  CARD_DEPOSIT_MIN_USD: BILLING.AUTO_RECHARGE_AMOUNT_MIN_USD,
  CARD_DEPOSIT_MAX_USD: BILLING.AUTO_RECHARGE_AMOUNT_MAX_USD,
  /** not in the spec (platform choice): the add-credit form's first value */
  CARD_DEPOSIT_DEFAULT_USD: 25,
  /** docs/product.md#ranges "Auto-recharge: at most a maximum count per 24 hours" (the count is not shown: platform choice) */
  AUTO_RECHARGE_MAX_PER_WINDOW: 3,
  /** docs/product.md#other-constants "per 24 hours" */
  AUTO_RECHARGE_WINDOW_MS: DAY_MS,
  /** docs/product.md#money-amounts "Maximum account monthly balance 75000": the highest monthly limit of a postpaid account */
  MONTHLY_LIMIT_MAX_USD: 75_000,
  /** docs/product.md#account-status "locked at 100 percent of monthly credit": the usage bar stops here */
  MONTHLY_USAGE_LOCK_PERCENT: 100,
  /** not in the spec (platform choice): how long a hosted card page (a pfToken) stays open */
  PF_TOKEN_TTL_MS: 15 * MINUTE_MS,
  /** not in the spec (platform choice): the embedded payment provider's name, quoted by the 3-D Secure messages ("Each mentions the card provider", docs/product.md#catalogue-warnings) */
  PROVIDER_NAME: "Voice Console Pay",
  /** not in the spec (platform choice): at most this many cards are vaulted per account */
  VAULTED_CARDS_MAX: 5,
  /** not in the spec (platform choice): invoice numbers are this prefix, the year and a sequence */
  INVOICE_NUMBER_PREFIX: "INV",
  /** not in the spec (platform choice): billing address field lengths */
  ADDRESS_FIELD_MAX: 100,
} as const;
