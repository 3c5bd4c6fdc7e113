import { http, HttpResponse } from "msw";
import { ADMIN_ROLES, ALL_ROLES, OWNER_ROLES, ROLES } from "../../../contract/roles";
import { AuthError, getAuthenticator, publicOriginOf, signIn, signOut } from "../../../app/auth/authenticator.server";
import {
  getOptionalUser,
  requireAdmin,
  requireAnonymous,
  requireRoles,
  requireUser,
} from "../../../app/auth/guards.server";
import {
  packAuth,
  readAuth,
  SESSION_COOKIE_BUDGET,
  sessionStorage,
  unpackAuth,
  type SessionAuth,
} from "../../../app/auth/session.server";
import { MSG } from "../../../contract/messages";
import {
  consoleRequest,
  cookiePart,
  isDeletion,
  makeTestContext,
  mockPlatformServer,
  PLATFORM,
  platformStub,
  randomRefreshToken,
  sessionCookieFor,
  signedInAs,
  signTestToken,
} from "../../mocks/platform";

const server = mockPlatformServer();

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

/** A browser signed in with `roles`, against a stub platform that knows its token. */
async function signedIn(roles: readonly string[]) {
  const { stub, handlers, auth, cookie } = await signedInAs(roles);
  server.use(...handlers);
  return { stub, auth, cookie };
}

describe("requireUser", () => {
  it("sends a visitor without a session to login, remembering page and query", async () => {
    const error = await thrown(requireUser(consoleRequest("/portal/call_history?page=3"), makeTestContext()));
    expect((error as Response).status).toBe(302);
    expect((error as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fportal%2Fcall_history%3Fpage%3D3");
  });

  it("ignores a cookie with a forged signature", async () => {
    const { cookie } = await signedIn(OWNER_ROLES);
    const forged = cookie.replace(/.(?=$)/, (c) => (c === "A" ? "B" : "A"));
    const error = await thrown(requireUser(consoleRequest("/portal/bots", { cookie: forged }), makeTestContext()));
    expect((error as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fportal%2Fbots");
  });

  it("returns the current user and a client, fetching the user once for parallel loaders", async () => {
    const { stub, cookie } = await signedIn(OWNER_ROLES);
    const context = makeTestContext();
    // Remix hands every loader its own Request object, but one context.
    const results = await Promise.all(
      Array.from({ length: 5 }, () => requireUser(consoleRequest("/portal/dashboard", { cookie }), context)),
    );
    expect(results.every((r) => r.user.email === "owner@example.com")).toBe(true);
    expect(stub.calls.filter((c) => c === "GET /vaic/api/Accounts/Current")).toHaveLength(1);
    const data = await results[0].api.get("/vaic/api/data");
    expect(data).toMatchObject({ ok: true });
    // A new document request asks again.
    await requireUser(consoleRequest("/portal/dashboard", { cookie }), makeTestContext());
    expect(stub.calls.filter((c) => c === "GET /vaic/api/Accounts/Current")).toHaveLength(2);
  });

  it("renews an expired token while loading the user, sending the new cookie once", async () => {
    const { stub, handlers } = platformStub();
    const old: SessionAuth = {
      token: await signTestToken(),
      refreshToken: randomRefreshToken(),
      source: "iam",
      idToken: "id.tok.en",
    };
    const fresh = { token: await signTestToken(), refresh_token: randomRefreshToken() };
    stub.refreshable.set(old.refreshToken, fresh);
    server.use(...handlers);
    const context = makeTestContext();
    const cookie = await sessionCookieFor(old);
    const [a] = await Promise.all([
      requireUser(consoleRequest("/portal/bots", { cookie }), context),
      requireUser(consoleRequest("/portal/bots", { cookie }), context),
    ]);
    expect(a.user.id).toBe("u1");
    expect(context.setCookies).toHaveLength(1);
    const renewed = readAuth(await sessionStorage(false).getSession(cookiePart(context.setCookies[0])));
    // The session keeps how it started (and the id token for sign-out).
    expect(renewed).toEqual({
      token: fresh.token,
      refreshToken: fresh.refresh_token,
      source: "iam",
      idToken: "id.tok.en",
    });
  });
});

describe("requireRoles", () => {
  it("any: one of the roles is enough; otherwise 403", async () => {
    const { cookie } = await signedIn([ROLES.CALLS_READ, ROLES.STATISTICS_READ_READ]);
    const ok = await requireRoles(consoleRequest("/portal/call_history", { cookie }), makeTestContext(), [
      ROLES.BOTS_READ,
      ROLES.CALLS_READ,
    ]);
    expect(ok.user.roles).toContain(ROLES.CALLS_READ);
    const error = await thrown(
      requireRoles(consoleRequest("/portal/bots", { cookie }), makeTestContext(), [ROLES.BOTS_READ]),
    );
    expect((error as Response).status).toBe(403);
  });

  it("all: every role is needed", async () => {
    const { cookie } = await signedIn([ROLES.BILLING_READ]);
    const need = [ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT];
    const error = await thrown(
      requireRoles(consoleRequest("/portal/settings/billing", { cookie }), makeTestContext(), need, "all"),
    );
    expect((error as Response).status).toBe(403);
    await expect(
      requireRoles(consoleRequest("/portal/settings/billing", { cookie }), makeTestContext(), need, "any"),
    ).resolves.toBeTruthy();
  });
});

describe("requireAdmin", () => {
  it("refuses a customer with 403 and never calls a data endpoint", async () => {
    const { stub, cookie } = await signedIn(OWNER_ROLES);
    for (const method of ["GET", "POST", "DELETE"]) {
      const request = consoleRequest("/admin/accounts", { cookie, method });
      const error = await thrown(requireAdmin(request, makeTestContext()).then(({ api }) => api.get("/vaic/api/data")));
      expect((error as Response).status).toBe(403);
    }
    expect(new Set(stub.calls)).toEqual(new Set(["GET /vaic/api/Accounts/Current"]));
  });

  it("lets an administrator in, and still checks extra roles", async () => {
    const { cookie } = await signedIn(ADMIN_ROLES.filter((r) => r !== ROLES.ADMIN_BILLING));
    await expect(
      requireAdmin(consoleRequest("/admin/accounts", { cookie }), makeTestContext(), [ROLES.ADMIN_ACCOUNTS_READ]),
    ).resolves.toBeTruthy();
    const error = await thrown(
      requireAdmin(consoleRequest("/admin/billingHistory", { cookie }), makeTestContext(), [ROLES.ADMIN_BILLING]),
    );
    expect((error as Response).status).toBe(403);
  });
});

describe("requireAnonymous and getOptionalUser", () => {
  it("passes a visitor, sends a signed-in user on (to a safe redirectTo only)", async () => {
    await expect(requireAnonymous(consoleRequest("/login"))).resolves.toBeUndefined();
    const cookie = await sessionCookieFor({ token: "t", refreshToken: "r", source: "password" });
    const to = async (path: string) =>
      ((await thrown(requireAnonymous(consoleRequest(path, { cookie })))) as Response).headers.get("Location");
    expect(await to("/login")).toBe("/portal/dashboard");
    expect(await to("/login?redirectTo=%2Fportal%2Fbots")).toBe("/portal/bots");
    expect(await to("/login?redirectTo=https%3A%2F%2Fevil.example")).toBe("/portal/dashboard");
    expect(await to("/login?redirectTo=%2Flogin")).toBe("/portal/dashboard");
  });

  it("is null when signed out or when the session cannot be renewed", async () => {
    expect(await getOptionalUser(consoleRequest("/terms"), makeTestContext())).toBeNull();
    const { handlers } = platformStub();
    server.use(...handlers);
    const context = makeTestContext();
    const cookie = await sessionCookieFor({ token: "expired", refreshToken: "unknown", source: "password" });
    expect(await getOptionalUser(consoleRequest("/terms", { cookie }), context)).toBeNull();
    expect(isDeletion(context.setCookies[0])).toBe(true);
    const { cookie: good } = await signedIn(OWNER_ROLES);
    expect((await getOptionalUser(consoleRequest("/terms", { cookie: good }), makeTestContext()))?.user.id).toBe("u1");
  });
});

describe("session cookie", () => {
  it("stays well under 4 KB for an administrator holding every role, with an id token", async () => {
    expect(ALL_ROLES.length).toBeGreaterThan(50);
    const token = await signTestToken({ roles: ALL_ROLES, email: "admin@example.com" });
    expect(token.length).toBeGreaterThan(2500); // the plain session JSON would overflow 4 KB
    const idToken = await signTestToken({ roles: [], email: "admin@example.com" });
    const auth: SessionAuth = {
      token,
      refreshToken: randomRefreshToken(),
      source: "iam-admin",
      idToken,
      adminMode: true,
    };
    const context = makeTestContext();
    const response = await signIn(context, consoleRequest("/auth/iam-admin/callback"), {
      pair: { token, refreshToken: auth.refreshToken },
      source: "iam-admin",
      idToken,
      adminMode: true,
    });
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie.length).toBeLessThan(SESSION_COOKIE_BUDGET);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(response.headers.get("Location")).toBe("/admin/dashboard");
    // The exact tokens come back.
    expect(readAuth(await sessionStorage(false).getSession(cookiePart(setCookie)))).toEqual(auth);
  });

  it("drops an id token that would overflow the budget, and is Secure behind HTTPS", async () => {
    const token = await signTestToken({ roles: ALL_ROLES });
    const hugeIdToken = `h.${Buffer.from(crypto.getRandomValues(new Uint8Array(3000))).toString("base64url")}.s`;
    const response = await signIn(makeTestContext({ secureCookies: true }), consoleRequest("/auth/iam/callback"), {
      pair: { token, refreshToken: "r" },
      source: "iam",
      idToken: hugeIdToken,
    });
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie.length).toBeLessThan(SESSION_COOKIE_BUDGET);
    expect(setCookie).toMatch(/Secure/);
    expect(readAuth(await sessionStorage(true).getSession(cookiePart(setCookie)))).toEqual({
      token,
      refreshToken: "r",
      source: "iam",
    });
  });

  it("round-trips tokens that are not JWTs and rejects garbage", () => {
    const auth: SessionAuth = { token: "opaque-token", refreshToken: "r", source: "sso" };
    expect(unpackAuth(packAuth(auth))).toEqual(auth);
    expect(unpackAuth("not-deflate")).toBeNull();
    expect(unpackAuth(undefined)).toBeNull();
  });
});

describe("signIn and signOut", () => {
  it("signIn only redirects to a path on this site", async () => {
    const go = async (to: string | null) =>
      (
        await signIn(
          makeTestContext(),
          consoleRequest("/login", { method: "POST" }),
          { pair: { token: "t", refreshToken: "r" }, source: "password" },
          to,
        )
      ).headers.get("Location");
    expect(await go("/portal/bots?page=2")).toBe("/portal/bots?page=2");
    expect(await go("//evil.example")).toBe("/portal/dashboard");
    expect(await go(null)).toBe("/portal/dashboard");
  });

  it("signIn clears the identity flow's state cookie", async () => {
    const request = consoleRequest("/auth/iam/callback", { cookie: "__vc_oidc_user:abc=state%3Dx; other=1" });
    const response = await signIn(makeTestContext(), request, {
      pair: { token: "t", refreshToken: "r" },
      source: "iam",
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[1]).toMatch(/^__vc_oidc_user:abc=; Path=\/; Max-Age=0/);
  });

  it("signOut calls the platform, clears the session and returns the right page", async () => {
    const logouts: unknown[] = [];
    server.use(
      http.post(`${PLATFORM}/vaic/api/auth/logout`, async ({ request }) => {
        logouts.push({ authorization: request.headers.get("Authorization"), body: await request.json() });
        return new HttpResponse(null, { status: 500 }); // a failing logout still signs out
      }),
    );
    const password = makeTestContext();
    const cookie = await sessionCookieFor({ token: "t1", refreshToken: "r1", source: "password" });
    expect(await signOut(consoleRequest("/logout", { cookie, method: "POST" }), password)).toBe("/login?from=logout");
    expect(logouts).toEqual([{ authorization: "Bearer t1", body: { refresh_token: "r1" } }]);
    expect(isDeletion(password.setCookies[0])).toBe(true);

    const iam = makeTestContext();
    const iamCookie = await sessionCookieFor({ token: "t2", refreshToken: "r2", source: "iam", idToken: "a.b.c" });
    const url = new URL(
      await signOut(
        consoleRequest("/logout", {
          cookie: iamCookie,
          method: "POST",
          headers: { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "console.example.com" },
        }),
        iam,
      ),
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://console.example.com/idp/session/end");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "voice-console",
      post_logout_redirect_uri: "https://console.example.com/login?from=logout",
      id_token_hint: "a.b.c",
    });
  });

  it("signOut renews an expired access token so the platform can revoke the session", async () => {
    const { stub, handlers } = platformStub();
    const old: SessionAuth = { token: "expired", refreshToken: randomRefreshToken(), source: "password" };
    const fresh = { token: await signTestToken(), refresh_token: randomRefreshToken() };
    stub.refreshable.set(old.refreshToken, fresh);
    const revoked: string[] = [];
    server.use(
      http.post(`${PLATFORM}/vaic/api/auth/logout`, async ({ request }) => {
        if (request.headers.get("Authorization") !== `Bearer ${fresh.token}`)
          return new HttpResponse(null, { status: 401 });
        revoked.push(((await request.json()) as { refresh_token: string }).refresh_token);
        return new HttpResponse(null, { status: 204 });
      }),
      ...handlers,
    );
    const context = makeTestContext();
    const url = await signOut(
      consoleRequest("/logout", { cookie: await sessionCookieFor(old), method: "POST" }),
      context,
    );
    expect(url).toBe("/login?from=logout");
    expect(revoked).toEqual([old.refreshToken]);
    // Whatever was sent before, the last cookie deletes the session.
    expect(isDeletion(context.setCookies.at(-1)!)).toBe(true);
  });

  it("publicOriginOf honours forwarded headers but not junk in them", () => {
    expect(publicOriginOf(consoleRequest("/x"))).toBe("http://console.test");
    expect(
      publicOriginOf(
        consoleRequest("/x", { headers: { "X-Forwarded-Proto": "https, http", "X-Forwarded-Host": "a.example:8443" } }),
      ),
    ).toBe("https://a.example:8443");
    expect(publicOriginOf(consoleRequest("/x", { headers: { "X-Forwarded-Host": "evil.example/path" } }))).toBe(
      "http://console.test",
    );
  });
});

describe("authenticator", () => {
  const form = (fields: Record<string, string>) =>
    consoleRequest("/login", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });

  it("form: empty fields are field errors; wrong password is the spec's message; success yields a pair", async () => {
    let sent: unknown = null;
    server.use(
      http.post(`${PLATFORM}/vaic/api/auth/login`, async ({ request }) => {
        sent = await request.json();
        const { password } = sent as { password: string };
        return password === "Owner#2026x"
          ? HttpResponse.json({ token: "tok", refresh_token: "ref" })
          : HttpResponse.json({ message: "Unauthorized" }, { status: 401 });
      }),
    );
    const context = makeTestContext();
    const empty = await thrown(
      getAuthenticator(form({}), context).authenticate("form", form({ email: "", password: "" })),
    );
    expect(empty).toBeInstanceOf(AuthError);
    expect(Object.keys((empty as AuthError).fieldErrors).sort()).toEqual(["email", "password"]);
    expect(sent).toBeNull();

    const wrong = await thrown(
      getAuthenticator(form({}), context).authenticate("form", form({ email: "owner@example.com", password: "nope" })),
    );
    expect((wrong as AuthError).fieldErrors.password).toEqual([MSG.error_invalid_credentials]);

    const result = await getAuthenticator(form({}), context).authenticate(
      "form",
      form({ email: " owner@example.com ", password: "Owner#2026x" }),
    );
    expect(result).toEqual({ pair: { token: "tok", refreshToken: "ref" }, source: "password" });
    expect(sent).toEqual({ email: "owner@example.com", password: "Owner#2026x" });
  });

  it("iam: redirects to the identity provider with PKCE and state, then exchanges the code", async () => {
    const context = makeTestContext();
    const start = consoleRequest("/iam-login");
    const redirect = (await thrown(getAuthenticator(start, context).authenticate("iam", start))) as Response;
    const location = new URL(redirect.headers.get("Location")!);
    expect(`${location.origin}${location.pathname}`).toBe("http://console.test/idp/auth");
    expect(location.searchParams.get("client_id")).toBe("voice-console");
    expect(location.searchParams.get("redirect_uri")).toBe("http://console.test/auth/iam/callback");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("scope")).toBe("openid email profile offline_access");
    const setCookie = redirect.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^__vc_oidc_user:/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);

    let tokenForm: URLSearchParams | null = null;
    let exchanged: unknown = null;
    server.use(
      http.post(`${PLATFORM}/idp/token`, async ({ request }) => {
        tokenForm = new URLSearchParams(await request.text());
        return HttpResponse.json({
          access_token: "idp-access",
          token_type: "Bearer",
          expires_in: 300,
          id_token: "i.d.t",
        });
      }),
      http.post(`${PLATFORM}/vaic/api/auth/tokeniam`, async ({ request }) => {
        exchanged = await request.json();
        return HttpResponse.json({ token: "tok", refresh_token: "ref" }, { status: 201 });
      }),
    );
    const state = location.searchParams.get("state")!;
    const callback = consoleRequest(`/auth/iam/callback?code=the-code&state=${state}`, {
      cookie: cookiePart(setCookie),
    });
    const result = await getAuthenticator(callback, context).authenticate("iam", callback);
    expect(result).toEqual({ pair: { token: "tok", refreshToken: "ref" }, source: "iam", idToken: "i.d.t" });
    expect(tokenForm!.get("code")).toBe("the-code");
    expect(tokenForm!.get("code_verifier")).toBeTruthy();
    expect(exchanged).toEqual({ token: "idp-access" });
  });

  it("iam-admin marks admin mode and uses its own callback", async () => {
    const start = consoleRequest("/iam-adminlogin");
    const redirect = (await thrown(
      getAuthenticator(start, makeTestContext()).authenticate("iam-admin", start),
    )) as Response;
    expect(new URL(redirect.headers.get("Location")!).searchParams.get("redirect_uri")).toBe(
      "http://console.test/auth/iam-admin/callback",
    );
    expect(redirect.headers.get("Set-Cookie")).toMatch(/^__vc_oidc_admin:/);
  });
});
