/**
 * The one summary table of `npm run bench` (issue 8 "The benchmark suite"): each benchmark prints
 * its detailed table and reports its headline figures here; bench/run.ts prints them together at
 * the end and, with --write-results, writes bench/RESULTS.md.
 */
import { printTable } from "./timing";

export interface Figure {
  /** What was measured, e.g. "Calls list (platform)". */
  area: string;
  /** Which case, e.g. "24 h, page 1". */
  figure: string;
  /** The reading with its unit, e.g. "2.4 ms (p95 3.1)". */
  value: string;
}

const figures: Figure[] = [];

export function report(area: string, figure: string, value: string): void {
  figures.push({ area, figure, value });
}

export function reportedFigures(): readonly Figure[] {
  return figures;
}

export function printSummary(): void {
  console.log("\n=== Summary ===");
  printTable(
    ["area", "figure", "value"],
    figures.map((f) => [f.area, f.figure, f.value]),
    3,
  );
}

const cell = (text: string) => text.replace(/\|/g, "\\|");

export function summaryMarkdown(): string {
  return [
    "| area | figure | value |",
    "| --- | --- | --- |",
    ...figures.map((f) => `| ${cell(f.area)} | ${cell(f.figure)} | ${cell(f.value)} |`),
  ].join("\n");
}
