/** Trial and plan periods (docs/product.md#plans, #account-status; #ranges). */
export const TRIAL = {
  /** docs/product.md#plans "one phone number valid 28 days" */
  NUMBER_VALID_DAYS: 28,
  /** docs/product.md#plans "period resettable to 30 days" */
  PERIOD_DAYS: 30,
  /** docs/product.md#account-status "trial can be extended by 30 days"; #ranges "Plan extension is 30 days" */
  EXTENSION_DAYS: 30,
  /** docs/product.md#plans trial "one phone number" */
  NUMBERS: 1,
  /** docs/product.md#plans trial "one bot" */
  BOTS: 1,
  /** docs/product.md#plans trial "two SIP connections" */
  SIP_CONNECTIONS: 2,
} as const;
