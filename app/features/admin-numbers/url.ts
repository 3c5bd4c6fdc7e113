/**
 * The admin numbers grid's state is its URL: page, limit, sort (default newest first, so a number
 * just added is on top) and search. Parsing never throws; the same state builds the platform's query.
 */
import { buildListQuery } from "../../../contract/listQuery";
import { ADMIN_PHONES_LIST_SPEC } from "../../../contract/lookups";
import { parseGridParams, type GridParams } from "~/features/grid/url-state";

/** Grid column id = list sort field. */
export const NUMBERS_SORTABLE = ["e164", "name", "accountName", "country", "type", "status", "regionId", "monthlyCharge", "provider", "createdAt"] as const;
export const NUMBERS_DEFAULT_SORT = { field: "createdAt", direction: "desc" } as const;

export function parseNumbersUrl(params: URLSearchParams): GridParams {
  return parseGridParams(params, { defaultSort: { ...NUMBERS_DEFAULT_SORT }, sortable: NUMBERS_SORTABLE });
}

/** The platform's list query of a grid state. */
export function numbersListQuery(grid: GridParams): string {
  return buildListQuery({ page: grid.page, limit: grid.limit, sort: grid.sort, search: grid.search }, ADMIN_PHONES_LIST_SPEC);
}
