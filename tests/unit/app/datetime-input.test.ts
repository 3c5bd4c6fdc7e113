import { afterEach, describe, expect, it } from "vitest";
import {
  DATE_TIME_INPUT_PATTERN,
  formatDateTimeInput,
  parseDateTimeInput,
} from "../../../app/features/time/datetime-input";

/** The input's pattern as the browser applies it: the whole value, with the v flag. */
const matchesPattern = (value: string) => new RegExp(`^(?:${DATE_TIME_INPUT_PATTERN})$`, "v").test(value);

describe("date-time inputs: yyyy-MM-dd HH:mm", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    // Assigning undefined would set the text "undefined".
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("shows an instant as the grids do, to the minute, in the viewer's zone", () => {
    expect(formatDateTimeInput(new Date("2026-11-27T13:35:59.999Z"), "UTC")).toBe("2026-11-27 13:35");
    // Paris is UTC+1 in November, UTC+2 in July; New York UTC-5 in November.
    expect(formatDateTimeInput(new Date("2026-11-27T12:35:00Z"), "Europe/Paris")).toBe("2026-11-27 13:35");
    expect(formatDateTimeInput(new Date("2026-07-01T10:00:00Z"), "Europe/Paris")).toBe("2026-07-01 12:00");
    expect(formatDateTimeInput(new Date("2026-11-28T02:10:00Z"), "America/New_York")).toBe("2026-11-27 21:10");
  });

  it("reads what a person types, and the former datetime-local value, in the viewer's zone", () => {
    expect(parseDateTimeInput("2026-11-27 13:35", "UTC")?.toISOString()).toBe("2026-11-27T13:35:00.000Z");
    expect(parseDateTimeInput("  2026-11-27 13:35 ", "UTC")?.toISOString()).toBe("2026-11-27T13:35:00.000Z");
    expect(parseDateTimeInput("2026-11-27 13:35", "Europe/Paris")?.toISOString()).toBe("2026-11-27T12:35:00.000Z");
    expect(parseDateTimeInput("2026-11-27T13:35", "Europe/Paris")?.toISOString()).toBe("2026-11-27T12:35:00.000Z");
    expect(parseDateTimeInput("2026-11-27T13:35:20", "UTC")?.toISOString()).toBe("2026-11-27T13:35:20.000Z");
  });

  it("round-trips: what the field shows reads back as the same minute", () => {
    for (const zone of ["UTC", "Europe/Paris", "America/New_York", "Asia/Kolkata"]) {
      const instant = new Date("2026-03-29T00:45:00Z");
      expect(parseDateTimeInput(formatDateTimeInput(instant, zone), zone)?.toISOString()).toBe(instant.toISOString());
    }
  });

  it("refuses what is no date and time", () => {
    for (const text of [
      "",
      "yesterday",
      "11/27/2026, 01:35 PM",
      "2026-11-27",
      "2026-11-27 13",
      "2026-02-30 10:00",
      "2026-02-29 10:00",
      "2026-13-01 10:00",
      "2026-11-27 24:00",
      "2026-11-27 13:60",
      "2026-11-27 13:35 PM",
      "2026-11-27  13:35",
    ])
      expect(parseDateTimeInput(text, "UTC"), text).toBeNull();
    // 2028 is a leap year.
    expect(parseDateTimeInput("2028-02-29 10:00", "UTC")?.toISOString()).toBe("2028-02-29T10:00:00.000Z");
  });

  it("keeps the typed wall time whatever zone the server runs in", () => {
    // Berlin skips 02:00-03:00 on 2026-03-29: a server there must still read 02:30 as typed (in UTC).
    process.env.TZ = "Europe/Berlin";
    expect(parseDateTimeInput("2026-03-29 02:30", "UTC")?.toISOString()).toBe("2026-03-29T02:30:00.000Z");
    process.env.TZ = "America/Los_Angeles";
    expect(parseDateTimeInput("2026-11-01 01:30", "UTC")?.toISOString()).toBe("2026-11-01T01:30:00.000Z");
  });

  it("lands a wall time the viewer's zone skips after the change", () => {
    // Paris skips 02:00-03:00 on 2026-03-29: 02:30 is read as 03:30 local (01:30 UTC).
    expect(parseDateTimeInput("2026-03-29 02:30", "Europe/Paris")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("has a pattern the browser checks before sending: the format, nothing else", () => {
    expect(matchesPattern("2026-11-27 13:35")).toBe(true);
    expect(matchesPattern(" 2026-11-27 13:35 ")).toBe(true);
    expect(matchesPattern("2026-11-27T13:35")).toBe(true);
    expect(matchesPattern("11/27/2026, 01:35 PM")).toBe(false);
    expect(matchesPattern("2026-11-27")).toBe(false);
    expect(matchesPattern("2026-11-27 13:35x")).toBe(false);
  });
});
