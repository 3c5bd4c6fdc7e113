import type { LoaderFunctionArgs } from "@remix-run/node";
import { THEME_CSS_VERSION_PARAM } from "~/styles/theme-css";
import { themeCss } from "~/styles/theme-css.server";

/**
 * The theme's static CSS (styles/theme-css.server.tsx). Pages link it with its content hash in the
 * query, so it is cached for a year and a new theme is a new URL; without the current hash (an
 * error page whose root loader failed links it bare) it is revalidated instead.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { css, version } = themeCss();
  const current = new URL(request.url).searchParams.get(THEME_CSS_VERSION_PARAM) === version;
  return new Response(css, {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
