/**
 * CSV writing of exports: rows -> human-readable cells -> CSV text, a batch at a time. The bytes are
 * csv-stringify's (comma, "\n" after every record, RFC 4180 quotes): a cell holding a quote, comma or
 * line break is quoted by the library itself; every other cell is one it writes unchanged, so it is
 * written as is, without the library's per-field work (most of an export's time at 1M rows).
 */
import { stringify } from "csv-stringify/sync";
import { formatDuration, voiceQualityLabel, type MosThresholds } from "../../contract/calls";
import type { ListColumn } from "../calls/query";
import { FORMULA_START, neutralizeFormula } from "../../contract/spreadsheet";
import { TIME } from "../../contract/limits/units";

export interface CsvColumn<R> {
  header: string;
  value: (row: R) => string | number | null | undefined;
}

/** Characters that make csv-stringify quote a cell (quote, delimiter, record delimiters). */
const NEEDS_QUOTES = /[",\n\r]/;
/** A cell that is not written as it is: a formula start to neutralise, or a character to quote. */
const CHANGED = new RegExp(`${FORMULA_START.source}|${NEEDS_QUOTES.source}`);

function field(text: string): string {
  return NEEDS_QUOTES.test(text) ? stringify([[text]], { eof: false }) : text;
}

/** A text cell as an export writes it: neutralised (`neutralizeFormula`), then quoted if needed. */
function cell(text: string): string {
  return CHANGED.test(text) ? field(neutralizeFormula(text)) : text;
}

/**
 * The start of every export file: a UTF-8 byte order mark, so spreadsheets read non-ASCII names
 * (entity names, campaigns) as UTF-8 rather than the local code page, and the header row.
 */
export function csvHeader(headers: readonly string[]): string {
  return `\uFEFF${headers.map(field).join(",")}\n`;
}

/** The CSV records of rows, each ending in "\n" (numbers are written as their text). */
export function csvRecords<R>(columns: readonly CsvColumn<R>[], rows: readonly R[]): string {
  const lines = new Array<string>(rows.length + 1);
  const cells = new Array<string>(columns.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    for (let i = 0; i < columns.length; i++) {
      const v = columns[i].value(row);
      cells[i] = v === null || v === undefined ? "" : cell(typeof v === "string" ? v : String(v));
    }
    lines[r] = cells.join(",");
  }
  lines[rows.length] = "";
  return lines.join("\n");
}

/**
 * Caches a formatter's answers for the few distinct values a column repeats (features, services,
 * durations), up to `limit` of them: the same text is not parsed a million times.
 */
function memo<K, V>(format: (key: K) => V, limit = 10_000): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = format(key);
      if (cache.size < limit) cache.set(key, value);
    }
    return value;
  };
}

/** 10000-01-01T00:00:00Z: from here on toISOString writes a six-digit, signed year. */
const YEAR_10000_MS = 253_402_300_800_000;
const PAD2 = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, "0"));
const PAD3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, "0"));

/**
 * `new Date(ms).toISOString()`, built from a cached "YYYY-MM-DDT" per day and the time of day's
 * digits: an export writes three timestamps a row, and a Date and its text for each were a third
 * of the formatting time. Instants before 1970 or after 9999 and fractions take toISOString itself.
 */
export function isoTimeFormatter(): (ms: number) => string {
  const dayPrefix = memo((day: number) => new Date(day * TIME.DAY_MS).toISOString().slice(0, 11));
  return (ms) => {
    if (!(ms >= 0 && ms < YEAR_10000_MS && Number.isInteger(ms))) return new Date(ms).toISOString();
    const day = Math.floor(ms / TIME.DAY_MS);
    const milli = ms % 1000;
    const seconds = ((ms - day * TIME.DAY_MS - milli) / 1000) | 0;
    const minutes = (seconds / 60) | 0;
    return `${dayPrefix(day)}${PAD2[(minutes / 60) | 0]}:${PAD2[minutes % 60]}:${PAD2[seconds % 60]}.${PAD3[milli]}Z`;
  };
}
const yesNo = (flag: number | boolean): string => (flag === 1 || flag === true ? "Yes" : "No");

function jsonArray(text: string): unknown[] {
  if (text === "[]") return []; // most calls: skip the parser
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

const SERVER_ROLE: Record<string, string> = { "agent-assist": "Agent assist", translation: "Voice translation" };
const SERVER_ENTITY: Record<string, string> = { sipConnection: "SIP connection", bot: "bot" };

/** The "services" column: recording and the external recording servers of the call. */
function services(recorded: number, externalRecordingServers: string): string {
  const list: string[] = recorded === 1 ? ["Recording"] : [];
  for (const s of jsonArray(externalRecordingServers)) {
    if (!s || typeof s !== "object") continue;
    const { role, entityType } = s as { role?: unknown; entityType?: unknown };
    const roleText = SERVER_ROLE[String(role)] ?? "External recording";
    list.push(`${roleText} (${SERVER_ENTITY[String(entityType)] ?? String(entityType)})`);
  }
  return list.join("; ");
}

export interface CallCsvOptions {
  /** Administrator export: adds the account's name. */
  admin: boolean;
  mosThresholds: MosThresholds;
  /** region id -> display name */
  regionNames: ReadonlyMap<string, string>;
}

/**
 * The `calls` columns `callCsvColumns` reads: an export selects only these, and for administrators
 * account_id and account_name (a join) too.
 */
export const CALL_CSV_SOURCE_COLUMNS: readonly ListColumn[] = [
  "call_id",
  "calling_name",
  "calling_number",
  "called_name",
  "called_number",
  "setup_time",
  "connect_time",
  "end_time",
  "features",
  "duration_seconds",
  "termination_description",
  "voice_mos_quality",
  "bot_conversation_id",
  "campaign_name",
  "campaign_id",
  "region_id",
  "successful",
  "recorded",
  "external_recording_servers",
];

/** A call as an export reads it: a raw row, the values of the list's columns by position. */
export type CallCsvRow = readonly unknown[];

/**
 * Columns of a calls export: the grid's columns (docs/product.md#call-record "Grid columns"), hidden ones included.
 * `sourceColumns` names what each position of a row holds (CALL_CSV_SOURCE_COLUMNS and, for
 * administrators, account_name); each column reads its positions, found once here.
 */
export function callCsvColumns(options: CallCsvOptions, sourceColumns: readonly string[]): CsvColumn<CallCsvRow>[] {
  const at = (name: string): number => {
    const i = sourceColumns.indexOf(name);
    if (i < 0) throw new Error(`calls export: the rows have no ${name} column`);
    return i;
  };
  const text = (name: string) => {
    const i = at(name);
    return (r: CallCsvRow) => r[i] as string | null;
  };
  const iso = isoTimeFormatter();
  const time = (name: string) => {
    const i = at(name);
    return (r: CallCsvRow) => (r[i] === null ? "" : iso(r[i] as number));
  };
  const [accountId, accountName] = options.admin ? [at("account_id"), at("account_name")] : [-1, -1];
  const [features, duration, mos, region, successful, recorded, servers] = [
    "features",
    "duration_seconds",
    "voice_mos_quality",
    "region_id",
    "successful",
    "recorded",
    "external_recording_servers",
  ].map(at);
  const featureList = memo((json: string) =>
    jsonArray(json)
      .filter((f) => typeof f === "string")
      .join("; "),
  );
  const durationText = memo((seconds: number) => formatDuration(seconds));
  const mosText = memo((value: number) => String(value));
  const serviceList = [memo((json: string) => services(0, json)), memo((json: string) => services(1, json))];
  const columns: (CsvColumn<CallCsvRow> | null)[] = [
    { header: "Call ID", value: text("call_id") },
    options.admin ? { header: "Account", value: (r) => (r[accountName] ?? r[accountId]) as string } : null,
    { header: "Calling Entity", value: text("calling_name") },
    { header: "Calling Number", value: text("calling_number") },
    { header: "Called Entity", value: text("called_name") },
    { header: "Called Number", value: text("called_number") },
    { header: "Setup Time (UTC)", value: time("setup_time") },
    { header: "Connect Time (UTC)", value: time("connect_time") },
    { header: "End Time (UTC)", value: time("end_time") },
    { header: "Features", value: (r) => featureList(r[features] as string) },
    { header: "Duration", value: (r) => durationText(r[duration] as number) },
    { header: "Termination Description", value: text("termination_description") },
    // No MOS is an empty cell (the grid's "-", which would read as a formula start here).
    {
      header: "Voice Quality",
      value: (r) => (r[mos] === null ? null : voiceQualityLabel(r[mos] as number, options.mosThresholds)),
    },
    { header: "MOS", value: (r) => (r[mos] === null ? null : mosText(r[mos] as number)) },
    { header: "Bot Conversation ID", value: text("bot_conversation_id") },
    { header: "Campaign Name", value: text("campaign_name") },
    { header: "Campaign ID", value: text("campaign_id") },
    {
      header: "Region",
      value: (r) =>
        r[region] === null ? null : (options.regionNames.get(r[region] as string) ?? (r[region] as string)),
    },
    { header: "Successful", value: (r) => yesNo(r[successful] as number) },
    { header: "Services", value: (r) => serviceList[r[recorded] === 1 ? 1 : 0](r[servers] as string) },
  ];
  return columns.filter((c): c is CsvColumn<CallCsvRow> => c !== null);
}
