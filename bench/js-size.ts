/**
 * The JavaScript each page sends (issue 8 "the JavaScript each page sends (gzipped)"): for every
 * page route of the built console, the entry, the route manifest and the modules of the route and its
 * parents, each file counted once, raw and gzipped (level 9, what `compression` approximates).
 * Lazily imported chunks (the notification drawer's SignalR client) load after the page and are
 * listed apart. Needs `npm run build`. Prints figures; asserts nothing.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { report } from "./summary";
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

export interface PageSize {
  page: string;
  files: number;
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

/** Every page route with a component (resource routes send no JavaScript). */
export function measurePages(): { pages: PageSize[]; lazy: PageSize[] } {
  const require = createRequire(import.meta.url);
  const build = require(join(ROOT, "build", "index.js")) as { assets: Manifest; routes: Record<string, { module: { default?: unknown } }> };
  const { assets } = build;
  const pathOf = (route: RouteAssets): string => {
    const parent = route.parentId ? pathOf(assets.routes[route.parentId]) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  const chain = (id: string): RouteAssets[] => {
    const route = assets.routes[id];
    return route.parentId ? [...chain(route.parentId), route] : [route];
  };
  const pages: PageSize[] = [];
  for (const id of Object.keys(assets.routes)) {
    if (!build.routes[id]?.module.default || id === "root") continue;
    const files = new Set<string>([assets.url, assets.entry.module, ...assets.entry.imports]);
    for (const route of chain(id)) {
      files.add(route.module);
      for (const i of route.imports ?? []) files.add(i);
    }
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const size = sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
    }
    const page = `/${pathOf(assets.routes[id])}`.replace(/\/+$/, "") || "/";
    pages.push({ page: assets.routes[id].index ? `${page} (index)` : page, files: files.size, rawBytes: raw, gzipBytes: gzip });
  }
  // Chunks no page lists: loaded on demand (dynamic import) after the page is interactive.
  const listed = new Set<string>([assets.entry.module, ...assets.entry.imports, ...Object.values(assets.routes).flatMap((r) => [r.module, ...(r.imports ?? [])])]);
  const lazy: PageSize[] = [];
  const shared = join(PUBLIC, "build", "_shared");
  if (existsSync(shared)) {
    for (const name of readdirSync(shared)) {
      const url = `/build/_shared/${name}`;
      if (!name.endsWith(".js") || listed.has(url)) continue;
      const size = sizeOf(url);
      lazy.push({ page: url, files: 1, rawBytes: size.raw, gzipBytes: size.gzip });
    }
  }
  return { pages: pages.sort((a, b) => a.page.localeCompare(b.page)), lazy };
}

/** The screens whose JavaScript the summary lists (the detailed table lists every page). */
const SUMMARY_PAGES = ["/login", "/portal/dashboard", "/portal/call_history", "/portal/statistics", "/portal/whatsapp_numbers", "/admin/accounts", "/admin/numbers", "/admin/sipConnections"];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function runJsSizeBench(): { largestPage: PageSize } {
  if (!existsSync(join(ROOT, "build", "index.js"))) throw new Error("js-size bench: run `npm run build` first");
  const { pages, lazy } = measurePages();
  console.log("\nJavaScript per page (entry, manifest, route modules; each file once)");
  printTable(
    ["page", "files", "raw KiB", "gzip KiB"],
    pages.map((p) => [p.page, String(p.files), kb(p.rawBytes), kb(p.gzipBytes)]),
  );
  if (lazy.length) {
    console.log("\nloaded on demand after the page (dynamic imports)");
    printTable(["chunk", "files", "raw KiB", "gzip KiB"], lazy.map((p) => [p.page, "1", kb(p.rawBytes), kb(p.gzipBytes)]));
  }
  for (const p of pages) if (SUMMARY_PAGES.includes(p.page)) report("JavaScript per page (gzip)", p.page, `${kb(p.gzipBytes)} KiB in ${p.files} files`);
  const largestPage = pages.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  report("JavaScript per page (gzip)", `largest: ${largestPage.page}`, `${kb(largestPage.gzipBytes)} KiB`);
  return { largestPage };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) runJsSizeBench();
