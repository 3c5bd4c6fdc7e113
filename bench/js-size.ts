/**
 * The JavaScript each page sends (issue 8 "the JavaScript each page sends (gzipped)", issue 15 "Less
 * JavaScript"): for every page route of the built console, the files a first visit downloads (the
 * entry, the modules of the route and its parents and their chunks), each file counted once, raw and
 * gzipped (level 9, what `compression` approximates). A page whose route turns scripts off
 * (`handle.hydrate === false`) downloads none. Chunks loaded on demand (dynamic imports: islands)
 * are listed apart. Then the bundle analysis (bundle-analysis.ts, from the build's metafile): what
 * those bytes are, by package and by the app's own module, for the summary's pages or `--pages=`.
 *
 *   npm run bench -- --only=js-size
 *   npx tsx bench/js-size.ts --pages=/portal/call_history,/portal/statistics   # or --pages=all
 *
 * Needs `npm run build`. Prints figures; asserts nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { modulesOf, readMetafile, type Metafile, type ModuleShare } from "./bundle-analysis";
import { report } from "./summary";
import { reportTarget, type TargetKey } from "./targets";
import { printTable } from "./timing";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PUBLIC = join(ROOT, "public");

interface RouteAssets {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

interface Manifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAssets>;
}

interface ServerBuild {
  assets: Manifest;
  future: { v3_lazyRouteDiscovery?: boolean };
  routes: Record<string, { module: { default?: unknown; handle?: { hydrate?: boolean } } }>;
}

export interface PageSize {
  page: string;
  /** The URLs a first visit downloads (none for a page without scripts). */
  urls: string[];
  rawBytes: number;
  gzipBytes: number;
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(url: string): { raw: number; gzip: number } {
  let size = sizes.get(url);
  if (!size) {
    const content = readFileSync(join(PUBLIC, url));
    size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    sizes.set(url, size);
  }
  return size;
}

function loadBuild(): ServerBuild {
  const require = createRequire(import.meta.url);
  return require(join(ROOT, "build", "index.js")) as ServerBuild;
}

function sized(page: string, urls: string[]): PageSize {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const size = sizeOf(url);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { page, urls, rawBytes: raw, gzipBytes: gzip };
}

/** Every page route with a component (resource routes send no JavaScript). */
export function measurePages(
  build: ServerBuild = loadBuild(),
  metafile: Metafile = readMetafile(ROOT),
): { pages: PageSize[]; lazy: PageSize[] } {
  const { assets } = build;
  const pathOf = (route: RouteAssets): string => {
    const parent = route.parentId ? pathOf(assets.routes[route.parentId]) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  const chain = (id: string): RouteAssets[] => {
    const route = assets.routes[id];
    return route.parentId ? [...chain(route.parentId), route] : [route];
  };
  // With lazy route discovery the document inlines the manifest of its own routes and the browser
  // never fetches the manifest file; without it, the file is the first module the page imports.
  const manifestFile = build.future.v3_lazyRouteDiscovery ? [] : [assets.url];
  const pages: PageSize[] = [];
  for (const id of Object.keys(assets.routes)) {
    if (!build.routes[id]?.module.default || id === "root") continue;
    const page = `/${pathOf(assets.routes[id])}`.replace(/\/+$/, "") || "/";
    const name = assets.routes[id].index ? `${page} (index)` : page;
    const scripts = !chain(id).some((route) => build.routes[route.id]?.module.handle?.hydrate === false);
    const urls = new Set<string>(scripts ? [...manifestFile, assets.entry.module, ...assets.entry.imports] : []);
    if (scripts) {
      for (const route of chain(id)) {
        urls.add(route.module);
        for (const i of route.imports ?? []) urls.add(i);
      }
    }
    pages.push(sized(name, [...urls]));
  }
  // Chunks no page lists: loaded on demand (dynamic import), after the page or when an island opens.
  const listed = new Set<string>([
    assets.entry.module,
    ...assets.entry.imports,
    ...Object.values(assets.routes).flatMap((r) => [r.module, ...(r.imports ?? [])]),
  ]);
  const lazy: PageSize[] = [];
  for (const output of Object.keys(metafile.outputs)) {
    const url = output.replace(/^public/, "");
    if (url.endsWith(".js") && !listed.has(url) && existsSync(join(PUBLIC, url))) lazy.push(sized(url, [url]));
  }
  return {
    pages: pages.sort((a, b) => a.page.localeCompare(b.page)),
    lazy: lazy.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

/** The screens whose JavaScript the summary lists and the analysis explains (the size table lists every page). */
/** The pages whose first-visit JavaScript issue 15 sets a target for. */
const JS_TARGETS: readonly (readonly [string, TargetKey])[] = [
  ["/login", "jsLogin"],
  ["/portal/call_history", "jsCallHistory"],
  ["/portal/statistics", "jsStatistics"],
];

const SUMMARY_PAGES = [
  "/login",
  "/register",
  "/portal/dashboard",
  "/portal/call_history",
  "/portal/statistics",
  "/portal/bots",
  "/portal/whatsapp_numbers",
  "/admin/accounts",
  "/admin/numbers",
  "/admin/sipConnections",
];

/** Own modules listed one by one per page; the rest are summed up in one line. */
const OWN_MODULES_LISTED = 15;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printModules(page: PageSize, modules: ModuleShare[]): void {
  const packages = modules.filter((m) => !m.ownCode);
  const own = modules.filter((m) => m.ownCode);
  const total = (list: ModuleShare[]) =>
    list.reduce((sum, m) => ({ raw: sum.raw + m.rawBytes, gzip: sum.gzip + m.gzipBytes }), { raw: 0, gzip: 0 });
  const row = (m: ModuleShare) => [
    m.owner,
    kb(m.rawBytes),
    kb(m.gzipBytes),
    `${((100 * m.gzipBytes) / page.gzipBytes).toFixed(1)}%`,
  ];
  const ownTotal = total(own);
  const packagesTotal = total(packages);
  console.log(`\n${page.page}: ${kb(page.gzipBytes)} KiB gzip in ${page.urls.length} files`);
  printTable(
    ["package / the app's own module", "raw KiB", "≈gzip KiB", "share"],
    [
      ...packages.map(row),
      ["= packages", kb(packagesTotal.raw), kb(packagesTotal.gzip), ""],
      ...own.slice(0, OWN_MODULES_LISTED).map(row),
      ...(own.length > OWN_MODULES_LISTED
        ? [
            [
              `other app modules (${own.length - OWN_MODULES_LISTED})`,
              kb(total(own.slice(OWN_MODULES_LISTED)).raw),
              kb(total(own.slice(OWN_MODULES_LISTED)).gzip),
              "",
            ],
          ]
        : []),
      ["= the app's own code", kb(ownTotal.raw), kb(ownTotal.gzip), ""],
    ],
  );
}

/** "react-dom 41.7, @mui/joy 30.2, …, own code 25.1" (KiB gzip): a page's largest parts in one line. */
/**
 * Packages every hydrated page of this stack ships whatever it shows: React and its DOM renderer, the
 * Remix and React Router runtime, i18next, emotion and MUI's style system.
 */
const FRAMEWORK =
  /^(react|react-dom|scheduler|@remix-run\/.*|react-router.*|turbo-stream|i18next|react-i18next|html-parse-stringify|void-elements|@emotion\/.*|stylis|@mui\/(system|utils|styled-engine|private-theming)|hoist-non-react-statics|react-is|prop-types|clsx|@babel\/runtime)$/;

/** What a page's first-visit JavaScript is made of, as the reason a size target is not met. */
function whyThisSize(modules: ModuleShare[]): string {
  const sum = (list: ModuleShare[]) => list.reduce((total, m) => total + m.gzipBytes, 0);
  const framework = sum(modules.filter((m) => !m.ownCode && FRAMEWORK.test(m.owner)));
  const joy = sum(modules.filter((m) => m.owner === "@mui/joy" || m.owner === "@mui/base"));
  const own = sum(modules.filter((m) => m.ownCode));
  const rest = sum(modules) - framework - joy - own;
  return (
    `the framework every hydrated page ships (React, Remix and React Router, i18next, emotion, MUI System) is ${kb(framework)} KiB, ` +
    `Joy's components ${kb(joy)} KiB, other libraries ${kb(rest)} KiB, the page's own code and translations ${kb(own)} KiB. ` +
    "Remix v2 hydrates the whole document, so the framework and every component on the page come to the browser; meeting the target " +
    "needs hydrating only the interactive parts (islands over server-only HTML, which Remix v2 does not offer) or a lighter component kit than Joy."
  );
}

function largestParts(modules: ModuleShare[], count = 4): string {
  const own = modules.filter((m) => m.ownCode).reduce((sum, m) => sum + m.gzipBytes, 0);
  const parts = modules
    .filter((m) => !m.ownCode)
    .slice(0, count)
    .map((m) => `${m.owner} ${kb(m.gzipBytes)}`);
  return `${[...parts, `own code ${kb(own)}`].join(", ")} (KiB)`;
}

export function runJsSizeBench(args: readonly string[] = process.argv.slice(2)): { largestPage: PageSize } {
  if (!existsSync(join(ROOT, "build", "index.js"))) throw new Error("js-size bench: run `npm run build` first");
  const metafile = readMetafile(ROOT);
  const { pages, lazy } = measurePages(loadBuild(), metafile);
  console.log("\nJavaScript per page, first visit (entry, route modules and their chunks; each file once)");
  printTable(
    ["page", "files", "raw KiB", "gzip KiB"],
    pages.map((p) =>
      p.urls.length
        ? [p.page, String(p.urls.length), kb(p.rawBytes), kb(p.gzipBytes)]
        : [p.page, "0", "no script", "0"],
    ),
  );
  const gzipOf = (url: string) => sizeOf(url).gzip;
  if (lazy.length) {
    console.log("\nloaded on demand (dynamic imports: islands; a chunk they share with no page is listed too)");
    printTable(
      ["chunk", "files", "raw KiB", "gzip KiB", "largest parts"],
      lazy.map((p) => [
        p.page,
        String(p.urls.length),
        kb(p.rawBytes),
        kb(p.gzipBytes),
        largestParts(modulesOf(metafile, p.urls, gzipOf), 3),
      ]),
      1,
    );
  }

  const asked = args.find((a) => a.startsWith("--pages="))?.slice("--pages=".length);
  const analysed = asked === "all" ? pages.map((p) => p.page) : (asked?.split(",") ?? SUMMARY_PAGES);
  console.log(
    "\nWhat each page's JavaScript is made of (build/metafile.js.json; gzip shared out by raw bytes per file)",
  );
  for (const page of pages) {
    if (!analysed.includes(page.page)) continue;
    if (!page.urls.length) {
      console.log(`\n${page.page}: no script`);
      continue;
    }
    printModules(page, modulesOf(metafile, page.urls, gzipOf));
  }

  for (const p of pages) {
    if (!SUMMARY_PAGES.includes(p.page)) continue;
    report(
      "JavaScript per page (gzip)",
      p.page,
      p.urls.length ? `${kb(p.gzipBytes)} KiB in ${p.urls.length} files` : "0 (no script)",
    );
  }
  for (const [page, key] of JS_TARGETS) {
    const p = pages.find((q) => q.page === page);
    if (!p) continue;
    const now = p.urls.length ? `${kb(p.gzipBytes)} KiB (${(p.gzipBytes / 1000).toFixed(1)} kB)` : "0 (no script)";
    reportTarget(
      key,
      now,
      { bytes: p.gzipBytes },
      p.urls.length ? whyThisSize(modulesOf(metafile, p.urls, gzipOf)) : undefined,
    );
  }
  const largestPage = pages.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  report("JavaScript per page (gzip)", `largest: ${largestPage.page}`, `${kb(largestPage.gzipBytes)} KiB`);
  for (const p of pages) {
    if (SUMMARY_PAGES.includes(p.page) && p.urls.length)
      report("JavaScript per page: largest parts (gzip)", p.page, largestParts(modulesOf(metafile, p.urls, gzipOf)));
  }
  return { largestPage };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) runJsSizeBench();
