import { CacheProvider } from "@emotion/react";
import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, uiLocaleOf } from "~/i18n/locale";
import { baseI18nOptions } from "~/i18n/options";
import { routeNamespaces } from "~/i18n/route-namespaces";
import { createEmotionCache } from "~/styles/emotion-cache";

declare global {
  interface Window {
    /** The modules of the page's routes, which Remix loads before this entry. */
    __remixRouteModules: Record<string, { handle?: unknown }>;
  }
}

// Created before hydration: it moves the server's style tags out of React's way and reuses them.
const cache = createEmotionCache();

// The server wrote the request's locale into <html lang>; the page's routes carry the namespaces it
// uses (route-namespaces.ts), so translations are ready before the first client render and match the
// server's markup.
const locale = uiLocaleOf(document.documentElement.lang) ?? DEFAULT_LOCALE;
const namespaces = routeNamespaces(Object.values(window.__remixRouteModules).map((module) => module.handle));

void i18next
  .use(initReactI18next)
  .init({ ...baseI18nOptions(locale), resources: { [locale]: namespaces }, ns: Object.keys(namespaces), partialBundledLanguages: true })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <I18nextProvider i18n={i18next}>
            <CacheProvider value={cache}>
              <RemixBrowser />
            </CacheProvider>
          </I18nextProvider>
        </StrictMode>,
      );
    });
  });
