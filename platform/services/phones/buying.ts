/**
 * The buying endpoints of the phones module (mounted at /phones/api; the shapes are in
 * contract/wire/phoneOrders.ts). Reading the catalogue needs the numbers read role; the cart and
 * orders the numbers create role (docs/product.md#role-names NUMBERS_CREATE). Every cart and order is the caller's
 * own: another account's order answers 404.
 */
import express, { type Response } from "express";
import { REQUEST_BODY_LIMITS } from "../../../contract/limits/request-body-limits";
import { ROLES } from "../../../contract/roles";
import {
  AddToCartSchema,
  AvailableQuerySchema,
  CountryCodeSchema,
  E164Schema,
  OrderPhonesSchema,
  PHONE_ORDERS_API,
  type AvailablePhonesResponse,
  type PricingResponse,
  type PhoneTypesResponse,
  type StatesResponse,
} from "../../../contract/wire/phoneOrders";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { authenticate, callerOf, requireAdmin, requireRoles, scopeAccount } from "../../http/auth";
import { badRequest, jsonErrorHandler, notFound, route } from "../../http/errors";
import { idempotencyKeyOf, type StoredAnswer } from "../../money/idempotency";
import { addToCart, cartAvailability, cartOf, clearCart, removeFromCart } from "./cart";
import { availablePhones, catalogCountries, catalogRegions, catalogTypes, countryDef, PRICE_LIST } from "./catalog";
import { checkoutCart, orderOf, orderPhones } from "./orders";
import { confirmPhonePurchase } from "./provider";

/** The router's paths relative to /phones/api. */
const rel = (path: string) => path.replace(/^\/phones\/api/, "");
const P = {
  countries: rel(PHONE_ORDERS_API.countries),
  allCountries: rel(PHONE_ORDERS_API.allCountries),
  states: "/countries/:code/states",
  types: "/countries/:code/types",
  available: rel(PHONE_ORDERS_API.available),
  pricing: rel(PHONE_ORDERS_API.pricing),
  cart: rel(PHONE_ORDERS_API.cart),
  cartItems: rel(PHONE_ORDERS_API.cartItems),
  cartItem: "/cart/items/:e164",
  cartAvailable: rel(PHONE_ORDERS_API.cartAvailable),
  checkout: rel(PHONE_ORDERS_API.checkout),
  order: rel(PHONE_ORDERS_API.order),
  status: "/orders/:id",
  confirm: "/Admin/ConfirmPhonePurchase/:id",
} as const;

function send(res: Response, answer: StoredAnswer): void {
  res.status(answer.status).type(answer.contentType).send(answer.body);
}

/** The offered country of a path parameter, or 404. */
function countryParam(code: unknown) {
  const parsed = CountryCodeSchema.safeParse(code);
  const country = parsed.success ? countryDef(parsed.data) : undefined;
  if (!country) throw notFound("Country not found");
  return country;
}

export function createPhoneOrdersRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);
  const read = [auth, requireRoles([ROLES.NUMBERS_READ])];
  const buy = [auth, requireRoles([ROLES.NUMBERS_CREATE])];
  router.use([P.cart, P.order], express.json({ limit: REQUEST_BODY_LIMITS.PLATFORM_MANUAL_NUMBER_BYTES }));

  router.get(P.countries, ...read, (_req, res) => {
    res.json({ countries: catalogCountries(false) });
  });
  router.get(P.allCountries, auth, requireAdmin([ROLES.NUMBERS_READ]), (_req, res) => {
    res.json({ countries: catalogCountries(true) });
  });
  router.get(
    P.states,
    ...read,
    route((req, res) => {
      const country = countryParam(req.params.code);
      res.json({ kind: country.regionKind, regions: catalogRegions(country) } satisfies StatesResponse);
    }),
  );
  router.get(
    P.types,
    ...read,
    route((req, res) => {
      res.json({ types: catalogTypes(countryParam(req.params.code)) } satisfies PhoneTypesResponse);
    }),
  );
  router.get(
    P.available,
    ...read,
    route((req, res) => {
      const query = AvailableQuerySchema.parse(req.query);
      const found = availablePhones(ctx, query);
      if ("error" in found)
        throw badRequest(`${found.error}: not offered`, { errors: [{ field: found.error, message: "not offered" }] });
      res.json({ ...found, page: query.page, limit: query.limit } satisfies AvailablePhonesResponse);
    }),
  );
  router.get(
    P.pricing,
    ...read,
    route((req, res) => {
      const only =
        typeof req.query.country === "string" && req.query.country ? countryParam(req.query.country).code : null;
      const offered = catalogCountries(false).map((c) => c.code);
      const prices = Object.entries(PRICE_LIST)
        .filter(([country]) => offered.includes(country) && (!only || country === only))
        .flatMap(([country, types]) =>
          Object.entries(types).map(([type, monthlyCharge]) => ({ country, type, monthlyCharge })),
        );
      res.json({ currency: "USD", prices } as PricingResponse);
    }),
  );

  router.get(
    P.cart,
    ...buy,
    route((req, res) => {
      res.json(cartOf(ctx, callerOf(req)));
    }),
  );
  // The cart exists for every user (its rows are its items): create answers it, empty or not.
  router.post(
    P.cart,
    ...buy,
    route((req, res) => {
      res.status(201).json(cartOf(ctx, callerOf(req)));
    }),
  );
  router.delete(
    P.cart,
    ...buy,
    route((req, res) => {
      const caller = callerOf(req);
      writeTransaction(ctx.db, () => clearCart(ctx, caller));
      res.json(cartOf(ctx, caller));
    }),
  );
  router.post(
    P.cartItems,
    ...buy,
    route((req, res) => {
      const caller = callerOf(req);
      const { e164 } = AddToCartSchema.parse(req.body);
      writeTransaction(ctx.db, () => addToCart(ctx, caller, e164));
      res.status(201).json(cartOf(ctx, caller));
    }),
  );
  router.delete(
    P.cartItem,
    ...buy,
    route((req, res) => {
      const caller = callerOf(req);
      const e164 = E164Schema.parse(req.params.e164);
      writeTransaction(ctx.db, () => removeFromCart(ctx, caller, e164));
      res.json(cartOf(ctx, caller));
    }),
  );
  router.get(
    P.cartAvailable,
    ...buy,
    route((req, res) => {
      res.json({ items: cartAvailability(ctx, callerOf(req)) });
    }),
  );
  router.post(
    P.checkout,
    ...buy,
    route((req, res) => {
      const caller = callerOf(req);
      send(res, checkoutCart(ctx, caller, idempotencyKeyOf(req)));
    }),
  );
  router.post(
    P.order,
    ...buy,
    route((req, res) => {
      const caller = callerOf(req);
      const key = idempotencyKeyOf(req);
      send(res, orderPhones(ctx, caller, OrderPhonesSchema.parse(req.body), key));
    }),
  );
  router.get(
    P.status,
    ...read,
    route((req, res) => {
      const caller = callerOf(req);
      // A customer reads their account's orders; an administrator any account's.
      res.json(orderOf(ctx, req.params.id, caller.isAdmin ? undefined : scopeAccount(caller)));
    }),
  );
  router.post(
    P.confirm,
    auth,
    requireAdmin([ROLES.NUMBERS_UPDATE]),
    route((req, res) => {
      res.json({ id: req.params.id, status: confirmPhonePurchase(ctx, req.params.id) });
    }),
  );

  router.use(
    [P.countries, P.allCountries, P.available, P.pricing, P.cart, P.order, "/orders", P.confirm.replace("/:id", "")],
    jsonErrorHandler,
  );
  return router;
}
