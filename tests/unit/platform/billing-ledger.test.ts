/**
 * The billing ledger (issue 30; docs/product.md#billing): on the demo seed, and after money moves
 * through the platform's paths (admin charges and credits, auto-recharges, the simulator's ticks),
 * every account's billing history read oldest first goes from record to record — each balance is the
 * one before plus the record's signed amount (a charge negative), from an empty wallet — in a strict
 * order of timestamps, and ends at the account's wallet. An auto-recharge stands only where the
 * record before it left the balance below the account's threshold.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueTokenPair } from "../../../platform/auth/issue";
import { jsonErrorHandler } from "../../../platform/http/errors";
import { roundMoney } from "../../../platform/money/ledger";
import { DEMO_USERS, seed } from "../../../platform/seed/index";
import { saveAutoRecharge } from "../../../platform/services/payments/autoRecharge";
import { createAccountBillingRouter } from "../../../platform/services/payments/index";
import { createMoneyRouter } from "../../../platform/services/vaic/money";
import { Simulator } from "../../../platform/simulator/index";
import { createTestContext, listen, type TestContext } from "./helpers";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
const tokens = { admin: "", owner: "" };

interface BillingRow {
  id: string;
  amount: number;
  balance_after: number;
  description: string;
  created_at: number;
}

const db = () => t.ctx.db;
const accountId = (name: string) => db().prepare("SELECT id FROM accounts WHERE name = ?").pluck().get(name) as string;
const balanceOf = (name: string) =>
  db().prepare("SELECT balance FROM accounts WHERE name = ?").pluck().get(name) as number;
const historyOf = (id: string) =>
  db()
    .prepare(
      "SELECT id, amount, balance_after, description, created_at FROM billing_records WHERE account_id = ? ORDER BY created_at, rowid",
    )
    .all(id) as BillingRow[];
const rechargesOf = (name: string) =>
  db()
    .prepare("SELECT COUNT(*) FROM payments WHERE account_id = ? AND kind = 'autoRecharge' AND status = 'succeeded'")
    .pluck()
    .get(accountId(name)) as number;

/** What breaks the ledger, account by account: nothing when every history follows and ends at its wallet. */
function ledgerBreaks(): string[] {
  const accounts = db().prepare("SELECT id, name, balance FROM accounts ORDER BY name").all() as {
    id: string;
    name: string;
    balance: number;
  }[];
  const breaks: string[] = [];
  for (const a of accounts) {
    let balance = 0;
    let at = -Infinity;
    for (const r of historyOf(a.id)) {
      if (r.created_at <= at)
        breaks.push(`${a.name}: "${r.description}" shares or precedes the time of the one before`);
      if (r.balance_after !== roundMoney(balance + r.amount))
        breaks.push(`${a.name}: "${r.description}" ${r.amount} takes ${balance} to ${r.balance_after}`);
      balance = r.balance_after;
      at = r.created_at;
    }
    if (balance !== a.balance) breaks.push(`${a.name}: the wallet holds ${a.balance}, its history ends at ${balance}`);
  }
  return breaks;
}

/** Auto-recharges whose record before did not leave the balance below the account's threshold. */
function rechargesAboveThreshold(): string[] {
  const recharges = db()
    .prepare(
      `SELECT a.name, a.auto_recharge_threshold AS threshold, r.account_id, r.created_at
       FROM payments p JOIN billing_records r ON r.id = p.billing_record_id JOIN accounts a ON a.id = r.account_id
       WHERE p.kind = 'autoRecharge'`,
    )
    .all() as { name: string; threshold: number; account_id: string; created_at: number }[];
  const before = db().prepare(
    "SELECT balance_after FROM billing_records WHERE account_id = ? AND created_at < ? ORDER BY created_at DESC LIMIT 1",
  );
  return recharges
    .map((r) => ({ ...r, balance: before.pluck().get(r.account_id, r.created_at) as number | undefined }))
    .filter((r) => r.balance === undefined || r.balance >= r.threshold)
    .map((r) => `${r.name}: recharged at ${r.balance} (threshold ${r.threshold})`);
}

async function send(method: "POST" | "PUT", path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${tokens.admin}`,
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
    },
    body: JSON.stringify(body),
  });
  return res.status;
}
const charge = (name: string, amount: number) =>
  send("POST", "/payment/manualCharge", { accountId: accountId(name), amount, description: "Call usage" });
const credit = (name: string, amount: number) =>
  send("PUT", "/payment/addCredit", { clientId: accountId(name), creditAmount: amount });

beforeAll(async () => {
  t = createTestContext();
  await seed(db(), { calls: 300, now: t.ctx.now() });
  t.advance(60);
  const userId = (email: string) => db().prepare("SELECT id FROM users WHERE email = ?").pluck().get(email) as string;
  tokens.admin = (await issueTokenPair(t.ctx, userId(DEMO_USERS[0].email), "password")).token;
  tokens.owner = (await issueTokenPair(t.ctx, userId(DEMO_USERS[1].email), "password")).token;
  const app = express();
  app.use(express.json());
  app.use(createMoneyRouter(t.ctx));
  app.use(createAccountBillingRouter(t.ctx));
  app.use(jsonErrorHandler);
  ({ url: base, close } = await listen(app));
});

afterAll(async () => {
  await close();
  t.cleanup();
});

describe("the seeded billing histories", () => {
  it("every seeded account's billing history follows from record to record and ends at its wallet", () => {
    expect(db().prepare("SELECT COUNT(*) FROM billing_records").pluck().get()).toBeGreaterThan(40);
    expect(ledgerBreaks()).toEqual([]);
  });

  it("keeps the demo wallets: Acme Voice 1250, Trial Co 5, Northwind 5, Globex 0, Initech Legacy -42.75", () => {
    expect(
      ["Acme Voice", "Trial Co", "Northwind Marketplace", "Globex Contact Centers", "Initech Legacy"].map(balanceOf),
    ).toEqual([1250, 5, 5, 0, -42.75]);
  });

  it("recharges Acme only where a charge took it below its threshold, up to threshold plus amount", () => {
    expect(rechargesOf("Acme Voice")).toBe(2);
    expect(rechargesAboveThreshold()).toEqual([]);
    const history = historyOf(accountId("Acme Voice"));
    for (const [i, r] of history.entries()) {
      if (!r.description.startsWith("Auto-recharge")) continue;
      expect(history[i - 1].amount).toBeLessThan(0);
      expect(r.balance_after).toBe(600);
    }
  });

  it("lists the owner's history newest first in the ledger's order", async () => {
    const res = await fetch(`${base}/BillingHistory?limit=100`, {
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    const { records } = (await res.json()) as { records: { id: string }[] };
    expect(records.map((r) => r.id).reverse()).toEqual(historyOf(accountId("Acme Voice")).map((r) => r.id));
  });
});

describe("the ledger while the platform runs", () => {
  it("a charge keeping Acme at or above its threshold does not recharge it", async () => {
    expect(await charge("Acme Voice", 1150)).toBe(200);
    expect(balanceOf("Acme Voice")).toBe(100);
    expect(rechargesOf("Acme Voice")).toBe(2);
  });

  it("a charge taking Acme below its threshold recharges it right after, up to threshold plus amount", async () => {
    expect(await charge("Acme Voice", 40)).toBe(200);
    expect(rechargesOf("Acme Voice")).toBe(3);
    const [charged, recharged] = historyOf(accountId("Acme Voice")).slice(-2);
    expect([charged.balance_after, recharged.balance_after]).toEqual([60, 600]);
    expect(recharged.created_at).toBeGreaterThan(charged.created_at);
  });

  it("a manual credit, a charge and the simulator's ticks (an auto-recharge among them) keep every history whole", async () => {
    expect(await credit("Nimbus Software", 25)).toBe(200);
    expect(await charge("Trial Co", 2.5)).toBe(200);
    // Trial Co turns auto-recharge on below its threshold: the simulator's tick recharges it.
    saveAutoRecharge(t.ctx, accountId("Trial Co"), { enabled: true, threshold: 10, amount: 50 });
    const simulator = new Simulator(t.ctx, { intervalMs: 5000, seed: 7 });
    for (let i = 0; i < 3; i++) {
      t.advance(5);
      simulator.tick();
    }
    expect(rechargesOf("Trial Co")).toBe(1);
    expect(balanceOf("Trial Co")).toBe(60);
    expect(ledgerBreaks()).toEqual([]);
    expect(rechargesAboveThreshold()).toEqual([]);
  });
});
