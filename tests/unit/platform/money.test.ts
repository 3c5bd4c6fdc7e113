/**
 * Admin money actions over real HTTP: manual charge and credit move money once per idempotency key
 * (fifty concurrent identical submissions included), write the balance, the billing record and the
 * audit log together or not at all, refuse customers, and validate exactly as the console does.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROLES, OWNER_ROLES } from "../../../contract/roles";
import { issueTokenPair } from "../../../platform/auth/issue";
import { jsonErrorHandler } from "../../../platform/http/errors";
import { createMoneyRouter } from "../../../platform/services/vaic/money";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
const tokens = { admin: "", owner: "" };
let ownerAccount: string;

async function send(
  method: "POST" | "PUT",
  path: string,
  token: string,
  body: unknown,
  key: string | null = randomUUID(),
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
}
const charge = (body: unknown, key?: string | null, token = tokens.admin) =>
  send("POST", "/payment/manualCharge", token, body, key);
const credit = (body: unknown, key?: string | null, token = tokens.admin) =>
  send("PUT", "/payment/addCredit", token, body, key);

const balanceOf = (id: string) =>
  t.ctx.db.prepare("SELECT balance FROM accounts WHERE id = ?").pluck().get(id) as number;
const countOf = (sql: string, ...p: unknown[]) =>
  t.ctx.db
    .prepare(sql)
    .pluck()
    .get(...p) as number;

beforeAll(async () => {
  t = createTestContext();
  ownerAccount = insertAccount(t.ctx, { name: "Acme", balance: 100 });
  const adminId = await insertUser(t.ctx, {
    accountId: insertAccount(t.ctx, { name: "Operator" }),
    roles: [...ADMIN_ROLES, ...OWNER_ROLES],
  });
  const ownerId = await insertUser(t.ctx, { accountId: ownerAccount, roles: OWNER_ROLES });
  tokens.admin = (await issueTokenPair(t.ctx, adminId, "password")).token;
  tokens.owner = (await issueTokenPair(t.ctx, ownerId, "password")).token;
  const app = express();
  app.use(express.json());
  app.use(createMoneyRouter(t.ctx));
  app.use(jsonErrorHandler);
  ({ url: base, close } = await listen(app));
});

afterAll(async () => {
  await close();
  t.cleanup();
});

describe("idempotency", () => {
  it("fifty concurrent identical charge submissions with one key change the balance exactly once", async () => {
    const account = insertAccount(t.ctx, { balance: 500 });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => charge({ accountId: account, amount: 12.5, description: "Setup fee" }, key)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(balanceOf(account)).toBe(487.5);
    expect(countOf("SELECT COUNT(*) FROM billing_records WHERE account_id = ?", account)).toBe(1);
    expect(countOf("SELECT COUNT(*) FROM audit_log WHERE account_id = ?", account)).toBe(1);
    expect(JSON.parse(answers[0].text)).toMatchObject({ accountId: account, amount: -12.5, balance: 487.5 });
  });

  it("a later replay gets the first answer even after the balance moved", async () => {
    const account = insertAccount(t.ctx, { balance: 50 });
    const key = randomUUID();
    const first = await credit({ clientId: account, creditAmount: 20 }, key);
    await credit({ clientId: account, creditAmount: 30 });
    const again = await credit({ clientId: account, creditAmount: 20 }, key);
    expect(again).toEqual(first);
    expect(balanceOf(account)).toBe(100);
  });

  it("refuses a key reused for another payload (422) without moving money", async () => {
    const account = insertAccount(t.ctx, { balance: 50 });
    const key = randomUUID();
    await charge({ accountId: account, amount: 1, description: "a" }, key);
    const reused = await charge({ accountId: account, amount: 2, description: "a" }, key);
    expect(reused.status).toBe(422);
    expect(balanceOf(account)).toBe(49);
  });

  it("requires a UUID key", async () => {
    expect((await charge({ accountId: ownerAccount, amount: 1, description: "x" }, null)).status).toBe(400);
    expect((await charge({ accountId: ownerAccount, amount: 1, description: "x" }, "not-a-uuid")).status).toBe(400);
    expect(balanceOf(ownerAccount)).toBe(100);
  });
});

describe("transactions", () => {
  it("writes nothing when a part fails (audit log refused), and the same key then succeeds once", async () => {
    const account = insertAccount(t.ctx, { balance: 80 });
    const key = randomUUID();
    t.ctx.db.exec(
      "CREATE TEMP TRIGGER fail_audit BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'audit log unavailable'); END",
    );
    const failed = await charge({ accountId: account, amount: 5, description: "Fee" }, key);
    t.ctx.db.exec("DROP TRIGGER fail_audit");
    expect(failed.status).toBe(500);
    expect(balanceOf(account)).toBe(80);
    expect(countOf("SELECT COUNT(*) FROM billing_records WHERE account_id = ?", account)).toBe(0);
    expect(countOf("SELECT COUNT(*) FROM idempotency_keys WHERE key = ?", key)).toBe(0);
    const retried = await charge({ accountId: account, amount: 5, description: "Fee" }, key);
    expect(retried.status).toBe(200);
    expect(balanceOf(account)).toBe(75);
  });

  it("records who, when, which account, before and after in the audit log", async () => {
    const account = insertAccount(t.ctx, { balance: 10 });
    await credit({ clientId: account, creditAmount: 2.123456789 });
    const row = t.ctx.db.prepare("SELECT * FROM audit_log WHERE account_id = ?").get(account) as Record<string, string>;
    expect(row.action).toBe("addCredit");
    expect(row.actor_email).toMatch(/@example\.com$/);
    expect(JSON.parse(row.before)).toEqual({ balance: 10 });
    expect(JSON.parse(row.after)).toMatchObject({ balance: 12.123456789, amount: 2.123456789 });
    expect(balanceOf(account)).toBe(12.123456789);
  });
});

describe("refusals", () => {
  it("denies a charge below the minimum new balance with a text body, and moves nothing", async () => {
    const account = insertAccount(t.ctx, { balance: 0 });
    const denied = await charge({ accountId: account, amount: 100.01, description: "Too much" });
    expect(denied.status).toBe(409);
    expect(denied.type).toContain("text/plain");
    expect(denied.text).toContain("Action denied");
    expect(balanceOf(account)).toBe(0);
    expect((await charge({ accountId: account, amount: 100, description: "Just enough" })).status).toBe(200);
    expect(balanceOf(account)).toBe(-100);
  });

  it("gives a customer 403 and no data on both actions, and changes nothing", async () => {
    for (const res of [
      await charge({ accountId: ownerAccount, amount: 5, description: "x" }, undefined, tokens.owner),
      await credit({ clientId: ownerAccount, creditAmount: 5 }, undefined, tokens.owner),
    ]) {
      expect(res.status).toBe(403);
      expect(res.text).not.toContain(ownerAccount);
      expect(res.text).not.toContain("balance");
    }
    expect(balanceOf(ownerAccount)).toBe(100);
  });

  it("answers 404 for an unknown account", async () => {
    expect((await charge({ accountId: randomUUID(), amount: 5, description: "x" })).status).toBe(404);
  });

  it.each([
    [0, 400],
    [0.5, 400],
    [1, 200],
    [10_000, 200],
    [10_000.000000001, 400],
    [1.123456789, 200],
    [1.1234567891, 400],
  ])("charge amount %s answers %s", async (amount, status) => {
    const account = insertAccount(t.ctx, { balance: 20_000 });
    expect((await charge({ accountId: account, amount, description: "Boundary" })).status).toBe(status);
  });

  it("needs a description", async () => {
    expect((await charge({ accountId: ownerAccount, amount: 5, description: "  " })).status).toBe(400);
  });

  it.each([
    [1.99, 400],
    [2, 200],
    [10_000, 200],
    [10_000.5, 400],
  ])("credit amount %s answers %s", async (creditAmount, status) => {
    const account = insertAccount(t.ctx, { balance: 0 });
    expect((await credit({ clientId: account, creditAmount })).status).toBe(status);
  });
});
