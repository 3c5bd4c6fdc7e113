/**
 * Sign-in and token wire shapes (docs/product.md#token-pair "Token pair", #session-calls "Session calls", #other-constants "Token claim names").
 * Wire names are the spec's: token / refresh_token / grant_type.
 */
import { z } from "zod";

/** POST /vaic/api/auth/login (issue 2: own login with JSON {email, password}). */
export const LoginRequestSchema = z.object({
  email: z.string().trim().min(1, "E-mail is required").max(254).email("Enter a valid e-mail address"),
  password: z.string().min(1, "Password is required").max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** docs/product.md#session-calls "answer 200 or 201 carries token and refresh_token". */
export const TokenPairSchema = z.object({
  token: z.string().min(1),
  refresh_token: z.string().min(1),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** docs/product.md#session-calls "POST identity token path (main base) with body refresh_token and grant_type (value refresh_token)". */
export const RefreshRequestSchema = z.object({
  grant_type: z.literal("refresh_token"),
  refresh_token: z.string().min(1, "refresh_token is required"),
});
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;

/** POST logout: the refresh token to revoke, when the client still has it. */
export const LogoutRequestSchema = z.object({ refresh_token: z.string().min(1).optional() });
export type LogoutRequest = z.infer<typeof LogoutRequestSchema>;

/** docs/product.md#session-calls "POST sso code: answer holds a code used to open the identity UI ... with sso_code and account in the query". */
export const SsoCodeResponseSchema = z.object({ code: z.string().min(1) });
export type SsoCodeResponse = z.infer<typeof SsoCodeResponseSchema>;

/** The identity-service sign-in URL (GET auth/loginurl). */
export const LoginUrlResponseSchema = z.object({ url: z.string().min(1) });
export type LoginUrlResponse = z.infer<typeof LoginUrlResponseSchema>;

/** The access token's payload as the console may read it (not a verification: the platform verifies). */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string(),
  accountId: z.string(),
  email: z.string().optional(),
  role: z.array(z.string()).default([]),
  msaccountname: z.string().optional(),
  msaccountemail: z.string().optional(),
  teamsOnlyMode: z.boolean().optional(),
  exp: z.number().optional(),
  iat: z.number().optional(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;
