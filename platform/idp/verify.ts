import { jwtVerify } from "jose";
import type { PlatformContext } from "../context";
import { registeredIdp } from "./index";

/**
 * The user id (subject) behind a token issued by our identity provider to the console, or
 * undefined when the token is not one: an opaque access token is looked up through the provider
 * itself (expiry, session binding and a still-existing grant included); a JWT must be an id token
 * signed with the provider's key, for the console, from this issuer, unexpired.
 */
export async function resolveIdpSubject(ctx: PlatformContext, token: string): Promise<string | undefined> {
  const idp = registeredIdp(ctx);
  if (!idp || !token) return undefined;

  if (token.split(".").length === 3) {
    try {
      const { payload } = await jwtVerify(token, idp.keySet, {
        issuer: idp.issuer,
        audience: idp.clientId,
        algorithms: ["RS256"],
        currentDate: new Date(ctx.now()),
      });
      return typeof payload.sub === "string" ? payload.sub : undefined;
    } catch {
      return undefined;
    }
  }

  const accessToken = await idp.provider.AccessToken.find(token);
  if (!accessToken || accessToken.clientId !== idp.clientId || !accessToken.accountId) return undefined;
  // A revoked grant (logout, revocation) ends its tokens, as the provider's userinfo endpoint does.
  const grant = accessToken.grantId ? await idp.provider.Grant.find(accessToken.grantId) : undefined;
  if (!grant || grant.accountId !== accessToken.accountId || grant.clientId !== accessToken.clientId) return undefined;
  return accessToken.accountId;
}
