import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { randomUUID } from "node:crypto";
import type { PlatformConfig } from "../context";

export const TOKEN_ISSUER = "voice-platform";
export const TOKEN_AUDIENCE = "voice-console";

/** What an access token says about its bearer (the spec's claim names: role, msaccountname, ...). */
export interface AccessClaims {
  sub: string; // user id
  accountId: string;
  email: string;
  role: string[];
  msaccountname?: string;
  msaccountemail?: string;
  teamsOnlyMode: boolean;
}

export async function signAccessToken(config: PlatformConfig, claims: AccessClaims, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + config.accessTokenTtlSeconds)
    .sign(config.jwtSecret);
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: "expired" | "invalid" };

export async function verifyAccessToken(config: PlatformConfig, token: string, nowMs: number): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      algorithms: ["HS256"],
      currentDate: new Date(nowMs),
    });
    const role = Array.isArray(payload.role) ? payload.role.filter((r): r is string => typeof r === "string") : [];
    if (typeof payload.sub !== "string" || typeof payload.accountId !== "string")
      return { ok: false, reason: "invalid" };
    return {
      ok: true,
      claims: {
        sub: payload.sub,
        accountId: payload.accountId,
        email: String(payload.email ?? ""),
        role,
        msaccountname: typeof payload.msaccountname === "string" ? payload.msaccountname : undefined,
        msaccountemail: typeof payload.msaccountemail === "string" ? payload.msaccountemail : undefined,
        teamsOnlyMode: payload.teamsOnlyMode === true,
      },
    };
  } catch (err) {
    return { ok: false, reason: err instanceof joseErrors.JWTExpired ? "expired" : "invalid" };
  }
}
