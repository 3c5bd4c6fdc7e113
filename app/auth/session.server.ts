import { createCookieSessionStorage, type AppLoadContext, type Session, type SessionStorage } from "@remix-run/node";
import { deflateRawSync, inflateRawSync } from "node:zlib";

/**
 * The console's session: a signed, httpOnly, SameSite=Lax cookie holding only the platform token
 * pair and how the session started. The console keeps no server-side state, so any number of
 * instances can serve the same user.
 */

export const SESSION_COOKIE_NAME = "__vc_session";
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
/**
 * Browsers drop a cookie above 4096 bytes. Stay well below; an identity-provider id token that
 * would push the cookie past this budget is dropped (sign-out then uses client_id only).
 */
export const SESSION_COOKIE_BUDGET = 3584;

export type SessionSource = "password" | "iam" | "iam-admin" | "marketplace" | "sso";
const SOURCES: readonly SessionSource[] = ["password", "iam", "iam-admin", "marketplace", "sso"];

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface SessionAuth extends TokenPair {
  source: SessionSource;
  /** The identity provider's id token, kept for its end-session call (id_token_hint). */
  idToken?: string;
  /** Signed in through the administrators' identity-provider entry. */
  adminMode?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Packing. An admin's access token carries ~70 role names; as plain session JSON that is base64'd
// twice (JWT, then cookie) and overflows 4 KB. We store the JWT payload decoded (so the repeated
// "LIVEHUB_…" strings compress) and deflate the lot: the admin's cookie shrinks to ~1.5 KB.
// Re-encoding restores the exact original token, byte for byte.

type PackedToken = string | [header: string, payload: string, signature: string];
interface Packed {
  t: PackedToken;
  r: string;
  s: SessionSource;
  i?: PackedToken;
  a?: 1;
}

function packToken(token: string): PackedToken {
  const parts = token.split(".");
  if (parts.length !== 3) return token;
  const [header, payload, signature] = parts;
  const decoded = Buffer.from(payload, "base64url").toString("utf8");
  // Only when re-encoding gives back the very same characters (the signature covers them).
  return Buffer.from(decoded, "utf8").toString("base64url") === payload ? [header, decoded, signature] : token;
}

function unpackToken(packed: PackedToken): string {
  if (typeof packed === "string") return packed;
  const [header, payload, signature] = packed;
  return `${header}.${Buffer.from(payload, "utf8").toString("base64url")}.${signature}`;
}

export function packAuth(auth: SessionAuth): string {
  const packed: Packed = { t: packToken(auth.token), r: auth.refreshToken, s: auth.source };
  if (auth.idToken) packed.i = packToken(auth.idToken);
  if (auth.adminMode) packed.a = 1;
  return deflateRawSync(JSON.stringify(packed)).toString("base64url");
}

export function unpackAuth(value: unknown): SessionAuth | null {
  if (typeof value !== "string" || value.length === 0) return null;
  try {
    const packed = JSON.parse(inflateRawSync(Buffer.from(value, "base64url")).toString("utf8")) as Packed;
    if (!packed || typeof packed.r !== "string" || !SOURCES.includes(packed.s)) return null;
    const auth: SessionAuth = { token: unpackToken(packed.t), refreshToken: packed.r, source: packed.s };
    if (!auth.token) return null;
    if (packed.i) auth.idToken = unpackToken(packed.i);
    if (packed.a === 1) auth.adminMode = true;
    return auth;
  } catch {
    return null; // a cookie from an older format or tampered with before signing: treat as signed out
  }
}

// ---------------------------------------------------------------------------------------------
// Storage

const AUTH_KEY = "auth";
const storages = new Map<string, SessionStorage>();

function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET;
  if (!secret) {
    throw new Error(
      "SESSION_SECRET is not set. The server sets it at start-up; it signs the console's session cookie.",
    );
  }
  return secret;
}

/** The cookie session storage; `secure` only changes the Set-Cookie attribute, not parsing. */
export function sessionStorage(secure: boolean): SessionStorage {
  const secret = sessionSecret();
  const key = `${secure}:${secret}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage({
      cookie: {
        name: SESSION_COOKIE_NAME,
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure,
        secrets: [secret],
        maxAge: SESSION_MAX_AGE_SECONDS,
      },
    });
    storages.set(key, storage);
  }
  return storage;
}

/** The session of a request (an empty one when the cookie is missing or its signature is wrong). */
export function getSession(request: Request): Promise<Session> {
  return sessionStorage(false).getSession(request.headers.get("Cookie"));
}

/** The tokens a session holds, or null when signed out. */
export function readAuth(session: Session): SessionAuth | null {
  return unpackAuth(session.get(AUTH_KEY));
}

/**
 * Stores `auth` in `session` and returns the Set-Cookie value, without sending it. Drops the id
 * token if keeping it would exceed the cookie budget.
 */
export async function serializeAuth(context: AppLoadContext, session: Session, auth: SessionAuth): Promise<string> {
  const storage = sessionStorage(context.secureCookies);
  if (auth.idToken) {
    session.set(AUTH_KEY, packAuth(auth));
    // Remix refuses (throws) above 4096 bytes; we want to stay under our budget anyway.
    const cookie = await storage.commitSession(session).catch(() => null);
    if (cookie && cookie.length <= SESSION_COOKIE_BUDGET) return cookie;
  }
  const { idToken: _dropped, ...rest } = auth;
  session.set(AUTH_KEY, packAuth(rest));
  return storage.commitSession(session);
}

/** Stores `auth` in `session` and sends the cookie with this request's response. */
export async function commitAuth(context: AppLoadContext, session: Session, auth: SessionAuth): Promise<string> {
  const cookie = await serializeAuth(context, session, auth);
  context.appendSetCookie(cookie);
  return cookie;
}

/** A Set-Cookie value that deletes the session cookie. */
export function destroySessionCookie(context: AppLoadContext, session?: Session): Promise<string> {
  const storage = sessionStorage(context.secureCookies);
  return session ? storage.destroySession(session) : storage.getSession().then((s) => storage.destroySession(s));
}

// ---------------------------------------------------------------------------------------------
// Per-request state. Remix gives each parallel loader its own Request object but the same load
// context, so the context is the key: every loader of one document request sees the same tokens,
// and a refreshed pair or a sign-out is sent once per response.

export interface RequestAuth {
  session: Session;
  /** The current tokens (updated in place after a refresh); null when signed out. */
  auth: SessionAuth | null;
  /** Access token whose cookie has already been appended to this response. */
  committedToken?: string;
  /** The session was cleared during this request (its deleting cookie is appended). */
  destroyed: boolean;
}

const requestStates = new WeakMap<AppLoadContext, Promise<RequestAuth>>();

/** The session state of the request that `context` belongs to (parsed once per request). */
export function requestAuth(request: Request, context: AppLoadContext): Promise<RequestAuth> {
  let state = requestStates.get(context);
  if (!state) {
    state = getSession(request).then((session) => ({ session, auth: readAuth(session), destroyed: false }));
    requestStates.set(context, state);
  }
  return state;
}

/** Stores a (new) token pair for the rest of this request and sends its cookie once. */
export async function storeRequestAuth(request: Request, context: AppLoadContext, auth: SessionAuth): Promise<void> {
  const state = await requestAuth(request, context);
  state.auth = auth;
  state.destroyed = false;
  if (state.committedToken === auth.token) return;
  state.committedToken = auth.token;
  await commitAuth(context, state.session, auth);
}

/** Clears the session for the rest of this request and sends the deleting cookie once. */
export async function destroyRequestAuth(request: Request, context: AppLoadContext): Promise<void> {
  const state = await requestAuth(request, context);
  state.auth = null;
  state.committedToken = undefined;
  if (state.destroyed) return;
  state.destroyed = true;
  context.appendSetCookie(await destroySessionCookie(context, state.session));
}
