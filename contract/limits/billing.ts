/** Money (docs/product.md#billing, #validation, #limits; #billing, #ranges). Amounts in USD. */
export const BILLING = {
  /** docs/product.md#plans "Marketplace accounts get a 5 USD welcome credit" */
  MARKETPLACE_WELCOME_CREDIT_USD: 5,
  /** docs/product.md#money-amounts "Manual credit: at most 10000" */
  MANUAL_CREDIT_MAX_USD: 10_000,
  /** docs/product.md#validation "at least the minimum essential-plan fee (2)" */
  MIN_ESSENTIAL_PLAN_FEE_USD: 2,
  /** docs/product.md#manual-credit manual credit "with at most 9 decimals" */
  MANUAL_CREDIT_DECIMALS: 9,
  /** docs/product.md#money-amounts "Auto-recharge threshold 10 to 500" (minimum) */
  AUTO_RECHARGE_THRESHOLD_MIN_USD: 10,
  /** docs/product.md#money-amounts "Auto-recharge threshold 10 to 500" (maximum) */
  AUTO_RECHARGE_THRESHOLD_MAX_USD: 500,
  /** docs/product.md#money-amounts "(default 10)" */
  AUTO_RECHARGE_THRESHOLD_DEFAULT_USD: 10,
  /** docs/product.md#money-amounts "recharge amount 10 to 1000" (minimum) */
  AUTO_RECHARGE_AMOUNT_MIN_USD: 10,
  /** docs/product.md#money-amounts "recharge amount 10 to 1000" (maximum) */
  AUTO_RECHARGE_AMOUNT_MAX_USD: 1000,
  /** docs/product.md#money-amounts "(default 50)" */
  AUTO_RECHARGE_AMOUNT_DEFAULT_USD: 50,
  /** docs/product.md#money-amounts "Minimum new balance -100" */
  MIN_NEW_BALANCE_USD: -100,
  /** docs/product.md#money-amounts "Maximum account monthly balance 75000" */
  MAX_MONTHLY_BALANCE_USD: 75_000,
  /** docs/product.md#money-amounts "Manual Microsoft charge value 1" */
  MANUAL_MS_CHARGE_USD: 1,
  /** docs/product.md#manual-charge manual charge "the input has min 1"; #ranges "Manual charge is $1 to $10,000" */
  MANUAL_CHARGE_MIN_USD: 1,
  /** docs/product.md#manual-charge manual charge "max 10000" */
  MANUAL_CHARGE_MAX_USD: 10_000,
  /** docs/product.md#manual-charge manual charge "with at most 9 decimals" */
  MANUAL_CHARGE_DECIMALS: 9,
  /** docs/product.md#manual-charge "Default amount is 1" */
  MANUAL_CHARGE_DEFAULT_USD: 1,
  /** docs/product.md#manual-number manual number "greater than 0 with at most 4 decimals" */
  MANUAL_NUMBER_MONTHLY_CHARGE_DECIMALS: 4,
  /** docs/product.md#account-status "locked at 100 percent of monthly credit" */
  LOCK_AT_MONTHLY_PERCENT: 100,
  /** docs/product.md#other-constants "Unlimited calls: assumed 30 s average" */
  UNLIMITED_CALLS_AVERAGE_SECONDS: 30,
} as const;
