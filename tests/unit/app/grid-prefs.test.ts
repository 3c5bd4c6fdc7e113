import { describe, expect, it } from "vitest";
import { defaultPrefs, prefsFromForm, RESET_INTENT, type GridPrefs } from "~/features/grid/prefs";
import {
  GRID_PREFS_COOKIE_BUDGET,
  GRID_PREFS_COOKIE_NAME,
  parseGridPrefsCookie,
  readGridPrefs,
  saveGridPrefs,
  serializeGridPrefs,
} from "~/features/grid/prefs.server";

/** The Cookie request header a browser would send back for a Set-Cookie value. */
function cookieHeaderOf(setCookie: string): string {
  return setCookie.split(";")[0];
}

function rawCookie(value: unknown): string {
  // What a browser would hold: base64 of the JSON, as Remix's cookies encode it.
  const encoded = Buffer.from(JSON.stringify(value), "utf8").toString("base64");
  return `${GRID_PREFS_COOKIE_NAME}=${encodeURIComponent(encoded)}`;
}

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const CALLS: GridPrefs = { hidden: ["successful", "campaignId"], density: "compact", zebra: true };

describe("grid preferences cookie", () => {
  it("round-trips: what is saved is what the next request reads", async () => {
    const setCookie = await serializeGridPrefs({}, "calls", CALLS);
    expect(setCookie).toMatch(/^vc_grid=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const request = new Request("http://console.test/portal/call_history", {
      headers: { Cookie: cookieHeaderOf(setCookie) },
    });
    expect(await readGridPrefs(request, "calls")).toEqual(CALLS);
  });

  it("keeps other grids' entries when one grid saves", async () => {
    const first = await serializeGridPrefs({}, "calls", CALLS);
    const request = new Request("http://x/", { headers: { Cookie: cookieHeaderOf(first) } });
    const second = await saveGridPrefs(request, "bots", defaultPrefs({ density: "comfortable" }));
    const store = await parseGridPrefsCookie(cookieHeaderOf(second));
    expect(store.calls).toEqual(CALLS);
    expect(store.bots.density).toBe("comfortable");
  });

  it("marks the cookie Secure only when asked", async () => {
    expect(await serializeGridPrefs({}, "calls", CALLS, { secure: true })).toMatch(/Secure/);
    expect(await serializeGridPrefs({}, "calls", CALLS)).not.toMatch(/Secure/);
  });

  it("falls back to the grid's defaults when nothing is saved", async () => {
    const request = new Request("http://x/");
    expect(await readGridPrefs(request, "calls", { hidden: ["successful"] })).toEqual({
      hidden: ["successful"],
      density: "standard",
      zebra: false,
    });
  });

  it("gives a grid named like an object's own member its defaults (action fuzz: gridId 'valueOf')", async () => {
    const request = new Request("http://x/");
    for (const gridId of ["valueOf", "constructor", "toString", "hasOwnProperty"]) {
      expect(await readGridPrefs(request, gridId)).toEqual(defaultPrefs());
    }
    const saved = await saveGridPrefs(request, "valueOf", defaultPrefs({ density: "compact" }));
    expect((await parseGridPrefsCookie(cookieHeaderOf(saved))).valueOf).toEqual(defaultPrefs({ density: "compact" }));
  });

  it("ignores garbage: not base64, not JSON, wrong shapes, bad ids", async () => {
    expect(await parseGridPrefsCookie("vc_grid=%%%not-base64")).toEqual({});
    expect(await parseGridPrefsCookie(`vc_grid=${Buffer.from("{not json").toString("base64")}`)).toEqual({});
    expect(await parseGridPrefsCookie(rawCookie([1, 2, 3]))).toEqual({});
    const mixed = await parseGridPrefsCookie(
      rawCookie({
        calls: CALLS,
        bots: { hidden: "x", density: "compact", zebra: true },
        phones: { hidden: [], density: "huge", zebra: false },
        sip: { hidden: ["<script>"], density: "compact", zebra: false },
        "bad id!": CALLS,
      }),
    );
    expect(mixed).toEqual({ calls: CALLS });
  });

  it("stays under its size budget by dropping the least recently saved grids", async () => {
    const many = Array.from({ length: 40 }, (_, i) => `column_with_a_long_name_${i}`);
    let store = {};
    let setCookie = "";
    for (let i = 0; i < 12; i++) {
      setCookie = await serializeGridPrefs(store, `grid${i}`, { hidden: many, density: "compact", zebra: false });
      store = await parseGridPrefsCookie(cookieHeaderOf(setCookie));
    }
    expect(setCookie.length).toBeLessThanOrEqual(GRID_PREFS_COOKIE_BUDGET);
    const kept = Object.keys(store);
    expect(kept).toContain("grid11");
    expect(kept).not.toContain("grid0");
  });
});

describe("prefsFromForm (the settings form)", () => {
  const columns: Array<[string, string]> = ["id", "callingNumber", "successful", "campaignId"].map((c) => [
    "column",
    c,
  ]);

  it("hides the columns whose box is unchecked and reads density and view", () => {
    const next = prefsFromForm(
      form([...columns, ["visible", "id"], ["visible", "successful"], ["density", "comfortable"], ["view", "default"]]),
      CALLS,
    );
    expect(next).toEqual({ hidden: ["callingNumber", "campaignId"], density: "comfortable", zebra: false });
  });

  it("keeps at least one column visible", () => {
    const next = prefsFromForm(form([...columns, ["density", "compact"], ["view", "zebra"]]), CALLS);
    expect(next.hidden).toEqual(CALLS.hidden);
  });

  it("reset columns restores the default visibility", () => {
    const next = prefsFromForm(
      form([
        ...columns,
        ["visible", "id"],
        ["defaultHidden", "successful"],
        ["intent", RESET_INTENT],
        ["density", "compact"],
        ["view", "zebra"],
      ]),
      CALLS,
    );
    expect(next).toEqual({ hidden: ["successful"], density: "compact", zebra: true });
  });

  it("ignores malformed ids and unknown density or view", () => {
    const next = prefsFromForm(
      form([
        ["column", "id"],
        ["column", "<bad>"],
        ["visible", "id"],
        ["density", "huge"],
        ["view", "tartan"],
      ]),
      CALLS,
    );
    expect(next).toEqual({ hidden: [], density: "compact", zebra: true });
  });
});
