/**
 * Shared pieces of the configuration-entity lookups (bots, phones, SIP connections, Teams
 * connections; docs/product.md#lookup-calls "Statistics and lookups") and the admin clients list: query parsing
 * that answers 400 (never 500), the account scope of a request, and the 204-when-empty answer.
 */
import type { Response } from "express";
import { GRID } from "../../contract/limits/grid";
import type { ListQuery } from "../../contract/listQuery";
import type { PlatformContext } from "../context";
import { scopeAccount, type Caller } from "../http/auth";
import { badRequest, notFound } from "../http/errors";

// Their homes are platform/http/query.ts and platform/db/sql.ts; forwarded for the modules that
// still import them from here.

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

/** The scope of an admin form (after requireAdmin): the named account, or every account. */
export function adminScope(ctx: PlatformContext, requested: string | undefined): Scope {
  return { accountId: requested === undefined ? null : requireAccount(ctx, requested), withAccount: true };
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

/** Answers the body, or 204 without a body when the list is empty (docs/product.md#lookup-calls "204 means none"). */
export function sendList(res: Response, items: readonly unknown[], body: () => object): void {
  if (items.length === 0) {
    res.status(GRID.EMPTY_STATUS).end();
    return;
  }
  res.json(body());
}
