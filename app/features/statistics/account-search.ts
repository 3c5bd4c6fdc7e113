/** The admin account dropdown's search parameter (no-JS form and the paging resource route). */
export const ACCOUNT_SEARCH_PARAM = "accountSearch";
