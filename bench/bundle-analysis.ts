/**
 * What the browser's files are made of, from the build's metafile (`build/metafile.js.json`, which
 * `remix build` writes from esbuild's): for each output file, the source modules in it and how many
 * of its bytes each one takes. A module's gzip share is its share of the file's raw bytes times the
 * file's gzipped size (gzip works on the whole file, so this is an estimate that adds up to the file).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface Metafile {
  outputs: Record<
    string,
    { bytes: number; inputs: Record<string, { bytesInOutput: number }>; imports: { path: string; kind: string }[] }
  >;
}

export function readMetafile(root: string): Metafile {
  return JSON.parse(readFileSync(join(root, "build", "metafile.js.json"), "utf8")) as Metafile;
}

/**
 * Who a module belongs to: its npm package ("react-dom", "@mui/joy"), or for the app's own code its
 * path ("app/features/call-history/url.ts", "contract/messages.ts", "public/locales/en-us/calls.json").
 */
export function ownerOf(input: string): { owner: string; ownCode: boolean } {
  const packages = [...input.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  if (packages.length) return { owner: packages[packages.length - 1][1], ownCode: false };
  // Remix's stand-in for a `.server` module imported by browser code: nothing of it is shipped.
  if (input.startsWith("empty-module:")) return { owner: "(emptied .server module)", ownCode: true };
  return { owner: input.replace(/^(\.\.\/)+[^/]+\//, "").replace(/\?.*$/, ""), ownCode: true };
}

export interface ModuleShare {
  owner: string;
  ownCode: boolean;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * The modules of a set of output files (URLs as the manifest names them, "/build/_shared/chunk-X.js"),
 * grouped by owner, largest first. `gzipOf` gives a file's gzipped size.
 */
export function modulesOf(metafile: Metafile, urls: Iterable<string>, gzipOf: (url: string) => number): ModuleShare[] {
  const byOwner = new Map<string, ModuleShare>();
  for (const url of urls) {
    const output = metafile.outputs[`public${url}`];
    if (!output) continue;
    const gzip = gzipOf(url);
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (!bytesInOutput) continue;
      const { owner, ownCode } = ownerOf(input);
      const share = byOwner.get(owner) ?? { owner, ownCode, rawBytes: 0, gzipBytes: 0 };
      share.rawBytes += bytesInOutput;
      share.gzipBytes += (gzip * bytesInOutput) / Math.max(1, output.bytes);
      byOwner.set(owner, share);
    }
  }
  return [...byOwner.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}
