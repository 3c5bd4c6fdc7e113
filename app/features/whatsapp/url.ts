/**
 * The WhatsApp tables' state is their URL (docs/product.md#whatsapp-numbers "Admin WhatsApp numbers table"): page, limit,
 * sort (default createdAt descending), search and the status filter (0 in progress, 1 configured,
 * 2 failed). Parsing never throws; the same state builds the platform's list query.
 */
import { WHATSAPP } from "../../../contract/limits/whatsapp";
import { buildListQuery, type FilterClause } from "../../../contract/listQuery";
import { WHATSAPP_LIST_SPEC } from "../../../contract/wire/whatsapp";
import { parseGridParams, type GridParams } from "~/features/grid/url-state";

export const STATUS_PARAM = "status";
export const STATUS_FILTER_VALUES = ["0", "1", "2"] as const;
export type StatusFilter = (typeof STATUS_FILTER_VALUES)[number];

/** Grid column id = list sort field. */
export const WHATSAPP_SORTABLE = ["createdAt", "name", "phoneNumber", "regionId", "accountName", "status"] as const;
export const WHATSAPP_DEFAULT_SORT = { field: "createdAt", direction: "desc" } as const;

export interface WhatsAppListState {
  grid: GridParams;
  status?: StatusFilter;
}

export function parseWhatsAppUrl(input: URLSearchParams): WhatsAppListState {
  const grid = parseGridParams(input, {
    defaultSort: { ...WHATSAPP_DEFAULT_SORT },
    sortable: WHATSAPP_SORTABLE,
    defaultLimit: WHATSAPP.DEFAULT_LIMIT,
  });
  const status = input.get(STATUS_PARAM);
  return { grid, ...(STATUS_FILTER_VALUES.includes(status as StatusFilter) ? { status: status as StatusFilter } : {}) };
}

/** The platform's list query of a state (for the page, or the whole filtered list for an export). */
export function whatsAppListQuery(state: WhatsAppListState, forExport = false, accountId?: string): string {
  const filter: FilterClause[] = state.status ? [{ field: "status", op: "=", value: state.status }] : [];
  // The customer screen lists the caller's own account, also when the caller is an administrator.
  if (accountId) filter.push({ field: "accountId", op: "=", value: accountId });
  return buildListQuery(
    {
      ...(forExport ? {} : { page: state.grid.page, limit: state.grid.limit }),
      sort: state.grid.sort,
      filter,
      search: state.grid.search,
    },
    WHATSAPP_LIST_SPEC,
  );
}
