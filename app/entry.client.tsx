import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { loadPageIslands } from "~/components/islands/lazy-island";
import { loadJoyScope, pageHasJoy } from "~/components/joy/scoped-outlet";
import { DEFAULT_LOCALE, uiLocaleOf } from "~/i18n/locale";
import { baseI18nOptions } from "~/i18n/options";
import { routeNamespaces } from "~/i18n/route-namespaces";

declare global {
  interface Window {
    /** The modules of the page's routes, which Remix loads before this entry. */
    __remixRouteModules: Record<string, { handle?: unknown }>;
  }
}

// The server wrote the request's locale into <html lang>; the page's routes carry the namespaces it
// uses (route-namespaces.ts), so translations are ready before the first client render and match the
// server's markup.
const locale = uiLocaleOf(document.documentElement.lang) ?? DEFAULT_LOCALE;
const namespaces = routeNamespaces(Object.values(window.__remixRouteModules).map((module) => module.handle));
// A page with Joy hydrates inside Joy's theme, whose chunk is not among the root's (components/joy).
const routes = Object.entries(window.__remixRouteModules).map(([id, module]) => ({ id, handle: module.handle }));

void Promise.all([
  i18next.use(initReactI18next).init({
    ...baseI18nOptions(locale),
    resources: { [locale]: namespaces },
    ns: Object.keys(namespaces),
    partialBundledLanguages: true,
  }),
  pageHasJoy(routes) ? loadJoyScope() : undefined,
  // The islands the page shows hydrate with their chunks (components/islands/lazy-island.tsx).
  loadPageIslands(),
]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18next}>
          {/* No emotion cache provider: pages with Joy use emotion's own browser cache (key "css", as
              the server's), created when their chunks load; pages without Joy load no emotion. */}
          <RemixBrowser />
        </I18nextProvider>
      </StrictMode>,
    );
  });
});
