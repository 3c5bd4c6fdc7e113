/**
 * The Teams module (mounted at /teams/api; docs/product.md#endpoint-names "/teams", "/Tenant" and their report generators):
 * the tenants and connections collections of the entity store — the connections collection is also
 * the lookup of the statistics entity picker and the dashboard (docs/product.md#lookup-calls "GET {teams module}/
 * TeamsConnections, with an accountId filter for admin"; the answer has teamsConnections) —, the
 * regions a connection may be created in, and the account's Teams-only mode.
 */
import express from "express";
import { ROLES } from "../../../contract/roles";
import { TeamsOnlyModeSchema } from "../../../contract/wire/teams";
import type { PlatformContext } from "../../context";
import { mountEntity } from "../../entities/router";
import { authenticate, callerOf, requireRoles } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";
import { recordAudit } from "../../audit";
import { TEAMS_CONNECTIONS_ENTITY } from "./connections";
import { TEAMS_TENANTS_ENTITY } from "./tenants";

export function createTeamsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  mountEntity(ctx, router, TEAMS_TENANTS_ENTITY);
  mountEntity(ctx, router, TEAMS_CONNECTIONS_ENTITY);

  // The regions of the catalogue, for the connection dialog of a user who holds the Teams roles only.
  router.get(
    "/Config/regions",
    authenticate(ctx),
    requireRoles([ROLES.TEAMS_READ]),
    route((_req, res) => {
      res.json({
        regions: ctx.db
          .prepare("SELECT region_id AS regionId, region_name AS regionName FROM regions ORDER BY region_name")
          .all(),
      });
    }),
  );

  // The caller's account's Teams-only mode (docs/product.md#current-user current user "teamsOnlyMode"); the settings role changes it.
  router.put(
    "/TeamsOnlyMode",
    authenticate(ctx),
    requireRoles([ROLES.SETTINGS_UPDATE]),
    express.json(),
    route((req, res) => {
      const caller = callerOf(req);
      const { enabled } = TeamsOnlyModeSchema.parse(req.body);
      const before =
        ctx.db.prepare("SELECT teams_only_mode FROM accounts WHERE id = ?").pluck().get(caller.accountId) === 1;
      ctx.db.prepare("UPDATE accounts SET teams_only_mode = ? WHERE id = ?").run(enabled ? 1 : 0, caller.accountId);
      recordAudit(ctx, caller, caller.accountId, "teams-only-mode", { enabled: before }, { enabled });
      res.json({ enabled });
    }),
  );

  router.use(["/Config", "/TeamsOnlyMode"], jsonErrorHandler);
  return router;
}
