/**
 * The marketplace welcome credit (docs/product.md#plans "Marketplace accounts get a 5 USD welcome credit") through
 * the fulfilment stand-in as createPlatform wires it: a new marketplace account's wallet holds 5 USD
 * from one billing record, once, however often or concurrently the subscription is fulfilled; its
 * owner sees it after entering through the marketplace landing token.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING } from "../../../contract/limits/billing";
import { ADMIN_ROLES, OWNER_ROLES, ROLES } from "../../../contract/roles";
import { MARKETPLACE_API } from "../../../contract/wire/marketplace";
import { issueTokenPair } from "../../../platform/auth/issue";
import { createPlatform, type Platform } from "../../../platform/index";
import { grantWelcomeCredit, WELCOME_CREDIT_DESCRIPTION } from "../../../platform/money/welcomeCredit";
import { insertAccount, insertUser, listen } from "./helpers";

let platform: Platform;
let dataDir: string;
let base: string;
let stop: () => Promise<void>;
let adminToken: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "vc-marketplace-"));
  platform = await createPlatform({
    dataDir,
    publicOrigin: "http://127.0.0.1:3000",
    accessTokenTtlSeconds: 900,
    simulate: false,
  });
  const app = express();
  app.use(platform.router);
  ({ url: base, close: stop } = await listen(app));
  adminToken = await tokenOf([...OWNER_ROLES, ...ADMIN_ROLES]);
});
afterAll(async () => {
  await platform.close();
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function tokenOf(roles: readonly string[]) {
  const accountId = insertAccount(platform.ctx);
  return (await issueTokenPair(platform.ctx, await insertUser(platform.ctx, { accountId, roles }), "password")).token;
}

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const subscription = (over: Record<string, unknown> = {}) => {
  const id = randomUUID();
  return {
    subscriptionId: id,
    subscriptionName: "Voice Console - Contoso",
    offerId: "voice-console-essential",
    tenantId: randomUUID(),
    accountName: "Contoso Marketplace",
    owner: { email: `owner-${id}@contoso.example`, firstName: "Cleo", lastName: "Contoso" },
    ...over,
  };
};
const fulfil = (body: unknown, token = adminToken) => call(token, "POST", MARKETPLACE_API.subscriptions, body);
const creditsOf = (accountId: string) =>
  platform.ctx.db
    .prepare("SELECT kind, amount, balance_after, description FROM billing_records WHERE account_id = ?")
    .all(accountId);

describe("the marketplace welcome credit", () => {
  it("a new marketplace account holds 5 USD from one credit in its billing history", async () => {
    const answer = await fulfil(subscription());
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ created: true, balance: BILLING.MARKETPLACE_WELCOME_CREDIT_USD });
    const accountId = String(answer.json.accountId);
    const account = platform.ctx.db
      .prepare("SELECT type, billing_type, plan, status, balance FROM accounts WHERE id = ?")
      .get(accountId);
    expect(account).toEqual({
      type: "MSFT",
      billing_type: "Marketplace",
      plan: "Essential Plan",
      status: "active",
      balance: 5,
    });
    expect(creditsOf(accountId)).toEqual([
      { kind: "credit", amount: 5, balance_after: 5, description: WELCOME_CREDIT_DESCRIPTION },
    ]);
    const audit = platform.ctx.db
      .prepare("SELECT COUNT(*) FROM audit_log WHERE account_id = ? AND action = 'marketplaceWelcomeCredit'")
      .pluck()
      .get(accountId);
    expect(audit).toBe(1);
  });

  it("fulfilling the same subscription again, even concurrently, creates and credits nothing more", async () => {
    const body = subscription();
    const answers = await Promise.all([fulfil(body), fulfil(body), fulfil(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((a) => a.json.accountId));
    expect(ids.size).toBe(1);
    const accountId = String([...ids][0]);
    expect(creditsOf(accountId)).toHaveLength(1);
    expect((await fulfil(body)).json).toMatchObject({ created: false, balance: 5 });
    // A later grant (any path) is refused by the key; a non-marketplace account never gets one.
    const admin = { sub: "admin", accountId, role: [...ADMIN_ROLES], isAdmin: true } as never;
    expect(grantWelcomeCredit(platform.ctx, admin, accountId)).toBe(false);
    expect(grantWelcomeCredit(platform.ctx, admin, insertAccount(platform.ctx, { balance: 0 }))).toBe(false);
    expect(creditsOf(accountId)).toHaveLength(1);
  });

  it("the owner enters through the landing token and sees the 5 USD and the credit in the billing history", async () => {
    const created = await fulfil(subscription());
    const landing = await call(adminToken, "POST", "/vaic/api/auth/marketplace/landing-token", {
      userId: created.json.userId,
    });
    const pair = await call(null, "POST", "/vaic/api/auth/authorize-msft", { landingToken: landing.json.landingToken });
    expect(pair.status).toBe(200);
    const token = String(pair.json.token);
    expect((await call(token, "GET", "/vaic/api/Accounts/Current")).json).toMatchObject({
      accountType: "MSFT",
      walletBalance: 5,
      isActive: true,
    });
    const history = await call(token, "GET", "/billing/api/BillingHistory");
    expect(history.json.records).toEqual([
      expect.objectContaining({ kind: "credit", amount: 5, balanceAfter: 5, description: WELCOME_CREDIT_DESCRIPTION }),
    ]);
  });

  it("is an administrator's call with the accounts update role; bad input and a taken e-mail are refused", async () => {
    expect((await fulfil(subscription(), await tokenOf(OWNER_ROLES))).status).toBe(403);
    expect((await fulfil(subscription(), await tokenOf([ROLES.ADMIN, ROLES.ADMIN_ACCOUNTS_READ]))).status).toBe(403);
    expect((await fulfil(subscription({ accountName: "a;b" }))).status).toBe(400);
    const first = subscription();
    await fulfil(first);
    const taken = await fulfil(subscription({ owner: first.owner }));
    expect(taken.status).toBe(409);
  });
});
