/**
 * Buying phone numbers (issue 16 item 1; docs/product.md#endpoint-names "Phone numbers: GetCountries, GetAllCountries,
 * GetPhoneTypes, GetStates, GetAvailablePhones, cart calls (available, create, add product,
 * checkout, get, delete), OrderPhones, ConfirmPhonePurchase, CheckStatus", "/Pricing"). The spec
 * names the calls only; these REST shapes are the platform's, used by both sides:
 *
 *   GET    {phones}/countries                     GetCountries (what a customer may buy)
 *   GET    {phones}/Admin/countries               GetAllCountries (with the ones not offered)
 *   GET    {phones}/countries/:code/states        GetStates (states or cities; empty when none)
 *   GET    {phones}/countries/:code/types         GetPhoneTypes
 *   GET    {phones}/available?country&region&type&search&page&limit   GetAvailablePhones
 *   GET    {phones}/pricing[?country]             Pricing (monthly charge per country and type)
 *   GET    {phones}/cart                          cart: get
 *   POST   {phones}/cart                          cart: create (the caller's, kept when it exists)
 *   DELETE {phones}/cart                          cart: delete
 *   POST   {phones}/cart/items                    cart: add product
 *   DELETE {phones}/cart/items/:e164              cart: remove product
 *   GET    {phones}/cart/available                cart: available (each item still free or not)
 *   POST   {phones}/cart/checkout                 cart: checkout (Idempotency-Key): orders the cart
 *   POST   {phones}/OrderPhones                   order numbers directly (Idempotency-Key), optionally of one region
 *   GET    {phones}/orders/:id                    CheckStatus: the order and its numbers' statuses
 *   POST   {phones}/Admin/ConfirmPhonePurchase/:numberId   the provider answers a pending purchase now
 */
import { z } from "zod";
import { PHONE_NUMBER_STATUSES, PHONE_TYPES } from "../enums/phone-numbers";
import { PHONE_ORDERS } from "../limits/phone-orders";

export const PHONE_ORDERS_API = {
  countries: "/phones/api/countries",
  allCountries: "/phones/api/Admin/countries",
  states: (country: string) => `/phones/api/countries/${encodeURIComponent(country)}/states`,
  types: (country: string) => `/phones/api/countries/${encodeURIComponent(country)}/types`,
  available: "/phones/api/available",
  pricing: "/phones/api/pricing",
  cart: "/phones/api/cart",
  cartItems: "/phones/api/cart/items",
  cartItem: (e164: string) => `/phones/api/cart/items/${encodeURIComponent(e164)}`,
  cartAvailable: "/phones/api/cart/available",
  checkout: "/phones/api/cart/checkout",
  order: "/phones/api/OrderPhones",
  status: (orderId: string) => `/phones/api/orders/${encodeURIComponent(orderId)}`,
  confirm: (numberId: string) => `/phones/api/Admin/ConfirmPhonePurchase/${encodeURIComponent(numberId)}`,
} as const;

/** ISO 3166-1 alpha-2, upper case. */
export const CountryCodeSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, "Choose a country"));

/** A number in E.164: a plus and 8 to 15 digits. */
export const E164Schema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{7,14}$/, "Enter a number in E.164 format, e.g. +12125550100");

export const PhoneTypeSchema = z.enum(PHONE_TYPES);

export const RegionKindSchema = z.enum(["state", "city"]);

export const CatalogCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Digits of the country calling code, without the plus. */
  dialCode: z.string(),
  /** Whether the buyer picks a state or a city first (null: the country has neither). */
  regionKind: RegionKindSchema.nullable(),
  /** Numbers of this country wait for documents after the purchase (Requirement Info Pending). */
  requiresDocuments: z.boolean(),
  /** Offered to customers (GetAllCountries also lists the ones that are not). */
  offered: z.boolean(),
  /**
   * The platform region its numbers are served from (a regionId of Config/regions): a number bought
   * in this country gets it as its regionId. A launch wizard offers the countries of its region only.
   */
  platformRegion: z.string(),
});
export type CatalogCountry = z.infer<typeof CatalogCountrySchema>;

export const CountriesResponseSchema = z.object({ countries: z.array(CatalogCountrySchema) });
export type CountriesResponse = z.infer<typeof CountriesResponseSchema>;

export const CatalogRegionSchema = z.object({ id: z.string(), name: z.string() });
export type CatalogRegion = z.infer<typeof CatalogRegionSchema>;

export const StatesResponseSchema = z.object({
  kind: RegionKindSchema.nullable(),
  regions: z.array(CatalogRegionSchema),
});
export type StatesResponse = z.infer<typeof StatesResponseSchema>;

export const PhoneTypesResponseSchema = z.object({
  types: z.array(
    z.object({
      type: PhoneTypeSchema,
      /** The buyer chooses a state or city for this type. */
      regional: z.boolean(),
      /** USD per month. */
      monthlyCharge: z.number(),
    }),
  ),
});
export type PhoneTypesResponse = z.infer<typeof PhoneTypesResponseSchema>;

/** The query of GetAvailablePhones, shared by the console's URL and the platform. */
export const AvailableQuerySchema = z.object({
  country: CountryCodeSchema,
  type: PhoneTypeSchema,
  region: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => v || undefined),
  /** Digits the number contains (separators ignored). */
  search: z
    .string()
    .trim()
    .max(PHONE_ORDERS.SEARCH_MAX_LENGTH)
    .optional()
    .transform((v) => v?.replace(/\D/g, "") || undefined),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PHONE_ORDERS.MAX_PAGE_SIZE).default(PHONE_ORDERS.PAGE_SIZE),
});
export type AvailableQuery = z.infer<typeof AvailableQuerySchema>;

export const AvailablePhoneSchema = z.object({
  e164: z.string(),
  country: z.string(),
  countryName: z.string(),
  region: z.string().nullable(),
  regionName: z.string().nullable(),
  type: PhoneTypeSchema,
  /** USD per month. */
  monthlyCharge: z.number(),
});
export type AvailablePhone = z.infer<typeof AvailablePhoneSchema>;

export const AvailablePhonesResponseSchema = z.object({
  phones: z.array(AvailablePhoneSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
export type AvailablePhonesResponse = z.infer<typeof AvailablePhonesResponseSchema>;

export const PricingResponseSchema = z.object({
  currency: z.literal(PHONE_ORDERS.CURRENCY),
  prices: z.array(z.object({ country: z.string(), type: PhoneTypeSchema, monthlyCharge: z.number() })),
});
export type PricingResponse = z.infer<typeof PricingResponseSchema>;

export const CartItemSchema = AvailablePhoneSchema.extend({
  /** False when another account took the number since it was added. */
  available: z.boolean(),
  /** ISO instant. */
  addedAt: z.string(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  /** USD per month of every item. */
  total: z.number(),
  currency: z.literal(PHONE_ORDERS.CURRENCY),
  /** The account's wallet balance (USD). */
  balance: z.number(),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartAvailabilitySchema = z.object({
  items: z.array(z.object({ e164: z.string(), available: z.boolean() })),
});
export type CartAvailability = z.infer<typeof CartAvailabilitySchema>;

/** Add product: the number (the platform knows its country, type and charge). */
export const AddToCartSchema = z.object({ e164: E164Schema });
export type AddToCart = z.infer<typeof AddToCartSchema>;

/**
 * OrderPhones: the numbers to buy at once, without a cart; with `platformRegion` (a launch wizard's
 * region), a number served from another region is refused (error_phone_number_other_region).
 */
export const OrderPhonesSchema = z.object({
  numbers: z.array(E164Schema).min(1).max(PHONE_ORDERS.CART_MAX_ITEMS),
  platformRegion: z.string().trim().min(1).max(100).optional(),
});
export type OrderPhones = z.infer<typeof OrderPhonesSchema>;

export const OrderedNumberSchema = z.object({
  id: z.string(),
  e164: z.string(),
  country: z.string(),
  regionName: z.string().nullable(),
  type: PhoneTypeSchema,
  monthlyCharge: z.number(),
  status: z.enum(PHONE_NUMBER_STATUSES),
});
export type OrderedNumber = z.infer<typeof OrderedNumberSchema>;

export const OrderSchema = z.object({
  id: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
  total: z.number(),
  currency: z.literal(PHONE_ORDERS.CURRENCY),
  numbers: z.array(OrderedNumberSchema),
  /** No number waits for the provider any more. */
  final: z.boolean(),
});
export type Order = z.infer<typeof OrderSchema>;

/** Statuses of a bought number while the provider has not answered. */
export const PROVIDER_PENDING_STATUSES = ["Purchase Pending"] as const;
