import { MSG } from "../../../contract/messages";
import { redirectWithToast } from "~/toast/toast.server";
import { pastLastPageHref, type GridParams } from "./url-state";

/**
 * A page past the last (docs/product.md#data-grid: a page input above the last goes to the last):
 * once a loader knows the total, the last page, with a toast that says why the page changed. An
 * empty page of a list that has records is never drawn as "No records yet".
 */
export async function redirectPastLastPage(url: URL, grid: GridParams, shown: number, total: number): Promise<void> {
  if (shown > 0 || total === 0) return;
  const href = pastLastPageHref(url.searchParams, grid, total);
  if (href) {
    throw await redirectWithToast(`${url.pathname}${href}`, { type: "info", message: MSG.info_grid_past_last_page });
  }
}
