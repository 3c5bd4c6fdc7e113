import { describe, expect, it } from "vitest";
import {
  carriedParams,
  clampPage,
  gridHref,
  lastPage,
  limitChoices,
  nextSort,
  parseGridParams,
  parseSortParam,
  pastLastPageHref,
  sortParam,
  type GridParamOptions,
} from "~/features/grid/url-state";

const OPTIONS: GridParamOptions = {
  defaultSort: { field: "setupTime", direction: "desc" },
  sortable: ["setupTime", "endTime", "durationSeconds"],
  defaultLimit: 10,
  limitOptions: [20, 50, 100],
};

const parse = (query: string, options: GridParamOptions = OPTIONS) => parseGridParams(query, options);

describe("parseGridParams", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({ page: 1, limit: 10, sort: { field: "setupTime", direction: "desc" } });
  });

  it("reads every parameter when it is valid", () => {
    expect(parse("page=3&limit=50&sort=durationSeconds&search=acme&after=abc")).toEqual({
      page: 3,
      limit: 50,
      sort: { field: "durationSeconds", direction: "asc" },
      search: "acme",
      after: "abc",
    });
    expect(parse("before=xyz").before).toBe("xyz");
    expect(parse("sort=-endTime").sort).toEqual({ field: "endTime", direction: "desc" });
  });

  it("accepts a URL or URLSearchParams as well as a string", () => {
    expect(parseGridParams(new URL("http://x/list?page=2"), OPTIONS).page).toBe(2);
    expect(parseGridParams(new URLSearchParams("limit=20"), OPTIONS).limit).toBe(20);
  });

  it("clamps the page: below 1 goes to 1, fractions round down, huge pages stop at maxPage", () => {
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-7").page).toBe(1);
    expect(parse("page=2.9").page).toBe(2);
    expect(parse("page=1e30").page).toBe(1_000_000_000);
    expect(parse("page=99", { ...OPTIONS, maxPage: 40 }).page).toBe(40);
  });

  it("drops values it cannot use instead of throwing", () => {
    const bad = "page=abc&limit=7&sort=password&search=%20%20&before=&after=";
    expect(() => parse(bad)).not.toThrow();
    expect(parse(bad)).toEqual({ page: 1, limit: 10, sort: { field: "setupTime", direction: "desc" } });
    expect(parse("limit=abc").limit).toBe(10);
    expect(parse("limit=1000").limit).toBe(10);
    expect(parse("sort=-").sort.field).toBe("setupTime");
    expect(parse(`search=${"x".repeat(201)}`).search).toBeUndefined();
    expect(parse(`after=${"c".repeat(201)}`).after).toBeUndefined();
  });

  it("accepts the default page size and each offered one", () => {
    for (const limit of [10, 20, 50, 100]) expect(parse(`limit=${limit}`).limit).toBe(limit);
  });

  it("keeps only `after` when both cursors are given", () => {
    const params = parse("before=a&after=b");
    expect(params.after).toBe("b");
    expect(params.before).toBeUndefined();
  });

  it("trims the search", () => {
    expect(parse("search=%20bob%20").search).toBe("bob");
  });
});

describe("sorting", () => {
  it("writes desc as -field and asc as field, and reads them back", () => {
    expect(sortParam({ field: "setupTime", direction: "desc" })).toBe("-setupTime");
    expect(sortParam({ field: "setupTime", direction: "asc" })).toBe("setupTime");
    expect(parseSortParam("-setupTime", OPTIONS.sortable)).toEqual({ field: "setupTime", direction: "desc" });
    expect(parseSortParam("unknown", OPTIONS.sortable)).toBeUndefined();
  });

  it("toggles desc, then asc, then desc again; a new column starts desc", () => {
    let sort = nextSort({ field: "setupTime", direction: "desc" }, "endTime");
    expect(sort).toEqual({ field: "endTime", direction: "desc" });
    sort = nextSort(sort, "endTime");
    expect(sort).toEqual({ field: "endTime", direction: "asc" });
    sort = nextSort(sort, "endTime");
    expect(sort).toEqual({ field: "endTime", direction: "desc" });
  });
});

describe("gridHref", () => {
  const current = "from=2026-01-01T00%3A00%3A00Z&successful=true&page=4&limit=50&sort=-setupTime";

  it("keeps unrelated parameters and changes the page only", () => {
    const href = gridHref(current, { page: 5 });
    const params = new URLSearchParams(href.slice(1));
    expect(href.startsWith("?")).toBe(true);
    expect(params.get("page")).toBe("5");
    expect(params.get("from")).toBe("2026-01-01T00:00:00Z");
    expect(params.get("successful")).toBe("true");
    expect(params.get("limit")).toBe("50");
  });

  it("resets to page 1 when anything but the page changes (a filter, the sort, the limit)", () => {
    for (const change of [{ successful: "false" }, { sort: "endTime" }, { limit: 20 }, { search: "bob" }]) {
      const params = new URLSearchParams(gridHref(current, change).slice(1));
      expect(params.has("page")).toBe(false);
      expect(parse(params.toString()).page).toBe(1);
    }
  });

  it("drops cursors on any change except moving a cursor, and one cursor replaces the other", () => {
    const withCursor = "after=abc&successful=true";
    expect(new URLSearchParams(gridHref(withCursor, { successful: "false" }).slice(1)).has("after")).toBe(false);
    const back = new URLSearchParams(gridHref(withCursor, { before: "xyz" }).slice(1));
    expect(back.get("before")).toBe("xyz");
    expect(back.has("after")).toBe(false);
    expect(back.get("successful")).toBe("true");
  });

  it("skips undefined, null and empty values (and removes the parameter)", () => {
    const params = new URLSearchParams(
      gridHref(current, { successful: undefined, search: "", from: null, extra: undefined }).slice(1),
    );
    expect(params.has("successful")).toBe(false);
    expect(params.has("from")).toBe(false);
    expect(params.has("search")).toBe(false);
    expect(params.has("extra")).toBe(false);
    expect(params.get("limit")).toBe("50");
  });

  it("repeats a parameter for an array value and leaves page 1 out of the URL", () => {
    expect(gridHref("", { entity: ["a", "b"] })).toBe("?entity=a&entity=b");
    expect(gridHref("page=3", { page: 1 })).toBe("?");
  });

  it("round-trips: the state parsed from a built link is the state asked for", () => {
    const href = gridHref(current, { sort: sortParam({ field: "durationSeconds", direction: "asc" }) });
    const state = parse(href.slice(1));
    expect(state).toEqual({ page: 1, limit: 50, sort: { field: "durationSeconds", direction: "asc" } });
    const paged = parse(gridHref(href.slice(1), { page: 7 }).slice(1));
    expect(paged.page).toBe(7);
    expect(paged.sort.field).toBe("durationSeconds");
  });
});

describe("pages", () => {
  it("offers the default page size with the others, ascending", () => {
    expect(limitChoices({ defaultLimit: 10, limitOptions: [20, 50, 100] })).toEqual([10, 20, 50, 100]);
    expect(limitChoices({})).toEqual([10, 20, 50, 100]);
    expect(limitChoices({ defaultLimit: 20 })).toEqual([20, 50, 100]);
  });

  it("computes the last page and clamps a typed page into range", () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(1234, 10)).toBe(124);
    expect(clampPage(0, 1234, 10)).toBe(1);
    expect(clampPage(-3, 1234, 10)).toBe(1);
    expect(clampPage(500, 1234, 10)).toBe(124);
    expect(clampPage(Number.NaN, 1234, 10)).toBe(1);
    expect(clampPage(12, 1234, 10)).toBe(12);
  });

  it("tells a loader where to go when the page is past the end", () => {
    const query = "page=200&limit=10&successful=true";
    expect(pastLastPageHref(query, parse(query), 1234)).toBe("?limit=10&successful=true&page=124");
    expect(pastLastPageHref("page=3", parse("page=3"), 1234)).toBeNull();
    expect(pastLastPageHref("page=3", parse("page=3"), 0)).toBe("?");
  });

  it("lists the parameters a GET form must carry", () => {
    expect(carriedParams("a=1&page=2&b=2&b=3", ["page"])).toEqual([
      ["a", "1"],
      ["b", "2"],
      ["b", "3"],
    ]);
  });
});
