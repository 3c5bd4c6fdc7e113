import { CALL_HISTORY } from "../../../../contract/limits/call-history";

/**
 * The months the monthly call export offers (docs/product.md#call-history "The month export dialog has month and year
 * selectors and offers the last 24 months"): the current UTC month and the 23 before it, which is
 * also the window the platform accepts for `month=YYYY-MM`. Pure: shared by the dialog and the action.
 */

export interface ExportMonth {
  /** "YYYY-MM", as the platform takes it. */
  value: string;
  year: number;
  /** 1 (January) to 12 (December). */
  month: number;
}

const MONTH_VALUE = /^(\d{4})-(\d{2})$/;

/** "YYYY-MM" of a year and a month 1..12. */
export function monthValue(year: number, month: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

/** {year, month} of a "YYYY-MM" text, or null when it is not one (month 13, "2026-1", ...). */
export function parseMonthValue(value: string): { year: number; month: number } | null {
  const match = MONTH_VALUE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** The offered months, newest (the current month) first. */
export function exportMonths(
  now: Date | number = Date.now(),
  count: number = CALL_HISTORY.MONTH_EXPORT_MONTHS,
): ExportMonth[] {
  const today = new Date(now);
  const months: ExportMonth[] = [];
  for (let back = 0; back < count; back++) {
    // Date.UTC rolls negative months over into earlier years.
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    const year = first.getUTCFullYear();
    const month = first.getUTCMonth() + 1;
    months.push({ value: monthValue(year, month), year, month });
  }
  return months;
}

/** Is `value` ("YYYY-MM") one of the offered months at `now`? */
export function isExportMonth(value: string, now: Date | number = Date.now()): boolean {
  return parseMonthValue(value) !== null && exportMonths(now).some((m) => m.value === value);
}

/** The years that have at least one offered month, newest first. */
export function exportYears(months: readonly ExportMonth[]): number[] {
  return [...new Set(months.map((m) => m.year))];
}

/** The offered months of one year, January first. */
export function exportMonthsOfYear(months: readonly ExportMonth[], year: number): number[] {
  return months
    .filter((m) => m.year === year)
    .map((m) => m.month)
    .sort((a, b) => a - b);
}

/**
 * The month preselected in the dialog: the last complete month (the one a monthly report is usually
 * for), which the window always holds; the current month with a window of one.
 */
export function defaultExportMonth(months: readonly ExportMonth[]): ExportMonth {
  return months[1] ?? months[0];
}

/** The first instant of the UTC month and of the next one: the month's setupTime range [from, to). */
export function monthRange(value: string): { from: number; to: number } {
  const parsed = parseMonthValue(value);
  if (!parsed) throw new RangeError(`Not a month (YYYY-MM): ${value}`);
  return { from: Date.UTC(parsed.year, parsed.month - 1, 1), to: Date.UTC(parsed.year, parsed.month, 1) };
}
