import { CacheProvider } from "@emotion/react";
import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "~/i18n/config";
import { DEFAULT_LOCALE, uiLocaleOf } from "~/i18n/locale";
import { createEmotionCache } from "~/styles/emotion-cache";

// Created before hydration: it moves the server's style tags out of React's way and reuses them.
const cache = createEmotionCache();

// The server wrote the request's locale into <html lang>; the catalogue is bundled, so translations
// are ready before the first client render and match the server's markup.
const locale = uiLocaleOf(document.documentElement.lang) ?? DEFAULT_LOCALE;

void i18next
  .use(initReactI18next)
  .init(i18nOptions(locale))
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
