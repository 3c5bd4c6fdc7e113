import type { PlatformContext } from "../context";
import { unauthorized } from "../http/errors";
import { signAccessToken, type AccessClaims } from "./jwt";
import { createRefreshToken, type TokenSource } from "./refreshTokens";

export interface TokenPair {
  token: string;
  refresh_token: string;
}

interface ClaimsRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: string;
  account_id: string;
  account_type: string;
  teams_only_mode: number;
}

function parseRoles(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((r): r is string => typeof r === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The access-token claims of a user in an account, read fresh from the database so a role change
 * takes effect at the next refresh. The account is the session's: the user's own (users.account_id,
 * with users.roles) unless the session switched to another account the user is a member of (docs/product.md#header
 * "switch account"; account_memberships holds the roles there). Marketplace (MSFT) accounts also
 * carry the spec's msaccountname/msaccountemail.
 */
export function tokenClaimsFor(ctx: PlatformContext, userId: string, accountId?: string | null): AccessClaims {
  const row = ctx.db
    .prepare(
      `SELECT u.id, u.email, u.first_name, u.last_name,
              CASE WHEN a.id = u.account_id THEN u.roles ELSE m.roles END AS roles, a.id AS account_id,
              a.type AS account_type, a.teams_only_mode
       FROM users u
       JOIN accounts a ON a.id = COALESCE(@account, u.account_id)
       LEFT JOIN account_memberships m ON m.user_id = u.id AND m.account_id = a.id
       WHERE u.id = @user AND a.deleted_at IS NULL AND (a.id = u.account_id OR m.user_id IS NOT NULL)`,
    )
    .get({ user: userId, account: accountId ?? null }) as ClaimsRow | undefined;
  if (!row) throw unauthorized("Unknown user");
  const claims: AccessClaims = {
    sub: row.id,
    accountId: row.account_id,
    email: row.email,
    role: parseRoles(row.roles),
    teamsOnlyMode: row.teams_only_mode === 1,
  };
  if (row.account_type === "MSFT") {
    claims.msaccountname = `${row.first_name} ${row.last_name}`.trim();
    claims.msaccountemail = row.email;
  }
  return claims;
}

/** A signed access token for the user (in the session's account, by default the user's own), valid for the configured TTL from ctx.now(). */
export function issueAccessToken(ctx: PlatformContext, userId: string, accountId?: string | null): Promise<string> {
  return signAccessToken(ctx.config, tokenClaimsFor(ctx, userId, accountId), ctx.now());
}

/**
 * A new session for the user: an access token and the first refresh token of a new family. The
 * family keeps the session's account (null: the user's own), so its refreshes stay in it, whatever
 * the user's other sessions switch to.
 */
export async function issueTokenPair(
  ctx: PlatformContext,
  userId: string,
  source: TokenSource,
  accountId: string | null = null,
): Promise<TokenPair> {
  const token = await issueAccessToken(ctx, userId, accountId);
  return { token, refresh_token: createRefreshToken(ctx, userId, source, accountId) };
}
