/** Where the theme's static stylesheet is served (routes/theme[.]css.ts, styles/theme-css.server.tsx). */
export const THEME_CSS_PATH = "/theme.css";
/** The query parameter that carries the stylesheet's content hash. */
export const THEME_CSS_VERSION_PARAM = "v";
