/**
 * Platform paths of the statistics screens (docs/product.md#lookup-calls "Statistics and lookups"). Admin mode uses
 * the admin forms (docs/product.md#admin-routes "Admin mode uses admin endpoints and UTC time").
 */
import { buildListQuery } from "../../../contract/listQuery";
import {
  ADMIN_PHONES_LIST_SPEC,
  ADMIN_SIP_LIST_SPEC,
  BOTS_LIST_SPEC,
  PHONES_LIST_SPEC,
  SIP_LIST_SPEC,
  TEAMS_LIST_SPEC,
} from "../../../contract/lookups";
import { GRID } from "../../../contract/limits/grid";
import { buildStatisticsQuery, type StatisticsRequest } from "../../../contract/wire/statistics";
import { ALL_ACCOUNTS, type EntityKind, type StatisticsMode } from "./url";

/** The metrics request of one chart: the customer's own account, or the admin form (one account or all). */
export function metricsPath(mode: StatisticsMode, accountId: string, request: StatisticsRequest): string {
  const query = buildStatisticsQuery(request);
  if (mode === "portal")
    return `/statistics/api/v1/accounts/${encodeURIComponent(accountId)}/statistics/metrics?${query}`;
  const account = accountId === ALL_ACCOUNTS ? "" : `&accountId=${encodeURIComponent(accountId)}`;
  return `/statistics/api/v1/admin/statistics/metrics?${query}${account}`;
}

/** The entity dropdown's lists: the customer forms, or the admin forms filtered by the chosen account. */
export function entityListPath(kind: EntityKind, mode: StatisticsMode, accountId?: string): string {
  const filter = (field: string) =>
    mode === "admin" && accountId ? [{ field, op: "=" as const, value: accountId }] : [];
  switch (kind) {
    case "bot":
      return `/bots/api/bots?${buildListQuery({ limit: GRID.BOTS_FETCH_LIMIT, filter: filter("accountId") }, BOTS_LIST_SPEC)}`;
    case "number":
      return mode === "admin"
        ? `/phones/api/Admin?${buildListQuery({ filter: filter("userId") }, ADMIN_PHONES_LIST_SPEC)}`
        : `/phones/api/phones?${buildListQuery({}, PHONES_LIST_SPEC)}`;
    case "sip":
      return mode === "admin"
        ? `/sip-connection/api/Connections/admin?withStatus=true&${buildListQuery({ page: 1, limit: GRID.ADMIN_SIP_PAGE_LIMIT, filter: filter("accountId") }, ADMIN_SIP_LIST_SPEC)}`
        : `/sip-connection/api/connections?${buildListQuery({}, SIP_LIST_SPEC)}`;
    case "teams":
      return `/teams/api/TeamsConnections?${buildListQuery({ filter: filter("accountId") }, TEAMS_LIST_SPEC)}`;
  }
}
