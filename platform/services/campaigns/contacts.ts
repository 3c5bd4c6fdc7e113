/**
 * A campaign's contact list, uploaded as CSV (issue 17 "a contact list uploaded as CSV (E.164 numbers
 * validated row by row, with the rejected rows and why)"), parsed with csv-parse.
 *
 * What is accepted (docs/features/campaigns.md, "Where the spec is silent"): comma, semicolon or tab separated,
 * UTF-8 with or without a byte-order mark. The header is optional: a first row without any digit is a
 * header, and its column named phone, phone number, number, e164, msisdn or mobile holds the numbers
 * (the first column when none is); without a header the numbers are the first column. Other columns
 * (a name, say) are allowed and ignored. Spaces, dashes, dots and brackets inside a number are dropped
 * ("+44 20 7946-0000"); what remains must be E.164. A row is rejected when its number is empty, not
 * E.164, or a duplicate of an earlier row; the file is refused as a whole when it is not CSV, holds
 * more than CAMPAIGNS.CONTACTS_MAX rows (the header excepted) or no acceptable number.
 */
import { CsvError, parse } from "csv-parse/sync";
import { CAMPAIGNS } from "../../../contract/limits/campaigns";
import type { RejectedContact } from "../../../contract/wire/campaigns";
import { E164_PATTERN } from "../../../contract/wire/phones";

export interface ParsedContacts {
  accepted: { line: number; e164: string }[];
  rejected: RejectedContact[];
}

/** The file as a whole is refused: `message` is the message key for the upload's field. */
export class ContactsFileError extends Error {}

const NUMBER_HEADER = /^(phone|phone[ _-]?number|number|e\.?164|msisdn|mobile)$/i;
/** Separators people type inside a number. */
const NUMBER_PUNCTUATION = /[\s().-]/g;
/** A rejected row's text as shown back (the row may be anything). */
const SHOWN_MAX = 40;

export function parseContacts(text: string): ParsedContacts {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [",", ";", "\t"],
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw new ContactsFileError("validation_campaign_contacts_csv");
    throw error;
  }
  let column = 0;
  let rows = records;
  const first = records[0]?.record ?? [];
  if (first.some((cell) => cell.trim() !== "") && !first.some((cell) => /\d/.test(cell))) {
    const named = first.findIndex((cell) => NUMBER_HEADER.test(cell.trim()));
    column = named < 0 ? 0 : named;
    rows = records.slice(1);
  }
  if (rows.length > CAMPAIGNS.CONTACTS_MAX) throw new ContactsFileError("validation_campaign_contacts_too_many");

  const accepted: ParsedContacts["accepted"] = [];
  const rejected: RejectedContact[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of rows) {
    const line = info.lines;
    const cell = (record[column] ?? "").trim();
    const value = cell.slice(0, SHOWN_MAX);
    if (cell === "") {
      rejected.push({ line, value: record.join(",").trim().slice(0, SHOWN_MAX), reason: "campaign_contact_empty" });
      continue;
    }
    const e164 = cell.replace(NUMBER_PUNCTUATION, "");
    if (!E164_PATTERN.test(e164)) {
      rejected.push({ line, value, reason: "campaign_contact_invalid" });
      continue;
    }
    const firstLine = seen.get(e164);
    if (firstLine !== undefined) {
      rejected.push({ line, value, reason: "campaign_contact_duplicate", firstLine });
      continue;
    }
    seen.set(e164, line);
    accepted.push({ line, e164 });
  }
  if (accepted.length === 0) throw new ContactsFileError("validation_campaign_contacts_none");
  return { accepted, rejected };
}
