/**
 * A list's saved view (resource.savedView; docs/product.md#whatsapp-numbers "the sort and filter saved"), per
 * browser: the sort, the resource's filters, the search and the rows per page of the last view, in a
 * cookie of the list's path, restored when the list is opened without a query from another page.
 */
import { createCookie } from "@remix-run/node";
import { TIME } from "../../../contract/limits/units";
import { GRID_PARAMS } from "~/features/grid/url-state";
import { listPath, type EntityMode, type EntityResource } from "./resource";

const YEAR_S = 365 * TIME.DAY_SECONDS;

/** The list's view cookie, or null when the list saves none. */
function viewCookie(resource: EntityResource, mode: EntityMode) {
  const name = resource.savedView?.[mode];
  return name
    ? createCookie(name, { path: listPath(resource, mode), sameSite: "lax", httpOnly: true, maxAge: YEAR_S })
    : null;
}

/** The query a view keeps: its sort, filters, search and page size (each value at most 200 characters). */
function savedPart(resource: EntityResource, params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const name of [
    GRID_PARAMS.sort,
    ...resource.filters.map((f) => f.param),
    GRID_PARAMS.search,
    GRID_PARAMS.limit,
  ]) {
    const value = params.get(name);
    if (value) out.set(name, value.slice(0, 200));
  }
  return out.toString();
}

/** The request came from the list itself (the user cleared its sort and filters): nothing to restore. */
function fromTheList(request: Request, url: URL): boolean {
  const referer = request.headers.get("Referer");
  if (!referer) return false;
  try {
    const from = new URL(referer);
    return from.origin === url.origin && from.pathname.startsWith(url.pathname);
  } catch {
    return false;
  }
}

/** Where to go instead of a bare list address opened from elsewhere, or null. */
export async function restoreSavedView(
  request: Request,
  resource: EntityResource,
  mode: EntityMode,
): Promise<string | null> {
  const cookie = viewCookie(resource, mode);
  const url = new URL(request.url);
  if (!cookie || url.search !== "" || fromTheList(request, url)) return null;
  const saved: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof saved !== "string" || saved === "") return null;
  const query = savedPart(resource, new URLSearchParams(saved));
  return query ? `${url.pathname}?${query}` : null;
}

/** The Set-Cookie remembering this view, or none when the list saves none. */
export async function saveViewHeader(
  request: Request,
  resource: EntityResource,
  mode: EntityMode,
): Promise<string | null> {
  const cookie = viewCookie(resource, mode);
  return cookie ? cookie.serialize(savedPart(resource, new URL(request.url).searchParams)) : null;
}
