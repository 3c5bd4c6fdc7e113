/**
 * Which time zone the server formats times in. The browser tells it once through the `vc_tz`
 * cookie (set by a small inline script in root.tsx); until then, and with JavaScript off, times are
 * shown in UTC and the page says so. Administrators always read UTC (docs/product.md#admin-routes).
 */
import { TIME } from "../../../contract/limits/units";

export const TIME_ZONE_COOKIE = "vc_tz";
export const UTC = "UTC";
const ONE_YEAR_SECONDS = 365 * TIME.DAY_SECONDS;

/** Whether `zone` is an IANA zone this runtime knows. */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    // Cached when valid; an unknown zone throws and is not kept.
    offsetFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone a Cookie header names, or UTC. */
export function timeZoneFromCookie(cookieHeader: string | null | undefined): string {
  const match = /(?:^|;\s*)vc_tz=([^;]+)/.exec(cookieHeader ?? "");
  if (!match) return UTC;
  let zone: string;
  try {
    zone = decodeURIComponent(match[1]);
  } catch {
    return UTC;
  }
  return isValidTimeZone(zone) ? zone : UTC;
}

/**
 * The browser-side script (inline, with the CSP nonce) that keeps the cookie equal to the browser's
 * zone. Script-written, so not httpOnly (it is no secret); Secure on an https page, as the server's are.
 * When it changes the cookie and the server rendered this page in another zone (no cookie yet: UTC),
 * it loads the page again at once (before anything is painted: it runs first in <head>), so the first
 * page a browser sees after a script-less sign-in shows local times too. The reload happens only when
 * the cookie took, and only once: the reloaded request carries the zone.
 */
export const TIME_ZONE_SCRIPT = `(function(){try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(!z)return;var v=encodeURIComponent(z),r=/(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]*)/,m=r.exec(document.cookie),was=m?m[1]:"";if(was===v)return;document.cookie="${TIME_ZONE_COOKIE}="+v+";path=/;max-age=${ONE_YEAR_SECONDS};samesite=lax"+(location.protocol==="https:"?";secure":"");m=r.exec(document.cookie);if((was?decodeURIComponent(was):"${UTC}")!==z&&m&&m[1]===v)location.replace(location.href)}catch(e){}})();`;

/** One formatter per zone, built once: building an Intl.DateTimeFormat costs far more than using it. */
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
function offsetFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    offsetFormatters.set(zone, formatter);
  }
  return formatter;
}

/** Minutes to add to UTC to get local time in `zone` at `instant` (e.g. +60 for Paris in winter). */
export function zoneOffsetMinutes(zone: string, instant: Date): number {
  if (zone === UTC) return 0;
  let year = 0,
    month = 0,
    day = 0,
    hour = 0,
    minute = 0,
    second = 0;
  for (const part of offsetFormatter(zone).formatToParts(instant)) {
    if (part.type === "year") year = Number(part.value);
    else if (part.type === "month") month = Number(part.value);
    else if (part.type === "day") day = Number(part.value);
    else if (part.type === "hour") hour = Number(part.value);
    else if (part.type === "minute") minute = Number(part.value);
    else if (part.type === "second") second = Number(part.value);
  }
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((asUtc - Math.floor(instant.getTime() / TIME.SECOND_MS) * TIME.SECOND_MS) / TIME.MINUTE_MS);
}

/** A date-time for tables and details: "2026-11-22 10:30:05" in `zone`. */
export function formatDateTime(value: string | number | Date | null | undefined, zone: string): string {
  if (value === null || value === undefined || value === "") return "-";
  const date = value instanceof Date ? value : new Date(value);
  if (!Number.isFinite(date.getTime())) return "-";
  const shifted = new Date(date.getTime() + zoneOffsetMinutes(zone, date) * TIME.MINUTE_MS);
  return shifted.toISOString().slice(0, 19).replace("T", " ");
}
