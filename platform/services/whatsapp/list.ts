/**
 * The WhatsApp numbers list (docs/product.md#whatsapp-calls "GET {sip module}/WhatsApp/numbers with page, limit, sort,
 * filter and search"; docs/product.md#whatsapp-numbers the admin table): one SQL builder for the page and the CSV export.
 */
import { WHATSAPP_STATUSES, type WhatsAppStatus } from "../../../contract/enums/whatsapp";
import type { ListQuery } from "../../../contract/listQuery";
import type { WhatsAppNumberRow } from "../../../contract/wire/whatsapp";
import type { PlatformContext } from "../../context";
import { badRequest } from "../../http/errors";
import { escapeLike, type Scope } from "../lookups";
import { settleConfigured } from "./numbers";

/** List field -> column (every field of WHATSAPP_LIST_SPEC). */
const COLUMNS: Readonly<Record<string, string>> = {
  createdAt: "w.created_at",
  name: "w.name",
  phoneNumber: "w.phone_number",
  wabaId: "w.waba_id",
  waPhoneNumberId: "w.wa_phone_number_id",
  fqdn: "w.fqdn",
  regionId: "w.region_id",
  id: "w.id",
  accountId: "w.account_id",
  accountName: "a.name",
  status: "w.status",
};
const TEXT_SORT = new Set(["name", "phoneNumber", "accountName", "regionId", "accountId"]);
const SQL_OPS: Readonly<Record<string, string>> = { "=": "=", "!=": "<>", ">=": ">=", "<=": "<=", ">": ">", "<": "<" };

interface ListRowDb {
  account_id: string;
  account_name: string;
  id: string;
  name: string;
  waba_id: string | null;
  wa_phone_number_id: string | null;
  phone_number: string | null;
  fqdn: string | null;
  region_id: string;
  created_at: number;
  status: WhatsAppStatus;
  error: string | null;
}

export function toRow(r: ListRowDb, withAccount: boolean): WhatsAppNumberRow {
  return {
    ...(withAccount ? { accountId: r.account_id, accountName: r.account_name } : {}),
    id: r.id,
    name: r.name,
    wabaId: r.waba_id,
    waPhoneNumberId: r.wa_phone_number_id,
    phoneNumber: r.phone_number,
    fqdn: withAccount ? r.fqdn : undefined,
    regionId: r.region_id,
    createdDate: new Date(r.created_at).toISOString(),
    status: r.status,
    error: r.error,
  };
}

function where(query: ListQuery, scope: Scope): { sql: string; params: (string | number)[] } {
  const clauses = ["w.deleted_at IS NULL", "a.deleted_at IS NULL"];
  const params: (string | number)[] = [];
  if (scope.accountId !== null) {
    clauses.push("w.account_id = ?");
    params.push(scope.accountId);
  }
  for (const f of query.filter) {
    const column = COLUMNS[f.field];
    if (f.field === "status") {
      // 0 in progress, 1 configured, 2 failed (docs/product.md#whatsapp-numbers)
      const status = WHATSAPP_STATUSES[Number(f.value)];
      clauses.push(`w.status ${f.op === "!=" ? "<>" : "="} ?`);
      params.push(status);
    } else if (f.op === "~") {
      clauses.push(`${column} LIKE ? ESCAPE '\\'`);
      params.push(`%${escapeLike(String(f.value))}%`);
    } else {
      const op = SQL_OPS[f.op];
      if (!op) throw badRequest(`Operator ${f.op} is not supported on ${f.field}`);
      clauses.push(`${column} ${op} ?`);
      params.push(typeof f.value === "boolean" ? Number(f.value) : f.value);
    }
  }
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    clauses.push(
      "(w.name LIKE ? ESCAPE '\\' OR w.phone_number LIKE ? ESCAPE '\\' OR w.waba_id LIKE ? ESCAPE '\\' OR w.fqdn LIKE ? ESCAPE '\\' OR a.name LIKE ? ESCAPE '\\')",
    );
    params.push(like, like, like, like, like);
  }
  return { sql: clauses.join(" AND "), params };
}

function orderBy(query: ListQuery): string {
  const dir = query.sort.direction === "desc" ? "DESC" : "ASC";
  const column = COLUMNS[query.sort.field] ?? COLUMNS.createdAt;
  const collate = TEXT_SORT.has(query.sort.field) ? " COLLATE NOCASE" : "";
  return `${column}${collate} ${dir}, w.id ${dir}`;
}

const SELECT = `SELECT w.account_id, a.name AS account_name, w.id, w.name, w.waba_id, w.wa_phone_number_id, w.phone_number,
  w.fqdn, w.region_id, w.created_at, w.status, w.error
  FROM whatsapp_numbers w JOIN accounts a ON a.id = w.account_id`;

/** One page and the total of every matching row. */
export function listNumbers(ctx: PlatformContext, query: ListQuery, scope: Scope): { rows: WhatsAppNumberRow[]; total: number } {
  settleConfigured(ctx);
  const w = where(query, scope);
  const total = ctx.db.prepare(`SELECT COUNT(*) FROM whatsapp_numbers w JOIN accounts a ON a.id = w.account_id WHERE ${w.sql}`).pluck().get(...w.params) as number;
  const rows = ctx.db
    .prepare(`${SELECT} WHERE ${w.sql} ORDER BY ${orderBy(query)} LIMIT ? OFFSET ?`)
    .all(...w.params, query.limit, (query.page - 1) * query.limit) as ListRowDb[];
  return { rows: rows.map((r) => toRow(r, scope.withAccount)), total };
}

/** Every matching row in the asked order (CSV export; the list is small: one account's numbers or all of them). */
export function allNumbers(ctx: PlatformContext, query: ListQuery, scope: Scope): WhatsAppNumberRow[] {
  settleConfigured(ctx);
  const w = where(query, scope);
  const rows = ctx.db.prepare(`${SELECT} WHERE ${w.sql} ORDER BY ${orderBy(query)}`).all(...w.params) as ListRowDb[];
  return rows.map((r) => toRow(r, scope.withAccount));
}
