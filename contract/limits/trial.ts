/** Trial and plan periods (000 §1, §4; 001 §9). */
export const TRIAL = {
  /** 000 §1 "one phone number valid 28 days" */
  NUMBER_VALID_DAYS: 28,
  /** 000 §1 "period resettable to 30 days" */
  PERIOD_DAYS: 30,
  /** 000 §4 "trial can be extended by 30 days"; 001 §9 "Plan extension is 30 days" */
  EXTENSION_DAYS: 30,
  /** 000 §1 trial "one phone number" */
  NUMBERS: 1,
  /** 000 §1 trial "one bot" */
  BOTS: 1,
  /** 000 §1 trial "two SIP connections" */
  SIP_CONNECTIONS: 2,
} as const;
