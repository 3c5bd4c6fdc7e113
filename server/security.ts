import type { RequestHandler } from "express";
import helmet from "helmet";
import { randomBytes } from "node:crypto";

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
      scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`, ...dev],
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
  const hsts = helmet.strictTransportSecurity({ maxAge: 180 * 24 * 3600, includeSubDomains: true });
  const others = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
  });

  return [
    (req, res, next) => (req.path === OWN_CSP_PREFIX || req.path.startsWith(`${OWN_CSP_PREFIX}/`) ? next() : csp(req, res, next)),
    (req, res, next) => (req.secure ? hsts(req, res, next) : next()),
    others,
  ];
}
