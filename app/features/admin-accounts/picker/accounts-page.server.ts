import type { AppLoadContext } from "@remix-run/node";
import { DEBOUNCE } from "../../../../contract/limits/debounce";
import { GRID } from "../../../../contract/limits/grid";
import { buildListQuery } from "../../../../contract/listQuery";
import { CLIENTS_LIST_SPEC } from "../../../../contract/lookups";
import { ClientsResponseSchema, type AccountListItem, type ClientsResponse } from "../../../../contract/wire/accounts";
import { requireAdmin, type SignedIn } from "~/auth/guards.server";
import { ACCOUNT_OPTIONS_GATE } from "~/features/navigation/gates";
import type { PlatformClient } from "~/services/platform.server";
import { CLIENTS_API } from "../paths";
import { ACCOUNT_SEARCH_PARAM, type AccountOptions } from "./params";

/** Accounts per page of the dropdown (the grid's smallest page choice). */
export const ACCOUNT_PAGE_SIZE = GRID.PAGE_SIZE_OPTIONS[0];

/** The dropdown's search text of a query or a form (at most 100 characters). */
export function accountSearchOf(params: URLSearchParams | FormData): string {
  const value = params.get(ACCOUNT_SEARCH_PARAM);
  return (typeof value === "string" ? value : "").slice(0, 100);
}

/** A page of the clients list, by name search from 3 characters (docs/product.md#dates-and-search), sorted by name. */
export async function accountsPage(api: PlatformClient, page: number, search: string): Promise<ClientsResponse> {
  const text = search.trim();
  const filter =
    text.length >= DEBOUNCE.ACCOUNT_SEARCH_MIN_CHARS ? [{ field: "name", op: "~" as const, value: text }] : [];
  const query = buildListQuery(
    { page, limit: ACCOUNT_PAGE_SIZE, sort: { field: "name", direction: "asc" }, filter },
    CLIENTS_LIST_SPEC,
  );
  const body = await api.get(`${CLIENTS_API}?${query}`, { schema: ClientsResponseSchema.nullable() });
  return body ?? { clients: [], pages: { total: 0 } };
}

/** The first page for the dropdown. */
export async function accountOptions(api: PlatformClient, search: string): Promise<AccountOptions> {
  const body = await accountsPage(api, 1, search);
  return { accounts: body.clients, total: body.pages.total, search };
}

/** One account by id (id and name), or null when there is none. */
export async function accountById(api: PlatformClient, id: string): Promise<AccountListItem | null> {
  const query = buildListQuery({ filter: [{ field: "id", op: "=", value: id }] }, CLIENTS_LIST_SPEC);
  const body = await api.get(`${CLIENTS_API}?${query}`, { schema: ClientsResponseSchema.nullable() });
  const account = body?.clients[0];
  return account ? { id: account.id, name: account.name } : null;
}

/** The dropdown's resource: administrators holding the gate of a screen that uses it (statistics, manual number). */
export function requireAccountOptions(request: Request, context: AppLoadContext): Promise<SignedIn> {
  return requireAdmin(request, context, ACCOUNT_OPTIONS_GATE.roles, ACCOUNT_OPTIONS_GATE.match);
}
