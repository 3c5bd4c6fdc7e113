import type { InitOptions } from "i18next";
import { DEFAULT_LOCALE, UI_LOCALES } from "./locale";
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from "./resources";

/** The i18next options both sides share; only `lng` differs per request. */
export function i18nOptions(lng: string): InitOptions {
  return {
    lng,
    resources,
    ns: NAMESPACES,
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
