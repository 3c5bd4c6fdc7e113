/**
 * The one entity store (ADR 010): list, read, create, update and delete of any entity definition over
 * SQLite, scoped to an account, with its per-account rules checked inside the write transaction (so two
 * concurrent creates cannot both take the last place) and its secrets kept write-only.
 */
import { randomUUID } from "node:crypto";
import type { ListQuery } from "../../contract/listQuery";
import type { PlatformContext } from "../context";
import { writeTransaction } from "../db/database";
import { badRequest, conflict, HttpError, notFound } from "../http/errors";
import { escapeLike } from "../db/sql";
import type { Scope } from "../services/lookups";
import { systemMaxBotsCount } from "../services/vaic/settings";
import {
  BASE_FIELDS_SQL,
  isWritableEntity,
  type AccountFacts,
  type AnyEntityDefinition,
  type AnyEntityReadDefinition,
  type DbRow,
  type SqlValue,
} from "./definition";

/** A search that is written like a phone number: digits with spaces, dots, dashes, brackets or a plus. */
const PHONE_LIKE = /^[\d\s().+-]+$/;
const SQL_OPS: Readonly<Record<string, string>> = { "=": "=", "!=": "<>", ">=": ">=", "<=": "<=", ">": ">", "<": "<" };
export const ESSENTIAL_PLAN = "Essential Plan";

/** The SQL of a list field: the definition's own, or a base field's. */
const fieldSql = (def: AnyEntityReadDefinition, field: string): string | undefined =>
  def.fields[field] ?? BASE_FIELDS_SQL[field];

/** Whether the reads of a scope see the definition's built-in records: a list of one account (never of every account). */
const seesBuiltIns = (def: AnyEntityReadDefinition, scope: Scope) =>
  def.builtIn !== undefined && scope.accountId !== null;

/** A constant of a built-in record as SQL (the definition's own values, never user input). */
function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NULL";
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * The rows a read sees, aliased `t`: the table's, or, with the built-in records, one built-in row per
 * account before the stored ones (`built_in` 1 and 0).
 */
function rowsOf(def: AnyEntityReadDefinition, builtIns: boolean): string {
  if (!builtIns || !def.builtIn) return `${def.table} t`;
  const own = Object.keys(def.builtIn.columns);
  const columns = [...own, "account_id", "created_at", "updated_at", "deleted_at"];
  const values = own.map((name) => `${sqlLiteral(def.builtIn!.columns[name])} AS ${name}`);
  const built = `SELECT ${values.join(", ")}, acc.id AS account_id, acc.created_at AS created_at, NULL AS updated_at, NULL AS deleted_at, 1 AS built_in FROM accounts acc`;
  return `(${built} UNION ALL SELECT ${columns.join(", ")}, 0 AS built_in FROM ${def.table}) t`;
}

function selectFrom(def: AnyEntityReadDefinition, builtIns = false): string {
  return `SELECT t.*, a.name AS account_name${def.select ? `, ${def.select}` : ""} FROM ${rowsOf(def, builtIns)} JOIN accounts a ON a.id = t.account_id`;
}

function where(def: AnyEntityReadDefinition, query: ListQuery, scope: Scope): { sql: string; params: SqlValue[] } {
  const clauses = ["t.deleted_at IS NULL", "a.deleted_at IS NULL"];
  const params: SqlValue[] = [];
  if (scope.accountId !== null) {
    clauses.push("t.account_id = ?");
    params.push(scope.accountId);
  }
  for (const f of query.filter) {
    if (f.field === "accountId") continue; // the scope carries it (checked by sharedScope)
    const column = fieldSql(def, f.field);
    if (!column) throw badRequest(`The list cannot be filtered by "${f.field}"`);
    if (f.op === "~") {
      clauses.push(`${column} LIKE ? ESCAPE '\\'`);
      params.push(`%${escapeLike(String(f.value))}%`);
    } else {
      clauses.push(`${column} ${SQL_OPS[f.op]} ?`);
      params.push(typeof f.value === "boolean" ? Number(f.value) : f.value);
    }
  }
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    const search = def.search.map((s) => `${s} LIKE ? ESCAPE '\\'`);
    for (let i = 0; i < def.search.length; i++) params.push(like);
    const digits = query.search.replace(/\D/g, "");
    if (def.digitsSearch && digits && PHONE_LIKE.test(query.search)) {
      search.push(`${def.digitsSearch} LIKE ?`);
      params.push(`%${digits}%`);
    }
    clauses.push(`(${search.join(" OR ")})`);
  }
  return { sql: clauses.join(" AND "), params };
}

function orderBy(def: AnyEntityReadDefinition, query: ListQuery, builtIns = false): string {
  const dir = query.sort.direction === "desc" ? "DESC" : "ASC";
  const column = fieldSql(def, query.sort.field) ?? BASE_FIELDS_SQL.name;
  const text =
    def.listSpec.fields[query.sort.field]?.type === "string" || def.listSpec.fields[query.sort.field]?.type === "enum";
  // The built-in records come first whatever the sort.
  return `${builtIns ? "t.built_in DESC, " : ""}${column}${text ? " COLLATE NOCASE" : ""} ${dir}, t.id ${dir}`;
}

/** One page and the total of every matching row. */
export function listEntities(ctx: PlatformContext, def: AnyEntityReadDefinition, query: ListQuery, scope: Scope) {
  def.beforeRead?.(ctx);
  const w = where(def, query, scope);
  const builtIns = seesBuiltIns(def, scope);
  const total = ctx.db
    .prepare(`SELECT COUNT(*) FROM ${rowsOf(def, builtIns)} JOIN accounts a ON a.id = t.account_id WHERE ${w.sql}`)
    .pluck()
    .get(...w.params) as number;
  const rows = ctx.db
    .prepare(`${selectFrom(def, builtIns)} WHERE ${w.sql} ORDER BY ${orderBy(def, query, builtIns)} LIMIT ? OFFSET ?`)
    .all(...w.params, query.limit, (query.page - 1) * query.limit) as DbRow[];
  return { rows: rows.map((r) => def.toRow(r, scope.withAccount)), total };
}

/** Where a record stands (0-based) in the list as asked, or null when the query leaves it out. */
export function positionOf(
  ctx: PlatformContext,
  def: AnyEntityReadDefinition,
  query: ListQuery,
  scope: Scope,
  id: string,
): number | null {
  def.beforeRead?.(ctx);
  const w = where(def, query, scope);
  const builtIns = seesBuiltIns(def, scope);
  const rank = ctx.db
    .prepare(
      `SELECT rank FROM (SELECT t.id AS entity_id, ROW_NUMBER() OVER (ORDER BY ${orderBy(def, query, builtIns)}) AS rank
         FROM ${rowsOf(def, builtIns)} JOIN accounts a ON a.id = t.account_id WHERE ${w.sql}) WHERE entity_id = ?`,
    )
    .pluck()
    .get(...w.params, id) as number | undefined;
  return rank === undefined ? null : rank - 1;
}

/** Every matching row in the asked order, in batches (the report generator streams them to a file). */
export function* iterateEntities(
  ctx: PlatformContext,
  def: AnyEntityReadDefinition,
  query: ListQuery,
  scope: Scope,
  batchRows: number,
) {
  def.beforeRead?.(ctx);
  const w = where(def, query, scope);
  const builtIns = seesBuiltIns(def, scope);
  const statement = ctx.db.prepare(
    `${selectFrom(def, builtIns)} WHERE ${w.sql} ORDER BY ${orderBy(def, query, builtIns)} LIMIT ? OFFSET ?`,
  );
  for (let offset = 0; ; offset += batchRows) {
    const rows = statement.all(...w.params, batchRows, offset) as DbRow[];
    if (rows.length === 0) return;
    yield rows.map((r) => def.toRow(r, scope.withAccount));
    if (rows.length < batchRows) return;
  }
}

export function countEntities(
  ctx: PlatformContext,
  def: AnyEntityReadDefinition,
  query: ListQuery,
  scope: Scope,
): number {
  def.beforeRead?.(ctx);
  const w = where(def, query, scope);
  return ctx.db
    .prepare(
      `SELECT COUNT(*) FROM ${rowsOf(def, seesBuiltIns(def, scope))} JOIN accounts a ON a.id = t.account_id WHERE ${w.sql}`,
    )
    .pluck()
    .get(...w.params) as number;
}

/**
 * A live record of the account (any account for `accountId` null); 404 otherwise, so ids of others
 * cannot be probed. The built-in records seen are those of `ownAccountId` (the caller's own: an
 * administrator reading any account's records still reads its own built-in ones), never another's.
 */
export function getEntity(
  ctx: PlatformContext,
  def: AnyEntityReadDefinition,
  id: string,
  accountId: string | null,
  ownAccountId: string | null = accountId,
): DbRow {
  def.beforeRead?.(ctx);
  const builtIns = def.builtIn !== undefined && ownAccountId !== null;
  const own = accountId !== null ? " AND t.account_id = ?" : " AND (t.built_in = 0 OR t.account_id = ?)";
  const row = ctx.db
    .prepare(
      `${selectFrom(def, builtIns)} WHERE t.id = ? AND t.deleted_at IS NULL AND a.deleted_at IS NULL${builtIns ? own : ""}`,
    )
    .get(...(builtIns ? [id, accountId ?? ownAccountId] : [id])) as DbRow | undefined;
  if (!row || (accountId !== null && row.account_id !== accountId)) throw notFound("Not found");
  return row;
}

function parseSecrets(text: string | null | undefined): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text ?? "{}");
    return value && typeof value === "object" ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Which of the definition's secrets a row holds (never their values). */
export function secretsSetOf(def: AnyEntityReadDefinition, row: DbRow): Record<string, boolean> {
  const stored = parseSecrets(row.secrets);
  return Object.fromEntries(def.secrets.map((name) => [name, typeof stored[name] === "string" && stored[name] !== ""]));
}

export function detailOf(def: AnyEntityReadDefinition, row: DbRow, withAccount: boolean) {
  return def.toDetail(row, withAccount, secretsSetOf(def, row));
}

function accountFacts(ctx: PlatformContext, accountId: string): AccountFacts {
  const row = ctx.db
    .prepare(
      "SELECT id, plan, max_bots, features_activation, dns_verification FROM accounts WHERE id = ? AND deleted_at IS NULL",
    )
    .get(accountId) as
    { id: string; plan: string; max_bots: number; features_activation: string; dns_verification: number } | undefined;
  if (!row) throw notFound("Account not found");
  let features: Record<string, unknown> = {};
  try {
    features = JSON.parse(row.features_activation) as Record<string, unknown>;
  } catch {
    // a malformed value grants nothing
  }
  return {
    id: row.id,
    plan: row.plan,
    maxBots: row.max_bots,
    featuresActivation: features,
    dnsVerification: row.dns_verification === 1,
  };
}

/** The bots limit of an account (docs/product.md#current-user "accountMaxBotsCount (-1 means use systemMaxBotsCount)"). */
export function effectiveMaxBots(ctx: PlatformContext, account: AccountFacts): number {
  return account.maxBots < 0 ? systemMaxBotsCount(ctx) : account.maxBots;
}

/**
 * The account's maximum of the entity, how many it holds and the message past it: the one rule the
 * create enforces (in its write transaction) and the customer list reports (ADR 014).
 */
function limitOf(ctx: PlatformContext, def: AnyEntityDefinition, account: AccountFacts) {
  const { max, message } = def.rules.maxPerAccount(ctx, account);
  const count =
    def.rules.heldCount?.(ctx, account.id) ??
    (ctx.db
      .prepare(`SELECT COUNT(*) FROM ${def.table} WHERE account_id = ? AND deleted_at IS NULL`)
      .pluck()
      .get(account.id) as number);
  return { max, count, message };
}

/** The limit a customer list reports for the caller's own account (none for records only administrators write). */
export function accountLimit(ctx: PlatformContext, def: AnyEntityReadDefinition, accountId: string) {
  if (!isWritableEntity(def) || def.adminWrites) return undefined;
  return limitOf(ctx, def, accountFacts(ctx, accountId));
}

/** The form, validated; zod's issues become the 400 of the error handler (`field: key` lines). */
function parseForm(def: AnyEntityDefinition, body: unknown, secretsSet: readonly string[]) {
  return def.form(secretsSet).parse(body) as Record<string, unknown>;
}

/** The secrets the form uses: typed ones replace the stored ones, empty ones keep them; unused ones are forgotten. */
function splitSecrets(def: AnyEntityDefinition, form: Record<string, unknown>, stored: Record<string, string>) {
  const secrets: Record<string, string> = {};
  const rest: Record<string, unknown> = { ...form };
  for (const name of def.secrets) delete rest[name];
  for (const name of def.secretsInUse(form)) {
    const typed = form[name];
    if (typeof typed === "string" && typed !== "") secrets[name] = typed;
    else if (stored[name]) secrets[name] = stored[name];
  }
  return { secrets, rest };
}

function checkName(
  ctx: PlatformContext,
  def: AnyEntityDefinition,
  accountId: string,
  name: string,
  exceptId: string | null,
): void {
  if (!def.rules.uniqueName) return;
  const clash = ctx.db
    .prepare(
      `SELECT 1 FROM ${def.table} WHERE account_id = ? AND deleted_at IS NULL AND name = ? COLLATE NOCASE AND id <> ?`,
    )
    .get(accountId, name, exceptId ?? "");
  if (clash) throw badRequest("name: validation_name_unique");
}

/** Creates a record for the account; the rules run inside the write transaction. Returns its id. */
export async function createEntity(
  ctx: PlatformContext,
  def: AnyEntityDefinition,
  accountId: string,
  body: unknown,
  userId: string | null = null,
): Promise<string> {
  const form = def.create ? def.create.form().parse(body) : parseForm(def, body, []);
  const { secrets, rest } = splitSecrets(def, form, {});
  await def.rules.checkAsync?.(ctx, rest);
  const prepared = (await def.create?.prepare?.(rest, ctx)) ?? {};
  const id = randomUUID();
  writeTransaction(ctx.db, () => {
    const account = accountFacts(ctx, accountId);
    if (def.rules.essentialOnly && account.plan !== ESSENTIAL_PLAN) throw new HttpError(403, def.rules.essentialOnly);
    const { max, count, message } = limitOf(ctx, def, account);
    if (count >= max) throw conflict(message);
    checkName(ctx, def, accountId, String(form.name), null);
    def.rules.check?.(ctx, account, rest, null);
    const facts = { account, existing: null };
    const own = def.create ? def.create.columns(rest, ctx, facts) : def.columns(rest, ctx, facts);
    const columns: Record<string, SqlValue> = {
      ...own,
      ...prepared,
      id,
      account_id: accountId,
      secrets: JSON.stringify(secrets),
      created_at: ctx.now(),
      updated_at: ctx.now(),
    };
    const names = Object.keys(columns);
    ctx.db
      .prepare(`INSERT INTO ${def.table} (${names.join(", ")}) VALUES (${names.map(() => "?").join(", ")})`)
      .run(...names.map((n) => columns[n]));
    def.afterWrite?.(ctx, { op: "create", id, accountId, userId, form: rest });
  });
  return id;
}

/** A built-in record (def.builtIn) is never written: 409 with its message. */
function refuseBuiltIn(def: AnyEntityReadDefinition, row: DbRow): void {
  if (def.builtIn && Number(row.built_in) === 1) throw conflict(def.builtIn.readOnly);
}

/** An update's form, read against the stored record (an empty secret may keep a stored one). */
function updateForm(def: AnyEntityDefinition, existing: DbRow, body: unknown) {
  const stored = parseSecrets(existing.secrets);
  // Secrets of another owner (the record's old provider) are not kept: they must be typed again.
  const typed = (body ?? {}) as Record<string, unknown>;
  if (def.secretOwner && def.secretOwner(typed) !== def.secretOwner(storedFormOwner(existing)))
    for (const k of Object.keys(stored)) delete stored[k];
  const set = Object.keys(stored).filter((k) => stored[k]);
  const form = parseForm(def, body, set);
  return { form, ...splitSecrets(def, form, stored) };
}

/** Replaces the record's form (an empty secret keeps the stored one). */
export async function updateEntity(
  ctx: PlatformContext,
  def: AnyEntityDefinition,
  accountId: string,
  id: string,
  body: unknown,
  userId: string | null = null,
): Promise<void> {
  // The checks that wait on the network, before the write transaction (which reads the record again).
  if (def.rules.checkAsync) {
    const existing = getEntity(ctx, def, id, accountId);
    refuseBuiltIn(def, existing);
    await def.rules.checkAsync(ctx, updateForm(def, existing, body).rest);
  }
  writeTransaction(ctx.db, () => {
    const existing = getEntity(ctx, def, id, accountId);
    refuseBuiltIn(def, existing);
    const { form, secrets, rest } = updateForm(def, existing, body);
    const account = accountFacts(ctx, accountId);
    checkName(ctx, def, accountId, String(form.name), id);
    def.rules.check?.(ctx, account, rest, existing);
    const columns: Record<string, SqlValue> = {
      ...def.columns(rest, ctx, { account, existing }),
      secrets: JSON.stringify(secrets),
      updated_at: ctx.now(),
    };
    const names = Object.keys(columns);
    ctx.db
      .prepare(`UPDATE ${def.table} SET ${names.map((n) => `${n} = ?`).join(", ")} WHERE id = ?`)
      .run(...names.map((n) => columns[n]), id);
    def.afterWrite?.(ctx, { op: "update", id, accountId, userId, form: rest });
  });
}

/** The columns of a stored row named as form fields, for `secretOwner` (camelCase of the column). */
function storedFormOwner(row: DbRow): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  );
}

/** Soft delete: the row stays for the call history that names it. `accountId` null: any account's (an administrator's delete). */
export function deleteEntity(
  ctx: PlatformContext,
  def: AnyEntityReadDefinition,
  accountId: string | null,
  id: string,
): void {
  writeTransaction(ctx.db, () => {
    const row = getEntity(ctx, def, id, accountId);
    refuseBuiltIn(def, row);
    const extra = Object.entries(def.deleteColumns ?? {});
    ctx.db
      .prepare(
        `UPDATE ${def.table} SET ${[...extra.map(([n]) => `${n} = ?`), "deleted_at = ?"].join(", ")} WHERE id = ?`,
      )
      .run(...extra.map(([, v]) => v), ctx.now(), id);
    def.afterDelete?.(ctx, row);
  });
}
