/**
 * Postpaid monthly invoices: a postpaid account pays monthly (docs/product.md#billing), so the charges of each closed
 * calendar month (UTC) in its billing history become one invoice, with the tax of its billing
 * address, issued at the month's close. Idempotent per account and month (a unique index backs the
 * check), so the startup, the simulator's tick and the invoice list may all ask; the first closes it.
 * A month without charges has no invoice.
 */
import { randomUUID } from "node:crypto";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { roundMoney } from "../../money/ledger";
import { nextInvoiceNumber, paymentAddress } from "./store";
import { taxOn } from "./taxes";

/** Start of the UTC month of `ms`. */
export const startOfMonth = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (period: string) => {
  const [year, month] = period.split("-").map(Number);
  return Date.UTC(year, month, 1);
};
const monthName = (period: string) => {
  const [year, month] = period.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, 1),
  );
};

export const monthlyInvoiceDescription = (period: string) => `Monthly usage, ${monthName(period)}`;

/**
 * Invoices every closed month of postpaid accounts (one account's, or all) that has charges and no
 * invoice yet. Returns how many invoices it issued.
 */
export function invoiceClosedMonths(ctx: PlatformContext, accountId?: string): number {
  const open = startOfMonth(ctx.now());
  const due = ctx.db
    .prepare(
      `WITH months AS (
         SELECT r.account_id, strftime('%Y-%m', r.created_at / 1000, 'unixepoch') AS period, -SUM(r.amount) AS usage
         FROM billing_records r JOIN accounts a ON a.id = r.account_id
         WHERE a.billing_type = 'Postpaid' AND a.deleted_at IS NULL AND r.amount < 0 AND r.created_at < ? ${accountId ? "AND r.account_id = ?" : ""}
         GROUP BY r.account_id, period)
       SELECT m.account_id, m.period, m.usage FROM months m
       WHERE NOT EXISTS (SELECT 1 FROM invoices i WHERE i.account_id = m.account_id AND i.period = m.period)
       ORDER BY m.period, m.account_id`,
    )
    .all(...(accountId ? [open, accountId] : [open])) as { account_id: string; period: string; usage: number }[];
  let issued = 0;
  for (const month of due) {
    issued += writeTransaction(ctx.db, () => {
      if (
        ctx.db
          .prepare("SELECT 1 FROM invoices WHERE account_id = ? AND period = ?")
          .pluck()
          .get(month.account_id, month.period)
      )
        return 0;
      const subtotal = roundMoney(month.usage);
      const address = paymentAddress(ctx, month.account_id);
      const tax = taxOn(ctx, address, subtotal);
      ctx.db
        .prepare(
          `INSERT INTO invoices (id, account_id, number, payment_id, description, subtotal, tax, total, bill_to, issued_at, period)
           VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          randomUUID(),
          month.account_id,
          nextInvoiceNumber(ctx),
          monthlyInvoiceDescription(month.period),
          subtotal,
          tax,
          roundMoney(subtotal + tax),
          JSON.stringify(address ?? {}),
          nextMonth(month.period),
          month.period,
        );
      return 1;
    });
  }
  return issued;
}

const lastClosed = new WeakMap<PlatformContext, number>();

/** The simulator's tick: runs the close once per new month (cheap on every other tick). */
export function closeMonthIfDue(ctx: PlatformContext): number {
  const open = startOfMonth(ctx.now());
  if (lastClosed.get(ctx) === open) return 0;
  const issued = invoiceClosedMonths(ctx);
  lastClosed.set(ctx, open);
  return issued;
}
