import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { PlatformContext } from "../context";
import { writeTransaction } from "../db/database";
import { unauthorized } from "../http/errors";
import { TIME } from "../../contract/limits/units";

/** How a session started; kept on every refresh token of its family. */
export type TokenSource = "password" | "iam" | "sso" | "marketplace";

interface RefreshRow {
  id: string;
  family_id: string;
  user_id: string;
  expires_at: number;
  rotated_at: number | null;
  revoked_at: number | null;
  source: TokenSource;
  account_id: string | null;
}

/** Only the SHA-256 of a refresh token is stored, so a database leak yields no usable token. */
export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

/** A random one-time secret (refresh token, sso code, landing token): 32 bytes, base64url. */
export function randomSecret(): string {
  return randomBytes(32).toString("base64url");
}

const lastSweep = new WeakMap<PlatformContext, number>();
const SWEEP_EVERY_MS = TIME.HOUR_MS;

/** Rows past their expiry are useless for reuse detection too; drop them about once an hour. */
function sweepExpired(ctx: PlatformContext, now: number): void {
  if (now - (lastSweep.get(ctx) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(ctx, now);
  ctx.db.prepare("DELETE FROM refresh_tokens WHERE expires_at < ?").run(now);
}

function insertToken(
  ctx: PlatformContext,
  userId: string,
  source: TokenSource,
  familyId: string,
  now: number,
  accountId: string | null,
) {
  const raw = randomSecret();
  const id = randomUUID();
  ctx.db
    .prepare(
      `INSERT INTO refresh_tokens (id, token_hash, family_id, user_id, issued_at, expires_at, source, account_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(id, hashToken(raw), familyId, userId, now, now + ctx.config.refreshTokenTtlSeconds * 1000, source, accountId);
  return { id, raw };
}

/** Starts a new token family (a new sign-in, or a switch to `accountId`; null: the user's own account) and returns its first refresh token. */
export function createRefreshToken(
  ctx: PlatformContext,
  userId: string,
  source: TokenSource,
  accountId: string | null = null,
): string {
  const now = ctx.now();
  sweepExpired(ctx, now);
  return insertToken(ctx, userId, source, randomUUID(), now, accountId).raw;
}

export interface Rotation {
  userId: string;
  source: TokenSource;
  /** The session's account (null: the user's own). */
  accountId: string | null;
  refreshToken: string;
}

/**
 * Exchanges a refresh token for its successor in the same family. A token is single-use, except
 * that within the reuse window after its rotation it yields fresh siblings: a page whose parallel
 * loaders all refresh with the same expired pair must not log its user out. Presented after the
 * window it can only be a stolen copy, so the whole family dies.
 * Runs synchronously in one transaction, so concurrent refreshes cannot interleave.
 */
export function rotateRefreshToken(ctx: PlatformContext, raw: string): Rotation {
  const now = ctx.now();
  const result = writeTransaction(ctx.db, (): Rotation | { error: string } => {
    const row = ctx.db
      .prepare(
        `SELECT id, family_id, user_id, expires_at, rotated_at, revoked_at, source, account_id
         FROM refresh_tokens WHERE token_hash = ?`,
      )
      .get(hashToken(raw)) as RefreshRow | undefined;
    if (!row) return { error: "Invalid refresh token" };
    if (row.revoked_at !== null) return { error: "Refresh token revoked" };
    if (row.expires_at <= now) return { error: "Refresh token expired" };
    if (row.rotated_at !== null && now - row.rotated_at > ctx.config.refreshReuseWindowSeconds * 1000) {
      revokeFamily(ctx, row.family_id);
      return { error: "Refresh token already used" };
    }
    const user = ctx.db
      .prepare(
        "SELECT u.is_active AS active, a.deleted_at AS deleted FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = ?",
      )
      .get(row.user_id) as { active: number; deleted: number | null } | undefined;
    if (!user || user.active !== 1 || user.deleted !== null) {
      revokeFamily(ctx, row.family_id);
      return { error: "User is not active" };
    }
    const next = insertToken(ctx, row.user_id, row.source, row.family_id, now, row.account_id);
    if (row.rotated_at === null) {
      ctx.db
        .prepare("UPDATE refresh_tokens SET rotated_at = ?, replaced_by = ? WHERE id = ?")
        .run(now, next.id, row.id);
    }
    return { userId: row.user_id, source: row.source, accountId: row.account_id, refreshToken: next.raw };
  });
  // Thrown outside the transaction so a family revocation is committed, not rolled back.
  if ("error" in result) throw unauthorized(result.error);
  return result;
}

function revokeFamily(ctx: PlatformContext, familyId: string): void {
  ctx.db
    .prepare("UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL")
    .run(ctx.now(), familyId);
}

/** Revokes the family of `raw` when it belongs to `userId`; answers whether one was found. */
export function revokeFamilyOf(ctx: PlatformContext, raw: string, userId: string): boolean {
  const row = ctx.db
    .prepare("SELECT family_id FROM refresh_tokens WHERE token_hash = ? AND user_id = ?")
    .get(hashToken(raw), userId) as { family_id: string } | undefined;
  if (!row) return false;
  revokeFamily(ctx, row.family_id);
  return true;
}

/** Ends every session of a user (logout everywhere, deactivation). */
export function revokeAllForUser(ctx: PlatformContext, userId: string): void {
  ctx.db
    .prepare("UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL")
    .run(ctx.now(), userId);
}
