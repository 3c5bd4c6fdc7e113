/**
 * The phones module (mounted at /phones/api): the numbers lookup of the statistics entity dropdown
 * and the dashboard (spec 001 §7 "GET {phones module}/phones (customer), or /Admin with a filter on
 * userId (admin)"). The admin form names the account `userId`, as the spec does; it also feeds the
 * admin numbers grid (paged, sorted, searched, with the account and billing fields) and lists the
 * connectivity providers of the manual number.
 */
import express, { type Response } from "express";
import { ADMIN_PHONES_LIST_SPEC, PHONES_LIST_SPEC } from "../../../contract/lookups";
import type { ListQuery } from "../../../contract/listQuery";
import { ROLES } from "../../../contract/roles";
import type { AdminPhone } from "../../../contract/wire/phones";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf, requireAdmin, requireRoles } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";
import {
  adminScope,
  customerScope,
  equalsFilter,
  escapeLike,
  orderBy,
  pageParams,
  parseQuery,
  scopeWhere,
  searchParams,
  sendList,
  type Scope,
} from "../lookups";
import { createPhoneOrdersRouter } from "./buying";
import { connectivityProviders } from "./providers";

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
  monthlyCharge?: number;
  provider?: string;
  createdDate?: string;
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
  monthly_charge: number;
  provider: string;
  created_at: number;
  total: number;
}

const TEXT_SORT: Record<string, string> = {
  e164: "p.e164",
  name: "p.name",
  accountName: "a.name",
  country: "p.country",
  type: "p.type",
  status: "p.status",
  regionId: "p.region_id",
  provider: "p.provider",
};
const NUMBER_SORT: Record<string, string> = { monthlyCharge: "p.monthly_charge", createdAt: "p.created_at" };

function sortSql(query: ListQuery): string {
  const { field, direction } = query.sort;
  if (TEXT_SORT[field]) return orderBy(TEXT_SORT[field], direction, "p");
  const dir = direction === "desc" ? "DESC" : "ASC";
  return `${NUMBER_SORT[field]} ${dir}, p.id ${dir}`;
}

/**
 * The search of the admin grid: the number's name, country or account name contain the text, or the
 * number contains its digits when the text looks like a phone number ("+44 20 7946" finds
 * +442079460001).
 */
function searchWhere(search: string | undefined): { sql: string; params: string[] } {
  if (!search) return { sql: "", params: [] };
  const like = `%${escapeLike(search)}%`;
  const clauses = ["p.name LIKE ? ESCAPE '\\'", "p.country LIKE ? ESCAPE '\\'", "a.name LIKE ? ESCAPE '\\'", "p.e164 LIKE ? ESCAPE '\\'"];
  const params = [like, like, like, like];
  const digits = search.replace(/\D/g, "");
  if (digits && /^[\d\s().+-]+$/.test(search)) {
    clauses.push("p.e164 LIKE ?");
    params.push(`%${digits}%`);
  }
  return { sql: ` AND (${clauses.join(" OR ")})`, params };
}

/** The admin form's extra fields of a row. */
function adminFields(r: PhoneRow): Pick<AdminPhone, "accountId" | "accountName" | "monthlyCharge" | "provider" | "createdDate"> {
  return {
    accountId: r.account_id,
    accountName: r.account_name,
    monthlyCharge: r.monthly_charge,
    provider: r.provider,
    createdDate: new Date(r.created_at).toISOString(),
  };
}

function answer(ctx: PlatformContext, res: Response, query: ListQuery, scope: Scope): void {
  const where = scopeWhere(scope, "p");
  const search = searchWhere(query.search);
  const rows = ctx.db
    .prepare(
      `SELECT p.id, p.name, p.e164, p.region_id, p.status, p.country, p.type, p.account_id, a.name AS account_name,
              p.monthly_charge, p.provider, p.created_at, COUNT(*) OVER () AS total
       FROM phone_numbers p JOIN accounts a ON a.id = p.account_id
       WHERE ${where.sql}${search.sql}
       ORDER BY ${sortSql(query)}
       LIMIT ? OFFSET ?`,
    )
    .all(...where.params, ...search.params, ...pageParams(query)) as PhoneRow[];
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
        ...(scope.withAccount ? adminFields(r) : {}),
      }),
    ),
    pages: { totalElements: rows[0].total },
  }));
}

export function createPhonesRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);
  // Buying numbers: catalogue, cart, orders (buying.ts).
  router.use(createPhoneOrdersRouter(ctx));

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

  router.get(
    "/Admin/Providers",
    auth,
    requireAdmin([ROLES.NUMBERS_READ]),
    route((_req, res) => {
      res.json({ providers: connectivityProviders(ctx) });
    }),
  );

  // Errors of these routes only; other paths fall through to the next module.
  router.use(["/phones", "/Admin"], jsonErrorHandler);
  return router;
}
