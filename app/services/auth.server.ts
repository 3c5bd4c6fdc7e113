import type { AppLoadContext } from "@remix-run/node";
import { SsoCodeResponseSchema } from "../../contract/wire/auth";
import type { TokenPair } from "../auth/session.server";
import {
  PLATFORM_TIMEOUT_MS,
  publicPlatform,
  tokenAnswerSchema,
  toTokenPair,
  type PlatformClient,
} from "./platform.server";

/** Typed calls of the platform's identity and session endpoints (main base path /vaic/api). */

export const AUTH_PATHS = {
  login: "/vaic/api/auth/login",
  token: "/vaic/api/auth/token",
  tokenIam: "/vaic/api/auth/tokeniam",
  logout: "/vaic/api/auth/logout",
  ssoCode: "/vaic/api/auth/generatessocode",
  updateTerms: (userId: string) => `/vaic/api/Users/${encodeURIComponent(userId)}/UpdateTerms`,
} as const;

/** Own sign-in: e-mail and password for a token pair. A 401 surfaces as PlatformError 401. */
export async function loginWithPassword(
  context: AppLoadContext,
  request: Request,
  credentials: { email: string; password: string },
): Promise<TokenPair> {
  const answer = await publicPlatform(context, request).post(AUTH_PATHS.login, credentials, {
    schema: tokenAnswerSchema,
  });
  return toTokenPair(answer);
}

/** Exchanges the identity provider's access token for a platform token pair. */
export async function exchangeIamToken(
  context: AppLoadContext,
  request: Request,
  accessToken: string,
): Promise<TokenPair> {
  const answer = await publicPlatform(context, request).post(
    AUTH_PATHS.tokenIam,
    { token: accessToken },
    { schema: tokenAnswerSchema },
  );
  return toTokenPair(answer);
}

/**
 * Ends the session on the platform (revokes the refresh-token family). Called through the user's
 * client, so an expired access token is renewed first. Best effort: failures (and a sign-in
 * redirect) are ignored because the console clears its cookie regardless.
 */
export async function logoutOnPlatform(api: PlatformClient, refreshToken: string): Promise<void> {
  try {
    await api.post(
      AUTH_PATHS.logout,
      { refresh_token: refreshToken },
      { timeoutMs: Math.min(PLATFORM_TIMEOUT_MS, 5_000) },
    );
  } catch {
    // ignored on purpose: sign-out must always succeed for the user
  }
}

/** A one-time code that opens the identity service's UI signed in (manage account). */
export async function generateSsoCode(api: PlatformClient): Promise<string> {
  return (await api.post(AUTH_PATHS.ssoCode, {}, { schema: SsoCodeResponseSchema })).code;
}

/** The signed-in user accepts the updated terms. */
export async function updateTerms(api: PlatformClient, userId: string): Promise<void> {
  await api.patch(AUTH_PATHS.updateTerms(userId), {});
}
