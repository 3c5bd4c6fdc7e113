import { redirect, type AppLoadContext } from "@remix-run/node";
import { createHash } from "node:crypto";
import type { ZodType, ZodTypeDef } from "zod";
import { SESSION } from "../../contract/limits/session";
import { TokenPairSchema, type TokenPair as WireTokenPair } from "../../contract/wire/auth";
import { loginRedirectFor } from "../auth/redirect";
import {
  destroyRequestAuth,
  requestAuth,
  storeRequestAuth,
  type SessionAuth,
  type TokenPair,
} from "../auth/session.server";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, acceptedLocales, matchLocale, normaliseLocale } from "../i18n/locale";
import { GENERIC_ERROR } from "../../contract/messages";

/**
 * The ONE client the console uses to talk to the platform. Every loader and action goes through
 * `platform(request, context)`; it adds the bearer and Accept-Language headers, refreshes an expired
 * access token once (single-flight across requests), and maps failures as docs/product.md#session-errors says.
 */

/** How long one platform call may take before it fails as "unavailable", unless the server sets PLATFORM_TIMEOUT_MS. */
export const PLATFORM_TIMEOUT_MS = 15_000;
const timeoutOf = (context: AppLoadContext) => context.platformTimeoutMs ?? PLATFORM_TIMEOUT_MS;
/** A 401 carrying `x-subscriptions: false` means the account has no active subscription. */
export const SUBSCRIPTIONS_HEADER = "x-subscriptions";
export const BILLING_PATH = "/portal/settings/billing";
/** A refreshed pair stays shared this long, for requests that still carry the old cookie. */
export const REFRESH_REUSE_MS = 30_000;
export const TOKEN_PATH = "/vaic/api/auth/token";

export { DEFAULT_LOCALE, SUPPORTED_LOCALES, normaliseLocale };

// ---------------------------------------------------------------------------------------------
// Errors

export class PlatformError extends Error {
  readonly status: number;
  /** What to show, one toast per entry (message keys or server text); empty for a 404. */
  readonly messages: string[];
  /** The body was plain text, not JSON (a manual charge refusal is shown as a dialog then, docs/product.md#export-call-and-ai-messages). */
  readonly plainText: boolean;
  /** Seconds the platform asked to wait (its Retry-After, e.g. of a 429), when it said. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    messages: string[];
    cause?: unknown;
    plainText?: boolean;
    retryAfterSeconds?: number | null;
  }) {
    super(init.messages[0] ?? `Platform answered ${init.status}`, { cause: init.cause });
    this.name = "PlatformError";
    this.status = init.status;
    this.messages = init.messages;
    this.plainText = init.plainText ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}

export function isNotFound(error: unknown): boolean {
  return isPlatformError(error) && error.status === 404;
}

/** The value of `promise`, or null when the platform answered 404. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function genericError(status: number, cause?: unknown): PlatformError {
  return new PlatformError({ status, messages: [GENERIC_ERROR], cause });
}

// ---------------------------------------------------------------------------------------------
// Locale

/** The supported locale that best matches an Accept-Language header (default en-US). */
export function localeFor(acceptLanguage: string | null | undefined): string {
  return matchLocale(acceptedLocales(acceptLanguage), SUPPORTED_LOCALES) ?? DEFAULT_LOCALE;
}

// ---------------------------------------------------------------------------------------------
// Answer mapping (pure; docs/product.md#errors)

export type Answer =
  | { kind: "ok"; data: unknown }
  | { kind: "refresh" } // 401: refresh the token once and replay
  | { kind: "billing" } // 401 with the subscriptions-false header
  | { kind: "signOut" } // 403: clear the session, go to login
  | { kind: "error"; error: PlatformError };

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function lines(value: unknown): string[] {
  if (typeof value === "string") {
    return value
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
  }
  if (Array.isArray(value)) return value.flatMap(lines);
  if (value && typeof value === "object" && "message" in value) return lines((value as { message: unknown }).message);
  return [];
}

/** The lines a failed answer's body offers: its message, detail or error field, or the text itself. */
export function errorMessagesOf(bodyText: string, contentType: string | null): string[] {
  if (!bodyText.trim()) return [];
  const parsed = parseJson(bodyText);
  if (parsed.ok) {
    const body = parsed.value;
    if (typeof body === "string" || Array.isArray(body)) return lines(body);
    if (body && typeof body === "object") {
      for (const field of ["message", "detail", "error"] as const) {
        const found = lines((body as Record<string, unknown>)[field]);
        if (found.length) return found;
      }
    }
    return [];
  }
  // An HTML error page (a proxy's 502) is no message for a toast.
  if (contentType?.includes("html")) return [];
  return lines(bodyText);
}

/** A Retry-After header in seconds (delta-seconds or an HTTP date), or null without a usable one. */
function retryAfterOf(value: string | null): number | null {
  if (!value?.trim()) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * What an answer means for the caller. `authenticated` is false for anonymous calls (sign-in,
 * settings), whose 401/403 are plain errors to show.
 */
export function interpretAnswer(
  answer: { status: number; statusText: string; headers: Headers; bodyText: string },
  authenticated: boolean,
): Answer {
  const { status, statusText, headers, bodyText } = answer;
  if (status >= 200 && status < 300) {
    if (status === 204 || !bodyText.trim()) return { kind: "ok", data: null };
    const parsed = parseJson(bodyText);
    return { kind: "ok", data: parsed.ok ? parsed.value : bodyText };
  }
  if (authenticated && status === 401) {
    return headers.get(SUBSCRIPTIONS_HEADER)?.trim().toLowerCase() === "false"
      ? { kind: "billing" }
      : { kind: "refresh" };
  }
  if (authenticated && status === 403) return { kind: "signOut" };
  if (status === 404) return { kind: "error", error: new PlatformError({ status, messages: [] }) };
  const retryAfterSeconds = retryAfterOf(headers.get("retry-after"));
  if (!bodyText.trim())
    return { kind: "error", error: new PlatformError({ status, messages: [GENERIC_ERROR], retryAfterSeconds }) };
  const fromBody = errorMessagesOf(bodyText, headers.get("content-type"));
  if (fromBody.length) {
    return {
      kind: "error",
      error: new PlatformError({ status, messages: fromBody, plainText: !parseJson(bodyText).ok, retryAfterSeconds }),
    };
  }
  const fromStatus = lines(statusText);
  return {
    kind: "error",
    error: new PlatformError({ status, messages: fromStatus.length ? fromStatus : [GENERIC_ERROR], retryAfterSeconds }),
  };
}

// ---------------------------------------------------------------------------------------------
// Token refresh, single-flight. Keyed by a hash of the refresh token, so every request carrying the
// same cookie (parallel loaders, parallel page loads, console instances aside) shares one refresh.

interface Flight {
  promise: Promise<TokenPair>;
  expiresAt: number;
}
const flights = new Map<string, Flight>();

/** Wire shape of the platform's token answers (login, refresh, tokeniam). */
export const tokenAnswerSchema = TokenPairSchema;

export function toTokenPair(answer: WireTokenPair): TokenPair {
  return { token: answer.token, refreshToken: answer.refresh_token };
}

async function requestRefresh(context: AppLoadContext, refreshToken: string): Promise<TokenPair> {
  const response = await fetch(platformUrl(context.platformBaseUrl, TOKEN_PATH), {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ grant_type: "refresh_token", refresh_token: refreshToken }),
    signal: AbortSignal.timeout(timeoutOf(context)),
  });
  const text = await response.text();
  if (!(SESSION.TOKEN_OK_STATUSES as readonly number[]).includes(response.status)) {
    throw new PlatformError({
      status: response.status,
      messages: errorMessagesOf(text, response.headers.get("content-type")),
    });
  }
  const json = parseJson(text);
  const parsed = tokenAnswerSchema.safeParse(json.ok ? json.value : null);
  if (!parsed.success) throw genericError(502);
  return toTokenPair(parsed.data);
}

/**
 * Whether an access token has expired (or will within a second), by its `exp` claim. Not a
 * verification (the platform verifies); a token without a readable `exp` counts as current.
 */
export function accessTokenExpired(token: string, nowMs = Date.now()): boolean {
  try {
    const exp: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")).exp;
    return typeof exp === "number" && exp * 1000 <= nowMs + 1_000;
  } catch {
    return false;
  }
}

/** A new pair for `refreshToken`; concurrent and late (within 30 s) callers share one platform call. */
export function refreshOnce(context: AppLoadContext, refreshToken: string): Promise<TokenPair> {
  const key = createHash("sha256").update(refreshToken).digest("hex");
  const existing = flights.get(key);
  if (existing && existing.expiresAt > Date.now()) {
    // A late caller of a settled refresh whose new access token has expired meanwhile (short token
    // lifetimes, a busy server): renew that pair in turn, single-flight too, never hand out a dead token.
    return existing.promise.then((pair) =>
      accessTokenExpired(pair.token) ? refreshOnce(context, pair.refreshToken) : pair,
    );
  }
  const flight: Flight = { promise: requestRefresh(context, refreshToken), expiresAt: Number.POSITIVE_INFINITY };
  flights.set(key, flight);
  const settle = () => {
    flight.expiresAt = Date.now() + REFRESH_REUSE_MS;
    setTimeout(() => {
      if (flights.get(key) === flight) flights.delete(key);
    }, REFRESH_REUSE_MS).unref();
  };
  flight.promise.then(settle, settle);
  return flight.promise;
}

/** Forgets every shared refresh (tests). */
export function clearRefreshFlights(): void {
  flights.clear();
}

// ---------------------------------------------------------------------------------------------
// The client

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface CallOptions<T> {
  query?: Query;
  /** Validates a JSON answer; a mismatch is a generic error (and is logged). */
  schema?: ZodType<T, ZodTypeDef, unknown>;
  headers?: HeadersInit;
  timeoutMs?: number;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** base + path, keeping any path prefix of the base; `path` must be a platform path ("/vaic/api/..."). */
export function platformUrl(base: string, path: string): URL {
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error(`Not a platform path: ${path}`);
  return new URL(`${base.replace(/\/+$/, "")}${path}`);
}

function buildUrl(base: string, path: string, query?: Query): URL {
  const url = platformUrl(base, path);
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as QueryValue[]) {
      if (v !== undefined && v !== null && v !== "") url.searchParams.append(key, String(v));
    }
  }
  return url;
}

interface Sender {
  request: Request | null;
  context: AppLoadContext;
  /** Sends the session's token and handles 401/403 (refresh, sign-out); false for anonymous calls. */
  authenticated: boolean;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
const loopback = new Map<string, boolean>();

/** Whether the platform answers over loopback (the embedded one): its answers need no compression. */
function isLoopback(baseUrl: string): boolean {
  let known = loopback.get(baseUrl);
  if (known === undefined) {
    known = LOOPBACK_HOSTS.has(new URL(baseUrl).hostname);
    loopback.set(baseUrl, known);
  }
  return known;
}

function baseHeaders(sender: Sender, extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  // Over loopback, gzipping the platform's JSON only to unzip it again costs CPU on both sides.
  if (!headers.has("Accept-Encoding") && isLoopback(sender.context.platformBaseUrl))
    headers.set("Accept-Encoding", "identity");
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  if (!headers.has("Accept-Language"))
    headers.set("Accept-Language", localeFor(sender.request?.headers.get("Accept-Language")));
  const requestId = sender.request?.headers.get("X-Request-Id");
  if (requestId && !headers.has("X-Request-Id")) headers.set("X-Request-Id", requestId);
  // The platform limits sign-ins per client address: it must see the browser's, not the console's.
  if (sender.context.clientAddress && !headers.has("X-Forwarded-For"))
    headers.set("X-Forwarded-For", sender.context.clientAddress);
  return headers;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob || typeof body === "string") {
    return body;
  }
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  return JSON.stringify(body);
}

async function send(url: URL, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    // Network failure or timeout: the platform is unavailable.
    throw genericError(503, cause);
  }
}

async function readAnswer(response: Response) {
  let bodyText = "";
  try {
    bodyText = await response.text();
  } catch (cause) {
    throw genericError(503, cause);
  }
  return { status: response.status, statusText: response.statusText, headers: response.headers, bodyText };
}

function validated<T>(data: unknown, schema: CallOptions<T>["schema"], method: Method, path: string): T {
  if (!schema) return data as T;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
  console.error(`[platform] unexpected answer from ${method} ${path.split("?")[0]}: ${issues.join("; ")}`);
  throw genericError(502);
}

/**
 * Sends one call for a signed-in user: the 401 refresh-and-replay, 403 sign-out and subscription
 * redirect happen here; the answer (or the error) is returned for the caller to map.
 */
async function sendAuthenticated(
  request: Request,
  context: AppLoadContext,
  build: (token: string | null) => RequestInit & { url: URL },
  timeoutMs: number,
): Promise<Response> {
  const state = await requestAuth(request, context);
  const usedToken = state.auth?.token ?? null;
  const first = build(usedToken);
  const response = await send(first.url, first, timeoutMs);
  if (response.status !== 401 && response.status !== 403) return response;

  const firstAnswer = interpretAnswer(await readAnswer(response), true);
  if (firstAnswer.kind !== "refresh") return failAuth(firstAnswer, request, context);

  // Another loader of this request may already have refreshed: then replay with its token.
  let token =
    state.auth && state.auth.token !== usedToken && !accessTokenExpired(state.auth.token) ? state.auth.token : null;
  if (!token) {
    const auth = state.auth;
    if (!auth?.refreshToken) return failAuth({ kind: "signOut" }, request, context);
    let pair: TokenPair;
    try {
      pair = await refreshOnce(context, auth.refreshToken);
    } catch {
      return failAuth({ kind: "signOut" }, request, context);
    }
    const next: SessionAuth = { ...(state.auth ?? auth), token: pair.token, refreshToken: pair.refreshToken };
    await storeRequestAuth(request, context, next);
    token = pair.token;
  }
  const replay = build(token);
  const second = await send(replay.url, replay, timeoutMs);
  if (second.status !== 401 && second.status !== 403) return second;
  const secondAnswer = interpretAnswer(await readAnswer(second), true);
  // One retry per request (docs/product.md#timing): a second 401 ends the session.
  return failAuth(secondAnswer.kind === "billing" ? secondAnswer : { kind: "signOut" }, request, context);
}

async function failAuth(answer: Answer, request: Request, context: AppLoadContext): Promise<never> {
  if (answer.kind === "billing") {
    // On the billing page itself a redirect would loop; let the page show the error instead.
    if (new URL(request.url).pathname.startsWith(BILLING_PATH)) {
      throw new PlatformError({ status: 401, messages: [GENERIC_ERROR] });
    }
    throw redirect(BILLING_PATH);
  }
  await destroyRequestAuth(request, context);
  throw redirect(loginRedirectFor(request));
}

export interface PlatformClient {
  get<T = unknown>(path: string, options?: CallOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: CallOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: CallOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: CallOptions<T>): Promise<T>;
  del<T = unknown>(path: string, options?: CallOptions<T> & { body?: unknown }): Promise<T>;
  /** The platform's Response when it is 2xx (downloads, streams); failures are mapped as usual. */
  raw(path: string, init?: RequestInit & { query?: Query; timeoutMs?: number }): Promise<Response>;
}

function client(sender: Sender): PlatformClient {
  const { authenticated } = sender;

  async function respond(
    method: Method,
    path: string,
    {
      query,
      timeoutMs = timeoutOf(sender.context),
      headers: extraHeaders,
      ...init
    }: RequestInit & { query?: Query; timeoutMs?: number },
  ): Promise<Response> {
    const url = buildUrl(sender.context.platformBaseUrl, path, query);
    const build = (token: string | null) => {
      const headers = baseHeaders(sender, extraHeaders);
      if (token) headers.set("Authorization", `Bearer ${token}`);
      return { ...init, method, headers, url };
    };
    if (!authenticated || !sender.request) return send(url, build(null), timeoutMs);
    return sendAuthenticated(sender.request, sender.context, build, timeoutMs);
  }

  async function call<T>(method: Method, path: string, body: unknown, options: CallOptions<T> = {}): Promise<T> {
    const headers = new Headers(options.headers);
    const encoded = encodeBody(body, headers);
    const response = await respond(method, path, {
      body: encoded,
      headers,
      query: options.query,
      timeoutMs: options.timeoutMs,
    });
    const answer = interpretAnswer(await readAnswer(response), authenticated);
    if (answer.kind === "ok") return validated(answer.data, options.schema, method, path);
    if (answer.kind === "error") throw answer.error;
    // Only reachable when the replay itself was a 401/403, which sendAuthenticated already handled.
    throw genericError(response.status);
  }

  return {
    get: (path, options) => call("GET", path, undefined, options),
    post: (path, body, options) => call("POST", path, body, options),
    put: (path, body, options) => call("PUT", path, body, options),
    patch: (path, body, options) => call("PATCH", path, body, options),
    del: (path, options) => call("DELETE", path, options?.body, options),
    async raw(path, init = {}) {
      const method = (init.method?.toUpperCase() ?? "GET") as Method;
      const response = await respond(method, path, init);
      if (response.ok) return response;
      const answer = interpretAnswer(await readAnswer(response), authenticated);
      throw answer.kind === "error" ? answer.error : genericError(response.status);
    },
  };
}

/** The platform, called as the signed-in user of `request`. */
export function platform(request: Request, context: AppLoadContext): PlatformClient {
  return client({ request, context, authenticated: true });
}

/**
 * The platform, called anonymously (base settings, version, sign-in, registration). Pass the
 * visitor's request to forward its locale and request id (never its token); a 401/403 is then a
 * plain error to show.
 */
export function publicPlatform(context: AppLoadContext, request?: Request): PlatformClient {
  return client({ request: request ?? null, context, authenticated: false });
}
