/**
 * The phones module (mounted at /phones/api): the numbers lookup of the statistics entity dropdown
 * and the dashboard (spec 001 §7 "GET {phones module}/phones (customer), or /Admin with a filter on
 * userId (admin)"). The admin form names the account `userId`, as the spec does.
 */
import express, { type Response } from "express";
import { ADMIN_PHONES_LIST_SPEC, PHONES_LIST_SPEC } from "../../../contract/lookups";
import type { ListQuery } from "../../../contract/listQuery";
import { ROLES } from "../../../contract/roles";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf, requireAdmin, requireRoles } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";
import {
  adminScope,
  customerScope,
  equalsFilter,
  orderBy,
  pageParams,
  parseQuery,
  scopeWhere,
  searchParams,
  sendList,
  type Scope,
} from "../lookups";


export interface PhoneInfoWire {
  phoneNumber: string;
  name: string;
  e164: string;
  id: string;
  regionId: string | null;
  status: string;
  country: string;
  type: string;
  /** Admin form only. */
  accountId?: string;
  accountName?: string;
}

interface PhoneRow {
  id: string;
  name: string;
  e164: string;
  region_id: string | null;
  status: string;
  country: string;
  type: string;
  account_id: string;
  account_name: string;
  total: number;
}

const SORT_COLUMNS: Record<string, string> = { e164: "p.e164", name: "p.name" };

function answer(ctx: PlatformContext, res: Response, query: ListQuery, scope: Scope): void {
  const where = scopeWhere(scope, "p");
  const rows = ctx.db
    .prepare(
      `SELECT p.id, p.name, p.e164, p.region_id, p.status, p.country, p.type, p.account_id, a.name AS account_name,
              COUNT(*) OVER () AS total
       FROM phone_numbers p JOIN accounts a ON a.id = p.account_id
       WHERE ${where.sql}
       ORDER BY ${orderBy(SORT_COLUMNS[query.sort.field], query.sort.direction, "p")}
       LIMIT ? OFFSET ?`,
    )
    .all(...where.params, ...pageParams(query)) as PhoneRow[];
  sendList(res, rows, () => ({
    phoneNumbers: rows.map(
      (r): PhoneInfoWire => ({
        phoneNumber: r.e164,
        name: r.name,
        e164: r.e164,
        id: r.id,
        regionId: r.region_id,
        status: r.status,
        country: r.country,
        type: r.type,
        ...(scope.withAccount ? { accountId: r.account_id, accountName: r.account_name } : {}),
      }),
    ),
    pages: { totalElements: rows[0].total },
  }));
}

export function createPhonesRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);

  router.get(
    "/phones",
    auth,
    requireRoles([ROLES.NUMBERS_READ]),
    route((req, res) => {
      const query = parseQuery(searchParams(req), PHONES_LIST_SPEC);
      answer(ctx, res, query, customerScope(ctx, callerOf(req), equalsFilter(query, "accountId")));
    }),
  );

  router.get(
    "/Admin",
    auth,
    requireAdmin([ROLES.NUMBERS_READ]),
    route((req, res) => {
      const query = parseQuery(searchParams(req), ADMIN_PHONES_LIST_SPEC);
      answer(ctx, res, query, adminScope(ctx, equalsFilter(query, "userId")));
    }),
  );

  // Errors of these routes only; other paths fall through to the next module.
  router.use(["/phones", "/Admin"], jsonErrorHandler);
  return router;
}
