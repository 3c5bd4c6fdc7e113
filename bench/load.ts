/**
 * Load (issue 8 "Load"): the call history page (and the statistics page when it exists) under
 * concurrent signed-in users, on 127.0.0.1 only, with autocannon. The server is started as
 * `npm start` starts it (scripts/start.ts: one console worker per core and the platform process,
 * WEB_CONCURRENCY to choose; simulator off) over the benchmark dataset, in child processes, so its
 * memory is its own. For each page: rising connection counts until the 99th percentile passes
 * 500 ms; then a long run of LOAD_REQUESTS (default 20,000) requests of the whole page (server
 * rendering included: that is where a leak per request would be, in emotion's cache, i18n or
 * React), sampling the resident memory of all the server's processes at each quarter, which should
 * stay flat. Needs `npm run build`. Prints figures; asserts nothing.
 */
import autocannon, { type Result } from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BENCH_DATA_DIR, ensureDataset, openBenchPlatform } from "./dataset";
import { signInAsBrowser } from "./console-server";
import { report } from "./summary";
import { loadTargetWhy, PAGE_PROFILES } from "./render-profile";
import { LOAD_TARGET_PAGES_PER_S, reportTarget } from "./targets";
import { printTable } from "./timing";
import { TIME } from "../contract/limits/units";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PORT = Number(process.env.LOAD_PORT ?? 3987);
const BASE = `http://127.0.0.1:${PORT}`;
const P99_TARGET_MS = 500;
const CONNECTION_STEPS = [1, 2, 4, 8, 16, 32];
const STEP_SECONDS = 10;
const LONG_RUN_REQUESTS = Number(process.env.LOAD_REQUESTS ?? 20_000);
/** A slow page's long run stops sooner: at most this long at the rate it sustained (its memory has settled by then). */
const LONG_RUN_MAX_SECONDS = Number(process.env.LOAD_SECONDS ?? 300);

/** Resident memory of one process, or 0 when it is gone. */
function rssKiB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** `pid` and all its descendants (the primary, the platform process, the console workers, their helpers). */
function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent pid is the 2nd field after the command, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]) ?? []));
  return tree;
}

/** Each process of the server, named by what it runs, with its resident memory. */
function rssByProcess(pid: number): string {
  const role = (p: number) => {
    const args = readFileSync(`/proc/${p}/cmdline`, "utf8");
    return p === pid
      ? "primary"
      : args.includes("platform-process")
        ? "platform"
        : args.includes("console-worker")
          ? "worker"
          : "helper";
  };
  return processTree(pid)
    .map((p) => {
      try {
        return `${role(p)} ${(rssKiB(p) / 1024).toFixed(0)}`;
      } catch {
        return null;
      }
    })
    .filter(Boolean)
    .join(", ");
}

/** Resident memory of the whole server: every process of it, summed. */
function serverRssKiB(pid: number): number {
  return processTree(pid).reduce((sum, p) => sum + rssKiB(p), 0);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * The server as `npm start` runs it (scripts/start.ts), its primary a direct child (node with tsx's
 * loader, no npm or npx in between), so killing it stops the workers and the platform process too,
 * also when the bench is interrupted. Ready when the primary prints its listening line: every
 * worker listens by then.
 */
async function startServer(): Promise<ChildProcess> {
  if (await answers(`${BASE}/healthz`))
    throw new Error(`load bench: something already serves ${BASE}; stop it or set LOAD_PORT`);
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: BENCH_DATA_DIR,
      PLATFORM_SIMULATE: "false",
      PUBLIC_ORIGIN: BASE,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = () => child.kill("SIGTERM");
  process.once("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => (stop(), process.exit(130)));
  let output = "";
  // Read to the end (one line per request follows), kept only until the listening line.
  child.stdout!.on("data", (chunk: Buffer) => void (output.length < 100_000 && (output += chunk.toString())));
  for (let i = 0; i < 240; i++) {
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode !== null) throw new Error(`load bench: the server exited (${child.exitCode})`);
    const listening = /^Voice Console listening on .*$/m.exec(output);
    if (listening) {
      console.log(`load: ${listening[0]}`);
      return child;
    }
  }
  stop();
  throw new Error("load bench: the server did not start");
}

/**
 * One autocannon run with a session signed in just before it. autocannon sends one fixed Cookie and
 * ignores Set-Cookie, so a session older than the access token's life (15 min) would have its token
 * refreshed on the first request and every later request would carry the spent refresh token (sent
 * to sign in: thousands of non-2xx). A browser keeps the new cookie; a fresh sign-in per run (each
 * under 15 min) does the same here.
 */
async function run(url: string, options: { connections: number; duration?: number; amount?: number }): Promise<Result> {
  const cookie = await signInAsBrowser(BASE);
  return new Promise((resolve, reject) => {
    const limit =
      options.amount !== undefined ? { amount: options.amount } : { duration: options.duration ?? STEP_SECONDS };
    autocannon(
      { url, headers: { Cookie: cookie }, connections: options.connections, timeout: 30, ...limit },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** Two autocannon results as one: totals added, the worse p99 and the later counts kept. */
function merge(a: Result, b: Result): Result {
  return {
    ...b,
    errors: a.errors + b.errors,
    timeouts: a.timeouts + b.timeouts,
    non2xx: a.non2xx + b.non2xx,
    requests: { ...b.requests, total: a.requests.total + b.requests.total },
    latency: { ...b.latency, p99: Math.max(a.latency.p99, b.latency.p99) },
  };
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
  const range = `from=${new Date(anchor - TIME.DAY_MS).toISOString()}&to=${new Date(anchor).toISOString()}`;
  const targets = [
    {
      page: "/portal/call_history (24 h)",
      url: `${BASE}/portal/call_history?${range}`,
      goal: "callHistoryLoad" as const,
      profile: "callHistory" as const,
    },
    {
      page: "/portal/statistics (24 h)",
      url: `${BASE}/portal/statistics?range=custom&${range}`,
      goal: "statisticsLoad" as const,
      profile: "statistics" as const,
    },
  ];

  const child = await startServer();
  const pid = child.pid!;
  const figures: LoadFigures[] = [];
  try {
    for (const target of targets) {
      const probeRes = await fetch(target.url, {
        headers: { Cookie: await signInAsBrowser(BASE) },
        redirect: "manual",
      });
      if (probeRes.status !== 200) {
        console.log(`\nload: ${target.page} answers ${probeRes.status}; skipped`);
        continue;
      }
      console.log(
        `\nload: ${target.page}, ${STEP_SECONDS} s per step, rising connections until p99 > ${P99_TARGET_MS} ms`,
      );
      const steps: string[][] = [];
      let best: { rps: number; connections: number; p99: number; errors: number } | null = null;
      for (const connections of CONNECTION_STEPS) {
        const r = await run(target.url, { connections, duration: STEP_SECONDS });
        const errors = r.errors + r.timeouts + r.non2xx;
        steps.push([
          String(connections),
          r.requests.average.toFixed(1),
          String(r.latency.p50),
          String(r.latency.p99),
          String(errors),
        ]);
        if (r.latency.p99 > P99_TARGET_MS || errors > 0) break;
        best = { rps: r.requests.average, connections, p99: r.latency.p99, errors };
      }
      printTable(["connections", "req/s", "p50 ms", "p99 ms", "errors"], steps);

      // The long run: the whole page, at the best concurrency, its memory sampled every second and at
      // each quarter of the requests.
      const connections = best?.connections ?? 1;
      const rssStart = serverRssKiB(pid);
      let rssMax = rssStart;
      const sampler = setInterval(() => (rssMax = Math.max(rssMax, serverRssKiB(pid))), 1000);
      const quarters: number[] = [];
      const longRunRequests = Math.min(
        LONG_RUN_REQUESTS,
        Math.max(1_000, Math.ceil((best?.rps ?? 10) * LONG_RUN_MAX_SECONDS)),
      );
      let long: Result | null = null;
      const started = Date.now();
      for (let q = 0; q < 4; q++) {
        const part = await run(target.url, { connections, amount: Math.ceil(longRunRequests / 4) });
        quarters.push(serverRssKiB(pid));
        long = long ? merge(long, part) : part;
      }
      clearInterval(sampler);
      const total = long!;
      const seconds = (Date.now() - started) / 1000;
      const rssEnd = serverRssKiB(pid);
      const rssEach = rssByProcess(pid);
      const errors = total.errors + total.timeouts + total.non2xx;
      const mib = (kib: number) => (kib / 1024).toFixed(0);
      console.log(
        `long run: ${total.requests.total} page requests at ${connections} connection(s) in ${seconds.toFixed(0)} s: ${(total.requests.total / seconds).toFixed(1)} req/s, ` +
          `p99 ${total.latency.p99} ms, errors ${errors}; server RSS (${processTree(pid).length} processes) ${mib(rssStart)} MiB, after each quarter ${quarters.map(mib).join(" / ")} MiB (peak ${mib(rssMax)} MiB; now ${rssEach} MiB)`,
      );
      report(
        "Load (autocannon, signed in)",
        `${target.page}: highest rate with p99 < ${P99_TARGET_MS} ms`,
        best
          ? `${best.rps.toFixed(0)} req/s at ${best.connections} connection(s), p99 ${best.p99} ms, 0 errors`
          : `none: p99 ${steps[0]?.[3] ?? "?"} ms at 1 connection`,
      );
      report(
        "Load (autocannon, signed in)",
        `${target.page}: ${total.requests.total.toLocaleString("en-US")} page requests`,
        `${(total.requests.total / seconds).toFixed(0)} req/s, p99 ${total.latency.p99} ms, ${errors} errors, server RSS ${mib(rssStart)} -> ${quarters.map(mib).join(" -> ")} MiB (peak ${mib(rssMax)})`,
      );
      reportTarget(
        target.goal,
        best ? `${best.rps.toFixed(0)} pages/s (p99 ${best.p99} ms)` : "none",
        { rate: best?.rps ?? 0 },
        loadTargetWhy(PAGE_PROFILES.get(target.profile), LOAD_TARGET_PAGES_PER_S[target.profile], cpus().length),
      );
      figures.push({
        page: target.page,
        sustainedRps: best?.rps ?? 0,
        connections,
        p99Ms: best?.p99 ?? 0,
        errors,
        rssStartMiB: rssStart / 1024,
        rssEndMiB: rssEnd / 1024,
        longRunRequests: total.requests.total,
      });
    }
  } finally {
    // Stopped in order (workers, then the platform) before the next benchmark starts.
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runLoadBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
