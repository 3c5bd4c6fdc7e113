/**
 * The portal dashboard's summary cards (mounted inside /vaic/api): GET /dashboard/summary counts
 * the caller's own account. Each part is present only when the caller holds its read role, so a
 * card never shows what its screen would refuse (docs/product.md#portal-gates portal role gates).
 */
import express from "express";
import { TIME } from "../../../contract/limits/units";
import type { ListSpec } from "../../../contract/listQuery";
import { hasRoles, ROLES } from "../../../contract/roles";
import type { AlarmSummary } from "../../../contract/alarms";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";
import { alarmSummary } from "../alarms/index";
import { parseQuery, searchParams } from "../../http/query";

export interface DashboardSummary {
  bots?: number;
  numbers?: number;
  sipConnections?: number;
  whatsappNumbers?: number;
  teamsConnections?: number;
  /** Routing rules: the dashboard's next steps ask for one once the account has a channel (docs/features/shell.md). */
  routingRules?: number;
  /** Live calls (no test calls) set up in the last 24 hours. */
  calls24h?: { total: number; successful: number };
  /** Active alarms per severity. */
  alarms?: AlarmSummary;
}

/** The summary takes no list parameters: any filter, sort or paging is refused with a 400. */
const SUMMARY_SPEC: ListSpec = {
  fields: {},
  defaultSort: { field: "", direction: "asc" },
  defaultLimit: 1,
  maxLimit: 1,
  searchable: false,
};

/** Entity counts and the role that gates each (WhatsApp numbers sit under SIP connections in the portal). */
const ENTITY_COUNTS = [
  { key: "bots", table: "bots", role: ROLES.BOTS_READ },
  { key: "numbers", table: "phone_numbers", role: ROLES.NUMBERS_READ },
  { key: "sipConnections", table: "sip_connections", role: ROLES.SIPCONNECTIONS_READ },
  { key: "whatsappNumbers", table: "whatsapp_numbers", role: ROLES.SIPCONNECTIONS_READ },
  { key: "teamsConnections", table: "teams_connections", role: ROLES.TEAMS_READ },
  { key: "routingRules", table: "routing_rules", role: ROLES.ROUTINGRULES_READ },
] as const;

export function createDashboardRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  // Prepared once: the dashboard is the landing page of every customer.
  const counts = ENTITY_COUNTS.map((c) => ({
    ...c,
    stmt: ctx.db.prepare(`SELECT COUNT(*) FROM ${c.table} WHERE account_id = ? AND deleted_at IS NULL`).pluck(),
  }));
  // Reads the calls_live_time index alone (account, setup_time, successful; is_test_call = 0).
  const calls = ctx.db.prepare(
    `SELECT COUNT(*) AS total, COALESCE(SUM(successful), 0) AS successful
     FROM calls WHERE account_id = ? AND setup_time >= ? AND is_test_call = 0`,
  );

  router.get(
    "/dashboard/summary",
    authenticate(ctx),
    route((req, res) => {
      const caller = callerOf(req);
      parseQuery(searchParams(req), SUMMARY_SPEC);
      const summary: DashboardSummary = {};
      for (const c of counts) {
        if (hasRoles(caller.role, [c.role])) summary[c.key] = c.stmt.get(caller.accountId) as number;
      }
      if (hasRoles(caller.role, [ROLES.CALLS_READ])) {
        const row = calls.get(caller.accountId, ctx.now() - TIME.DAY_MS) as { total: number; successful: number };
        summary.calls24h = { total: row.total, successful: row.successful };
      }
      if (hasRoles(caller.role, [ROLES.ALARMS_READ])) summary.alarms = alarmSummary(ctx, caller.accountId);
      res.setHeader("Cache-Control", "no-store");
      res.json(summary);
    }),
  );

  router.use("/dashboard", jsonErrorHandler);
  return router;
}
