import { numberFormat } from "~/features/format/intl";

/** USD as the wallet shows it (the price list's amounts have at most two decimals). */
export const usd = (n: number) =>
  numberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 }).format(n);

/**
 * What an order charges to the wallet at once: the first month of its numbers, no setup fee
 * (docs/features/numbers.md "Check out charges the first month to the wallet").
 */
export const chargeNow = (monthly: number) => monthly;
