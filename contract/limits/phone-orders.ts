/**
 * Buying phone numbers (issue 16 item 1): the embedded provider's catalogue, the cart and the
 * provider's answer. Platform choices: the spec names the flow but none of these values.
 */
import { HOUR_MS } from "./units";

export const PHONE_ORDERS = {
  /** Numbers the provider offers per country, state or city, and type (subscriber numbers 0100 to 0299). */
  POOL_SIZE: 200,
  /** The first subscriber number of a pool. */
  POOL_START: 100,
  /** Digits of a pool's subscriber numbers. */
  SUBSCRIBER_DIGITS: 4,
  /** The last numbers of every pool the simulated provider refuses (Purchase Failed), so a test can choose a failure. */
  FAILING_TAIL: 5,
  /** Available numbers per page, and the most a page may ask for. */
  PAGE_SIZE: 20,
  MAX_PAGE_SIZE: 100,
  /** The longest search text (digits of a number). */
  SEARCH_MAX_LENGTH: 20,
  /** Numbers a cart (and one order) may hold. */
  CART_MAX_ITEMS: 20,
  /** The currency of the price list and the wallet. */
  CURRENCY: "USD",
  /** How long the provider takes to answer a purchase by default (PHONE_PROVIDER_STEP_MS overrides it). */
  DEFAULT_PROVIDER_STEP_MS: 30_000,
  MIN_PROVIDER_STEP_MS: 100,
  MAX_PROVIDER_STEP_MS: HOUR_MS,
  /** How often the order page asks again while a number is still pending. */
  ORDER_REFRESH_MS: 2_000,
} as const;
