/**
 * An entity list's state is its URL (docs/product.md#data-grid "Data grid"): the grid's page, limit, sort and
 * search, and the resource's select filters (and the account, on admin screens). Parsing never
 * throws; the same state builds the platform's list query.
 */
import { GRID } from "../../../contract/limits/grid";
import { buildListQuery, type FilterClause } from "../../../contract/listQuery";
import { parseGridParams, type GridParams } from "~/features/grid/url-state";
import { DAY_MS } from "../../../contract/limits/units";
import type { EntityFilter, EntityResource } from "./resource";

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
    const value = input.get(f.param)?.trim() ?? null;
    if (value !== null && value !== "" && filterValueAccepted(f, value)) filters[f.param] = value;
  }
  return { grid, filters };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A loaded choice's value (a record's id): what an id may look like, no more. */
const CHOICE = /^[A-Za-z0-9_-]{1,100}$/;

/** The day's start (UTC) as an ISO instant, or null when `value` is no real day. */
function dayStart(value: string): Date | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

function filterValueAccepted(f: EntityFilter, value: string): boolean {
  if (f.date) return dayStart(value) !== null;
  if (f.choices) return CHOICE.test(value);
  return f.values.includes(value);
}

/** The platform's filter clause of a chosen value: equality, or a date bound. */
function clauseOf(f: EntityFilter, value: string): FilterClause {
  if (!f.date) return { field: f.field, op: "=", value };
  const start = dayStart(value)!;
  if (f.date === "from") return { field: f.field, op: ">=", value: start.toISOString() };
  return { field: f.field, op: "<", value: new Date(start.getTime() + DAY_MS).toISOString() };
}

/** The platform's list query of a state: a page, or (forExport) the whole filtered list; `accountId` scopes it. */
export function entityListQuery(
  resource: EntityResource,
  state: EntityListState,
  options: { forExport?: boolean; accountId?: string } = {},
): string {
  const filter: FilterClause[] = resource.filters
    .filter((f) => state.filters[f.param] !== undefined)
    .map((f) => clauseOf(f, state.filters[f.param]));
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
