import { LANGUAGE_CODE_ALIASES } from "../../contract/enums/locale";

/**
 * Locales, in canonical BCP 47 case ("en-US"). The spec writes the default as "en-us"; tags are
 * case-insensitive, and the catalogue folder under public/locales/ is the lower-case form.
 */

/** docs/product.md#other-constants "locale en-us". */
export const DEFAULT_LOCALE = "en-US";

/** Locales the platform is asked to answer in (docs/product.md#session names zh-HK and zh-CN besides English). */
export const SUPPORTED_LOCALES: readonly string[] = ["en-US", "zh-CN", "zh-HK"];

/** Locales the console has a catalogue for (public/locales/<lower-case tag>/); the UI speaks only these. */
export const UI_LOCALES: readonly string[] = [DEFAULT_LOCALE];

/** Name of the cookie that remembers a locale chosen with `?lng=`. */
export const LOCALE_COOKIE_NAME = "lng";

/** Canonical form of a language tag: "en-us" -> "en-US"; "yue-hk" -> "zh-HK", "cmn-cn" -> "zh-CN". */
export function normaliseLocale(tag: string): string {
  const parts = tag.trim().replace(/_/g, "-").split("-").filter(Boolean);
  if (parts.length === 0) return "";
  const lower = parts.map((p) => p.toLowerCase());
  const alias = LANGUAGE_CODE_ALIASES[lower.join("-")];
  if (alias) return alias;
  return lower
    .map((p, i) => {
      if (i === 0) return p;
      if (p.length === 2) return p.toUpperCase(); // region
      if (p.length === 4) return p[0].toUpperCase() + p.slice(1); // script
      return p;
    })
    .join("-");
}

/** The tags of an Accept-Language header, normalised, best first (q=0 and "*" dropped). */
export function acceptedLocales(acceptLanguage: string | null | undefined): string[] {
  if (!acceptLanguage) return [];
  return acceptLanguage
    .split(",")
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: normaliseLocale(tag), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((w) => w.tag && w.tag !== "*" && w.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((w) => w.tag);
}

/**
 * The first of `wanted` that `supported` holds: the exact tag, else the same language in another
 * region ("en-GB" -> "en-US"); null when none matches.
 */
export function matchLocale(wanted: readonly string[], supported: readonly string[]): string | null {
  for (const tag of wanted) {
    const exact = supported.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split("-")[0].toLowerCase();
    const sameLanguage = supported.find((l) => l.split("-")[0].toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

/** The UI locale for one value (a `lng` parameter or cookie); null when the console has no catalogue for it. */
export function uiLocaleOf(value: string | null | undefined): string | null {
  if (!value) return null;
  return matchLocale([normaliseLocale(value)], UI_LOCALES);
}

/** The folder of a locale's catalogue under public/locales/. */
export function catalogueFolder(locale: string): string {
  return locale.toLowerCase();
}
