import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/messages";
import { i18nOptions } from "../../../app/i18n/config";
import { detectLocale, localeCookie, localeCookieHeader } from "../../../app/i18n/i18next.server";
import { DEFAULT_LOCALE, UI_LOCALES, catalogueFolder, normaliseLocale, uiLocaleOf } from "../../../app/i18n/locale";
import { CATALOGUE, NAMESPACES } from "../../../app/i18n/resources";

const ROOT = join(__dirname, "../../..");
const CATALOGUE_DIR = join(ROOT, "public/locales", catalogueFolder(DEFAULT_LOCALE));

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

describe("the English catalogue", () => {
  it("messages.json holds exactly the MESSAGES of contract/messages.ts", () => {
    expect(readJson(join(CATALOGUE_DIR, "messages.json"))).toEqual(MESSAGES);
  });

  it("loads every namespace file of public/locales/en-us/, with its current content", () => {
    const files = readdirSync(CATALOGUE_DIR).filter((f) => f.endsWith(".json"));
    expect([...NAMESPACES].sort()).toEqual(files.map((f) => f.replace(/\.json$/, "")).sort());
    for (const ns of NAMESPACES) expect(CATALOGUE[ns], ns).toEqual(readJson(join(CATALOGUE_DIR, `${ns}.json`)));
  });

  it("translates with {{x}} interpolation and leaves escaping to React", async () => {
    const i18n = createInstance();
    await i18n.init(i18nOptions(DEFAULT_LOCALE));
    expect(i18n.t("common:actions.close")).toBe("Close");
    expect(i18n.t("actions.sign_out")).toBe("Sign out"); // common is the default namespace
    expect(i18n.t("messages:error_generic")).toBe(
      "Oops, something went wrong. Please contact your system administrator!",
    );
    expect(i18n.t("messages:warning_3ds_failed", { provider: "<Acme & Co>" })).toBe(
      "3-D Secure authentication with <Acme & Co> failed.",
    );
  });
});

describe("locale", () => {
  it.each([
    ["yue-hk", "zh-HK"],
    ["YUE-HK", "zh-HK"],
    ["cmn-cn", "zh-CN"],
    ["cmn_CN", "zh-CN"],
    ["en-us", "en-US"],
    ["EN_us", "en-US"],
    ["zh-hant-hk", "zh-Hant-HK"],
    ["de", "de"],
    ["", ""],
  ])("normalises %j to %j", (tag, expected) => {
    expect(normaliseLocale(tag)).toBe(expected);
  });

  it.each([
    ["en-us", "en-US"],
    ["en-GB", "en-US"],
    ["en", "en-US"],
    ["yue-hk", null], // zh-HK: no catalogue yet
    ["cmn-cn", null],
    ["fr-FR", null],
    ["", null],
  ])("the UI locale of %j is %j", (value, expected) => {
    expect(uiLocaleOf(value)).toBe(expected);
  });

  const request = (url: string, headers: Record<string, string> = {}) =>
    new Request(`http://console.test${url}`, { headers });

  it("detects the locale from ?lng=, then the cookie, then Accept-Language, else en-US", async () => {
    expect(UI_LOCALES).toEqual(["en-US"]);
    expect(await detectLocale(request("/login"))).toBe("en-US");
    expect(await detectLocale(request("/login?lng=en-us"))).toBe("en-US");
    expect(await detectLocale(request("/login?lng=cmn-cn"))).toBe("en-US");
    expect(await detectLocale(request("/login", { "Accept-Language": "yue-HK,fr;q=0.8" }))).toBe("en-US");
    expect(await detectLocale(request("/login", { "Accept-Language": "fr-FR,en-GB;q=0.5" }))).toBe("en-US");
    const cookie = (await localeCookie.serialize("en-us")).split(";")[0];
    expect(await detectLocale(request("/login", { Cookie: cookie }))).toBe("en-US");
  });

  it("remembers a supported ?lng= in a cookie, and nothing else", async () => {
    const header = await localeCookieHeader(request("/portal/dashboard?lng=EN-us"));
    expect(header).toMatch(/^lng=/);
    expect(await localeCookie.parse(header)).toBe("en-US");
    expect(await localeCookieHeader(request("/portal/dashboard?lng=xx-YY"))).toBeNull();
    expect(await localeCookieHeader(request("/portal/dashboard"))).toBeNull();
  });
});

// ---- every literal key the console's code translates exists in its namespace file ----------------

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?)$/.test(name) ? [path] : [];
  });
}

function hasKey(catalogue: unknown, key: string): boolean {
  const lookup = (k: string) =>
    k
      .split(".")
      .reduce<unknown>(
        (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
        catalogue,
      );
  // Plural keys live as key_one / key_other.
  return [key, `${key}_one`, `${key}_other`].some((k) => typeof lookup(k) === "string");
}

const LITERAL = String.raw`["']([^"'\`$]+)["']`;
const NAMESPACE_DECLARATIONS = [
  new RegExp(String.raw`useTranslation\(\s*${LITERAL}`, "g"),
  new RegExp(String.raw`useTranslation\(\s*\[\s*${LITERAL}`, "g"),
  new RegExp(String.raw`getFixedT\([^,)]+,\s*${LITERAL}`, "g"),
];
const KEY_USES = [new RegExp(String.raw`\bt\(\s*${LITERAL}`, "g"), new RegExp(String.raw`i18nKey=\s*${LITERAL}`, "g")];

function literalKeys(): { file: string; ns: string[]; key: string }[] {
  return sourceFiles(join(ROOT, "app")).flatMap((file) => {
    const code = readFileSync(file, "utf8");
    const declared = NAMESPACE_DECLARATIONS.flatMap((re) => [...code.matchAll(re)].map((m) => m[1]));
    const ns = declared.length ? declared : ["common"];
    return KEY_USES.flatMap((re) => [...code.matchAll(re)].map((m) => ({ file: relative(ROOT, file), ns, key: m[1] })));
  });
}

describe("translation keys used in app/", () => {
  const uses = literalKeys();

  it("finds the keys (the scan itself works)", () => {
    expect(uses.some((u) => u.file.endsWith("StatusPageViews.tsx") && u.key === "not_found.title")).toBe(true);
    expect(uses.some((u) => u.key === "common:toast.close")).toBe(true);
  });

  it("each exists in its namespace file", () => {
    const catalogue = CATALOGUE as Record<string, unknown>;
    const missing = uses.filter(({ ns, key }) => {
      const sep = key.indexOf(":");
      if (sep > 0 && Object.hasOwn(catalogue, key.slice(0, sep)))
        return !hasKey(catalogue[key.slice(0, sep)], key.slice(sep + 1));
      return !ns.some((n) => Object.hasOwn(catalogue, n) && hasKey(catalogue[n], key));
    });
    expect(missing.map(({ file, ns, key }) => `${file}: ${key} (namespaces ${ns.join(", ")})`)).toEqual([]);
  });
});
