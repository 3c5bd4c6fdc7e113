/**
 * The /admin/sipConnections grid (issue 7): every account's SIP connections with status, search by
 * name, paging and sort, the URL as its state. One connection of the same list feeds the dialogs.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { ADMIN_SIP_LIST_SPEC } from "../../../contract/lookups";
import { buildListQuery } from "../../../contract/listQuery";
import { MSG } from "../../../contract/messages";
import { hasRoles } from "../../../contract/roles";
import { AdminSipConnectionsResponseSchema, type AdminSipConnection } from "../../../contract/wire/sip";
import { BRAND_NAME } from "~/components/BrandLogo";
import { readGridPrefs } from "~/features/grid/prefs.server";
import { parseGridParams, pastLastPageHref, type GridParams } from "~/features/grid/url-state";
import { SIP_ADMIN_ACTION_GATE } from "~/features/navigation/model";
import { i18nServer } from "~/i18n/i18next.server";
import { isNotFound, isPlatformError, type PlatformClient } from "~/services/platform.server";
import { baseSettingsOf } from "~/services/settings.server";
import { toastsFromError, type Toast } from "~/toast/toast.server";
import { SIP_GRID_ID, SIP_HIDDEN_BY_DEFAULT, SIP_SORTABLE } from "./columns";
import { requireSipConnections } from "./guard.server";
import { SIP_ADMIN_API } from "./paths";

export interface SipConnectionsData {
  grid: GridParams;
  rows: AdminSipConnection[];
  total: number;
  /** regionId -> region name (the platform's base settings). */
  regions: Record<string, string>;
  /** The row dialogs and the charge switch (SIPCONNECTIONS_UPDATE). */
  canUpdate: boolean;
  prefs: Awaited<ReturnType<typeof readGridPrefs>>;
  toasts: Toast[];
  title: string;
}

export function parseSipUrl(params: URLSearchParams): GridParams {
  return parseGridParams(params, { defaultSort: { field: "name", direction: "asc" }, sortable: SIP_SORTABLE });
}

/** The platform query of a grid state: withStatus=true, the page, the sort and the name search. */
export function sipListQuery(grid: GridParams): string {
  const list = buildListQuery({ page: grid.page, limit: grid.limit, sort: grid.sort, search: grid.search }, ADMIN_SIP_LIST_SPEC);
  return `withStatus=true&${list}`;
}

/** One connection (any account) by id, or a 404 Response. */
export async function sipConnectionOf(api: PlatformClient, id: string): Promise<AdminSipConnection> {
  const query = buildListQuery({ page: 1, limit: 1, filter: [{ field: "id", op: "=", value: id }] }, ADMIN_SIP_LIST_SPEC);
  const body = await api.get(`${SIP_ADMIN_API.list}?withStatus=true&${query}`, { schema: AdminSipConnectionsResponseSchema.nullable() });
  const connection = body?.sipConnections[0];
  if (!connection) throw new Response("Not found", { status: 404, statusText: "Not Found" });
  return connection;
}

export async function loadSipConnections(request: Request, context: AppLoadContext) {
  const { user, api } = await requireSipConnections(request, context);
  const url = new URL(request.url);
  const grid = parseSipUrl(url.searchParams);
  const [prefs, t, settings] = await Promise.all([
    readGridPrefs(request, SIP_GRID_ID, { hidden: [...SIP_HIDDEN_BY_DEFAULT] }),
    i18nServer.getFixedT(request, ["admin-sip", "messages", "common"]),
    baseSettingsOf(context, request),
  ]);
  const toasts: Toast[] = [];
  let rows: AdminSipConnection[] = [];
  let total = 0;
  try {
    const body = await api.get(`${SIP_ADMIN_API.list}?${sipListQuery(grid)}`, { schema: AdminSipConnectionsResponseSchema.nullable() });
    rows = body?.sipConnections ?? [];
    total = body?.pages.totalElements ?? 0;
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    if (!isNotFound(error)) toasts.push(...toastsFromError(error, MSG.labels_sip_connections));
  }
  const past = rows.length === 0 && total > 0 ? pastLastPageHref(url.searchParams, grid, total) : null;
  if (past) throw redirect(`${url.pathname}${past}`);
  const data: SipConnectionsData = {
    grid,
    rows,
    total,
    regions: Object.fromEntries((settings?.regionsSettings ?? []).map((r) => [r.regionId, r.regionName])),
    canUpdate: hasRoles(user.roles, SIP_ADMIN_ACTION_GATE.roles, SIP_ADMIN_ACTION_GATE.match),
    prefs,
    toasts,
    title: t("common:page_title", { title: t("admin-sip:title"), brand: BRAND_NAME }),
  };
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}
