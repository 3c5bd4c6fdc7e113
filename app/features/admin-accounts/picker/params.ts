/**
 * The admin account dropdown's addresses (docs/product.md#statistics "The admin account dropdown pages its data and
 * loads the next page on scroll"): its search parameter (the no-JS search and the paging resource)
 * and the JSON resource its fetcher pages.
 */
export const ACCOUNT_SEARCH_PARAM = "accountSearch";
export const ACCOUNT_OPTIONS_PATH = "/admin/account-options";
/** The dropdown's "All accounts" choice, where a screen offers it (statistics, docs/product.md#statistics). */
export const ALL_ACCOUNTS = "all";

/** The first page of accounts the dropdown starts with, and the no-JS search it was filtered by. */
export interface AccountOptions {
  accounts: { id: string; name: string }[];
  total: number;
  search: string;
}
