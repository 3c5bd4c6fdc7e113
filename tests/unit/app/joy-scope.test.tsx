import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import Button from "@mui/joy/Button";
import type { EntryContext } from "@remix-run/node";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { JoyScope } from "../../../app/components/joy/JoyScope";
import { joyScopePreloads } from "../../../app/components/joy/scope-preloads.server";
import { pageHasJoy, type JoyHandle } from "../../../app/components/joy/scoped-outlet";
import { browserGraph, browserImports, ROOT } from "../support/browser-modules";

/**
 * Joy's theme is provided per page, not at the root (components/joy/JoyScope.tsx): a page whose
 * route is plain ships none of Joy's theme machinery. These rules keep that true and keep every Joy
 * part of such a page inside a scope, where it gets the console's theme instead of Joy's default.
 */

const routes = flatRoutes(join(ROOT, "app"), ["**/.*", "**/*.test.{ts,tsx}"]) as Record<
  string,
  { id: string; file: string }
>;
const source = (file: string) => readFileSync(file, "utf8");
/** A Joy component (not only `@mui/joy/styles`). */
const importsJoyComponent = (file: string) => /from\s+["']@mui\/joy(?:\/(?!styles["'/])\w+)?["']/.test(source(file));
const importsMuiOrEmotion = (file: string) => /from\s+["'](?:@mui\/|@emotion\/)/.test(source(file));
const name = (file: string) => relative(ROOT, file);

async function plainRoutes(): Promise<{ id: string; file: string }[]> {
  const plain: { id: string; file: string }[] = [];
  for (const route of Object.values(routes)) {
    const module = (await import(join(ROOT, "app", route.file))) as { handle?: JoyHandle };
    if (module.handle?.plain === true) plain.push(route);
  }
  return plain;
}

describe("Joy's theme scope", () => {
  let plain: { id: string; file: string }[] = [];
  // Importing every route module once is the slow part; the tests below share it.
  beforeAll(async () => {
    plain = await plainRoutes();
  }, 120_000);

  it("the document, the root and the browser entry bring no Joy and no emotion", () => {
    const offending = [...browserGraph("app/entry.client.tsx", false), ...browserGraph("app/root.tsx", false)].filter(
      importsMuiOrEmotion,
    );
    expect(offending.map(name)).toEqual([]);
  });

  it("the shell, the call list and statistics are plain routes", () => {
    const ids = plain.map((route) => route.id);
    expect(ids).toEqual(
      expect.arrayContaining(["routes/portal", "routes/portal.call_history", "routes/portal.statistics"]),
    );
  });

  it("a plain route's first JavaScript has no Joy component", () => {
    for (const route of plain) {
      const offending = browserGraph(join("app", route.file), false).filter(importsJoyComponent);
      expect(offending.map(name), route.id).toEqual([]);
    }
  });

  it("each island of a plain route that draws Joy brings its own scope", () => {
    for (const route of plain) {
      const first = browserGraph(join("app", route.file), false);
      const islands = new Set(
        first.flatMap((module) =>
          browserImports(module).filter((next) => !browserImports(module, false).includes(next)),
        ),
      );
      for (const island of islands) {
        const usesJoy = browserGraph(island, false).some(importsJoyComponent);
        const scoped = /from\s+["']~\/components\/joy\/JoyScope["']|from\s+["']\.\/JoyScope["']/.test(source(island));
        if (usesJoy) expect(scoped, `${route.id}: ${name(island)} draws Joy without a JoyScope`).toBe(true);
      }
    }
  });

  it("the browser loads the scope before hydrating a page with a route that is not plain, and only then", () => {
    const shell = [{ id: "root" }, { id: "routes/portal", handle: { plain: true } }];
    expect(pageHasJoy([...shell, { id: "routes/portal.call_history", handle: { plain: true } }])).toBe(false);
    expect(
      pageHasJoy([
        ...shell,
        { id: "routes/portal.call_history", handle: { plain: true } },
        { id: "routes/portal.call_history.$callId" },
      ]),
    ).toBe(true);
    expect(pageHasJoy([...shell, { id: "routes/portal.bots", handle: {} }])).toBe(true);
    expect(pageHasJoy([{ id: "root" }, { id: "routes/admin" }])).toBe(true);
  });

  it("a page with Joy preloads the scope's chunk and what it imports (not its lazy chunks); a plain or script-less page does not", () => {
    const root = mkdtempSync(join(tmpdir(), "vc-scope-"));
    mkdirSync(join(root, "build"));
    mkdirSync(join(root, "public/build/_shared"), { recursive: true });
    writeFileSync(join(root, "public/build/_shared/JoyScope-X.js"), "");
    const outputs = {
      "public/build/_shared/JoyScope-X.js": {
        entryPoint: "app/components/joy/JoyScope.tsx",
        imports: [
          { path: "public/build/_shared/chunk-A.js", kind: "import-statement" },
          { path: "public/build/_shared/Lazy-B.js", kind: "dynamic-import" },
        ],
      },
      "public/build/_shared/chunk-A.js": {
        imports: [{ path: "public/build/_shared/chunk-C.js", kind: "import-statement" }],
      },
      "public/build/_shared/chunk-C.js": { imports: [] },
    };
    writeFileSync(join(root, "build/metafile.js.json"), JSON.stringify({ outputs }));
    const page = (routes: [string, unknown][]) =>
      ({
        staticHandlerContext: { matches: routes.map(([id]) => ({ route: { id } })) },
        routeModules: Object.fromEntries(routes.map(([id, handle]) => [id, { handle }])),
      }) as unknown as EntryContext;
    const links = joyScopePreloads(
      page([
        ["root", undefined],
        ["routes/admin", undefined],
      ]),
      root,
    );
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/build/_shared/JoyScope-X.js"',
      'href="/build/_shared/chunk-A.js"',
      'href="/build/_shared/chunk-C.js"',
    ]);
    expect(
      joyScopePreloads(
        page([
          ["root", undefined],
          ["routes/portal", { plain: true }],
          ["routes/portal.call_history", { plain: true }],
        ]),
        root,
      ),
    ).toBe("");
    expect(
      joyScopePreloads(
        page([
          ["root", undefined],
          ["routes/login", { hydrate: false }],
        ]),
        root,
      ),
    ).toBe("");
  });

  it("inside a scope, Joy draws with the console's theme (the primary button's brand gradient)", () => {
    const css = (scoped: boolean) => {
      const cache = createCache({ key: "css" });
      cache.compat = true; // keep the CSS for extraction, as entry.server's cache does
      const button = <Button>Save</Button>;
      const html = renderToString(
        <CacheProvider value={cache}>{scoped ? <JoyScope>{button}</JoyScope> : button}</CacheProvider>,
      );
      return createEmotionServer(cache).extractCritical(html).css;
    };
    expect(css(true)).toContain("linear-gradient");
    expect(css(false)).not.toContain("linear-gradient");
  });
});
