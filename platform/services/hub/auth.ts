/**
 * Bearer auth of the hub through the platform's own `authenticate` (signature, expiry, and an active
 * user of a live account), so the hub can never accept a token the REST services would refuse.
 * Browsers cannot set headers on a WebSocket, so the token may also come as `access_token` in the query.
 */
import type { Request } from "express";
import type { IncomingHttpHeaders } from "node:http";
import type { PlatformContext } from "../../context";
import { authenticate } from "../../http/auth";
import { HttpError, unauthorized } from "../../http/errors";
import type { Recipient } from "../vaic/notifications";

export function tokenFrom(headers: IncomingHttpHeaders, query: URLSearchParams): string | undefined {
  const header = headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || undefined;
  return query.get("access_token") || undefined;
}

/** The (account, user) the token belongs to, or the HttpError (401) to answer; rejects on a server fault. */
export function verifyBearer(ctx: PlatformContext, token: string | undefined): Promise<Recipient | HttpError> {
  if (!token) return Promise.resolve(unauthorized());
  // `authenticate` reads only the Authorization header and sets req.caller; nothing else is needed.
  const req = { headers: { authorization: `Bearer ${token}` }, query: {} } as unknown as Request;
  return new Promise((resolve, reject) => {
    authenticate(ctx)(req, {} as never, (err?: unknown) => {
      if (err instanceof HttpError) resolve(err);
      else if (err) reject(err);
      else if (!req.caller) resolve(unauthorized());
      else resolve({ accountId: req.caller.accountId, userId: req.caller.sub });
    });
  });
}
