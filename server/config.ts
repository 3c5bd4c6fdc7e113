import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { isSafeHelpUrl, type HelpLinkUrls } from "../contract/help-links";
import { PHONE_ORDERS } from "../contract/limits/phone-orders";
import { TEAMS } from "../contract/limits/teams";
import { TIME } from "../contract/limits/units";

/** The server's validated settings (see the README's configuration table). */
export interface ServerConfig {
  port: number;
  /** Absolute path of the folder holding the database, secrets and export files. */
  dataDir: string;
  sessionSecret: string;
  /** Origin of an external platform; unset means the embedded platform is mounted. */
  platformUrl: string | null;
  accessTokenTtlSeconds: number;
  /** Origin the browser reaches the server at (issuer of the identity provider). */
  publicOrigin: string;
  /** Run the call-traffic simulator of the embedded platform. */
  platformSimulate: boolean;
  /** Private addresses the AI framework's outbound requests may reach (PLATFORM_PRIVATE_URLS_ALLOWED; docs/security.md#outbound-requests). */
  platformPrivateUrlsAllowed: string[];
  /** DNS servers the embedded platform's SIP DNS verification asks (PLATFORM_DNS_SERVERS); empty: the system's. */
  platformDnsServers: string[];
  /** How long the embedded platform's simulated number provider takes to answer a purchase. */
  phoneProviderStepMs: number;
  /** How long the console waits for one platform call before it shows the "unavailable" error. */
  platformTimeoutMs: number;
  /** How long the embedded platform takes to create a Teams connection (docs/product.md#timing: up to 10 minutes). */
  teamsConnectionSetupSeconds: number;
  /**
   * The console's OAuth 2 client secret at the identity service (proxy mode). The embedded
   * platform generates its own, so this is only read when PLATFORM_URL is set.
   */
  idpClientSecret: string | null;
  nodeEnv: "development" | "production" | "test";
  /**
   * The help menu's product site, documentation and REST API documentation the embedded platform's
   * settings give (PRODUCT_URL, DOCUMENTATION_URL, API_DOCUMENTATION_URL); unset ones are the console's
   * user guide and REST API reference (docs/features/shell.md "Help").
   */
  helpLinks: Partial<HelpLinkUrls>;
  /** Console processes `npm start` runs (WEB_CONCURRENCY; one per core by default; 1 = one process for everything). */
  workers: number;
}

/** Environment variables (process.env or a plain object in tests). */
export type Env = Readonly<Record<string, string | undefined>>;

/** Raised with one human-readable line per invalid setting. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.map((p) => `Invalid configuration: ${p}`).join("\n"));
  }
}

/** Far above any core count this server is run on; a typo such as 200 instead of 2 is refused. */
const MAX_WORKERS = 64;

const show = (v: string) => JSON.stringify(v);
const unset = (v: string | undefined): v is undefined => v === undefined || v.trim() === "";

function integer(name: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return fallback;
      const n = Number(v.trim());
      if (!/^\d+$/.test(v.trim()) || n < min || n > max) {
        ctx.addIssue({
          code: "custom",
          message: `${name} must be an integer between ${min} and ${max} (got ${show(v)})`,
        });
        return z.NEVER;
      }
      return n;
    });
}

function origin(name: string) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return null;
      let url: URL | null = null;
      try {
        url = new URL(v.trim());
      } catch {
        url = null;
      }
      if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
        ctx.addIssue({
          code: "custom",
          message: `${name} must be an absolute http(s) URL such as https://platform.example.com (got ${show(v)})`,
        });
        return z.NEVER;
      }
      // Keep a path prefix if one is given, but never a trailing slash.
      return url.href.replace(/\/+$/, "");
    });
}

/** A help menu address: an absolute http(s) URL or a path on the console's origin (contract/help-links.ts). */
function helpUrl(name: string) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return undefined;
      if (!isSafeHelpUrl(v.trim())) {
        ctx.addIssue({
          code: "custom",
          message: `${name} must be an absolute http(s) URL or a path such as /help (got ${show(v)})`,
        });
        return z.NEVER;
      }
      return v.trim();
    });
}

const envSchema = z.object({
  PORT: integer("PORT", 1, 65535, 3000),
  DATA_DIR: z
    .string()
    .optional()
    .transform((v) => resolve(unset(v) ? "./data" : v)),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return null;
      if (v.length < 16) {
        ctx.addIssue({
          code: "custom",
          message: `SESSION_SECRET must be at least 16 characters long (got ${v.length})`,
        });
        return z.NEVER;
      }
      return v;
    }),
  PLATFORM_URL: origin("PLATFORM_URL"),
  ACCESS_TOKEN_TTL_SECONDS: integer("ACCESS_TOKEN_TTL_SECONDS", 5, TIME.DAY_SECONDS, 900),
  PLATFORM_TIMEOUT_MS: integer("PLATFORM_TIMEOUT_MS", 100, 600_000, 15_000),
  WEB_CONCURRENCY: integer("WEB_CONCURRENCY", 1, MAX_WORKERS, availableParallelism()),
  PUBLIC_ORIGIN: origin("PUBLIC_ORIGIN"),
  TEAMS_CONNECTION_SETUP_SECONDS: integer(
    "TEAMS_CONNECTION_SETUP_SECONDS",
    TEAMS.CONNECTION_SETUP_MIN_SECONDS,
    TEAMS.CONNECTION_SETUP_MAX_SECONDS,
    TEAMS.CONNECTION_SETUP_DEFAULT_SECONDS,
  ),
  PLATFORM_SIMULATE: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return true;
      const s = v.trim().toLowerCase();
      if (s === "true" || s === "1") return true;
      if (s === "false" || s === "0") return false;
      ctx.addIssue({ code: "custom", message: `PLATFORM_SIMULATE must be "true" or "false" (got ${show(v)})` });
      return z.NEVER;
    }),
  PLATFORM_DNS_SERVERS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return [];
      const servers = v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = servers.filter(
        (s) => !/^(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?$|^\[[0-9A-Fa-f:]+\](?::\d{1,5})?$|^[0-9A-Fa-f:]+$/.test(s),
      );
      if (bad.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `PLATFORM_DNS_SERVERS must be comma-separated IP addresses with optional ports, such as 127.0.0.1:5353 (got ${show(v)})`,
        });
        return z.NEVER;
      }
      return servers;
    }),
  PLATFORM_PRIVATE_URLS_ALLOWED: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return [];
      const entries = v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = entries.filter((s) => s !== "*" && !/^[0-9A-Fa-f.:]+(?:\/\d{1,3})?$/.test(s));
      if (bad.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `PLATFORM_PRIVATE_URLS_ALLOWED must be "*" or comma-separated IP addresses or CIDR ranges, such as 10.0.0.0/8 (got ${show(v)})`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  PHONE_PROVIDER_STEP_MS: integer(
    "PHONE_PROVIDER_STEP_MS",
    PHONE_ORDERS.MIN_PROVIDER_STEP_MS,
    PHONE_ORDERS.MAX_PROVIDER_STEP_MS,
    PHONE_ORDERS.DEFAULT_PROVIDER_STEP_MS,
  ),
  PRODUCT_URL: helpUrl("PRODUCT_URL"),
  DOCUMENTATION_URL: helpUrl("DOCUMENTATION_URL"),
  API_DOCUMENTATION_URL: helpUrl("API_DOCUMENTATION_URL"),
  IDP_CLIENT_SECRET: z
    .string()
    .optional()
    .transform((v) => (unset(v) ? null : v.trim())),
  NODE_ENV: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return "development" as const;
      if (v === "development" || v === "production" || v === "test") return v;
      ctx.addIssue({ code: "custom", message: `NODE_ENV must be development, production or test (got ${show(v)})` });
      return z.NEVER;
    }),
});

/** Validates the environment without touching the disk; the session secret may still be missing. */
export function parseEnv(env: Env): Omit<ServerConfig, "sessionSecret"> & { sessionSecret: string | null } {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => i.message));
  const e = parsed.data;
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    sessionSecret: e.SESSION_SECRET,
    platformUrl: e.PLATFORM_URL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    platformSimulate: e.PLATFORM_SIMULATE,
    platformDnsServers: e.PLATFORM_DNS_SERVERS,
    platformPrivateUrlsAllowed: e.PLATFORM_PRIVATE_URLS_ALLOWED,
    phoneProviderStepMs: e.PHONE_PROVIDER_STEP_MS,
    platformTimeoutMs: e.PLATFORM_TIMEOUT_MS,
    teamsConnectionSetupSeconds: e.TEAMS_CONNECTION_SETUP_SECONDS,
    idpClientSecret: e.IDP_CLIENT_SECRET,
    helpLinks: {
      ...(e.PRODUCT_URL && { productUrl: e.PRODUCT_URL }),
      ...(e.DOCUMENTATION_URL && { documentationUrl: e.DOCUMENTATION_URL }),
      ...(e.API_DOCUMENTATION_URL && { apiDocumentationUrl: e.API_DOCUMENTATION_URL }),
    },
    nodeEnv: e.NODE_ENV,
    workers: e.WEB_CONCURRENCY,
  };
}

/**
 * Reads a secret from `file`, or creates it with `bytes` random bytes (hex) readable by the owner only.
 * Keeping it on disk means sessions survive restarts without anyone having to configure a secret.
 */
export function loadOrCreateSecret(file: string, bytes = 32): string {
  if (existsSync(file)) {
    const existing = readFileSync(file, "utf8").trim();
    if (existing) return existing;
  }
  const secret = randomBytes(bytes).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // the mode option is ignored when the file already existed (empty)
  return secret;
}

/** loadConfig, or exits after printing one line per problem (the entry points' start-up). */
export function loadConfigOrExit(env: Env = process.env): ServerConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`Invalid configuration: ${problem}`);
      process.exit(1);
    }
    throw error;
  }
}

/** Validates the environment and resolves the session secret (generated into DATA_DIR when unset). */
export function loadConfig(env: Env = process.env): ServerConfig {
  const base = parseEnv(env);
  let sessionSecret = base.sessionSecret;
  if (!sessionSecret) {
    mkdirSync(base.dataDir, { recursive: true });
    sessionSecret = loadOrCreateSecret(join(base.dataDir, "session-secret"));
  }
  return { ...base, sessionSecret };
}
