/**
 * The bots module (mounted at /bots/api): the bots lookup of the statistics entity dropdown and the
 * dashboard (spec 001 §7 "GET {bots module}/bots with limit=1000 and an optional filter on accountId").
 */
import express from "express";
import { BOTS_LIST_SPEC } from "../../../contract/lookups";
import { ROLES } from "../../../contract/roles";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf, requireRoles } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";
import { equalsFilter, orderBy, pageParams, parseQuery, scopeWhere, searchParams, sendList, sharedScope } from "../lookups";


export interface BotInfoCardWire {
  name: string;
  id: string;
  regionId: string | null;
  framework: string;
  apiType: string;
  /** Live phone numbers routed to the bot. */
  assignedNumbers: number;
  /** Administrators only. */
  accountId?: string;
  accountName?: string;
}

interface BotRow {
  id: string;
  name: string;
  region_id: string | null;
  framework: string;
  api_type: string;
  account_id: string;
  account_name: string;
  assigned: number;
  total: number;
}

export function createBotsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    "/bots",
    authenticate(ctx),
    requireRoles([ROLES.BOTS_READ]),
    route((req, res) => {
      const caller = callerOf(req);
      const query = parseQuery(searchParams(req), BOTS_LIST_SPEC);
      const scope = sharedScope(ctx, caller, equalsFilter(query, "accountId"));
      const where = scopeWhere(scope, "b");
      // COUNT(*) OVER () is the number of matching bots before LIMIT: one query for page and total.
      const rows = ctx.db
        .prepare(
          `SELECT b.id, b.name, b.region_id, b.framework, b.api_type, b.account_id, a.name AS account_name,
                  (SELECT COUNT(*) FROM phone_numbers p WHERE p.bot_id = b.id AND p.deleted_at IS NULL) AS assigned,
                  COUNT(*) OVER () AS total
           FROM bots b JOIN accounts a ON a.id = b.account_id
           WHERE ${where.sql}
           ORDER BY ${orderBy("b.name", query.sort.direction, "b")}
           LIMIT ? OFFSET ?`,
        )
        .all(...where.params, ...pageParams(query)) as BotRow[];
      sendList(res, rows, () => ({
        infoCards: rows.map(
          (r): BotInfoCardWire => ({
            name: r.name,
            id: r.id,
            regionId: r.region_id,
            framework: r.framework,
            apiType: r.api_type,
            assignedNumbers: r.assigned,
            ...(scope.withAccount ? { accountId: r.account_id, accountName: r.account_name } : {}),
          }),
        ),
        pages: { totalElements: rows[0].total },
      }));
    }),
  );

  // Errors of this route only; other paths fall through to the next module.
  router.use("/bots", jsonErrorHandler);
  return router;
}
