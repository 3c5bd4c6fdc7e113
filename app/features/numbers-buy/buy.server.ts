/**
 * Loaders and actions of the buying flow (issue 16 item 1). Every one starts with the guard: the
 * numbers screen's gate and the numbers create role (NUMBER_GATES.create); the platform checks
 * the same roles and keeps the cart and orders to the caller. The checkout form carries an
 * idempotency key made when the cart page is rendered, so a double submit (the button pressed twice
 * without JavaScript) charges once and leads to the same order.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { IDEMPOTENCY } from "../../../contract/limits/idempotency";
import { PHONE_ORDERS } from "../../../contract/limits/phone-orders";
import { MSG } from "../../../contract/messages";
import {
  AvailablePhonesResponseSchema,
  AvailableQuerySchema,
  CartSchema,
  CountriesResponseSchema,
  CountryCodeSchema,
  E164Schema,
  OrderSchema,
  PHONE_ORDERS_API,
  PhoneTypesResponseSchema,
  StatesResponseSchema,
  type CatalogCountry,
} from "../../../contract/wire/phoneOrders";
import { forbidden, requireRoles, type SignedIn } from "~/auth/guards.server";
import { BRAND_NAME } from "~/components/BrandLogo";
import { pathAllows } from "~/features/navigation/path-gate.server";
import { portalGateFor } from "~/features/navigation/tree";
import { NUMBER_GATES } from "~/features/numbers/resource";
import { i18nServer } from "~/i18n/i18next.server";
import { isNotFound, isPlatformError, type PlatformClient } from "~/services/platform.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";
import { BUY_FIELDS, BUY_PATHS, buyHref, CART_INTENT } from "./paths";

const NUMBERS_SCREEN = "/portal/numbers";

/** The numbers screen's gate, then the buying gate; the path's own gates too. */
export async function requireNumberBuying(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const screen = portalGateFor(NUMBERS_SCREEN);
  await requireRoles(request, context, screen?.roles ?? [], screen?.match);
  const signedIn = await requireRoles(request, context, NUMBER_GATES.create.roles, NUMBER_GATES.create.match);
  if (!pathAllows(new URL(request.url).pathname, signedIn.user.roles)) throw forbidden();
  return signedIn;
}

const noStore = { "Cache-Control": "private, no-store" };

/** A platform failure of a page's reads: its error page with the platform's messages. */
function pageError(error: unknown): never {
  if (error instanceof Response) throw error;
  if (!isPlatformError(error)) throw error;
  if (error.status === 404) throw new Response("Not found", { status: 404 });
  throw json({ messages: error.messages }, { status: error.status >= 500 ? 502 : error.status });
}

async function read<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    pageError(error);
  }
}

async function countries(api: PlatformClient): Promise<CatalogCountry[]> {
  return (await read(api.get(PHONE_ORDERS_API.countries, { schema: CountriesResponseSchema }))).countries;
}

/** The offered country named by the URL, or a redirect to the first step. */
async function chosenCountry(api: PlatformClient, url: URL): Promise<CatalogCountry> {
  const code = CountryCodeSchema.safeParse(url.searchParams.get("country") ?? "");
  const country = code.success ? (await countries(api)).find((c) => c.code === code.data) : undefined;
  if (!country) throw redirect(BUY_PATHS.root);
  return country;
}

/** The layout: the page title and the cart's size for its link. */
export async function loadBuyLayout(request: Request, context: AppLoadContext) {
  const { api } = await requireNumberBuying(request, context);
  const [cart, t] = await Promise.all([
    read(api.get(PHONE_ORDERS_API.cart, { schema: CartSchema })),
    i18nServer.getFixedT(request, ["numbers-buy", "common"]),
  ]);
  const title = t("common:page_title", { title: t("numbers-buy:title"), brand: BRAND_NAME });
  return json({ title, cartCount: cart.items.length }, { headers: noStore });
}

/** Step 1: the countries a customer may buy in. */
export async function loadCountryStep(request: Request, context: AppLoadContext) {
  const { api } = await requireNumberBuying(request, context);
  const code = new URL(request.url).searchParams.get("country")?.toUpperCase() ?? "";
  return json({ countries: await countries(api), selected: code }, { headers: noStore });
}

/** Step 2: the country's states or cities; a country without them goes straight to the type. */
export async function loadRegionStep(request: Request, context: AppLoadContext) {
  const { api } = await requireNumberBuying(request, context);
  const url = new URL(request.url);
  const country = await chosenCountry(api, url);
  const states = await read(api.get(PHONE_ORDERS_API.states(country.code), { schema: StatesResponseSchema }));
  if (states.regions.length === 0) throw redirect(buyHref(BUY_PATHS.type, { country: country.code }));
  return json(
    { country, kind: states.kind, regions: states.regions, selected: url.searchParams.get("region") ?? "" },
    { headers: noStore },
  );
}

/** Step 3: the types the country offers (its state or city chosen first where it has them). */
export async function loadTypeStep(request: Request, context: AppLoadContext) {
  const { api } = await requireNumberBuying(request, context);
  const url = new URL(request.url);
  const country = await chosenCountry(api, url);
  const [states, types] = await Promise.all([
    read(api.get(PHONE_ORDERS_API.states(country.code), { schema: StatesResponseSchema })),
    read(api.get(PHONE_ORDERS_API.types(country.code), { schema: PhoneTypesResponseSchema })),
  ]);
  const regionId = url.searchParams.get("region")?.toUpperCase() ?? "";
  const region = states.regions.find((r) => r.id === regionId) ?? null;
  if (states.regions.length > 0 && !region) throw redirect(buyHref(BUY_PATHS.region, { country: country.code }));
  return json(
    { country, region, types: types.types, selected: url.searchParams.get("type") ?? "" },
    { headers: noStore },
  );
}

/** Step 4: one page of the available numbers, which of them are in the cart already. */
export async function loadAvailableStep(request: Request, context: AppLoadContext) {
  const { api } = await requireNumberBuying(request, context);
  const url = new URL(request.url);
  const country = await chosenCountry(api, url);
  const query = AvailableQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success)
    throw redirect(
      buyHref(BUY_PATHS.type, { country: country.code, region: url.searchParams.get("region") ?? undefined }),
    );
  const q = query.data;
  const params = new URLSearchParams({
    country: q.country,
    type: q.type,
    page: String(q.page),
    limit: String(PHONE_ORDERS.PAGE_SIZE),
  });
  if (q.region) params.set("region", q.region);
  if (q.search) params.set("search", q.search);
  let found;
  try {
    found = await api.get(`${PHONE_ORDERS_API.available}?${params.toString()}`, {
      schema: AvailablePhonesResponseSchema,
    });
  } catch (error) {
    // A type or region the country does not offer: back to the type step.
    if (isPlatformError(error) && error.status === 400)
      throw redirect(buyHref(BUY_PATHS.type, { country: country.code, region: q.region }));
    pageError(error);
  }
  const cart = await read(api.get(PHONE_ORDERS_API.cart, { schema: CartSchema }));
  return json(
    {
      country,
      choice: {
        country: q.country,
        region: q.region,
        type: q.type,
        search: url.searchParams.get("search") ?? "",
        page: q.page,
      },
      phones: found.phones,
      total: found.total,
      pages: Math.max(1, Math.ceil(found.total / PHONE_ORDERS.PAGE_SIZE)),
      inCart: cart.items.map((i) => i.e164),
    },
    { headers: noStore },
  );
}

/** Add to cart, then back to the same page of numbers. */
export async function addToCartAction(request: Request, context: AppLoadContext) {
  const { api } = await requireNumberBuying(request, context);
  const back = new URL(request.url);
  const here = `${back.pathname}${back.search}`;
  const e164 = E164Schema.safeParse((await request.formData()).get(BUY_FIELDS.e164) ?? "");
  if (!e164.success) return redirectWithToast(here, { type: "danger", message: MSG.error_phone_number_not_offered });
  try {
    await api.post(PHONE_ORDERS_API.cartItems, { e164: e164.data }, { schema: CartSchema });
  } catch (error) {
    return redirectWithToast(here, toastsFromError(error));
  }
  return redirectWithToast(here, { type: "success", message: MSG.success_phone_added_to_cart });
}

/** The cart with a fresh checkout key. */
export async function loadCart(request: Request, context: AppLoadContext) {
  const { api } = await requireNumberBuying(request, context);
  const cart = await read(api.get(PHONE_ORDERS_API.cart, { schema: CartSchema }));
  return json({ cart, idempotencyKey: randomUUID() }, { headers: noStore });
}

export interface CartActionData {
  errors: string[];
  /** A checkout whose outcome is unknown (a 5xx, a timeout): sending again with this key is safe. */
  idempotencyKey?: string;
}

/** Remove a number, or check out (once per key) and show the order. */
export async function cartAction(request: Request, context: AppLoadContext) {
  const { api } = await requireNumberBuying(request, context);
  const form = await request.formData();
  const intent = form.get(BUY_FIELDS.intent);
  if (intent === CART_INTENT.remove) {
    const e164 = E164Schema.safeParse(form.get(BUY_FIELDS.e164) ?? "");
    if (!e164.success) return json<CartActionData>({ errors: [MSG.error_phone_number_not_offered] }, { status: 400 });
    try {
      await api.del(PHONE_ORDERS_API.cartItem(e164.data), { schema: CartSchema });
    } catch (error) {
      if (isNotFound(error)) return redirect(BUY_PATHS.cart);
      return redirectWithToast(BUY_PATHS.cart, toastsFromError(error));
    }
    return redirectWithToast(BUY_PATHS.cart, { type: "success", message: MSG.success_phone_removed_from_cart });
  }
  if (intent !== CART_INTENT.checkout) return json<CartActionData>({ errors: [MSG.error_generic] }, { status: 400 });
  const key = form.get(BUY_FIELDS.key);
  if (typeof key !== "string" || !IDEMPOTENCY.KEY_PATTERN.test(key))
    return json<CartActionData>({ errors: [MSG.error_generic] }, { status: 400 });
  try {
    const order = await api.post(PHONE_ORDERS_API.checkout, undefined, {
      headers: { [IDEMPOTENCY.HEADER]: key },
      schema: OrderSchema,
    });
    return redirectWithToast(BUY_PATHS.order(order.id), { type: "success", message: MSG.success_phone_order_placed });
  } catch (error) {
    if (error instanceof Response || !isPlatformError(error)) throw error;
    // The outcome is unknown after a 5xx: the same key again is safe, a new one could buy twice.
    if (error.status >= 500)
      return json<CartActionData>(
        { errors: [...error.messages, MSG.warning_money_unconfirmed], idempotencyKey: key },
        { status: 503 },
      );
    // A refusal (funds, limits, a number taken meanwhile) charged nothing: the cart shows why.
    return json<CartActionData>({ errors: error.messages }, { status: error.status });
  }
}

/** The order's numbers and their statuses (the page asks again until the provider answered). */
export async function loadOrder(request: Request, context: AppLoadContext, id: string) {
  const { api } = await requireNumberBuying(request, context);
  const order = await read(api.get(PHONE_ORDERS_API.status(id), { schema: OrderSchema }));
  return json({ order, refreshMs: PHONE_ORDERS.ORDER_REFRESH_MS }, { headers: noStore });
}
