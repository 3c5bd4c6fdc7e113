/**
 * Where a page's server time goes: a CPU profile (node:inspector) of the bench's own process, which
 * runs the console and the embedded platform, over sequential requests for one page. The server build
 * (build/index.js) bundles Joy and MUI: its `// path` comments attribute each line to its module, so
 * Joy's share is told apart from the console's own code. Prints nothing; the page benches put the
 * answer under the targets they miss ("Not met, and why").
 */
import { readFileSync } from "node:fs";
import { Session, type Profiler } from "node:inspector/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const BUILD = join(fileURLToPath(new URL("..", import.meta.url)), "build", "index.js");

/** The cost categories, in the order they are printed. */
export const RENDER_COSTS = {
  joy: "Joy components and their styles (MUI, emotion, stylis)",
  react: "React's server render",
  router: "Remix and React Router (route matching over every route, the data router)",
  i18n: "translations (i18next)",
  table: "table model (@tanstack)",
  app: "the console's own code",
  data: "loaders, fetch, the platform and SQLite",
  compress: "compressing the response (gzip)",
  gc: "garbage collection",
  other: "other",
} as const;
export type RenderCost = keyof typeof RENDER_COSTS;

export interface RenderProfile {
  pages: number;
  /** CPU ms per page, by category (idle excluded). */
  msPerPage: Record<RenderCost, number>;
  totalMsPerPage: number;
}

/** Line number (0-based) → the module the server build's `// path` comment before it names. */
function buildModuleLines(): (line: number) => string {
  const starts: { line: number; path: string }[] = [];
  readFileSync(BUILD, "utf8")
    .split("\n")
    .forEach((text, line) => {
      if (text.startsWith("// ") && /^\/\/ [\w@.~-]+\/[\w@./~-]+\.[cm]?[jt]sx?$/.test(text))
        starts.push({ line, path: text.slice(3) });
    });
  return (line) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = "";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid].line <= line) {
        found = starts[mid].path;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

type Frame = Profiler.ProfileNode["callFrame"];

/** `place` is the frame's own, or for a native frame (no url) its nearest caller's. */
function categoryOf(
  frame: Frame,
  place: { url: string; line: number },
  moduleAt: (line: number) => string,
): RenderCost | null {
  const fn = frame.functionName;
  if (fn === "(idle)" || fn === "(program)") return null;
  if (fn === "(garbage collector)") return "gc";
  // The profiler's own work (collecting the profile at its end) is not the page's.
  let url = place.url;
  if (url.startsWith("node:inspector")) return null;
  if (url.includes("/build/index.js")) url = moduleAt(place.line);
  if (/^node:zlib|node_modules\/compression\//.test(url)) return "compress";
  if (/@emotion|stylis|@mui\//.test(url)) return "joy";
  if (/node_modules\/(react-dom|react)\//.test(url)) return "react";
  if (/@remix-run|react-router/.test(url)) return "router";
  if (/i18next/.test(url)) return "i18n";
  if (/@tanstack/.test(url)) return "table";
  if (/^(app|contract)\//.test(url)) return "app";
  if (/better-sqlite3|undici|express|\/(platform|server)\/|^node:/.test(url)) return "data";
  return "other";
}

/** Profiles `runs` sequential requests of `request` (after the caller's warm-up). */
export async function profileRequests(runs: number, request: () => Promise<void>): Promise<RenderProfile> {
  const moduleAt = buildModuleLines();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
  await session.post("Profiler.start");
  for (let i = 0; i < runs; i++) await request();
  const { profile } = await session.post("Profiler.stop");
  session.disconnect();

  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const placeOf = (id: number): { url: string; line: number } => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byNode.get(at)?.callFrame;
      if (frame?.url) return { url: frame.url, line: frame.lineNumber };
    }
    return { url: "", line: -1 };
  };
  const micros = Object.fromEntries(Object.keys(RENDER_COSTS).map((k) => [k, 0])) as Record<RenderCost, number>;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => {
    const node = byNode.get(id);
    const category = node ? categoryOf(node.callFrame, placeOf(id), moduleAt) : null;
    if (category) micros[category] += deltas[i] ?? 0;
  });
  const msPerPage = Object.fromEntries(Object.entries(micros).map(([k, us]) => [k, us / 1000 / runs])) as Record<
    RenderCost,
    number
  >;
  return { pages: runs, msPerPage, totalMsPerPage: Object.values(msPerPage).reduce((a, b) => a + b, 0) };
}

/** "74 ms of CPU a page: Joy ... 22 ms (30 %), ..." — the largest first. */
export function describeProfile(profile: RenderProfile): string {
  const parts = (Object.keys(RENDER_COSTS) as RenderCost[])
    .map((k) => ({ k, ms: profile.msPerPage[k] }))
    .filter((p) => p.ms >= 0.5)
    .sort((a, b) => b.ms - a.ms)
    .map((p) => `${RENDER_COSTS[p.k]} ${p.ms.toFixed(1)} ms (${Math.round((p.ms / profile.totalMsPerPage) * 100)} %)`);
  return `the CPU profile of ${profile.pages} pages says ${profile.totalMsPerPage.toFixed(1)} ms of CPU a page: ${parts.join(", ")}`;
}

/** The page benches' profiles, by target: the load bench reads the per-page CPU from them. */
export const PAGE_PROFILES = new Map<"callHistory" | "statistics", RenderProfile>();

/** What would shrink each cost, for the "not met" lines (the largest costs of a profile first). */
const REMEDIES: Record<RenderCost, string> = {
  joy: "the page's remaining Joy components as plain elements styled by the cached stylesheet, as the shell, the grid and the statistics frame now are",
  react: "fewer elements on the page (React's render is per element)",
  router:
    "resolving the grid's row links once per page instead of per <Link>, and matching a path once per request instead of once in each of Remix's and React Router's layers",
  i18n: "translated texts looked up once per page, not per row",
  table: "the grid's rows built without the table model on the server",
  app: "the page's own formatting and folding done once (the statistics' series folding and its linked columns)",
  data: "fewer and cheaper platform calls per page (the shell's and the list's loaders, and the platform's own SQL)",
  compress: "a smaller page",
  gc: "less garbage: a smaller page and fewer intermediate objects",
  other: "the profile's unattributed frames (node internals)",
};

/** What the profile says would meet a page-time target of `targetMs`: its largest costs, and what shrinks each. */
export function pageTargetWhy(profile: RenderProfile, targetMs: number): string {
  const largest = (Object.keys(RENDER_COSTS) as RenderCost[])
    .map((k) => ({ k, ms: profile.msPerPage[k] }))
    .sort((x, y) => y.ms - x.ms)
    .slice(0, 3)
    .map((p) => `${RENDER_COSTS[p.k]} (${p.ms.toFixed(1)} ms): ${REMEDIES[p.k]}`);
  if (profile.totalMsPerPage <= targetMs) {
    return `${describeProfile(profile)}: within ${targetMs} ms of CPU, so the rest of the page's time is waiting (the platform's I/O, the event loop)`;
  }
  return `${describeProfile(profile)}. Meeting ${targetMs} ms needs ${(profile.totalMsPerPage - targetMs).toFixed(0)} ms less a page; the largest costs and what would cut them: ${largest.join("; ")}`;
}

/** The load target follows from the CPU a page costs: two cores serve at most 2,000 / (ms a page) pages a second. */
export function loadTargetWhy(
  profile: RenderProfile | undefined,
  targetRate: number,
  cores: number,
): string | undefined {
  if (!profile) return undefined;
  const ceiling = (cores * 1000) / profile.totalMsPerPage;
  return (
    `each page costs ${profile.totalMsPerPage.toFixed(1)} ms of CPU (the page benchmark's profile), so ${cores} cores serve at most ` +
    `${ceiling.toFixed(0)} pages/s before queueing; ${targetRate} pages/s needs at most ${((cores * 1000) / targetRate).toFixed(1)} ms a page, ` +
    `console and platform together: the page target's work`
  );
}
