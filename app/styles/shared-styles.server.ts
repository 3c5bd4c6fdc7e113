import type { EmotionCache } from "@emotion/cache";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Component CSS every page shares (the shell's, the grid's, the forms'), served as one cached
 * stylesheet instead of inlined into every document.
 *
 * Emotion names a class after the hash of its styles, so a class means the same CSS in every page,
 * process and worker. `npm run build` (scripts/build-styles.ts) renders the console's pages once,
 * writes the CSS of every class they used to `public/build/_assets/shared-<hash>.css` and lists the
 * classes in `build/shared-styles.json`. A page then inlines only the classes that file lacks (a
 * record's dialog, say). Without the file (a development build, tests that assemble a build) every
 * class is inlined, as before.
 */
export interface SharedStyles {
  href: string;
  ids: ReadonlySet<string>;
}

export interface SharedStylesManifest {
  href: string;
  ids: string[];
  /** The build (assets version) whose pages were rendered: another build ignores the file. */
  buildVersion: string;
}

/** Next to the server bundle (build/index.js). */
export const SHARED_STYLES_MANIFEST = join("build", "shared-styles.json");

let loaded: SharedStyles | null | undefined;

/**
 * The shared stylesheet of the running build (`buildVersion`: the Remix manifest's version), or
 * null. A bare `remix build` replaces public/build (the stylesheet with it) but leaves the last
 * manifest behind: its version then differs, and pages inline every class again.
 */
export function sharedStyles(consoleRoot: string | undefined, buildVersion: string): SharedStyles | null {
  if (loaded !== undefined) return loaded;
  loaded = null;
  const file = consoleRoot ? join(consoleRoot, SHARED_STYLES_MANIFEST) : null;
  if (file && existsSync(file)) {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as SharedStylesManifest;
    const stylesheet = join(consoleRoot!, "public", manifest.href);
    if (manifest.buildVersion === buildVersion && existsSync(stylesheet))
      loaded = { href: manifest.href, ids: new Set(manifest.ids) };
  }
  return loaded;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The <head> tags of one rendered page's component CSS: the shared stylesheet, an empty style tag
 * naming the shared classes the page uses (the browser's emotion cache then knows they are in
 * place and does not insert them again on hydration), and the page's other classes inline.
 * Global styles (keyframes, GlobalStyles) stay inline, each in its own tag as emotion expects.
 */
export function componentStyleTags(
  cache: EmotionCache,
  html: string,
  nonce: string | undefined,
  shared: SharedStyles | null,
): string {
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : "";
  const used = new Set<string>();
  const pattern = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, "gm");
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) used.add(match[1]);

  let globals = "";
  const sharedIds: string[] = [];
  const ownIds: string[] = [];
  let ownCss = "";
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (css === true || css === undefined) continue;
    const registered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!registered) {
      globals += `<style data-emotion="${cache.key}-global ${id}"${nonceAttribute}>${css}</style>`;
      continue;
    }
    if (!used.has(id)) continue;
    if (shared?.ids.has(id)) sharedIds.push(id);
    else {
      ownIds.push(id);
      ownCss += css;
    }
  }
  let tags = globals;
  if (shared && sharedIds.length > 0) {
    tags = `<link rel="stylesheet" href="${escapeAttribute(shared.href)}">${tags}<style data-emotion="${cache.key} ${sharedIds.join(" ")}"${nonceAttribute}></style>`;
  }
  return `${tags}<style data-emotion="${cache.key} ${ownIds.join(" ")}"${nonceAttribute}>${ownCss}</style>`;
}
