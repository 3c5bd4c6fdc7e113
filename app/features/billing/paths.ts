/** The billing screen and its nested-route dialogs (issue 19 item 1). */
import { PORTAL_SCREENS } from "~/features/navigation/screens";

export const BILLING_PATH = PORTAL_SCREENS.billing;
export const BILLING_PATHS = {
  page: BILLING_PATH,
  addCredit: `${BILLING_PATH}/add-credit`,
  /** Where the hosted card page returns (with ?pfToken): the confirmation. */
  payment: `${BILLING_PATH}/payment`,
  autoRecharge: `${BILLING_PATH}/auto-recharge`,
  address: `${BILLING_PATH}/address`,
  monthlyLimit: `${BILLING_PATH}/monthly-limit`,
  invoice: (id: string) => `${BILLING_PATH}/invoices/${encodeURIComponent(id)}`,
} as const;

/** The page's own form intents (no dialog of their own). */
export const BILLING_INTENT = { removeCard: "remove-card", dismissAlarm: "dismiss-alarm" } as const;
export const KEY_FIELD = "idempotencyKey";
export const BILLING_GRID_ID = "billingHistory";
/** The invoices the page lists by default (newest first; platform choice: ?invoices=all shows the rest). */
export const INVOICES_SHOWN = 12;
/** ?invoices=all lists every invoice (up to the platform's page limit) instead of the latest ones. */
export const INVOICES_PARAM = { name: "invoices", all: "all" } as const;

/** The page's URL with every invoice listed, or (all false) the latest ones; other parameters kept. */
export function invoicesHref(search: string, all: boolean): string {
  const params = new URLSearchParams(search);
  if (all) params.set(INVOICES_PARAM.name, INVOICES_PARAM.all);
  else params.delete(INVOICES_PARAM.name);
  const query = params.toString();
  return `${BILLING_PATH}${query ? `?${query}` : ""}`;
}
