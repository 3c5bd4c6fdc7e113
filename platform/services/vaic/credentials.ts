import { randomBytes } from "node:crypto";
import type { PlatformContext } from "../../context";
import { hashPassword, verifyPassword } from "../../auth/passwords";

export const INVALID_CREDENTIALS = "Invalid e-mail or password";
export const INACTIVE_USER = "This user is deactivated. Please contact your account administrator.";

export type CredentialCheck = { ok: true; userId: string } | { ok: false; reason: "invalid" | "inactive" };

// Unknown e-mails (and identity-service-only users without a password) still pay for one scrypt
// run against this hash, so the answer time does not tell which e-mails exist.
let dummyHash: Promise<string> | undefined;

/** Checks an e-mail/password pair; `inactive` is only reported after the password matched. */
export async function checkCredentials(ctx: PlatformContext, email: string, password: string): Promise<CredentialCheck> {
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
