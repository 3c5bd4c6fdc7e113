/**
 * Shared pieces of the configuration-entity lookups (bots, phones, SIP connections, Teams
 * connections; spec 001 §7 "Statistics and lookups") and the admin clients list: query parsing
 * that answers 400 (never 500), the account scope of a request, and the 204-when-empty answer.
 */
import type { Request, Response } from "express";
import { GRID } from "../../contract/limits/grid";
import { ListQueryError, parseListQuery, type ListQuery, type ListSpec } from "../../contract/listQuery";
import type { PlatformContext } from "../context";
import { scopeAccount, type Caller } from "../http/auth";
import { badRequest, notFound } from "../http/errors";

/** The query string of a request, exactly as sent (express's parsed req.query may nest or merge values). */
export function searchParams(req: Request): URLSearchParams {
  const at = req.originalUrl.indexOf("?");
  return new URLSearchParams(at === -1 ? "" : req.originalUrl.slice(at + 1));
}

/** parseListQuery, with its ListQueryError turned into a 400 carrying the parser's message. */
export function parseQuery(params: URLSearchParams, spec: ListSpec): ListQuery {
  try {
    return parseListQuery(params, spec);
  } catch (err) {
    if (err instanceof ListQueryError) throw badRequest(err.message);
    throw err;
  }
}

/** An optional boolean query parameter (true, false, 1, 0); anything else is a 400. */
export function flag(params: URLSearchParams, name: string, fallback: boolean): boolean {
  const all = params.getAll(name);
  if (all.length > 1) throw badRequest(`Parameter "${name}" is given more than once`);
  const value = all[0]?.trim().toLowerCase();
  if (value === undefined || value === "") return fallback;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw badRequest(`${name} must be true or false`);
}

/** The value of the one `field=value` clause of the filter, or undefined; naming it twice is a 400. */
export function equalsFilter(query: ListQuery, field: string): string | undefined {
  const clauses = query.filter.filter((c) => c.field === field && c.op === "=");
  if (clauses.length > 1) throw badRequest(`filter names "${field}" more than once`);
  return clauses.length ? String(clauses[0].value) : undefined;
}

/** Whose rows a list reads. accountId null: every account (administrators only). */
export interface Scope {
  accountId: string | null;
  /** Rows carry accountId and accountName (administrators). */
  withAccount: boolean;
}

/** 404 unless the account exists and is not deleted. */
export function requireAccount(ctx: PlatformContext, accountId: string): string {
  const exists = ctx.db.prepare("SELECT 1 FROM accounts WHERE id = ? AND deleted_at IS NULL").get(accountId);
  if (!exists) throw notFound("Account not found");
  return accountId;
}

/**
 * The scope of an endpoint both customers and administrators call (bots, Teams connections):
 * a customer reads the own account (naming another one is a 404, so ids cannot be probed); an
 * administrator reads the named account, or every account when none is named.
 */
export function sharedScope(ctx: PlatformContext, caller: Caller, requested: string | undefined): Scope {
  if (!caller.isAdmin) return { accountId: scopeAccount(caller, requested), withAccount: false };
  return { accountId: requested === undefined ? null : requireAccount(ctx, requested), withAccount: true };
}

/** The scope of a customer form (/phones, /connections): the own account; an administrator may name another. */
export function customerScope(ctx: PlatformContext, caller: Caller, requested: string | undefined): Scope {
  const accountId = scopeAccount(caller, requested);
  return { accountId: accountId === caller.accountId ? accountId : requireAccount(ctx, accountId), withAccount: false };
}

/** The scope of an admin form (after requireAdmin): the named account, or every account. */
export function adminScope(ctx: PlatformContext, requested: string | undefined): Scope {
  return { accountId: requested === undefined ? null : requireAccount(ctx, requested), withAccount: true };
}

/**
 * The WHERE text and parameters of a scoped entity table aliased `alias`: live rows only
 * (deleted_at IS NULL), of the scope's account, and never of a deleted account.
 */
export function scopeWhere(scope: Scope, alias: string): { sql: string; params: string[] } {
  const live = `${alias}.deleted_at IS NULL AND a.deleted_at IS NULL`;
  return scope.accountId === null
    ? { sql: live, params: [] }
    : { sql: `${alias}.account_id = ? AND ${live}`, params: [scope.accountId] };
}

/** ORDER BY text for a list sorted by a text column: case-insensitive, id as the tie-breaker (stable pages). */
export function orderBy(column: string, direction: "asc" | "desc", alias: string): string {
  const dir = direction === "desc" ? "DESC" : "ASC";
  return `${column} COLLATE NOCASE ${dir}, ${alias}.id ${dir}`;
}

/** LIMIT/OFFSET parameters of a page. */
export function pageParams(query: ListQuery): [number, number] {
  return [query.limit, (query.page - 1) * query.limit];
}

/** Answers the body, or 204 without a body when the list is empty (spec 001 §7 "204 means none"). */
export function sendList(res: Response, items: readonly unknown[], body: () => object): void {
  if (items.length === 0) {
    res.status(GRID.EMPTY_STATUS).end();
    return;
  }
  res.json(body());
}

/** Escapes `\`, `%` and `_` for a LIKE pattern written with ESCAPE '\'. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
