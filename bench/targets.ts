/**
 * The targets of issue 15 ("Speed and size"), before and after: each benchmark reports its reading
 * of the figures it measures here, and `npm run bench` prints the table (and bench/RESULTS.md holds
 * it) with whether each target is met. "before" is bench/RESULTS.md of 2026-11-24.
 */
import { printTable } from "./timing";

interface Target {
  figure: string;
  before: string;
  target: string;
  /** Whether the reading meets the target. */
  met(values: Readonly<Record<string, number>>): boolean;
}

/** The page-time and load targets, which the profile lines under the table also name. */
export const PAGE_TARGET_MS = { callHistory: 15, statistics: 40 } as const;
export const LOAD_TARGET_PAGES_PER_S = { callHistory: 150, statistics: 50 } as const;
export const EXPORT_TARGET = { rowsPerSecond: 150_000, rssMb: 200 } as const;
/** Issue 31 "Speed": the embedded agent engine (bench/agent-engine.ts). */
export const AGENT_ENGINE_TARGET = { turnP50Ms: 20, turnP99Ms: 60, trainingMs: 1000 } as const;
/**
 * Issue 31 "Speed": a 10 MB document indexed in 10 s with memory that does not grow with the file (the
 * job's peak heap growth for 10 and 20 MB at most a 2.5 MB document's plus this slack: a batch of rows
 * and the garbage collector's timing), and retrieval over 100 documents (about 10,000 chunks) at a
 * p50 of 5 ms.
 */
export const DOCUMENT_TARGET = { indexSeconds: 10, heapSlackMb: 16, retrievalP50Ms: 5 } as const;

export const TARGETS = {
  callHistoryPage: {
    figure: "call-history page (24 h, first page), server p50",
    before: "42 ms",
    target: `≤ ${PAGE_TARGET_MS.callHistory} ms`,
    met: (v) => v.ms <= PAGE_TARGET_MS.callHistory,
  },
  statisticsPage: {
    figure: "statistics page (24 h, five metrics), server p50",
    before: "109 ms",
    target: `≤ ${PAGE_TARGET_MS.statistics} ms`,
    met: (v) => v.ms <= PAGE_TARGET_MS.statistics,
  },
  callHistoryLoad: {
    figure: "call history under load, p99 < 500 ms, 0 errors",
    before: "36 pages/s",
    target: `≥ ${LOAD_TARGET_PAGES_PER_S.callHistory} pages/s`,
    met: (v) => v.rate >= LOAD_TARGET_PAGES_PER_S.callHistory,
  },
  statisticsLoad: {
    figure: "statistics under load, p99 < 500 ms, 0 errors",
    before: "12 pages/s",
    target: `≥ ${LOAD_TARGET_PAGES_PER_S.statistics} pages/s`,
    met: (v) => v.rate >= LOAD_TARGET_PAGES_PER_S.statistics,
  },
  inlineCss: {
    figure: "CSS inlined per page (largest of call history, statistics)",
    before: "~110 KB",
    target: "≤ 25 KB, or a cached stylesheet",
    met: (v) => v.kb <= 25,
  },
  jsLogin: {
    figure: "JavaScript, first visit, gzip: /login",
    before: "235 KiB",
    target: "0",
    met: (v) => v.bytes === 0,
  },
  jsCallHistory: {
    figure: "JavaScript, first visit, gzip: /portal/call_history",
    before: "308 KiB",
    target: "≤ 168 kB (stretch 140 kB)",
    met: (v) => v.bytes <= 168_000,
  },
  jsStatistics: {
    figure: "JavaScript, first visit, gzip: /portal/statistics",
    before: "348 KiB",
    target: "≤ 200 kB",
    met: (v) => v.bytes <= 200_000,
  },
  export: {
    figure: "CSV export, 1,000,000 rows",
    before: "36k rows/s, 555 MB RSS",
    target: "≥ 150k rows/s, ≤ 200 MB",
    met: (v) => v.rowsPerSecond >= EXPORT_TARGET.rowsPerSecond && v.rssMb <= EXPORT_TARGET.rssMb,
  },
  seed: {
    figure: "seed 1,000,000 calls",
    before: "230 s",
    target: "≤ 120 s",
    met: (v) => v.seconds <= 120,
  },
  hub: {
    figure: "hub: connections; delivery p99",
    before: "2,000; 26 ms",
    target: "5,000; ≤ 50 ms",
    met: (v) => v.connections >= 5_000 && v.p99 <= 50,
  },
  documentIndex: {
    figure: "AI documents: index a 10 MB Markdown document (issue 31)",
    before: "-",
    target: `≤ ${DOCUMENT_TARGET.indexSeconds} s, memory not growing with the file`,
    met: (v) =>
      v.seconds <= DOCUMENT_TARGET.indexSeconds &&
      Math.max(v.heapMb, v.largestHeapMb) <= v.smallHeapMb + DOCUMENT_TARGET.heapSlackMb,
  },
  documentRetrieval: {
    figure: "AI documents: retrieval, 100 documents / 10,000 chunks, p50 (issue 31)",
    before: "-",
    target: `≤ ${DOCUMENT_TARGET.retrievalP50Ms} ms`,
    met: (v) => v.p50 <= DOCUMENT_TARGET.retrievalP50Ms,
  },
  lighthouseCls: {
    figure: "Lighthouse CLS, desktop cold, worst of the portal's representative pages",
    before: "0.374 (/portal/bots)",
    target: "≤ 0.1",
    met: (v) => v.cls <= 0.1,
  },
  agentTraining: {
    figure: "agent engine: training 50 intents × 10 examples (issue 31)",
    before: "new",
    target: `≤ ${AGENT_ENGINE_TARGET.trainingMs / 1000} s`,
    met: (v) => v.ms <= AGENT_ENGINE_TARGET.trainingMs,
  },
  agentTurn: {
    figure: "agent engine: a turn's engine time, 50 intents, 10 tools (issue 31)",
    before: "new",
    target: `p50 ≤ ${AGENT_ENGINE_TARGET.turnP50Ms} ms, p99 ≤ ${AGENT_ENGINE_TARGET.turnP99Ms} ms`,
    met: (v) => v.p50 <= AGENT_ENGINE_TARGET.turnP50Ms && v.p99 <= AGENT_ENGINE_TARGET.turnP99Ms,
  },
  lighthouseAccessibility: {
    figure: "Lighthouse accessibility, lowest of the portal's representative pages",
    before: "below 100 (/portal/alarms)",
    target: "100",
    met: (v) => v.score >= 100,
  },
} satisfies Record<string, Target>;

export type TargetKey = keyof typeof TARGETS;

const readings = new Map<TargetKey, { now: string; met: boolean; why?: string }>();

/**
 * A benchmark's reading of a target figure: `now` as shown, `values` for the check, and `why`: what
 * the benchmark's own profile says about the figure, printed under the table when it is not met.
 */
export function reportTarget(key: TargetKey, now: string, values: Record<string, number>, why?: string): void {
  readings.set(key, { now, met: (TARGETS[key] as Target).met(values), why });
}

/** The profile lines of the targets not met: why, and what would meet them. */
function unmetReasons(): string[] {
  return (Object.keys(TARGETS) as TargetKey[]).flatMap((key) => {
    const reading = readings.get(key);
    return reading && !reading.met && reading.why ? [`${TARGETS[key].figure}: ${reading.why}`] : [];
  });
}

function rows(): string[][] {
  return (Object.keys(TARGETS) as TargetKey[]).map((key) => {
    const target = TARGETS[key];
    const reading = readings.get(key);
    return [
      target.figure,
      target.before,
      reading?.now ?? "not measured in this run",
      target.target,
      reading ? (reading.met ? "met" : "NOT met") : "-",
    ];
  });
}

const HEADER = ["figure", "before", "now", "target", ""];

export function printTargets(): void {
  console.log("\n=== Issue 15 targets ===");
  printTable(HEADER, rows(), HEADER.length);
  const reasons = unmetReasons();
  if (reasons.length) console.log(`\nNot met, and why:\n${reasons.map((r) => `- ${r}`).join("\n")}`);
}

export function targetsMarkdown(): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  const table = [
    "| figure | before | now | target | |",
    "| --- | --- | --- | --- | --- |",
    ...rows().map((r) => `| ${r.map(cell).join(" | ")} |`),
  ];
  const reasons = unmetReasons();
  return [...table, ...(reasons.length ? ["", "Not met, and why:", "", ...reasons.map((r) => `- ${r}`)] : [])].join(
    "\n",
  );
}

/** The CSS a page's HTML carries in <style> tags (what every document load pays again). */
export function inlineCssBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) bytes += match[1].length;
  return bytes;
}

let largestInlineCss: { page: string; bytes: number } | null = null;

/** The page benches report their page's inline CSS; the target reads the largest. */
export function reportInlineCss(page: string, html: string): void {
  const bytes = inlineCssBytes(html);
  if (largestInlineCss && largestInlineCss.bytes >= bytes) return;
  largestInlineCss = { page, bytes };
  const kb = bytes / 1000;
  reportTarget("inlineCss", `${kb.toFixed(1)} KB (${page}), component CSS in a cached stylesheet`, { kb });
}
