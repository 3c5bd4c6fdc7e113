/**
 * The statistics chart's CSV and XLSX files hand a spreadsheet no formula: every text cell that
 * starts with = + - @ (tab, CR, full-width forms) gets a leading quote, numbers stay numbers. The
 * texts today are the catalogue's and ISO times (no entity or account name reaches these files); the
 * chart here carries hostile labels and caption in their place, as a translation or a future name
 * column could.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { StatisticsResponse } from "../../../contract/wire/statistics";
import { exportResponse, type RenderedChart } from "~/features/statistics/export.server";
import { CHART_SPECS } from "~/features/statistics/metrics";
import { chartModel } from "~/features/statistics/model";
import { parseCsv } from "../support/csv";

const spec = CHART_SPECS.callSuccess;
const response: StatisticsResponse = {
  windowMinutes: 5,
  series: [
    { metricName: "CountCalls", dimensionValue: "true", values: [{ value: 3, timestamp: "2026-03-10T10:00:00.000Z" }] },
    {
      metricName: "CountCalls",
      dimensionValue: "false",
      values: [{ value: 2, timestamp: "2026-03-10T10:00:00.000Z" }],
    },
  ],
};
const range = { from: Date.UTC(2026, 2, 10, 10, 0), to: Date.UTC(2026, 2, 10, 10, 5) };

const HOSTILE = {
  caption: '=HYPERLINK("http://evil.example","Call success")',
  successful: "+cmd|' /C calc'!A0",
  failed: "@SUM(A1:A9)",
};

const chart: RenderedChart = {
  spec,
  model: chartModel(spec, response, { mode: "portal", entity: { kind: "all" }, range, canDrill: false }),
  texts: { title: "Call success", unit: "", stacks: { true: HOSTILE.successful, false: HOSTILE.failed } },
  timeZone: "UTC",
  offsetMinutes: 0,
  caption: HOSTILE.caption,
  baseName: "callSuccess-test",
};
const labels = { print: "Print", time: "Time" };

describe("statistics export cells", () => {
  it("CSV: hostile labels are quoted as text, times and counts are unchanged", async () => {
    const res = await exportResponse(chart, "csv", labels);
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual(["Start", "End", `'${HOSTILE.successful}`, `'${HOSTILE.failed}`]);
    expect(rows).toEqual([["2026-03-10T10:00:00.000Z", "2026-03-10T10:05:00.000Z", "3", "2"]]);
  });

  it("XLSX: the caption and the labels are text cells with the quote, counts are numbers", async () => {
    const res = await exportResponse(chart, "xlsx", labels);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([`'${HOSTILE.caption}`]);
    expect(values(2)).toEqual(["Start", "End", `'${HOSTILE.successful}`, `'${HOSTILE.failed}`]);
    expect(values(3)).toEqual(["2026-03-10T10:00:00.000Z", "2026-03-10T10:05:00.000Z", 3, 2]);
    // No cell of the file is a formula.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });
});
