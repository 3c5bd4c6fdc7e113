import { SECOND_MS } from "./units";

/**
 * Support plans (docs/product.md#support-plans "Basic (free), Pro, Premium (billed monthly; cancellation is effective next
 * month; a change is processed asynchronously and the contract number appears afterwards)"). The
 * prices and the processing delay are not in the spec (platform choice; the Prices endpoint answers them).
 */
export const SUPPORT_PLAN = {
  /** docs/product.md#support-plans "Basic (free)" */
  FREE_PLAN: "Basic",
  /** not in the spec (platform choice): monthly prices in USD */
  MONTHLY_PRICE_USD: { Basic: 0, Pro: 99, Premium: 499 },
  /** not in the spec (platform choice): how long the (simulated) contracts desk takes to process a change */
  PROCESSING_MS: 5 * SECOND_MS,
} as const;
