import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_ROLES, ROLES } from "../../../contract/roles";
import { CurrentUserSchema } from "../../../contract/wire/currentUser";
import { BaseSettingsSchema } from "../../../contract/wire/settings";
import { createVaicRouter } from "../../../platform/services/vaic/index";
import { SIGN_IN_LIMITS } from "../../../contract/limits/sign-in-limits";
import { TRUSTED_PROXIES } from "../../../server/security";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

const PASSWORD = "Owner#2026x";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
let accountId: string;
let userId: string;

beforeEach(async () => {
  t = createTestContext({ refreshReuseWindowSeconds: 10, accessTokenTtlSeconds: 900 });
  const app = express();
  // As server.ts: X-Forwarded-For counts from loopback peers only (the console, a local proxy).
  app.set("trust proxy", TRUSTED_PROXIES);
  app.use("/vaic/api", createVaicRouter(t.ctx));
  const server = await listen(app);
  base = `${server.url}/vaic/api`;
  close = server.close;
  accountId = insertAccount(t.ctx, { name: "Acme Voice", balance: 42.5, connectivityProvider: "Provider B" });
  userId = await insertUser(t.ctx, {
    accountId,
    email: "owner@example.com",
    password: PASSWORD,
    firstName: "Olivia",
    lastName: "Owner",
  });
});

afterEach(async () => {
  await close();
  t.cleanup();
});

async function call(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; form?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${base}${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const login = (email = "owner@example.com", password = PASSWORD) =>
  call("POST", "/auth/login", { body: { email, password } });
const refresh = (refresh_token: string) =>
  call("POST", "/auth/token", { body: { grant_type: "refresh_token", refresh_token } });

describe("POST /auth/login", () => {
  it("answers a token pair that opens the current user", async () => {
    const res = await login();
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe("string");
    expect(typeof res.body.refresh_token).toBe("string");
    const me = await call("GET", "/Accounts/Current", { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe("owner@example.com");
  });

  it("accepts the e-mail in any letter case", async () => {
    expect((await login("OWNER@Example.com")).status).toBe(200);
  });

  it("gives the same 401 message for a wrong password and an unknown e-mail", async () => {
    const wrong = await login("owner@example.com", "nope-Wrong1!");
    const unknown = await login("nobody@example.com", PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid e-mail or password" });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("rejects a malformed body with 400 and field messages", async () => {
    const res = await call("POST", "/auth/login", { body: { email: "not-an-email" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("email");
    expect(res.body.message).toContain("password");
  });

  it("holds an account back after 10 failed sign-ins, even with the right password; others are unaffected", async () => {
    await insertUser(t.ctx, { accountId, email: "second@example.com", password: PASSWORD });
    // A success clears the count: 9 failures, a success, 9 more failures still let the owner in.
    for (let i = 0; i < 9; i++) expect((await login("owner@example.com", "nope-Wrong1!")).status).toBe(401);
    expect((await login()).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login("OWNER@example.com", "nope-Wrong1!")).status).toBe(401);
    const res = await fetch(`${base}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@example.com", password: PASSWORD }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as { message: string }).message).toBe(
      "Too many failed sign-in attempts for this account. Try again in 15 minutes.",
    );
    expect((await login("second@example.com")).status).toBe(200);
    // 23 password checks at the interactive scrypt cost: a budget for a busy machine, not a figure.
  }, 60_000);

  it("holds an address back after 30 failed sign-ins over many accounts, even with a fresh account's right password; other addresses go on", async () => {
    const from = (address: string, email: string, password: string) =>
      fetch(`${base}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ email, password }),
      });
    // A password spray: one guess per account, never near the per-account limit.
    const sprayed = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        insertUser(t.ctx, { accountId, email: `sprayed-${i}@example.com`, password: PASSWORD }),
      ),
    );
    expect(sprayed).toHaveLength(5);
    for (let i = 0; i < SIGN_IN_LIMITS.FAILURES_PER_ADDRESS; i++) {
      const email = i < 5 ? `sprayed-${i}@example.com` : `guess-${i}@example.com`;
      expect((await from("198.51.100.7", email, "Spring#2026x")).status).toBe(401);
    }
    const held = await from("198.51.100.7", "owner@example.com", PASSWORD);
    expect(held.status).toBe(429);
    const wait = Number(held.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(SIGN_IN_LIMITS.WINDOW_SECONDS - 60);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_LIMITS.WINDOW_SECONDS);
    expect(((await held.json()) as { message: string }).message).toBe(
      "Too many failed sign-in attempts from your network. Try again in 15 minutes.",
    );
    // Another address is not affected, and the owner's account was never held back.
    expect((await from("198.51.100.8", "owner@example.com", PASSWORD)).status).toBe(200);
    expect((await from("198.51.100.8", "sprayed-0@example.com", PASSWORD)).status).toBe(200);
    // 38 password checks at the interactive scrypt cost (platform/auth/passwords.ts), a second or
    // two of CPU each when the machine is busy: a budget for that work, not a figure it asserts.
  }, 90_000);

  it("refuses a deactivated user with 403 and says why", async () => {
    await insertUser(t.ctx, { accountId, email: "gone@example.com", password: PASSWORD, isActive: false });
    const res = await login("gone@example.com");
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/deactivated/i);
  });
});

describe("POST /auth/token (refresh)", () => {
  it("rotates: a new pair whose refresh token works again", async () => {
    const first = (await login()).body;
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect((await call("GET", "/Accounts/Current", { token: second.body.token })).status).toBe(200);
    expect((await refresh(second.body.refresh_token)).status).toBe(200);
  });

  it("accepts the OAuth form encoding", async () => {
    const first = (await login()).body;
    const res = await call("POST", "/auth/token", {
      form: { grant_type: "refresh_token", refresh_token: first.refresh_token },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe("string");
  });

  it("lets 20 parallel refreshes with one token all succeed", async () => {
    const first = (await login()).body;
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(first.refresh_token)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.refresh_token)).size).toBe(20);
  });

  it("revokes the whole family when a rotated token comes back after the reuse window", async () => {
    const first = (await login()).body;
    const second = (await refresh(first.refresh_token)).body;
    t.advance(11);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(401);
    // the legitimate newest token of that family dies with it (theft detection)
    expect((await refresh(second.refresh_token)).status).toBe(401);
    // another session of the same user is untouched
    const other = (await login()).body;
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it("refuses unknown, expired and wrong-grant requests", async () => {
    expect((await refresh("garbage")).status).toBe(401);
    const first = (await login()).body;
    const wrongGrant = await call("POST", "/auth/token", {
      body: { grant_type: "password", refresh_token: first.refresh_token },
    });
    expect(wrongGrant.status).toBe(400);
    t.advance(t.ctx.config.refreshTokenTtlSeconds + 1);
    const expired = await refresh(first.refresh_token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/expired/i);
  });

  it("stores refresh tokens only as hashes", async () => {
    const first = (await login()).body;
    const stored = t.ctx.db.prepare("SELECT token_hash FROM refresh_tokens").pluck().all() as string[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(first.refresh_token);
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("POST /auth/logout", () => {
  it("revokes the presented refresh token's family", async () => {
    const a = (await login()).body;
    const b = (await login()).body;
    const res = await call("POST", "/auth/logout", { token: a.token, body: { refresh_token: a.refresh_token } });
    expect(res.status).toBe(204);
    expect((await refresh(a.refresh_token)).status).toBe(401);
    expect((await refresh(b.refresh_token)).status).toBe(200);
  });

  it("without a refresh token revokes every session of the user", async () => {
    const a = (await login()).body;
    const b = (await login()).body;
    expect((await call("POST", "/auth/logout", { token: a.token })).status).toBe(204);
    expect((await refresh(a.refresh_token)).status).toBe(401);
    expect((await refresh(b.refresh_token)).status).toBe(401);
  });

  it("needs a bearer token", async () => {
    expect((await call("POST", "/auth/logout")).status).toBe(401);
  });
});

describe("GET /Accounts/Current", () => {
  it("answers 401 once the access token expired", async () => {
    const { token } = (await login()).body;
    t.advance(901);
    const res = await call("GET", "/Accounts/Current", { token });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/expired/i);
  });

  it("returns every field of the caller's own user and account, and only those", async () => {
    const otherAccount = insertAccount(t.ctx, {
      name: "Other Co",
      type: "MSFT",
      billingType: "Postpaid",
      plan: "Trial Plan",
    });
    await insertUser(t.ctx, { accountId: otherAccount, email: "other@example.com", password: PASSWORD });
    const mine = (await call("GET", "/Accounts/Current", { token: (await login()).body.token })).body;
    const theirs = (await call("GET", "/Accounts/Current", { token: (await login("other@example.com")).body.token }))
      .body;

    const fields = [
      "id",
      "firstName",
      "lastName",
      "email",
      "accountId",
      "accountName",
      "accountDescription",
      "accountType",
      "accountStatus",
      "roles",
      "tid",
      "isActive",
      "isNewAccountCreated",
      "isMessageShown",
      "noIamAccount",
      "teamsOnlyMode",
      "msSubId",
      "msSubName",
      "subscription",
      "paymentType",
      "walletBalance",
      "monthlyAmount",
      "monthlyLimit",
      "paymentDetails",
      "createdAt",
      "marketplaceOffer",
      "featuresActivation",
      "isTestUser",
      "cacProfileDisplay",
      "nationalNumberFormat",
      "clientMaxAccountCallDurationInMinutes",
      "adminMaxAccountCallDurationInMinutes",
      "shareAiLogs",
      "forwardAlarmViaEmail",
      "emailAddresses",
      "supportPlan",
      "supportEmailAddress",
      "supportContractNumber",
      "accountMaxBotsCount",
      "systemMaxBotsCount",
      "maxTeamsConnections",
      "termsUpdateRequired",
      // issue 19: the user's phone, the trial's end and the account's transfer-call switch (my account)
      "phone",
      "trialExpiresAt",
      "transferCall",
    ];
    expect(Object.keys(mine).sort()).toEqual([...fields].sort());
    expect(CurrentUserSchema.strict().safeParse(mine).error).toBeUndefined();
    expect(mine).toMatchObject({
      id: userId,
      firstName: "Olivia",
      lastName: "Owner",
      accountId,
      accountName: "Acme Voice",
      accountType: "LiveHub",
      accountStatus: "active",
      isActive: true,
      subscription: "Essential Plan",
      paymentType: "prepaid",
      walletBalance: 42.5,
      paymentDetails: { autoRechargeAlarm: false },
      systemMaxBotsCount: 20,
      accountMaxBotsCount: -1,
      emailAddresses: [],
      termsUpdateRequired: false,
    });
    expect(mine.roles).toContain(ROLES.BOTS_READ);
    expect(new Date(mine.createdAt).toISOString()).toBe(mine.createdAt);
    expect(theirs).toMatchObject({
      email: "other@example.com",
      accountId: otherAccount,
      accountName: "Other Co",
      paymentType: "postpaid",
    });
  });

  it("stops serving a user the moment they are deactivated", async () => {
    const pair = (await login()).body;
    t.ctx.db.prepare("UPDATE users SET is_active = 0 WHERE id = ?").run(userId);
    expect((await call("GET", "/Accounts/Current", { token: pair.token })).status).toBe(401);
    expect((await refresh(pair.refresh_token)).status).toBe(401);
  });

  it("needs a bearer token", async () => {
    expect((await call("GET", "/Accounts/Current")).status).toBe(401);
    expect((await call("GET", "/Accounts/Current", { token: "not.a.jwt" })).status).toBe(401);
  });
});

describe("terms", () => {
  it("flags a terms update and clears it once the user accepts", async () => {
    t.ctx.db.prepare("INSERT INTO settings (key, value) VALUES ('termsVersion', '2')").run();
    const { token } = (await login()).body;
    expect((await call("GET", "/Accounts/Current", { token })).body.termsUpdateRequired).toBe(true);
    expect((await call("PATCH", `/Users/${userId}/UpdateTerms`, { token })).status).toBe(204);
    expect((await call("GET", "/Accounts/Current", { token })).body.termsUpdateRequired).toBe(false);
  });

  it("answers 404 for another user's id and leaves that user untouched", async () => {
    t.ctx.db.prepare("INSERT INTO settings (key, value) VALUES ('termsVersion', '2')").run();
    const otherId = await insertUser(t.ctx, { accountId, email: "member@example.com", password: PASSWORD });
    const { token } = (await login()).body;
    expect((await call("PATCH", `/Users/${otherId}/UpdateTerms`, { token })).status).toBe(404);
    const version = t.ctx.db.prepare("SELECT terms_accepted_version FROM users WHERE id = ?").pluck().get(otherId);
    expect(version).toBe(1);
  });

  it("AcceptTerms accepts for the caller", async () => {
    t.ctx.db.prepare("INSERT INTO settings (key, value) VALUES ('termsVersion', '3')").run();
    const { token } = (await login()).body;
    expect((await call("POST", "/Accounts/AcceptTerms", { token })).status).toBe(204);
    expect((await call("GET", "/Accounts/Current", { token })).body.termsUpdateRequired).toBe(false);
  });
});

describe("sso code", () => {
  it("is exchanged once for a token pair of the same user", async () => {
    const { token } = (await login()).body;
    const gen = await call("POST", "/auth/generatessocode", { token });
    expect(gen.status).toBe(200);
    const first = await call("POST", "/auth/ssologin", { body: { code: gen.body.code } });
    expect(first.status).toBe(200);
    expect((await call("GET", "/Accounts/Current", { token: first.body.token })).body.id).toBe(userId);
    expect((await call("POST", "/auth/ssologin", { body: { code: gen.body.code } })).status).toBe(401);
  });

  it("expires after 60 seconds", async () => {
    const { token } = (await login()).body;
    const { code } = (await call("POST", "/auth/generatessocode", { token })).body;
    t.advance(61);
    expect((await call("POST", "/auth/ssologin", { body: { code } })).status).toBe(401);
  });
});

describe("marketplace landing", () => {
  it("lets an admin mint a one-time landing token that signs the user in", async () => {
    const adminAccount = insertAccount(t.ctx, { name: "Platform" });
    await insertUser(t.ctx, {
      accountId: adminAccount,
      email: "admin@example.com",
      password: PASSWORD,
      roles: ADMIN_ROLES,
    });
    const admin = (await login("admin@example.com")).body.token;
    const owner = (await login()).body.token;
    expect((await call("POST", "/auth/marketplace/landing-token", { token: owner, body: { userId } })).status).toBe(
      403,
    );
    const minted = await call("POST", "/auth/marketplace/landing-token", { token: admin, body: { userId } });
    expect(minted.status).toBe(200);
    const pair = await call("POST", "/auth/authorize-msft", { body: { landingToken: minted.body.landingToken } });
    expect(pair.status).toBe(200);
    expect((await call("GET", "/Accounts/Current", { token: pair.body.token })).body.id).toBe(userId);
    expect(
      (await call("POST", "/auth/authorize-msft", { body: { landingToken: minted.body.landingToken } })).status,
    ).toBe(401);
  });
});

describe("settings and version", () => {
  it("serves baseSettings without login, with the spec defaults and the regions", async () => {
    t.ctx.db
      .prepare("INSERT INTO regions (region_id, region_name) VALUES ('eu', 'Europe'), ('us', 'United States')")
      .run();
    const res = await call("GET", "/Settings/baseSettings");
    expect(res.status).toBe(200);
    expect(BaseSettingsSchema.safeParse(res.body).error).toBeUndefined();
    expect(res.body).toMatchObject({
      regionsSettings: [
        { regionId: "eu", regionName: "Europe" },
        { regionId: "us", regionName: "United States" },
      ],
      registrationEnabled: true,
      sessionTimeoutSeconds: 900,
      mosThresholds: { poorToFair: 2.8, fairToGood: 3.5 },
      widgets: { chatSupportEnabled: true },
      termsVersion: 1,
    });
    expect(typeof res.body.dnsTxtRegex).toBe("string");
    expect(typeof res.body.brand.name).toBe("string");
  });

  it("takes configured values over the defaults (0 timeout keeps the default)", async () => {
    const set = t.ctx.db.prepare("INSERT INTO settings (key, value) VALUES (?, ?)");
    set.run("sessionTimeoutSeconds", "0");
    set.run("registrationEnabled", "false");
    set.run("mosThresholds", JSON.stringify({ poorToFair: 3, fairToGood: 4 }));
    const res = await call("GET", "/Settings/baseSettings");
    expect(res.body).toMatchObject({
      sessionTimeoutSeconds: 900,
      registrationEnabled: false,
      mosThresholds: { poorToFair: 3, fairToGood: 4 },
    });
  });

  it("serves clientSettings of the caller's account after login only", async () => {
    expect((await call("GET", "/Settings/clientSettings")).status).toBe(401);
    const { token } = (await login()).body;
    expect((await call("GET", "/Settings/clientSettings", { token })).body).toEqual({
      connectivityProvider: "Provider B",
    });
  });

  it("serves the package version without login", async () => {
    const res = await call("GET", "/version");
    expect(res.status).toBe(200);
    expect(res.body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("gives the identity service's authorize endpoint as the login url", async () => {
    const res = await call("GET", "/auth/loginurl");
    expect(res.body).toEqual({ url: "http://127.0.0.1:3000/idp/auth" });
  });
});
