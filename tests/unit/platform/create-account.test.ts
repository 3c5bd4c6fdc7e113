/**
 * The create-account wizard's endpoint (POST /vaic/api/Accounts/Iam; issue 18): a new Trial account
 * in the chosen region, the caller its owner, answered with a token pair for it (as the switch); the
 * account form's bounds; who may (not the UCaaS user role, not in Teams-only mode, not while the
 * subscription is inactive unless the user has no account of its own); the membership cap.
 */
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MY_ACCOUNT } from "../../../contract/limits/my-account";
import { OWNER_ROLES, ROLES } from "../../../contract/roles";
import { verifyAccessToken } from "../../../platform/auth/jwt";
import { issueAccessToken } from "../../../platform/auth/issue";
import { createVaicRouter } from "../../../platform/services/vaic/index";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
let acme: string;

beforeAll(async () => {
  t = createTestContext();
  t.ctx.db
    .prepare("INSERT OR IGNORE INTO regions (region_id, region_name) VALUES ('eu', 'Europe'), ('us', 'United States')")
    .run();
  acme = insertAccount(t.ctx, { name: "Acme Voice" });
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

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const create = (token: string | null, body: unknown) => call("POST", "/Accounts/Iam", token, body);
const accountCount = () => t.ctx.db.prepare("SELECT COUNT(*) FROM accounts").pluck().get() as number;

async function newUser(roles: readonly string[] = OWNER_ROLES, accountId = acme) {
  const id = await insertUser(t.ctx, { accountId, roles });
  return { id, token: await issueAccessToken(t.ctx, id) };
}

describe("POST /vaic/api/Accounts/Iam", () => {
  it("creates a Trial account in the region, makes the caller its owner and answers a token pair that signs in to it", async () => {
    const { id, token } = await newUser([ROLES.CALLS_READ]);
    const created = await create(token, { name: "  Nova Labs ", description: "Our second brand", regionId: "eu" });
    expect(created.status).toBe(201);
    expect(typeof created.body.refresh_token).toBe("string");
    const claims = await verifyAccessToken(t.ctx.config, created.body.token, t.ctx.now());
    expect(claims.ok).toBe(true);
    if (!claims.ok) return;
    expect(claims.claims.accountId).not.toBe(acme);
    expect(claims.claims.role).toEqual([...OWNER_ROLES]);
    const account = t.ctx.db
      .prepare("SELECT name, description, region_id AS regionId, plan, status FROM accounts WHERE id = ?")
      .get(claims.claims.accountId);
    expect(account).toEqual({
      name: "Nova Labs",
      description: "Our second brand",
      regionId: "eu",
      plan: "Trial Plan",
      status: "active",
    });
    // The new pair works: the current user is in the new account; the old account stays a membership with its roles.
    const current = await call("GET", "/Accounts/Current", created.body.token);
    expect(current.body).toMatchObject({
      accountId: claims.claims.accountId,
      accountName: "Nova Labs",
      noIamAccount: false,
    });
    const memberships = await call("GET", "/Accounts/Switch", created.body.token);
    expect(memberships.body.accounts.map((a: { name: string; current: boolean }) => [a.name, a.current])).toEqual([
      ["Acme Voice", false],
      ["Nova Labs", true],
    ]);
    // The account belongs to the session: the user's own account and roles stay (its other sessions
    // and next sign-in are still there), the new account is a membership with the owner's roles.
    expect(t.ctx.db.prepare("SELECT account_id AS accountId, roles FROM users WHERE id = ?").get(id)).toEqual({
      accountId: acme,
      roles: JSON.stringify([ROLES.CALLS_READ]),
    });
    const owned = t.ctx.db
      .prepare("SELECT roles FROM account_memberships WHERE user_id = ? AND account_id = ?")
      .pluck()
      .get(id, claims.claims.accountId);
    expect(JSON.parse(owned as string)).toEqual([...OWNER_ROLES]);
  });

  it("bounds the name at 80 characters without semicolons and the description at 200, on their fields", async () => {
    const { token } = await newUser();
    const before = accountCount();
    const refused = async (body: object) => {
      const answer = await create(token, { regionId: "eu", ...body });
      expect(answer.status).toBe(400);
      return JSON.stringify(answer.body);
    };
    expect(await refused({ name: "x".repeat(81) })).toContain("validation_account_name");
    expect(await refused({ name: "a;b" })).toContain("validation_account_name");
    expect(await refused({ name: "  " })).toContain("validation_account_name");
    expect(await refused({ name: "Ok", description: "d".repeat(201) })).toContain("validation_account_description");
    expect(await refused({ name: "Ok", regionId: "mars" })).toContain("regionId: validation_field_invalid");
    expect(await refused({ name: "Ok", regionId: "" })).toContain("validation_field_required");
    expect(accountCount()).toBe(before);
    const longest = await create(token, { name: "n".repeat(80), description: "d".repeat(200), regionId: "us" });
    expect(longest.status).toBe(201);
  });

  it("needs a signed-in user, and refuses the UCaaS user role", async () => {
    expect((await create(null, { name: "Nope", regionId: "eu" })).status).toBe(401);
    const { token } = await newUser([ROLES.UCAAS_USER, ROLES.CALLS_READ]);
    const before = accountCount();
    expect((await create(token, { name: "Nope", regionId: "eu" })).status).toBe(403);
    expect(accountCount()).toBe(before);
  });

  it("refuses Teams-only mode and an inactive subscription, except for a user without an account of its own", async () => {
    const teamsOnly = insertAccount(t.ctx, { name: "Teams Only" });
    t.ctx.db.prepare("UPDATE accounts SET teams_only_mode = 1 WHERE id = ?").run(teamsOnly);
    const teams = await newUser(OWNER_ROLES, teamsOnly);
    expect((await create(teams.token, { name: "Nope", regionId: "eu" })).body.message).toBe(
      "labels_disable_teams_only_mode",
    );
    const locked = insertAccount(t.ctx, { name: "Locked", status: "locked" });
    const lockedUser = await newUser(OWNER_ROLES, locked);
    const answer = await create(lockedUser.token, { name: "Nope", regionId: "eu" });
    expect([answer.status, answer.body.message]).toEqual([409, "warning_subscription_inactive"]);
    // No IAM account: the wizard is the way in, whatever the placeholder account says.
    t.ctx.db.prepare("UPDATE users SET no_iam_account = 1 WHERE id = ?").run(lockedUser.id);
    const created = await create(lockedUser.token, { name: "Finally Mine", regionId: "eu" });
    expect(created.status).toBe(201);
    expect(t.ctx.db.prepare("SELECT no_iam_account FROM users WHERE id = ?").pluck().get(lockedUser.id)).toBe(0);
  });

  it("scopes to the caller: another user's accounts and memberships are untouched", async () => {
    const a = await newUser();
    const b = await newUser();
    const created = await create(a.token, { name: "Only A", regionId: "eu" });
    const claims = await verifyAccessToken(t.ctx.config, created.body.token, t.ctx.now());
    const newId = claims.ok ? claims.claims.accountId : "";
    expect(t.ctx.db.prepare("SELECT COUNT(*) FROM account_memberships WHERE account_id = ?").pluck().get(newId)).toBe(
      1,
    );
    expect(t.ctx.db.prepare("SELECT account_id FROM users WHERE id = ?").pluck().get(b.id)).toBe(acme);
    const bList = await call("GET", "/Accounts/Switch", b.token);
    expect(bList.body.accounts.map((x: { id: string }) => x.id)).toEqual([acme]);
  });

  it("refuses one account more than a user may belong to", async () => {
    const { id, token } = await newUser();
    const insert = t.ctx.db.prepare(
      "INSERT INTO account_memberships (user_id, account_id, roles, created_at) VALUES (?, ?, '[]', ?)",
    );
    for (let i = 1; i < MY_ACCOUNT.ACCOUNTS_PER_USER_MAX; i++)
      insert.run(id, insertAccount(t.ctx, { name: `Member ${i}` }), t.ctx.now());
    const answer = await create(token, { name: "One Too Many", regionId: "eu" });
    expect([answer.status, answer.body.message]).toEqual([409, "validation_accounts_per_user_max"]);
  });
});
