/**
 * The statistics service (mounted at /statistics/api; docs/product.md#lookup-calls "GET {statistics service}/v1/
 * accounts/{accountId}/statistics/metrics"): series over the 5-minute metric windows.
 *
 * - /v1/accounts/{accountId}/statistics/metrics: a customer reads the own account only (another
 *   id answers 404); an administrator any live account.
 * - /v1/admin/statistics/metrics[?accountId=]: administrators; without accountId, the aggregate of
 *   every account (docs/product.md#statistics "'All accounts'").
 * The filter is the generic list grammar (contract/wire/statistics.ts): timestamp bounds,
 * metricName list separated by semicolons, entityId; then groupBy and timezoneOffset (hours).
 */
import express from "express";
import { CONNECTED_ENTITY_TYPES } from "../../../contract/enums/connected-entities";
import { STATISTICS } from "../../../contract/limits/statistics";
import { TIME } from "../../../contract/limits/units";
import { ListQueryError } from "../../../contract/listQuery";
import { ROLES } from "../../../contract/roles";
import { metricWindowStart, seriesWindowMinutes } from "../../../contract/statisticsBuckets";
import { parseStatisticsQuery, type StatisticsQuery, type StatisticsResponse } from "../../../contract/wire/statistics";
import type { PlatformContext } from "../../context";
import type { Db } from "../../db/database";
import { authenticate, callerOf, requireAdmin, requireRoles, scopeAccount } from "../../http/auth";
import { badRequest, jsonErrorHandler, route } from "../../http/errors";
import { bucketWindows, toSeries, type WindowSelection } from "../../metrics/series";
import { searchParams } from "../../http/query";
import { requireAccount } from "../lookups";

function parse(params: URLSearchParams): StatisticsQuery {
  let query: StatisticsQuery;
  try {
    query = parseStatisticsQuery(params);
  } catch (err) {
    if (err instanceof ListQueryError) throw badRequest(err.message);
    throw err;
  }
  if (query.to - query.from > STATISTICS.MAX_RANGE_DAYS * TIME.DAY_MS) {
    throw badRequest("The selected time range is too long. Please select a range not longer than 2 months.");
  }
  return query;
}

/** An entity's windows are keyed by (type, id); the request names the id only. */
const ENTITY_TYPES_SQL = CONNECTED_ENTITY_TYPES.map((t) => `'${t}'`).join(", ");

/** Which windows a request reads: one account (or every live account when accountId is null). */
function windowsOf(accountId: string | null, q: StatisticsQuery): WindowSelection {
  const key =
    q.entityId === undefined
      ? "entity_type = '' AND entity_id = ''"
      : `entity_type IN (${ENTITY_TYPES_SQL}) AND entity_id = @entity`;
  const account =
    accountId === null ? "account_id IN (SELECT id FROM accounts WHERE deleted_at IS NULL)" : "account_id = @account";
  return {
    where: `${account} AND ${key} AND window_start >= @from AND window_start <= @to`,
    params: { account: accountId, entity: q.entityId, from: metricWindowStart(q.from), to: q.to },
    // the primary key is (account, entity type, entity id, window start)
    oneRowPerWindow: accountId !== null && q.entityId === undefined,
  };
}

export function statisticsResponse(db: Db, accountId: string | null, q: StatisticsQuery): StatisticsResponse {
  const windowMinutes = seriesWindowMinutes(q.from, q.to);
  const buckets = bucketWindows(db, windowsOf(accountId, q), windowMinutes, q.timezoneOffset, q.metricNames);
  return { series: toSeries(buckets, q.metricNames, q.groupBy), windowMinutes };
}

export function createStatisticsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    "/v1/accounts/:accountId/statistics/metrics",
    authenticate(ctx),
    requireRoles([ROLES.STATISTICS_READ_READ]),
    route((req, res) => {
      const caller = callerOf(req);
      const accountId = scopeAccount(caller, req.params.accountId);
      if (accountId !== caller.accountId) requireAccount(ctx, accountId);
      res.json(statisticsResponse(ctx.db, accountId, parse(searchParams(req))));
    }),
  );

  router.get(
    "/v1/admin/statistics/metrics",
    authenticate(ctx),
    requireAdmin([ROLES.STATISTICS_READ_READ]),
    route((req, res) => {
      const params = searchParams(req);
      const requested = params.get("accountId")?.trim();
      const accountId = requested ? requireAccount(ctx, requested) : null;
      res.json(statisticsResponse(ctx.db, accountId, parse(params)));
    }),
  );

  router.use("/v1", jsonErrorHandler);
  return router;
}
