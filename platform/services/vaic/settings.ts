import { DEFAULT_HELP_LINK_URLS, isSafeHelpUrl, type HelpLinkUrls } from "../../../contract/help-links";
import { CALL_HISTORY } from "../../../contract/limits/call-history";
import { DEFAULTS } from "../../../contract/limits/defaults";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { SESSION } from "../../../contract/limits/session";
import type { BaseSettings } from "../../../contract/wire/settings";
import type { PlatformContext } from "../../context";

/** The spec leaves the brand name a placeholder; a deployment sets the `brand` setting. */
const DEFAULT_BRAND_NAME = "Voice Console";
/** A DNS TXT string is at most 255 printable ASCII characters (RFC 1035); the real pattern is configured. */
const DEFAULT_DNS_TXT_REGEX = "^[\\x20-\\x7E]{1,255}$";

/** A JSON value of the `settings` table, or undefined when missing or unreadable. */
export function readSetting(ctx: PlatformContext, key: string): unknown {
  const raw = ctx.db.prepare("SELECT value FROM settings WHERE key = ?").pluck().get(key) as string | undefined;
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const num = (v: unknown, fallback: number) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const bool = (v: unknown, fallback: boolean) => (typeof v === "boolean" ? v : fallback);
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The version of the terms of use users must have accepted (setting `termsVersion`, default 1). */
export function termsVersion(ctx: PlatformContext): number {
  return num(readSetting(ctx, "termsVersion"), 1);
}

/** Setting `brand` {name} or, as the seed writes it, `brandName`. */
export function brandName(ctx: PlatformContext): string {
  for (const name of [obj(readSetting(ctx, "brand")).name, readSetting(ctx, "brandName")]) {
    if (typeof name === "string" && name.trim()) return name;
  }
  return DEFAULT_BRAND_NAME;
}

/**
 * The help menu's product site, documentation and REST API documentation (docs/product.md#header "Help
 * menu"): the `brand` setting's `productUrl`, `documentationUrl` and `apiDocumentationUrl`, else the
 * server's configuration (PRODUCT_URL, DOCUMENTATION_URL, API_DOCUMENTATION_URL), else the console's
 * user guide and REST API reference (contract/help-links.ts). A stored value that is no http(s) URL
 * or same-origin path is skipped.
 */
function helpLinkUrls(ctx: PlatformContext): HelpLinkUrls {
  const stored = obj(readSetting(ctx, "brand"));
  const pick = (key: keyof HelpLinkUrls) =>
    [stored[key], ctx.config.helpLinks?.[key]].find(isSafeHelpUrl) ?? DEFAULT_HELP_LINK_URLS[key];
  return {
    productUrl: pick("productUrl"),
    documentationUrl: pick("documentationUrl"),
    apiDocumentationUrl: pick("apiDocumentationUrl"),
  };
}

export function systemMaxBotsCount(ctx: PlatformContext): number {
  return num(readSetting(ctx, "systemMaxBotsCount"), LIMITS_PER_ACCOUNT.BOTS);
}

/**
 * Settings a visitor needs before signing in. Keys of the `settings` table (JSON values):
 * registrationEnabled, sessionTimeoutSeconds, dnsTxtRegex, mosThresholds {poorToFair, fairToGood},
 * brand {name (or brandName), productUrl, documentationUrl, apiDocumentationUrl}, widgets
 * {chatSupportEnabled}, termsVersion. A missing key takes the spec's default (the help links: helpLinkUrls).
 */
export function baseSettings(ctx: PlatformContext): BaseSettings {
  const regions = ctx.db
    .prepare("SELECT region_id AS regionId, region_name AS regionName FROM regions ORDER BY region_name")
    .all() as BaseSettings["regionsSettings"];
  const timeout = num(readSetting(ctx, "sessionTimeoutSeconds"), SESSION.TIMEOUT_SECONDS_DEFAULT);
  const mos = obj(readSetting(ctx, "mosThresholds"));
  const regex = readSetting(ctx, "dnsTxtRegex");
  return {
    regionsSettings: regions,
    registrationEnabled: bool(readSetting(ctx, "registrationEnabled"), DEFAULTS.REGISTRATION_ENABLED),
    // docs/product.md#inactivity: "0 keeps the default"
    sessionTimeoutSeconds:
      timeout > SESSION.TIMEOUT_SECONDS_KEEP_DEFAULT ? Math.round(timeout) : SESSION.TIMEOUT_SECONDS_DEFAULT,
    dnsTxtRegex: typeof regex === "string" && regex ? regex : DEFAULT_DNS_TXT_REGEX,
    mosThresholds: {
      poorToFair: num(mos.poorToFair, CALL_HISTORY.MOS_POOR_TO_FAIR_DEFAULT),
      fairToGood: num(mos.fairToGood, CALL_HISTORY.MOS_FAIR_TO_GOOD_DEFAULT),
    },
    brand: { name: brandName(ctx), ...helpLinkUrls(ctx) },
    widgets: {
      chatSupportEnabled: bool(obj(readSetting(ctx, "widgets")).chatSupportEnabled, DEFAULTS.CHAT_SUPPORT_ENABLED),
    },
    termsVersion: termsVersion(ctx),
  };
}
