import type { InitOptions } from "i18next";
import { DEFAULT_LOCALE, UI_LOCALES } from "./locale";

/** The namespace of a key that names none. */
export const DEFAULT_NAMESPACE = "common";

/**
 * The i18next options the server and the browser share; only `lng` differs per request. The server
 * adds the whole catalogue (config.ts); the browser the namespaces of the page's routes
 * (route-namespaces.ts), so no page downloads the others.
 */
export function baseI18nOptions(lng: string): InitOptions {
  return {
    lng,
    defaultNS: DEFAULT_NAMESPACE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...UI_LOCALES],
    // Look up "en-US" only, never a bare "en" that has no catalogue.
    load: "currentOnly",
    // React escapes what it renders; escaping here too would show "&amp;".
    interpolation: { escapeValue: false },
    // Resources are inline: initialise synchronously, so the first render is already translated.
    initImmediate: false,
    react: { useSuspense: false },
    returnNull: false,
  };
}
