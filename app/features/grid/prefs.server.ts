import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { defaultPrefs, DENSITIES, MAX_COLUMNS, PREF_ID, type GridPrefDefaults, type GridPrefs } from "./prefs";
import { TIME } from "../../../contract/limits/units";

/**
 * The "vc_grid" cookie: JSON { [gridId]: { hidden, density, zebra } }. A preference, not a secret, so
 * it is not signed; it is validated entry by entry when read, and anything malformed is ignored.
 */

export const GRID_PREFS_COOKIE_NAME = "vc_grid";
/** Encoded cookie size we stay under (browsers allow ~4 KB per cookie, shared with the session's). */
export const GRID_PREFS_COOKIE_BUDGET = 2048;
const ONE_YEAR_SECONDS = 365 * TIME.DAY_SECONDS;
/** One grid's entry of the cookie, checked when read (here, not in prefs.ts: the browser needs no zod for it). */
const GridPrefsEntrySchema = z.object({
  hidden: z.array(z.string().regex(PREF_ID)).max(MAX_COLUMNS),
  density: z.enum(DENSITIES),
  zebra: z.boolean(),
});

export const gridPrefsCookie = createCookie(GRID_PREFS_COOKIE_NAME, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: ONE_YEAR_SECONDS,
});

export type GridPrefsStore = Record<string, GridPrefs>;

/** A store without a prototype: a grid id such as "valueOf" or "constructor" finds no inherited member. */
const emptyStore = (): GridPrefsStore => Object.create(null) as GridPrefsStore;

/** Every valid grid entry of a Cookie header (garbage, tampered or foreign entries are skipped). */
export async function parseGridPrefsCookie(cookieHeader: string | null): Promise<GridPrefsStore> {
  let value: unknown;
  try {
    value = await gridPrefsCookie.parse(cookieHeader);
  } catch {
    return emptyStore();
  }
  const store = emptyStore();
  if (!value || typeof value !== "object" || Array.isArray(value)) return store;
  for (const [gridId, entry] of Object.entries(value)) {
    if (!PREF_ID.test(gridId)) continue;
    const parsed = GridPrefsEntrySchema.safeParse(entry);
    if (parsed.success) store[gridId] = parsed.data;
  }
  return store;
}

/** For loaders: the saved preferences of `gridId` in this browser, else the grid's defaults. */
export async function readGridPrefs(request: Request, gridId: string, defaults?: GridPrefDefaults): Promise<GridPrefs> {
  const store = await parseGridPrefsCookie(request.headers.get("Cookie"));
  return store[gridId] ?? defaultPrefs(defaults);
}

/**
 * Set-Cookie storing `prefs` for `gridId` next to the other grids' entries. The grid just saved
 * moves to the end; when the cookie would outgrow its budget the least recently saved grids are
 * dropped first (they fall back to their defaults).
 */
export async function serializeGridPrefs(
  store: GridPrefsStore,
  gridId: string,
  prefs: GridPrefs,
  options: { secure?: boolean } = {},
): Promise<string> {
  const entries = Object.entries(store).filter(([id]) => id !== gridId);
  entries.push([gridId, GridPrefsEntrySchema.parse(prefs)]);
  for (;;) {
    const cookie = await gridPrefsCookie.serialize(Object.fromEntries(entries), { secure: options.secure ?? false });
    if (cookie.length <= GRID_PREFS_COOKIE_BUDGET || entries.length === 1) return cookie;
    entries.shift();
  }
}

/** Reads the request's cookie and returns the Set-Cookie saving `prefs` for `gridId`. */
export async function saveGridPrefs(
  request: Request,
  gridId: string,
  prefs: GridPrefs,
  options: { secure?: boolean } = {},
): Promise<string> {
  const store = await parseGridPrefsCookie(request.headers.get("Cookie"));
  return serializeGridPrefs(store, gridId, prefs, options);
}
