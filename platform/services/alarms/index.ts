import express from "express";
import { ROLES } from "../../../contract/roles";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf, requireAdmin, requireRoles, scopeAccount } from "../../http/auth";
import { jsonErrorHandler, notFound, route } from "../../http/errors";
import { mountEntity } from "../../entities/router";
import { ALARMS_ENTITY } from "./definition";
import { ALARM_THRESHOLDS_ENTITY } from "./thresholdsEntity";

/** Severities in the spec's order (docs/product.md#alarm-summary "Alarm summary"). */
export const ALARM_SEVERITIES = ["critical", "major", "minor", "warning", "indeterminate", "cleared"] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];
export type AlarmSummary = Record<AlarmSeverity, number>;

/**
 * Counts of active alarms per severity (of one account, or of every account when null); every
 * severity present, zero when none.
 */
export function alarmSummary(ctx: PlatformContext, accountId: string | null): AlarmSummary {
  const rows = (
    accountId === null
      ? ctx.db
          .prepare(
            "SELECT severity, COUNT(*) AS n FROM alarms WHERE active = 1 AND deleted_at IS NULL GROUP BY severity",
          )
          .all()
      : ctx.db
          .prepare(
            "SELECT severity, COUNT(*) AS n FROM alarms WHERE account_id = ? AND active = 1 AND deleted_at IS NULL GROUP BY severity",
          )
          .all(accountId)
  ) as { severity: string; n: number }[];
  const summary = Object.fromEntries(ALARM_SEVERITIES.map((s) => [s, 0])) as AlarmSummary;
  for (const row of rows) {
    if ((ALARM_SEVERITIES as readonly string[]).includes(row.severity)) summary[row.severity as AlarmSeverity] = row.n;
  }
  return summary;
}

/**
 * The alarms module (mounted at /api/v1): the summary the console's header polls every 60 s, the
 * alarms (list, read, delete, report) and the thresholds (the entity collections of ADR 010).
 */
export function createAlarmsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  // Authentication per route: other modules may share this base path.
  const auth = authenticate(ctx);

  router.get(
    "/activeAlarms/summary",
    auth,
    requireRoles([ROLES.ALARMS_READ]),
    route((req, res) => {
      res.json(alarmSummary(ctx, callerOf(req).accountId));
    }),
  );

  router.get(
    "/Admin/activeAlarms/summary",
    auth,
    requireAdmin(),
    route((req, res) => {
      // Without accountId: every account's alarms together.
      const requested = typeof req.query.accountId === "string" && req.query.accountId ? req.query.accountId : null;
      if (requested === null) return void res.json(alarmSummary(ctx, null));
      const accountId = scopeAccount(callerOf(req), requested);
      const exists = ctx.db.prepare("SELECT 1 FROM accounts WHERE id = ? AND deleted_at IS NULL").get(accountId);
      if (!exists) throw notFound("Account not found");
      res.json(alarmSummary(ctx, accountId));
    }),
  );

  mountEntity(ctx, router, ALARMS_ENTITY);
  mountEntity(ctx, router, ALARM_THRESHOLDS_ENTITY);

  // Errors of these routes only; unknown paths fall through to the next module.
  router.use(["/activeAlarms", "/Admin/activeAlarms"], jsonErrorHandler);
  return router;
}
