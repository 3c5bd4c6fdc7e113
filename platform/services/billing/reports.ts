/**
 * CSV reports of the billing service (mounted inside /billing/api; docs/product.md#generic-list-calls "Call history",
 * "Generic grid list" export, #exports "Export"):
 *
 *   POST /reports/calls?{list query}&includeTestCalls=false        customers (LIVEHUB_CALLS_READ), own account
 *   POST /reports/Admin/calls?{list query}&includeTestCalls=false  administrators, every account or filter accountId=...
 *
 * The query is the grid's (filters, sort, search); page, limit and cursors are ignored: an export
 * holds the whole filtered set in the asked order. `month=YYYY-MM` (one of the last 24 months)
 * exports that UTC month by setupTime, ascending. The answer is 202 {jobId} at once; the file is
 * written by a background job (platform/jobs/exports.ts) that ends with a download notification.
 */
import express, { type Request } from "express";
import { CALL_LIST_SPEC } from "../../../contract/calls";
import { CALL_HISTORY } from "../../../contract/limits/call-history";
import { EXPORT } from "../../../contract/limits/export";
import { buildListQuery, type FilterClause, type ListQuery } from "../../../contract/listQuery";
import { ROLES } from "../../../contract/roles";
import { buildCallsListSql } from "../../calls/query";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf, requireAdmin, requireRoles, scopeAccount, type Caller } from "../../http/auth";
import { badRequest, HttpError, jsonErrorHandler, route } from "../../http/errors";
import { flag, parseQuery, searchParams } from "../../http/query";
import { createExportJob, MAX_PENDING_EXPORTS_PER_USER, pendingExportCount, type ExportKind } from "../../jobs/exports";

const TIME_FIELDS = new Set(["setupTime", "connectTime", "endTime"]);

/** First instant of a UTC month and of the next one, for `month=YYYY-MM` within the offered months. */
export function monthRange(month: string, now: number): { from: number; to: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(month.trim());
  const m = match ? Number(match[2]) : 0;
  if (!match || m < 1 || m > 12) throw badRequest("month must be written YYYY-MM");
  const year = Number(match[1]);
  const today = new Date(now);
  const back = (today.getUTCFullYear() - year) * 12 + (today.getUTCMonth() + 1 - m);
  // The current month and the 23 before it: the month dialog's 24 months (docs/product.md#billing).
  if (back < 0 || back >= EXPORT.MONTHS_OFFERED) {
    throw badRequest(`month must be one of the last ${EXPORT.MONTHS_OFFERED} months`);
  }
  return { from: Date.UTC(year, m - 1, 1), to: Date.UTC(year, m, 1) };
}

/** A month export: the month's setupTime range replaces the time filters; sorted by setupTime, ascending. */
function monthQuery(query: ListQuery, month: string, now: number): ListQuery {
  const { from, to } = monthRange(month, now);
  const filter: FilterClause[] = [
    ...query.filter.filter((f) => !TIME_FIELDS.has(f.field)),
    { field: "setupTime", op: ">=", value: from },
    { field: "setupTime", op: "<", value: to },
  ];
  // A search needs a range of a few days (CALL_HISTORY.SEARCH_MAX_DAYS); a month export is the whole month.
  return { ...query, filter, search: undefined, sort: { field: "setupTime", direction: "asc" } };
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function startExport(ctx: PlatformContext, req: Request, res: express.Response, admin: boolean): void {
  const caller: Caller = callerOf(req);
  const params = searchParams(req);
  let query = parseQuery(params, CALL_LIST_SPEC);
  const month = params.get("month")?.trim() ?? null;
  if (month !== null) query = monthQuery(query, month, ctx.now());
  const testCalls = flag(params, "includeTestCalls", false);

  // Customers read their own account, exactly as GET /v1/Calls scopes them; an accountId filter
  // naming another account is 404 (an administrator on this route may name one).
  let kind: ExportKind = admin ? "admin-calls" : "calls";
  if (!admin) {
    for (const f of query.filter) {
      if (f.field === "accountId" && f.op === "=" && scopeAccount(caller, String(f.value)) !== caller.accountId)
        kind = "admin-calls";
    }
  }
  // Builds the SQL once now, so a bad sort, filter value or search range is a 400 here, not a failed job.
  buildCallsListSql({
    accountId: kind === "calls" ? caller.accountId : null,
    filters: query.filter,
    sort: query.sort,
    search: query.search,
    page: 1,
    limit: 1,
    includeTestCalls: testCalls,
    maxSearchDays: CALL_HISTORY.SEARCH_MAX_DAYS,
  });
  if (pendingExportCount(ctx, caller.sub) >= MAX_PENDING_EXPORTS_PER_USER) {
    throw new HttpError(429, "Too many exports are in progress. Please wait for them to finish.");
  }
  const stored = `${buildListQuery({ sort: query.sort, filter: query.filter, search: query.search }, CALL_LIST_SPEC)}&includeTestCalls=${testCalls}`;
  const fileName = `${admin ? "admin-" : ""}calls-${month ?? isoDate(ctx.now())}.csv`;
  const jobId = createExportJob(ctx, {
    accountId: caller.accountId,
    userId: caller.sub,
    kind,
    query: stored,
    fileName,
  });
  res.status(EXPORT.ACCEPTED_STATUS).json({ jobId });
}

export function createReportsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);

  router.post(
    "/reports/calls",
    auth,
    requireRoles([ROLES.CALLS_READ]),
    route((req, res) => startExport(ctx, req, res, false)),
  );

  router.post(
    "/reports/Admin/calls",
    auth,
    requireAdmin(),
    route((req, res) => startExport(ctx, req, res, true)),
  );

  router.use("/reports", jsonErrorHandler);
  return router;
}
