import { join, relative } from "node:path";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { describe, expect, it } from "vitest";
import { CATALOGUE, NAMESPACES } from "../../../app/i18n/resources";
import { DEFAULT_NAMESPACE } from "../../../app/i18n/options";
import { routeNamespaces, type I18nHandle } from "../../../app/i18n/route-namespaces";
import { browserGraph, namespacesUsed, ROOT } from "../support/browser-modules";

/**
 * The browser translates a page with the namespaces of its routes' handles only (route-namespaces.ts),
 * so a namespace a page's modules use but no route of it carries would show its keys, and the
 * hydrated page would not match the server's. Every route's chain (itself, its parents, root) must
 * hold every namespace the modules it reaches in the browser use.
 */

interface RouteEntry {
  id: string;
  parentId?: string;
  file: string;
}

const routes = flatRoutes(join(ROOT, "app"), ["**/.*", "**/*.test.{ts,tsx}"]) as Record<string, RouteEntry>;

async function handleOf(file: string): Promise<I18nHandle | undefined> {
  const module = (await import(join(ROOT, "app", file))) as { handle?: I18nHandle };
  return module.handle;
}

function chainOf(id: string): RouteEntry[] {
  const chain: RouteEntry[] = [];
  for (
    let route: RouteEntry | undefined = routes[id];
    route;
    route = route.parentId ? routes[route.parentId] : undefined
  )
    chain.push(route);
  return chain;
}

const used = (files: string[]) => namespacesUsed(files, NAMESPACES, DEFAULT_NAMESPACE);

describe("the translations each page ships", () => {
  it("root holds what the entry, the document and the error pages use", async () => {
    const rootHandle = await handleOf("root.tsx");
    const declared = Object.keys(routeNamespaces([rootHandle]));
    const needed = used([...browserGraph("app/entry.client.tsx"), ...browserGraph("app/root.tsx")]);
    const missing = [...needed].filter(([ns]) => !declared.includes(ns)).map(([ns, by]) => `${ns} (used by ${by})`);
    expect(missing).toEqual([]);
  });

  it.each(Object.values(routes).map((route) => [route.id, route] as const))(
    "%s holds, with its parents, what its modules use",
    async (_id, route) => {
      const handles = await Promise.all([handleOf("root.tsx"), ...chainOf(route.id).map((r) => handleOf(r.file))]);
      const declared = Object.keys(routeNamespaces(handles));
      const needed = used(browserGraph(join("app", route.file)));
      const missing = [...needed]
        .filter(([ns]) => !declared.includes(ns))
        .map(([ns, by]) => `${ns} (used by ${relative("app", by)})`);
      expect(missing).toEqual([]);
    },
  );

  it("each handle carries each namespace's own catalogue", async () => {
    for (const file of ["root.tsx", ...Object.values(routes).map((r) => r.file)]) {
      for (const [ns, resources] of Object.entries(routeNamespaces([await handleOf(file)]))) {
        expect(resources, `${file}: ${ns}`).toEqual(CATALOGUE[ns as keyof typeof CATALOGUE]);
      }
    }
  });
});
