/**
 * Load (issue 8 "Load"): the call history page (and the statistics page when it exists) under
 * concurrent signed-in users, on 127.0.0.1 only, with autocannon. The server runs in a child
 * process over the benchmark dataset (simulator off), so its memory is its own. For each page:
 * rising connection counts until the 99th percentile passes 500 ms; then a long run of LOAD_REQUESTS
 * (default 20,000) requests of the page's data route, sampling the server's resident memory, which
 * should stay flat. Needs `npm run build`. Prints figures; asserts nothing.
 */
import autocannon, { type Result } from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BENCH_DATA_DIR, ensureDataset, openBenchPlatform } from "./dataset";
import { signInAsBrowser } from "./console-server";
import { report } from "./summary";
import { printTable } from "./timing";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PORT = Number(process.env.LOAD_PORT ?? 3987);
const BASE = `http://127.0.0.1:${PORT}`;
const P99_TARGET_MS = 500;
const CONNECTION_STEPS = [1, 2, 4, 8, 16, 32];
const STEP_SECONDS = 10;
const LONG_RUN_REQUESTS = Number(process.env.LOAD_REQUESTS ?? 20_000);
const DAY = 86_400_000;

function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * The server as a direct child (node with tsx's loader, no npx in between), so its pid is the
 * server's own and killing it leaves nothing behind, also when the bench is interrupted.
 */
async function startServer(): Promise<ChildProcess> {
  if (await answers(`${BASE}/healthz`)) throw new Error(`load bench: something already serves ${BASE}; stop it or set LOAD_PORT`);
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), DATA_DIR: BENCH_DATA_DIR, PLATFORM_SIMULATE: "false", PUBLIC_ORIGIN: BASE },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => child.kill("SIGTERM");
  process.once("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => (stop(), process.exit(130)));
  for (let i = 0; i < 120; i++) {
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode !== null) throw new Error(`load bench: the server exited (${child.exitCode})`);
    if (await answers(`${BASE}/healthz`)) return child;
  }
  stop();
  throw new Error("load bench: the server did not become healthy");
}

function run(url: string, cookie: string, options: { connections: number; duration?: number; amount?: number }): Promise<Result> {
  return new Promise((resolve, reject) => {
    const limit = options.amount !== undefined ? { amount: options.amount } : { duration: options.duration ?? STEP_SECONDS };
    autocannon({ url, headers: { Cookie: cookie }, connections: options.connections, timeout: 30, ...limit }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

export interface LoadFigures {
  page: string;
  sustainedRps: number;
  connections: number;
  p99Ms: number;
  errors: number;
  rssStartMiB: number;
  rssEndMiB: number;
  longRunRequests: number;
}

export async function runLoadBench(): Promise<LoadFigures[]> {
  if (!existsSync(join(ROOT, "build", "index.js"))) throw new Error("load bench: run `npm run build` first");
  ensureDataset();
  const probe = openBenchPlatform(join(BENCH_DATA_DIR, "platform.sqlite"));
  const anchor = probe.anchor;
  probe.ctx.db.close();
  const range = `from=${new Date(anchor - DAY).toISOString()}&to=${new Date(anchor).toISOString()}`;
  const targets = [
    { page: "/portal/call_history (24 h)", url: `${BASE}/portal/call_history?${range}`, data: "routes/portal.call_history" },
    { page: "/portal/statistics (24 h)", url: `${BASE}/portal/statistics?range=custom&${range}`, data: "routes/portal.statistics" },
  ];

  const child = await startServer();
  const pid = child.pid!;
  const figures: LoadFigures[] = [];
  try {
    const cookie = await signInAsBrowser(BASE);
    for (const target of targets) {
      const probeRes = await fetch(target.url, { headers: { Cookie: cookie }, redirect: "manual" });
      if (probeRes.status !== 200) {
        console.log(`\nload: ${target.page} answers ${probeRes.status}; skipped`);
        continue;
      }
      console.log(`\nload: ${target.page}, ${STEP_SECONDS} s per step, rising connections until p99 > ${P99_TARGET_MS} ms`);
      const steps: string[][] = [];
      let best: { rps: number; connections: number; p99: number; errors: number } | null = null;
      for (const connections of CONNECTION_STEPS) {
        const r = await run(target.url, cookie, { connections, duration: STEP_SECONDS });
        const errors = r.errors + r.timeouts + r.non2xx;
        steps.push([String(connections), r.requests.average.toFixed(1), String(r.latency.p50), String(r.latency.p99), String(errors)]);
        if (r.latency.p99 > P99_TARGET_MS || errors > 0) break;
        best = { rps: r.requests.average, connections, p99: r.latency.p99, errors };
      }
      printTable(["connections", "req/s", "p50 ms", "p99 ms", "errors"], steps);

      // The long run: the page's data route, at the best concurrency, sampling memory.
      const connections = best?.connections ?? 1;
      const rssStart = rssKiB(pid);
      let rssMax = rssStart;
      const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssKiB(pid))), 1000);
      const long = await run(`${target.url}&_data=${encodeURIComponent(target.data)}`, cookie, { connections, amount: LONG_RUN_REQUESTS });
      clearInterval(sampler);
      const rssEnd = rssKiB(pid);
      console.log(
        `long run: ${long.requests.total} requests of the data route at ${connections} connection(s): ${long.requests.average.toFixed(1)} req/s, ` +
          `p99 ${long.latency.p99} ms, errors ${long.errors + long.timeouts + long.non2xx}; server RSS ${(rssStart / 1024).toFixed(0)} -> ` +
          `${(rssEnd / 1024).toFixed(0)} MiB (peak ${(rssMax / 1024).toFixed(0)} MiB)`,
      );
      report(
        "Load (autocannon, signed in)",
        `${target.page}: highest rate with p99 < ${P99_TARGET_MS} ms`,
        best ? `${best.rps.toFixed(0)} req/s at ${best.connections} connection(s), p99 ${best.p99} ms, 0 errors` : `none: p99 ${steps[0]?.[3] ?? "?"} ms at 1 connection`,
      );
      report(
        "Load (autocannon, signed in)",
        `${target.page}: ${long.requests.total.toLocaleString("en-US")} requests (data route)`,
        `${long.requests.average.toFixed(0)} req/s, p99 ${long.latency.p99} ms, ${long.errors + long.timeouts + long.non2xx} errors, server RSS ${(rssStart / 1024).toFixed(0)} -> ${(rssEnd / 1024).toFixed(0)} MiB (peak ${(rssMax / 1024).toFixed(0)})`,
      );
      figures.push({
        page: target.page,
        sustainedRps: best?.rps ?? 0,
        connections,
        p99Ms: best?.p99 ?? 0,
        errors: long.errors + long.timeouts + long.non2xx,
        rssStartMiB: rssStart / 1024,
        rssEndMiB: rssEnd / 1024,
        longRunRequests: long.requests.total,
      });
    }
  } finally {
    child.kill("SIGTERM");
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runLoadBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
