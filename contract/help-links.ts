/**
 * Where the help menu's product site, documentation and REST API documentation lead (docs/product.md#header
 * "Help menu: product site, documentation, REST API documentation"). The spec names the links, not their
 * addresses: the embedded platform's base settings give the console's own pages as their defaults
 * (platform/services/vaic/settings.ts), the console serves those pages (docs/features/shell.md "Help").
 */

/** The user guide: its home, and `/help/<page>` per feature (app/routes/help.($page).tsx). */
export const USER_GUIDE_PATH = "/help";
/** The REST API reference as a readable page (app/routes/api-docs._index.tsx). */
export const API_REFERENCE_PATH = "/api-docs";
/** The same reference as an OpenAPI 3 document (app/routes/api-docs.openapi[.]json.ts). */
export const OPENAPI_DOCUMENT_PATH = "/api-docs/openapi.json";

/** The three addresses of the `brand` setting. */
export interface HelpLinkUrls {
  productUrl: string;
  documentationUrl: string;
  apiDocumentationUrl: string;
}

/**
 * The defaults. The spec leaves the product site open and the embedded platform has no site of its
 * own, so it is the user guide's home, which opens with what the product is and its tour.
 */
export const DEFAULT_HELP_LINK_URLS: Readonly<HelpLinkUrls> = {
  productUrl: USER_GUIDE_PATH,
  documentationUrl: USER_GUIDE_PATH,
  apiDocumentationUrl: API_REFERENCE_PATH,
};

/**
 * Whether a help link may go into an `href`: an absolute http(s) URL, or a path on the console's own
 * origin ("/help", never "//host" nor a "javascript:" URL).
 */
export function isSafeHelpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  // No spaces, control characters or backslashes (which browsers read as "/"): one plain address.
  // eslint-disable-next-line no-control-regex
  if (value === "" || value.length > 2048 || /[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
