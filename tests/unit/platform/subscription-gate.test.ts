/**
 * The subscription gate as createPlatform wires it (docs/product.md#session-errors "401 with a response header saying
 * subscriptions are false"): a customer whose account is not active is refused the paid actions
 * (buying numbers, starting or resuming a campaign) with 401 and `x-subscriptions: false`, while the
 * current user, billing and payments stay open so the user can recover; a prepaid account's status
 * follows its wallet, so adding credit lifts the refusal.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROLES, OWNER_ROLES } from "../../../contract/roles";
import { CAMPAIGNS_API } from "../../../contract/wire/campaigns";
import { PHONE_ORDERS_API } from "../../../contract/wire/phoneOrders";
import { issueTokenPair } from "../../../platform/auth/issue";
import { createPlatform, type Platform } from "../../../platform/index";
import { applyEntry, liveAccount } from "../../../platform/money/ledger";
import { isPaidAction, prepaidStatusAfter, SUBSCRIPTIONS_HEADER } from "../../../platform/money/subscription";
import { insertAccount, insertUser, listen } from "./helpers";

let platform: Platform;
let dataDir: string;
let base: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "vc-subscription-"));
  platform = await createPlatform({
    dataDir,
    publicOrigin: "http://127.0.0.1:3000",
    accessTokenTtlSeconds: 900,
    simulate: false,
  });
  const app = express();
  app.use(platform.router);
  ({ url: base, close: stop } = await listen(app));
});
afterAll(async () => {
  await platform.close();
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function customer(
  fields: { status?: string; balance?: number; billingType?: string; roles?: readonly string[] } = {},
) {
  const accountId = insertAccount(platform.ctx, fields);
  const userId = await insertUser(platform.ctx, { accountId, roles: fields.roles ?? OWNER_ROLES });
  return { accountId, userId, token: (await issueTokenPair(platform.ctx, userId, "password")).token };
}

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.text();
  return { status: res.status, subscriptions: res.headers.get(SUBSCRIPTIONS_HEADER) };
}

const PAID = [
  ["POST", PHONE_ORDERS_API.checkout],
  ["POST", PHONE_ORDERS_API.order],
  ["POST", `${CAMPAIGNS_API.base}${CAMPAIGNS_API.collection}/c-1/start`],
  ["POST", `${CAMPAIGNS_API.base}${CAMPAIGNS_API.collection}/c-1/resume`],
] as const;

describe("the paid actions of an account without an active subscription", () => {
  it.each(PAID)("%s %s answers 401 with x-subscriptions: false", async (method, path) => {
    const c = await customer({ status: "inactive", balance: -12 });
    expect(await call(c.token, method, path, { numbers: ["+12025550100"] })).toEqual({
      status: 401,
      subscriptions: "false",
    });
  });

  it.each(["locked", "disabled", "canceled", "pending"])("a %s account is refused too", async (status) => {
    const c = await customer({ status, balance: 50 });
    expect(await call(c.token, "POST", PHONE_ORDERS_API.checkout)).toEqual({ status: 401, subscriptions: "false" });
  });

  it("an active account passes the gate (the route answers on its own terms)", async () => {
    const c = await customer();
    for (const [method, path] of PAID) {
      const answer = await call(c.token, method, path, { numbers: ["+12025550100"] });
      expect(answer.subscriptions).toBeNull();
      expect(answer.status).not.toBe(401);
    }
  });

  it("what the user needs to recover stays open, and free actions are not gated", async () => {
    const c = await customer({ status: "inactive", balance: -12 });
    const open = [
      ["GET", "/vaic/api/Accounts/Current", 200],
      ["GET", "/billing/api/billing/monthly", 200],
      ["GET", "/vaic/api/clients/PaymentDetails", 200],
      ["POST", "/vaic/api/payment/CreatePfToken", 201],
      ["GET", PHONE_ORDERS_API.cart, 200],
      ["POST", `${CAMPAIGNS_API.base}${CAMPAIGNS_API.collection}/c-1/pause`, 404],
    ] as const;
    for (const [method, path, status] of open) {
      const body = path.endsWith("CreatePfToken")
        ? { amount: 25, returnTo: "/portal/settings/billing/payment" }
        : undefined;
      expect(await call(c.token, method, path, body), `${method} ${path}`).toEqual({ status, subscriptions: null });
    }
  });

  it("an administrator acting for accounts is not stopped; no token is the plain 401", async () => {
    const admin = await customer({ status: "inactive", balance: -1, roles: [...OWNER_ROLES, ...ADMIN_ROLES] });
    expect((await call(admin.token, "POST", PHONE_ORDERS_API.checkout)).subscriptions).toBeNull();
    expect(await call(null, "POST", PHONE_ORDERS_API.checkout)).toEqual({ status: 401, subscriptions: null });
  });
});

describe("a prepaid account's status follows its wallet", () => {
  it("credit that brings the balance to zero or more reactivates it; going below zero deactivates it", async () => {
    const c = await customer({ status: "inactive", balance: -12 });
    const caller = { sub: c.userId, accountId: c.accountId, role: [...OWNER_ROLES], isAdmin: false } as never;
    const statusOf = () => platform.ctx.db.prepare("SELECT status FROM accounts WHERE id = ?").pluck().get(c.accountId);
    const entry = (amount: number) =>
      applyEntry(platform.ctx, {
        account: liveAccount(platform.ctx, c.accountId),
        kind: amount < 0 ? "charge" : "credit",
        amount,
        description: "t",
        idempotencyKey: randomUUID(),
        caller,
        action: "test",
      });
    entry(11.99);
    expect(statusOf()).toBe("inactive");
    entry(0.01);
    expect(statusOf()).toBe("active");
    expect((await call(c.token, "POST", PHONE_ORDERS_API.checkout)).subscriptions).toBeNull();
    entry(-0.5);
    expect(statusOf()).toBe("inactive");
    expect((await call(c.token, "POST", PHONE_ORDERS_API.checkout)).subscriptions).toBe("false");
  });

  it.each([
    ["active", "Prepaid", -0.01, "inactive"],
    ["active", "Prepaid", 0, "active"],
    ["inactive", "Prepaid", 0, "active"],
    ["inactive", "Prepaid", -0.01, "inactive"],
    ["locked", "Prepaid", 100, "locked"],
    ["disabled", "Prepaid", -5, "disabled"],
    ["active", "Postpaid", -5, "active"],
    ["inactive", "Postpaid", 5, "inactive"],
  ])("%s %s at %d is %s", (status, billing, balance, after) => {
    expect(prepaidStatusAfter(status, billing, balance)).toBe(after);
  });

  it("the gate's list: only the named paid actions", () => {
    expect(isPaidAction("POST", PHONE_ORDERS_API.checkout)).toBe(true);
    expect(isPaidAction("GET", PHONE_ORDERS_API.checkout)).toBe(false);
    expect(isPaidAction("POST", `${CAMPAIGNS_API.base}${CAMPAIGNS_API.collection}`)).toBe(false);
    expect(isPaidAction("POST", `${CAMPAIGNS_API.base}${CAMPAIGNS_API.collection}/x/cancel`)).toBe(false);
    expect(isPaidAction("POST", `${CAMPAIGNS_API.base}${CAMPAIGNS_API.collection}/x/start/extra`)).toBe(false);
  });
});
