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
 * The access-token claims of a user, read fresh from the database so a role change takes effect at
 * the next refresh. Marketplace (MSFT) accounts also carry the spec's msaccountname/msaccountemail.
 */
export function tokenClaimsFor(ctx: PlatformContext, userId: string): AccessClaims {
  const row = ctx.db
    .prepare(
      `SELECT u.id, u.email, u.first_name, u.last_name, u.roles, u.account_id,
              a.type AS account_type, a.teams_only_mode
       FROM users u JOIN accounts a ON a.id = u.account_id
       WHERE u.id = ? AND a.deleted_at IS NULL`,
    )
    .get(userId) as ClaimsRow | undefined;
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

/** A signed access token for the user, valid for the configured TTL from ctx.now(). */
export function issueAccessToken(ctx: PlatformContext, userId: string): Promise<string> {
  return signAccessToken(ctx.config, tokenClaimsFor(ctx, userId), ctx.now());
}

/** A new session for the user: an access token and the first refresh token of a new family. */
export async function issueTokenPair(ctx: PlatformContext, userId: string, source: TokenSource): Promise<TokenPair> {
  const token = await issueAccessToken(ctx, userId);
  return { token, refresh_token: createRefreshToken(ctx, userId, source) };
}
