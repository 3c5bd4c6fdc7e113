import type { HeadersFunction } from "@remix-run/node";
import { TIME } from "../../contract/limits/units";

/** How long a browser or a proxy may keep a reading page: the pages change only with a new build. */
export const READING_PAGE_MAX_AGE_SECONDS = 5 * TIME.MINUTE_SECONDS;

/**
 * The reading pages' (user guide, REST API reference) caching: public for a few minutes, as they hold
 * nothing of an account; but never a response that sets a cookie (a flash toast read, a locale chosen
 * with ?lng=), which is one visitor's.
 */
export const readingPageHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders }) => ({
  "Cache-Control":
    parentHeaders.has("Set-Cookie") || loaderHeaders.has("Set-Cookie")
      ? "no-store"
      : `public, max-age=${READING_PAGE_MAX_AGE_SECONDS}`,
});
