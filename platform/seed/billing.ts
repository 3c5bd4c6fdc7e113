/**
 * The demo accounts' billing (issue 19 item 1): a vaulted card, a billing address and one card
 * payment some days ago with its billing record and invoice, so the billing screen has a card, a last
 * payment and an invoice to download. The payment's billing record ends at the account's seeded
 * balance, so the history agrees with the wallet.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import { TIME } from "../../contract/limits/units";

const DEPOSIT_USD = 100;

export function seedBilling(db: Db, accountIds: readonly string[], now: number): void {
  db.transaction(() => {
    accountIds.forEach((accountId, i) => {
      const account = db.prepare("SELECT name, balance, billing_type FROM accounts WHERE id = ?").get(accountId) as
        { name: string; balance: number; billing_type: string } | undefined;
      if (!account || account.billing_type !== "Prepaid") return;
      const at = now - (3 + i) * TIME.DAY_MS;
      db.prepare(
        "INSERT INTO vaulted_cards (id, account_id, brand, last4, exp_month, exp_year, three_ds, is_default, created_at) VALUES (?, ?, 'Visa', '1111', 12, ?, 'bypassed', 1, ?)",
      ).run(randomUUID(), accountId, new Date(now).getUTCFullYear() + 3, at);
      db.prepare(
        "INSERT INTO payment_addresses (account_id, name, line1, line2, city, state, postal_code, country, updated_at) VALUES (?, ?, '1 King Street', '', 'London', '', 'EC2V 8AU', 'GB', ?)",
      ).run(accountId, account.name, at);
      const recordId = randomUUID();
      const description = "Credit by card Visa •••• 1111";
      db.prepare(
        "INSERT INTO billing_records (id, account_id, kind, amount, balance_after, description, created_by, created_at) VALUES (?, ?, 'credit', ?, ?, ?, NULL, ?)",
      ).run(recordId, accountId, DEPOSIT_USD, account.balance, description, at);
      const paymentId = randomUUID();
      db.prepare(
        "INSERT INTO payments (id, account_id, kind, status, amount, tax, three_ds, card_brand, card_last4, billing_record_id, created_at) VALUES (?, ?, 'deposit', 'succeeded', ?, 0, 'bypassed', 'Visa', '1111', ?, ?)",
      ).run(paymentId, accountId, DEPOSIT_USD, recordId, at);
      const year = new Date(at).getUTCFullYear();
      db.prepare(
        "INSERT INTO invoices (id, account_id, number, payment_id, description, subtotal, tax, total, bill_to, issued_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?)",
      ).run(
        randomUUID(),
        accountId,
        `INV-${year}-D${String(i + 1).padStart(5, "0")}`,
        paymentId,
        description,
        DEPOSIT_USD,
        DEPOSIT_USD,
        JSON.stringify({
          name: account.name,
          line1: "1 King Street",
          line2: "",
          city: "London",
          state: "",
          postalCode: "EC2V 8AU",
          country: "GB",
        }),
        at,
      );
    });
  })();
}
