/**
 * The statistics screen's pure parts: URL state (range rules, saved choice), tick spacing, the
 * drill-down link (and that the call list reads it back as the column's exact span), and the
 * metric-to-series mapping of a chart.
 */
import { describe, expect, it } from "vitest";
import type { StatisticsResponse } from "../../../contract/wire/statistics";
import { parseCallHistoryUrl } from "~/features/call-history/url-parse";
import { drillDownHref } from "~/features/statistics/drilldown";
import { CHART_SPECS } from "~/features/statistics/metrics";
import { chartModel, stackHref } from "~/features/statistics/model";
import { labelEvery, tickSpacingMs, tickValues, valueTicks } from "~/features/statistics/ticks";
import { entityParam, parseEntity, parseStatisticsUrl, statisticsSearch } from "~/features/statistics/url";
import { TIME } from "../../../contract/limits/units";

const NOW = new Date(Date.UTC(2026, 2, 11, 10, 2, 30));
const parse = (query: string, saved = {}) =>
  parseStatisticsUrl(new URLSearchParams(query), { mode: "portal", now: NOW, timeZone: "UTC", saved });

describe("statistics URL", () => {
  it("defaults to the last 24 hours, every default metric and all entities", () => {
    const s = parse("");
    expect(s.tab).toBe("24h");
    expect(s.range.to).toEqual(NOW);
    expect(s.range.from.getTime()).toBe(NOW.getTime() - TIME.DAY_MS);
    expect(s.metrics).toEqual(["callSuccess", "concurrentCalls", "voiceQuality", "callDuration", "callAttempts"]);
    expect(s.entity).toEqual({ kind: "all" });
    expect(s.chose).toEqual({ metrics: false, entity: false });
  });

  it("ends quick tabs now, whatever from/to say", () => {
    const s = parse("range=7d&from=2020-01-01T00:00:00Z&to=2020-01-02T00:00:00Z");
    expect(s.tab).toBe("7d");
    expect(s.range.to).toEqual(NOW);
    expect(s.range.from.getTime()).toBe(NOW.getTime() - 7 * TIME.DAY_MS);
    expect(parse("range=30d").range.from.getTime()).toBe(NOW.getTime() - 30 * TIME.DAY_MS);
  });

  it("takes a custom range up to 2 months and refuses a longer one", () => {
    const ok = parse("range=custom&from=2026-01-11T00:00:00Z&to=2026-03-11T00:00:00Z");
    expect(ok.tab).toBe("custom");
    expect(ok.rangeRejected).toBe(false);
    const long = parse("range=custom&from=2026-01-10T00:00:00Z&to=2026-03-11T00:00:00Z");
    expect(long.rangeRejected).toBe(true);
    expect(long.tab).toBe("24h");
    // Reversed bounds are swapped; a missing bound falls back to 24 hours.
    expect(parse("range=custom&from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z").range.from.toISOString()).toBe(
      "2026-03-01T00:00:00.000Z",
    );
    expect(parse("range=custom&from=2026-03-02T00:00:00Z").tab).toBe("24h");
    expect(parse("range=week").tab).toBe("24h");
  });

  it("reads local date-times of the custom form in the viewer's zone", () => {
    const s = parseStatisticsUrl(new URLSearchParams("range=custom&from=2026-03-10T08:00&to=2026-03-10T20:00"), {
      mode: "portal",
      now: NOW,
      timeZone: "Europe/Paris",
      saved: {},
    });
    expect(s.range.from.toISOString()).toBe("2026-03-10T07:00:00.000Z");
  });

  it("reads the custom form's yyyy-MM-dd HH:mm, and names a text that is no date-time", () => {
    const typed = parse("range=custom&from=2026-03-10+08%3A00&to=2026-03-10+20%3A30");
    expect(typed.tab).toBe("custom");
    expect([typed.range.from.toISOString(), typed.range.to.toISOString()]).toEqual([
      "2026-03-10T08:00:00.000Z",
      "2026-03-10T20:30:00.000Z",
    ]);
    expect(typed.rangeInvalid).toBeUndefined();
    // The browser's datetime-local look is no longer read: 24 hours, and the form says why, keeping
    // the end that did read.
    const wrong = parse("range=custom&from=03%2F10%2F2026%2C+08%3A00+AM&to=2026-03-10+20%3A30");
    expect(wrong.tab).toBe("24h");
    expect(wrong.rangeInvalid).toEqual({ from: "03/10/2026, 08:00 AM" });
    expect(wrong.rangeAsked?.to?.toISOString()).toBe("2026-03-10T20:30:00.000Z");
    expect(parse("range=24h&from=nonsense").rangeInvalid).toBeUndefined();
  });

  it("reads metrics as a comma list or repeated parameters; empty means none; unknown ones are dropped", () => {
    expect(parse("metrics=voiceQuality,callSuccess,packetLoss,nope").metrics).toEqual(["callSuccess", "voiceQuality"]);
    expect(parse("metrics=&metrics=callDuration&metrics=callAttempts").metrics).toEqual([
      "callAttempts",
      "callDuration",
    ]);
    const none = parse("metrics=");
    expect(none.metrics).toEqual([]);
    expect(none.chose.metrics).toBe(true);
  });

  it("falls back to the saved choice when the URL names none", () => {
    const saved = { metrics: ["callDuration" as const], entity: { kind: "bot" as const, id: "b1" } };
    const s = parse("", saved);
    expect(s.metrics).toEqual(["callDuration"]);
    expect(s.entity).toEqual({ kind: "bot", id: "b1" });
    expect(parse("entity=all", saved).entity).toEqual({ kind: "all" });
  });

  it("parses entities and ignores malformed ones", () => {
    expect(parseEntity("sip:abc-1")).toEqual({ kind: "sip", id: "abc-1" });
    expect(parseEntity("teams:t.2")).toEqual({ kind: "teams", id: "t.2" });
    expect(parseEntity("robot:1")).toBeNull();
    expect(parseEntity("bot:")).toBeNull();
    expect(parseEntity("bot:a b")).toBeNull();
    expect(entityParam({ kind: "number", id: "n1" })).toBe("number:n1");
  });

  it("keeps the admin account and round-trips through its own query", () => {
    const admin = parseStatisticsUrl(
      new URLSearchParams(
        "account=all&range=custom&from=2026-03-01T00:00:00Z&to=2026-03-02T00:00:00Z&entity=bot:b1&metrics=callSuccess",
      ),
      {
        mode: "admin",
        now: NOW,
        timeZone: "UTC",
        saved: {},
      },
    );
    expect(admin.account).toBe("all");
    expect(parse("account=x").account).toBeUndefined();
    const again = parseStatisticsUrl(statisticsSearch(admin), { mode: "admin", now: NOW, timeZone: "UTC", saved: {} });
    expect({ ...again, chose: null }).toEqual({ ...admin, chose: null });
  });
});

describe("chart ticks", () => {
  it("are 5 minutes up to 6 hours, hourly up to 48 hours, daily beyond", () => {
    expect(tickSpacingMs(0, 6 * TIME.HOUR_MS)).toBe(5 * TIME.MINUTE_MS);
    expect(tickSpacingMs(0, 6 * TIME.HOUR_MS + 1)).toBe(TIME.HOUR_MS);
    expect(tickSpacingMs(0, 48 * TIME.HOUR_MS)).toBe(TIME.HOUR_MS);
    expect(tickSpacingMs(0, 48 * TIME.HOUR_MS + 1)).toBe(TIME.DAY_MS);
  });

  it("fall on local boundaries", () => {
    const from = Date.UTC(2026, 2, 10, 10, 7);
    expect(tickValues(from, from + 20 * TIME.MINUTE_MS, 0).map((t) => new Date(t).toISOString().slice(11, 16))).toEqual(
      ["10:10", "10:15", "10:20", "10:25"],
    );
    const days = tickValues(Date.UTC(2026, 2, 1, 12), Date.UTC(2026, 2, 4, 12), 120);
    expect(days.map((t) => new Date(t).toISOString())).toEqual([
      "2026-03-01T22:00:00.000Z",
      "2026-03-02T22:00:00.000Z",
      "2026-03-03T22:00:00.000Z",
    ]);
    expect(labelEvery(72, 12)).toBe(6);
    expect(labelEvery(5, 12)).toBe(1);
  });

  it("value ticks of a count are whole numbers, from 0 to the first at or above the highest column", () => {
    // A peak of 1 or 2 call attempts per second: no 0.5 tick (issue 30).
    expect(valueTicks(1, { integer: true })).toEqual([0, 1]);
    expect(valueTicks(2, { integer: true })).toEqual([0, 1, 2]);
    expect(valueTicks(3, { integer: true })).toEqual([0, 1, 2, 3]);
    expect(valueTicks(7, { integer: true })).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(0, { integer: true })).toEqual([0, 1]);
    expect(valueTicks(1234, { integer: true })).toEqual([0, 500, 1000, 1500]);
    for (const highest of [1, 2, 3, 4, 5, 6, 9, 11, 17, 38, 99, 101, 2500]) {
      const ticks = valueTicks(highest, { integer: true });
      expect(ticks.every(Number.isInteger), `${highest}: ${ticks.join(",")}`).toBe(true);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(highest);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it("value ticks of an average may be fractions, in round steps", () => {
    expect(valueTicks(2)).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(valueTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(valueTicks(152.4)).toEqual([0, 50, 100, 150, 200]);
    expect(valueTicks(152.4, { maxTicks: 9 })).toEqual([0, 20, 40, 60, 80, 100, 120, 140, 160]);
  });
});

describe("drill-down links", () => {
  it("name the entity, metric, dimension and the column's span with an inclusive end", () => {
    const href = drillDownHref({
      mode: "portal",
      entity: { kind: "number", id: "n1" },
      metric: "voiceQuality",
      dimension: "unknown",
      span: { from: Date.UTC(2026, 2, 10, 10, 0), to: Date.UTC(2026, 2, 10, 10, 5) },
    });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/portal/call_history");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: "2026-03-10T10:00:00.000Z",
      to: "2026-03-10T10:04:59.999Z",
      entityType: "service-number",
      entityId: "n1",
      metric: "voiceQuality",
      dimension: "unknown",
    });
  });

  it("are read back by the call list as the same calls (custom-filter mode, admin account kept)", () => {
    const href = drillDownHref({
      mode: "admin",
      entity: { kind: "all" },
      metric: "callSuccess",
      dimension: "failed",
      span: { from: Date.UTC(2026, 2, 10), to: Date.UTC(2026, 2, 11) },
      account: "acc-1",
    });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/admin/calls");
    const state = parseCallHistoryUrl(url, { mode: "admin", now: NOW, timeZone: "UTC" });
    expect(state.custom).toEqual({ metric: "callSuccess", dimension: "failed" });
    expect(state.filters.account).toBe("acc-1");
    expect(state.range.from.getTime()).toBe(Date.UTC(2026, 2, 10));
    expect(state.range.to.getTime()).toBe(Date.UTC(2026, 2, 11) - 1);
    // "All accounts" adds no account filter.
    expect(
      drillDownHref({
        mode: "admin",
        entity: { kind: "all" },
        metric: "callSuccess",
        span: { from: 0, to: 1 },
        account: "all",
      }),
    ).not.toContain("account=");
  });
});

describe("metric-to-series mapping", () => {
  const response: StatisticsResponse = {
    windowMinutes: 5,
    series: [
      {
        metricName: "CountCalls",
        dimensionValue: "true",
        values: [
          { value: 3, timestamp: "2026-03-10T10:00:00.000Z" },
          { value: 1, timestamp: "2026-03-10T10:10:00.000Z" },
        ],
      },
      {
        metricName: "CountCalls",
        dimensionValue: "false",
        values: [{ value: 2, timestamp: "2026-03-10T10:00:00.000Z" }],
      },
      { metricName: "AvgMediaMOS", dimensionValue: "", values: [{ value: 4, timestamp: "2026-03-10T10:00:00.000Z" }] },
    ],
  };
  const range = { from: Date.UTC(2026, 2, 10, 10, 2), to: Date.UTC(2026, 2, 10, 11) };

  it("stacks a chart's dimensions per bucket, with links for the stacks that hold calls", () => {
    const model = chartModel(CHART_SPECS.callSuccess, response, {
      mode: "portal",
      entity: { kind: "all" },
      range,
      canDrill: true,
    });
    expect(model.hasData).toBe(true);
    expect(model.columns.map((c) => c.stacks.map((s) => s.value))).toEqual([
      [3, 2],
      [1, 0],
    ]);
    const [first, second] = model.columns;
    // The first column starts with the range's first window.
    expect(first.span).toEqual({ from: Date.UTC(2026, 2, 10, 10, 0), to: Date.UTC(2026, 2, 10, 10, 5) });
    expect(stackHref(CHART_SPECS.callSuccess, model, first, 1)).toContain("dimension=failed");
    expect(stackHref(CHART_SPECS.callSuccess, model, second, 1)).toBeUndefined();
  });

  it("draws no links without the calls role, and 'no data' without values", () => {
    const model = chartModel(CHART_SPECS.callSuccess, response, {
      mode: "portal",
      entity: { kind: "all" },
      range,
      canDrill: false,
    });
    expect(model.columns.some((c) => c.stacks.some((_, i) => stackHref(CHART_SPECS.callSuccess, model, c, i)))).toBe(
      false,
    );
    const empty = chartModel(CHART_SPECS.voiceQuality, response, {
      mode: "portal",
      entity: { kind: "all" },
      range,
      canDrill: true,
    });
    expect(empty.hasData).toBe(false);
    expect(empty.columns).toEqual([]);
  });
});
