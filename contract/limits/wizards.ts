/**
 * The launch wizards (issue 18; docs/product.md#wizards "Global wizards"). Not in the spec: a user keeps at most one
 * draft per wizard (launching it again resumes that draft); a draft nobody touched for 30 days is
 * forgotten; the rule a wizard connects with starts at priority 100 (the rule dialog's own default).
 */
export const WIZARDS = {
  DRAFT_MAX_AGE_DAYS: 30,
  RULE_PRIORITY_DEFAULT: 100,
  /** The available numbers the buy step offers at once (the buying flow's page size). */
  BUY_PAGE_SIZE: 10,
} as const;
