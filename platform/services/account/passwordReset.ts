/**
 * Password reset for a signed-out user (issue 19; docs/product.md#endpoint-names "requestpasswordreset, resetpassword"): a
 * one-use link with a random token (kept hashed) goes to the outbox; it works for
 * MY_ACCOUNT.PASSWORD_RESET_TTL_MS. Every answer to a request is the same whether the e-mail is known
 * or not (no account enumeration), and requests are counted per e-mail and per client address as
 * failed sign-ins are (SIGN_IN_LIMITS.WINDOW_SECONDS), so the outbox cannot be flooded.
 */
import type express from "express";
import { createHash, randomBytes } from "node:crypto";
import { MY_ACCOUNT } from "../../../contract/limits/my-account";
import { formatMessage, MSG } from "../../../contract/messages";
import { retryAfterMinutes, SignInFailures } from "../../../contract/signInFailures";
import {
  PasswordResetRequestSchema,
  PasswordResetTokenSchema,
  ResetPasswordSchema,
} from "../../../contract/wire/myAccount";
import { hashPassword } from "../../auth/passwords";
import { revokeAllForUser } from "../../auth/refreshTokens";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { clientAddress } from "../../http/client";
import { badRequest, HttpError, route } from "../../http/errors";
import { brandName } from "../vaic/settings";
import { enqueueEmail } from "./outbox";

export const RESET_LINK_INVALID = `token: ${MSG.validation_reset_link_invalid}`;

const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The requests counted per platform instance (every request counts: known and unknown e-mails alike). */
const counters = new WeakMap<PlatformContext, { email: SignInFailures; address: SignInFailures }>();
function requestCounts(ctx: PlatformContext) {
  let counts = counters.get(ctx);
  if (!counts) {
    counts = {
      email: new SignInFailures(MY_ACCOUNT.PASSWORD_RESET_REQUESTS_PER_EMAIL),
      address: new SignInFailures(MY_ACCOUNT.PASSWORD_RESET_REQUESTS_PER_ADDRESS),
    };
    counters.set(ctx, counts);
  }
  return counts;
}

/** The user a still-usable token belongs to (unknown, used and expired tokens: none). */
function usableToken(ctx: PlatformContext, token: string): string | undefined {
  return ctx.db
    .prepare("SELECT user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?")
    .pluck()
    .get(hashResetToken(token), ctx.now()) as string | undefined;
}

/** Mails a reset link to an active user with this e-mail; nothing for anyone else. Returns the link (tests). */
export function mailResetLink(ctx: PlatformContext, email: string): string | null {
  const user = ctx.db
    .prepare(
      "SELECT u.id, u.account_id FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.email = ? AND u.is_active = 1 AND a.deleted_at IS NULL",
    )
    .get(email) as { id: string; account_id: string } | undefined;
  if (!user) return null;
  const token = randomBytes(32).toString("base64url");
  ctx.db
    .prepare("INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
    .run(hashResetToken(token), user.id, ctx.now() + MY_ACCOUNT.PASSWORD_RESET_TTL_MS);
  const link = `${ctx.config.publicOrigin.replace(/\/+$/, "")}/reset-password?token=${token}`;
  enqueueEmail(ctx, {
    kind: "password_reset",
    accountId: user.account_id,
    to: [email],
    subject: `[${brandName(ctx)}] Reset your password`,
    body: `Open this link within an hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
  });
  return link;
}

export function mountPasswordReset(router: express.Router, ctx: PlatformContext): void {
  router.post(
    "/Accounts/requestpasswordreset",
    route(async (req, res) => {
      const { email } = PasswordResetRequestSchema.parse(req.body ?? {});
      const counts = requestCounts(ctx);
      const keys = { address: clientAddress(req), email: email.toLowerCase() } as const;
      for (const kind of ["address", "email"] as const) {
        const wait = await counts[kind].blockedFor(keys[kind]);
        if (wait > 0) {
          throw new HttpError(
            429,
            formatMessage(MSG.error_password_reset_rate_limited, { count: retryAfterMinutes(wait) }),
            undefined,
            {
              "Retry-After": String(wait),
            },
          );
        }
      }
      await Promise.all([counts.address.recordFailure(keys.address), counts.email.recordFailure(keys.email)]);
      mailResetLink(ctx, email);
      res.status(202).end();
    }),
  );

  // The reset page asks first, so a dead link says so before anyone types a new password.
  router.post(
    "/Accounts/checkpasswordreset",
    route((req, res) => {
      const { token } = PasswordResetTokenSchema.parse(req.body ?? {});
      if (!usableToken(ctx, token)) throw badRequest(RESET_LINK_INVALID);
      res.setHeader("Cache-Control", "no-store");
      res.status(204).end();
    }),
  );

  router.post(
    "/Accounts/resetpassword",
    route(async (req, res) => {
      const body = ResetPasswordSchema.parse(req.body ?? {});
      if (!usableToken(ctx, body.token)) throw badRequest(RESET_LINK_INVALID);
      const hash = await hashPassword(body.password);
      const userId = writeTransaction(ctx.db, () => {
        const now = ctx.now();
        // Used up here, at once: of two uses racing, one wins.
        const row = ctx.db
          .prepare(
            "UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id",
          )
          .get(now, hashResetToken(body.token), now) as { user_id: string } | undefined;
        if (!row) return null;
        ctx.db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(hash, row.user_id);
        // The user's other links die with the old password.
        ctx.db
          .prepare("UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL")
          .run(now, row.user_id);
        return row.user_id;
      });
      if (!userId) throw badRequest(RESET_LINK_INVALID);
      // Whoever had the old password is signed out.
      revokeAllForUser(ctx, userId);
      res.status(204).end();
    }),
  );
}
