/**
 * The SIP module's connection lookups (mounted at /sip-connection/api): spec 001 §7 "GET {sip
 * module}/connections (customer), or /Connections/admin with withStatus=true, page=1, limit=50 and
 * a filter on accountId". Express matches paths case-insensitively, as the spec writes both cases.
 */
import express, { type Response } from "express";
import { ADMIN_SIP_LIST_SPEC, SIP_LIST_SPEC } from "../../../contract/lookups";
import type { ListQuery } from "../../../contract/listQuery";
import { ROLES } from "../../../contract/roles";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf, requireAdmin, requireRoles } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";
import {
  adminScope,
  customerScope,
  equalsFilter,
  flag,
  orderBy,
  pageParams,
  parseQuery,
  scopeWhere,
  searchParams,
  sendList,
  type Scope,
} from "../lookups";


export interface SipConnectionInfoWire {
  id: string;
  name: string;
  /** The name; on admin rows "name (account name)", to tell connections of different accounts apart. */
  displayName: string;
  type: string;
  fqdn: string | null;
  regionId: string | null;
  /** Always on the customer form; on the admin form only with withStatus=true. */
  status?: string;
  /** Admin form only. */
  accountId?: string;
  accountName?: string;
}

interface SipRow {
  id: string;
  name: string;
  type: string;
  fqdn: string | null;
  region_id: string | null;
  status: string;
  account_id: string;
  account_name: string;
  total: number;
}

function answer(ctx: PlatformContext, res: Response, query: ListQuery, scope: Scope, withStatus: boolean): void {
  const where = scopeWhere(scope, "s");
  const rows = ctx.db
    .prepare(
      `SELECT s.id, s.name, s.type, s.fqdn, s.region_id, s.status, s.account_id, a.name AS account_name,
              COUNT(*) OVER () AS total
       FROM sip_connections s JOIN accounts a ON a.id = s.account_id
       WHERE ${where.sql}
       ORDER BY ${orderBy("s.name", query.sort.direction, "s")}
       LIMIT ? OFFSET ?`,
    )
    .all(...where.params, ...pageParams(query)) as SipRow[];
  sendList(res, rows, () => ({
    sipConnections: rows.map(
      (r): SipConnectionInfoWire => ({
        id: r.id,
        name: r.name,
        displayName: scope.withAccount ? `${r.name} (${r.account_name})` : r.name,
        type: r.type,
        fqdn: r.fqdn,
        regionId: r.region_id,
        ...(withStatus ? { status: r.status } : {}),
        ...(scope.withAccount ? { accountId: r.account_id, accountName: r.account_name } : {}),
      }),
    ),
    pages: { totalElements: rows[0].total },
  }));
}

export function createSipRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);

  router.get(
    "/connections",
    auth,
    requireRoles([ROLES.SIPCONNECTIONS_READ]),
    route((req, res) => {
      const query = parseQuery(searchParams(req), SIP_LIST_SPEC);
      answer(ctx, res, query, customerScope(ctx, callerOf(req), equalsFilter(query, "accountId")), true);
    }),
  );

  router.get(
    "/Connections/admin",
    auth,
    requireAdmin([ROLES.SIPCONNECTIONS_READ]),
    route((req, res) => {
      const params = searchParams(req);
      const query = parseQuery(params, ADMIN_SIP_LIST_SPEC);
      const withStatus = flag(params, "withStatus", false);
      answer(ctx, res, query, adminScope(ctx, equalsFilter(query, "accountId")), withStatus);
    }),
  );

  // Errors of these routes only (case-insensitive, like the routes); other paths fall through.
  router.use("/connections", jsonErrorHandler);
  return router;
}
