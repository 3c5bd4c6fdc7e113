import { delay, http, HttpResponse } from "msw";
import { z } from "zod";
import { readAuth, sessionStorage, type SessionAuth } from "../../../app/auth/session.server";
import { GENERIC_ERROR } from "../../../contract/messages";
import {
  interpretAnswer,
  isNotFound,
  isPlatformError,
  localeFor,
  normaliseLocale,
  orNotFound,
  platform,
  PlatformError,
  platformUrl,
  publicPlatform,
  REFRESH_REUSE_MS,
} from "../../../app/services/platform.server";
import { getToasts, redirectWithToast, toastsFromError } from "../../../app/toast/toast.server";
import {
  consoleRequest,
  cookiePart,
  isDeletion,
  makeTestContext,
  PLATFORM,
  platformStub,
  randomRefreshToken,
  sessionCookieFor,
  signTestToken,
  mockPlatformServer,
} from "../../mocks/platform";

const server = mockPlatformServer();

/** A signed-in browser: its cookie, and a stub platform where its access token has expired. */
async function expiredSession() {
  const { stub, handlers } = platformStub();
  const old: SessionAuth = { token: await signTestToken(), refreshToken: randomRefreshToken(), source: "password" };
  const fresh = { token: await signTestToken(), refresh_token: randomRefreshToken() };
  stub.refreshable.set(old.refreshToken, fresh);
  server.use(...handlers);
  return { stub, old, fresh, cookie: await sessionCookieFor(old) };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

async function authOf(setCookie: string) {
  return readAuth(await sessionStorage(false).getSession(cookiePart(setCookie)));
}

describe("headers", () => {
  it("sends the bearer token, JSON accept, the request's locale and request id", async () => {
    let seen: Headers | null = null;
    server.use(
      http.post(`${PLATFORM}/vaic/api/things`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ id: 1 });
      }),
    );
    const auth: SessionAuth = { token: await signTestToken(), refreshToken: "r", source: "password" };
    const request = consoleRequest("/portal/bots", {
      cookie: await sessionCookieFor(auth),
      headers: { "Accept-Language": "yue-HK,en;q=0.5", "X-Request-Id": "req-42" },
    });
    const answer = await platform(request, makeTestContext()).post("/vaic/api/things", { name: "x" });
    expect(answer).toEqual({ id: 1 });
    expect(seen!.get("Authorization")).toBe(`Bearer ${auth.token}`);
    expect(seen!.get("Accept")).toBe("application/json");
    expect(seen!.get("Content-Type")).toBe("application/json");
    expect(seen!.get("Accept-Language")).toBe("zh-HK");
    expect(seen!.get("X-Request-Id")).toBe("req-42");
    // The test platform is on loopback (as the embedded one is): its answers come uncompressed.
    expect(seen!.get("Accept-Encoding")).toBe("identity");
  });

  it("leaves compression to the client when the platform is remote", async () => {
    let encoding: string | null = "unset";
    server.use(
      http.get("http://platform.example.test/vaic/api/things", ({ request }) => {
        encoding = request.headers.get("Accept-Encoding");
        return HttpResponse.json({ id: 1 });
      }),
    );
    const auth: SessionAuth = { token: await signTestToken(), refreshToken: "r", source: "password" };
    const request = consoleRequest("/portal/bots", { cookie: await sessionCookieFor(auth) });
    await platform(request, { ...makeTestContext(), platformBaseUrl: "http://platform.example.test" }).get(
      "/vaic/api/things",
    );
    expect(encoding).not.toBe("identity");
  });

  it("adds query parameters and never sends a bearer anonymously", async () => {
    let url = "";
    let authorization: string | null = "unset";
    server.use(
      http.get(`${PLATFORM}/vaic/api/settings/baseSettings`, ({ request }) => {
        url = request.url;
        authorization = request.headers.get("Authorization");
        return HttpResponse.json({ registrationEnabled: true });
      }),
    );
    const request = consoleRequest("/login", {
      cookie: await sessionCookieFor({ token: "t", refreshToken: "r", source: "password" }),
    });
    await publicPlatform(makeTestContext(), request).get("/vaic/api/settings/baseSettings", {
      query: { a: 1, b: ["x", "y"], c: undefined },
    });
    expect(new URL(url).search).toBe("?a=1&b=x&b=y");
    expect(authorization).toBeNull();
  });

  it("joins the base (keeping a path prefix) and refuses anything but a platform path", () => {
    expect(platformUrl("http://h.test/prefix/", "/vaic/api/x?a=1").href).toBe("http://h.test/prefix/vaic/api/x?a=1");
    expect(() => platformUrl(PLATFORM, "http://evil.example/")).toThrow();
    expect(() => platformUrl(PLATFORM, "//evil.example/")).toThrow();
  });

  it("normalises locales and picks the best supported one", () => {
    expect(normaliseLocale("yue-hk")).toBe("zh-HK");
    expect(normaliseLocale("cmn-cn")).toBe("zh-CN");
    expect(normaliseLocale("en-us")).toBe("en-US");
    expect(normaliseLocale("zh_hant_hk")).toBe("zh-Hant-HK");
    expect(localeFor(null)).toBe("en-US");
    expect(localeFor("de-DE,de;q=0.9")).toBe("en-US");
    expect(localeFor("cmn-CN")).toBe("zh-CN");
    expect(localeFor("fr;q=0.9,zh-hk;q=0.95")).toBe("zh-HK");
    expect(localeFor("en-GB")).toBe("en-US");
  });
});

describe("401: refresh once and replay", () => {
  it("refreshes, replays with the new token and sends the new pair's cookie once", async () => {
    const { stub, fresh, cookie } = await expiredSession();
    const context = makeTestContext();
    const request = consoleRequest("/portal/bots", { cookie });
    const api = platform(request, context);
    // Two loaders of the same document request, both with the expired token.
    const [a, b] = await Promise.all([
      api.get("/vaic/api/data"),
      platform(request, context).get("/vaic/api/Accounts/Current"),
    ]);
    expect(a).toEqual({ ok: true, token: fresh.token });
    expect(b).toMatchObject({ email: "owner@example.com" });
    expect(stub.refreshCalls).toBe(1);
    expect(context.setCookies).toHaveLength(1);
    expect(await authOf(context.setCookies[0])).toMatchObject({
      token: fresh.token,
      refreshToken: fresh.refresh_token,
      source: "password",
    });
  });

  it("twenty parallel page loads with the same expired cookie: one refresh, all succeed", async () => {
    const { stub, fresh, cookie } = await expiredSession();
    const contexts = Array.from({ length: 20 }, () => makeTestContext());
    const answers = await Promise.all(
      contexts.map((context, i) =>
        platform(consoleRequest(`/portal/page${i}`, { cookie }), context).get("/vaic/api/data"),
      ),
    );
    expect(answers.every((a) => (a as { token: string }).token === fresh.token)).toBe(true);
    expect(stub.refreshCalls).toBe(1);
    for (const context of contexts) {
      expect(context.setCookies).toHaveLength(1);
      expect((await authOf(context.setCookies[0]))?.token).toBe(fresh.token);
    }
  });

  it("a late request with the old cookie within 30 s reuses the refreshed pair; after 30 s it asks again", async () => {
    const { stub, fresh, cookie } = await expiredSession();
    await platform(consoleRequest("/portal/a", { cookie }), makeTestContext()).get("/vaic/api/data");
    expect(stub.refreshCalls).toBe(1);

    const late = makeTestContext();
    const answer = await platform(consoleRequest("/portal/b", { cookie }), late).get("/vaic/api/data");
    expect(answer).toEqual({ ok: true, token: fresh.token });
    expect(stub.refreshCalls).toBe(1);
    expect((await authOf(late.setCookies[0]))?.token).toBe(fresh.token);

    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + REFRESH_REUSE_MS + 1000);
    await platform(consoleRequest("/portal/c", { cookie }), makeTestContext())
      .get("/vaic/api/data")
      .catch(() => null);
    expect(stub.refreshCalls).toBe(2);
  });

  it("a refused refresh clears the session and redirects to /login with the page and query", async () => {
    const { stub, old } = await expiredSession();
    stub.refreshable.delete(old.refreshToken);
    const context = makeTestContext();
    const request = consoleRequest("/portal/call_history?page=2&sort=-date", { cookie: await sessionCookieFor(old) });
    const error = await thrown(platform(request, context).get("/vaic/api/data"));
    expect(error).toBeInstanceOf(Response);
    const response = error as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/portal/call_history?page=2&sort=-date")}`,
    );
    expect(context.setCookies).toHaveLength(1);
    expect(isDeletion(context.setCookies[0])).toBe(true);
    expect(context.setCookies[0]).toMatch(/^__vc_session=/);
  });

  it("from an entry page the forced sign-out goes to plain /login", async () => {
    const { stub, old, cookie } = await expiredSession();
    stub.refreshable.delete(old.refreshToken);
    const error = await thrown(
      platform(consoleRequest("/msft/entry?token=abc", { cookie }), makeTestContext()).get("/vaic/api/data"),
    );
    expect((error as Response).headers.get("Location")).toBe("/login");
  });

  it("a failing token call itself (network error) goes to login", async () => {
    const { cookie } = await expiredSession();
    server.use(http.post(`${PLATFORM}/vaic/api/auth/token`, () => HttpResponse.error()));
    const context = makeTestContext();
    const error = await thrown(platform(consoleRequest("/portal/bots", { cookie }), context).get("/vaic/api/data"));
    expect((error as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fportal%2Fbots");
    expect(isDeletion(context.setCookies[0])).toBe(true);
  });

  it("without a session a 401 goes to login", async () => {
    server.use(http.get(`${PLATFORM}/vaic/api/data`, () => new HttpResponse(null, { status: 401 })));
    const error = await thrown(platform(consoleRequest("/portal/bots"), makeTestContext()).get("/vaic/api/data"));
    expect((error as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fportal%2Fbots");
  });

  it("a second 401 after the replay ends the session", async () => {
    const { stub, cookie } = await expiredSession();
    server.use(
      http.get(`${PLATFORM}/vaic/api/data`, ({ request }) => {
        stub.calls.push(request.url);
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const context = makeTestContext();
    const error = await thrown(platform(consoleRequest("/portal/bots", { cookie }), context).get("/vaic/api/data"));
    expect((error as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fportal%2Fbots");
    expect(stub.calls.filter((c) => c.endsWith("/vaic/api/data"))).toHaveLength(2);
    expect(stub.refreshCalls).toBe(1);
    expect(isDeletion(context.setCookies.at(-1)!)).toBe(true);
  });

  it("a 401 with the subscriptions-false header goes to billing", async () => {
    const { stub, cookie } = await expiredSession();
    server.use(
      http.get(
        `${PLATFORM}/vaic/api/data`,
        () => new HttpResponse(null, { status: 401, headers: { "x-subscriptions": "false" } }),
      ),
    );
    const context = makeTestContext();
    const error = await thrown(platform(consoleRequest("/portal/bots", { cookie }), context).get("/vaic/api/data"));
    expect((error as Response).headers.get("Location")).toBe("/portal/settings/billing");
    expect(context.setCookies).toHaveLength(0);
    expect(stub.refreshCalls).toBe(0);
  });
});

describe("other answers", () => {
  async function answerOf(
    response: () => Response | Promise<Response>,
    options: { schema?: z.ZodTypeAny; timeoutMs?: number } = {},
  ) {
    server.use(http.get(`${PLATFORM}/vaic/api/x`, response));
    const cookie = await sessionCookieFor({ token: "t", refreshToken: "r", source: "password" });
    const context = makeTestContext();
    const request = consoleRequest("/portal/bots?x=1", { cookie });
    try {
      return { value: await platform(request, context).get("/vaic/api/x", options), context };
    } catch (error) {
      return { error, context };
    }
  }

  it("403 clears the session and goes to login", async () => {
    const { error, context } = await answerOf(() => HttpResponse.json({ message: "no" }, { status: 403 }));
    expect((error as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fportal%2Fbots%3Fx%3D1");
    expect(isDeletion(context.setCookies[0])).toBe(true);
  });

  it("404 is a PlatformError with no message; orNotFound turns it into null", async () => {
    const { error } = await answerOf(() => HttpResponse.json({ message: "Bot not found" }, { status: 404 }));
    expect(isPlatformError(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, messages: [] });
    expect(isNotFound(error)).toBe(true);
    expect(await orNotFound(Promise.reject(error))).toBeNull();
    await expect(orNotFound(Promise.reject(new PlatformError({ status: 500, messages: ["x"] })))).rejects.toThrow("x");
  });

  it("a body-less failure shows the generic message", async () => {
    const { error } = await answerOf(() => new HttpResponse(null, { status: 500 }));
    expect(error).toMatchObject({ status: 500, messages: [GENERIC_ERROR] });
  });

  it("a server message becomes one line per toast", async () => {
    const { error } = await answerOf(() =>
      HttpResponse.json({ message: "Name is taken\nTry another" }, { status: 400 }),
    );
    expect(error).toMatchObject({ status: 400, messages: ["Name is taken", "Try another"] });
    expect(toastsFromError(error).map((t) => [t.type, t.message])).toEqual([
      ["danger", "Name is taken"],
      ["danger", "Try another"],
    ]);
  });

  it("falls back to detail, then error (string or list), then the status text", async () => {
    expect((await answerOf(() => HttpResponse.json({ detail: "Bad range" }, { status: 422 }))).error).toMatchObject({
      messages: ["Bad range"],
    });
    expect(
      (await answerOf(() => HttpResponse.json({ error: ["one", "two\nthree"] }, { status: 409 }))).error,
    ).toMatchObject({
      messages: ["one", "two", "three"],
    });
    expect(
      (await answerOf(() => HttpResponse.json({ foo: 1 }, { status: 418, statusText: "I'm a teapot" }))).error,
    ).toMatchObject({
      status: 418,
      messages: ["I'm a teapot"],
    });
  });

  it("a 204 or empty 200 resolves to null", async () => {
    expect((await answerOf(() => new HttpResponse(null, { status: 204 }))).value).toBeNull();
    expect((await answerOf(() => new HttpResponse("", { status: 200 }))).value).toBeNull();
  });

  it("a timeout is a 503 with the generic message", async () => {
    const { error } = await answerOf(
      async () => {
        await delay(2000);
        return HttpResponse.json({});
      },
      { timeoutMs: 50 },
    );
    expect(error).toMatchObject({ status: 503, messages: [GENERIC_ERROR] });
  });

  it("an answer that does not match the schema is a logged generic error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const schema = z.object({ id: z.string() });
    const { error } = await answerOf(() => HttpResponse.json({ id: 5 }), { schema });
    expect(error).toMatchObject({ messages: [GENERIC_ERROR] });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("GET /vaic/api/x"));
    expect((await answerOf(() => HttpResponse.json({ id: "5", extra: true }), { schema })).value).toEqual({ id: "5" });
  });

  it("anonymous calls treat 401 as an error to show (no refresh, no redirect)", async () => {
    let refreshed = false;
    server.use(
      http.post(`${PLATFORM}/vaic/api/auth/login`, () =>
        HttpResponse.json({ message: "Invalid credentials" }, { status: 401 }),
      ),
      http.post(`${PLATFORM}/vaic/api/auth/token`, () => {
        refreshed = true;
        return HttpResponse.json({});
      }),
    );
    const error = await thrown(
      publicPlatform(makeTestContext()).post("/vaic/api/auth/login", { email: "a", password: "b" }),
    );
    expect(error).toMatchObject({ status: 401, messages: ["Invalid credentials"] });
    expect(refreshed).toBe(false);
  });
});

describe("interpretAnswer", () => {
  const answer = (
    status: number,
    bodyText = "",
    init: { statusText?: string; headers?: Record<string, string> } = {},
  ) =>
    interpretAnswer({ status, statusText: init.statusText ?? "", headers: new Headers(init.headers), bodyText }, true);

  it.each([
    [200, '{"a":1}', { kind: "ok", data: { a: 1 } }],
    [201, "plain text", { kind: "ok", data: "plain text" }],
    [204, "", { kind: "ok", data: null }],
    [401, "", { kind: "refresh" }],
    [403, "", { kind: "signOut" }],
  ])("%i %s", (status, body, expected) => {
    expect(answer(status, body)).toEqual(expected);
  });

  it("maps the subscriptions header case-insensitively and ignores HTML error pages", () => {
    expect(answer(401, "", { headers: { "X-Subscriptions": "FALSE" } })).toEqual({ kind: "billing" });
    const html = answer(502, "<html><body>Bad gateway</body></html>", {
      statusText: "Bad Gateway",
      headers: { "content-type": "text/html" },
    });
    expect(html.kind === "error" && html.error.messages).toEqual(["Bad Gateway"]);
    const text = answer(400, "Plain reason\nsecond", { headers: { "content-type": "text/plain" } });
    expect(text.kind === "error" && text.error.messages).toEqual(["Plain reason", "second"]);
    const nothing = answer(500, "{}", {});
    expect(nothing.kind === "error" && nothing.error.messages).toEqual([GENERIC_ERROR]);
  });
});

describe("flash toasts", () => {
  it("a redirect carries toasts that the next request reads once", async () => {
    const response = await redirectWithToast("/portal/bots", [
      { type: "success", message: "Bot created" },
      { message: "info" },
    ]);
    expect(response.headers.get("Location")).toBe("/portal/bots");
    const cookie = cookiePart(response.headers.get("Set-Cookie")!);
    const { toasts, headers } = await getToasts(consoleRequest("/portal/bots", { cookie }));
    expect(toasts.map((t) => [t.type, t.message])).toEqual([
      ["success", "Bot created"],
      ["info", "info"],
    ]);
    expect(toasts[0].id).toMatch(/[0-9a-f-]{36}/);
    expect(isDeletion(headers!.get("Set-Cookie")!)).toBe(true);
    expect(await getToasts(consoleRequest("/portal/bots"))).toEqual({ toasts: [], headers: null });
  });

  it("toastsFromError never swallows a redirect and uses the generic text for unknown errors", () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    expect(() => toastsFromError(redirect)).toThrow();
    expect(toastsFromError(new Error("boom")).map((t) => t.message)).toEqual([GENERIC_ERROR]);
    expect(toastsFromError(new PlatformError({ status: 404, messages: [] }))).toEqual([]);
  });
});
