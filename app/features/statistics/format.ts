/** Times on charts, in the viewer's zone (admins: UTC). */
import { TIME } from "../../../contract/limits/units";

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, kind: "day" | "time" | "dayTime"): Intl.DateTimeFormat {
  const key = `${zone}|${kind}`;
  let f = cache.get(key);
  if (!f) {
    const day = { month: "short", day: "numeric" } as const;
    const time = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      ...(kind === "day" ? day : kind === "time" ? time : { ...day, ...time }),
    });
    cache.set(key, f);
  }
  return f;
}

/** A column's time: "Mar 11" for a day, "Mar 11, 10:00–10:05" for a window. */
export function formatBucket(span: { from: number; to: number }, windowMinutes: number, zone: string): string {
  if (windowMinutes * TIME.MINUTE_MS >= TIME.DAY_MS) return formatter(zone, "day").format(span.from);
  return `${formatter(zone, "dayTime").format(span.from)}–${formatter(zone, "time").format(span.to)}`;
}

/** An axis tick: "Mar 11" for daily ticks, "10:00" otherwise. */
export function formatTick(time: number, spacingMs: number, zone: string): string {
  return formatter(zone, spacingMs >= TIME.DAY_MS ? "day" : "time").format(time);
}

/** "12", "3.5": at most two decimals. */
export function formatValue(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0+$/, "").replace(/\.$/, "");
}
