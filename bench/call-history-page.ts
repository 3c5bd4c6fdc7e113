/**
 * Call history page benchmark (issue 4): the console's server time for /portal/call_history next to
 * the platform's own time for the same calls query, at 1,000,000 Acme calls, so the console's
 * overhead reads as a ratio. Runs the whole server (console + embedded platform) on 127.0.0.1 over
 * the benchmark dataset; needs `npm run build` first. Prints figures; asserts nothing about time.
 */
import { installGlobals } from "@remix-run/node";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_MOS_THRESHOLDS } from "../contract/calls";
import { parseCallHistoryUrl, platformListQuery } from "../app/features/call-history/url";
import { createServer } from "../server/app";
import { loadConfig } from "../server/config";
import { BENCH_DATA_DIR, ensureDataset, openBenchPlatform } from "./dataset";
import { printTable, stats, time } from "./timing";

const RUNS = 30;
const DAY = 86_400_000;
const OWNER = { email: "owner@example.com", password: "Owner#2026x" };

interface Shape {
  name: string;
  /** The page's own query string. */
  query: string;
}

function shapes(anchor: number): Shape[] {
  const range = (days: number) =>
    `from=${new Date(anchor - days * DAY + 1).toISOString()}&to=${new Date(anchor + 1).toISOString()}`;
  return [
    { name: "first page (24 h)", query: range(1) },
    { name: "filtered (7 d, failed, -duration)", query: `${range(7)}&successful=false&sort=-durationSeconds` },
    { name: "deep page (30 d, page 500)", query: `${range(30)}&page=500` },
  ];
}

/** Signs in through /login as a browser would and returns the session cookie. */
async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams(OWNER),
    redirect: "manual",
    headers: { Origin: base },
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (res.status !== 302 || cookies.length === 0) throw new Error(`bench: sign-in failed (${res.status})`);
  return cookies.join("; ");
}

export async function runCallHistoryPageBench(): Promise<void> {
  if (!existsSync(join(fileURLToPath(new URL("..", import.meta.url)), "build", "index.js"))) {
    throw new Error("call-history page bench: run `npm run build` first (the console must be built)");
  }
  ensureDataset();
  // The dataset's newest call anchors the windows, so a cached dataset measures the same ones.
  const probe = openBenchPlatform(join(BENCH_DATA_DIR, "platform.sqlite"));
  const anchor = probe.anchor;
  probe.ctx.db.close();

  installGlobals({ nativeFetch: true });
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: "3999", // unused: the bench listens on a free port of 127.0.0.1
    DATA_DIR: BENCH_DATA_DIR,
    PLATFORM_SIMULATE: "false",
    PUBLIC_ORIGIN: "http://127.0.0.1",
  });
  const server = await createServer(config, { logRequests: false, log: () => {} });
  await new Promise<void>((resolve) => server.httpServer.listen(0, "127.0.0.1", () => resolve()));
  const base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;

  try {
    const cookie = await signIn(base);
    // The platform's access token the console holds, for the platform-only timing.
    const tokenRes = await fetch(`${base}/vaic/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(OWNER),
    });
    const { token } = (await tokenRes.json()) as { token: string };

    console.log(`\ncall history page: ${RUNS} runs per shape; console = whole page (shell + list loaders, SSR HTML), loader = the list route's data only`);
    const rows: string[][] = [];
    for (const shape of shapes(anchor)) {
      const page = async () => {
        const res = await fetch(`${base}/portal/call_history?${shape.query}`, { headers: { Cookie: cookie } });
        if (res.status !== 200) throw new Error(`bench: page ${res.status} for ${shape.query}`);
        await res.text();
      };
      const loader = async () => {
        const res = await fetch(`${base}/portal/call_history?${shape.query}&_data=routes%2Fportal.call_history`, { headers: { Cookie: cookie } });
        if (res.status !== 200) throw new Error(`bench: loader ${res.status} for ${shape.query}`);
        await res.text();
      };
      // The exact platform request the loader makes.
      const state = parseCallHistoryUrl(new URLSearchParams(shape.query), { mode: "portal", now: new Date(anchor + 2), timeZone: "UTC" });
      const platformQuery = `${platformListQuery(state, { thresholds: DEFAULT_MOS_THRESHOLDS })}&includeTestCalls=false&includeExternalServers=true`;
      const platform = async () => {
        const res = await fetch(`${base}/billing/api/v1/Calls?${platformQuery}`, { headers: { Authorization: `Bearer ${token}` } });
        if (res.status !== 200) throw new Error(`bench: platform ${res.status} for ${platformQuery}`);
        await res.text();
      };
      const p = stats(await time(RUNS, platform));
      const l = stats(await time(RUNS, loader));
      const c = stats(await time(RUNS, page));
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
    printTable(["shape", "platform ms", "loader ms", "page ms", "page p95 ms", "loader/platform", "page/platform"], rows);
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
