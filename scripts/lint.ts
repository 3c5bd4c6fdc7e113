/**
 * `npm run lint` (CI's .ci/run runs it): ESLint, Prettier's check and knip's unused-code check.
 * All three run even when one fails, so that one run names every problem; fails when any failed.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");

/** package.json scripts, each one check. */
const CHECKS = [
  { script: "lint:eslint", what: "eslint" },
  { script: "format:check", what: "prettier --check" },
  { script: "lint:unused", what: "knip (unused files, exports and dependencies)" },
];

const failed = CHECKS.filter(({ script }) => {
  console.log(`\n> npm run ${script}`);
  return spawnSync("npm", ["run", "--silent", script], { cwd: ROOT, stdio: "inherit" }).status !== 0;
});

console.log(failed.length === 0 ? "\nlint: passed" : `\nlint FAILED: ${failed.map(({ what }) => what).join("; ")}`);
process.exit(failed.length === 0 ? 0 : 1);
