/**
 * The console as `remix build` would hand it to the server, assembled from the sources instead: the
 * route tree from Remix's own flat-routes convention (remix.config.js), every route module, root and
 * entry.server imported through vitest. So a test can run the whole Express server (security
 * middleware, embedded platform, console) on the current code without a build step. Document
 * requests render on the server; the client assets are named but never loaded.
 */
import type { ServerBuild } from "@remix-run/node";
import { UNSAFE_flatRoutes as flatRoutes, type AppConfig } from "@remix-run/dev";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../../..");
const routeModules = import.meta.glob<Record<string, unknown>>([
  "../../../../app/routes/*.tsx",
  "../../../../app/routes/*.ts",
]);

type RouteModule = ServerBuild["routes"][string]["module"];
const asRouteModule = (module: unknown) => module as RouteModule;

export async function consoleBuild(): Promise<ServerBuild> {
  const { default: remixConfig } = (await import(pathToFileURL(join(ROOT, "remix.config.js")).href)) as {
    default: AppConfig;
  };
  const tree = flatRoutes(join(ROOT, "app"), remixConfig.ignoredRouteFiles);
  const [root, entry] = await Promise.all([import("~/root"), import("~/entry.server")]);
  const routes: ServerBuild["routes"] = { root: { id: "root", path: "", module: asRouteModule(root) } };
  const assets: ServerBuild["assets"] = {
    version: "test",
    url: "/build/manifest-test.js",
    entry: { module: "/build/entry.client-test.js", imports: [] },
    routes: {},
  };
  const describe = (
    id: string,
    module: Record<string, unknown>,
    entryRoute: { parentId?: string; path?: string; index?: boolean },
  ) => ({
    id,
    ...entryRoute,
    module: `/build/${id}-test.js`,
    imports: [],
    hasAction: typeof module.action === "function",
    hasLoader: typeof module.loader === "function",
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: typeof module.ErrorBoundary === "function",
  });
  assets.routes.root = describe("root", root, { path: "" });
  await Promise.all(
    Object.values(tree).map(async (route) => {
      const load = routeModules[`../../../../app/${route.file}`];
      if (!load) throw new Error(`no module for route ${route.id} (${route.file})`);
      const module = await load();
      const shape = { parentId: route.parentId, path: route.path, index: route.index };
      routes[route.id] = { id: route.id, ...shape, caseSensitive: route.caseSensitive, module: asRouteModule(module) };
      assets.routes[route.id] = describe(route.id, module, shape);
    }),
  );
  return {
    mode: "production",
    entry: { module: entry as ServerBuild["entry"]["module"] },
    routes,
    assets,
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: {
      v3_fetcherPersist: false,
      v3_relativeSplatPath: false,
      v3_throwAbortReason: false,
      v3_lazyRouteDiscovery: false,
      v3_singleFetch: false,
      ...remixConfig.future,
    },
    isSpaMode: false,
  } as ServerBuild;
}
