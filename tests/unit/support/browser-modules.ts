/**
 * The console's modules as the browser build sees them, read from the source: which modules a route
 * module reaches through its imports (static and dynamic; type-only imports and `.server` modules
 * never reach the browser), and which translation namespaces those modules use: the ones
 * `useTranslation` names (none: the default one), keys prefixed with one ("calls:title"), and
 * namespaces named as such (`ns: "bots"` in an entity's definition, `[ns, key]`). Where in doubt it
 * counts a namespace too many, never one too few.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const APP = join(ROOT, "app");

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null; // a package
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

/** Without comments, so a comment quoting a key counts for nothing. */
function code(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|\s)\/\/.*$/gm, "$1");
}

/** The modules `file` imports that reach the browser (with `import()`s unless `dynamic` is false). */
export function browserImports(file: string, dynamic = true): string[] {
  const source = code(file);
  const found: string[] = [];
  const statements = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/g;
  for (const [, , typeOnly, clause, specifier] of source.matchAll(statements)) {
    if (typeOnly) continue;
    // `import { type A, type B } from` brings types only, too.
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    if (names !== undefined && names.split(",").every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    found.push(specifier);
  }
  if (dynamic)
    for (const [, specifier] of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push(specifier);
  return found
    .filter((specifier) => !/\.server$/.test(specifier))
    .map((specifier) => resolveImport(file, specifier))
    .filter((resolved): resolved is string => resolved !== null && !/\.server\.tsx?$/.test(resolved));
}

/** `file` and every module it reaches in the browser (through `import()`s too unless `dynamic` is false). */
export function browserGraph(file: string, dynamic = true): string[] {
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    for (const next of browserImports(module, dynamic)) visit(next);
  };
  visit(resolve(ROOT, file));
  return [...seen];
}

/** The namespaces of `namespaces` that `files` use, with the module that first uses each. */
export function namespacesUsed(
  files: readonly string[],
  namespaces: readonly string[],
  defaultNamespace: string,
): Map<string, string> {
  const used = new Map<string, string>();
  const count = (ns: string, file: string) => {
    if (namespaces.includes(ns) && !used.has(ns)) used.set(ns, relative(ROOT, file));
  };
  for (const file of files) {
    const source = code(file);
    // useTranslation("calls"), useTranslation(["calls", "messages"]), useTranslation() (the default)
    for (const [, args] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
      if (!args.trim()) count(defaultNamespace, file);
      for (const [, ns] of args.matchAll(/["'`]([\w-]+)["'`]/g)) count(ns, file);
    }
    // a key of a namespace anywhere: t("calls:title"), i18nKey="calls:title", "auth:register.terms_field"
    for (const [, ns] of source.matchAll(/["'`]([\w-]+):[\w.]/g)) count(ns, file);
    // a namespace named as such: { ns: "bots" } (an entity's definition), ns="bots", ["messages", key]
    for (const [, ns] of source.matchAll(/\bns\s*[:=]\s*["'`]([\w-]+)["'`]/g)) count(ns, file);
    for (const [, ns] of source.matchAll(/\[\s*["'`]([\w-]+)["'`]\s*,\s*key\s*\]/g)) count(ns, file);
  }
  return used;
}
