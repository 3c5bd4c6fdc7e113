/**
 * The generic list query of every grid (docs/product.md#generic-list-calls "Generic grid list", #grid-request "Grid request"):
 *
 *   ?page=2&limit=50&sort=-setupTime&filter=(durationSeconds>=60,CallingEntityName~acme)&search=x&totalItems=true
 *
 * One parser (platform endpoints and console loaders) and one builder (console links and platform
 * clients). The parser validates against a ListSpec and throws only ListQueryError (a 400), never
 * anything else, whatever the input. It produces typed values; it never builds SQL.
 *
 * Filter grammar: the whole value is one `( ... )` group of clauses separated by `,`. A clause is
 * `field op value`, field `[A-Za-z][A-Za-z0-9_.]*`, op one of `>= <= != = ~ > <` (longest match).
 * Inside a value a backslash takes the next character literally, so `\,` `\(` `\)` `\\` stand for
 * `,` `(` `)` `\`. Unescaped parentheses inside the group are an error.
 */
import { TIME } from "./limits/units";

export type FilterOp = "=" | "!=" | "~" | ">=" | "<=" | ">" | "<";
export type FieldType = "string" | "number" | "boolean" | "date" | "enum";

export interface FieldSpec {
  type: FieldType;
  /** Default false: only fields marked sortable may appear in `sort`. */
  sortable?: boolean;
  /** Default true: a field listed in a spec may be filtered unless this is false. */
  filterable?: boolean;
  /** Allowed operators; default by type (see DEFAULT_OPS). */
  ops?: readonly FilterOp[];
  /** Allowed values of an enum field (case-sensitive). */
  values?: readonly string[];
}

export interface SortSpec {
  field: string;
  direction: "asc" | "desc";
}

export interface ListSpec {
  fields: Record<string, FieldSpec>;
  defaultSort: SortSpec;
  defaultLimit: number;
  maxLimit: number;
  searchable: boolean;
}

/** Typed by FieldSpec: number -> number, boolean -> boolean, date -> epoch ms, enum/string -> string. */
export type FilterValue = string | number | boolean;

export interface FilterClause {
  field: string;
  op: FilterOp;
  value: FilterValue;
}

export interface ListQuery {
  page: number;
  limit: number;
  sort: SortSpec;
  filter: FilterClause[];
  search?: string;
  totalItems: boolean;
  before?: string;
  after?: string;
}

/** A malformed list query: answer 400 with `message`; `param` names the query parameter at fault. */
export class ListQueryError extends Error {
  readonly status = 400;
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
    this.name = "ListQueryError";
  }
}

export const FILTER_OPS: readonly FilterOp[] = [">=", "<=", "!=", "=", "~", ">", "<"];

export const DEFAULT_OPS: Record<FieldType, readonly FilterOp[]> = {
  string: ["=", "!=", "~"],
  number: ["=", "!=", ">=", "<=", ">", "<"],
  date: ["=", "!=", ">=", "<=", ">", "<"],
  boolean: ["=", "!="],
  enum: ["=", "!="],
};

/** Bounds of the grammar itself (not spec values): keep a hostile query cheap to reject. */
export const LIST_QUERY_BOUNDS = {
  /** search is trimmed and at most this long */
  searchMaxLength: 200,
  /** before / after cursors are opaque strings at most this long */
  cursorMaxLength: 200,
  /** the whole filter text */
  filterMaxLength: 4000,
  /** clauses in one filter */
  filterMaxClauses: 50,
  /** highest page: keeps (page - 1) * limit a safe integer for any OFFSET */
  maxPage: 1_000_000_000,
} as const;

const LIST_PARAMS = ["page", "limit", "sort", "filter", "search", "totalItems", "before", "after"] as const;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_.]*/;
const INTEGER = /^\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const EPOCH_MS = /^-?\d+$/;
// ISO-8601: date, optionally with time and then a mandatory zone (an instant); 6-digit years as toISOString writes them.
const ISO_INSTANT =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const MAX_DATE_MS = 8.64e15;

/** Quote a piece of user input for an error message, cut short so a message stays readable. */
function quote(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
}

/** Parse a filter group into clauses with raw (unescaped) values. Grammar only: no field or type checks. */
export function parseFilterExpression(text: string): Array<{ field: string; op: FilterOp; raw: string }> {
  const src = text.trim();
  if (src === "" || src === "()") return [];
  if (src.length > LIST_QUERY_BOUNDS.filterMaxLength) {
    throw new ListQueryError(`filter is too long (at most ${LIST_QUERY_BOUNDS.filterMaxLength} characters)`, "filter");
  }
  if (src[0] !== "(") {
    throw new ListQueryError("filter must be written as (field=value,...)", "filter");
  }
  // Split the inside of the group into clause texts, resolving escapes as we go and remembering
  // where escaped characters were: an escaped character is never part of a field name or operator.
  const clauses: Array<{ text: string; escapedAt: number[] }> = [];
  let current = "";
  let escapedAt: number[] = [];
  let closed = false;
  for (let i = 1; i < src.length; i++) {
    const ch = src[i];
    if (closed) {
      throw new ListQueryError(`filter has text after the closing parenthesis: ${quote(src.slice(i))}`, "filter");
    }
    if (ch === "\\") {
      if (i + 1 >= src.length) throw new ListQueryError("filter ends with a lone backslash", "filter");
      escapedAt.push(current.length);
      current += src[++i];
    } else if (ch === "(") {
      throw new ListQueryError(
        "filter has unbalanced parentheses: write \\( for a parenthesis inside a value",
        "filter",
      );
    } else if (ch === ")") {
      closed = true;
      clauses.push({ text: current, escapedAt });
    } else if (ch === ",") {
      clauses.push({ text: current, escapedAt });
      current = "";
      escapedAt = [];
    } else {
      current += ch;
    }
  }
  if (!closed) throw new ListQueryError("filter has unbalanced parentheses: missing the closing )", "filter");
  if (clauses.length > LIST_QUERY_BOUNDS.filterMaxClauses) {
    throw new ListQueryError(`filter has too many clauses (at most ${LIST_QUERY_BOUNDS.filterMaxClauses})`, "filter");
  }
  return clauses.map(({ text: clause, escapedAt: escapes }) => {
    // Leading blanks (as in "a=1, b=2") are not part of the field name.
    const lead = clause.length - clause.trimStart().length;
    const body = clause.slice(lead);
    if (body === "") throw new ListQueryError("filter has an empty clause", "filter");
    const name = FIELD_NAME.exec(body);
    if (!name || escapes.some((at) => at >= lead && at < lead + name[0].length)) {
      throw new ListQueryError(`filter clause ${quote(body)} does not start with a field name`, "filter");
    }
    const field = name[0];
    let rest = body.slice(field.length);
    const afterField = rest.trimStart();
    const opStart = lead + field.length + (rest.length - afterField.length);
    rest = afterField;
    // Longest operator first; an escaped character is a value character, never part of the operator
    // (so "a>\\=5" is op ">" with value "=5").
    const op = FILTER_OPS.find(
      (o) => rest.startsWith(o) && !escapes.some((at) => at >= opStart && at < opStart + o.length),
    );
    if (!op) {
      throw new ListQueryError(
        `filter clause ${quote(body)} has no operator after "${field}" (use = != ~ >= <= > <)`,
        "filter",
      );
    }
    const raw = rest.slice(op.length);
    if (raw === "") throw new ListQueryError(`filter clause ${quote(body)} has no value`, "filter");
    return { field, op, raw };
  });
}

/** Escape a value for a filter group: backslash before `\ , ( )`, and before a leading `=` after `>`/`<`. */
function escapeValue(op: FilterOp, value: string): string {
  const escaped = value.replace(/[\\,()]/g, (c) => `\\${c}`);
  // "a>=5" would read as op ">=": keep op ">" with value "=5" apart.
  return (op === ">" || op === "<") && escaped.startsWith("=") ? `\\${escaped}` : escaped;
}

/** Write clauses as a filter group. Date values may be given as epoch ms; they are written as numbers. */
export function formatFilterExpression(clauses: Array<{ field: string; op: FilterOp; value: FilterValue }>): string {
  return `(${clauses.map((c) => `${c.field}${c.op}${escapeValue(c.op, String(c.value))}`).join(",")})`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** ISO-8601 instant or epoch ms -> epoch ms, or undefined when it is neither. */
export function parseInstant(text: string): number | undefined {
  const t = text.trim();
  if (EPOCH_MS.test(t)) {
    const ms = Number(t);
    return Number.isSafeInteger(ms) && Math.abs(ms) <= MAX_DATE_MS ? (ms === 0 ? 0 : ms) : undefined;
  }
  const m = ISO_INSTANT.exec(t);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  // A time without a zone is local to somebody: not an instant. A bare date means UTC midnight.
  if (h !== undefined && zone === undefined) return undefined;
  let offsetMinutes = 0;
  if (zone !== undefined && zone.toUpperCase() !== "Z") {
    const digits = zone.replace(":", "");
    const oh = Number(digits.slice(1, 3));
    const om = Number(digits.slice(3, 5));
    if (oh > 23 || om > 59) return undefined;
    offsetMinutes = (digits[0] === "-" ? -1 : 1) * (oh * 60 + om);
  }
  const ms = frac === undefined ? 0 : Number(frac.padEnd(3, "0").slice(0, 3)); // sub-millisecond digits dropped
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // setUTCFullYear keeps years 0..99 literal, Date.UTC does not
  date.setUTCHours(hour, minute, second, ms);
  const epoch = date.getTime() - offsetMinutes * TIME.MINUTE_MS;
  return Number.isFinite(epoch) && Math.abs(epoch) <= MAX_DATE_MS ? epoch : undefined;
}

function parseBoolean(text: string): boolean | undefined {
  const t = text.trim().toLowerCase();
  if (t === "true" || t === "1") return true;
  if (t === "false" || t === "0") return false;
  return undefined;
}

function typedValue(field: string, spec: FieldSpec, raw: string): FilterValue {
  const bad = (what: string) =>
    new ListQueryError(`filter value ${quote(raw)} for "${field}" is not ${what}`, "filter");
  switch (spec.type) {
    case "number": {
      const t = raw.trim();
      const n = Number(t);
      if (!DECIMAL.test(t) || !Number.isFinite(n)) throw bad("a number");
      return n === 0 ? 0 : n; // no -0: it would not survive a round trip
    }
    case "date": {
      const ms = parseInstant(raw);
      if (ms === undefined) throw bad("a date (ISO-8601 instant such as 2024-05-01T12:00:00Z, or epoch milliseconds)");
      return ms;
    }
    case "boolean": {
      const b = parseBoolean(raw);
      if (b === undefined) throw bad("a boolean (true, false, 1 or 0)");
      return b;
    }
    case "enum": {
      if (spec.values && !spec.values.includes(raw)) {
        throw bad(`one of ${spec.values.join(", ")}`);
      }
      return raw;
    }
    default:
      return raw;
  }
}

function parseSort(text: string, spec: ListSpec): SortSpec {
  const t = text.trim();
  const desc = t.startsWith("-");
  const field = desc ? t.slice(1) : t;
  if (field === "") throw new ListQueryError("sort must name a field, as sort=field or sort=-field", "sort");
  const fieldSpec = Object.hasOwn(spec.fields, field) ? spec.fields[field] : undefined;
  if (!fieldSpec) throw new ListQueryError(`Unknown sort field ${quote(field)}`, "sort");
  if (!fieldSpec.sortable) throw new ListQueryError(`The list cannot be sorted by "${field}"`, "sort");
  return { field, direction: desc ? "desc" : "asc" };
}

function parseWhole(name: string, text: string, min: number, max: number, message: string): number {
  const t = text.trim();
  const n = Number(t);
  if (!INTEGER.test(t) || !Number.isSafeInteger(n) || n < min || n > max) throw new ListQueryError(message, name);
  return n;
}

/**
 * Parse and validate a list query. Parameters other than the list ones are ignored (endpoints
 * read their own); an empty parameter counts as absent (HTML forms send empty fields).
 */
export function parseListQuery(input: URLSearchParams | string, spec: ListSpec): ListQuery {
  const params =
    typeof input === "string" ? new URLSearchParams(input.startsWith("?") ? input.slice(1) : input) : input;
  const value: Partial<Record<(typeof LIST_PARAMS)[number], string>> = {};
  for (const name of LIST_PARAMS) {
    const all = params.getAll(name);
    if (all.length > 1) throw new ListQueryError(`Parameter "${name}" is given more than once`, name);
    if (all.length === 1 && all[0].trim() !== "") value[name] = all[0];
  }

  const query: ListQuery = {
    page: 1,
    limit: spec.defaultLimit,
    sort: { ...spec.defaultSort },
    filter: [],
    totalItems: false,
  };

  if (value.page !== undefined) {
    query.page = parseWhole(
      "page",
      value.page,
      1,
      Number.MAX_SAFE_INTEGER,
      "page must be a whole number of at least 1",
    );
    if (query.page > LIST_QUERY_BOUNDS.maxPage) {
      throw new ListQueryError(`page must be at most ${LIST_QUERY_BOUNDS.maxPage}`, "page");
    }
  }
  if (value.limit !== undefined) {
    query.limit = parseWhole("limit", value.limit, 1, spec.maxLimit, `limit must be between 1 and ${spec.maxLimit}`);
  }
  if (value.sort !== undefined) query.sort = parseSort(value.sort, spec);

  if (value.filter !== undefined) {
    query.filter = parseFilterExpression(value.filter).map(({ field, op, raw }) => {
      const fieldSpec = Object.hasOwn(spec.fields, field) ? spec.fields[field] : undefined;
      if (!fieldSpec) throw new ListQueryError(`Unknown filter field ${quote(field)}`, "filter");
      if (fieldSpec.filterable === false)
        throw new ListQueryError(`The list cannot be filtered by "${field}"`, "filter");
      const ops = fieldSpec.ops ?? DEFAULT_OPS[fieldSpec.type];
      if (!ops.includes(op)) {
        throw new ListQueryError(`Operator "${op}" is not allowed on "${field}" (allowed: ${ops.join(" ")})`, "filter");
      }
      return { field, op, value: typedValue(field, fieldSpec, raw) };
    });
  }

  if (value.search !== undefined) {
    if (!spec.searchable) throw new ListQueryError("This list does not support search", "search");
    const search = value.search.trim();
    if (search.length > LIST_QUERY_BOUNDS.searchMaxLength) {
      throw new ListQueryError(`search must be at most ${LIST_QUERY_BOUNDS.searchMaxLength} characters`, "search");
    }
    query.search = search;
  }

  if (value.totalItems !== undefined) {
    const b = parseBoolean(value.totalItems);
    if (b === undefined) throw new ListQueryError("totalItems must be true or false", "totalItems");
    query.totalItems = b;
  }

  if (value.before !== undefined && value.after !== undefined) {
    throw new ListQueryError("before and after cannot be used together", "before");
  }
  for (const name of ["before", "after"] as const) {
    const cursor = value[name];
    if (cursor === undefined) continue;
    if (cursor.length > LIST_QUERY_BOUNDS.cursorMaxLength) {
      throw new ListQueryError(`${name} must be at most ${LIST_QUERY_BOUNDS.cursorMaxLength} characters`, name);
    }
    query[name] = cursor;
  }
  return query;
}

/** Replace lone surrogates, which cannot be percent-encoded, by U+FFFD (what URLSearchParams would do). */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** Percent-encode a value but keep the grammar's punctuation readable in a URL. */
function encode(text: string): string {
  return encodeURIComponent(wellFormed(text))
    .replace(/%2C/g, ",")
    .replace(/%3D/g, "=")
    .replace(/%3A/g, ":")
    .replace(/%3B/g, ";");
}

/**
 * Build the canonical query string (no leading `?`) in the order page, limit, sort, filter,
 * search, totalItems, before, after; absent members are left out, totalItems only when true.
 * With `spec`, date filter values are written as ISO-8601 instants; without it, as epoch ms
 * (both parse back to the same epoch ms). parseListQuery(buildListQuery(q), spec) equals q.
 */
export function buildListQuery(query: Partial<ListQuery>, spec?: ListSpec): string {
  const parts: string[] = [];
  const add = (name: string, text: string) => parts.push(`${name}=${encode(text)}`);
  if (query.page !== undefined) add("page", String(query.page));
  if (query.limit !== undefined) add("limit", String(query.limit));
  if (query.sort) add("sort", `${query.sort.direction === "desc" ? "-" : ""}${query.sort.field}`);
  if (query.filter && query.filter.length > 0) {
    const clauses = query.filter.map((c) => {
      const isDate = spec && Object.hasOwn(spec.fields, c.field) && spec.fields[c.field].type === "date";
      if (isDate && typeof c.value === "number" && Number.isFinite(c.value) && Math.abs(c.value) <= MAX_DATE_MS) {
        return { ...c, value: new Date(c.value).toISOString() };
      }
      return c;
    });
    add("filter", formatFilterExpression(clauses));
  }
  if (query.search !== undefined && query.search !== "") add("search", query.search);
  if (query.totalItems) add("totalItems", "true");
  if (query.before !== undefined) add("before", query.before);
  if (query.after !== undefined) add("after", query.after);
  return parts.join("&");
}
