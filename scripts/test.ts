/**
 * `npm test`: the unit tests (vitest), then the end-to-end tests (Playwright in the system's
 * Chromium) against a fresh build. Fails when either fails.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { e2eFailures, unitFailures } from "./failure-digest";

const ROOT = join(import.meta.dirname, "..");

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n> ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
  return result.status === 0;
}

/** The browser Playwright drives: CHROMIUM_PATH, else the Debian packages' headless shell, else their browser. */
function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].filter(
    (p): p is string => !!p,
  );
  return candidates.find((p) => existsSync(p)) ?? null;
}

/** The runners' JSON reports, read for the failure digest at the end. */
const UNIT_REPORT = join(ROOT, "test-results", "unit-report.json");
const E2E_REPORT = join(ROOT, "test-results", "e2e-report.json");

const unitOk = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${UNIT_REPORT}`,
]);

const chromium = findChromium();
if (!chromium) {
  console.error(
    "Chromium not found. Install it with: apt-get install -y chromium-headless-shell (or chromium, or set CHROMIUM_PATH)",
  );
  process.exit(1);
}

// Always build: the e2e tests must run against the current sources.
// `npm run build`: the bundle, then the shared stylesheet (scripts/build-styles.ts).
const buildOk = run("npm", ["run", "build"], { ...process.env, NODE_ENV: "production" });
const e2eOk =
  buildOk &&
  run("npx", ["playwright", "test"], { ...process.env, CHROMIUM_PATH: chromium, E2E_JSON_REPORT: E2E_REPORT });

// Last, so that a log cut to its tail still says what failed and why.
try {
  const failures = [...(unitOk ? [] : unitFailures(UNIT_REPORT)), ...(e2eOk ? [] : e2eFailures(E2E_REPORT))];
  if (failures.length > 0) console.log(`\nWhat failed:\n${failures.join("\n")}`);
} catch (error) {
  console.log(`\nWhat failed: the runners' reports could not be read (${String(error)})`);
}

console.log(
  `\nunit tests: ${unitOk ? "passed" : "FAILED"}; build: ${buildOk ? "ok" : "FAILED"}; e2e tests: ${e2eOk ? "passed" : buildOk ? "FAILED" : "skipped"}`,
);
process.exit(unitOk && e2eOk ? 0 : 1);
