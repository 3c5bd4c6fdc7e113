/** POST /vaic/api/Accounts/register: self-registration of a Trial account and its owner. */
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRIAL } from "../../../contract/limits/trial";
import { TIME } from "../../../contract/limits/units";
import { OWNER_ROLES } from "../../../contract/roles";
import { verifyAccessToken } from "../../../platform/auth/jwt";
import { createVaicRouter } from "../../../platform/services/vaic/index";
import { DUPLICATE_EMAIL } from "../../../platform/services/vaic/register";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

let t: TestContext;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  t = createTestContext();
  const existing = insertAccount(t.ctx, { name: "Acme Voice" });
  await insertUser(t.ctx, { accountId: existing, email: "taken@example.com" });
  t.ctx.db.prepare("INSERT INTO settings (key, value) VALUES ('termsVersion', '3')").run();
  const app = express();
  app.use("/vaic/api", createVaicRouter(t.ctx));
  const server = await listen(app);
  base = `${server.url}/vaic/api`;
  close = server.close;
});

afterAll(async () => {
  await close();
  t.cleanup();
});

const valid = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  password: "Str0ng#Pass",
  accountName: "Hopper Labs",
  acceptTerms: true,
};

async function claimsOf(token: string) {
  const result = await verifyAccessToken(t.ctx.config, token, t.ctx.now());
  if (!result.ok) throw new Error(`token not valid: ${result.reason}`);
  return result.claims;
}

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function get(path: string, token: string) {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}

describe("POST /Accounts/register", () => {
  it("creates a Trial account with its owner and answers 201 with a working token pair", async () => {
    const res = await post("/Accounts/register", valid);
    expect(res.status).toBe(201);
    expect(typeof res.body.token).toBe("string");
    expect(typeof res.body.refresh_token).toBe("string");

    const claims = await claimsOf(res.body.token);
    expect(claims.email).toBe("grace@example.com");
    expect([...claims.role].sort()).toEqual([...OWNER_ROLES].sort());

    const account = t.ctx.db.prepare("SELECT * FROM accounts WHERE id = ?").get(claims.accountId) as Record<
      string,
      unknown
    >;
    expect(account).toMatchObject({
      name: "Hopper Labs",
      plan: "Trial Plan",
      billing_type: "Prepaid",
      type: "LiveHub",
      status: "active",
    });
    expect(account.trial_expires_at).toBe(t.ctx.now() + TRIAL.NUMBER_VALID_DAYS * TIME.DAY_MS);

    const me = await get("/Accounts/Current", res.body.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: "grace@example.com",
      firstName: "Grace",
      lastName: "Hopper",
      isNewAccountCreated: true,
    });
    const user = t.ctx.db.prepare("SELECT terms_accepted_version FROM users WHERE email = ?").get("grace@example.com");
    expect(user).toEqual({ terms_accepted_version: 3 });

    // The refresh token belongs to the new user's session.
    const refreshed = await post("/auth/token", { grant_type: "refresh_token", refresh_token: res.body.refresh_token });
    expect(refreshed.status).toBe(200);
    // The marketplace's welcome credit is not for self-registered accounts.
    expect(account.balance).toBe(0);
  });

  it("the new owner sees only the new account", async () => {
    const res = await post("/Accounts/register", { ...valid, email: "ada@example.com", accountName: "Lovelace Ltd" });
    expect(res.status).toBe(201);
    const claims = await claimsOf(res.body.token);
    const others = t.ctx.db.prepare("SELECT COUNT(*) FROM users WHERE account_id = ?").pluck().get(claims.accountId);
    expect(others).toBe(1);
    const me = await get("/Accounts/Current", res.body.token);
    expect(me.body.accountName).toBe("Lovelace Ltd");
    expect(me.body.accountId).toBe(claims.accountId);
    // Owner roles only: an administrators' endpoint refuses the new user.
    const adminOnly = await post("/auth/marketplace/landing-token", { userId: claims.sub }, res.body.token);
    expect(adminOnly.status).toBe(403);
  });

  it("refuses an e-mail that already has a user with 409 on the email field (case-insensitive)", async () => {
    const before = t.ctx.db.prepare("SELECT COUNT(*) FROM accounts").pluck().get();
    const res = await post("/Accounts/register", { ...valid, email: "TAKEN@example.com" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(DUPLICATE_EMAIL);
    expect(res.body.errors).toEqual([{ field: "email", message: DUPLICATE_EMAIL }]);
    expect(t.ctx.db.prepare("SELECT COUNT(*) FROM accounts").pluck().get()).toBe(before);
  });

  it.each([
    ["short", "Ab1#", "Password is too short"],
    ["no digit", "Abcdefg#h", "special character"],
    ["no upper case", "abcdef1#", "upper and lower case"],
    ["no special character", "Abcdefg12", "special character"],
  ])("refuses a weak password (%s) with 400 on the password field", async (_label, weak, expected) => {
    const res = await post("/Accounts/register", {
      ...valid,
      email: `weak-${weak.length}@example.com`,
      password: weak,
    });
    expect(res.status).toBe(400);
    const errors = res.body.errors as { field: string; message: string }[];
    expect(errors.map((e) => e.field)).toEqual(["password"]);
    expect(errors[0].message).toContain(expected);
  });

  it("refuses a registration without accepted terms", async () => {
    for (const acceptTerms of [false, undefined, "on"]) {
      const res = await post("/Accounts/register", { ...valid, email: "noterms@example.com", acceptTerms });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(["acceptTerms"]);
    }
    expect(t.ctx.db.prepare("SELECT COUNT(*) FROM users WHERE email = 'noterms@example.com'").pluck().get()).toBe(0);
  });

  it("validates names, e-mail and the account name", async () => {
    const res = await post("/Accounts/register", {
      firstName: " ",
      lastName: "",
      email: "not-an-email",
      password: valid.password,
      accountName: "Semi;colon",
      acceptTerms: true,
    });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(
      (res.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
    );
    expect(byField).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email id",
      accountName: "Account name is required, at most 80 characters, without semicolons",
    });
    const long = await post("/Accounts/register", { ...valid, email: "long@example.com", accountName: "x".repeat(81) });
    expect(long.status).toBe(400);
  });

  it("answers 403 when registration is disabled", async () => {
    t.ctx.db.prepare("INSERT INTO settings (key, value) VALUES ('registrationEnabled', 'false')").run();
    try {
      const res = await post("/Accounts/register", { ...valid, email: "late@example.com" });
      expect(res.status).toBe(403);
      expect(t.ctx.db.prepare("SELECT COUNT(*) FROM users WHERE email = 'late@example.com'").pluck().get()).toBe(0);
    } finally {
      t.ctx.db.prepare("DELETE FROM settings WHERE key = 'registrationEnabled'").run();
    }
  });
});
