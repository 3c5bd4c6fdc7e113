/**
 * The signed-out password reset's loader and actions (issue 19) against the embedded platform over
 * real HTTP: the neutral answer to a request, the link checked before the form, the rules and the
 * confirmation on their fields with the passwords never sent back, one use, and the platform's
 * request limit said in the user's words.
 */
import express from "express";
import { http, HttpResponse, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  forgotPasswordAction,
  loadResetPassword,
  resetPasswordAction,
} from "../../../app/features/auth/password-reset.server";
import { listOutbox } from "../../../platform/services/account/outbox";
import { createVaicRouter } from "../../../platform/services/vaic/index";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM } from "../../mocks/platform";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "../platform/helpers";

const server = mockPlatformServer();
let t: TestContext;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  t = createTestContext();
  const acme = insertAccount(t.ctx, { name: "Acme Voice" });
  await insertUser(t.ctx, { accountId: acme, email: "owner@acme.example", password: "Owner#2026x" });
  const app = express();
  app.use("/vaic/api", createVaicRouter(t.ctx));
  const listening = await listen(app);
  base = listening.url;
  close = listening.close;
});
afterAll(async () => {
  await close();
  t.cleanup();
});
beforeEach(() =>
  server.use(
    http.all(/^http:\/\/127\.0\.0\.1:\d+\//, ({ request }) =>
      request.url.startsWith(PLATFORM) ? undefined : passthrough(),
    ),
  ),
);

const context = () => makeTestContext({ platformBaseUrl: base });
const post = (path: string, form: Record<string, string>) =>
  consoleRequest(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
const resets = () => listOutbox(t.ctx, { kind: "password_reset" });
const tokenOf = (to: string) => /token=([\w-]+)/.exec(resets().find((m) => m.to.includes(to))?.body ?? "")?.[1] ?? "";

interface Reply {
  initialValue?: Record<string, unknown>;
  error?: Record<string, string[] | null>;
}

describe("forgot password", () => {
  it("refuses a malformed e-mail on its field, keeping it, and sends nothing", async () => {
    const res = await forgotPasswordAction(post("/forgot-password", { email: "not-an-email" }), context());
    expect(res.status).toBe(400);
    const reply = (await res.json()) as Reply;
    expect(reply.error).toEqual({ email: ["validation_email_invalid"] });
    expect(reply.initialValue).toEqual({ email: "not-an-email" });
    expect(resets()).toHaveLength(0);
  });

  it("answers a known and an unknown e-mail alike; only the known one gets a mail", async () => {
    const unknown = await forgotPasswordAction(post("/forgot-password", { email: "nobody@acme.example" }), context());
    const known = await forgotPasswordAction(post("/forgot-password", { email: "owner@acme.example" }), context());
    for (const res of [unknown, known]) {
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/forgot-password?sent=1");
    }
    expect([...unknown.headers.keys()]).toEqual([...known.headers.keys()]);
    expect(resets().map((m) => m.to)).toEqual([["owner@acme.example"]]);
  });

  it("a request held back by the platform says how long to wait, in the user's words, keeping the e-mail", async () => {
    server.use(
      http.post(`${PLATFORM}/vaic/api/Accounts/requestpasswordreset`, () =>
        HttpResponse.json({ message: "Too many" }, { status: 429, headers: { "Retry-After": "90" } }),
      ),
    );
    const res = await forgotPasswordAction(
      post("/forgot-password", { email: "owner@acme.example" }),
      makeTestContext(),
    );
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("90");
    const reply = (await res.json()) as Reply;
    expect(reply.error).toEqual({ "": ["error_password_reset_rate_limited?count=2"] });
    expect(reply.initialValue).toEqual({ email: "owner@acme.example" });
  });
});

describe("reset password", () => {
  it("checks the link before the form: none, unknown and good tokens", async () => {
    const load = async (query: string) => loadResetPassword(consoleRequest(`/reset-password${query}`), context());
    expect(await load("")).toEqual({ token: "", linkValid: false, formErrors: [] });
    expect(await load("?token=made-up")).toEqual({ token: "made-up", linkValid: false, formErrors: [] });
    const token = tokenOf("owner@acme.example");
    expect(await load(`?token=${token}`)).toEqual({ token, linkValid: true, formErrors: [] });
  });

  it("puts the rules and the confirmation on their fields, never sends a password back, and uses nothing up", async () => {
    const token = tokenOf("owner@acme.example");
    const mismatch = await resetPasswordAction(
      post("/reset-password", { token, newPassword: "Fresh#2026x", confirmPassword: "Fresh#2026y" }),
      context(),
    );
    expect(mismatch.status).toBe(400);
    const reply = (await mismatch.json()) as Reply;
    expect(reply.error).toEqual({ confirmPassword: ["validation_password_mismatch"] });
    expect(reply.initialValue).toEqual({ token });
    const weak = (await (
      await resetPasswordAction(
        post("/reset-password", { token, newPassword: "weakpass", confirmPassword: "weakpass" }),
        context(),
      )
    ).json()) as Reply;
    expect(weak.error).toEqual({ newPassword: ["validation_password_rules"] });
    expect((await loadResetPassword(consoleRequest(`/reset-password?token=${token}`), context())).linkValid).toBe(true);
  });

  it("sets the password once and sends the user to sign in with a toast; the link then says it is used", async () => {
    const token = tokenOf("owner@acme.example");
    const done = await resetPasswordAction(
      post("/reset-password", { token, newPassword: "Fresh#2026x", confirmPassword: "Fresh#2026x" }),
      context(),
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/login");
    expect(done.headers.get("Set-Cookie")).toMatch(/__vc_toast=/);
    const again = await resetPasswordAction(
      post("/reset-password", { token, newPassword: "Again#2026x", confirmPassword: "Again#2026x" }),
      context(),
    );
    expect(again.status).toBe(400);
    expect(((await again.json()) as Reply).error).toEqual({ token: ["validation_reset_link_invalid"] });
    const login = await fetch(`${base}/vaic/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@acme.example", password: "Fresh#2026x" }),
    });
    expect(login.status).toBe(200);
  });

  it("a signed-in browser is sent on (the pages are for signed-out users)", async () => {
    // requireAnonymous: covered for every entry page in guards.test.ts; here only that these pages use it.
    const { sessionCookieFor, randomRefreshToken, signTestToken } = await import("../../mocks/platform");
    const cookie = await sessionCookieFor({
      token: await signTestToken(),
      refreshToken: randomRefreshToken(),
      source: "password",
    });
    const thrown = await loadResetPassword(consoleRequest("/reset-password?token=x", { cookie }), context()).catch(
      (r: unknown) => r,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/portal/dashboard");
  });
});
