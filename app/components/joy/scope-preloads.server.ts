import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { EntryContext } from "@remix-run/node";
import { pageShipsScripts } from "~/components/document/page-scripts";
import { pageHasJoy } from "./scoped-outlet";

/** The browser build's metafile, next to the server bundle: which chunk holds the scope, and what it imports. */
const METAFILE = join("build", "metafile.js.json");
const SCOPE_MODULE = "app/components/joy/JoyScope.tsx";

interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

/** By console root: a process serves one, but tests assemble builds of their own. */
const tagsByRoot = new Map<string, string>();

/** `<link rel="modulepreload">` for the scope's chunk and the chunks it imports, "" without a metafile. */
function scopePreloadTags(consoleRoot: string | undefined): string {
  if (!consoleRoot) return "";
  let tags = tagsByRoot.get(consoleRoot);
  if (tags === undefined) tagsByRoot.set(consoleRoot, (tags = readScopePreloadTags(consoleRoot)));
  return tags;
}

function readScopePreloadTags(consoleRoot: string): string {
  const file = join(consoleRoot, METAFILE);
  if (!existsSync(file)) return "";
  const { outputs } = JSON.parse(readFileSync(file, "utf8")) as Metafile;
  const scope = Object.keys(outputs).find((output) => outputs[output].entryPoint === SCOPE_MODULE);
  if (!scope || !existsSync(join(consoleRoot, scope))) return "";
  const files = new Set<string>();
  const visit = (output: string) => {
    if (files.has(output)) return;
    files.add(output);
    for (const next of outputs[output]?.imports ?? []) if (next.kind === "import-statement") visit(next.path);
  };
  visit(scope);
  // "public/build/_shared/x.js" is served as "/build/_shared/x.js".
  return [...files].map((output) => `<link rel="modulepreload" href="${output.replace(/^public/, "")}">`).join("");
}

/**
 * On a page that hydrates with Joy, the scope's modules are fetched with the page's own (entry.client
 * waits for the scope before hydrating): without these, its chunk would be asked for only once the
 * entry runs, and the page would stay longer as the server's HTML.
 */
export function joyScopePreloads(context: EntryContext, consoleRoot: string | undefined): string {
  const matches = context.staticHandlerContext.matches.map((match) => ({
    id: match.route.id,
    handle: context.routeModules[match.route.id]?.handle,
  }));
  return pageShipsScripts(matches) && pageHasJoy(matches) ? scopePreloadTags(consoleRoot) : "";
}
