/**
 * The buying flow's URLs (issue 16 item 1): each step is its own nested route and the URL carries
 * every choice made so far, so each step is a plain GET form (or a POST for the cart) that works
 * without JavaScript, and a step can be bookmarked or reloaded.
 */
export const BUY_PATHS = {
  root: "/portal/numbers/buy",
  region: "/portal/numbers/buy/region",
  type: "/portal/numbers/buy/type",
  available: "/portal/numbers/buy/available",
  cart: "/portal/numbers/buy/cart",
  order: (id: string) => `/portal/numbers/buy/orders/${encodeURIComponent(id)}`,
} as const;

/** The choices made so far (absent ones left out of the URL). */
export interface BuyChoice {
  country?: string;
  region?: string;
  type?: string;
  search?: string;
  page?: number;
}

export function buyHref(path: string, choice: BuyChoice): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(choice))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Form fields: the add-to-cart and remove forms name the number, the cart forms their intent. */
export const BUY_FIELDS = { e164: "e164", intent: "intent", key: "idempotencyKey" } as const;
export const CART_INTENT = { remove: "remove", checkout: "checkout" } as const;
