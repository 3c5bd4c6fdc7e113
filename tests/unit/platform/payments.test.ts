/**
 * Customer billing over real HTTP with a real SQLite db: the hosted card page and each 3-D Secure
 * outcome, idempotent deposits (a confirmation sent twice raises the wallet once; a failed payment
 * changes nothing and says why), auto-recharge counted per 24 hours, taxes, invoices, scoping.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENTS } from "../../../contract/limits/payments";
import { OWNER_ROLES, ROLES } from "../../../contract/roles";
import { issueTokenPair } from "../../../platform/auth/issue";
import { jsonErrorHandler } from "../../../platform/http/errors";
import {
  autoRechargeOf,
  rechargeAmount,
  runAutoRecharge,
  runDueAutoRecharges,
} from "../../../platform/services/payments/autoRecharge";
import { createAccountBillingRouter, createPaymentRouter } from "../../../platform/services/payments/index";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

let t: TestContext;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  t = createTestContext();
  const app = express();
  app.use(express.json());
  app.use(express.urlencoded({ extended: false }));
  app.use(createPaymentRouter(t.ctx));
  app.use(createAccountBillingRouter(t.ctx));
  app.use(jsonErrorHandler);
  ({ url: base, close } = await listen(app));
});
afterAll(async () => {
  await close();
  t.cleanup();
});

const balanceOf = (id: string) =>
  t.ctx.db.prepare("SELECT balance FROM accounts WHERE id = ?").pluck().get(id) as number;
const countOf = (sql: string, ...p: unknown[]) =>
  t.ctx.db
    .prepare(sql)
    .pluck()
    .get(...p) as number;

async function owner(f: { balance?: number; billingType?: string; roles?: readonly string[] } = {}) {
  const accountId = insertAccount(t.ctx, { balance: f.balance ?? 0, billingType: f.billingType ?? "Prepaid" });
  const userId = await insertUser(t.ctx, { accountId, roles: f.roles ?? OWNER_ROLES });
  const token = (await issueTokenPair(t.ctx, userId, "password")).token;
  return { accountId, token };
}

async function api(token: string, method: string, path: string, body?: unknown, key?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

/** The card page: open it, send a card, follow nothing (the answer is the 303 back to the console). */
async function payOnPage(token: string, amount: number, card: Record<string, string>) {
  const created = await api(token, "POST", "/payment/CreatePfToken", {
    amount,
    returnTo: "/portal/settings/billing/payment",
  });
  expect(created.status).toBe(201);
  const { pfToken, url } = created.json() as { pfToken: string; url: string };
  const pagePath = String(url).replace("/vaic/api", "");
  const page = await fetch(`${base}${pagePath}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Card number");
  const sent = await fetch(`${base}${pagePath}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "pay", expiry: "12/39", cvc: "123", name: "Ada Lovelace", ...card }),
  });
  return { pfToken, sent };
}

describe("the hosted card page and the four 3-D Secure outcomes", () => {
  it.each([
    ["4000000000003220", "succeeded"],
    ["4111111111111111", "bypassed"],
    ["4000000000003055", "unavailable"],
  ] as const)(
    "card %s: 3-D Secure %s, the deposit raises the wallet exactly once even when confirmed twice",
    async (cardNumber, outcome) => {
      const o = await owner({ balance: 5 });
      const { pfToken, sent } = await payOnPage(o.token, 25, { cardNumber });
      expect(sent.status).toBe(303);
      expect(sent.headers.get("location")).toBe(`/portal/settings/billing/payment?pfToken=${pfToken}`);
      const status = (await api(o.token, "GET", `/payment/pfToken/${pfToken}`)).json();
      expect(status).toMatchObject({
        status: "authorized",
        threeDs: outcome,
        cardLast4: cardNumber.slice(-4),
        amount: 25,
      });
      const key = randomUUID();
      const [first, second] = await Promise.all([
        api(o.token, "POST", "/payment/DepositWalletAmount", { pfToken }, key),
        api(o.token, "POST", "/payment/DepositWalletAmount", { pfToken }, key),
      ]);
      expect(first.status).toBe(200);
      expect(second.text).toBe(first.text);
      // A new key (the confirmation page loaded again) redeems nothing more: the token is used.
      const third = await api(o.token, "POST", "/payment/DepositWalletAmount", { pfToken }, randomUUID());
      expect(third.status).toBe(200);
      expect(third.json().paymentId).toBe(first.json().paymentId);
      expect(balanceOf(o.accountId)).toBe(30);
      expect(countOf("SELECT COUNT(*) FROM billing_records WHERE account_id = ?", o.accountId)).toBe(1);
      expect(countOf("SELECT COUNT(*) FROM invoices WHERE account_id = ?", o.accountId)).toBe(1);
      expect(
        countOf("SELECT COUNT(*) FROM audit_log WHERE account_id = ? AND action = 'depositWalletAmount'", o.accountId),
      ).toBe(1);
      const last = (await api(o.token, "GET", "/payment/LastPaymentDetails")).json();
      expect(last).toMatchObject({ status: "succeeded", threeDs: outcome, amount: 25 });
    },
  );

  it("card 4000008400001629: 3-D Secure failed, the deposit changes nothing and says why", async () => {
    const o = await owner({ balance: 5 });
    const { pfToken, sent } = await payOnPage(o.token, 25, { cardNumber: "4000 0084 0000 1629", save: "on" });
    expect(sent.status).toBe(303);
    expect((await api(o.token, "GET", `/payment/pfToken/${pfToken}`)).json()).toMatchObject({
      status: "failed",
      threeDs: "failed",
    });
    const denied = await api(o.token, "POST", "/payment/DepositWalletAmount", { pfToken }, randomUUID());
    expect(denied.status).toBe(409);
    expect(denied.text).toBe(
      `The payment did not go through: 3-D Secure authentication with ${PAYMENTS.PROVIDER_NAME} failed.`,
    );
    expect(balanceOf(o.accountId)).toBe(5);
    expect(countOf("SELECT COUNT(*) FROM billing_records WHERE account_id = ?", o.accountId)).toBe(0);
    // A card that failed 3-D Secure is not vaulted.
    expect((await api(o.token, "GET", "/payment/vaultedshoppers")).json()).toEqual({ creditcards: [] });
    expect((await api(o.token, "GET", "/payment/LastPaymentDetails")).json()).toMatchObject({
      status: "failed",
      threeDs: "failed",
      failureReason: expect.stringContaining("failed"),
    });
  });

  it("refuses a bad card with the message on its field, keeping what was typed; a used or unknown link is a 404", async () => {
    const o = await owner();
    const { pfToken, sent } = await payOnPage(o.token, 25, { cardNumber: "4111 1111 1111 1112" });
    expect(sent.status).toBe(400);
    const html = await sent.text();
    expect(html).toContain('id="cardNumber-error"');
    expect(html).toContain('value="4111 1111 1111 1112"');
    expect((await api(o.token, "GET", `/payment/pfToken/${pfToken}`)).json()).toMatchObject({ status: "open" });
    expect((await fetch(`${base}/payment/hosted/nope`)).status).toBe(404);
    t.advance(PAYMENTS.PF_TOKEN_TTL_MS / 1000 + 1);
    expect((await fetch(`${base}/payment/hosted/${pfToken}`)).status).toBe(404);
  });

  it("another account's pfToken is unknown to the caller", async () => {
    const a = await owner();
    const b = await owner();
    const { pfToken } = await payOnPage(a.token, 25, { cardNumber: "4111111111111111" });
    expect((await api(b.token, "GET", `/payment/pfToken/${pfToken}`)).status).toBe(404);
    const denied = await api(b.token, "POST", "/payment/DepositWalletAmount", { pfToken }, randomUUID());
    expect(denied.status).toBe(409);
    expect(balanceOf(a.accountId) + balanceOf(b.accountId)).toBe(0);
  });

  it("checks the amount bounds, the roles and the billing type", async () => {
    const o = await owner();
    for (const [amount, status] of [
      [9, 400],
      [10, 201],
      [1000, 201],
      [1001, 400],
    ] as const) {
      expect(
        (await api(o.token, "POST", "/payment/CreatePfToken", { amount, returnTo: "/portal/settings/billing/payment" }))
          .status,
      ).toBe(status);
    }
    expect(
      (await api(o.token, "POST", "/payment/CreatePfToken", { amount: 20, returnTo: "https://evil.example/" })).status,
    ).toBe(400);
    const reader = await owner({ roles: [ROLES.BILLING_READ] });
    expect(
      (
        await api(reader.token, "POST", "/payment/CreatePfToken", {
          amount: 20,
          returnTo: "/portal/settings/billing/payment",
        })
      ).status,
    ).toBe(403);
    expect((await api(reader.token, "GET", "/payment/vaultedshoppers")).status).toBe(200);
    const postpaid = await owner({ billingType: "Postpaid" });
    expect(
      (
        await api(postpaid.token, "POST", "/payment/CreatePfToken", {
          amount: 20,
          returnTo: "/portal/settings/billing/payment",
        })
      ).status,
    ).toBe(409);
  });
});

describe("auto-recharge", () => {
  async function withCard(cardNumber: string, balance = 0) {
    const o = await owner({ balance });
    const { pfToken } = await payOnPage(o.token, 10, { cardNumber, save: "on" });
    if (cardNumber !== "4000008400001629")
      expect((await api(o.token, "POST", "/payment/DepositWalletAmount", { pfToken }, randomUUID())).status).toBe(200);
    return o;
  }

  it("validates threshold 9/10/500/501 and amount 9/10/1000/1001; defaults are 10 and 50", async () => {
    const o = await owner();
    expect((await api(o.token, "GET", "/clients/PaymentDetails")).json()).toMatchObject({
      enabled: false,
      threshold: 10,
      amount: 50,
      maxInWindow: PAYMENTS.AUTO_RECHARGE_MAX_PER_WINDOW,
    });
    for (const [threshold, status] of [
      [9, 400],
      [10, 200],
      [500, 200],
      [501, 400],
    ] as const) {
      expect(
        (await api(o.token, "PUT", "/clients/PaymentDetails", { enabled: true, threshold, amount: 50 })).status,
      ).toBe(status);
    }
    for (const [amount, status] of [
      [9, 400],
      [10, 200],
      [1000, 200],
      [1001, 400],
    ] as const) {
      expect(
        (await api(o.token, "PUT", "/clients/PaymentDetails", { enabled: true, threshold: 10, amount })).status,
      ).toBe(status);
    }
  });

  it("charges up to threshold plus amount, never more than that in one charge", () => {
    expect(rechargeAmount(4, 10, 50)).toBe(56);
    expect(rechargeAmount(0, 10, 50)).toBe(60);
    expect(rechargeAmount(-80, 10, 50)).toBe(60);
  });

  it("recharges when the balance falls below the threshold, at most the maximum count per 24 hours", async () => {
    const o = await withCard("4000000000003220", 100);
    await api(o.token, "PUT", "/clients/PaymentDetails", { enabled: true, threshold: 20, amount: 30 });
    const drain = () => t.ctx.db.prepare("UPDATE accounts SET balance = 5 WHERE id = ?").run(o.accountId);
    // 110 after the card deposit: not below the threshold.
    expect(runAutoRecharge(t.ctx, o.accountId)).toBe("none");
    for (let i = 0; i < PAYMENTS.AUTO_RECHARGE_MAX_PER_WINDOW; i++) {
      drain();
      expect(runDueAutoRecharges(t.ctx)).toBeGreaterThanOrEqual(1);
      // Up to threshold + amount: 5 + 45 = 50.
      expect(balanceOf(o.accountId)).toBe(50);
      t.advance(60);
    }
    drain();
    expect(countOf("SELECT COUNT(*) FROM payments WHERE account_id = ? AND kind = 'autoRecharge'", o.accountId)).toBe(
      PAYMENTS.AUTO_RECHARGE_MAX_PER_WINDOW,
    );
    expect(runAutoRecharge(t.ctx, o.accountId)).toBe("limit");
    expect(balanceOf(o.accountId)).toBe(5);
    t.advance(PAYMENTS.AUTO_RECHARGE_WINDOW_MS / 1000 + 1);
    expect(runAutoRecharge(t.ctx, o.accountId)).toBe("succeeded");
    expect(balanceOf(o.accountId)).toBe(50);
    // The access token has expired a day later: read the state directly.
    expect(autoRechargeOf(t.ctx, o.accountId)).toMatchObject({ usedInWindow: 1, alarm: false });
  });

  it("a failed recharge changes no balance and raises the alarm with the reason; a card payment clears it", async () => {
    const o = await owner({ balance: 0 });
    await api(o.token, "PUT", "/clients/PaymentDetails", { enabled: true, threshold: 10, amount: 50 });
    expect(runAutoRecharge(t.ctx, o.accountId)).toBe("failed");
    expect(balanceOf(o.accountId)).toBe(0);
    const state = (await api(o.token, "GET", "/clients/PaymentDetails")).json();
    expect(state).toMatchObject({ alarm: true, usedInWindow: 1 });
    expect(String(state.failureReason)).toContain("No saved card");
    const { pfToken } = await payOnPage(o.token, 25, { cardNumber: "4111111111111111" });
    await api(o.token, "POST", "/payment/DepositWalletAmount", { pfToken }, randomUUID());
    expect((await api(o.token, "GET", "/clients/PaymentDetails")).json()).toMatchObject({
      alarm: false,
      failureReason: null,
    });
  });
});

describe("postpaid limit, address and taxes, invoices and history", () => {
  it("monthly limit 75,000 is accepted and 75,001 refused; usage locks at 100 %", async () => {
    const o = await owner({ billingType: "Postpaid" });
    expect((await api(o.token, "PUT", "/billing/monthly", { monthlyLimit: 75_001 })).status).toBe(400);
    expect((await api(o.token, "PUT", "/billing/monthly", { monthlyLimit: 75_000 })).status).toBe(200);
    t.ctx.db.prepare("UPDATE accounts SET monthly_limit = 100, monthly_amount = 150 WHERE id = ?").run(o.accountId);
    expect((await api(o.token, "GET", "/billing/monthly")).json()).toEqual({
      monthlyLimit: 100,
      monthlyAmount: 150,
      percent: 100,
      locked: true,
    });
    const prepaid = await owner();
    expect((await api(prepaid.token, "PUT", "/billing/monthly", { monthlyLimit: 100 })).status).toBe(409);
  });

  it("taxes are off by default; on, the address decides the rate, and an unknown one has none", async () => {
    const o = await owner();
    const address = { name: "Acme Ltd", line1: "1 High St", city: "London", postalCode: "N1 1AA", country: "gb" };
    const saved = (await api(o.token, "PUT", "/payment/paymentAddress", address)).json();
    expect(saved).toMatchObject({ taxesEnabled: false, taxRatePercent: 20, address: { country: "GB" } });
    t.ctx.db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('taxesEnabled', 'true')").run();
    try {
      const { pfToken } = await payOnPage(o.token, 25, { cardNumber: "4111111111111111" });
      const paid = (await api(o.token, "POST", "/payment/DepositWalletAmount", { pfToken }, randomUUID())).json();
      expect(paid).toMatchObject({ amount: 25, tax: 5, balance: 25 });
      await api(o.token, "PUT", "/payment/paymentAddress", { ...address, country: "ZZ" });
      expect((await api(o.token, "GET", "/payment/paymentAddress")).json()).toMatchObject({
        taxesEnabled: true,
        taxRatePercent: null,
      });
      const list = (await api(o.token, "GET", "/clientbilling")).json() as {
        invoices: { id: string; tax: number; total: number }[];
      };
      expect(list.invoices).toHaveLength(1);
      expect(list.invoices[0]).toMatchObject({ tax: 5, total: 30 });
      const pdf = await fetch(`${base}/clientbilling/${list.invoices[0].id}/pdf`, {
        headers: { authorization: `Bearer ${o.token}` },
      });
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
      const other = await owner();
      expect((await api(other.token, "GET", `/clientbilling/${list.invoices[0].id}/pdf`)).status).toBe(404);
      expect((await api(other.token, "GET", "/clientbilling")).status).toBe(204);
      const history = (await api(o.token, "GET", "/BillingHistory?page=1&limit=10")).json();
      expect(history).toMatchObject({
        pages: { totalElements: 1 },
        records: [{ kind: "credit", amount: 25, balanceAfter: 25 }],
      });
    } finally {
      t.ctx.db.prepare("DELETE FROM settings WHERE key = 'taxesEnabled'").run();
    }
  });
});
