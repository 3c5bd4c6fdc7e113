import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CALL_LIST_SPEC } from "../../../contract/calls";
import {
  DEFAULT_OPS,
  LIST_QUERY_BOUNDS,
  ListQueryError,
  buildListQuery,
  formatFilterExpression,
  parseFilterExpression,
  parseListQuery,
  type FilterClause,
  type FilterOp,
  type ListQuery,
  type ListSpec,
} from "../../../contract/listQuery";

const SPEC: ListSpec = {
  fields: {
    name: { type: "string", sortable: true },
    count: { type: "number", sortable: true },
    active: { type: "boolean" },
    createdAt: { type: "date", sortable: true },
    status: { type: "enum", values: ["InProgress", "Connected", "Failed"] },
    hidden: { type: "string", filterable: false, sortable: true },
    "entity.id": { type: "string", ops: ["="] },
  },
  defaultSort: { field: "createdAt", direction: "desc" },
  defaultLimit: 10,
  maxLimit: 1000,
  searchable: true,
};

function errorOf(fn: () => unknown): ListQueryError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ListQueryError);
    return e as ListQueryError;
  }
  throw new Error("expected a ListQueryError");
}

describe("parseListQuery defaults and basics", () => {
  it("gives the spec defaults for an empty query", () => {
    expect(parseListQuery("", SPEC)).toStrictEqual({
      page: 1,
      limit: 10,
      sort: { field: "createdAt", direction: "desc" },
      filter: [],
      totalItems: false,
    });
  });

  it("reads every parameter, ignores unknown ones and a leading ?", () => {
    const q = parseListQuery(
      "?page=3&limit=50&sort=-count&filter=(name~acme,count>=5,active=TRUE)&search=%20hello%20&totalItems=true&after=abc&includeTestCalls=false",
      SPEC,
    );
    expect(q).toStrictEqual({
      page: 3,
      limit: 50,
      sort: { field: "count", direction: "desc" },
      filter: [
        { field: "name", op: "~", value: "acme" },
        { field: "count", op: ">=", value: 5 },
        { field: "active", op: "=", value: true },
      ],
      search: "hello",
      totalItems: true,
      after: "abc",
    });
  });

  it("accepts URLSearchParams and ascending sort", () => {
    const q = parseListQuery(new URLSearchParams({ sort: "name" }), SPEC);
    expect(q.sort).toEqual({ field: "name", direction: "asc" });
  });

  it("treats an empty parameter as absent (HTML forms send empty fields)", () => {
    const q = parseListQuery("page=&limit=&sort=&filter=&search=%20%20&before=", SPEC);
    expect(q).toStrictEqual(parseListQuery("", SPEC));
  });

  it("normalises dates (ISO or epoch ms) to epoch ms and booleans from 1/0", () => {
    const q = parseListQuery(
      "filter=(createdAt>=2024-05-01T12:00:00Z,createdAt<1714567200000,createdAt>2024-05-01T14:00:00.250%2B02:00,createdAt!=2024-05-02,active!=0)",
      SPEC,
    );
    expect(q.filter).toEqual([
      { field: "createdAt", op: ">=", value: Date.UTC(2024, 4, 1, 12) },
      { field: "createdAt", op: "<", value: 1714567200000 },
      { field: "createdAt", op: ">", value: Date.UTC(2024, 4, 1, 12, 0, 0, 250) },
      { field: "createdAt", op: "!=", value: Date.UTC(2024, 4, 2) },
      { field: "active", op: "!=", value: false },
    ]);
  });

  it("unescapes \\, \\( \\) \\\\ inside values and keeps = inside a value", () => {
    const q = parseListQuery(`filter=${encodeURIComponent("(name=a\\,b\\(c\\)d\\\\e,name~x=y)")}`, SPEC);
    expect(q.filter).toEqual([
      { field: "name", op: "=", value: "a,b(c)d\\e" },
      { field: "name", op: "~", value: "x=y" },
    ]);
  });

  it("allows blanks after a comma and before the operator", () => {
    expect(parseFilterExpression("(a=1, b =2)")).toEqual([
      { field: "a", op: "=", raw: "1" },
      { field: "b", op: "=", raw: "2" },
    ]);
  });

  it("takes the longest operator and dotted field names", () => {
    expect(parseFilterExpression("(entity.id=1,a>=2,b<=3,c!=4,d>5,e<6,f~g)").map((c) => c.op)).toEqual([
      "=",
      ">=",
      "<=",
      "!=",
      ">",
      "<",
      "~",
    ]);
  });
});

describe("parseListQuery rejects malformed input with a 400 naming the parameter", () => {
  const cases: Array<[string, string, RegExp]> = [
    ["page=-1", "page", /page must be a whole number of at least 1/],
    ["page=0", "page", /page/],
    ["page=1.5", "page", /page/],
    ["page=abc", "page", /page/],
    ["page=99999999999999999999", "page", /page/],
    ["page=1000000001", "page", /^page must be at most 1000000000$/],
    ["limit=0", "limit", /^limit must be between 1 and 1000$/],
    ["limit=100000", "limit", /^limit must be between 1 and 1000$/],
    ["limit=ten", "limit", /limit must be between 1 and 1000/],
    ["sort=nosuchfield", "sort", /^Unknown sort field "nosuchfield"$/],
    ["sort=-", "sort", /sort must name a field/],
    ["sort=active", "sort", /cannot be sorted by "active"/],
    ["sort=__proto__", "sort", /Unknown sort field/],
    ["filter=(x=", "filter", /unbalanced parentheses/],
    ["filter=(x=1", "filter", /unbalanced parentheses/],
    ["filter=(a=(b))", "filter", /unbalanced parentheses/],
    ["filter=(name=a))", "filter", /after the closing parenthesis/],
    ["filter=name=a", "filter", /\(field=value,\.\.\.\)/],
    ["filter=(name=a,,count=1)", "filter", /empty clause/],
    ["filter=(name=a,)", "filter", /empty clause/],
    ["filter=(name)", "filter", /no operator/],
    ["filter=(name=)", "filter", /no value/],
    ["filter=(1name=a)", "filter", /field name/],
    ["filter=(name=a\\)", "filter", /unbalanced parentheses|backslash/],
    ["filter=(nosuch=1)", "filter", /Unknown filter field "nosuch"/],
    ["filter=(hidden=1)", "filter", /cannot be filtered by "hidden"/],
    ["filter=(count~5)", "filter", /Operator "~" is not allowed on "count"/],
    ["filter=(active>=1)", "filter", /Operator ">=" is not allowed on "active"/],
    ["filter=(name>a)", "filter", /Operator ">" is not allowed on "name"/],
    ["filter=(entity.id~a)", "filter", /Operator "~" is not allowed/],
    ["filter=(count=abc)", "filter", /not a number/],
    ["filter=(count=1e999)", "filter", /not a number/],
    ["filter=(active=yes)", "filter", /not a boolean/],
    ["filter=(createdAt>=yesterday)", "filter", /not a date/],
    ["filter=(createdAt>=2024-02-30T00:00:00Z)", "filter", /not a date/],
    ["filter=(createdAt>=2024-05-01T12:00:00)", "filter", /not a date/],
    ["filter=(status=Unknown)", "filter", /one of InProgress, Connected, Failed/],
    ["page=1&page=2", "page", /given more than once/],
    ["filter=(a=1)&filter=(b=2)", "filter", /given more than once/],
    [`search=${"x".repeat(201)}`, "search", /at most 200 characters/],
    ["totalItems=maybe", "totalItems", /totalItems must be true or false/],
    ["before=a&after=b", "before", /before and after cannot be used together/],
    [`after=${"c".repeat(201)}`, "after", /at most 200 characters/],
    [`filter=(${Array.from({ length: 51 }, () => "name=a").join(",")})`, "filter", /too many clauses/],
  ];
  it.each(cases)("%s", (input, param, message) => {
    const err = errorOf(() => parseListQuery(input, SPEC));
    expect(err.status).toBe(400);
    expect(err.param).toBe(param);
    expect(err.message).toMatch(message);
  });

  it("rejects the issue's examples on the call list", () => {
    for (const input of ["page=-1", "limit=100000", "sort=nosuchfield", "filter=(x="]) {
      expect(errorOf(() => parseListQuery(input, CALL_LIST_SPEC)).status).toBe(400);
    }
  });

  it("rejects search on a list that has none", () => {
    const err = errorOf(() => parseListQuery("search=x", { ...SPEC, searchable: false }));
    expect(err.param).toBe("search");
  });
});

describe("never throws anything but ListQueryError", () => {
  const anyText = fc.oneof(
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.string({ unit: fc.constantFrom(..."()=,~!<>\\-+%&?.aZ0 9eET:Z".split("")), maxLength: 60 }),
  );
  const params = ["page", "limit", "sort", "filter", "search", "totalItems", "before", "after"];

  it("for random values of each parameter", () => {
    fc.assert(
      fc.property(fc.constantFrom(...params), anyText, (name, text) => {
        for (const spec of [SPEC, CALL_LIST_SPEC]) {
          try {
            parseListQuery(new URLSearchParams([[name, text]]), spec);
            parseListQuery(`${name}=${text}`, spec);
          } catch (e) {
            if (!(e instanceof ListQueryError)) throw e;
            expect(e.message.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("for random whole query strings", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        try {
          parseListQuery(text, CALL_LIST_SPEC);
        } catch (e) {
          if (!(e instanceof ListQueryError)) throw e;
        }
      }),
      { numRuns: 2000 },
    );
  });
});

/** Valid queries for a spec: what the console may build and the platform must read back unchanged. */
function validQuery(spec: ListSpec): fc.Arbitrary<ListQuery> {
  const text = fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== "");
  const textWithPunctuation = fc.oneof(
    text,
    fc.string({ unit: fc.constantFrom(..."(),\\=<>~!& +%#?a".split("")), minLength: 1, maxLength: 12 }),
  );
  const clause = (field: string): fc.Arbitrary<FilterClause> => {
    const f = spec.fields[field];
    const op = fc.constantFrom<FilterOp>(...(f.ops ?? DEFAULT_OPS[f.type]));
    const value: fc.Arbitrary<string | number | boolean> =
      f.type === "number"
        ? fc.oneof(
            fc.integer(),
            fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n)),
          )
        : f.type === "boolean"
          ? fc.boolean()
          : f.type === "date"
            ? fc.integer({ min: -8.64e15, max: 8.64e15 }).map((n) => (n === 0 ? 0 : n))
            : f.type === "enum" && f.values
              ? fc.constantFrom(...f.values)
              : textWithPunctuation;
    return fc.record({ field: fc.constant(field), op, value });
  };
  const filterable = Object.keys(spec.fields).filter((k) => spec.fields[k].filterable !== false);
  const sortable = Object.keys(spec.fields).filter((k) => spec.fields[k].sortable);
  return fc
    .record(
      {
        page: fc.integer({ min: 1, max: LIST_QUERY_BOUNDS.maxPage }),
        limit: fc.integer({ min: 1, max: spec.maxLimit }),
        sort: fc.record({
          field: fc.constantFrom(...sortable),
          direction: fc.constantFrom("asc" as const, "desc" as const),
        }),
        filter: fc.array(fc.constantFrom(...filterable).chain(clause), { maxLength: 8 }),
        search: fc.string({ unit: "grapheme", minLength: 1, maxLength: 200 }).filter((s) => s.trim() === s && s !== ""),
        totalItems: fc.boolean(),
        before: fc.string({ unit: "grapheme", minLength: 1, maxLength: 50 }).filter((s) => s.trim() !== ""),
        after: fc.string({ unit: "grapheme", minLength: 1, maxLength: 50 }).filter((s) => s.trim() !== ""),
      },
      { requiredKeys: ["page", "limit", "sort", "filter", "totalItems"] },
    )
    .filter((q) => !(q.before !== undefined && q.after !== undefined))
    .filter((q) => [...(q.search ?? "")].length <= 200 && (q.search ?? "").length <= 200);
}

describe("round trip: parseListQuery(buildListQuery(q)) equals q", () => {
  it.each([
    ["a test spec", SPEC],
    ["the call list spec", CALL_LIST_SPEC],
  ])("for generated valid queries on %s", (_, spec) => {
    fc.assert(
      fc.property(validQuery(spec), (generated) => {
        const q = structuredClone(generated); // plain objects: fast-check records have no prototype
        expect(parseListQuery(buildListQuery(q, spec), spec)).toStrictEqual(q);
        // without the spec dates are written as epoch ms, which reads back the same
        expect(parseListQuery(buildListQuery(q), spec)).toStrictEqual(q);
      }),
      { numRuns: 1000 },
    );
  });

  it("for hand-written queries", () => {
    const queries: ListQuery[] = [
      { page: 1, limit: 10, sort: { field: "setupTime", direction: "desc" }, filter: [], totalItems: false },
      {
        page: 4,
        limit: 250,
        sort: { field: "CallingEntityName", direction: "asc" },
        filter: [
          { field: "setupTime", op: ">=", value: Date.UTC(2024, 0, 1) },
          { field: "setupTime", op: "<", value: Date.UTC(2024, 0, 2) },
          { field: "CallingEntityName", op: "~", value: "Acme (main), \\ desk" },
          { field: "voiceMosQuality", op: "<", value: 2.8 },
          { field: "successful", op: "=", value: false },
          { field: "entityType", op: "=", value: "sip-conn" },
          { field: "callingNumber", op: "=", value: "+49 30 1234" },
        ],
        search: "a&b=c #1 100%",
        totalItems: true,
        before: "cursor+/=",
      },
    ];
    for (const q of queries) expect(parseListQuery(buildListQuery(q, CALL_LIST_SPEC), CALL_LIST_SPEC)).toStrictEqual(q);
  });
});

describe("buildListQuery", () => {
  it("writes a canonical, readable query string", () => {
    expect(
      buildListQuery(
        {
          after: "x",
          totalItems: true,
          search: "hi there",
          filter: [
            { field: "setupTime", op: ">=", value: Date.UTC(2024, 4, 1) },
            { field: "CallingEntityName", op: "~", value: "a,b" },
          ],
          sort: { field: "setupTime", direction: "desc" },
          limit: 20,
          page: 2,
        },
        CALL_LIST_SPEC,
      ),
    ).toBe(
      "page=2&limit=20&sort=-setupTime&filter=(setupTime%3E=2024-05-01T00:00:00.000Z,CallingEntityName~a%5C,b)&search=hi%20there&totalItems=true&after=x",
    );
  });

  it("leaves out what is absent and totalItems=false", () => {
    expect(buildListQuery({})).toBe("");
    expect(buildListQuery({ totalItems: false, filter: [], search: "" })).toBe("");
    expect(buildListQuery({ sort: { field: "name", direction: "asc" } })).toBe("sort=name");
  });
});

describe("filter grammar helpers", () => {
  it("formatFilterExpression escapes , ( ) \\ and parseFilterExpression reads them back", () => {
    const clauses = [
      { field: "a", op: "=" as const, value: "x,y(z)\\" },
      { field: "b", op: ">" as const, value: "=5" },
      { field: "c", op: "<" as const, value: "=" },
      { field: "d", op: "~" as const, value: 12 },
    ];
    const text = formatFilterExpression(clauses);
    expect(text).toBe("(a=x\\,y\\(z\\)\\\\,b>\\=5,c<\\=,d~12)");
    expect(parseFilterExpression(text)).toEqual(
      clauses.map((c) => ({ field: c.field, op: c.op, raw: String(c.value) })),
    );
  });

  it("reads an empty group as no clauses", () => {
    expect(parseFilterExpression("()")).toEqual([]);
    expect(parseFilterExpression("")).toEqual([]);
  });
});
