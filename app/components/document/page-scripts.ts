import { useMatches } from "@remix-run/react";

/**
 * Pages that work without JavaScript and need none of it (issue 15 "Less JavaScript") ship no
 * script at all: their route says so in its `handle` (Remix's documented way to turn JavaScript off
 * per route), and the root document then leaves out Remix's scripts and module preloads, the scroll
 * restoration, and the inline scripts (colour scheme, time zone).
 */
export interface PageScriptsHandle {
  /** false: this page's document has no <script> (its forms and links are plain HTML). */
  hydrate?: boolean;
}

/** The `handle` of a route whose page ships no JavaScript. */
export const NO_SCRIPTS = { hydrate: false } as const satisfies PageScriptsHandle;

/** Whether a document with these route matches ships scripts: unless one of its routes opts out. */
export function pageShipsScripts(matches: readonly { handle?: unknown }[]): boolean {
  return !matches.some((match) => (match.handle as PageScriptsHandle | undefined)?.hydrate === false);
}

/**
 * For the root document. In the browser React only runs on a page that shipped its scripts, and a
 * later client-side navigation to a script-less route changes nothing (the scripts already ran), so
 * the browser always keeps them in the tree, exactly as the server rendered the hydrated page.
 */
export function usePageShipsScripts(): boolean {
  const matches = useMatches();
  return typeof document !== "undefined" || pageShipsScripts(matches);
}
