/** Where the admin numbers screen lives (console) and what it calls (platform; spec 001 §7 "{phones}"). */
export const NUMBERS_PATH = "/admin/numbers";

const PHONES = "/phones/api";
export const PHONES_API = {
  list: `${PHONES}/Admin`,
  providers: `${PHONES}/Admin/Providers`,
  manualNumber: `${PHONES}/Admin/ManualNumber`,
} as const;

export const numbersHref = (search = "") => `${NUMBERS_PATH}${search}`;
export const manualNumberHref = (search = "") => `${NUMBERS_PATH}/new${search}`;
