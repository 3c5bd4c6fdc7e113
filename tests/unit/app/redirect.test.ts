import { isEntryPage, loginRedirectFor, safeRedirectPath } from "../../../app/auth/redirect";

describe("safeRedirectPath", () => {
  it.each([
    // same-site paths are kept as given
    ["/portal/bots", "/portal/bots"],
    ["/portal/call_history?page=2&sort=-date", "/portal/call_history?page=2&sort=-date"],
    ["/admin/calls/123#log", "/admin/calls/123#log"],
    ["/portal/search?q=a%20b", "/portal/search?q=a%20b"],
    ["/portal//bots", "/portal//bots"],
    // other origins in any spelling fall back
    ["//evil.example", "/fallback"],
    ["///evil.example", "/fallback"],
    ["/\\evil.example", "/fallback"],
    ["\\\\evil.example", "/fallback"],
    ["/%2F%2Fevil.example", "/fallback"],
    ["%2F%2Fevil.example", "/fallback"],
    ["/%5Cevil.example", "/fallback"],
    ["/%252F%252Fevil.example", "/fallback"],
    ["http://evil.example/portal", "/fallback"],
    ["https:evil.example", "/fallback"],
    ["javascript:alert(1)", "/fallback"],
    ["/\t/evil.example", "/fallback"],
    ["/\n/evil.example", "/fallback"],
    ["/%09/evil.example", "/fallback"],
    ["/%0d%0aSet-Cookie:x=1", "/fallback"],
    ["/%E0%A4%A", "/fallback"],
    ["portal/bots", "/fallback"],
    ["", "/fallback"],
  ])("%j -> %s", (input, expected) => {
    expect(safeRedirectPath(input, "/fallback")).toBe(expected);
  });

  it("defaults to the dashboard and rejects non-strings and very long values", () => {
    expect(safeRedirectPath(null)).toBe("/portal/dashboard");
    expect(safeRedirectPath(undefined)).toBe("/portal/dashboard");
    expect(safeRedirectPath(["/portal/bots"])).toBe("/portal/dashboard");
    expect(safeRedirectPath(`/${"a".repeat(5000)}`)).toBe("/portal/dashboard");
  });
});

describe("loginRedirectFor", () => {
  it("remembers path and query of ordinary pages", () => {
    expect(loginRedirectFor("http://c.test/portal/call_history?page=2&sort=-date")).toBe(
      "/login?redirectTo=%2Fportal%2Fcall_history%3Fpage%3D2%26sort%3D-date",
    );
    expect(loginRedirectFor(new Request("http://c.test/admin/accounts"))).toBe("/login?redirectTo=%2Fadmin%2Faccounts");
  });

  it.each([
    "/login",
    "/",
    "/register",
    "/oneclick/entry",
    "/oneclick-cx/entry",
    "/cocohub/entry",
    "/pnc/entry",
    "/msft/entry",
    "/msft/entry/",
    "/login?redirectTo=%2Fx",
  ])("does not remember the entry page %s", (path) => {
    expect(loginRedirectFor(`http://c.test${path}`)).toBe("/login");
  });

  it("round-trips: the remembered value passes safeRedirectPath", () => {
    const target = new URL(loginRedirectFor("http://c.test/portal/bots?x=%2F%2F"), "http://c.test").searchParams.get(
      "redirectTo",
    );
    expect(target).toBe("/portal/bots?x=%2F%2F");
    expect(isEntryPage("/msft/welcome")).toBe(false);
  });
});
