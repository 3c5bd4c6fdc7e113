/**
 * The embedded provider's catalogue (issue 16 item 1): the countries it sells numbers in, their
 * states or cities, the types each offers, the price list, and the numbers it has: a deterministic
 * pool per (country, region, type), so the same query answers the same numbers on every start and
 * a number can be traced back to its pool. A number any account holds (the phone_numbers_e164
 * unique index: any row not deleted) is not available.
 */
import type { PhoneType } from "../../../contract/enums/phone-numbers";
import { PHONE_ORDERS } from "../../../contract/limits/phone-orders";
import type { AvailablePhone, AvailableQuery, CatalogCountry, CatalogRegion } from "../../../contract/wire/phoneOrders";
import type { PlatformContext } from "../../context";
import { escapeLike } from "../../db/sql";

/** A type's numbers: after the region's area code and an infix, or after a fixed national prefix. */
type TypeDef = { regional: true; infix: string } | { regional: false; prefix: string };

interface RegionDef extends CatalogRegion {
  /** The area code (digits after the country code). */
  area: string;
}

interface CountryDef extends CatalogCountry {
  regions: RegionDef[];
  types: Partial<Record<PhoneType, TypeDef>>;
}

const COUNTRIES: readonly CountryDef[] = [
  {
    code: "US",
    name: "United States",
    dialCode: "1",
    regionKind: "state",
    requiresDocuments: false,
    offered: true,
    platformRegion: "us-east",
    regions: [
      { id: "NY", name: "New York", area: "212" },
      { id: "CA", name: "California", area: "415" },
      { id: "TX", name: "Texas", area: "512" },
      { id: "IL", name: "Illinois", area: "312" },
    ],
    types: {
      geographic: { regional: true, infix: "555" },
      local: { regional: true, infix: "556" },
      "toll free": { regional: false, prefix: "800555" },
    },
  },
  {
    code: "GB",
    name: "United Kingdom",
    dialCode: "44",
    regionKind: "city",
    requiresDocuments: false,
    offered: true,
    platformRegion: "eu-west",
    regions: [
      { id: "LON", name: "London", area: "20" },
      { id: "MAN", name: "Manchester", area: "161" },
      { id: "BHM", name: "Birmingham", area: "121" },
    ],
    types: {
      geographic: { regional: true, infix: "7946" },
      national: { regional: false, prefix: "306999" },
      mobile: { regional: false, prefix: "770090" },
      "toll free": { regional: false, prefix: "808157" },
    },
  },
  {
    code: "DE",
    name: "Germany",
    dialCode: "49",
    regionKind: "city",
    requiresDocuments: true,
    offered: true,
    platformRegion: "eu-west",
    regions: [
      { id: "BER", name: "Berlin", area: "30" },
      { id: "MUC", name: "Munich", area: "89" },
    ],
    types: {
      geographic: { regional: true, infix: "5557" },
      national: { regional: false, prefix: "3221555" },
      "toll free": { regional: false, prefix: "800555" },
    },
  },
  {
    code: "FR",
    name: "France",
    dialCode: "33",
    regionKind: null,
    requiresDocuments: false,
    offered: true,
    platformRegion: "eu-west",
    regions: [],
    types: { national: { regional: false, prefix: "19901" }, mobile: { regional: false, prefix: "63998" } },
  },
  {
    code: "AU",
    name: "Australia",
    dialCode: "61",
    regionKind: "state",
    requiresDocuments: false,
    offered: true,
    platformRegion: "ap-southeast",
    regions: [
      { id: "NSW", name: "New South Wales", area: "2" },
      { id: "VIC", name: "Victoria", area: "3" },
    ],
    types: {
      geographic: { regional: true, infix: "7010" },
      mobile: { regional: false, prefix: "49165" },
      "toll free": { regional: false, prefix: "18001" },
    },
  },
  {
    code: "NL",
    name: "Netherlands",
    dialCode: "31",
    regionKind: null,
    requiresDocuments: false,
    offered: true,
    platformRegion: "eu-west",
    regions: [],
    types: { local: { regional: false, prefix: "20799" }, mobile: { regional: false, prefix: "61299" } },
  },
  {
    // Listed for administrators (GetAllCountries) but not sold to customers.
    code: "JP",
    name: "Japan",
    dialCode: "81",
    regionKind: null,
    requiresDocuments: true,
    offered: false,
    platformRegion: "ap-southeast",
    regions: [],
    types: { national: { regional: false, prefix: "50555" } },
  },
];

/** The price list: USD per month, per country and type (the one place these amounts live). */
export const PRICE_LIST: Readonly<Record<string, Partial<Record<PhoneType, number>>>> = {
  US: { geographic: 1.5, local: 1.25, "toll free": 3 },
  GB: { geographic: 2, national: 2.5, mobile: 4, "toll free": 5 },
  DE: { geographic: 2.75, national: 3, "toll free": 6 },
  FR: { national: 2.5, mobile: 4.5 },
  AU: { geographic: 3, mobile: 5, "toll free": 7.5 },
  NL: { local: 2.25, mobile: 4.25 },
  JP: { national: 6.5 },
};

const toWire = (c: CountryDef): CatalogCountry => ({
  code: c.code,
  name: c.name,
  dialCode: c.dialCode,
  regionKind: c.regionKind,
  requiresDocuments: c.requiresDocuments,
  offered: c.offered,
  platformRegion: c.platformRegion,
});

/** GetCountries (offered only) and GetAllCountries. */
export function catalogCountries(includeUnoffered: boolean): CatalogCountry[] {
  return COUNTRIES.filter((c) => includeUnoffered || c.offered).map(toWire);
}

/** A country by its code; `offeredOnly` hides the ones customers may not buy in. */
export function countryDef(code: string, offeredOnly = true): CountryDef | undefined {
  const country = COUNTRIES.find((c) => c.code === code.toUpperCase());
  return country && (!offeredOnly || country.offered) ? country : undefined;
}

/** GetStates: the country's states or cities (none for a country without them). */
export function catalogRegions(country: CountryDef): CatalogRegion[] {
  return country.regions.map(({ id, name }) => ({ id, name }));
}

export function monthlyCharge(country: string, type: PhoneType): number {
  const price = PRICE_LIST[country]?.[type];
  if (price === undefined) throw new Error(`No price for ${country} ${type}`);
  return price;
}

/** GetPhoneTypes: the types the country offers, in PHONE_TYPES order, with their charge. */
export function catalogTypes(country: CountryDef): { type: PhoneType; regional: boolean; monthlyCharge: number }[] {
  return (Object.entries(country.types) as [PhoneType, TypeDef][]).map(([type, def]) => ({
    type,
    regional: def.regional,
    monthlyCharge: monthlyCharge(country.code, type),
  }));
}

/** One pool: where its numbers start and what each of them is. */
interface Pool {
  country: CountryDef;
  region: RegionDef | null;
  type: PhoneType;
  /** "+" and the digits before the subscriber number. */
  head: string;
}

function poolOf(country: CountryDef, type: PhoneType, region: RegionDef | null): Pool {
  const def = country.types[type]!;
  const national = def.regional ? `${region!.area}${def.infix}` : def.prefix;
  return { country, region: def.regional ? region : null, type, head: `+${country.dialCode}${national}` };
}

/** Every pool of the catalogue (regional types once per region). */
export function allPools(): Pool[] {
  return COUNTRIES.flatMap((country) =>
    (Object.entries(country.types) as [PhoneType, TypeDef][]).flatMap(([type, def]) =>
      def.regional ? country.regions.map((r) => poolOf(country, type, r)) : [poolOf(country, type, null)],
    ),
  );
}

const numberAt = (pool: Pool, index: number) =>
  `${pool.head}${String(PHONE_ORDERS.POOL_START + index).padStart(PHONE_ORDERS.SUBSCRIBER_DIGITS, "0")}`;

function phoneOf(pool: Pool, e164: string): AvailablePhone {
  return {
    e164,
    country: pool.country.code,
    countryName: pool.country.name,
    region: pool.region?.id ?? null,
    regionName: pool.region?.name ?? null,
    type: pool.type,
    monthlyCharge: monthlyCharge(pool.country.code, pool.type),
  };
}

/** A catalogue number: its pool's facts and its place in the pool; undefined for any other number. */
export interface CatalogEntry extends AvailablePhone {
  index: number;
  platformRegion: string;
  requiresDocuments: boolean;
  offered: boolean;
}

export function catalogEntry(e164: string): CatalogEntry | undefined {
  for (const pool of allPools()) {
    if (!e164.startsWith(pool.head)) continue;
    const rest = e164.slice(pool.head.length);
    if (rest.length !== PHONE_ORDERS.SUBSCRIBER_DIGITS || !/^\d+$/.test(rest)) continue;
    const index = Number(rest) - PHONE_ORDERS.POOL_START;
    if (index < 0 || index >= PHONE_ORDERS.POOL_SIZE) continue;
    return {
      ...phoneOf(pool, e164),
      index,
      platformRegion: pool.country.platformRegion,
      requiresDocuments: pool.country.requiresDocuments,
      offered: pool.country.offered,
    };
  }
  return undefined;
}

/** The provider refuses the last numbers of every pool (the marked range tests choose a failure with). */
export const providerFails = (entry: CatalogEntry) => entry.index >= PHONE_ORDERS.POOL_SIZE - PHONE_ORDERS.FAILING_TAIL;

/** Numbers of `e164s` that an account holds (any row not deleted). */
export function heldNumbers(ctx: PlatformContext, e164s: readonly string[]): Set<string> {
  if (e164s.length === 0) return new Set();
  const rows = ctx.db
    .prepare(`SELECT e164 FROM phone_numbers WHERE deleted_at IS NULL AND e164 IN (${e164s.map(() => "?").join(", ")})`)
    .pluck()
    .all(...e164s) as string[];
  return new Set(rows);
}

export type PoolQueryError = "country" | "type" | "region";

/**
 * GetAvailablePhones: the pool's numbers nobody holds, those containing the searched digits, one
 * page of them in pool order. A regional type needs one of the country's regions; a national one
 * ignores the region.
 */
export function availablePhones(
  ctx: PlatformContext,
  query: AvailableQuery,
): { phones: AvailablePhone[]; total: number } | { error: PoolQueryError } {
  const country = countryDef(query.country);
  if (!country) return { error: "country" };
  const def = country.types[query.type];
  if (!def) return { error: "type" };
  const region = def.regional ? country.regions.find((r) => r.id === query.region?.toUpperCase()) : null;
  if (def.regional && !region) return { error: "region" };
  const pool = poolOf(country, query.type, region ?? null);
  const held = new Set(
    ctx.db
      .prepare("SELECT e164 FROM phone_numbers WHERE deleted_at IS NULL AND e164 LIKE ? ESCAPE '\\'")
      .pluck()
      .all(`${escapeLike(pool.head)}%`) as string[],
  );
  const matching: string[] = [];
  for (let i = 0; i < PHONE_ORDERS.POOL_SIZE; i++) {
    const e164 = numberAt(pool, i);
    if (held.has(e164)) continue;
    if (query.search && !e164.slice(1).includes(query.search)) continue;
    matching.push(e164);
  }
  const start = (query.page - 1) * query.limit;
  return { phones: matching.slice(start, start + query.limit).map((e) => phoneOf(pool, e)), total: matching.length };
}
