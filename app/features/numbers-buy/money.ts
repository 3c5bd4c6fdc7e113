import { numberFormat } from "~/features/format/intl";

/** USD as the wallet shows it (the price list's amounts have at most two decimals). */
export const usd = (n: number) =>
  numberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 }).format(n);
