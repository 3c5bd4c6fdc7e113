import type { AppLoadContext } from "@remix-run/node";
import { SignJWT } from "jose";
import { randomBytes, randomUUID } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer, type SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { clearRefreshFlights } from "../../app/services/platform.server";
import { OWNER_ROLES } from "../../contract/roles";
import type { CurrentUser } from "../../contract/wire/currentUser";
import { serializeAuth, sessionStorage, type SessionAuth } from "../../app/auth/session.server";

/**
 * msw stand-ins for the platform endpoints the console's session core calls, and helpers to build
 * load contexts, requests and session cookies for unit tests. Nothing here leaves the process: the
 * base URL is only ever answered by msw.
 */

export const PLATFORM = "http://127.0.0.1:39999";
export const CONSOLE = "http://console.test";

// The server sets these at start-up; tests set them here.
process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";
process.env.IDP_CLIENT_SECRET ??= "test-idp-client-secret";

export type TestContext = AppLoadContext & { setCookies: string[] };

/** A fresh load context (one per simulated HTTP request) recording the cookies it appends. */
export function makeTestContext(overrides: Partial<AppLoadContext> = {}): TestContext {
  const setCookies: string[] = [];
  return {
    cspNonce: "test-nonce",
    platformBaseUrl: PLATFORM,
    accessTokenTtlSeconds: 900,
    clientAddress: "203.0.113.7",
    platformTimeoutMs: 15_000,
    secureCookies: false,
    appendSetCookie: (cookie: string) => void setCookies.push(cookie),
    ...overrides,
    setCookies,
  };
}

const jwtSecret = new TextEncoder().encode("test-jwt-secret-0123456789abcdef-0123");

/** An access token shaped like the platform's (HS256, `role` claim list). */
export async function signTestToken(
  claims: { roles?: readonly string[]; sub?: string; email?: string; ttlSeconds?: number } = {},
) {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({
    accountId: randomUUID(),
    email: claims.email ?? "owner@example.com",
    role: [...(claims.roles ?? OWNER_ROLES)],
    teamsOnlyMode: false,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub ?? randomUUID())
    .setIssuer("voice-platform")
    .setAudience("voice-console")
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + (claims.ttlSeconds ?? 900))
    .sign(jwtSecret);
}

/** A refresh token like the platform's (32 random bytes, base64url). */
export function randomRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The `Cookie` request header of a browser holding `auth` in its session. */
export async function sessionCookieFor(auth: SessionAuth): Promise<string> {
  const session = await sessionStorage(false).getSession();
  const setCookie = await serializeAuth(makeTestContext(), session, auth);
  return setCookie.split(";")[0];
}

/** A console request for `path` with optional cookie and headers. */
export function consoleRequest(
  path: string,
  init: { cookie?: string; headers?: Record<string, string>; method?: string; body?: BodyInit } = {},
): Request {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  return new Request(new URL(path, CONSOLE), { method: init.method ?? "GET", headers, body: init.body });
}

/** What a loader or action answered or threw (a redirect, a refusal), as a Response. */
export async function answerOf(promise: Promise<unknown>): Promise<Response> {
  try {
    const value = await promise;
    return value instanceof Response ? value : new Response(JSON.stringify(value), { status: 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The value of the named cookie in a Set-Cookie header, as a `Cookie` request header part. */
export function cookiePart(setCookie: string): string {
  return setCookie.split(";")[0];
}

/** Does this Set-Cookie delete its cookie? */
export function isDeletion(setCookie: string): boolean {
  return /Max-Age=0/i.test(setCookie) || /Expires=Thu, 01 Jan 1970/i.test(setCookie);
}

/** A complete Accounts/Current answer (the owner of "Acme Voice" unless overridden). */
export function currentUserFixture(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: "u1",
    firstName: "Olivia",
    lastName: "Owner",
    email: "owner@example.com",
    accountId: "a1",
    accountName: "Acme Voice",
    accountDescription: null,
    accountType: "LiveHub",
    accountStatus: "active",
    roles: [...OWNER_ROLES],
    tid: null,
    isActive: true,
    isNewAccountCreated: false,
    isMessageShown: true,
    noIamAccount: false,
    teamsOnlyMode: false,
    msSubId: null,
    msSubName: null,
    subscription: "Essential Plan",
    paymentType: "prepaid",
    walletBalance: 120.5,
    monthlyAmount: 0,
    monthlyLimit: 0,
    paymentDetails: { autoRechargeAlarm: false },
    createdAt: "2026-01-01T00:00:00.000Z",
    marketplaceOffer: null,
    featuresActivation: {},
    isTestUser: false,
    cacProfileDisplay: null,
    nationalNumberFormat: false,
    clientMaxAccountCallDurationInMinutes: 60,
    adminMaxAccountCallDurationInMinutes: 60,
    shareAiLogs: false,
    forwardAlarmViaEmail: false,
    emailAddresses: [],
    supportPlan: "Basic",
    supportEmailAddress: null,
    supportContractNumber: null,
    accountMaxBotsCount: -1,
    systemMaxBotsCount: 20,
    maxTeamsConnections: 10,
    ...overrides,
  };
}

export interface PlatformStub {
  /** Every request msw saw, as "METHOD /path". */
  calls: string[];
  refreshCalls: number;
  /** Access tokens the stub accepts. */
  valid: Set<string>;
  /** refresh token -> the pair it yields (once set, the stub answers it). */
  refreshable: Map<string, { token: string; refresh_token: string }>;
  currentUser: CurrentUser;
}

/**
 * A small platform: bearer check on /vaic/api/Accounts/Current and /vaic/api/data, the refresh
 * endpoint, and a counter of everything called.
 */
export function platformStub(initial: Partial<PlatformStub> = {}) {
  const stub: PlatformStub = {
    calls: [],
    refreshCalls: 0,
    valid: new Set(),
    refreshable: new Map(),
    currentUser: currentUserFixture(),
    ...initial,
  };
  const bearer = (request: Request) => request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? "";
  const record = (request: Request) => stub.calls.push(`${request.method} ${new URL(request.url).pathname}`);
  const handlers = [
    http.post(`${PLATFORM}/vaic/api/auth/token`, async ({ request }) => {
      record(request);
      stub.refreshCalls++;
      const body = (await request.json()) as { grant_type?: string; refresh_token?: string };
      const pair = body.grant_type === "refresh_token" ? stub.refreshable.get(body.refresh_token ?? "") : undefined;
      if (!pair) return HttpResponse.json({ message: "Invalid refresh token" }, { status: 401 });
      stub.valid.add(pair.token);
      return HttpResponse.json(pair, { status: 201 });
    }),
    http.get(`${PLATFORM}/vaic/api/Accounts/Current`, ({ request }) => {
      record(request);
      if (!stub.valid.has(bearer(request))) return new HttpResponse(null, { status: 401 });
      return HttpResponse.json(stub.currentUser);
    }),
    http.all(`${PLATFORM}/vaic/api/data`, ({ request }) => {
      record(request);
      if (!stub.valid.has(bearer(request))) return new HttpResponse(null, { status: 401 });
      return HttpResponse.json({ ok: true, token: bearer(request) });
    }),
  ];
  return { stub, handlers };
}

/**
 * A user signed in with `roles`: the stub platform knows their token and answers Accounts/Current
 * with them (and `user`'s other fields); `cookie` is their browser's session cookie. `sub` is the
 * token's subject (random unless given).
 */
export async function signedInAs(
  roles: readonly string[],
  options: { user?: Partial<CurrentUser>; sub?: string } = {},
) {
  const { stub, handlers } = platformStub();
  const auth: SessionAuth = {
    token: await signTestToken({ roles, sub: options.sub }),
    refreshToken: randomRefreshToken(),
    source: "password",
  };
  stub.valid.add(auth.token);
  stub.currentUser = currentUserFixture({ ...options.user, roles: [...roles] });
  return { stub, handlers, auth, cookie: await sessionCookieFor(auth) };
}

/**
 * The msw server of a test file: listens for the whole file, refuses unhandled requests, and after
 * each test drops its handlers, the refresh single-flight cache, fake timers and spies.
 */
export function mockPlatformServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    clearRefreshFlights();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}
