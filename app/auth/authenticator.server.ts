import { redirect, type AppLoadContext } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { FormStrategy } from "remix-auth-form";
import { CodeChallengeMethod, OAuth2Strategy } from "remix-auth-oauth2";
import { LoginRequestSchema } from "../../contract/wire/auth";
import { exchangeIamToken, loginWithPassword, logoutOnPlatform } from "../services/auth.server";
import { MSG } from "../../contract/messages";
import { isPlatformError, platform } from "../services/platform.server";
import { ADMIN_AFTER_LOGIN, DEFAULT_AFTER_LOGIN, safeRedirectPath } from "./redirect";
import {
  destroyRequestAuth,
  requestAuth,
  serializeAuth,
  sessionStorage,
  type SessionAuth,
  type SessionSource,
  type TokenPair,
} from "./session.server";

/**
 * Sign-in and sign-out. remix-auth v4 strategies only return a value; storing it in the session is
 * ours (`signIn`). Strategies need the request's origin and the platform's address, so the
 * authenticator is built per request: `getAuthenticator(request, context).authenticate("form", request)`.
 */

/** What a successful sign-in yields, before it is stored in the session. */
export interface AuthResult {
  pair: TokenPair;
  source: SessionSource;
  idToken?: string;
  adminMode?: boolean;
}

/** A sign-in the user can fix: messages per form field and for the whole form. */
export class AuthError extends Error {
  readonly fieldErrors: Partial<Record<"email" | "password", string[]>>;
  readonly formErrors: string[];

  constructor(init: { fieldErrors?: AuthError["fieldErrors"]; formErrors?: string[] }) {
    const fieldErrors = init.fieldErrors ?? {};
    const formErrors = init.formErrors ?? [];
    super([...Object.values(fieldErrors).flat(), ...formErrors][0] ?? "Sign-in failed");
    this.name = "AuthError";
    this.fieldErrors = fieldErrors;
    this.formErrors = formErrors;
  }
}

export function isAuthError(error: unknown): error is AuthError {
  return error instanceof AuthError;
}

export const IDP_CLIENT_ID = "voice-console";
export const IDP_SCOPES = ["openid", "email", "profile", "offline_access"];
/** Cookies holding the OAuth state and PKCE verifier (remix-auth-oauth2 appends ":<uuid>"). */
export const OAUTH_COOKIES = { iam: "__vc_oidc_user", "iam-admin": "__vc_oidc_admin" } as const;

/**
 * Sign-in only needs both fields filled in (the contract's login body); the password rule of the
 * spec applies when a password is chosen (registration, change, reset).
 */
export const signInSchema = LoginRequestSchema;

/** The browser-facing origin of a request, honouring a reverse proxy's X-Forwarded-Proto/Host. */
export function publicOriginOf(request: Request): string {
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim().toLowerCase();
  const proto = first("x-forwarded-proto");
  const host = first("x-forwarded-host");
  const protocol = proto === "http" || proto === "https" ? proto : url.protocol.replace(":", "");
  // Only a plain host[:port]: anything else in the header is ignored rather than trusted.
  const authority = host && /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/.test(host) ? host : url.host;
  return `${protocol}://${authority}`;
}

function idpClientSecret(): string {
  const secret = process.env.IDP_CLIENT_SECRET;
  if (!secret)
    throw new Error("IDP_CLIENT_SECRET is not set. The server sets it at start-up for identity-service sign-in.");
  return secret;
}

function formStrategy(context: AppLoadContext) {
  return new FormStrategy<AuthResult>(async ({ form, request }) => {
    const parsed = signInSchema.safeParse({ email: form.get("email") ?? "", password: form.get("password") ?? "" });
    if (!parsed.success) {
      const { fieldErrors, formErrors } = parsed.error.flatten();
      throw new AuthError({ fieldErrors, formErrors });
    }
    try {
      const pair = await loginWithPassword(context, request, parsed.data);
      return { pair, source: "password" };
    } catch (error) {
      if (isPlatformError(error) && error.status === 401) {
        throw new AuthError({ fieldErrors: { password: [MSG.error_invalid_credentials] } });
      }
      // e.g. an unconfirmed e-mail or a disabled account: the platform's words, above the form
      if (isPlatformError(error) && (error.status === 400 || error.status === 403) && error.messages.length) {
        throw new AuthError({ formErrors: error.messages });
      }
      throw error;
    }
  });
}

function iamStrategy(request: Request, context: AppLoadContext, kind: "iam" | "iam-admin") {
  const origin = publicOriginOf(request);
  return new OAuth2Strategy<AuthResult>(
    {
      cookie: {
        name: OAUTH_COOKIES[kind],
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        ...(context.secureCookies ? { secure: true as const } : {}),
      },
      clientId: IDP_CLIENT_ID,
      clientSecret: idpClientSecret(),
      authorizationEndpoint: `${origin}/idp/auth`,
      // Server to server: the console reaches the platform directly.
      tokenEndpoint: `${context.platformBaseUrl.replace(/\/$/, "")}/idp/token`,
      redirectURI: `${origin}/auth/${kind}/callback`,
      scopes: IDP_SCOPES,
      codeChallengeMethod: CodeChallengeMethod.S256,
    },
    async ({ tokens, request: callback }) => {
      const pair = await exchangeIamToken(context, callback, tokens.accessToken());
      let idToken: string | undefined;
      try {
        idToken = tokens.idToken();
      } catch {
        idToken = undefined; // no id token issued: sign-out then uses client_id only
      }
      return kind === "iam-admin"
        ? { pair, source: "iam-admin", idToken, adminMode: true }
        : { pair, source: "iam", idToken };
    },
  );
}

/**
 * The authenticator for this request, with strategies "form" (own login), "iam" and "iam-admin"
 * (identity service, PKCE S256 and state kept in an httpOnly SameSite=Lax cookie). Starting an
 * identity sign-in throws a redirect to the provider; its callback returns the AuthResult.
 */
export function getAuthenticator(request: Request, context: AppLoadContext): Authenticator<AuthResult> {
  const authenticator = new Authenticator<AuthResult>();
  authenticator.use(formStrategy(context), "form");
  authenticator.use(new Deferred("iam", () => iamStrategy(request, context, "iam")), "iam");
  authenticator.use(new Deferred("iam-admin", () => iamStrategy(request, context, "iam-admin")), "iam-admin");
  return authenticator;
}

/** Builds its strategy on first use, so the own login works without the identity-service secret. */
class Deferred extends Strategy<AuthResult, never> {
  constructor(
    readonly name: string,
    private readonly make: () => Strategy<AuthResult, OAuth2Strategy.VerifyOptions>,
  ) {
    super(() => Promise.reject(new Error("unused")));
  }

  authenticate(request: Request): Promise<AuthResult> {
    return this.make().authenticate(request);
  }
}

/** Set-Cookie values that delete the OAuth state cookies the request carries (the flow is over). */
function clearOAuthCookies(request: Request, context: AppLoadContext): string[] {
  const prefixes = Object.values(OAUTH_COOKIES);
  const names = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0]?.trim())
    .filter((name): name is string => !!name && prefixes.some((p) => name.startsWith(p)));
  const secure = context.secureCookies ? "; Secure" : "";
  return names.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
}

/**
 * Stores a successful sign-in in a fresh session and answers with the redirect to `redirectTo`
 * (only a path on this site; else the portal or admin dashboard) carrying the session cookie.
 */
export async function signIn(
  context: AppLoadContext,
  request: Request,
  result: AuthResult,
  redirectTo?: string | null,
): Promise<Response> {
  const auth: SessionAuth = { ...result.pair, source: result.source };
  if (result.idToken) auth.idToken = result.idToken;
  if (result.adminMode) auth.adminMode = true;
  const session = await sessionStorage(context.secureCookies).getSession();
  const cookie = await serializeAuth(context, session, auth);
  // Later platform calls in this same request use the new tokens.
  const state = await requestAuth(request, context);
  Object.assign(state, { session, auth, committedToken: auth.token, destroyed: false });
  const headers = new Headers();
  headers.append("Set-Cookie", cookie);
  for (const clear of clearOAuthCookies(request, context)) headers.append("Set-Cookie", clear);
  const fallback = auth.adminMode ? ADMIN_AFTER_LOGIN : DEFAULT_AFTER_LOGIN;
  return redirect(safeRedirectPath(redirectTo, fallback), { headers });
}

/**
 * Signs out: tells the platform (failures ignored), clears the session (its cookie is sent with
 * this response) and returns where to go: the identity provider's end-session page when the
 * session came from it, else /login?from=logout.
 */
export async function signOut(request: Request, context: AppLoadContext): Promise<string> {
  const { auth } = await requestAuth(request, context);
  if (auth) await logoutOnPlatform(platform(request, context), auth.refreshToken);
  await destroyRequestAuth(request, context);
  const origin = publicOriginOf(request);
  const afterLogout = "/login?from=logout";
  if (auth?.source !== "iam" && auth?.source !== "iam-admin") return afterLogout;
  const params = new URLSearchParams({ client_id: IDP_CLIENT_ID, post_logout_redirect_uri: `${origin}${afterLogout}` });
  if (auth.idToken) params.set("id_token_hint", auth.idToken);
  return `${origin}/idp/session/end?${params.toString()}`;
}
