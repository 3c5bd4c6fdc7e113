/**
 * Taxes by billing address (docs/product.md#billing "taxes by billing address"; #other-constants "taxes off" by default). The
 * platform setting `taxesEnabled` turns them on. The rates below are the embedded provider's table;
 * an address outside it has no known rate: the console shows warning_tax_details_unavailable and no
 * tax is added (the provider cannot compute one).
 */
import { DEFAULTS } from "../../../contract/limits/defaults";
import type { PaymentAddressForm } from "../../../contract/wire/payments";
import type { PlatformContext } from "../../context";
import { roundMoney } from "../../money/ledger";
import { readSetting } from "../vaic/settings";

/** Percent by country (ISO 3166-1 alpha-2); the United States by state. */
const COUNTRY_RATES: Readonly<Record<string, number>> = {
  GB: 20,
  DE: 19,
  FR: 20,
  IE: 23,
  NL: 21,
  ES: 21,
  IT: 22,
  AT: 20,
  BE: 21,
  AU: 10,
  CH: 8.1,
};
const US_STATE_RATES: Readonly<Record<string, number>> = {
  CA: 7.25,
  NY: 4,
  TX: 6.25,
  WA: 6.5,
  FL: 6,
  IL: 6.25,
  MA: 6.25,
};

export function taxesEnabled(ctx: PlatformContext): boolean {
  const value = readSetting(ctx, "taxesEnabled");
  return typeof value === "boolean" ? value : DEFAULTS.TAXES_ENABLED;
}

/** The rate of an address in percent, or null when the table has none for it. */
export function taxRateOf(address: Pick<PaymentAddressForm, "country" | "state"> | null): number | null {
  if (!address) return null;
  if (address.country === "US") return US_STATE_RATES[address.state.trim().toUpperCase()] ?? null;
  return COUNTRY_RATES[address.country] ?? null;
}

/** The tax on `amount` for the account (0 with taxes off or no known rate). */
export function taxOn(ctx: PlatformContext, address: PaymentAddressForm | null, amount: number): number {
  if (!taxesEnabled(ctx)) return 0;
  const rate = taxRateOf(address);
  return rate === null ? 0 : roundMoney(Math.round(amount * rate) / 100);
}
