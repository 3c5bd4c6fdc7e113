import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import { existsSync, statSync, watch } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The server bundle written by `remix build`. */
export const BUILD_PATH = join(dirname(fileURLToPath(import.meta.url)), "..", "build", "index.js");

async function importBuild(): Promise<ServerBuild> {
  if (!existsSync(BUILD_PATH)) {
    throw new Error(`No console build at ${BUILD_PATH}. Run "npx remix build" (npm start does it for you).`);
  }
  // The query busts Node's module cache so development picks up each rebuild.
  return import(`${pathToFileURL(BUILD_PATH).href}?t=${statSync(BUILD_PATH).mtimeMs}`) as Promise<ServerBuild>;
}

/**
 * The console's request handler. In production the build is loaded once; in development
 * (`remix dev --manual -c "tsx server.ts"`) it is re-imported whenever the bundle changes, and the
 * dev server is told the new build is live.
 */
export async function createRemixHandler(
  mode: "development" | "production" | "test",
  getLoadContext: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => AppLoadContext,
  /** A build made elsewhere (tests assemble one from the route modules); else `remix build`'s bundle. */
  given?: ServerBuild,
): Promise<{ handler: RequestHandler; announceReady(): Promise<void> }> {
  let build = given ?? (await importBuild());
  if (mode !== "development" || given) {
    if (build.mode !== "production" && !given) {
      console.warn(`[remix] serving a ${build.mode} build; run "npx remix build" for production`);
    }
    // Production mode regardless of the bundle: never send error details to the browser.
    return {
      handler: createRequestHandler({ build, mode: "production", getLoadContext }),
      announceReady: async () => {},
    };
  }

  // The dev compiler writes build/version.txt after each rebuild; reload then, so the dev server's
  // "ready" ping (which triggers the browser's live reload) follows every rebuild.
  const reload = async () => {
    try {
      build = await importBuild();
      if (process.env.REMIX_DEV_ORIGIN) await broadcastDevReady(build);
    } catch (error) {
      console.error("[remix] could not load the new build", error);
    }
  };
  const watcher = watch(dirname(BUILD_PATH), (_event, file) => {
    if (file === "version.txt") void reload();
  });
  watcher.unref();

  const handler: RequestHandler = (req, res, next) =>
    createRequestHandler({ build, mode: "development", getLoadContext })(req, res, next);
  // Called once the server listens: the dev server waits for this before reloading the browser.
  const announceReady = async () => {
    if (process.env.REMIX_DEV_ORIGIN) await broadcastDevReady(build);
  };
  return { handler, announceReady };
}
