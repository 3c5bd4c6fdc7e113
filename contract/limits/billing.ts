/** Money (000 §1, §5, §9; 001 §5, §9). Amounts in USD. */
export const BILLING = {
  /** 000 §1 "Marketplace accounts get a 5 USD welcome credit" */
  MARKETPLACE_WELCOME_CREDIT_USD: 5,
  /** 000 §5 "Manual credit: at most 10000" */
  MANUAL_CREDIT_MAX_USD: 10_000,
  /** 000 §5 "at least the minimum essential-plan fee (2)" */
  MIN_ESSENTIAL_PLAN_FEE_USD: 2,
  /** 001 §5 manual credit "with at most 9 decimals" */
  MANUAL_CREDIT_DECIMALS: 9,
  /** 000 §5 "Auto-recharge threshold 10 to 500" (minimum) */
  AUTO_RECHARGE_THRESHOLD_MIN_USD: 10,
  /** 000 §5 "Auto-recharge threshold 10 to 500" (maximum) */
  AUTO_RECHARGE_THRESHOLD_MAX_USD: 500,
  /** 000 §5 "(default 10)" */
  AUTO_RECHARGE_THRESHOLD_DEFAULT_USD: 10,
  /** 000 §5 "recharge amount 10 to 1000" (minimum) */
  AUTO_RECHARGE_AMOUNT_MIN_USD: 10,
  /** 000 §5 "recharge amount 10 to 1000" (maximum) */
  AUTO_RECHARGE_AMOUNT_MAX_USD: 1000,
  /** 000 §5 "(default 50)" */
  AUTO_RECHARGE_AMOUNT_DEFAULT_USD: 50,
  /** 000 §5 "Minimum new balance -100" */
  MIN_NEW_BALANCE_USD: -100,
  /** 000 §5 "Maximum account monthly balance 75000" */
  MAX_MONTHLY_BALANCE_USD: 75_000,
  /** 000 §5 "Manual Microsoft charge value 1" */
  MANUAL_MS_CHARGE_USD: 1,
  /** 001 §5 manual charge "the input has min 1"; 001 §9 "Manual charge is $1 to $10,000" */
  MANUAL_CHARGE_MIN_USD: 1,
  /** 001 §5 manual charge "max 10000" */
  MANUAL_CHARGE_MAX_USD: 10_000,
  /** 001 §5 manual charge "with at most 9 decimals" */
  MANUAL_CHARGE_DECIMALS: 9,
  /** 001 §5 "Default amount is 1" */
  MANUAL_CHARGE_DEFAULT_USD: 1,
  /** 001 §5 manual number "greater than 0 with at most 4 decimals" */
  MANUAL_NUMBER_MONTHLY_CHARGE_DECIMALS: 4,
  /** 000 §4 "locked at 100 percent of monthly credit" */
  LOCK_AT_MONTHLY_PERCENT: 100,
  /** 000 §9 "Unlimited calls: assumed 30 s average" */
  UNLIMITED_CALLS_AVERAGE_SECONDS: 30,
} as const;
