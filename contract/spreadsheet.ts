/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV Injection"): = + - @,
 * tab (0x09) and carriage return (0x0D), plus their full-width forms, which some spreadsheet
 * locales also accept as a formula start.
 */
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * OWASP neutralisation: a text cell starting with a formula character gets a leading single quote
 * ('), so a spreadsheet shows it as text instead of evaluating it (`=HYPERLINK(...)` stays inert).
 * Every export file's text cells pass through it (the platform's CSV exports, the console's
 * statistics CSV and XLSX), phone numbers such as "+4930..." included; numbers stay numbers.
 */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
