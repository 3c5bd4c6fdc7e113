/**
 * Lighthouse (12.2.3, desktop, cold cache) on representative pages (issue 30 "Lighthouse"): the
 * portal's list pages and one page of each other kind, signed in as the owner (the admin's accounts
 * list as the administrator), on a freshly seeded server with the simulator off. Prints each page's
 * performance score, CLS, LCP, TBT and accessibility score with the accessibility audits it fails;
 * the targets are CLS ≤ 0.1 and accessibility 100 on every page.
 *
 *   npm run bench -- --only=lighthouse
 *   npx tsx bench/lighthouse.ts --check                      # exit 1 when a page misses a target
 *   npx tsx bench/lighthouse.ts --pages=/portal/bots,/portal/alarms
 *
 * Needs `npm run build` and Chromium (CHROMIUM_PATH, else /usr/bin/chromium). Never leaves 127.0.0.1.
 */
import { installGlobals } from "@remix-run/node";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "../server/app";
import { loadConfig } from "../server/config";
import { BENCH_OWNER, signInAsBrowser } from "./console-server";
import { report } from "./summary";
import { reportTarget } from "./targets";
import { printTable } from "./timing";

const BENCH_ADMIN = { email: "admin@example.com", password: "Admin#2026x" };

/** The portal's list pages (one grid each), then one page of each other kind. */
export const LIGHTHOUSE_PAGES: ReadonlyArray<{ path: string; as: "owner" | "admin" }> = [
  ...[
    "/portal/bots",
    "/portal/speech_services",
    "/portal/voice_translation",
    "/portal/numbers",
    "/portal/sip_connections",
    "/portal/whatsapp_numbers",
    "/portal/teams_connections",
    "/portal/routing",
    "/portal/alarms",
    "/portal/campaigns",
    "/portal/call_history",
    "/portal/notifications",
  ].map((path) => ({ path, as: "owner" as const })),
  { path: "/portal/dashboard", as: "owner" },
  { path: "/portal/statistics", as: "owner" },
  { path: "/portal/settings/billing", as: "owner" },
  { path: "/admin/accounts", as: "admin" },
];

/** The targets every page must meet. */
export const LIGHTHOUSE_TARGET = { maxCls: 0.1, minAccessibility: 100 } as const;

interface PageReading {
  path: string;
  performance: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  accessibility: number;
  failed: string[];
  /** Each failed audit's elements, as Lighthouse quotes them. */
  offenders: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function runLighthouseBench(options: { pages?: readonly string[] } = {}): Promise<PageReading[]> {
  installGlobals({ nativeFetch: true });
  const dataDir = mkdtempSync(join(tmpdir(), "vc-lighthouse-"));
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: "3999", // unused: listens on a free port of 127.0.0.1
    DATA_DIR: dataDir,
    PLATFORM_SIMULATE: "false",
    PUBLIC_ORIGIN: "http://127.0.0.1",
  });
  const server = await createServer(config, { logRequests: false, log: () => {}, seedIfEmpty: true });
  await new Promise<void>((resolve) => server.httpServer.listen(0, "127.0.0.1", () => resolve()));
  const base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const readings: PageReading[] = [];
  try {
    const cookies = {
      owner: await signInAsBrowser(base, BENCH_OWNER),
      admin: await signInAsBrowser(base, BENCH_ADMIN),
    };
    const pages = LIGHTHOUSE_PAGES.filter((p) => !options.pages || options.pages.includes(p.path));
    for (const page of pages) {
      const result = await lighthouse(
        `${base}${page.path}`,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          // Cold: the cache and storage are cleared before the page loads (Lighthouse's default).
          disableStorageReset: false,
          extraHeaders: { Cookie: cookies[page.as] },
        },
        desktopConfig,
      );
      if (!result) throw new Error(`lighthouse: no result for ${page.path}`);
      const { audits, categories } = result.lhr;
      const a11yAudits = categories.accessibility.auditRefs.map((ref) => audits[ref.id]);
      readings.push({
        path: page.path,
        performance: score(categories.performance.score),
        cls: audits["cumulative-layout-shift"].numericValue ?? 0,
        lcpMs: audits["largest-contentful-paint"].numericValue ?? 0,
        tbtMs: audits["total-blocking-time"].numericValue ?? 0,
        accessibility: score(categories.accessibility.score),
        failed: a11yAudits.filter((a) => a.score !== null && a.score < 1).map((a) => a.id),
        offenders: a11yAudits
          .filter((a) => a.score !== null && a.score < 1)
          .flatMap((a) => {
            const items = (a.details as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items ?? [];
            return items.map((item) => `${a.id}: ${item.node?.snippet ?? "?"}`);
          }),
      });
    }
  } finally {
    await chrome.kill();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log("\n=== Lighthouse 12.2.3, desktop, cold cache ===");
  printTable(
    ["page", "performance", "CLS", "LCP ms", "TBT ms", "accessibility", "failed accessibility audits"],
    readings.map((r) => [
      r.path,
      String(r.performance),
      r.cls.toFixed(3),
      r.lcpMs.toFixed(0),
      r.tbtMs.toFixed(0),
      String(r.accessibility),
      r.failed.join(", ") || "-",
    ]),
  );
  for (const r of readings) for (const offender of r.offenders) console.log(`  ${r.path}  ${offender}`);
  const worstCls = readings.reduce((w, r) => (r.cls > w.cls ? r : w), readings[0]);
  const lowestA11y = readings.reduce((w, r) => (r.accessibility < w.accessibility ? r : w), readings[0]);
  if (worstCls && lowestA11y) {
    report("Lighthouse", "CLS, worst page", `${worstCls.cls.toFixed(3)} (${worstCls.path})`);
    report("Lighthouse", "accessibility, lowest page", `${lowestA11y.accessibility} (${lowestA11y.path})`);
    reportTarget("lighthouseCls", `${worstCls.cls.toFixed(3)} (${worstCls.path})`, { cls: worstCls.cls });
    reportTarget("lighthouseAccessibility", `${lowestA11y.accessibility} (${lowestA11y.path})`, {
      score: lowestA11y.accessibility,
    });
  }
  return readings;
}

/** The pages that miss a target, each with what it missed. */
export function lighthouseMisses(readings: readonly PageReading[]): string[] {
  return readings.flatMap((r) => [
    ...(r.cls > LIGHTHOUSE_TARGET.maxCls ? [`${r.path}: CLS ${r.cls.toFixed(3)}`] : []),
    ...(r.accessibility < LIGHTHOUSE_TARGET.minAccessibility
      ? [`${r.path}: accessibility ${r.accessibility} (${r.failed.join(", ")})`]
      : []),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pagesArg = process.argv.find((a) => a.startsWith("--pages="));
  const readings = await runLighthouseBench({ pages: pagesArg?.slice("--pages=".length).split(",") });
  const misses = lighthouseMisses(readings);
  if (misses.length) console.log(`\nTargets missed:\n  ${misses.join("\n  ")}`);
  if (process.argv.includes("--check") && misses.length) process.exit(1);
}
