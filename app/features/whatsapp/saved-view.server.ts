import { createCookie } from "@remix-run/node";
import { GRID_PARAMS } from "~/features/grid/url-state";
import { STATUS_PARAM } from "./url";

/**
 * The admin WhatsApp table's saved sort and filter (docs/product.md#whatsapp-numbers "saved sort and filter state"), per
 * browser: the sort, status filter, search and rows per page of the last view, restored when the
 * table is opened without a query.
 */
const SAVED = [GRID_PARAMS.sort, STATUS_PARAM, GRID_PARAMS.search, GRID_PARAMS.limit] as const;
const cookie = createCookie("vc_wa_admin_view", { path: "/admin/whatsapp_numbers", sameSite: "lax", httpOnly: true, maxAge: 365 * 24 * 3600 });

function savedPart(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const name of SAVED) {
    const value = params.get(name);
    if (value) out.set(name, value.slice(0, 200));
  }
  return out.toString();
}

/** The request came from the table itself (the user cleared its sort and filter): nothing to restore. */
function fromTheTable(request: Request, url: URL): boolean {
  const referer = request.headers.get("Referer");
  if (!referer) return false;
  try {
    const from = new URL(referer);
    return from.origin === url.origin && from.pathname.startsWith(url.pathname);
  } catch {
    return false;
  }
}

/** Where to go instead of a bare table address opened from elsewhere, or null. */
export async function restoreSavedView(request: Request, url: URL): Promise<string | null> {
  if (url.search !== "" || fromTheTable(request, url)) return null;
  const saved: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof saved !== "string" || saved === "") return null;
  const query = savedPart(new URLSearchParams(saved));
  return query ? `${url.pathname}?${query}` : null;
}

/** Remembers this view's sort and filter. */
export async function saveViewHeaders(url: URL): Promise<Headers> {
  return new Headers({ "Set-Cookie": await cookie.serialize(savedPart(url.searchParams)) });
}
