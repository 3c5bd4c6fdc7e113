/** Where the admin numbers screen lives (console) and what it calls (platform; docs/product.md#admin-and-ai-calls "{phones}"). */
export const NUMBERS_PATH = "/admin/numbers";

const PHONES = "/phones/api";
export const PHONES_API = {
  list: `${PHONES}/Admin`,
  providers: `${PHONES}/Admin/Providers`,
  manualNumber: `${PHONES}/Admin/ManualNumber`,
} as const;

export const numbersHref = (search = "") => `${NUMBERS_PATH}${search}`;
