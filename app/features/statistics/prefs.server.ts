import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { entityParam, parseEntity, parseMetrics, type SavedChoice } from "./url";
import { TIME } from "../../../contract/limits/units";

/**
 * The "vc_stats" cookie: the statistics choice saved per browser and user (docs/product.md#statistics "Saved per
 * browser and user: the metrics list and the configurationEntities"): JSON { [userId]: { metrics,
 * entity } }. A preference, not a secret: not signed, validated when read, garbage ignored.
 */
export const STATS_PREFS_COOKIE_NAME = "vc_stats";
/** Users remembered per browser; the least recently saved goes first. */
const MAX_USERS = 8;
const ONE_YEAR_SECONDS = 365 * TIME.DAY_SECONDS;

const statsPrefsCookie = createCookie(STATS_PREFS_COOKIE_NAME, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: ONE_YEAR_SECONDS,
});

const EntrySchema = z.object({ metrics: z.array(z.string().max(40)).max(20), entity: z.string().max(80) });
type Entry = z.infer<typeof EntrySchema>;

async function readStore(request: Request): Promise<Record<string, Entry>> {
  let value: unknown;
  try {
    value = await statsPrefsCookie.parse(request.headers.get("Cookie"));
  } catch {
    return {};
  }
  const store: Record<string, Entry> = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return store;
  for (const [userId, entry] of Object.entries(value)) {
    const parsed = EntrySchema.safeParse(entry);
    if (parsed.success && userId.length <= 64) store[userId] = parsed.data;
  }
  return store;
}

/** The user's saved choice in this browser (empty when none). */
export async function readStatisticsPrefs(request: Request, userId: string): Promise<SavedChoice> {
  const entry = (await readStore(request))[userId];
  if (!entry) return {};
  return { metrics: parseMetrics(entry.metrics), entity: parseEntity(entry.entity) ?? undefined };
}

/** Set-Cookie saving the user's choice next to the other users' entries. */
export async function saveStatisticsPrefs(
  request: Request,
  userId: string,
  choice: Required<SavedChoice>,
  options: { secure?: boolean } = {},
): Promise<string> {
  const entries = Object.entries(await readStore(request)).filter(([id]) => id !== userId);
  entries.push([userId, { metrics: choice.metrics, entity: entityParam(choice.entity) }]);
  return statsPrefsCookie.serialize(Object.fromEntries(entries.slice(-MAX_USERS)), { secure: options.secure ?? false });
}
