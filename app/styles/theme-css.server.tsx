import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import CssBaseline from "@mui/joy/CssBaseline";
import { CssVarsProvider } from "@mui/joy/styles";
import { createHash } from "node:crypto";
import { renderToString } from "react-dom/server";
import { controlsCss } from "~/components/controls/controls-css";
import { shellCss } from "~/components/shell/shell-css";
import { statusPageCss } from "~/components/status-page-css";
import { alertCss } from "~/components/alert-css";
import { progressBarCss } from "~/components/progress-bar-css";
import { theme } from "~/theme";

import { THEME_CSS_PATH, THEME_CSS_VERSION_PARAM } from "./theme-css";

interface ThemeCss {
  css: string;
  /** Content hash: the stylesheet's URL changes exactly when its content does. */
  version: string;
}

let built: ThemeCss | null = null;

/**
 * The static part of the theme's CSS: Joy's CSS variables of every colour scheme and CssBaseline's
 * global rules. They are the same for every page, so they are rendered once per process (the same
 * bytes in every worker: same theme, same code) and served as one cacheable stylesheet, instead of
 * being serialised into every page (about 27 KB per page). Pages render their CssVarsProvider with
 * `disableStyleSheetGeneration`. The shell's own rules (shell-css.ts) come with them.
 */
export function themeCss(): ThemeCss {
  if (built) return built;
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <CssVarsProvider theme={theme} defaultMode="light">
        <CssBaseline />
      </CssVarsProvider>
    </CacheProvider>,
  );
  const css = [
    ...extractCriticalToChunks(html).styles.map((chunk) => chunk.css),
    shellCss(),
    controlsCss(),
    statusPageCss(),
    alertCss(),
    progressBarCss(),
  ].join("\n");
  built = { css, version: createHash("sha256").update(css).digest("hex").slice(0, 12) };
  return built;
}

/** The stylesheet's versioned URL, for the document's <link>. */
export function themeCssHref(): string {
  return `${THEME_CSS_PATH}?${THEME_CSS_VERSION_PARAM}=${themeCss().version}`;
}
