import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { i18nOptions } from "./config";
import { DEFAULT_LOCALE, LOCALE_COOKIE_NAME, UI_LOCALES, acceptedLocales, matchLocale, uiLocaleOf } from "./locale";

/** Remembers a locale picked with `?lng=` (a preference, not a secret: readable, a year long). */
export const localeCookie = createCookie(LOCALE_COOKIE_NAME, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

/**
 * The locale of a request: the `lng` search parameter, then the `lng` cookie, then Accept-Language,
 * each normalised (000 §4: yue-hk -> zh-HK, cmn-cn -> zh-CN); a locale without a catalogue falls back
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
 * remix-i18next for loaders and actions: `await i18nServer.getFixedT(request, "common")` gives a `t`
 * for page titles and server-made text.
 */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...UI_LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: detectLocale,
  },
  i18next: i18nOptions(DEFAULT_LOCALE),
});
