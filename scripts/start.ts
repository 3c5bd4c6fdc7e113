/**
 * `npm start`: builds the console when there is no build (or it is older than the sources), then
 * serves it in production mode on the embedded platform (or the proxy, with PLATFORM_URL): one
 * console worker per core and the platform once (server/cluster/primary.ts), or everything in this
 * one process with WEB_CONCURRENCY=1. The platform seeds the demo data on first run and the server
 * prints the demo users.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const BUILD = join(ROOT, "build", "index.js");
const SOURCES = ["app", "contract", "remix.config.js", "package-lock.json"];

/** Newest modification time under `path` (files and folders, recursively). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

function buildProblem(): string | null {
  if (!existsSync(BUILD)) return "No build yet";
  // `npm run dev` leaves a development build in the same place.
  if (!/\bmode = "production"/.test(readFileSync(BUILD, "utf8"))) return "The current build is a development build";
  if (SOURCES.some((s) => newest(join(ROOT, s)) > statSync(BUILD).mtimeMs))
    return "Sources changed since the last build";
  return null;
}

const problem = buildProblem();
if (problem) {
  console.log(`${problem}: building the console...`);
  const build = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) {
    console.error("The build failed; see the output above.");
    process.exit(build.status ?? 1);
  }
}

// Set before the server (and React) load, so they run their production code paths.
process.env.NODE_ENV = "production";
const { loadConfigOrExit } = await import("../server/config");
const config = loadConfigOrExit(process.env);
if (config.workers === 1) await import("../server");
else await (await import("../server/cluster/primary")).runPrimary(config);
