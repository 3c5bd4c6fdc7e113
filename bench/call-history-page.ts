/**
 * Call history page benchmark (issue 4): the console's server time for /portal/call_history next to
 * the platform's own time for the same calls query, at 1,000,000 Acme calls, so the console's
 * overhead reads as a ratio. Runs the whole server (console + embedded platform) on 127.0.0.1 over
 * the benchmark dataset; needs `npm run build` first. Prints figures; asserts nothing about time.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_MOS_THRESHOLDS } from "../contract/calls";
import { platformListQuery } from "../app/features/call-history/url";
import { parseCallHistoryUrl } from "../app/features/call-history/url-parse";
import { BENCH_DATA_DIR, ensureDataset, openBenchPlatform } from "./dataset";
import { startBenchConsole } from "./console-server";
import { PAGE_PROFILES, pageTargetWhy, profileRequests } from "./render-profile";
import { report } from "./summary";
import { PAGE_TARGET_MS, reportInlineCss, reportTarget } from "./targets";
import { printTable, stats, time } from "./timing";
import { TIME } from "../contract/limits/units";

const RUNS = 30;
/** The shape issue 15's target reads. */
const FIRST_PAGE = "first page (24 h)";

interface Shape {
  name: string;
  /** The page's own query string. */
  query: string;
}

function shapes(anchor: number): Shape[] {
  const range = (days: number) =>
    `from=${new Date(anchor - days * TIME.DAY_MS + 1).toISOString()}&to=${new Date(anchor + 1).toISOString()}`;
  return [
    { name: FIRST_PAGE, query: range(1) },
    { name: "filtered (7 d, failed, -duration)", query: `${range(7)}&successful=false&sort=-durationSeconds` },
    { name: "deep page (30 d, page 500)", query: `${range(30)}&page=500` },
  ];
}

export async function runCallHistoryPageBench(): Promise<void> {
  ensureDataset();
  // The dataset's newest call anchors the windows, so a cached dataset measures the same ones.
  const probe = openBenchPlatform(join(BENCH_DATA_DIR, "platform.sqlite"));
  const anchor = probe.anchor;
  probe.ctx.db.close();

  const server = await startBenchConsole("call-history page");
  const { base, cookie, token } = server;

  try {
    console.log(
      `\ncall history page: ${RUNS} runs per shape; console = whole page (shell + list loaders, SSR HTML), loader = the list route's data only`,
    );
    const rows: string[][] = [];
    for (const shape of shapes(anchor)) {
      const page = async () => {
        const res = await fetch(`${base}/portal/call_history?${shape.query}`, { headers: { Cookie: cookie } });
        if (res.status !== 200) throw new Error(`bench: page ${res.status} for ${shape.query}`);
        await res.text();
      };
      const loader = async () => {
        const res = await fetch(`${base}/portal/call_history?${shape.query}&_data=routes%2Fportal.call_history`, {
          headers: { Cookie: cookie },
        });
        if (res.status !== 200) throw new Error(`bench: loader ${res.status} for ${shape.query}`);
        await res.text();
      };
      // The exact platform request the loader makes.
      const state = parseCallHistoryUrl(new URLSearchParams(shape.query), {
        mode: "portal",
        now: new Date(anchor + 2),
        timeZone: "UTC",
      });
      const platformQuery = `${platformListQuery(state, { thresholds: DEFAULT_MOS_THRESHOLDS })}&includeTestCalls=false&includeExternalServers=true`;
      const platform = async () => {
        const res = await fetch(`${base}/billing/api/v1/Calls?${platformQuery}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        if (res.status !== 200) throw new Error(`bench: platform ${res.status} for ${platformQuery}`);
        await res.text();
      };
      const p = stats(await time(RUNS, platform));
      const l = stats(await time(RUNS, loader));
      const c = stats(await time(RUNS, page));
      report(
        "Call history page (server)",
        shape.name,
        `page ${c.median.toFixed(0)} ms (p95 ${c.p95.toFixed(0)}), loader ${l.median.toFixed(0)} ms, platform ${p.median.toFixed(1)} ms, page/platform ${(c.median / p.median).toFixed(1)}`,
      );
      if (shape.name === FIRST_PAGE) {
        const profile = await profileRequests(RUNS, page);
        PAGE_PROFILES.set("callHistory", profile);
        reportTarget(
          "callHistoryPage",
          `${c.median.toFixed(0)} ms`,
          { ms: c.median },
          pageTargetWhy(profile, PAGE_TARGET_MS.callHistory),
        );
        const html = await (
          await fetch(`${base}/portal/call_history?${shape.query}`, { headers: { Cookie: cookie } })
        ).text();
        reportInlineCss("/portal/call_history", html);
      }
      rows.push([
        shape.name,
        p.median.toFixed(1),
        l.median.toFixed(1),
        c.median.toFixed(1),
        c.p95.toFixed(1),
        (l.median / p.median).toFixed(2),
        (c.median / p.median).toFixed(2),
      ]);
    }
    printTable(
      ["shape", "platform ms", "loader ms", "page ms", "page p95 ms", "loader/platform", "page/platform"],
      rows,
    );
  } finally {
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runCallHistoryPageBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
