/**
 * Every endpoint of an Express router, read from its layer stack (Express 4): each route as
 * "METHOD /full/path/:param", and each middleware that may answer a request itself (a mounted app,
 * a fallback) as "USE /mount/path name". Body parsers and error handlers (four arguments) pass
 * requests on and are left out. A mount path the reader cannot turn back into text (a pattern, a
 * parameter) throws, so nothing can hide from the authorization tests behind one.
 */
import type { Router } from "express";

interface Layer {
  name: string;
  regexp: RegExp & { fast_slash?: boolean };
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: ((...args: unknown[]) => unknown) & { stack?: Layer[] };
}

/** Middleware that only reads the body or answers errors: never an endpoint of its own. */
const PASSING = new Set(["jsonParser", "urlencodedParser", "textParser", "rawParser"]);

/** The literal paths a `use` layer is mounted at ("" for the router's own root). */
function mountPaths(layer: Layer): string[] {
  if (layer.regexp.fast_slash) return [""];
  // path-to-regexp 0.1 writes each mount as ^\/a\/b\/?(?=\/|$) and an array of them joined by |.
  return layer.regexp.source.split("|^").map((part) => {
    const literal = part.replace(/^\^/, "").replace(/\\\/\?\(\?=\\\/\|\$\)$/, "");
    const path = literal.replace(/\\(.)/g, "$1");
    if (/[()[\]*+?^$|]/.test(path))
      throw new Error(`Cannot read the mount path of ${layer.name}: /${layer.regexp.source}/`);
    return path;
  });
}

const join = (prefix: string, path: string) => (path === "/" ? prefix : `${prefix}${path}`) || "/";

/** Every endpoint key of `router`, sorted, each once (two handlers of one method and path are one endpoint to a client). */
export function endpointKeys(router: Router): string[] {
  const keys = new Set<string>();
  const walk = (stack: Layer[], prefixes: string[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const prefix of prefixes) {
          for (const path of paths) {
            for (const method of Object.keys(layer.route.methods))
              keys.add(`${method === "_all" ? "ALL" : method.toUpperCase()} ${join(prefix, path)}`);
          }
        }
        continue;
      }
      const mounted = prefixes.flatMap((prefix) => mountPaths(layer).map((path) => `${prefix}${path}`));
      if (layer.handle.stack) walk(layer.handle.stack, mounted);
      else if (layer.handle.length < 4 && !PASSING.has(layer.name))
        keys.add(`USE ${mounted.map((p) => p || "/").join(",")} ${layer.name || "anonymous"}`);
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack, [""]);
  return [...keys].sort();
}
