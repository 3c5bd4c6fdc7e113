import express, { type Response } from "express";
import { z } from "zod";
import { SESSION } from "../../../contract/limits/session";
import { LoginRequestSchema, LogoutRequestSchema, RefreshRequestSchema } from "../../../contract/wire/auth";
import type { PlatformContext } from "../../context";
import { issueAccessToken, issueTokenPair, type TokenPair } from "../../auth/issue";
import {
  hashToken,
  randomSecret,
  revokeAllForUser,
  revokeFamilyOf,
  rotateRefreshToken,
  type TokenSource,
} from "../../auth/refreshTokens";
import { authenticate, callerOf, requireAdmin } from "../../http/auth";
import { clientAddress } from "../../http/client";
import { HttpError, notFound, route, unauthorized } from "../../http/errors";
import { IDP_MOUNT_PATH } from "../../idp/index";
import { resolveIdpSubject } from "../../idp/verify";
import { ClientCredentialsRequestSchema } from "../../../contract/wire/myAccount";
import { apiUserOf, verifyApiSecret } from "../account/apiSecret";
import {
  activeUserId,
  checkCredentials,
  INACTIVE_USER,
  INVALID_CREDENTIALS,
  tooManyAttempts,
  type CredentialCheck,
} from "./credentials";

const { SSO_CODE_TTL_SECONDS, MARKETPLACE_LANDING_TOKEN_TTL_SECONDS } = SESSION;

const codeBody = z.object({
  code: z.string({ required_error: "code is required" }).min(1, "code is required").max(200),
});
const iamBody = z.object({
  token: z.string({ required_error: "token is required" }).min(1, "token is required").max(20_000),
});
const landingBody = z.object({
  landingToken: z.string({ required_error: "landingToken is required" }).min(1, "landingToken is required").max(200),
});
const landingRequest = z.object({ userId: z.string({ required_error: "userId is required" }).min(1) });

/** Token answers must never be cached by a proxy or the browser. */
function sendPair(res: Response, pair: TokenPair): void {
  res.setHeader("Cache-Control", "no-store");
  res.status(200).json(pair);
}

function failSignIn(check: Exclude<CredentialCheck, { ok: true }>, invalidMessage: string): never {
  if (check.reason === "limited") {
    throw new HttpError(429, tooManyAttempts(check.retryAfterSeconds, check.limit), undefined, {
      "Retry-After": String(check.retryAfterSeconds),
    });
  }
  throw check.reason === "inactive" ? new HttpError(403, INACTIVE_USER) : unauthorized(invalidMessage);
}

/** Stores a hashed one-time code (sso code, marketplace landing token) and returns the raw one. */
function createOneTimeCode(
  ctx: PlatformContext,
  kind: "sso" | "marketplace",
  userId: string,
  accountId: string,
  ttlSeconds: number,
): string {
  const code = randomSecret();
  ctx.db
    .prepare("INSERT INTO one_time_codes (code_hash, kind, user_id, account_id, expires_at) VALUES (?, ?, ?, ?, ?)")
    .run(hashToken(code), kind, userId, accountId, ctx.now() + ttlSeconds * 1000);
  return code;
}

/** Marks a one-time code used, atomically; the user it was for, or undefined (unknown, expired, used). */
export function consumeOneTimeCode(
  ctx: PlatformContext,
  kind: "sso" | "marketplace",
  code: string,
): string | undefined {
  const now = ctx.now();
  const row = ctx.db
    .prepare(
      `UPDATE one_time_codes SET used_at = ?
       WHERE code_hash = ? AND kind = ? AND used_at IS NULL AND expires_at > ?
       RETURNING user_id`,
    )
    .get(now, hashToken(code), kind, now) as { user_id: string | null } | undefined;
  return row?.user_id ?? undefined;
}

async function pairForUser(
  ctx: PlatformContext,
  userId: string | undefined,
  source: TokenSource,
  invalidMessage: string,
) {
  if (!userId) throw unauthorized(invalidMessage);
  const check = activeUserId(ctx, userId);
  if (!check.ok) failSignIn(check, invalidMessage);
  return issueTokenPair(ctx, userId, source);
}

/** Sign-in, token refresh, logout and the other ways to obtain a platform token pair (auth/...). */
export function authRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);

  router.post(
    "/auth/login",
    route(async (req, res) => {
      const body = LoginRequestSchema.parse(req.body ?? {});
      const check = await checkCredentials(ctx, body.email, body.password, clientAddress(req));
      if (!check.ok) failSignIn(check, INVALID_CREDENTIALS);
      sendPair(res, await issueTokenPair(ctx, check.userId, "password"));
    }),
  );

  // Accepts JSON and application/x-www-form-urlencoded (the OAuth 2 token request form).
  router.post(
    "/auth/token",
    route(async (req, res) => {
      // The REST API's clients: the account id and its secret (or the previous one within its hour).
      if (req.body?.grant_type === "client_credentials") {
        const creds = ClientCredentialsRequestSchema.parse(req.body);
        const userId = verifyApiSecret(ctx, creds.client_id, creds.client_secret)
          ? apiUserOf(ctx, creds.client_id)
          : undefined;
        if (!userId) throw unauthorized("Invalid client credentials");
        res.setHeader("Cache-Control", "no-store");
        res.status(200).json({ token: await issueAccessToken(ctx, userId) });
        return;
      }
      const body = RefreshRequestSchema.parse(req.body ?? {});
      const rotation = rotateRefreshToken(ctx, body.refresh_token);
      sendPair(res, {
        token: await issueAccessToken(ctx, rotation.userId, rotation.accountId),
        refresh_token: rotation.refreshToken,
      });
    }),
  );

  router.post(
    "/auth/logout",
    auth,
    route((req, res) => {
      const caller = callerOf(req);
      const body = LogoutRequestSchema.parse(req.body ?? {});
      if (body.refresh_token) revokeFamilyOf(ctx, body.refresh_token, caller.sub);
      else revokeAllForUser(ctx, caller.sub);
      res.status(204).end();
    }),
  );

  // The console builds the full authorize request (client id, PKCE, state) on this base.
  router.get("/auth/loginurl", (_req, res) => {
    res.json({ url: `${ctx.config.publicOrigin.replace(/\/+$/, "")}${IDP_MOUNT_PATH}/auth` });
  });

  router.post(
    "/auth/generatessocode",
    auth,
    route((req, res) => {
      const caller = callerOf(req);
      res.setHeader("Cache-Control", "no-store");
      res.json({ code: createOneTimeCode(ctx, "sso", caller.sub, caller.accountId, SSO_CODE_TTL_SECONDS) });
    }),
  );

  router.post(
    "/auth/ssologin",
    route(async (req, res) => {
      const { code } = codeBody.parse(req.body ?? {});
      const invalid = "Invalid or expired sign-in code";
      sendPair(res, await pairForUser(ctx, consumeOneTimeCode(ctx, "sso", code), "sso", invalid));
    }),
  );

  router.post(
    "/auth/tokeniam",
    route(async (req, res) => {
      const { token } = iamBody.parse(req.body ?? {});
      const invalid = "Invalid identity-service token";
      sendPair(res, await pairForUser(ctx, await resolveIdpSubject(ctx, token), "iam", invalid));
    }),
  );

  router.post(
    "/auth/marketplace/landing-token",
    auth,
    requireAdmin(),
    route((req, res) => {
      const { userId } = landingRequest.parse(req.body ?? {});
      const user = ctx.db
        .prepare(
          "SELECT u.id, u.account_id FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = ? AND a.deleted_at IS NULL",
        )
        .get(userId) as { id: string; account_id: string } | undefined;
      if (!user) throw notFound("User not found");
      res.setHeader("Cache-Control", "no-store");
      res.json({
        landingToken: createOneTimeCode(
          ctx,
          "marketplace",
          user.id,
          user.account_id,
          MARKETPLACE_LANDING_TOKEN_TTL_SECONDS,
        ),
      });
    }),
  );

  router.post(
    "/auth/authorize-msft",
    route(async (req, res) => {
      const { landingToken } = landingBody.parse(req.body ?? {});
      const invalid = "Invalid or expired marketplace landing token";
      sendPair(
        res,
        await pairForUser(ctx, consumeOneTimeCode(ctx, "marketplace", landingToken), "marketplace", invalid),
      );
    }),
  );

  return router;
}
