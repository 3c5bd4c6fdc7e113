import { createInstance, type TFunction } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { i18nOptions } from "../../../app/i18n/config";
import { i18nFor, i18nServer } from "../../../app/i18n/i18next.server";
import { DEFAULT_LOCALE } from "../../../app/i18n/locale";
import { memoizeT } from "../../../app/i18n/memo-t";

/** What the server now builds once and reuses (issue 15 "render less, once") must read the same. */
describe("translations shared across requests", () => {
  it("gives every request of a locale the same ready instance, translating like a fresh one", async () => {
    const shared = i18nFor(DEFAULT_LOCALE);
    expect(i18nFor(DEFAULT_LOCALE)).toBe(shared);
    expect(shared.isInitialized).toBe(true);
    const fresh = createInstance();
    await fresh.init(i18nOptions(DEFAULT_LOCALE));
    for (const key of ["common:actions.close", "messages:error_generic", "calls:quality.good"]) {
      expect(shared.t(key)).toBe(fresh.t(key));
    }
  });

  it("answers a loader's fixed t in the request's locale, whatever the Accept-Language", async () => {
    const request = new Request("http://x/portal", { headers: { "Accept-Language": "xx-YY,fr;q=0.5" } });
    const t = await i18nServer.getFixedT(request, "common");
    expect(t("actions.close")).toBe("Close");
    expect(i18nFor(DEFAULT_LOCALE).language).toBe(DEFAULT_LOCALE);
  });
});

describe("memoizeT", () => {
  it("looks each plain key up once and answers what t answers", () => {
    const t = vi.fn((key: string, options?: { defaultValue?: string; count?: number }) =>
      options?.count !== undefined ? `${key}:${options.count}` : (options?.defaultValue ?? key.toUpperCase()),
    );
    const memo = memoizeT(t as unknown as TFunction);
    expect(memo("calls:yes")).toBe("CALLS:YES");
    expect(memo("calls:yes")).toBe("CALLS:YES");
    expect(memo("calls:entity_type.x", { defaultValue: "x" })).toBe("x");
    expect(memo("calls:entity_type.x", { defaultValue: "y" })).toBe("y");
    expect(t).toHaveBeenCalledTimes(3);
    // Calls with other options are never cached: their answer depends on them.
    expect(memo("n", { count: 1 })).toBe("n:1");
    expect(memo("n", { count: 2 })).toBe("n:2");
    expect(t).toHaveBeenCalledTimes(5);
  });
});

describe("the theme's stylesheet", () => {
  it("holds the theme's CSS variables and the baseline, the same bytes in every process", async () => {
    const first = (await import("../../../app/styles/theme-css.server")).themeCss();
    expect(first.css).toContain("--joy-palette-primary-500");
    expect(first.css).toContain("box-sizing");
    vi.resetModules();
    const again = (await import("../../../app/styles/theme-css.server")).themeCss();
    expect(again).not.toBe(first);
    expect(again.version).toBe(first.version);
    expect(again.css).toBe(first.css);
  });
});

describe("GET /theme.css", () => {
  it("is cached for a year under its current hash, and revalidated under any other URL", async () => {
    const { loader } = await import("../../../app/routes/theme[.]css");
    const { themeCss, themeCssHref } = await import("../../../app/styles/theme-css.server");
    const get = (path: string) => loader({ request: new Request(`http://x${path}`), params: {}, context: {} } as never);
    const current = await get(themeCssHref());
    expect(current.headers.get("Content-Type")).toMatch(/^text\/css/);
    expect(current.headers.get("Cache-Control")).toContain("immutable");
    expect(await current.text()).toBe(themeCss().css);
    expect((await get("/theme.css")).headers.get("Cache-Control")).toBe("no-cache");
    expect((await get("/theme.css?v=old")).headers.get("Cache-Control")).toBe("no-cache");
  });
});
