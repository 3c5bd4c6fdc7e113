/**
 * List grammars of the configuration-entity lookups and the admin clients list (docs/product.md#admin-and-ai-calls
 * "Statistics and lookups", "Admin clients"): what each platform endpoint accepts, shared by the
 * platform (which parses) and the console (which builds the queries).
 */
import { GRID } from "./limits/grid";
import type { FieldSpec, ListSpec } from "./listQuery";

const ACCOUNT_FILTER: FieldSpec = { type: "string", ops: ["="] };

/** A lookup list: filterable by the account field only, sortable by the given fields (the first is the default). */
export function lookupSpec(
  accountField: string,
  sortable: readonly string[],
  limits: { defaultLimit: number; maxLimit: number } = { defaultLimit: GRID.MAX_LIMIT, maxLimit: GRID.MAX_LIMIT },
): ListSpec {
  const fields: Record<string, FieldSpec> = { [accountField]: ACCOUNT_FILTER };
  for (const f of sortable) fields[f] = { type: "string", sortable: true, filterable: false };
  return { fields, defaultSort: { field: sortable[0], direction: "asc" }, ...limits, searchable: false };
}

/** GET {bots}/bots?limit=1000&filter=(accountId=...)&sort=[-]name&page=n: the bots entity list (contract/wire/bots). */
export { BOTS_LIST_SPEC } from "./wire/bots";
/** GET {teams}/...?filter=(accountId=...)&sort=[-]name */
export const TEAMS_LIST_SPEC = lookupSpec("accountId", ["name"]);
/** GET {sip}/connections?filter=(accountId=...)&sort=[-]name */
export { SIP_CONNECTIONS_LIST_SPEC as SIP_LIST_SPEC } from "./wire/sip";
/**
 * GET {sip}/Connections/admin?page=1&limit=50&filter=(accountId=...)&withStatus=true: the statistics
 * lookup (page 1, limit 50 by default) and the /admin/sipConnections grid, which also pages by the
 * grid's sizes (up to 100), sorts by its columns, searches by connection name and reads one
 * connection by id (its dialogs).
 */
export const ADMIN_SIP_LIST_SPEC: ListSpec = {
  fields: {
    accountId: ACCOUNT_FILTER,
    id: { type: "string", ops: ["="] },
    name: { type: "string", sortable: true, filterable: false },
    accountName: { type: "string", sortable: true, filterable: false },
    type: { type: "string", sortable: true, filterable: false },
    fqdn: { type: "string", sortable: true, filterable: false },
    status: { type: "string", sortable: true, filterable: false },
    regionId: { type: "string", sortable: true, filterable: false },
  },
  defaultSort: { field: "name", direction: "asc" },
  defaultLimit: GRID.ADMIN_SIP_PAGE_LIMIT,
  maxLimit: GRID.PAGE_SIZE_OPTIONS[GRID.PAGE_SIZE_OPTIONS.length - 1],
  searchable: true,
};
/** GET {phones}/phones?filter=(accountId=...)&sort=[-]e164: the phone numbers entity list (contract/wire/phones). */
export { PHONES_LIST_SPEC } from "./wire/phones";
/**
 * GET {phones}/Admin: the statistics dropdown's lookup (filtered by the user, every number by e164)
 * and the admin numbers grid (paged, sorted by any column, searched by number, name, country or
 * account name).
 */
export const ADMIN_PHONES_LIST_SPEC: ListSpec = {
  fields: {
    userId: ACCOUNT_FILTER,
    ...Object.fromEntries(
      ["e164", "name", "accountName", "country", "type", "status", "regionId", "provider"].map(
        (f): [string, FieldSpec] => [f, { type: "string", sortable: true, filterable: false }],
      ),
    ),
    monthlyCharge: { type: "number", sortable: true, filterable: false },
    createdAt: { type: "date", sortable: true, filterable: false },
  },
  defaultSort: { field: "e164", direction: "asc" },
  defaultLimit: GRID.MAX_LIMIT,
  maxLimit: GRID.MAX_LIMIT,
  searchable: true,
};

/** GET {monolith}/clients?page=&limit=&sort=[-]name&filter=(name~text,id=...) — pages of the grid's sizes (20 by default, at most 100). */
export const CLIENTS_LIST_SPEC: ListSpec = {
  fields: {
    name: { type: "string", ops: ["~"], sortable: true },
    id: { type: "string", ops: ["="] },
  },
  defaultSort: { field: "name", direction: "asc" },
  defaultLimit: GRID.PAGE_SIZE_OPTIONS[0],
  maxLimit: GRID.PAGE_SIZE_OPTIONS[GRID.PAGE_SIZE_OPTIONS.length - 1],
  searchable: false,
};
