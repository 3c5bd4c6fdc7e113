import type { Request, RequestHandler } from "express";
import { hasRoles, isPlatformAdmin, type RoleMatch } from "../../contract/roles";
import { verifyAccessToken, type AccessClaims } from "../auth/jwt";
import type { PlatformContext } from "../context";
import { forbidden, HttpError, notFound, unauthorized } from "./errors";

/** The authenticated caller of a platform request. */
export interface Caller extends AccessClaims {
  isAdmin: boolean;
}

declare module "express-serve-static-core" {
  interface Request {
    caller?: Caller;
  }
}

/** The bearer token from the Authorization header (or `access_token` query, for WebSocket upgrades). */
export function bearerToken(req: Request, allowQuery = false): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || undefined;
  if (allowQuery && typeof req.query.access_token === "string") return req.query.access_token;
  return undefined;
}

/** Verifies the bearer token and sets `req.caller`; 401 (JSON) without a valid one. */
export function authenticate(ctx: PlatformContext): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) return next(unauthorized());
    verifyAccessToken(ctx.config, token, ctx.now()).then(
      (result) => {
        if (!result.ok)
          return next(unauthorized(result.reason === "expired" ? "Access token expired" : "Invalid access token"));
        let user: { active: number; deleted: number | null } | undefined;
        try {
          // A deactivated user, or a deleted account (the token's: the session's), loses access at once, not when the token expires.
          user = ctx.db
            .prepare(
              "SELECT u.is_active AS active, a.deleted_at AS deleted FROM users u JOIN accounts a ON a.id = ? WHERE u.id = ?",
            )
            .get(result.claims.accountId, result.claims.sub) as typeof user;
        } catch (err) {
          // E.g. the database is closing: an error answer, never a request left hanging.
          return next(err);
        }
        if (!user || user.active !== 1 || user.deleted !== null) return next(unauthorized("Invalid access token"));
        req.caller = { ...result.claims, isAdmin: isPlatformAdmin(result.claims.role) };
        next();
      },
      (err) => next(err),
    );
  };
}

/** The caller of an authenticated request (after `authenticate`). */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw new HttpError(401, "Authentication required");
  return req.caller;
}

/** 403 unless the caller holds the roles (any or all of them). */
export function requireRoles(roles: readonly string[], match: RoleMatch = "any"): RequestHandler {
  return (req, _res, next) => {
    const caller = req.caller;
    if (!caller) return next(unauthorized());
    if (!hasRoles(caller.role, roles, match)) return next(forbidden());
    next();
  };
}

/** 403 unless the caller is a platform administrator holding the roles. */
export function requireAdmin(roles: readonly string[] = [], match: RoleMatch = "any"): RequestHandler {
  return (req, _res, next) => {
    const caller = req.caller;
    if (!caller) return next(unauthorized());
    if (!caller.isAdmin || !hasRoles(caller.role, roles, match)) return next(forbidden());
    next();
  };
}

/**
 * The account a request may read: the caller's own; an admin may name another one. A record of
 * another account answers 404, never 403, so ids of other accounts cannot be probed.
 */
export function scopeAccount(caller: Caller, requested?: string | null): string {
  if (!requested || requested === caller.accountId) return caller.accountId;
  if (caller.isAdmin) return requested;
  throw notFound();
}
