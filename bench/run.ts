/**
 * `npm run bench`: every benchmark in turn, then ONE summary table of their headline figures.
 * Each benchmark also prints its detailed table; none asserts a time (machines differ). The ones
 * over the 1M-call dataset build it on first use and reuse it (bench/dataset.ts).
 *
 *   npm run bench                      # all of them (builds the console and the 1M-call dataset once)
 *   npm run bench -- --write-results   # and rewrite bench/RESULTS.md with today's figures
 *   npm run bench -- --only=hub,js-size,document-index
 */
import { execSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runAgentEngineBench } from "./agent-engine";
import { runCallHistoryPageBench } from "./call-history-page";
import { runCallsListBench } from "./calls-list";
import { runDocumentIndexBench } from "./document-index";
import { runExportBench } from "./export";
import { runHubBench } from "./hub";
import { runJsSizeBench } from "./js-size";
import { runLighthouseBench } from "./lighthouse";
import { runLoadBench } from "./load";
import { runStatisticsPageBench } from "./statistics-page";
import { printSummary, summaryMarkdown } from "./summary";
import { printTargets, targetsMarkdown } from "./targets";
import { TIME } from "../contract/limits/units";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** In this order: the hub first, so its memory per connection is read in a process nothing else has grown yet. */
const BENCHES: Record<string, () => Promise<unknown> | unknown> = {
  hub: () => runHubBench(),
  "js-size": runJsSizeBench,
  "calls-list": runCallsListBench,
  export: runExportBench,
  "call-history-page": runCallHistoryPageBench,
  "statistics-page": runStatisticsPageBench,
  load: runLoadBench,
  lighthouse: () => runLighthouseBench(),
  "agent-engine": runAgentEngineBench,
  "document-index": runDocumentIndexBench,
};

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const unknown = only?.filter((name) => !(name in BENCHES)) ?? [];
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(", ")}; known: ${Object.keys(BENCHES).join(", ")}`);
  process.exit(2);
}
const chosen = Object.keys(BENCHES).filter((name) => !only || only.includes(name));

// Everything the benchmarks print also goes to RESULTS.md's detail section.
const lines: string[] = [];
const log = console.log.bind(console);
console.log = (...parts: unknown[]) => {
  lines.push(parts.map(String).join(" "));
  log(...parts);
};

const started = Date.now();
if (!existsSync(join(ROOT, "build", "index.js"))) {
  log("building the console (npm run build) for the page benchmarks…");
  execSync("npm run build", { cwd: ROOT, stdio: "inherit" });
}
for (const name of chosen) await BENCHES[name]();
printSummary();
printTargets();
const minutes = ((Date.now() - started) / TIME.MINUTE_MS).toFixed(1);
log(`\n${chosen.length} benchmark(s) in ${minutes} min`);

if (args.includes("--write-results")) {
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`;
  const text = [
    "# Benchmark results",
    "",
    `Measured on ${date} with \`npm run bench -- --write-results\` (${minutes} min) on: ${machine}.`,
    'Dataset: 1,000,000 calls of "Acme Voice" (bench/dataset.ts). How to read each figure: bench/README.md.',
    `Benchmarks: ${chosen.join(", ")}.`,
    "",
    "## Issue 15 targets",
    "",
    targetsMarkdown(),
    "",
    "## Summary",
    "",
    summaryMarkdown(),
    "",
    "## Detailed output",
    "",
    "```text",
    ...lines.map((l) => l.replace(/\s+$/, "")),
    "```",
    "",
  ].join("\n");
  writeFileSync(join(ROOT, "bench", "RESULTS.md"), text);
  log("wrote bench/RESULTS.md");
}
process.exit(0);
