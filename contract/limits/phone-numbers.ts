import { SECOND_MS, KIB } from "./units";

/**
 * Phone numbers beyond buying (docs/product.md#phone-number, #account-limits; issue 16): configure, port in, requirement documents. The
 * spec gives the statuses and the per-account limits (LIMITS_PER_ACCOUNT, TRIAL); the rest are the
 * platform's choices (ADR 012).
 */
export const PHONE_NUMBERS = {
  /** not in the spec (platform choice): a number's display name */
  NAME_MAX: 40,
  /** not in the spec (platform choice): the dial prefix added to the number's calls, digits with an optional leading + */
  PREFIX_MAX: 8,
  /** ITU-T E.164: a plus, a country code that does not start with 0, at most 15 digits in all (the shortest numbers are 7 digits) */
  E164_MIN_DIGITS: 7,
  E164_MAX_DIGITS: 15,
  /** not in the spec (platform choice): the losing carrier's name and the account number there */
  CARRIER_MAX: 80,
  CARRIER_ACCOUNT_MAX: 40,
  /** not in the spec (platform choice): requirement documents per upload and the size of each (the console's 1 MiB body limit holds all of them) */
  DOCUMENTS_MAX_FILES: 3,
  DOCUMENT_MAX_BYTES: 256 * KIB,
  /** not in the spec (platform choice): the document types a regulator accepts (PDF and scans) */
  DOCUMENT_TYPES: ["application/pdf", "image/png", "image/jpeg"],
  DOCUMENT_EXTENSIONS: [".pdf", ".png", ".jpg", ".jpeg"],
  /** not in the spec (platform choice): how long the simulated provider takes to answer a port-in and a documents review */
  PORT_IN_DELAY_MS: 4 * SECOND_MS,
  REVIEW_DELAY_MS: 4 * SECOND_MS,
  /**
   * The simulated provider's deterministic answers (so tests choose the outcome): a port-in whose
   * current carrier's name contains this word fails; a documents upload with a file whose name
   * contains it is rejected (Requirement Info Exception). Anything else succeeds.
   */
  SIMULATED_REJECT_WORD: "reject",
} as const;
