/**
 * The calls list query -> SQL. Every value is a bound parameter; column names come only from the
 * fixed `COLUMNS` map below, so no text of the request ever reaches the SQL string.
 */
import { CALL_LIST_SPEC } from "../../contract/calls";
import type { FilterClause, SortSpec } from "../../contract/listQuery";
import type { Db } from "../db/database";
import { escapeLike } from "../db/sql";
import { HttpError } from "../http/errors";
import { TIME } from "../../contract/limits/units";

type Kind = "date" | "number" | "bool" | "text";

interface Column {
  /** SQL expression on the `calls c` row. */
  expr: string;
  kind: Kind;
  /** The column is NOT NULL: keyset cursors may add a plain range bound, which an index can use. */
  notNull?: boolean;
}

/** Filterable and sortable fields of the wire -> columns of `calls`. */
const COLUMNS: Record<string, Column> = {
  setupTime: { expr: "c.setup_time", kind: "date", notNull: true },
  connectTime: { expr: "c.connect_time", kind: "date" },
  endTime: { expr: "c.end_time", kind: "date" },
  durationSeconds: { expr: "c.duration_seconds", kind: "number", notNull: true },
  successful: { expr: "c.successful", kind: "bool", notNull: true },
  voiceMosQuality: { expr: "c.voice_mos_quality", kind: "number" },
  voiceMosMeasured: { expr: "(c.voice_mos_quality IS NOT NULL)", kind: "bool", notNull: true },
  CallingEntityName: { expr: "c.calling_name", kind: "text" },
  CalledEntityName: { expr: "c.called_name", kind: "text" },
  callingNumber: { expr: "c.calling_number", kind: "text" },
  calledNumber: { expr: "c.called_number", kind: "text" },
  campaignId: { expr: "c.campaign_id", kind: "text" },
  campaignName: { expr: "c.campaign_name", kind: "text" },
  globalSessionId: { expr: "c.global_session_id", kind: "text" },
  botConversationId: { expr: "c.bot_conversation_id", kind: "text" },
  id: { expr: "c.call_id", kind: "text", notNull: true },
  regionId: { expr: "c.region_id", kind: "text" },
  terminationDescription: { expr: "c.termination_description", kind: "text" },
  recordingBoolean: { expr: "c.recorded", kind: "bool", notNull: true },
  assistBotRole: { expr: "c.has_agent_assist", kind: "bool", notNull: true },
  voiceTranslationRole: { expr: "c.has_voice_translation", kind: "bool", notNull: true },
  callingEntityType: { expr: "c.calling_type", kind: "text", notNull: true },
  calledEntityType: { expr: "c.called_type", kind: "text", notNull: true },
  callingEntityId: { expr: "c.calling_entity_id", kind: "text" },
  calledEntityId: { expr: "c.called_entity_id", kind: "text" },
  accountId: { expr: "c.account_id", kind: "text", notNull: true },
};

/** Fields the list may be sorted on: those the contract marks sortable (all plain columns here). */
export const SORTABLE_CALL_FIELDS: readonly string[] = Object.keys(COLUMNS).filter(
  (f) => CALL_LIST_SPEC.fields[f]?.sortable === true,
);

/** Columns the list answer needs (the wire record; no media statistics, logs or transcripts). */
export const LIST_COLUMNS = [
  "id",
  "call_id",
  "account_id",
  "region_id",
  "calling_type",
  "calling_entity_id",
  "calling_name",
  "calling_number",
  "calling_is_click_to_call",
  "calling_is_teams",
  "calling_sc_type",
  "called_type",
  "called_entity_id",
  "called_name",
  "called_number",
  "called_service_number",
  "setup_time",
  "connect_time",
  "end_time",
  "duration_seconds",
  "successful",
  "alternative_route",
  "features",
  "trigger",
  "termination_description",
  "voice_mos_quality",
  "source_inbound_mos",
  "source_outbound_mos",
  "dest_inbound_mos",
  "dest_outbound_mos",
  "recorded",
  "external_recording_servers",
  "has_agent_assist",
  "has_voice_translation",
  "campaign_name",
  "campaign_id",
  "bot_conversation_id",
  "is_ai_framework",
  "session_id",
  "global_session_id",
  "egress_calling_number",
  "ingress_calling_number",
  "source_number_out",
  "expire_time",
  "stt_provider",
  "stt_model",
  "tts_provider",
  "tts_model",
  "stt_avg_delay_ms",
  "stt_max_delay_ms",
  "stt_med_delay_ms",
  "bot_avg_delay_ms",
  "bot_max_delay_ms",
  "bot_med_delay_ms",
  "tts_avg_delay_ms",
  "tts_max_delay_ms",
  "tts_med_delay_ms",
  "is_test_call",
] as const;
export type ListColumn = (typeof LIST_COLUMNS)[number];

export interface CallsListInput {
  /** The account whose calls are listed; null lists every account (administrators). */
  accountId: string | null;
  filters: readonly FilterClause[];
  sort: SortSpec;
  search?: string;
  page: number;
  limit: number;
  /** Opaque keyset cursors (see `encodeCursor`); when one is given it replaces OFFSET paging. */
  before?: string;
  after?: string;
  includeTestCalls: boolean;
  /** Join the account's name (administrator lists). */
  withAccountName?: boolean;
  /**
   * Columns of the page rows (default LIST_COLUMNS); the order's columns are always added, for
   * cursors. Exports read only what they write.
   */
  columns?: readonly ListColumn[];
  /** Longest setupTime range (days) a search may cover. */
  maxSearchDays: number;
}

export interface BuiltQuery {
  sql: string;
  params: unknown[];
}

export interface CallsListSql {
  /** Page of rows; fetches `limit + 1` so the caller knows whether more follow. */
  list: BuiltQuery;
  /**
   * The same page read by the query that orders it, without paging through ids first: cheaper when
   * no offset is skipped and an index gives the order (keyset batches, `readCallsList`).
   */
  direct: BuiltQuery;
  /** The page's ids alone, in order (`list`'s first step). */
  ids: BuiltQuery;
  /** The page's columns of the calls whose ids a JSON array (the one parameter) holds, in its order. */
  rowsOfIds: string;
  /** COUNT(*) of the whole filtered set. */
  count: BuiltQuery;
  /** The effective order (with the id tiebreak), to build cursors from rows. */
  order: { column: string; descending: boolean }[];
  /** Names of the list's columns in order: where a raw row (`Statement.raw()`) holds each. */
  columns: string[];
  /** "before": rows came in reverse order and must be reversed by the caller. */
  mode: "offset" | "after" | "before";
}

const bad = (message: string) => new HttpError(400, message);

function toBool(value: unknown, field: string): 0 | 1 {
  if (value === true || value === 1 || value === "true" || value === "1") return 1;
  if (value === false || value === 0 || value === "false" || value === "0") return 0;
  throw bad(`${field} must be true or false`);
}

function toNumber(value: unknown, field: string): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw bad(`${field} must be a number`);
  return n;
}

function toDate(value: unknown, field: string): number {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string") {
    const n = /^-?\d+$/.test(value) ? Number(value) : Date.parse(value);
    if (Number.isFinite(n)) return n;
  }
  throw bad(`${field} must be a date`);
}

const COMPARE: Record<string, string> = { "=": "=", "!=": "<>", ">": ">", ">=": ">=", "<": "<", "<=": "<=" };

function coerce(kind: Kind, value: unknown, field: string): unknown {
  switch (kind) {
    case "date":
      return toDate(value, field);
    case "number":
      return toNumber(value, field);
    case "bool":
      return toBool(value, field);
    case "text":
      return String(value);
  }
}

/** One filter clause -> a SQL condition with its parameters. */
function condition(clause: FilterClause, params: unknown[]): string {
  const { field, op, value } = clause;
  if (field === "entityId" || field === "entityType") {
    const [a, b] =
      field === "entityId" ? ["c.calling_entity_id", "c.called_entity_id"] : ["c.calling_type", "c.called_type"];
    if (op === "~") {
      const like = `%${escapeLike(String(value))}%`;
      params.push(like, like);
      return `(${a} LIKE ? ESCAPE '\\' OR ${b} LIKE ? ESCAPE '\\')`;
    }
    if (op === "=") {
      params.push(String(value), String(value));
      return `(${a} = ? OR ${b} = ?)`;
    }
    if (op === "!=") {
      params.push(String(value), String(value));
      return `(${a} IS NOT ? AND ${b} IS NOT ?)`;
    }
    throw bad(`Operator ${op} is not allowed on ${field}`);
  }
  if (field === "externalRecordingSipEntityType") {
    // Service type 1: a SIP connection records the call externally.
    if (op !== "=" && op !== "!=") throw bad(`Operator ${op} is not allowed on ${field}`);
    const wanted = typeof value === "string" && !/^(true|false|0|1)$/.test(value) ? value : null;
    let has: 0 | 1 = 1;
    if (wanted === null) has = toBool(value, field);
    params.push(wanted ?? "sipConnection");
    const exists = `EXISTS (SELECT 1 FROM json_each(c.external_recording_servers) j WHERE j.value ->> 'entityType' = ?)`;
    return (has === 1) === (op === "=") ? exists : `NOT ${exists}`;
  }
  if (field === "features") {
    if (op === "=" || op === "!=") {
      params.push(String(value));
      const exists = "EXISTS (SELECT 1 FROM json_each(c.features) j WHERE j.value = ?)";
      return op === "=" ? exists : `NOT ${exists}`;
    }
    if (op === "~") {
      params.push(`%${escapeLike(String(value))}%`);
      return "EXISTS (SELECT 1 FROM json_each(c.features) j WHERE j.value LIKE ? ESCAPE '\\')";
    }
    throw bad(`Operator ${op} is not allowed on ${field}`);
  }
  const column = COLUMNS[field];
  if (!column) throw bad(`Unknown filter field: ${field}`);
  if (op === "~") {
    if (column.kind !== "text") throw bad(`Operator ~ is not allowed on ${field}`);
    params.push(`%${escapeLike(String(value))}%`);
    return `${column.expr} LIKE ? ESCAPE '\\'`;
  }
  const sqlOp = COMPARE[op];
  if (!sqlOp) throw bad(`Unknown filter operator: ${op}`);
  params.push(coerce(column.kind, value, field));
  // `IS NOT` keeps NULL rows in a "not equal" answer, as a user expects.
  return sqlOp === "<>" ? `${column.expr} IS NOT ?` : `${column.expr} ${sqlOp} ?`;
}

/** The setupTime range the filters bound, to check a search may run. */
function setupRange(filters: readonly FilterClause[]): { from?: number; to?: number } {
  let from: number | undefined;
  let to: number | undefined;
  for (const f of filters) {
    if (f.field !== "setupTime") continue;
    const v = toDate(f.value, "setupTime");
    if (f.op === ">=" || f.op === ">" || f.op === "=") from = from === undefined ? v : Math.max(from, v);
    if (f.op === "<=" || f.op === "<" || f.op === "=") to = to === undefined ? v : Math.min(to, v);
  }
  return { from, to };
}

/** Opaque keyset cursor: base64url of the JSON array [sort values..., id]. */
export function encodeCursor(values: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

function decodeCursor(cursor: string, length: number): unknown[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw bad("Invalid cursor");
  }
  if (
    !Array.isArray(values) ||
    values.length !== length ||
    !values.every((v) => v === null || typeof v === "string" || typeof v === "number") ||
    typeof values[values.length - 1] !== "number"
  ) {
    throw bad("Invalid cursor");
  }
  return values as unknown[];
}

/**
 * Rows strictly after the cursor in the given order. SQLite sorts NULL first ascending and last
 * descending; the conditions follow that so nullable columns page without gaps or repeats.
 */
function keysetCondition(
  order: { column: string; descending: boolean; notNull: boolean }[],
  values: unknown[],
  out: unknown[],
  seek: boolean,
): string {
  const params: unknown[] = [];
  const ors: string[] = [];
  const equalPrefix: string[] = [];
  const prefixParams: unknown[] = [];
  order.forEach((key, i) => {
    const v = values[i];
    let beyond: string | null;
    const beyondParams: unknown[] = [];
    if (v === null) beyond = key.descending ? null : `${key.column} IS NOT NULL`;
    else {
      beyond = `${key.column} ${key.descending ? "<" : ">"} ?`;
      beyondParams.push(v);
      if (key.descending && !key.notNull) beyond = `(${beyond} OR ${key.column} IS NULL)`;
    }
    if (beyond !== null) {
      ors.push([...equalPrefix, beyond].join(" AND "));
      params.push(...prefixParams, ...beyondParams);
    }
    equalPrefix.push(v === null ? `${key.column} IS NULL` : `${key.column} = ?`);
    if (v !== null) prefixParams.push(v);
  });
  let sql = ors.length ? `(${ors.map((o) => `(${o})`).join(" OR ")})` : "0";
  // A plain bound on a NOT NULL first key lets the index seek to the cursor instead of scanning to it
  // (written `+column` when the plan must not use that column's index).
  const first = order[0];
  if (first.notNull && values[0] !== null) {
    sql = `${seek ? "" : "+"}${first.column} ${first.descending ? "<=" : ">="} ? AND ${sql}`;
    params.unshift(values[0]);
  }
  out.push(...params);
  return sql;
}

/**
 * Sort indexes of 004_calls_list.sql: (account_id, column, setup_time) over live calls. Walking one
 * in order finds a page of a wide date range at once; the date check happens inside the index.
 */
const SORT_INDEXES: Record<string, string> = {
  durationSeconds: "calls_live_duration",
  voiceMosQuality: "calls_live_mos",
  connectTime: "calls_live_connect",
  endTime: "calls_live_end",
  CallingEntityName: "calls_live_calling_name",
  CalledEntityName: "calls_live_called_name",
};
/**
 * From this date range on, walking the sort index beats sorting the range: a page deep in a narrow
 * range means walking far along the index, while sorting a narrow range is cheap.
 */
const WIDE_RANGE_MS = 2 * TIME.DAY_MS;

/**
 * How the page of a list sorted by another column than setupTime is found. SQLite's planner,
 * depending on the statistics it has, may walk an index in sort order while filtering on a column
 * outside it (a 2-second plan for "failed calls by duration", which sit at the end of that order), so
 * these sorts get a fixed plan: walk the sort index when only the date range (and the sort column) is
 * filtered and the range is wide; otherwise scan the date range and sort it, a cost bounded by the
 * calls in the range. `+` before a column keeps the planner off its index.
 */
function chooseStrategy(input: CallsListInput): "planner" | "rangeScan" | string {
  const sortIndex = SORT_INDEXES[input.sort.field];
  if (!sortIndex) return "planner";
  const onlyInIndex = input.filters.every((f) => f.field === "setupTime" || f.field === input.sort.field);
  if (input.includeTestCalls || input.accountId === null || input.search?.trim() || !onlyInIndex) return "rangeScan";
  const { from, to } = setupRange(input.filters);
  const width = (to ?? Number.MAX_SAFE_INTEGER) - (from ?? Number.MIN_SAFE_INTEGER);
  return width >= WIDE_RANGE_MS ? sortIndex : "rangeScan";
}

/** Builds the page query and the count query of a calls list. */
export function buildCallsListSql(input: CallsListInput): CallsListSql {
  const where: string[] = [];
  const params: unknown[] = [];
  if (input.accountId !== null) {
    where.push("c.account_id = ?");
    params.push(input.accountId);
  }
  // A literal (not a parameter), so the planner can use indexes restricted to live calls.
  if (!input.includeTestCalls) where.push("c.is_test_call = 0");
  for (const clause of input.filters) where.push(condition(clause, params));

  const search = input.search?.trim();
  if (search) {
    const { from, to } = setupRange(input.filters);
    if (from === undefined || to === undefined || to - from >= input.maxSearchDays * TIME.DAY_MS) {
      throw bad(`Search needs a date range shorter than ${input.maxSearchDays} days`);
    }
    const prefix = `${escapeLike(search)}%`;
    const contains = `%${escapeLike(search)}%`;
    where.push(
      "(c.call_id LIKE ? ESCAPE '\\' OR c.calling_name LIKE ? ESCAPE '\\' OR c.called_name LIKE ? ESCAPE '\\'" +
        " OR c.calling_number LIKE ? ESCAPE '\\' OR c.called_number LIKE ? ESCAPE '\\')",
    );
    params.push(prefix, contains, contains, contains, contains);
  }

  if (!SORTABLE_CALL_FIELDS.includes(input.sort.field)) throw bad(`Cannot sort by ${input.sort.field}`);
  const descending = input.sort.direction === "desc";
  const primary = COLUMNS[input.sort.field];
  const order: { column: string; descending: boolean; notNull: boolean }[] = [
    { column: primary.expr, descending, notNull: !!primary.notNull },
  ];
  // Ties break on setup time, then rowid: the order is total, so pages never repeat or skip rows,
  // and it is the order of the sort indexes (account_id, column, setup_time[, rowid]).
  if (input.sort.field !== "setupTime") order.push({ column: "c.setup_time", descending, notNull: true });
  order.push({ column: "c.id", descending, notNull: true });

  const countSql = `SELECT COUNT(*) AS n FROM calls c${where.length ? ` WHERE ${where.join(" AND ")}` : ""}`;
  const count = { sql: countSql, params: [...params] };

  const strategy = chooseStrategy(input);
  let mode: CallsListSql["mode"] = "offset";
  const pageWhere = [...where];
  const pageParams = [...params];
  let pageOrder = order;
  if (input.after !== undefined || input.before !== undefined) {
    mode = input.before !== undefined ? "before" : "after";
    const values = decodeCursor((input.before ?? input.after)!, order.length);
    if (mode === "before") pageOrder = order.map((o) => ({ ...o, descending: !o.descending }));
    // First in the WHERE: when a filter bounds the sort column on the same side as the cursor (a
    // date range read newest first), SQLite seeks the index by the first of the two bounds, and only
    // the cursor's skips the rows of earlier pages (else each page walks from the range's end).
    const seekParams: unknown[] = [];
    pageWhere.unshift(keysetCondition(pageOrder, values, seekParams, strategy !== "rangeScan"));
    pageParams.unshift(...seekParams);
  }
  const orderBy = (keys: typeof order, plus: boolean) =>
    keys.map((o, i) => `${plus && i === 0 ? "+" : ""}${o.column}${o.descending ? " DESC" : ""}`).join(", ");
  const offset = mode === "offset" ? (input.page - 1) * input.limit : 0;
  // Page through the ids first (index-only when an index covers the filters and the order), then
  // read the wide rows of just that page: deep pages skip index entries, not table rows.
  const from = strategy !== "planner" && strategy !== "rangeScan" ? `calls c INDEXED BY ${strategy}` : "calls c";
  const pageTail =
    `${pageWhere.length ? ` WHERE ${pageWhere.join(" AND ")}` : ""}` +
    ` ORDER BY ${orderBy(pageOrder, strategy === "rangeScan")} LIMIT ? OFFSET ?`;
  const inner = `SELECT c.id FROM ${from}${pageTail}`;
  const selected = input.columns
    ? [...new Set([...input.columns, ...order.map((o) => o.column.slice(2) as ListColumn)])]
    : LIST_COLUMNS;
  const cols = selected.map((c) => `c.${c}`).join(", ");
  const accountJoin = input.withAccountName ? " LEFT JOIN accounts a ON a.id = c.account_id" : "";
  const head = `SELECT ${cols}${input.withAccountName ? ", a.name AS account_name" : ""}`;
  const listSql = `${head} FROM calls c${accountJoin} WHERE c.id IN (${inner}) ORDER BY ${orderBy(pageOrder, false)}`;
  pageParams.push(input.limit + 1, offset);
  return {
    list: { sql: listSql, params: pageParams },
    direct: { sql: `${head} FROM ${from}${accountJoin}${pageTail}`, params: pageParams },
    ids: { sql: inner, params: pageParams },
    // CROSS JOIN keeps the array as the outer loop: rows come in its order, found by rowid.
    rowsOfIds: `${head} FROM json_each(?) j CROSS JOIN calls c ON c.id = j.value${accountJoin} ORDER BY j.key`,
    count,
    order: order.map(({ column, descending }) => ({ column, descending })),
    columns: [...selected, ...(input.withAccountName ? ["account_name"] : [])],
    mode,
  };
}

/** The cursor of a row in the list's order (row from `LIST_COLUMNS`, keyed by column name). */
export function cursorOfRow(row: Record<string, unknown>, order: CallsListSql["order"]): string {
  return encodeCursor(order.map((o) => row[o.column.slice(2)] as unknown));
}

/** Every row of a calls list in its order, as raw rows (`columns` says what each position holds). */
export interface CallsListReader {
  columns: readonly string[];
  /** Keyset batches of at most `batchSize` rows, read when the caller asks for the next one. */
  batches(): Generator<unknown[][]>;
}

/**
 * Ids ordered at a time when the list's order needs a sort: each such step scans the whole filtered
 * range again, so it orders many batches' ids at once (400 KB of them), not one batch's.
 */
const SORTED_IDS_PER_STEP = 50_000;

/**
 * Reads every row of a calls list in the list's order, in keyset batches (export jobs): never the
 * whole set in memory, and no statement left open between batches, so the connection can serve
 * other statements while the caller writes a batch out. Rows come as arrays (`raw()`), far cheaper
 * to build than objects. While SQLite walks an index in the list's order, a batch is read directly
 * by the query that orders it; when the order needs a sort (a sort column without an index walk
 * for the filters), the ids of many batches are ordered at once through the list's own plan and
 * each batch's rows are then read by id.
 */
export function readCallsList(
  db: Db,
  input: Omit<CallsListInput, "page" | "limit" | "before" | "after">,
  batchSize: number,
  sortedIdsPerStep = SORTED_IDS_PER_STEP,
): CallsListReader {
  const build = (limit: number, after: string | undefined) => buildCallsListSql({ ...input, page: 1, limit, after });
  const sorts = (query: BuiltQuery) =>
    (db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.params) as { detail: string }[]).some((step) =>
      step.detail.includes("TEMP B-TREE"),
    );
  const { columns, order } = build(batchSize, undefined);
  const keys = order.map((o) => columns.indexOf(o.column.slice(2)));
  const cursorOf = (row: unknown[]) => encodeCursor(keys.map((k) => row[k]));
  return {
    columns,
    *batches() {
      let after: string | undefined;
      for (;;) {
        const page = build(batchSize, after);
        if (!sorts(page.direct)) {
          const rows = db
            .prepare(page.direct.sql)
            .raw()
            .all(...page.direct.params) as unknown[][];
          const more = rows.length > batchSize;
          if (more) rows.length = batchSize;
          if (rows.length > 0) yield rows;
          if (!more) return;
          after = cursorOf(rows[rows.length - 1]);
          continue;
        }
        const step = build(sortedIdsPerStep, after);
        const ids = db
          .prepare(step.ids.sql)
          .pluck()
          .all(...step.ids.params) as number[];
        const more = ids.length > sortedIdsPerStep;
        if (more) ids.length = sortedIdsPerStep;
        const rowsOfIds = db.prepare(step.rowsOfIds).raw();
        let last: unknown[] | undefined;
        for (let i = 0; i < ids.length; i += batchSize) {
          const rows = rowsOfIds.all(JSON.stringify(ids.slice(i, i + batchSize))) as unknown[][];
          if (rows.length > 0) {
            last = rows[rows.length - 1];
            yield rows;
          }
        }
        if (!more || !last) return;
        after = cursorOf(last);
      }
    },
  };
}
