import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { randomBytes } from "node:crypto";
import { TIME } from "../contract/limits/units";

/**
 * Express `trust proxy`: the peers whose X-Forwarded-* headers count (a load balancer on a private
 * network; the console's own calls to the embedded platform, from loopback). `req.ip`, `req.secure`
 * and everything derived from them (per-address sign-in limits, Secure cookies, HSTS) follow it.
 */
export const TRUSTED_PROXIES = "loopback, linklocal, uniquelocal";

/** Path of the identity provider: its pages send their own Content-Security-Policy. */
const OWN_CSP_PREFIX = "/idp";

export interface SecurityOptions {
  /** Extra origin allowed as a form target (the identity provider's public origin). */
  publicOrigin: string;
  /** Remix dev server origin (REMIX_DEV_ORIGIN) in development, for its scripts and live-reload socket. */
  devOrigin?: string | null;
}

declare module "express-serve-static-core" {
  interface Locals {
    /** Random per response; every inline script must carry it. */
    cspNonce: string;
  }
}

/** Gives every response a fresh nonce (128 bits, base64). */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Security headers. The CSP allows scripts from our origin and inline scripts carrying this response's
 * nonce only; styles may be inline because emotion injects them at run time. HSTS is sent on HTTPS only,
 * so a plain-HTTP localhost never gets pinned.
 */
export function securityHeaders(opts: SecurityOptions): RequestHandler[] {
  const publicOrigin = new URL(opts.publicOrigin).origin;
  const dev = opts.devOrigin ? [opts.devOrigin] : [];

  const csp = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
        ...dev,
      ],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      connectSrc: ["'self'", "ws:", "wss:", ...dev],
      fontSrc: ["'self'", "data:"],
      frameAncestors: ["'none'"],
      formAction: ["'self'", publicOrigin],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 180 * TIME.DAY_SECONDS, includeSubDomains: true });
  const others = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
  });

  return [
    (req, res, next) =>
      req.path === OWN_CSP_PREFIX || req.path.startsWith(`${OWN_CSP_PREFIX}/`) ? next() : csp(req, res, next),
    (req, res, next) => (req.secure ? hsts(req, res, next) : next()),
    others,
  ];
}

/**
 * The one rule for the Secure cookie attribute: the console's public origin is https, or this request
 * reached us over HTTPS (directly, or as a trusted proxy's X-Forwarded-Proto says). Plain HTTP on
 * localhost gets no Secure cookie, or the browser would drop it.
 */
export function servedOverHttps(req: Request, publicOrigin: string): boolean {
  return publicOrigin.startsWith("https:") || req.secure;
}

const SECURE_ATTRIBUTE = /;\s*secure\s*(;|$)/i;
const withSecure = (cookie: string) => (SECURE_ATTRIBUTE.test(cookie) ? cookie : `${cookie}; Secure`);

function secureSetCookieValue(value: unknown): unknown {
  if (typeof value === "string") return withSecure(value);
  return Array.isArray(value) ? value.map((v) => (typeof v === "string" ? withSecure(v) : v)) : value;
}

/**
 * Gives every cookie of a response served over HTTPS (`servedOverHttps`) the Secure attribute, whoever
 * set it: the console's cookies (the session's also asks for it itself), the identity provider's
 * (oidc-provider), remix-auth's OAuth state, a proxied platform's. It rewrites Set-Cookie as the
 * headers go out (every response passes through writeHead, also an implicit one), so no cookie is
 * left to each piece of code to remember.
 */
export function secureCookies(opts: { publicOrigin: string }): RequestHandler {
  return (req, res, next) => {
    if (!servedOverHttps(req, opts.publicOrigin)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      const current = this.getHeader("Set-Cookie");
      if (current !== undefined) this.setHeader("Set-Cookie", secureSetCookieValue(current) as string | string[]);
      // Headers handed to writeHead itself (an object) take precedence over setHeader's: secure them too.
      for (const arg of args) {
        if (!arg || typeof arg !== "object" || Array.isArray(arg)) continue;
        const headers = arg as Record<string, unknown>;
        for (const name of Object.keys(headers))
          if (name.toLowerCase() === "set-cookie") headers[name] = secureSetCookieValue(headers[name]);
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response["writeHead"];
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site form posts to the console (defence in depth over SameSite=Lax cookies; see
 * docs/decisions/004-csrf.md). A browser tells where a request comes from: `Sec-Fetch-Site` must be
 * same-origin (or none: typed by the user), else `Origin` must be this site. Requests with neither
 * header are not from a browser page and carry no ambient credentials to abuse. The platform's REST
 * paths (`exempt`) authenticate with bearer tokens, not cookies, and are left alone.
 */
export function refuseCrossSiteWrites(opts: { publicOrigin: string; exempt: readonly string[] }): RequestHandler {
  const publicOrigin = new URL(opts.publicOrigin).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (opts.exempt.some((base) => req.path === base || req.path.startsWith(`${base}/`))) return next();
    const site = req.get("Sec-Fetch-Site");
    const origin = req.get("Origin");
    const ownOrigin = `${req.protocol}://${req.get("Host") ?? ""}`;
    const allowed = site
      ? site === "same-origin" || site === "none"
      : !origin || origin === publicOrigin || origin === ownOrigin;
    if (allowed) return next();
    res.status(403).type("text/plain").send("Cross-site request refused");
  };
}

/**
 * Caps the size of request bodies sent to the console (form posts): the Remix handler reads a body
 * whole, so without a cap one request could take the server's memory. A declared length over the cap
 * is refused (413); a body without a declared length (a chunked upload, which no console form sends)
 * is refused too (411). The platform's own parsers have their own limits.
 */
export function limitRequestBodies(opts: {
  maxBytes: number;
  exempt: readonly string[];
  /** Paths whose form carries a file its action streams to disk, and their own cap. */
  larger?: Readonly<Record<string, number>>;
}): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (opts.exempt.some((base) => req.path === base || req.path.startsWith(`${base}/`))) return next();
    const declared = req.get("Content-Length");
    if (declared === undefined && req.get("Transfer-Encoding")) {
      res.status(411).type("text/plain").send("Length required");
      return;
    }
    const maxBytes =
      (opts.larger && Object.hasOwn(opts.larger, req.path) ? opts.larger[req.path] : undefined) ?? opts.maxBytes;
    if (declared !== undefined && Number(declared) > maxBytes) {
      res.status(413).type("text/plain").send("Request body too large");
      return;
    }
    next();
  };
}
