/** Input debounces (docs/product.md#screens, #data-grid, #validation, #timing). */
export const DEBOUNCE = {
  /** docs/product.md#data-grid "A page input is debounced 500 ms" */
  PAGE_INPUT_MS: 500,
  /** docs/product.md#timing "500 ms for page input and tables" (table search, e.g. the admin WhatsApp table) */
  TABLE_SEARCH_MS: 500,
  /** docs/product.md#dates-and-search "It is debounced 1000 ms" (call search) */
  CALL_SEARCH_MS: 1000,
  /** docs/product.md#dates-and-search "Account name search ... is debounced 500 ms" */
  ACCOUNT_SEARCH_MS: 500,
  /** docs/product.md#dates-and-search "Account name search needs 3 or more characters" */
  ACCOUNT_SEARCH_MIN_CHARS: 3,
  /** docs/product.md#timing "500 ms for page input": the agent form's prompt preview follows the typing (docs/features/ai-framework.md#agents) */
  PROMPT_PREVIEW_MS: 500,
} as const;
