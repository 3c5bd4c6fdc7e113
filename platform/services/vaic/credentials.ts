import { randomBytes } from "node:crypto";
import { SIGN_IN_LIMITS } from "../../../contract/limits/sign-in-limits";
import { formatMessage, MSG } from "../../../contract/messages";
import { retryAfterMinutes, SignInFailures } from "../../../contract/signInFailures";
import type { PlatformContext } from "../../context";
import { hashPassword, verifyPassword } from "../../auth/passwords";

export const INVALID_CREDENTIALS = "Invalid e-mail or password";
export const INACTIVE_USER = "This user is deactivated. Please contact your account administrator.";

/** Which count held a sign-in back: the e-mail's, or the client address's. */
export type SignInLimit = "account" | "address";

/** The answer when an account, or an address, has had too many failed sign-ins lately. */
export function tooManyAttempts(retryAfterSeconds: number, limit: SignInLimit = "account"): string {
  const key = limit === "address" ? MSG.error_sign_in_rate_limited : MSG.error_sign_in_account_rate_limited;
  return formatMessage(key, { count: retryAfterMinutes(retryAfterSeconds) });
}

export type CredentialCheck =
  | { ok: true; userId: string }
  | { ok: false; reason: "invalid" | "inactive" }
  | { ok: false; reason: "limited"; limit: SignInLimit; retryAfterSeconds: number };

// Failed sign-ins per platform instance, counted per e-mail (password guessing against one account,
// whichever address it comes from) and per client address (one address trying many accounts). Every
// password sign-in of the platform (the REST login, the identity provider's page) shares them, so
// posting to another one does not start a fresh count.
const limiters = new WeakMap<PlatformContext, Record<SignInLimit, SignInFailures>>();
function failureCounts(ctx: PlatformContext): Record<SignInLimit, SignInFailures> {
  let counts = limiters.get(ctx);
  if (!counts) {
    counts = {
      account: new SignInFailures(SIGN_IN_LIMITS.FAILURES_PER_ACCOUNT),
      address: new SignInFailures(SIGN_IN_LIMITS.FAILURES_PER_ADDRESS),
    };
    limiters.set(ctx, counts);
  }
  return counts;
}

// Unknown e-mails (and identity-service-only users without a password) still pay for one scrypt
// run against this hash, so the answer time does not tell which e-mails exist.
let dummyHash: Promise<string> | undefined;

/**
 * Checks an e-mail/password pair sent from `address` (the client's, `clientAddress(req)`). Held back
 * after too many failures from the address or for the e-mail (`limited`, without even trying the
 * password); `inactive` is only reported after the password matched.
 */
export async function checkCredentials(
  ctx: PlatformContext,
  email: string,
  password: string,
  address: string,
): Promise<CredentialCheck> {
  const account = email.trim().toLowerCase();
  const counts = failureCounts(ctx);
  for (const [limit, key] of [
    ["address", address],
    ["account", account],
  ] as const) {
    const wait = await counts[limit].blockedFor(key);
    if (wait > 0) return { ok: false, reason: "limited", limit, retryAfterSeconds: wait };
  }
  const check = await verifyCredentials(ctx, email, password);
  if (check.ok) await counts.account.clear(account);
  else if (check.reason === "invalid")
    await Promise.all([counts.account.recordFailure(account), counts.address.recordFailure(address)]);
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
    .prepare(
      "SELECT u.is_active FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = ? AND a.deleted_at IS NULL",
    )
    .get(userId) as { is_active: number } | undefined;
  if (!row) return { ok: false, reason: "invalid" };
  if (row.is_active !== 1) return { ok: false, reason: "inactive" };
  return { ok: true, userId };
}
