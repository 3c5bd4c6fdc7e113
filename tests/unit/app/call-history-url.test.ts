import { describe, expect, it } from "vitest";
import { CALL_LIST_SPEC, DEFAULT_MOS_THRESHOLDS } from "../../../contract/calls";
import { parseListQuery } from "../../../contract/listQuery";
import {
  addMonths,
  countActiveFilters,
  parseInstant,
  platformListQuery,
  qualityClauses,
  rangeTooLong,
  searchAllowedFor,
} from "../../../app/features/call-history/url";
import { parseCallHistoryUrl } from "../../../app/features/call-history/url-parse";
import { formatDateTimeInput, parseDateTimeInput } from "../../../app/features/time/datetime-input";
import { formatDateTime, timeZoneFromCookie } from "../../../app/features/time/timezone";
import { TIME } from "../../../contract/limits/units";

const NOW = new Date("2026-11-22T12:00:00.000Z");

function parse(query: string, mode: "portal" | "admin" = "portal", timeZone = "UTC") {
  return parseCallHistoryUrl(new URLSearchParams(query), { mode, now: NOW, timeZone });
}

/** The platform query the state produces, parsed back with the contract's own parser. */
function platformQuery(query: string, mode: "portal" | "admin" = "portal") {
  return parseListQuery(platformListQuery(parse(query, mode), { thresholds: DEFAULT_MOS_THRESHOLDS }), CALL_LIST_SPEC);
}

describe("call history URL: defaults and grid", () => {
  it("defaults to the last day, 10 rows, newest setup first", () => {
    const s = parse("");
    expect(s.range.to.toISOString()).toBe(NOW.toISOString());
    expect(s.range.from.getTime()).toBe(NOW.getTime() - TIME.DAY_MS);
    expect(s.defaultRange).toBe(true);
    expect(s.grid).toMatchObject({ page: 1, limit: 10, sort: { field: "setupTime", direction: "desc" } });
    const q = platformQuery("");
    expect(q.sort).toEqual({ field: "setupTime", direction: "desc" });
    expect(q.totalItems).toBe(true);
    expect(q.filter).toEqual([
      { field: "setupTime", op: ">=", value: NOW.getTime() - TIME.DAY_MS },
      { field: "setupTime", op: "<=", value: NOW.getTime() },
    ]);
  });

  it("maps sortable columns to list fields and drops unknown sorts", () => {
    expect(platformQuery("sort=callingEntity").sort).toEqual({ field: "CallingEntityName", direction: "asc" });
    expect(platformQuery("sort=-durationSeconds").sort).toEqual({ field: "durationSeconds", direction: "desc" });
    expect(parse("sort=calledNumber").grid.sort).toEqual({ field: "setupTime", direction: "desc" });
    expect(parse("sort=;drop table").grid.sort.field).toBe("setupTime");
  });

  it("clamps paging and only accepts offered page sizes", () => {
    expect(parse("page=-3").grid.page).toBe(1);
    expect(parse("page=abc").grid.page).toBe(1);
    expect(parse("limit=50").grid.limit).toBe(50);
    expect(parse("limit=100000").grid.limit).toBe(10);
    expect(parse("limit=7").grid.limit).toBe(10);
  });
});

describe("call history URL: dates", () => {
  it("accepts ISO instants and local date-times in the viewer's zone", () => {
    expect(parseInstant("2026-11-20T10:00:00.000Z", "UTC")?.toISOString()).toBe("2026-11-20T10:00:00.000Z");
    expect(parseInstant("2026-11-20T10:00:00+02:00", "UTC")?.toISOString()).toBe("2026-11-20T08:00:00.000Z");
    // Paris is UTC+1 in November.
    expect(parseInstant("2026-11-20T10:00", "Europe/Paris")?.toISOString()).toBe("2026-11-20T09:00:00.000Z");
    expect(parseInstant("yesterday", "UTC")).toBeNull();
    expect(parseInstant("2026-13-45T99:00", "UTC")).toBeNull();
  });

  it("swaps a reversed range and ignores garbage", () => {
    const s = parse("from=2026-11-21T12:00:00Z&to=2026-11-20T12:00:00Z");
    expect(s.range.from.toISOString()).toBe("2026-11-20T12:00:00.000Z");
    expect(s.range.to.toISOString()).toBe("2026-11-21T12:00:00.000Z");
    expect(parse("from=nonsense&to=").defaultRange).toBe(true);
  });

  it("reads the form's yyyy-MM-dd HH:mm and names a text that is no date-time", () => {
    // "2026-11-20 10:00" as a GET form sends it (the space as +), in the viewer's zone.
    const typed = parse("from=2026-11-20+10%3A00&to=2026-11-21+09%3A30", "portal", "Europe/Paris");
    expect(typed.range.from.toISOString()).toBe("2026-11-20T09:00:00.000Z");
    expect(typed.range.to.toISOString()).toBe("2026-11-21T08:30:00.000Z");
    expect(typed.rangeInvalid).toBeUndefined();
    // The former form's value (bookmarked URLs) still reads.
    expect(parse("from=2026-11-20T10:00&to=2026-11-21T09:30").range.from.toISOString()).toBe(
      "2026-11-20T10:00:00.000Z",
    );
    const wrong = parse("from=11%2F20%2F2026+10%3A00&to=2026-11-21+09%3A30");
    expect(wrong.rangeInvalid).toEqual({ from: "11/20/2026 10:00" });
    // The valid end stays, the range is the default length before it.
    expect(wrong.range.to.toISOString()).toBe("2026-11-21T09:30:00.000Z");
    expect(parse("to=2026-02-30+10%3A00").rangeInvalid).toEqual({ to: "2026-02-30 10:00" });
  });

  it("refuses a range over 2 months and keeps the default (warning_selected_time_range_is_long)", () => {
    const s = parse("from=2026-09-01T00:00:00Z&to=2026-11-02T00:00:00Z");
    expect(s.rangeRejected).toBe(true);
    expect(s.defaultRange).toBe(true);
    expect(parse("from=2026-09-22T12:00:00Z&to=2026-11-22T12:00:00Z").rangeRejected).toBe(false);
    expect(rangeTooLong({ from: new Date("2026-12-31T00:00:00Z"), to: new Date("2027-02-28T00:00:00Z") })).toBe(false);
    expect(addMonths(new Date("2026-12-31T00:00:00Z"), 2).toISOString()).toBe("2027-02-28T00:00:00.000Z");
  });

  it("allows search only for ranges under 3 days", () => {
    expect(searchAllowedFor({ from: new Date(NOW.getTime() - 3 * TIME.DAY_MS + 1), to: NOW })).toBe(true);
    expect(searchAllowedFor({ from: new Date(NOW.getTime() - 3 * TIME.DAY_MS), to: NOW })).toBe(false);
    const wide = parse(`search=acme&from=${new Date(NOW.getTime() - 7 * TIME.DAY_MS).toISOString()}`);
    expect(wide.searchAllowed).toBe(false);
    expect(wide.grid.search).toBeUndefined();
    expect(platformQuery("search=acme").search).toBe("acme");
  });

  it("on endTime adds a setupTime bound one day earlier", () => {
    const q = platformQuery("dateField=endTime&from=2026-11-21T00:00:00Z&to=2026-11-22T00:00:00Z");
    const from = Date.parse("2026-11-21T00:00:00Z");
    const to = Date.parse("2026-11-22T00:00:00Z");
    expect(q.filter).toEqual([
      { field: "endTime", op: ">=", value: from },
      { field: "endTime", op: "<=", value: to },
      { field: "setupTime", op: ">=", value: from - TIME.DAY_MS },
      { field: "setupTime", op: "<=", value: to },
    ]);
  });
});

describe("call history URL: filters", () => {
  it("turns every filter parameter into its list clause", () => {
    const q = platformQuery(
      "callingName=Zoom&callingNumber=%2B44&calledName=Bot&calledNumber=555&successful=false&minDuration=30&maxDuration=90" +
        "&campaign=Spring&campaignId=cmp-7&recorded=true&externalRecording=true&agentAssist=true&voiceTranslation=true",
    );
    const rest = q.filter.slice(2);
    expect(rest).toEqual([
      { field: "CallingEntityName", op: "~", value: "Zoom" },
      { field: "callingNumber", op: "~", value: "+44" },
      { field: "CalledEntityName", op: "~", value: "Bot" },
      { field: "calledNumber", op: "~", value: "555" },
      { field: "successful", op: "=", value: false },
      { field: "durationSeconds", op: ">=", value: 30 },
      { field: "durationSeconds", op: "<=", value: 90 },
      { field: "campaignName", op: "~", value: "Spring" },
      { field: "campaignId", op: "=", value: "cmp-7" },
      { field: "recordingBoolean", op: "=", value: true },
      { field: "externalRecordingSipEntityType", op: "=", value: true },
      { field: "assistBotRole", op: "=", value: true },
      { field: "voiceTranslationRole", op: "=", value: true },
    ]);
  });

  it("a campaign view's link narrows to that campaign exactly, counted as one filter", () => {
    const s = parse("campaignId=cmp-7");
    expect(s.filters).toEqual({ campaignId: "cmp-7" });
    expect(s.activeFilterCount).toBe(1);
    expect(platformQuery("campaignId=cmp-7").filter.slice(2)).toEqual([
      { field: "campaignId", op: "=", value: "cmp-7" },
    ]);
  });

  it("drops bad filter values instead of failing", () => {
    const s = parse(
      "successful=maybe&minDuration=-5&maxDuration=abc&quality=excellent&recorded=yes&callingName=" + "x".repeat(500),
    );
    expect(s.filters).toEqual({});
    expect(s.activeFilterCount).toBe(0);
  });

  it("swaps a minimum above the maximum duration and counts duration once", () => {
    const s = parse("minDuration=90&maxDuration=30&recorded=true");
    expect(s.filters).toMatchObject({ minDuration: 30, maxDuration: 90 });
    expect(s.activeFilterCount).toBe(2);
  });

  it("uses the MOS thresholds for voice quality", () => {
    const t = { poorToFair: 3, fairToGood: 4 };
    expect(qualityClauses("good", t)).toEqual([{ field: "voiceMosQuality", op: ">=", value: 4 }]);
    expect(qualityClauses("fair", t)).toEqual([
      { field: "voiceMosQuality", op: ">=", value: 3 },
      { field: "voiceMosQuality", op: "<", value: 4 },
    ]);
    expect(qualityClauses("poor", t)).toEqual([
      { field: "voiceMosQuality", op: ">", value: 0 },
      { field: "voiceMosQuality", op: "<", value: 3 },
    ]);
    expect(qualityClauses("unknown", t)).toEqual([{ field: "voiceMosMeasured", op: "=", value: false }]);
  });

  it("honours the account filter for admins only", () => {
    expect(parse("account=acc-1", "portal").filters.account).toBeUndefined();
    expect(platformQuery("account=acc-1", "portal").filter.some((c) => c.field === "accountId")).toBe(false);
    expect(platformQuery("account=acc-1", "admin").filter).toContainEqual({
      field: "accountId",
      op: "=",
      value: "acc-1",
    });
    expect(countActiveFilters({ account: "acc-1" }, "admin")).toBe(1);
  });
});

describe("call history URL: modes", () => {
  it("related mode lists the session one day either side of the call, ignoring filters and search", () => {
    const s = parse("related=call-9&recorded=true&search=x");
    expect(s.related).toBe("call-9");
    const q = parseListQuery(
      platformListQuery(s, {
        thresholds: DEFAULT_MOS_THRESHOLDS,
        related: { globalSessionId: "g-1", setupTime: "2026-11-20T10:00:00.000Z" },
      }),
      CALL_LIST_SPEC,
    );
    const setup = Date.parse("2026-11-20T10:00:00.000Z");
    expect(q.filter).toEqual([
      { field: "globalSessionId", op: "=", value: "g-1" },
      { field: "setupTime", op: ">=", value: setup - TIME.DAY_MS },
      { field: "setupTime", op: "<=", value: setup + TIME.DAY_MS },
    ]);
    expect(q.search).toBeUndefined();
  });

  it("custom-filter mode narrows by entity and dimension and replaces the panel's filters", () => {
    const q = platformQuery(
      "entityType=bot&entityId=bot-7&metric=callSuccess&dimension=failed&recorded=true&search=zz",
    );
    expect(q.filter.slice(2)).toEqual([
      { field: "entityId", op: "=", value: "bot-7" },
      { field: "entityType", op: "=", value: "bot" },
      { field: "successful", op: "=", value: false },
    ]);
    expect(q.search).toBeUndefined();
    const quality = platformQuery("entityId=n-1&metric=voiceQuality&dimension=poor");
    expect(quality.filter.slice(3)).toEqual(qualityClauses("poor", DEFAULT_MOS_THRESHOLDS));
    expect(parse("entityType=spaceship&metric=vibes").custom).toBeUndefined();
  });

  it("export queries carry no paging", () => {
    const text = platformListQuery(parse("page=3&limit=50"), { thresholds: DEFAULT_MOS_THRESHOLDS, forExport: true });
    expect(text).not.toMatch(/page=|limit=|totalItems/);
    expect(text).toMatch(/sort=-setupTime/);
  });
});

describe("time zone helpers", () => {
  it("reads a valid zone from the cookie, else UTC", () => {
    expect(timeZoneFromCookie("a=1; vc_tz=Europe%2FParis")).toBe("Europe/Paris");
    expect(timeZoneFromCookie("vc_tz=Mars%2FOlympus")).toBe("UTC");
    expect(timeZoneFromCookie(null)).toBe("UTC");
  });

  it("converts between instants and local inputs across daylight saving", () => {
    // 2026-03-29 02:30 does not exist in Paris; the two-pass conversion lands on a real instant.
    expect(parseDateTimeInput("2026-07-01T12:00", "Europe/Paris")?.toISOString()).toBe("2026-07-01T10:00:00.000Z");
    expect(formatDateTimeInput(new Date("2026-07-01T10:00:00Z"), "Europe/Paris")).toBe("2026-07-01 12:00");
    expect(formatDateTime("2026-11-22T07:05:09.000Z", "America/New_York")).toBe("2026-11-22 02:05:09");
    expect(formatDateTime(null, "UTC")).toBe("-");
  });
});

describe("search on end time", () => {
  it("counts the extra setup-time day against the 3-day search window", () => {
    const range = { from: new Date(NOW.getTime() - 2 * TIME.DAY_MS), to: NOW };
    expect(searchAllowedFor(range, "setupTime")).toBe(true);
    expect(searchAllowedFor(range, "endTime")).toBe(false);
  });
});
