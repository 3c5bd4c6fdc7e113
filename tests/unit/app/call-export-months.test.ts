import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  defaultExportMonth,
  exportMonths,
  exportMonthsOfYear,
  exportYears,
  isExportMonth,
  monthRange,
  parseMonthValue,
} from "~/features/call-history/export/months";
import {
  EXPORT_INTENTS,
  exportFormAction,
  exportReturnTo,
  isExportNoticeShown,
  isMonthlyExportOpen,
  monthlyExportHref,
  withExportNotice,
} from "~/features/call-history/export/params";
import { EXPORT_ERRORS, exportActionSchema } from "~/features/call-history/export/schema";
import { monthRange as platformMonthRange } from "../../../platform/services/billing/reports";
import { platformDownloadPath } from "../../../contract/servicePaths";

const JAN_15_2026 = Date.UTC(2026, 0, 15, 12);

describe("the month window (last 24 months, UTC)", () => {
  it("offers the current month and the 23 before it, newest first, across years", () => {
    const months = exportMonths(JAN_15_2026);
    expect(months).toHaveLength(24);
    expect(months[0]).toEqual({ value: "2026-01", year: 2026, month: 1 });
    expect(months[1]).toEqual({ value: "2025-12", year: 2025, month: 12 });
    expect(months[12]).toEqual({ value: "2025-01", year: 2025, month: 1 });
    expect(months[23]).toEqual({ value: "2024-02", year: 2024, month: 2 });
    expect(new Set(months.map((m) => m.value)).size).toBe(24);
  });

  it("has exact boundaries: the first and last instants of a month count as that month (UTC)", () => {
    const firstInstant = Date.UTC(2026, 2, 1, 0, 0, 0, 0);
    expect(exportMonths(firstInstant)[0].value).toBe("2026-03");
    expect(exportMonths(firstInstant - 1)[0].value).toBe("2026-02");
    expect(exportMonths(firstInstant).at(-1)?.value).toBe("2024-04");
    expect(exportMonths(firstInstant - 1).at(-1)?.value).toBe("2024-03");
  });

  it("accepts only offered months", () => {
    expect(isExportMonth("2026-01", JAN_15_2026)).toBe(true);
    expect(isExportMonth("2024-02", JAN_15_2026)).toBe(true);
    expect(isExportMonth("2024-01", JAN_15_2026)).toBe(false); // 25 months back
    expect(isExportMonth("2026-02", JAN_15_2026)).toBe(false); // the future
    expect(isExportMonth("2025-13", JAN_15_2026)).toBe(false);
    expect(isExportMonth("2025-1", JAN_15_2026)).toBe(false);
    expect(isExportMonth("", JAN_15_2026)).toBe(false);
  });

  it("agrees with the platform's window and month range, month by month", () => {
    for (const m of exportMonths(JAN_15_2026)) {
      expect(platformMonthRange(m.value, JAN_15_2026)).toEqual(monthRange(m.value));
    }
    expect(() => platformMonthRange("2024-01", JAN_15_2026)).toThrow();
  });

  it("gives the month's [from, to) range, December rolling into January", () => {
    expect(monthRange("2025-12")).toEqual({ from: Date.UTC(2025, 11, 1), to: Date.UTC(2026, 0, 1) });
    expect(monthRange("2024-02")).toEqual({ from: Date.UTC(2024, 1, 1), to: Date.UTC(2024, 2, 1) });
    expect(() => monthRange("2024-00")).toThrow(RangeError);
    expect(parseMonthValue("2024-00")).toBeNull();
  });

  it("lists the years and each year's months for the selectors, and preselects last month", () => {
    const months = exportMonths(JAN_15_2026);
    expect(exportYears(months)).toEqual([2026, 2025, 2024]);
    expect(exportMonthsOfYear(months, 2026)).toEqual([1]);
    expect(exportMonthsOfYear(months, 2025)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(exportMonthsOfYear(months, 2024)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(defaultExportMonth(months).value).toBe("2025-12");
  });
});

describe("the export form schema", () => {
  const parse = (entries: Record<string, string>) =>
    parseWithZod(new URLSearchParams(entries), { schema: exportActionSchema(JAN_15_2026) });

  it("refuses a month outside the window on the month field", () => {
    const result = parse({ intent: EXPORT_INTENTS.monthly, year: "2024", month: "1" });
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({ month: [EXPORT_ERRORS.monthOutOfWindow] });
  });

  it("accepts an offered month and reads the do-not-show-again box", () => {
    const monthly = parse({ intent: EXPORT_INTENTS.monthly, year: "2024", month: "2" });
    expect(monthly.status === "success" && monthly.value).toMatchObject({ year: 2024, month: 2 });
    const dismiss = parse({ intent: EXPORT_INTENTS.dismissNotice, hide: "on" });
    expect(dismiss.status === "success" && dismiss.value).toMatchObject({ hide: true });
    const keep = parse({ intent: EXPORT_INTENTS.dismissNotice });
    expect(keep.status === "success" && keep.value).toMatchObject({ intent: EXPORT_INTENTS.dismissNotice });
    expect(keep.status === "success" && "hide" in keep.value && keep.value.hide).toBeFalsy();
  });

  it("a year that is no whole number is refused on the year field only, in the catalogue's words", () => {
    for (const year of ["Infinity", "2025.5", "1e400"]) {
      expect(parse({ intent: EXPORT_INTENTS.monthly, year, month: "1" }).reply().error).toEqual({
        year: [EXPORT_ERRORS.yearRequired],
      });
    }
    expect(parse({ intent: EXPORT_INTENTS.monthly, year: "2025", month: "1.5" }).reply().error).toEqual({
      month: [EXPORT_ERRORS.monthRequired],
    });
  });

  it("asks for a month and a year when they are missing", () => {
    const result = parse({ intent: EXPORT_INTENTS.monthly });
    expect(result.reply().error).toMatchObject({
      year: [EXPORT_ERRORS.yearRequired],
      month: [EXPORT_ERRORS.monthRequired],
    });
  });
});

describe("export URL flags", () => {
  it("opens the dialog and the notice by parameter, keeping the list's query", () => {
    expect(monthlyExportHref("/portal/call_history", "?page=2&search=acme")).toBe(
      "/portal/call_history?page=2&search=acme&dialog=monthly-export",
    );
    expect(withExportNotice("/portal/call_history", "?page=2&dialog=monthly-export")).toBe(
      "/portal/call_history?page=2&exportNotice=1",
    );
    expect(exportReturnTo("/admin/calls", "?dialog=monthly-export&exportNotice=1&sort=-setupTime")).toBe(
      "/admin/calls?sort=-setupTime",
    );
    expect(exportReturnTo("/admin/calls", "?dialog=monthly-export")).toBe("/admin/calls");
    expect(isMonthlyExportOpen(new URLSearchParams("dialog=monthly-export"))).toBe(true);
    expect(isExportNoticeShown(new URLSearchParams("exportNotice=1"))).toBe(true);
    expect(isExportNoticeShown(new URLSearchParams("exportNotice=yes"))).toBe(false);
  });

  it("posts only to the screen's own list", () => {
    expect(exportFormAction("portal", "/portal/call_history?page=2")).toBe("/portal/call_history?page=2");
    expect(exportFormAction("portal", "/portal/call_history/abc?page=2")).toBe("/portal/call_history");
    expect(exportFormAction("admin", "/portal/call_history")).toBe("/admin/calls");
  });
});

describe("platform download paths", () => {
  it("resolves relative urls against the main service and keeps platform paths", () => {
    expect(platformDownloadPath("exports/j1/download")).toBe("/vaic/api/exports/j1/download");
    expect(platformDownloadPath("/billing/api/files/x.csv?v=2")).toBe("/billing/api/files/x.csv?v=2");
  });

  it.each([
    "https://evil.example/file.csv",
    "http://127.0.0.1:39999/vaic/api/exports/j1/download",
    "//evil.example/file.csv",
    "javascript:alert(1)",
    "/etc/passwd",
    "/vaic/apis/x",
    "/vaic/api",
    "../billing/api/x",
    "/vaic/api/../../admin",
    "/vaic/api/%2e%2e/x",
    "/vaic/api/a%2Fb",
    "/vaic/api/a\\b",
    "/vaic/api/a\tb",
    "",
  ])("refuses %j", (url) => {
    expect(platformDownloadPath(url)).toBeNull();
  });
});
