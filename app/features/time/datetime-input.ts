/**
 * The date-time filter inputs (call history, statistics): the console's own format, as the grids
 * show times, `yyyy-MM-dd HH:mm` in the viewer's zone (administrators: UTC), typed in a text input
 * rather than the browser's datetime-local, whose look follows the browser's locale ("11/27/2026,
 * 01:35 PM"; issue 30, docs/features/call-history.md "Dates"). The server reads what was typed with
 * date-fns; the URLs keep their format: a form sends the typed text, links send ISO instants, and
 * the form's former `yyyy-MM-ddTHH:mm` (bookmarked URLs) still reads.
 */
import { isValid, parse } from "date-fns";
import { TIME } from "../../../contract/limits/units";
import { zoneOffsetMinutes } from "./timezone";

/** What a person types: the format date-fns reads, and what the input's placeholder shows. */
const DATE_TIME_INPUT_FORMAT = "yyyy-MM-dd HH:mm";

/**
 * The input's `pattern` (the browser refuses anything else before sending, with or without
 * JavaScript): a date and a time, a space or the former "T" between them, surrounding spaces allowed.
 */
export const DATE_TIME_INPUT_PATTERN = String.raw`\s*\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}\s*`;

/** The shapes read, in order: the console's own, then the datetime-local value of older URLs. */
const READ_FORMATS = [
  DATE_TIME_INPUT_FORMAT,
  "yyyy-MM-dd HH:mm:ss",
  "yyyy-MM-dd'T'HH:mm",
  "yyyy-MM-dd'T'HH:mm:ss",
] as const;
const SHAPE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/**
 * A Date whose "local" fields are its UTC ones. date-fns builds what it parses with the class of
 * the reference date it is given, through the local setters: with this one, the wall time typed
 * stays as typed whatever zone the server itself runs in (a server in a zone that skips an hour
 * would otherwise move 02:30 on its change day).
 */
class WallClock extends Date {
  override getFullYear() {
    return this.getUTCFullYear();
  }
  override getMonth() {
    return this.getUTCMonth();
  }
  override getDate() {
    return this.getUTCDate();
  }
  override getDay() {
    return this.getUTCDay();
  }
  override getHours() {
    return this.getUTCHours();
  }
  override getMinutes() {
    return this.getUTCMinutes();
  }
  override getSeconds() {
    return this.getUTCSeconds();
  }
  override getMilliseconds() {
    return this.getUTCMilliseconds();
  }
  override getTimezoneOffset() {
    return 0;
  }
  override setFullYear(...args: Parameters<Date["setUTCFullYear"]>) {
    return this.setUTCFullYear(...args);
  }
  override setMonth(...args: Parameters<Date["setUTCMonth"]>) {
    return this.setUTCMonth(...args);
  }
  override setDate(...args: Parameters<Date["setUTCDate"]>) {
    return this.setUTCDate(...args);
  }
  override setHours(...args: Parameters<Date["setUTCHours"]>) {
    return this.setUTCHours(...args);
  }
  override setMinutes(...args: Parameters<Date["setUTCMinutes"]>) {
    return this.setUTCMinutes(...args);
  }
  override setSeconds(...args: Parameters<Date["setUTCSeconds"]>) {
    return this.setUTCSeconds(...args);
  }
  override setMilliseconds(...args: Parameters<Date["setUTCMilliseconds"]>) {
    return this.setUTCMilliseconds(...args);
  }
}

/** The wall time (as UTC epoch ms) of an instant in `zone`. */
function wallTimeOf(instant: Date, zone: string): number {
  return instant.getTime() + zoneOffsetMinutes(zone, instant) * TIME.MINUTE_MS;
}

/** The instant a wall time (as UTC epoch ms) names in `zone`. */
function instantOfWallTime(wall: number, zone: string): Date {
  // Two passes settle the offset around daylight-saving changes (a skipped hour lands after it).
  let instant = wall - zoneOffsetMinutes(zone, new Date(wall)) * TIME.MINUTE_MS;
  instant = wall - zoneOffsetMinutes(zone, new Date(instant)) * TIME.MINUTE_MS;
  return new Date(instant);
}

/**
 * What was typed, "2026-11-27 13:35" in `zone` (or the former "2026-11-27T13:35"), as an instant;
 * null when it is no such date and time (a 30th of February, 24:00, words).
 */
export function parseDateTimeInput(text: string, zone: string): Date | null {
  const value = text.trim();
  if (!SHAPE.test(value)) return null;
  const reference = new WallClock(0);
  for (const format of READ_FORMATS) {
    const wall = parse(value, format, reference);
    if (isValid(wall)) return instantOfWallTime(wall.getTime(), zone);
  }
  return null;
}

/** An instant as the input shows it: "2026-11-27 13:35" in `zone` (the grids' format, to the minute). */
export function formatDateTimeInput(instant: Date, zone: string): string {
  return new Date(wallTimeOf(instant, zone)).toISOString().slice(0, 16).replace("T", " ");
}
