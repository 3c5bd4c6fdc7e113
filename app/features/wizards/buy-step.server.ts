/**
 * Buying in the bot-to-number wizard's number step (docs/features/wizards.md "Buying in a wizard"):
 * only the numbers of the countries served from the region chosen in the wizard's first step (each
 * catalogue country names its platformRegion on the wire, so the console never guesses), of the
 * types without a state or city. Choosing a number opens its price confirmation (a link, `?number=`)
 * when the number may still be bought there, and only the confirmation's form buys: OrderPhones with
 * the wizard's region (the platform refuses a number of another region) and the confirmation's
 * idempotency key.
 */
import { randomUUID } from "node:crypto";
import type { PhoneType } from "../../../contract/enums/phone-numbers";
import { WIZARDS } from "../../../contract/limits/wizards";
import { MSG, type MessageKey } from "../../../contract/messages";
import { hasRoles } from "../../../contract/roles";
import {
  AvailablePhonesResponseSchema,
  CountriesResponseSchema,
  E164Schema,
  PHONE_ORDERS_API,
  PhoneTypesResponseSchema,
  type AvailablePhone,
  type CatalogCountry,
} from "../../../contract/wire/phoneOrders";
import type { Region } from "../../../contract/wire/settings";
import { NUMBER_GATES } from "~/features/numbers/resource";
import type { CurrentUser } from "~/services/current-user.server";
import { isPlatformError, type PlatformClient } from "~/services/platform.server";

/** The number step's query: the country and type listed, and the number being confirmed. */
const BUY_QUERY = { country: "country", type: "type", number: "number" } as const;

/** The countries whose numbers are served from the wizard's region: the only ones its buying offers. */
export const countriesOfRegion = (
  countries: readonly CatalogCountry[],
  regionId: string | undefined,
): CatalogCountry[] => countries.filter((c) => c.platformRegion === regionId);

export const mayBuyNumbers = (user: CurrentUser) =>
  hasRoles(user.roles, NUMBER_GATES.create.roles, NUMBER_GATES.create.match);

/** What the step may offer: the region's countries, the one chosen, its types without a state or city, the one chosen. */
interface Shelf {
  countries: CatalogCountry[];
  country: CatalogCountry | null;
  /** The country asked for is sold, but its numbers are served from another region. */
  elsewhere: boolean;
  types: PhoneType[];
  type: PhoneType | null;
}

async function shelfOf(api: PlatformClient, regionId: string | undefined, country: unknown, type: unknown) {
  const all = (await api.get(PHONE_ORDERS_API.countries, { schema: CountriesResponseSchema })).countries;
  const countries = countriesOfRegion(all, regionId);
  const code = typeof country === "string" ? country.trim().toUpperCase() : "";
  const chosen = countries.find((c) => c.code === code) ?? null;
  const types = chosen
    ? (await api.get(PHONE_ORDERS_API.types(chosen.code), { schema: PhoneTypesResponseSchema })).types
        .filter((t) => !t.regional)
        .map((t) => t.type)
    : [];
  const elsewhere = !chosen && all.some((c) => c.code === code);
  return { countries, country: chosen, elsewhere, types, type: types.find((t) => t === type) ?? null } satisfies Shelf;
}

/** GetAvailablePhones of the shelf's country and type: `search` digits, at most `limit`. */
async function availableOf(api: PlatformClient, shelf: Shelf, limit: number, search?: string) {
  if (!shelf.country || !shelf.type) return [];
  const params = new URLSearchParams({
    country: shelf.country.code,
    type: shelf.type,
    page: "1",
    limit: String(limit),
  });
  if (search) params.set("search", search);
  try {
    return (await api.get(`${PHONE_ORDERS_API.available}?${params}`, { schema: AvailablePhonesResponseSchema })).phones;
  } catch (error) {
    if (!isPlatformError(error) || error.status !== 400) throw error;
    return [];
  }
}

type OfferCheck = { phone: AvailablePhone } | { error: MessageKey };

/** Whether `e164` may be bought in this step: a country of the region, a type it lists, a number nobody holds. */
async function checkOffer(api: PlatformClient, shelf: Shelf, e164: unknown): Promise<OfferCheck> {
  if (shelf.elsewhere) return { error: MSG.error_phone_number_other_region };
  const number = E164Schema.safeParse(e164 ?? "");
  if (!shelf.country || !shelf.type || !number.success) return { error: MSG.error_phone_number_not_offered };
  // Its digits are the whole number: the search finds it alone, or nothing when someone holds it.
  const phone = (await availableOf(api, shelf, 1, number.data.slice(1))).find((p) => p.e164 === number.data);
  return phone ? { phone } : { error: MSG.error_wizard_number_unavailable };
}

/**
 * The number step's buying (null without the numbers create role): the region, its countries, the
 * types of the country chosen, one page of its numbers; with `?number=`, that number's confirmation
 * (its price and the wallet's balance) or why it cannot be bought.
 */
export async function buyChoices(api: PlatformClient, user: CurrentUser, url: URL, region: Region | null) {
  if (!mayBuyNumbers(user)) return null;
  const query = url.searchParams;
  const shelf = await shelfOf(api, region?.regionId, query.get(BUY_QUERY.country), query.get(BUY_QUERY.type));
  const phones = shelf.country && shelf.type ? await availableOf(api, shelf, WIZARDS.BUY_PAGE_SIZE) : null;
  const asked = query.get(BUY_QUERY.number);
  const check = asked === null ? null : await checkOffer(api, shelf, asked);
  return {
    region: region ? { regionId: region.regionId, regionName: region.regionName } : null,
    countries: shelf.countries.map((c) => ({ code: c.code, name: c.name, dialCode: c.dialCode })),
    country: shelf.country?.code ?? "",
    types: shelf.types,
    type: shelf.type ?? "",
    phones: phones?.map((p) => ({ e164: p.e164, regionName: p.regionName, monthlyCharge: p.monthlyCharge })) ?? null,
    /** The number being confirmed, the wallet's balance to weigh its charge against. */
    confirm: check && "phone" in check ? { phone: check.phone, balance: user.walletBalance } : null,
    /** Why the number asked for cannot be bought here. */
    refused: check && "error" in check ? check.error : null,
    idempotencyKey: randomUUID(),
  };
}

export type BuyChoices = NonNullable<Awaited<ReturnType<typeof buyChoices>>>;
