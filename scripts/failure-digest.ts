/**
 * What failed, in a few lines each, for the end of `npm test`'s output: a CI log may keep only its
 * tail, and the reporters print a failure's error where it happened, long before the summary. Read
 * from the JSON reports the runners also write (vitest's and Playwright's report formats).
 */
import { existsSync, readFileSync } from "node:fs";
import type { JSONReport, JSONReportSuite } from "@playwright/test/reporter";
import type { JsonTestResults } from "vitest/reporters";

/** Lines kept of each failure's error message. */
const ERROR_LINES = 12;

// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "");
const excerpt = (text: string) =>
  plain(text)
    .split("\n")
    // The runners' own frames say nothing about the failure.
    .filter((line) => line.trim() !== "" && !/node_modules|node:internal/.test(line))
    .slice(0, ERROR_LINES)
    .map((line) => `      ${line}`)
    .join("\n");

/** The failed unit tests (and files that failed to run) of vitest's JSON report at `path`. */
export function unitFailures(path: string): string[] {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, "utf8")) as Partial<JsonTestResults>;
  return (report.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    if (failed.length === 0 && file.status === "failed") return [`  ${file.name}\n${excerpt(file.message ?? "")}`];
    return failed.map(
      (test) => `  ${file.name} › ${test.fullName}\n${excerpt((test.failureMessages ?? []).join("\n"))}`,
    );
  });
}

/** Lines kept of the page's state when a test failed. */
const PAGE_LINES = 25;

/**
 * What the page showed when the test failed, from the snapshot Playwright writes beside it
 * (error-context.md): its headings, dialogs, alerts and statuses, which say where the flow went.
 */
function pageAtFailure(attachments: readonly { name: string; path?: string }[]): string {
  const context = attachments.find((a) => a.name === "error-context" && a.path && existsSync(a.path));
  if (!context?.path) return "";
  const snapshot = readFileSync(context.path, "utf8").split("```yaml")[1]?.split("```")[0] ?? "";
  const lines = snapshot
    .split("\n")
    .filter((line) => /\b(heading|dialog|alert|alertdialog|status)\b/.test(line))
    .slice(0, PAGE_LINES);
  return lines.length ? `\n      The page showed:\n${lines.map((line) => `      ${line}`).join("\n")}` : "";
}

/** The failed end-to-end tests of Playwright's JSON report at `path`. */
export function e2eFailures(path: string): string[] {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, "utf8")) as Partial<JSONReport>;
  const walk = (suite: JSONReportSuite, titles: string[]): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results
          .filter((result) => result.status === "failed" || result.status === "timedOut")
          .map(
            (result) =>
              `  [${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")} (${result.status})\n${excerpt(result.error?.message ?? "")}${pageAtFailure(result.attachments ?? [])}`,
          ),
      ),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  const global = (report.errors ?? []).map((error) => `  (outside a test)\n${excerpt(error.message ?? "")}`);
  return [...global, ...(report.suites ?? []).flatMap((suite) => walk(suite, []))];
}
