/**
 * CSV writing of exports: call rows -> human-readable records, written by csv-stringify (quoting and
 * escaping are the library's; nothing here builds CSV text by hand).
 */
import { stringify, type Stringifier } from "csv-stringify";
import { formatDuration, voiceQualityLabel, type MosThresholds } from "../../contract/calls";
import type { ListColumn } from "../calls/query";
import type { CallWireRow } from "../calls/toWire";
import { WHATSAPP_STATUS_LABELS } from "../../contract/enums";
import { neutralizeFormula } from "../../contract/spreadsheet";
import type { WhatsAppNumberRow } from "../../contract/wire/whatsapp";

export interface CsvColumn<R> {
  header: string;
  value: (row: R) => string | number | null | undefined;
}

/**
 * A csv-stringify stream of array records with a header row of the columns' names. Every string cell
 * passes through `neutralizeFormula`. It starts with a UTF-8 byte order mark so spreadsheets read
 * non-ASCII names (entity names, campaigns) as UTF-8 rather than the local code page.
 */
export function createCsvStringifier(headers: readonly string[], recordsBuffered = 16): Stringifier {
  return stringify({
    header: true,
    bom: true,
    columns: headers.map((header, i) => ({ key: String(i), header })),
    writableHighWaterMark: recordsBuffered,
    cast: {
      string: (value, context) => (context.header ? value : neutralizeFormula(value)),
    },
  });
}

/** One record for the stringifier: the columns' cells in order. */
export function toCsvRecord<R>(columns: readonly CsvColumn<R>[], row: R): string[] {
  const record = new Array<string>(columns.length);
  for (let i = 0; i < columns.length; i++) {
    const v = columns[i].value(row);
    record[i] = v === null || v === undefined ? "" : String(v);
  }
  return record;
}

const utc = (ms: number | null): string => (ms === null ? "" : new Date(ms).toISOString());
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
function services(row: CallWireRow): string {
  const list: string[] = row.recorded === 1 ? ["Recording"] : [];
  for (const s of jsonArray(row.external_recording_servers)) {
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

/** The `calls` columns `callCsvColumns` reads (an export selects only these; account_name comes from a join). */
export const CALL_CSV_SOURCE_COLUMNS: readonly ListColumn[] = [
  "call_id", "account_id", "calling_name", "calling_number", "called_name", "called_number",
  "setup_time", "connect_time", "end_time", "features", "duration_seconds", "termination_description",
  "voice_mos_quality", "bot_conversation_id", "campaign_name", "campaign_id", "region_id", "successful",
  "recorded", "external_recording_servers",
];

/** Columns of a calls export: the grid's columns (spec 001 §3 "Grid columns"), hidden ones included. */
export function callCsvColumns(options: CallCsvOptions): CsvColumn<CallWireRow>[] {
  const columns: (CsvColumn<CallWireRow> | null)[] = [
    { header: "Call ID", value: (r) => r.call_id },
    options.admin ? { header: "Account", value: (r) => r.account_name ?? r.account_id } : null,
    { header: "Calling Entity", value: (r) => r.calling_name },
    { header: "Calling Number", value: (r) => r.calling_number },
    { header: "Called Entity", value: (r) => r.called_name },
    { header: "Called Number", value: (r) => r.called_number },
    { header: "Setup Time (UTC)", value: (r) => utc(r.setup_time) },
    { header: "Connect Time (UTC)", value: (r) => utc(r.connect_time) },
    { header: "End Time (UTC)", value: (r) => utc(r.end_time) },
    { header: "Features", value: (r) => jsonArray(r.features).filter((f) => typeof f === "string").join("; ") },
    { header: "Duration", value: (r) => formatDuration(r.duration_seconds) },
    { header: "Termination Description", value: (r) => r.termination_description },
    // No MOS is an empty cell (the grid's "-", which would read as a formula start here).
    { header: "Voice Quality", value: (r) => (r.voice_mos_quality === null ? null : voiceQualityLabel(r.voice_mos_quality, options.mosThresholds)) },
    { header: "MOS", value: (r) => r.voice_mos_quality },
    { header: "Bot Conversation ID", value: (r) => r.bot_conversation_id },
    { header: "Campaign Name", value: (r) => r.campaign_name },
    { header: "Campaign ID", value: (r) => r.campaign_id },
    { header: "Region", value: (r) => (r.region_id === null ? null : (options.regionNames.get(r.region_id) ?? r.region_id)) },
    { header: "Successful", value: (r) => yesNo(r.successful) },
    { header: "Services", value: services },
  ];
  return columns.filter((c): c is CsvColumn<CallWireRow> => c !== null);
}

/** The WhatsApp numbers export: the admin table's columns (spec 001 §2), account columns for administrators. */
export function whatsAppCsvColumns(admin: boolean): CsvColumn<WhatsAppNumberRow>[] {
  const columns: (CsvColumn<WhatsAppNumberRow> | null)[] = [
    admin ? { header: "Account ID", value: (r) => r.accountId } : null,
    admin ? { header: "Account Name", value: (r) => r.accountName } : null,
    { header: "Number ID", value: (r) => r.id },
    { header: "Number Name", value: (r) => r.name },
    { header: "WhatsApp Business Account ID", value: (r) => r.wabaId },
    { header: "WhatsApp Number ID", value: (r) => r.waPhoneNumberId },
    { header: "WhatsApp Phone Number", value: (r) => r.phoneNumber },
    admin ? { header: "FQDN", value: (r) => r.fqdn } : null,
    { header: "Region", value: (r) => r.regionId },
    { header: "Date Created (UTC)", value: (r) => r.createdDate },
    { header: "Status", value: (r) => WHATSAPP_STATUS_LABELS[r.status] },
    { header: "Error", value: (r) => r.error },
  ];
  return columns.filter((c): c is CsvColumn<WhatsAppNumberRow> => c !== null);
}
