/**
 * An entity list's state is its URL (docs/product.md#data-grid "Data grid"): the grid's page, limit, sort and
 * search, and the resource's select filters (and the account, on admin screens). Parsing never
 * throws; the same state builds the platform's list query.
 */
import { GRID } from "../../../contract/limits/grid";
import { buildListQuery, type FilterClause } from "../../../contract/listQuery";
import { parseGridParams, type GridParams } from "~/features/grid/url-state";
import type { EntityResource } from "./resource";

export interface EntityListState {
  grid: GridParams;
  /** Chosen filter values by URL parameter. */
  filters: Record<string, string>;
}

export function parseEntityUrl(resource: EntityResource, input: URLSearchParams): EntityListState {
  const grid = parseGridParams(input, {
    defaultSort: { ...resource.defaultSort },
    sortable: resource.sortable,
    defaultLimit: GRID.PAGE_SIZE_DEFAULT,
  });
  const filters: Record<string, string> = {};
  for (const f of resource.filters) {
    const value = input.get(f.param);
    if (value !== null && f.values.includes(value)) filters[f.param] = value;
  }
  return { grid, filters };
}

/** The platform's list query of a state: a page, or (forExport) the whole filtered list; `accountId` scopes it. */
export function entityListQuery(
  resource: EntityResource,
  state: EntityListState,
  options: { forExport?: boolean; accountId?: string } = {},
): string {
  const filter: FilterClause[] = resource.filters
    .filter((f) => state.filters[f.param] !== undefined)
    .map((f) => ({ field: f.field, op: "=", value: state.filters[f.param] }));
  if (options.accountId) filter.push({ field: "accountId", op: "=", value: options.accountId });
  return buildListQuery(
    {
      ...(options.forExport ? {} : { page: state.grid.page, limit: state.grid.limit }),
      sort: state.grid.sort,
      filter,
      search: state.grid.search,
    },
    resource.listSpec,
  );
}
