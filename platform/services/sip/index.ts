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
  escapeLike,
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
  /** Admin form only (contract/wire/sip.ts): the call-limit profile in force and the SIP charge flag. */
  cacProfileId?: string | null;
  cacProfileDisplay?: string | null;
  shouldCharge?: boolean;
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
  cac_profile_id: string | null;
  cac_profile_display: string | null;
  should_charge: number;
  total: number;
}

/** Sortable fields of the admin form (ADMIN_SIP_LIST_SPEC) and their columns; the customer form sorts by name. */
const SORT_COLUMNS: Readonly<Record<string, string>> = {
  name: "s.name",
  accountName: "a.name",
  type: "s.type",
  fqdn: "s.fqdn",
  status: "s.status",
  regionId: "s.region_id",
};

function answer(ctx: PlatformContext, res: Response, query: ListQuery, scope: Scope, withStatus: boolean): void {
  const where = scopeWhere(scope, "s");
  const clauses = [where.sql];
  const params: string[] = [...where.params];
  // Admin form only (the customer grammar has neither): one connection by id, and the name search.
  const id = scope.withAccount ? equalsFilter(query, "id") : undefined;
  if (id !== undefined) {
    clauses.push("s.id = ?");
    params.push(id);
  }
  if (scope.withAccount && query.search) {
    clauses.push("s.name LIKE ? ESCAPE '\\'");
    params.push(`%${escapeLike(query.search)}%`);
  }
  // A connection without its own profile runs under the default one: show that one.
  const rows = ctx.db
    .prepare(
      `SELECT s.id, s.name, s.type, s.fqdn, s.region_id, s.status, s.account_id, a.name AS account_name,
              c.profile_id AS cac_profile_id, c.display AS cac_profile_display, s.should_charge,
              COUNT(*) OVER () AS total
       FROM sip_connections s JOIN accounts a ON a.id = s.account_id
       LEFT JOIN cac_profiles c ON c.profile_id = COALESCE(s.cac_profile_id, (SELECT profile_id FROM cac_profiles WHERE is_default = 1 LIMIT 1))
       WHERE ${clauses.join(" AND ")}
       ORDER BY ${orderBy(SORT_COLUMNS[query.sort.field] ?? SORT_COLUMNS.name, query.sort.direction, "s")}
       LIMIT ? OFFSET ?`,
    )
    .all(...params, ...pageParams(query)) as SipRow[];
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
        ...(scope.withAccount
          ? {
              accountId: r.account_id,
              accountName: r.account_name,
              cacProfileId: r.cac_profile_id,
              cacProfileDisplay: r.cac_profile_display,
              shouldCharge: r.should_charge === 1,
            }
          : {}),
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
