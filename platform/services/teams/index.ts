/**
 * The Teams module (mounted at /teams/api): the Teams connections lookup of the statistics entity
 * dropdown and the dashboard (spec 001 §7 "GET {teams module}/TeamsConnections, with an accountId
 * filter for admin").
 */
import express from "express";
import { TEAMS_LIST_SPEC } from "../../../contract/lookups";
import { ROLES } from "../../../contract/roles";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf, requireRoles } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";
import { equalsFilter, orderBy, pageParams, parseQuery, scopeWhere, searchParams, sendList, sharedScope } from "../lookups";


export interface TeamsConnectionInfoWire {
  id: string;
  name: string;
  regionId: string | null;
  status: string;
  /** Administrators only. */
  accountId?: string;
  accountName?: string;
}

interface TeamsRow {
  id: string;
  name: string;
  region_id: string | null;
  status: string;
  account_id: string;
  account_name: string;
  total: number;
}

export function createTeamsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    "/TeamsConnections",
    authenticate(ctx),
    requireRoles([ROLES.TEAMS_READ]),
    route((req, res) => {
      const query = parseQuery(searchParams(req), TEAMS_LIST_SPEC);
      const scope = sharedScope(ctx, callerOf(req), equalsFilter(query, "accountId"));
      const where = scopeWhere(scope, "t");
      const rows = ctx.db
        .prepare(
          `SELECT t.id, t.name, t.region_id, t.status, t.account_id, a.name AS account_name, COUNT(*) OVER () AS total
           FROM teams_connections t JOIN accounts a ON a.id = t.account_id
           WHERE ${where.sql}
           ORDER BY ${orderBy("t.name", query.sort.direction, "t")}
           LIMIT ? OFFSET ?`,
        )
        .all(...where.params, ...pageParams(query)) as TeamsRow[];
      sendList(res, rows, () => ({
        teamsConnections: rows.map(
          (r): TeamsConnectionInfoWire => ({
            id: r.id,
            name: r.name,
            regionId: r.region_id,
            status: r.status,
            ...(scope.withAccount ? { accountId: r.account_id, accountName: r.account_name } : {}),
          }),
        ),
        pages: { totalElements: rows[0].total },
      }));
    }),
  );

  // Errors of this route only; other paths fall through to the next module.
  router.use("/TeamsConnections", jsonErrorHandler);
  return router;
}
