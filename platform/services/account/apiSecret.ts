/**
 * The account's REST API secret (docs/product.md#account-admin-view "secret for REST API"; #timing "Secret refresh: old secret valid
 * one more hour"). The REST API's clients get an access token with the account id and its secret
 * (the OAuth 2 client-credentials grant of /auth/token); a refresh makes a new secret, and the one
 * it replaces is still accepted until SESSION.OLD_SECRET_GRACE_MS has passed, by ctx.now().
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { MY_ACCOUNT } from "../../../contract/limits/my-account";
import { SESSION } from "../../../contract/limits/session";
import type { ApiSecret } from "../../../contract/wire/myAccount";
import type { PlatformContext } from "../../context";
import { notFound } from "../../http/errors";

interface SecretRow {
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
}

function secretRow(ctx: PlatformContext, accountId: string): SecretRow | undefined {
  return ctx.db
    .prepare(
      "SELECT secret, previous_secret, previous_secret_expires_at FROM accounts WHERE id = ? AND deleted_at IS NULL",
    )
    .get(accountId) as SecretRow | undefined;
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function newApiSecret(): string {
  return randomBytes(MY_ACCOUNT.API_SECRET_BYTES).toString("base64url");
}

/** The secret, and until when the previous one works (null once that hour is over). */
export function readApiSecret(ctx: PlatformContext, accountId: string): ApiSecret {
  const row = secretRow(ctx, accountId);
  if (!row) throw notFound("Account not found");
  const until =
    row.previous_secret && row.previous_secret_expires_at && row.previous_secret_expires_at > ctx.now()
      ? row.previous_secret_expires_at
      : null;
  return { secret: row.secret, previousSecretValidUntil: until === null ? null : new Date(until).toISOString() };
}

/** A new secret; the current one keeps working for one more hour (a secret replaced earlier stops at once). */
export function refreshApiSecret(ctx: PlatformContext, accountId: string): ApiSecret {
  const now = ctx.now();
  const changed = ctx.db
    .prepare(
      `UPDATE accounts SET previous_secret = secret, previous_secret_expires_at = ?, secret = ?
       WHERE id = ? AND deleted_at IS NULL`,
    )
    .run(now + SESSION.OLD_SECRET_GRACE_MS, newApiSecret(), accountId).changes;
  if (changed === 0) throw notFound("Account not found");
  return readApiSecret(ctx, accountId);
}

/** Whether `secret` is the account's secret, or its previous one within the hour after the refresh. */
export function verifyApiSecret(ctx: PlatformContext, accountId: string, secret: string): boolean {
  const row = secretRow(ctx, accountId);
  if (!row) return false;
  if (sameText(row.secret, secret)) return true;
  return (
    !!row.previous_secret &&
    row.previous_secret_expires_at !== null &&
    ctx.now() < row.previous_secret_expires_at &&
    sameText(row.previous_secret, secret)
  );
}

/**
 * The account whose REST API secret `presented` is (or whose previous secret, within the hour after
 * a refresh), or null: the key of the OpenAI-compatible endpoint, which names no account
 * (docs/features/ai-framework.md#openai-compatible-endpoint). Every account's secrets are compared,
 * as SHA-256 digests of one length with timingSafeEqual, so the time taken says nothing about how
 * close a guess came.
 */
export function accountOfApiSecret(ctx: PlatformContext, presented: string): string | null {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  const wanted = digest(presented);
  const rows = ctx.db
    .prepare(
      "SELECT id, secret, previous_secret, previous_secret_expires_at FROM accounts WHERE deleted_at IS NULL ORDER BY id",
    )
    .all() as (SecretRow & { id: string })[];
  const now = ctx.now();
  let found: string | null = null;
  for (const row of rows) {
    const current = timingSafeEqual(wanted, digest(row.secret));
    const previousValid =
      !!row.previous_secret && row.previous_secret_expires_at !== null && now < row.previous_secret_expires_at;
    const previous =
      timingSafeEqual(wanted, digest(previousValid ? row.previous_secret! : row.secret)) && previousValid;
    if ((current || previous) && found === null) found = row.id;
  }
  return found;
}

/**
 * The user a client-credentials token speaks for: the account's earliest active user working in it
 * (the REST API acts as the account's owner; the spec does not say whose token it is).
 */
export function apiUserOf(ctx: PlatformContext, accountId: string): string | undefined {
  return ctx.db
    .prepare("SELECT id FROM users WHERE account_id = ? AND is_active = 1 ORDER BY created_at, id LIMIT 1")
    .pluck()
    .get(accountId) as string | undefined;
}
