import { randomBytes } from "node:crypto";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { SIGN_IN_LIMITS } from "../../../contract/limits";
import type { PlatformContext } from "../../context";
import { hashPassword, verifyPassword } from "../../auth/passwords";

export const INVALID_CREDENTIALS = "Invalid e-mail or password";
export const INACTIVE_USER = "This user is deactivated. Please contact your account administrator.";

/** The answer when an account has had too many failed sign-ins lately. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export type CredentialCheck =
  | { ok: true; userId: string }
  | { ok: false; reason: "invalid" | "inactive" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

// Failed sign-ins per e-mail, per platform instance: password guessing against one account is held
// back whichever address it comes from (the console limits per address on its side).
const limiters = new WeakMap<PlatformContext, RateLimiterMemory>();
function accountLimiter(ctx: PlatformContext): RateLimiterMemory {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    limiter = new RateLimiterMemory({ points: SIGN_IN_LIMITS.FAILURES_PER_ACCOUNT, duration: SIGN_IN_LIMITS.WINDOW_SECONDS });
    limiters.set(ctx, limiter);
  }
  return limiter;
}

// Unknown e-mails (and identity-service-only users without a password) still pay for one scrypt
// run against this hash, so the answer time does not tell which e-mails exist.
let dummyHash: Promise<string> | undefined;

/**
 * Checks an e-mail/password pair, held back after too many failures for the e-mail (`limited`,
 * without even trying the password); `inactive` is only reported after the password matched.
 */
export async function checkCredentials(ctx: PlatformContext, email: string, password: string): Promise<CredentialCheck> {
  const key = email.trim().toLowerCase();
  const limiter = accountLimiter(ctx);
  const seen = await limiter.get(key);
  if (seen && seen.consumedPoints >= SIGN_IN_LIMITS.FAILURES_PER_ACCOUNT) {
    return { ok: false, reason: "limited", retryAfterSeconds: Math.ceil(seen.msBeforeNext / 1000) };
  }
  const check = await verifyCredentials(ctx, email, password);
  if (check.ok) await limiter.delete(key);
  else if (check.reason === "invalid") await limiter.penalty(key, 1);
  return check;
}

async function verifyCredentials(ctx: PlatformContext, email: string, password: string): Promise<CredentialCheck> {
  const row = ctx.db
    .prepare(
      `SELECT u.id, u.password_hash, u.is_active FROM users u JOIN accounts a ON a.id = u.account_id
       WHERE u.email = ? AND a.deleted_at IS NULL`,
    )
    .get(email.trim()) as { id: string; password_hash: string | null; is_active: number } | undefined;
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const stored = row?.password_hash ?? (await dummyHash);
  const matches = await verifyPassword(password, stored);
  if (!row || !row.password_hash || !matches) return { ok: false, reason: "invalid" };
  if (row.is_active !== 1) return { ok: false, reason: "inactive" };
  return { ok: true, userId: row.id };
}

/** For sign-ins without a password (sso code, identity service, marketplace): the user must exist and be active. */
export function activeUserId(ctx: PlatformContext, userId: string): CredentialCheck {
  const row = ctx.db
    .prepare("SELECT u.is_active FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = ? AND a.deleted_at IS NULL")
    .get(userId) as { is_active: number } | undefined;
  if (!row) return { ok: false, reason: "invalid" };
  if (row.is_active !== 1) return { ok: false, reason: "inactive" };
  return { ok: true, userId };
}
