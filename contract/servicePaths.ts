/**
 * The platform's service base paths (docs/product.md#base-paths "Service base paths"): the platform mounts its
 * services there (platform/index.ts), the server proxies them, and the console uses them to decide
 * whether a URL the platform hands out (a download notification's url) is a platform path it may
 * fetch for the user.
 */
export const SERVICE_BASE_PATHS = [
  "/vaic/api",
  "/billing/api",
  "/sip-connection/api",
  "/routing/api",
  "/phones/api",
  "/bots/api",
  "/teams/api",
  "/api/v1",
  "/statistics/api",
  "/ai-framework-management/api/v1",
] as const;

/** The main service (docs/product.md#base-paths "/vaic/api (main)"); relative download urls are relative to it (docs/product.md#notifications). */
export const MAIN_SERVICE_BASE = "/vaic/api";

// Control characters, and the characters a path could smuggle another path or host through.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f\\#]/;
// Encoded "/", "\", "." and "%": a proxy or framework that decodes once more could climb out of the service.
const ENCODED_SEPARATOR = /%(2f|5c|2e|25)/i;

/**
 * The platform path a notification's download url stands for, or null when it is not one: an
 * absolute url (any scheme, or "//host"), a path outside the service base paths, dot segments,
 * encoded separators or control characters are all refused. A relative url ("exports/1/download")
 * is resolved against the main service base (docs/product.md#exports); a query string is kept.
 */
export function platformDownloadPath(url: string): string | null {
  const text = url.trim();
  if (!text || text.length > 2048 || UNSAFE.test(text)) return null;
  // A scheme ("https:", "javascript:", "data:") or a protocol-relative url: never fetched.
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith("//")) return null;
  const path = text.startsWith("/") ? text : `${MAIN_SERVICE_BASE}/${text}`;
  const [pathname] = path.split("?");
  if (ENCODED_SEPARATOR.test(pathname)) return null;
  if (pathname.split("/").some((segment) => segment === "." || segment === "..")) return null;
  const inService = SERVICE_BASE_PATHS.some((base) => pathname.startsWith(`${base}/`));
  return inService ? path : null;
}
