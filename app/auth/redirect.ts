/**
 * Where a visitor may be sent after signing in, and where a forced sign-out sends them.
 * Shared by server and browser code (no server-only imports).
 */

export const DEFAULT_AFTER_LOGIN = "/portal/dashboard";
/** Where a newly registered account lands: the dashboard with its getting-started section. */
export const NEW_ACCOUNT_LANDING = "/portal/landing_dashboard";
/** Administrators land here; it forwards to the first admin page their roles allow. */
export const ADMIN_AFTER_LOGIN = "/admin/dashboard";
export const LOGIN_PATH = "/login";

/**
 * Pages from which a forced sign-out does not remember the return page (docs/product.md#session): sending the
 * user back to an entry page after signing in would restart its flow.
 */
export const ENTRY_PAGES: readonly string[] = [
  "/login",
  "/",
  "/register",
  "/oneclick/entry",
  "/oneclick-cx/entry",
  "/cocohub/entry",
  "/pnc/entry",
  "/msft/entry",
];

const MAX_REDIRECT_LENGTH = 2048;
// Control characters (browsers silently drop tab/CR/LF inside URLs, so "/\t/evil" becomes "//evil").
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * `to` if it is a path on this site ("/portal/bots?page=2"), else `fallback`. Rejects other
 * origins in every spelling a browser would still follow: "//evil", "/\evil", "http://…",
 * "javascript:", their percent-encoded forms (%2F%2F, %5C) and control characters.
 */
export function safeRedirectPath(to: unknown, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof to !== "string" || to.length === 0 || to.length > MAX_REDIRECT_LENGTH) return fallback;
  // Look at the value as given and as decoded (repeatedly: "%252F" is "%2F" once decoded).
  let candidate = to;
  for (let i = 0; i < 3; i++) {
    if (!isSafePath(candidate)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return fallback; // malformed percent-encoding
    }
    if (decoded === candidate) break;
    candidate = decoded;
  }
  // Last line of defence: resolving it against a dummy origin must stay on that origin.
  const base = "http://console.invalid";
  try {
    if (new URL(to, base).origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return to;
}

function isSafePath(value: string): boolean {
  if (!value.startsWith("/")) return false;
  if (value.startsWith("//")) return false;
  if (value.includes("\\")) return false;
  if (CONTROL.test(value)) return false;
  return true;
}

function normalisePathname(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (trimmed || "/").toLowerCase();
}

/** Is `pathname` one of the entry pages whose return page is not remembered? */
export function isEntryPage(pathname: string): boolean {
  return ENTRY_PAGES.includes(normalisePathname(pathname));
}

/**
 * The login URL for a visitor who must (re-)authenticate while asking for `request`:
 * `/login?redirectTo=<path and query>`, or plain `/login` from an entry page.
 */
export function loginRedirectFor(request: Request | URL | string): string {
  const url = new URL(typeof request === "string" || request instanceof URL ? request : request.url);
  if (isEntryPage(url.pathname)) return LOGIN_PATH;
  const wanted = `${url.pathname}${url.search}`;
  if (safeRedirectPath(wanted, "") === "") return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: wanted }).toString()}`;
}
