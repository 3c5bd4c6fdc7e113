import { SECOND_MS, KIB } from "./units";
import { VALIDATION } from "./validation";

/**
 * Campaigns (outbound automation; docs/product.md#plans "campaigns (outbound automation)", issue 17). The spec names
 * the entity and its states only; the values are the platform's choices (docs/features/campaigns.md, "Where the
 * spec is silent"), the pacing ones as a bot's (docs/product.md#bots).
 */
export const CAMPAIGNS = {
  /** not in the spec (platform choice): a campaign's name, like a phone number's */
  NAME_MAX: 40,
  /** docs/product.md#bots "Max bot calls per second is 1 to 20", a campaign's pace likewise (minimum) */
  CALLS_PER_SECOND_MIN: VALIDATION.BOT_CALLS_PER_SECOND_MIN,
  /** docs/product.md#bots "Max bot calls per second is 1 to 20" (maximum) */
  CALLS_PER_SECOND_MAX: VALIDATION.BOT_CALLS_PER_SECOND_MAX,
  /** docs/product.md#bots "Max concurrent calls is 0 to 300"; 0: no limit of the campaign's own (its pace alone bounds it) */
  CONCURRENCY_MIN: VALIDATION.CONCURRENT_CALLS_MIN,
  CONCURRENCY_MAX: VALIDATION.CONCURRENT_CALLS_MAX,
  /** not in the spec (platform choice): retries of an unanswered contact after its first attempt */
  RETRIES_MIN: 0,
  RETRIES_MAX: 5,
  /** not in the spec (platform choice): minutes between an unanswered attempt's end and the retry */
  RETRY_DELAY_MINUTES_MIN: 1,
  RETRY_DELAY_MINUTES_MAX: 1440,
  /** not in the spec (platform choice): contacts of one campaign (rows of its uploaded CSV, the header excepted) */
  CONTACTS_MAX: 10_000,
  /** not in the spec (platform choice): the uploaded CSV's size (10,000 numbers with a name column fit easily) */
  CONTACTS_FILE_MAX_BYTES: 512 * KIB,
  /** The platform's JSON body of a campaign's create or update (the form with its CSV text; JSON escaping may double it) */
  PLATFORM_BODY_MAX_BYTES: 1100 * KIB,
  /** not in the spec (platform choice): the rejected rows a campaign keeps to show (the count is kept whole) */
  REJECTED_ROWS_KEPT: 100,
  /** not in the spec (platform choice): campaigns per account */
  PER_ACCOUNT: 50,
  /** The simulated callee (platform/simulator/campaigns.ts), so tests choose the outcome: a number ending in this never answers... */
  SIMULATED_NO_ANSWER_SUFFIX: "00",
  /** ...one ending in this is busy on its first attempt and answers a retry... */
  SIMULATED_BUSY_ONCE_SUFFIX: "01",
  /** ...and any other answers; an answered call lasts between these seconds (by its number), an unanswered one rings this long. */
  SIMULATED_ANSWERED_SECONDS_MIN: 2,
  SIMULATED_ANSWERED_SECONDS_MAX: 6,
  SIMULATED_RING_SECONDS: 4,
  /** not in the spec (platform choice): how often a campaign's view asks again while it runs (JavaScript on) */
  VIEW_REFRESH_MS: 3 * SECOND_MS,
  /** The longest time one runner pass makes up for (after a stopped platform), in seconds of pacing. */
  MAX_CATCH_UP_SECONDS: 10,
} as const;
