import { createCookie } from "@remix-run/node";
import { createInstance, type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nOptions } from "./config";
import { DEFAULT_LOCALE, LOCALE_COOKIE_NAME, UI_LOCALES, acceptedLocales, matchLocale, uiLocaleOf } from "./locale";
import { TIME } from "../../contract/limits/units";

/** Remembers a locale picked with `?lng=` (a preference, not a secret: readable, a year long). */
export const localeCookie = createCookie(LOCALE_COOKIE_NAME, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * TIME.DAY_SECONDS,
});

/**
 * The locale of a request: the `lng` search parameter, then the `lng` cookie, then Accept-Language,
 * each normalised (docs/product.md#session: yue-hk -> zh-HK, cmn-cn -> zh-CN); a locale without a catalogue falls back
 * to en-US.
 */
export async function detectLocale(request: Request): Promise<string> {
  const fromParam = uiLocaleOf(new URL(request.url).searchParams.get(LOCALE_COOKIE_NAME));
  if (fromParam) return fromParam;
  const cookieValue: unknown = await localeCookie.parse(request.headers.get("Cookie"));
  const fromCookie = typeof cookieValue === "string" ? uiLocaleOf(cookieValue) : null;
  if (fromCookie) return fromCookie;
  return matchLocale(acceptedLocales(request.headers.get("Accept-Language")), UI_LOCALES) ?? DEFAULT_LOCALE;
}

/**
 * Set-Cookie for a locale chosen with `?lng=` on this request, so later pages keep it; null when the
 * request chose none (or an unsupported one).
 */
export async function localeCookieHeader(request: Request): Promise<string | null> {
  const chosen = uiLocaleOf(new URL(request.url).searchParams.get(LOCALE_COOKIE_NAME));
  return chosen ? localeCookie.serialize(chosen) : null;
}

/**
 * One initialised i18next instance per locale for the whole process: the catalogue is bundled and
 * never changes at run time, so every request in a locale shares one (building one per request and
 * per loader cost more than the translations themselves). Nothing may change a shared instance's
 * language: requests ask for a fixed `t` of their locale.
 */
const instances = new Map<string, i18n>();

/**
 * i18next canonicalises the language code (Intl.getCanonicalLocales) on every look-up, a tenth of a
 * page's translation time; the codes of a process are a handful, so each is formatted once.
 */
function memoizeLanguageCodes(instance: i18n) {
  const utils = instance.services.languageUtils as { formatLanguageCode(code: string): string };
  const format = utils.formatLanguageCode.bind(utils);
  const formatted = new Map<string, string>();
  utils.formatLanguageCode = (code: string) => {
    if (typeof code !== "string") return format(code);
    let value = formatted.get(code);
    if (value === undefined) {
      value = format(code);
      formatted.set(code, value);
    }
    return value;
  };
}

export function i18nFor(locale: string): i18n {
  const lng = uiLocaleOf(locale) ?? DEFAULT_LOCALE;
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance();
    // Resources are inline and initImmediate is off: init completes synchronously.
    void instance.use(initReactI18next).init(i18nOptions(lng));
    memoizeLanguageCodes(instance);
    instances.set(lng, instance);
  }
  return instance;
}

/**
 * Loaders' and actions' translations: `await i18nServer.getFixedT(request, "common")` gives a `t`
 * for page titles and server-made text, in the request's locale.
 */
export const i18nServer = {
  async getFixedT(requestOrLocale: Request | string, namespaces?: string | string[]): Promise<TFunction> {
    const locale = typeof requestOrLocale === "string" ? requestOrLocale : await detectLocale(requestOrLocale);
    const instance = i18nFor(locale);
    return instance.getFixedT(instance.language, namespaces);
  },
};
