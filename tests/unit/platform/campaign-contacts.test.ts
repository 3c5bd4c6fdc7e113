/**
 * The contact-list parser of campaigns (platform/services/campaigns/contacts.ts, csv-parse): E.164
 * numbers row by row, the header optional, rejected rows with their line and why (empty, not E.164,
 * duplicate of an earlier line), and the file refused whole when it is not CSV, has no valid number
 * or more than 10,000 rows.
 */
import { describe, expect, it } from "vitest";
import { CAMPAIGNS } from "../../../contract/limits/campaigns";
import { ContactsFileError, parseContacts } from "../../../platform/services/campaigns/contacts";

const refusal = (text: string) => {
  try {
    parseContacts(text);
  } catch (error) {
    if (error instanceof ContactsFileError) return error.message;
    throw error;
  }
  return null;
};
/** `n` distinct UK numbers. */
const numbers = (n: number) => Array.from({ length: n }, (_, i) => `+4477009${String(i).padStart(5, "0")}`);

describe("the contact list", () => {
  it("takes one column of E.164 numbers without a header, line numbers from 1", () => {
    const { accepted, rejected } = parseContacts("+442079460000\n+12025550123\n");
    expect(accepted).toEqual([
      { line: 1, e164: "+442079460000" },
      { line: 2, e164: "+12025550123" },
    ]);
    expect(rejected).toEqual([]);
  });

  it("reads the number column a header names (other columns ignored), with a byte-order mark, semicolons or CRLF", () => {
    const { accepted } = parseContacts("\uFEFFname;Phone Number\r\nAda;+44 20 7946-0001\r\nBob;(+1) 202.555.0124\r\n");
    expect(accepted).toEqual([
      { line: 2, e164: "+442079460001" },
      { line: 3, e164: "+12025550124" },
    ]);
    // Without a column it knows, a header's numbers are its first column.
    expect(parseContacts("contact,note\n+442079460002,vip\n").accepted).toEqual([{ line: 2, e164: "+442079460002" }]);
  });

  it("rejects empty rows, numbers that are not E.164 and duplicates, each with its line and why", () => {
    const csv = [
      "phone",
      "+442079460000",
      "",
      "442079460001",
      "+0442079460002",
      "+44 20 7946 0000",
      "not a number",
      "+123456",
      "+1234567890123456",
      ",extra",
      "+442079460003",
    ].join("\n");
    const { accepted, rejected } = parseContacts(csv);
    expect(accepted.map((a) => a.e164)).toEqual(["+442079460000", "+442079460003"]);
    expect(rejected).toEqual([
      { line: 3, value: "", reason: "campaign_contact_empty" },
      { line: 4, value: "442079460001", reason: "campaign_contact_invalid" },
      { line: 5, value: "+0442079460002", reason: "campaign_contact_invalid" },
      { line: 6, value: "+44 20 7946 0000", reason: "campaign_contact_duplicate", firstLine: 2 },
      { line: 7, value: "not a number", reason: "campaign_contact_invalid" },
      { line: 8, value: "+123456", reason: "campaign_contact_invalid" },
      { line: 9, value: "+1234567890123456", reason: "campaign_contact_invalid" },
      { line: 10, value: ",extra", reason: "campaign_contact_empty" },
    ]);
  });

  it("takes 10,000 rows, with a header too, and refuses 10,001", () => {
    const max = numbers(CAMPAIGNS.CONTACTS_MAX);
    expect(parseContacts(max.join("\n")).accepted).toHaveLength(CAMPAIGNS.CONTACTS_MAX);
    expect(parseContacts(["phone", ...max].join("\n")).accepted).toHaveLength(CAMPAIGNS.CONTACTS_MAX);
    expect(refusal(numbers(CAMPAIGNS.CONTACTS_MAX + 1).join("\n"))).toBe("validation_campaign_contacts_too_many");
    // Rejected rows count: a file of 10,001 rows is refused whatever they hold.
    expect(refusal([...max, "junk"].join("\n"))).toBe("validation_campaign_contacts_too_many");
  });

  it("refuses a file without a valid number, and one that is not CSV", () => {
    expect(refusal("")).toBe("validation_campaign_contacts_none");
    expect(refusal("phone\n")).toBe("validation_campaign_contacts_none");
    expect(refusal("phone\nnope\n\n")).toBe("validation_campaign_contacts_none");
    expect(refusal('+442079460000\n"+442079460001\n')).toBe("validation_campaign_contacts_csv");
  });
});
