import { describe, expect, it } from "vitest";
import { bucketCallSpan, bucketStart, seriesWindowMinutes } from "../../../contract/statisticsBuckets";
import { TIME } from "../../../contract/limits/units";

const T = Date.UTC(2026, 2, 11, 10, 2, 30);

describe("statistics buckets", () => {
  it("use 5-minute windows up to 48 hours and days beyond", () => {
    expect(seriesWindowMinutes(T - 6 * TIME.HOUR_MS, T)).toBe(5);
    expect(seriesWindowMinutes(T - 48 * TIME.HOUR_MS, T)).toBe(5);
    expect(seriesWindowMinutes(T - 48 * TIME.HOUR_MS - 1, T)).toBe(1440);
  });

  it("align 5-minute buckets to UTC and daily buckets to local midnight", () => {
    expect(new Date(bucketStart(T, 5, 2)).toISOString()).toBe("2026-03-11T10:00:00.000Z");
    expect(new Date(bucketStart(T, 1440, 0)).toISOString()).toBe("2026-03-11T00:00:00.000Z");
    expect(new Date(bucketStart(T, 1440, 2)).toISOString()).toBe("2026-03-10T22:00:00.000Z");
    expect(new Date(bucketStart(T, 1440, -5)).toISOString()).toBe("2026-03-11T05:00:00.000Z");
    expect(new Date(bucketStart(T, 1440, 5.5)).toISOString()).toBe("2026-03-10T18:30:00.000Z");
  });

  it("clip a bucket's call span to the range's windows", () => {
    const range = { from: T - 3 * 24 * TIME.HOUR_MS, to: T };
    const day = bucketStart(T, 1440, 0);
    // The last day ends with the window holding `to`.
    expect(bucketCallSpan(day, 1440, range)).toEqual({ from: day, to: Date.UTC(2026, 2, 11, 10, 5) });
    // The first day starts with the window holding `from`.
    const firstDay = bucketStart(range.from, 1440, 0);
    expect(bucketCallSpan(firstDay, 1440, range)).toEqual({
      from: Date.UTC(2026, 2, 8, 10, 0),
      to: firstDay + 24 * TIME.HOUR_MS,
    });
    const w = bucketStart(T - TIME.HOUR_MS, 5, 0);
    expect(bucketCallSpan(w, 5, range)).toEqual({ from: w, to: w + 5 * 60_000 });
  });
});
