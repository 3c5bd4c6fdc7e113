/**
 * Per-browser grid preferences (docs/product.md#call-history "Column visibility is saved per browser"; density and
 * table view from the footer settings popover). Kept in one small cookie so the server renders the
 * saved state: no flash on hydration, and it works without JavaScript. Shared by the server (cookie,
 * /grid-prefs action) and the browser (optimistic update while a fetcher saves).
 */

export const DENSITIES = ["compact", "standard", "comfortable"] as const;
export type Density = (typeof DENSITIES)[number];

export const TABLE_VIEWS = ["default", "zebra"] as const;

export interface GridPrefs {
  /** Column ids the user has hidden. */
  hidden: string[];
  density: Density;
  zebra: boolean;
}

/** What a grid starts with before the user saves anything. */
export interface GridPrefDefaults {
  hidden?: readonly string[];
  density?: Density;
  zebra?: boolean;
}

/** Field names of the settings form posted to /grid-prefs. */
export const PREF_FIELDS = {
  gridId: "gridId",
  returnTo: "returnTo",
  /** One per column of the grid (so the action knows which unchecked boxes mean "hidden"). */
  column: "column",
  /** One per checked (visible) column. */
  visible: "visible",
  /** The grid's default hidden columns, restored by "Reset columns". */
  defaultHidden: "defaultHidden",
  density: "density",
  view: "view",
  intent: "intent",
  /** Set by the browser when a fetcher saves: answer JSON instead of redirecting. */
  js: "js",
} as const;

export const RESET_INTENT = "reset";

/** Grid and column ids: short identifiers (keeps the cookie small and the markup safe). */
export const PREF_ID = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
/** More columns than any grid has: bounds what one cookie entry can hold. */
export const MAX_COLUMNS = 60;
export function defaultPrefs(defaults: GridPrefDefaults = {}): GridPrefs {
  return {
    hidden: [...(defaults.hidden ?? [])],
    density: defaults.density ?? "standard",
    zebra: defaults.zebra ?? false,
  };
}

function isDensity(value: unknown): value is Density {
  return typeof value === "string" && (DENSITIES as readonly string[]).includes(value);
}

function ids(values: FormDataEntryValue[]): string[] {
  const result = values.filter((v): v is string => typeof v === "string" && PREF_ID.test(v));
  return [...new Set(result)].slice(0, MAX_COLUMNS);
}

/**
 * The preferences a settings form asks for, starting from `current`. Unchecked boxes are absent
 * from a form, so hidden = posted columns minus checked ones; at least one column stays visible.
 * "Reset columns" restores the posted default visibility (density and view are posted as shown).
 */
export function prefsFromForm(form: FormData, current: GridPrefs): GridPrefs {
  const next: GridPrefs = { ...current };
  const columns = ids(form.getAll(PREF_FIELDS.column));
  if (form.get(PREF_FIELDS.intent) === RESET_INTENT) {
    next.hidden = ids(form.getAll(PREF_FIELDS.defaultHidden));
  } else if (columns.length > 0) {
    const visible = new Set(ids(form.getAll(PREF_FIELDS.visible)));
    const hidden = columns.filter((c) => !visible.has(c));
    if (hidden.length < columns.length) next.hidden = hidden;
  }
  const density = form.get(PREF_FIELDS.density);
  if (isDensity(density)) next.density = density;
  const view = form.get(PREF_FIELDS.view);
  if (view === "zebra" || view === "default") next.zebra = view === "zebra";
  return next;
}

/** The grid's defaults as its settings form posts them (used when nothing is saved yet). */
export function defaultsFromForm(form: FormData): GridPrefs {
  return defaultPrefs({ hidden: ids(form.getAll(PREF_FIELDS.defaultHidden)) });
}

/** The grid id posted with a settings form, or null when missing or malformed. */
export function gridIdFromForm(form: FormData): string | null {
  const id = form.get(PREF_FIELDS.gridId);
  return typeof id === "string" && PREF_ID.test(id) ? id : null;
}

/** Route of the settings form (app/routes/grid-prefs.tsx). */
export const GRID_PREFS_PATH = "/grid-prefs";

/** The fetcher key a grid's settings save under, so the grid can read the pending form optimistically. */
export function prefsFetcherKey(gridId: string): string {
  return `grid-prefs:${gridId}`;
}
