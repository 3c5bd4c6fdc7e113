/** Input debounces (001 §2, §4, §5, §9). */
export const DEBOUNCE = {
  /** 001 §4 "A page input is debounced 500 ms" */
  PAGE_INPUT_MS: 500,
  /** 001 §9 "500 ms for page input and tables" (table search, e.g. the admin WhatsApp table) */
  TABLE_SEARCH_MS: 500,
  /** 001 §5 "It is debounced 1000 ms" (call search) */
  CALL_SEARCH_MS: 1000,
  /** 001 §5 "Account name search ... is debounced 500 ms" */
  ACCOUNT_SEARCH_MS: 500,
  /** 001 §5 "Account name search needs 3 or more characters" */
  ACCOUNT_SEARCH_MIN_CHARS: 3,
} as const;
