/**
 * `npm run build`, after `remix build`: the stylesheet of the component CSS the console's pages
 * share (app/styles/shared-styles.server.ts). It serves the built console on a throw-away demo
 * database, opens every page without a path parameter as each demo user, and collects the CSS of
 * every emotion class those renders used. It writes the CSS to public/build/_assets/shared-<hash>.css
 * (served for a year like the other build assets) and the class list to build/shared-styles.json.
 * Pages inline only the classes the file lacks.
 */
import type { EmotionCache } from "@emotion/cache";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { SHARED_STYLES_MANIFEST, type SharedStylesManifest } from "../app/styles/shared-styles.server";
import { DEMO_USERS } from "../platform/seed/users";
import { createServer } from "../server/app";
import { loadConfig } from "../server/config";

const ROOT = join(import.meta.dirname, "..");
const BUILD_DIR = join(ROOT, "build");
const ASSETS_DIR = join(ROOT, "public", "build", "_assets");
const MANIFEST = join(ROOT, SHARED_STYLES_MANIFEST);
const PUBLIC_PATH = "/build/_assets";

interface EntryModule {
  listenToStyles(listener: ((cache: EmotionCache) => void) | null): void;
}

/** Every page route's path without parameters ("portal/bots/new"), from the build's route tree. */
function pagePaths(build: ServerBuild): string[] {
  const pathOf = (id: string): string => {
    const route = build.routes[id];
    const parent = route.parentId ? pathOf(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  const paths = Object.values(build.routes)
    .filter((route) => typeof (route.module as { default?: unknown }).default === "function")
    .map((route) => `/${pathOf(route.id)}`)
    .filter((path) => !/[:*]/.test(path));
  return [...new Set(paths)].sort();
}

async function signIn(base: string, user: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams(user),
    redirect: "manual",
    headers: { Origin: base },
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (res.status !== 302 || cookies.length === 0)
    throw new Error(`build-styles: sign-in as ${user.email} failed (${res.status})`);
  return cookies.join("; ");
}

// Before React and emotion load (with the build, below): production class names carry no labels,
// and they are the names the served pages use.
process.env.NODE_ENV = "production";
installGlobals({ nativeFetch: true });
// The previous build's list would make this crawl's pages skip the classes it already holds.
rmSync(MANIFEST, { force: true });
for (const file of existsSync(ASSETS_DIR) ? readdirSync(ASSETS_DIR) : []) {
  if (/^shared-[0-9a-f]+\.css$/.test(file)) rmSync(join(ASSETS_DIR, file));
}

const started = Date.now();
const build = (await import(pathToFileURL(join(BUILD_DIR, "index.js")).href)) as ServerBuild;
if (build.mode !== "production") {
  console.log("shared styles: skipped for a development build (every page inlines its CSS)");
  process.exit(0);
}
const entry = build.entry.module as unknown as EntryModule;
const classes = new Map<string, string>();
entry.listenToStyles((cache) => {
  for (const [id, css] of Object.entries(cache.inserted)) {
    // Global styles (no registered class) stay inline: they are few and not page-independent.
    if (typeof css === "string" && cache.registered[`${cache.key}-${id}`] !== undefined && !classes.has(id))
      classes.set(id, css);
  }
});

const dataDir = mkdtempSync(join(tmpdir(), "vc-build-styles-"));
const config = loadConfig({
  NODE_ENV: "production",
  PORT: "3999",
  DATA_DIR: dataDir,
  PLATFORM_SIMULATE: "false",
  PUBLIC_ORIGIN: "http://127.0.0.1",
});
const server = await createServer(config, {
  consoleBuild: build,
  seedIfEmpty: true,
  logRequests: false,
  log: () => {},
});
try {
  await new Promise<void>((resolve) => server.httpServer.listen(0, "127.0.0.1", () => resolve()));
  const base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
  const paths = pagePaths(build);
  let pages = 0;
  for (const user of DEMO_USERS) {
    const cookie = await signIn(base, user);
    for (const path of paths) {
      const res = await fetch(`${base}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status === 200) pages += 1;
    }
  }
  const ids = [...classes.keys()];
  const css = ids.map((id) => classes.get(id)).join("");
  const name = `shared-${createHash("sha256").update(css).digest("hex").slice(0, 12)}.css`;
  mkdirSync(ASSETS_DIR, { recursive: true });
  writeFileSync(join(ASSETS_DIR, name), css);
  const manifest: SharedStylesManifest = { href: `${PUBLIC_PATH}/${name}`, ids, buildVersion: build.assets.version };
  writeFileSync(MANIFEST, JSON.stringify(manifest));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `shared styles: ${ids.length} classes (${(css.length / 1024).toFixed(1)} KiB) from ${pages} pages, in ${seconds} s -> public${PUBLIC_PATH}/${name}`,
  );
} finally {
  entry.listenToStyles(null);
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
