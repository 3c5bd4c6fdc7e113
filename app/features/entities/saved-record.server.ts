/**
 * Where a write leads back to the list (docs/adding-an-entity-screen.md#a-record-just-saved): the page
 * that holds the record just saved under the list's own sort, filter and search, the record marked
 * and scrolled to (`?highlight=<id>#highlighted-record`: the fragment works with JavaScript off).
 * When the view's search or filter leaves the record out, the list as it was and a toast that says
 * so. The platform finds the page (`?locate=<id>`), so the console never walks the pages.
 */
import { ENTITY_LOCATE_PARAM, entityListSchema, entityPaths } from "../../../contract/entities";
import { MSG } from "../../../contract/messages";
import { GRID } from "../../../contract/limits/grid";
import { GRID_HIGHLIGHT, GRID_PARAMS } from "~/features/grid/url-state";
import { isPlatformError, type PlatformClient } from "~/services/platform.server";
import type { ToastInput } from "~/toast/toast.server";
import { listPath, type EntityMode, type EntityResource } from "./resource";
import { entityListQuery, parseEntityUrl } from "./url";

export interface SavedRecordPlace {
  href: string;
  /** Said beside the write's own toast: the view leaves the record out. */
  toasts: ToastInput[];
}

/** `search` is the list's query the dialog kept; `accountId` scopes a customer list to the caller's account. */
export async function savedRecordPlace(
  api: PlatformClient,
  resource: EntityResource,
  mode: EntityMode,
  search: string,
  id: string,
  accountId: string | undefined,
): Promise<SavedRecordPlace> {
  const params = new URLSearchParams(search);
  params.delete(GRID_HIGHLIGHT.param);
  const path = listPath(resource, mode);
  const asItWas = () => (params.toString() ? `${path}?${params}` : path);
  const view = parseEntityUrl(resource, params);
  let pages;
  try {
    const query = new URLSearchParams(entityListQuery(resource, view, { accountId }));
    query.set(ENTITY_LOCATE_PARAM, id);
    const body = await api.get(`${entityPaths(resource.api).list}?${query}`, {
      schema: entityListSchema(resource.api.rowsKey, resource.rowSchema).nullable(),
    });
    pages = body?.pages;
  } catch (error) {
    // The write is done: a list that cannot say where the record is opens as it was (its loader says why).
    if (!isPlatformError(error)) throw error;
    return { href: asItWas(), toasts: [] };
  }
  if (!pages?.located)
    return { href: asItWas(), toasts: [{ type: "info", message: MSG.info_saved_record_not_in_view }] };
  params.delete(GRID_PARAMS.before);
  params.delete(GRID_PARAMS.after);
  if (pages.number && pages.number !== GRID.FIRST_PAGE) params.set(GRID_PARAMS.page, String(pages.number));
  else params.delete(GRID_PARAMS.page);
  params.set(GRID_HIGHLIGHT.param, id);
  return { href: `${path}?${params}#${GRID_HIGHLIGHT.anchor}`, toasts: [] };
}
