/**
 * Statistics page benchmark (issue 6): the console's server time for /portal/statistics with the
 * five offered metrics over 24 hours, 30 days and 2 months, next to the platform's own time for the
 * same five series (the five metrics requests the loader sends, concurrently as it sends them), at
 * 1,000,000 Acme calls. Runs the whole server on 127.0.0.1 over the benchmark dataset; needs
 * `npm run build` first. Prints figures; asserts nothing about time.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { metricsPath } from "../app/features/statistics/api";
import { CHART_SPECS, CHART_METRIC_IDS } from "../app/features/statistics/metrics";
import { BENCH_DATA_DIR, ensureDataset, openBenchPlatform } from "./dataset";
import { startBenchConsole } from "./console-server";
import { PAGE_PROFILES, pageTargetWhy, profileRequests } from "./render-profile";
import { report } from "./summary";
import { PAGE_TARGET_MS, reportInlineCss, reportTarget } from "./targets";
import { printTable, stats, time } from "./timing";
import { TIME } from "../contract/limits/units";

const RUNS = 20;

interface Shape {
  name: string;
  from: number;
  to: number;
}

function shapes(anchor: number): Shape[] {
  const twoMonthsBack = new Date(anchor);
  twoMonthsBack.setUTCMonth(twoMonthsBack.getUTCMonth() - 2);
  return [
    { name: "24 hours", from: anchor - TIME.DAY_MS, to: anchor },
    { name: "30 days", from: anchor - 30 * TIME.DAY_MS, to: anchor },
    { name: "2 months", from: twoMonthsBack.getTime(), to: anchor },
  ];
}

export async function runStatisticsPageBench(): Promise<void> {
  ensureDataset();
  const probe = openBenchPlatform(join(BENCH_DATA_DIR, "platform.sqlite"));
  const anchor = probe.anchor;
  const acme = probe.ctx.db.prepare("SELECT id FROM accounts WHERE name = 'Acme Voice'").pluck().get() as string;
  probe.ctx.db.close();

  const server = await startBenchConsole("statistics page");
  const { base, cookie, token } = server;

  try {
    console.log(
      `\nstatistics page: ${RUNS} runs per range, five metrics, entity All; platform = the five series requests at once`,
    );
    const rows: string[][] = [];
    const ranges = shapes(anchor);
    for (const shape of ranges) {
      const query = `range=custom&from=${new Date(shape.from).toISOString()}&to=${new Date(shape.to).toISOString()}&entity=all&metrics=${CHART_METRIC_IDS.join(",")}`;
      const get = (url: string, headers: Record<string, string>) => async () => {
        const res = await fetch(url, { headers });
        if (res.status !== 200) throw new Error(`bench: ${res.status} for ${url}`);
        await res.text();
      };
      const page = get(`${base}/portal/statistics?${query}`, { Cookie: cookie });
      const loader = get(`${base}/portal/statistics?${query}&_data=routes%2Fportal.statistics`, { Cookie: cookie });
      const series = CHART_METRIC_IDS.map((id) => {
        const spec = CHART_SPECS[id];
        const path = metricsPath("portal", acme, {
          from: shape.from,
          to: shape.to,
          metricNames: [spec.serverMetric],
          ...(spec.groupBy ? { groupBy: spec.groupBy } : {}),
          timezoneOffset: 0,
        });
        return get(`${base}${path}`, { Authorization: `Bearer ${token}` });
      });
      const platform = () => Promise.all(series.map((s) => s()));
      const p = stats(await time(RUNS, platform));
      const l = stats(await time(RUNS, loader));
      const c = stats(await time(RUNS, page));
      report(
        "Statistics page (server)",
        shape.name,
        `page ${c.median.toFixed(0)} ms (p95 ${c.p95.toFixed(0)}), loader ${l.median.toFixed(0)} ms, platform ${p.median.toFixed(0)} ms, page/platform ${(c.median / p.median).toFixed(1)}`,
      );
      rows.push([
        shape.name,
        p.median.toFixed(1),
        l.median.toFixed(1),
        c.median.toFixed(1),
        c.p95.toFixed(1),
        (c.median / p.median).toFixed(2),
      ]);
      // Issue 15's target reads the day.
      if (shape === ranges[0]) {
        const profile = await profileRequests(RUNS, page);
        PAGE_PROFILES.set("statistics", profile);
        reportTarget(
          "statisticsPage",
          `${c.median.toFixed(0)} ms`,
          { ms: c.median },
          pageTargetWhy(profile, PAGE_TARGET_MS.statistics),
        );
        const html = await (await fetch(`${base}/portal/statistics?${query}`, { headers: { Cookie: cookie } })).text();
        reportInlineCss("/portal/statistics", html);
      }
    }
    printTable(["range", "platform ms", "loader ms", "page ms", "page p95 ms", "page/platform"], rows);
  } finally {
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runStatisticsPageBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
