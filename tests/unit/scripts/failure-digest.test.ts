import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { e2eFailures, unitFailures } from "../../../scripts/failure-digest";

const dir = mkdtempSync(join(tmpdir(), "digest-"));
const write = (name: string, report: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(report));
  return path;
};

describe("the failure digest at the end of npm test", () => {
  it("names each failed unit test with the start of its error, colours removed, and a file that could not run", () => {
    const path = write("unit.json", {
      testResults: [
        {
          name: "/repo/tests/unit/a.test.ts",
          status: "failed",
          assertionResults: [
            {
              fullName: "grid keeps 10 rows",
              status: "failed",
              failureMessages: ["\u001b[31mAssertionError: expected 9 to be 10\u001b[39m\n    at a.test.ts:12:5"],
            },
            { fullName: "grid sorts", status: "passed", failureMessages: [] },
          ],
        },
        {
          name: "/repo/tests/unit/b.test.ts",
          status: "failed",
          message: "SyntaxError: Unexpected token",
          assertionResults: [],
        },
        {
          name: "/repo/tests/unit/c.test.ts",
          status: "passed",
          assertionResults: [{ fullName: "fine", status: "passed" }],
        },
      ],
    });
    expect(unitFailures(path)).toEqual([
      "  /repo/tests/unit/a.test.ts › grid keeps 10 rows\n      AssertionError: expected 9 to be 10\n          at a.test.ts:12:5",
      "  /repo/tests/unit/b.test.ts\n      SyntaxError: Unexpected token",
    ]);
  });

  it("names each failed or timed-out e2e test by project, file, line and its describe titles, with at most 12 lines of its error", () => {
    const long = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join("\n");
    const path = write("e2e.json", {
      errors: [],
      suites: [
        {
          title: "a11y.spec.ts",
          specs: [
            {
              title: "the navigation is usable at 320 px",
              file: "a11y.spec.ts",
              line: 318,
              tests: [
                {
                  projectName: "chromium",
                  results: [{ status: "failed", error: { message: "Error: expect(locator).toBeVisible() failed" } }],
                },
              ],
            },
          ],
        },
        {
          title: "campaigns.spec.ts",
          specs: [],
          suites: [
            {
              title: "with JavaScript",
              specs: [
                {
                  title: "runs",
                  file: "campaigns.spec.ts",
                  line: 65,
                  tests: [{ projectName: "chromium", results: [{ status: "timedOut", error: { message: long } }] }],
                },
                {
                  title: "passes",
                  file: "campaigns.spec.ts",
                  line: 95,
                  tests: [{ projectName: "chromium", results: [{ status: "passed" }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    const failures = e2eFailures(path);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toBe(
      "  [chromium] a11y.spec.ts:318 › the navigation is usable at 320 px (failed)\n      Error: expect(locator).toBeVisible() failed",
    );
    expect(failures[1].split("\n")[0]).toBe("  [chromium] campaigns.spec.ts:65 › with JavaScript › runs (timedOut)");
    expect(failures[1].split("\n")).toHaveLength(1 + 12);
  });

  it("adds what the page showed when an e2e test failed: its headings, dialogs, alerts and statuses", () => {
    const context = join(dir, "error-context.md");
    writeFileSync(
      context,
      [
        "# Error details",
        "```yaml",
        '- navigation "Main navigation":',
        '  - link "Bots"',
        '- heading "WhatsApp numbers" [level=1]',
        '- dialog "Add WhatsApp number":',
        '  - textbox "Name": Popup line',
        "  - alert: The name is already used.",
        "```",
      ].join("\n"),
    );
    const path = write("e2e-context.json", {
      suites: [
        {
          title: "whatsapp.spec.ts",
          specs: [
            {
              title: "create",
              file: "whatsapp.spec.ts",
              line: 41,
              tests: [
                {
                  projectName: "chromium",
                  results: [
                    {
                      status: "failed",
                      error: { message: "Error: element(s) not found" },
                      attachments: [{ name: "error-context", path: context, contentType: "text/markdown" }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(e2eFailures(path)[0].split("\n").slice(2)).toEqual([
      "      The page showed:",
      '      - heading "WhatsApp numbers" [level=1]',
      '      - dialog "Add WhatsApp number":',
      "        - alert: The name is already used.",
    ]);
  });

  it("says nothing when a runner left no report (it could not start)", () => {
    expect(unitFailures(join(dir, "absent.json"))).toEqual([]);
    expect(e2eFailures(join(dir, "absent.json"))).toEqual([]);
  });
});
