import { gridHref } from "~/features/grid/url-state";
import { ALL_FILTER_PARAM_NAMES } from "../url";

/** `panel=filters` opens the filters panel: a link, so it opens without JavaScript too. */
export const PANEL_PARAM = "panel";
export const FILTERS_PANEL = "filters";

/** Links that clear every filter, and that close the panel, keeping the rest of the query. */
export function clearFiltersHref(search: string): string {
  return gridHref(search, Object.fromEntries(ALL_FILTER_PARAM_NAMES.map((n) => [n, null])));
}
