/**
 * The CSV text of exports (platform/jobs/csv.ts) is csv-stringify's, byte for byte, for any text:
 * cells with quotes, commas, line breaks, formula starts, empty cells and non-ASCII text; and its
 * timestamps are toISOString's for any instant. What a spreadsheet opens must not depend on the
 * fast path that skips the library for cells it writes unchanged.
 */
import { stringify } from "csv-stringify/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neutralizeFormula } from "../../../contract/spreadsheet";
import { csvHeader, csvRecords, isoTimeFormatter, type CsvColumn } from "../../../platform/jobs/csv";

/** What the export wrote with csv-stringify alone (its options before the fast path). */
function libraryCsv(headers: string[], records: string[][]): string {
  return stringify(records, {
    header: true,
    bom: true,
    columns: headers.map((header, i) => ({ key: String(i), header })),
    cast: { string: (value, context) => (context.header ? value : neutralizeFormula(value)) },
  });
}

// Text rich in what CSV and spreadsheets treat specially.
const cell = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20",\n\r a-zé€😀]{0,12}$/u),
  fc.constantFrom("", "-", "'", '"', ",", "\n", "\r\n", "=1+1", "a,b", 'say "hi"'),
);

describe("export CSV text", () => {
  it("is csv-stringify's output for any header and cells (numbers as their text)", () => {
    fc.assert(
      fc.property(
        fc.array(cell, { minLength: 1, maxLength: 5 }).chain((headers) =>
          fc.tuple(
            fc.constant(headers),
            fc.array(
              fc.array(
                fc.oneof(
                  cell,
                  fc.double({ noNaN: true }).map((n) => n),
                  fc.constant(null),
                ),
                { minLength: headers.length, maxLength: headers.length },
              ),
              { maxLength: 6 },
            ),
          ),
        ),
        ([headers, rows]) => {
          const columns: CsvColumn<(string | number | null)[]>[] = headers.map((header, i) => ({
            header,
            value: (r) => r[i],
          }));
          const records = rows.map((r) => r.map((v) => (v === null ? "" : String(v))));
          const ours = Buffer.from(csvHeader(headers) + csvRecords(columns, rows));
          expect(ours.equals(Buffer.from(libraryCsv(headers, records)))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("neutralises a negative number's text as it neutralises any text (byte identity with the earlier files)", () => {
    const columns: CsvColumn<number>[] = [{ header: "MOS", value: (n) => n }];
    expect(csvRecords(columns, [-1.5, 3.2])).toBe("'-1.5\n3.2\n");
  });
});

describe("export timestamps", () => {
  it("are toISOString's text for any instant, fractions and years outside 1970-9999 included", () => {
    const iso = isoTimeFormatter();
    const instant = fc.oneof(
      fc.integer({ min: 0, max: 253_402_300_799_999 }),
      fc.integer({ min: -8_640_000_000_000_000, max: 8_640_000_000_000_000 }),
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      fc.constantFrom(0, 86_399_999, 86_400_000, 951_782_400_000, 253_402_300_799_999, 253_402_300_800_000, -1),
    );
    fc.assert(
      fc.property(instant, (ms) => {
        expect(iso(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 2000 },
    );
  });
});
