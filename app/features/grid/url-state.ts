import { GRID } from "../../../contract/limits/grid";
import { LIST_QUERY_BOUNDS } from "../../../contract/listQuery";

/**
 * The URL is the state of every grid (docs/product.md#data-grid "Data grid"): page, limit, sort, search and the
 * cursor are flat query parameters. Parsing never throws: a bad value is clamped or dropped, so a
 * hand-edited link still renders a page. Building keeps every parameter it does not touch (filters,
 * date range, ...), so links and GET forms move one control at a time.
 */

export type SortDirection = "asc" | "desc";

export interface GridSort {
  field: string;
  direction: SortDirection;
}

export interface GridParams {
  page: number;
  limit: number;
  sort: GridSort;
  search?: string;
  /** Cursor mode: the page before this opaque cursor. */
  before?: string;
  /** Cursor mode: the page after this opaque cursor. */
  after?: string;
}

export interface GridParamOptions {
  defaultSort: GridSort;
  /** Fields the grid may be sorted by; any other `sort` falls back to defaultSort. */
  sortable: readonly string[];
  /** Rows per page when `limit` is absent or not offered (spec: 10). */
  defaultLimit?: number;
  /** The other rows-per-page choices (spec: 20, 50, 100). */
  limitOptions?: readonly number[];
  /** Highest page accepted; larger pages are clamped to it. */
  maxPage?: number;
}

/** The query parameter names the grid itself owns. */
export const GRID_PARAMS = {
  page: "page",
  limit: "limit",
  sort: "sort",
  search: "search",
  before: "before",
  after: "after",
} as const;

/**
 * The record a flow just saved, marked in its list (docs/features/entity-pattern.md "A record just
 * saved"): `?highlight=<id>`, and the row's anchor the URL's fragment scrolls to (JavaScript off too).
 */
export const GRID_HIGHLIGHT = { param: "highlight", anchor: "highlighted-record" } as const;

/** Parameters that only move within the current result (changing them keeps the page). */
const PAGING_PARAMS: readonly string[] = [GRID_PARAMS.page, GRID_PARAMS.before, GRID_PARAMS.after];

type SearchInput = URLSearchParams | string | URL;

function toSearchParams(input: SearchInput): URLSearchParams {
  if (input instanceof URL) return new URLSearchParams(input.search);
  if (typeof input === "string") return new URLSearchParams(input);
  return new URLSearchParams(input);
}

/** Rows-per-page choices, ascending: the default plus the other options. */
export function limitChoices(options: Pick<GridParamOptions, "defaultLimit" | "limitOptions">): number[] {
  const defaultLimit = options.defaultLimit ?? GRID.PAGE_SIZE_DEFAULT;
  const all = new Set([defaultLimit, ...(options.limitOptions ?? GRID.PAGE_SIZE_OPTIONS)]);
  return [...all].sort((a, b) => a - b);
}

/** `sort=field` is ascending, `sort=-field` descending (the contract's list query format). */
export function sortParam(sort: GridSort): string {
  return `${sort.direction === "desc" ? "-" : ""}${sort.field}`;
}

/** The sort a `sort` value names, or undefined when it is missing or not sortable. */
export function parseSortParam(value: string | null | undefined, sortable: readonly string[]): GridSort | undefined {
  if (!value) return undefined;
  const text = value.trim();
  const direction: SortDirection = text.startsWith("-") ? "desc" : "asc";
  const field = text.replace(/^[-+]/, "");
  return sortable.includes(field) ? { field, direction } : undefined;
}

/** Clicking a header: a new column sorts descending first, then the same column toggles (docs/product.md#data-grid). */
export function nextSort(current: GridSort, field: string): GridSort {
  if (current.field !== field) return { field, direction: "desc" };
  return { field, direction: current.direction === "desc" ? "asc" : "desc" };
}

function parsePage(value: string | null, maxPage: number): number {
  if (value === null || value.trim() === "") return GRID.FIRST_PAGE;
  const n = Number(value);
  if (!Number.isFinite(n)) return GRID.FIRST_PAGE;
  return Math.min(Math.max(Math.floor(n), GRID.FIRST_PAGE), maxPage);
}

function cleanText(value: string | null, maxLength: number): string | undefined {
  const text = value?.trim();
  if (!text || text.length > maxLength) return undefined;
  return text;
}

/** The grid's state from a query string. Never throws. */
export function parseGridParams(input: SearchInput, options: GridParamOptions): GridParams {
  const params = toSearchParams(input);
  const defaultLimit = options.defaultLimit ?? GRID.PAGE_SIZE_DEFAULT;
  const limitValue = Number(params.get(GRID_PARAMS.limit));
  const limit = limitChoices(options).includes(limitValue) ? limitValue : defaultLimit;
  const result: GridParams = {
    page: parsePage(params.get(GRID_PARAMS.page), options.maxPage ?? LIST_QUERY_BOUNDS.maxPage),
    limit,
    sort: parseSortParam(params.get(GRID_PARAMS.sort), options.sortable) ?? { ...options.defaultSort },
  };
  const search = cleanText(params.get(GRID_PARAMS.search), LIST_QUERY_BOUNDS.searchMaxLength);
  if (search) result.search = search;
  const before = cleanText(params.get(GRID_PARAMS.before), LIST_QUERY_BOUNDS.cursorMaxLength);
  const after = cleanText(params.get(GRID_PARAMS.after), LIST_QUERY_BOUNDS.cursorMaxLength);
  // Both at once is contradictory: keep `after` (forward paging) only.
  if (after) result.after = after;
  else if (before) result.before = before;
  return result;
}

/** A value for gridHref: undefined, null and "" remove the parameter; an array repeats it. */
export type GridParamValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * "?…" for the current query with `changes` applied. Unrelated parameters are kept; empty values are
 * removed (spec: "Filter values that are undefined are skipped"). Any change other than the page or a
 * cursor starts again at page 1 without a cursor (spec: "Changing a filter resets to page 1"), and
 * moving one cursor drops the other.
 */
export function gridHref(current: SearchInput, changes: Record<string, GridParamValue>): string {
  const params = toSearchParams(current);
  const keys = Object.keys(changes);
  if (keys.some((key) => !PAGING_PARAMS.includes(key))) {
    for (const key of PAGING_PARAMS) params.delete(key);
  }
  if (keys.includes(GRID_PARAMS.before) || keys.includes(GRID_PARAMS.after)) {
    params.delete(GRID_PARAMS.page);
    params.delete(GRID_PARAMS.before);
    params.delete(GRID_PARAMS.after);
  }
  for (const [key, value] of Object.entries(changes)) {
    params.delete(key);
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === "") continue;
      params.append(key, String(v));
    }
  }
  // Page 1 is the default: leave it out so equal states share one URL.
  if (params.get(GRID_PARAMS.page) === String(GRID.FIRST_PAGE)) params.delete(GRID_PARAMS.page);
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** [name, value] pairs of the current query minus `exclude`: hidden inputs for a GET form. */
export function carriedParams(current: SearchInput, exclude: readonly string[]): Array<[string, string]> {
  return [...toSearchParams(current).entries()].filter(([name]) => !exclude.includes(name));
}

/** The last page for `total` rows (at least 1). */
export function lastPage(total: number, limit: number): number {
  return Math.max(GRID.FIRST_PAGE, Math.ceil(Math.max(0, total) / Math.max(1, limit)));
}

/** A typed page number brought into 1..last (spec: below 1 goes to 1; above the last goes to the last). */
export function clampPage(page: number, total: number, limit: number): number {
  if (!Number.isFinite(page)) return GRID.FIRST_PAGE;
  return Math.min(Math.max(Math.floor(page), GRID.FIRST_PAGE), lastPage(total, limit));
}

/**
 * For loaders: where to send a request whose page lies past the last page once the total is known
 * ("?…" of the last page), or null when the page is fine.
 */
export function pastLastPageHref(current: SearchInput, params: GridParams, total: number): string | null {
  const last = lastPage(total, params.limit);
  return params.page > last ? gridHref(current, { [GRID_PARAMS.page]: last }) : null;
}
