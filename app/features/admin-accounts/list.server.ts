import { json, type AppLoadContext } from "@remix-run/node";
import { DEBOUNCE } from "../../../contract/limits/debounce";
import { CLIENTS_LIST_SPEC } from "../../../contract/lookups";
import { buildListQuery } from "../../../contract/listQuery";
import { AdminClientsResponseSchema, type AdminClient } from "../../../contract/wire/accounts";
import { BRAND_NAME } from "~/components/BrandLogo";
import { readGridPrefs } from "~/features/grid/prefs.server";
import { ACCOUNTS_GRID_ID, ACCOUNTS_HIDDEN_BY_DEFAULT } from "./grid-layout";
import { redirectPastLastPage } from "~/features/grid/past-last-page.server";
import { parseGridParams, type GridParams } from "~/features/grid/url-state";
import { i18nServer } from "~/i18n/i18next.server";
import { isNotFound, isPlatformError, type PlatformClient } from "~/services/platform.server";
import { toastsFromError, type Toast } from "~/toast/toast.server";
import { requireAccounts } from "./guard.server";
import { CLIENTS_API } from "./paths";

export const ACCOUNTS_SORTABLE = ["name"] as const;

export interface AccountsData {
  grid: GridParams;
  /** The search was too short to apply (docs/product.md#dates-and-search: 3 or more characters). */
  searchTooShort: boolean;
  rows: AdminClient[];
  total: number;
  prefs: Awaited<ReturnType<typeof readGridPrefs>>;
  toasts: Toast[];
  title: string;
}

export function parseAccountsUrl(params: URLSearchParams): GridParams {
  return parseGridParams(params, { defaultSort: { field: "name", direction: "asc" }, sortable: ACCOUNTS_SORTABLE });
}

/** One account of the clients list (for the dialogs' titles and the confirmation). */
export async function accountOf(api: PlatformClient, id: string): Promise<AdminClient> {
  const query = buildListQuery(
    { page: 1, limit: 20, filter: [{ field: "id", op: "=", value: id }] },
    CLIENTS_LIST_SPEC,
  );
  const body = await api.get(`${CLIENTS_API}?${query}`, { schema: AdminClientsResponseSchema.nullable() });
  const account = body?.clients[0];
  if (!account) throw new Response("Not found", { status: 404 });
  return account;
}

/** /admin/accounts: account name search (3+ characters), paging, sort by name. */
export async function loadAccounts(request: Request, context: AppLoadContext) {
  const { api } = await requireAccounts(request, context);
  const url = new URL(request.url);
  const grid = parseAccountsUrl(url.searchParams);
  const search = grid.search && grid.search.length >= DEBOUNCE.ACCOUNT_SEARCH_MIN_CHARS ? grid.search : undefined;
  const [prefs, t] = await Promise.all([
    readGridPrefs(request, ACCOUNTS_GRID_ID, { hidden: [...ACCOUNTS_HIDDEN_BY_DEFAULT] }),
    i18nServer.getFixedT(request, ["admin-accounts", "common"]),
  ]);
  const toasts: Toast[] = [];
  let rows: AdminClient[] = [];
  let total = 0;
  try {
    const query = buildListQuery(
      {
        page: grid.page,
        limit: grid.limit,
        sort: grid.sort,
        filter: search ? [{ field: "name", op: "~", value: search }] : [],
      },
      CLIENTS_LIST_SPEC,
    );
    const body = await api.get(`${CLIENTS_API}?${query}`, { schema: AdminClientsResponseSchema.nullable() });
    rows = body?.clients ?? [];
    total = body?.pages.total ?? 0;
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    if (!isNotFound(error)) toasts.push(...toastsFromError(error));
  }
  await redirectPastLastPage(url, grid, rows.length, total);
  const data: AccountsData = {
    grid,
    searchTooShort: Boolean(grid.search) && !search,
    rows,
    total,
    prefs,
    toasts,
    title: t("common:page_title", { title: t("admin-accounts:title"), brand: BRAND_NAME }),
  };
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}
