/**
 * Postpaid monthly invoices with a real SQLite db: a postpaid account's charges of each closed UTC
 * month become one invoice (credits and the open month are not invoiced; prepaid accounts are not
 * invoiced monthly), with the billing address's tax, once per account and month however often the
 * close runs; the invoice list issues them on its first look and they download as PDF.
 */
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_ROLES } from "../../../contract/roles";
import { issueTokenPair } from "../../../platform/auth/issue";
import { jsonErrorHandler } from "../../../platform/http/errors";
import { createAccountBillingRouter } from "../../../platform/services/payments/index";
import {
  closeMonthIfDue,
  invoiceClosedMonths,
  monthlyInvoiceDescription,
} from "../../../platform/services/payments/monthlyInvoices";
import { savePaymentAddress } from "../../../platform/services/payments/store";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
let clock = Date.UTC(2026, 10, 26, 12);

beforeAll(async () => {
  t = createTestContext();
  t.ctx.now = () => clock;
  const app = express();
  app.use(createAccountBillingRouter(t.ctx));
  app.use(jsonErrorHandler);
  ({ url: base, close } = await listen(app));
});
afterAll(async () => {
  await close();
  t.cleanup();
});

let seq = 0;
function record(accountId: string, at: number, amount: number) {
  t.ctx.db
    .prepare(
      "INSERT INTO billing_records (id, account_id, kind, amount, balance_after, description, created_by, created_at) VALUES (?, ?, ?, ?, 0, ?, 'system', ?)",
    )
    .run(`r-${++seq}`, accountId, amount < 0 ? "monthly" : "credit", amount, "usage", at);
}
const invoicesOf = (accountId: string) =>
  t.ctx.db
    .prepare(
      "SELECT period, description, subtotal, tax, total, issued_at FROM invoices WHERE account_id = ? ORDER BY period",
    )
    .all(accountId) as {
    period: string;
    description: string;
    subtotal: number;
    tax: number;
    total: number;
    issued_at: number;
  }[];

describe("postpaid monthly invoices", () => {
  it("each closed month's charges become one invoice, issued at the month's close; credits and the open month are left out", () => {
    const postpaid = insertAccount(t.ctx, { billingType: "Postpaid", balance: 0 });
    const prepaid = insertAccount(t.ctx, { billingType: "Prepaid" });
    record(postpaid, Date.UTC(2026, 8, 10), -100);
    record(postpaid, Date.UTC(2026, 8, 30, 23, 59), -50.5);
    record(postpaid, Date.UTC(2026, 8, 15), 20);
    record(postpaid, Date.UTC(2026, 9, 5), -30);
    record(postpaid, Date.UTC(2026, 10, 3), -10);
    record(prepaid, Date.UTC(2026, 9, 5), -30);

    expect(invoiceClosedMonths(t.ctx)).toBe(2);
    expect(invoicesOf(postpaid)).toEqual([
      {
        period: "2026-09",
        description: "Monthly usage, September 2026",
        subtotal: 150.5,
        tax: 0,
        total: 150.5,
        issued_at: Date.UTC(2026, 9, 1),
      },
      {
        period: "2026-10",
        description: monthlyInvoiceDescription("2026-10"),
        subtotal: 30,
        tax: 0,
        total: 30,
        issued_at: Date.UTC(2026, 10, 1),
      },
    ]);
    expect(invoicesOf(prepaid)).toEqual([]);
    // Again, and a late charge in a closed month: the month keeps its one invoice.
    record(postpaid, Date.UTC(2026, 9, 20), -5);
    expect(invoiceClosedMonths(t.ctx)).toBe(0);
    expect(invoicesOf(postpaid)).toHaveLength(2);

    // December: November closes (with the address's tax when taxes are on).
    clock = Date.UTC(2026, 11, 1, 0, 0, 1);
    savePaymentAddress(t.ctx, postpaid, {
      name: "Globex",
      line1: "1 High St",
      line2: "",
      city: "London",
      state: "",
      postalCode: "N1 1AA",
      country: "GB",
    });
    t.ctx.db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('taxesEnabled', 'true')").run();
    try {
      expect(closeMonthIfDue(t.ctx)).toBe(1);
      expect(invoicesOf(postpaid)[2]).toMatchObject({ period: "2026-11", subtotal: 10, tax: 2, total: 12 });
      // The tick closes a month once; the next ticks of December do nothing.
      record(postpaid, Date.UTC(2026, 7, 1), -1);
      expect(closeMonthIfDue(t.ctx)).toBe(0);
    } finally {
      t.ctx.db.prepare("DELETE FROM settings WHERE key = 'taxesEnabled'").run();
    }
  });

  it("the invoice list issues a closed month on its first look, for the caller's account only, and the PDF downloads", async () => {
    const accountId = insertAccount(t.ctx, { billingType: "Postpaid", balance: 0 });
    const other = insertAccount(t.ctx, { billingType: "Postpaid", balance: 0 });
    record(accountId, Date.UTC(2026, 10, 2), -42);
    record(other, Date.UTC(2026, 10, 2), -7);
    const token = (await issueTokenPair(t.ctx, await insertUser(t.ctx, { accountId, roles: OWNER_ROLES }), "password"))
      .token;
    const list = await fetch(`${base}/clientbilling`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await list.json()) as {
      invoices: { id: string; description: string; total: number }[];
      pages: { totalElements: number };
    };
    expect(body.pages.totalElements).toBe(1);
    expect(body.invoices[0]).toMatchObject({ description: "Monthly usage, November 2026", total: 42 });
    expect(invoicesOf(other)).toEqual([]);
    const pdf = await fetch(`${base}/clientbilling/${body.invoices[0].id}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});
