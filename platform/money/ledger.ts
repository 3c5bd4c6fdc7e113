/**
 * Balance changes (issue 7 items 3 and 5): the account's balance, its billing record and the audit-log
 * row are written together, inside the caller's transaction (runIdempotent), or not at all.
 *
 * The one place a wallet moves (issue 30): every money path of the platform and the demo seed write
 * through applyEntry, so an account's billing history, read oldest first, goes from record to record
 * (each balance is the one before plus the signed amount, from an empty wallet) and ends at its wallet
 * (docs/product.md#billing "the billing history").
 */
import { randomUUID } from "node:crypto";
import { BILLING } from "../../contract/limits/billing";
import type { MoneyActionResult } from "../../contract/wire/admin";
import { recordAudit } from "../audit";
import type { PlatformContext } from "../context";
import type { Caller } from "../http/auth";
import { notFound } from "../http/errors";
import { prepaidStatusAfter } from "./subscription";

/** Money is kept to 9 decimals (docs/product.md#billing "at most 9 decimals"): sums are rounded there, not left to float noise. */
const SCALE = 1e9;
export const roundMoney = (n: number) => Math.round(n * SCALE) / SCALE;

export interface AccountBalance {
  id: string;
  name: string;
  balance: number;
}

export function liveAccount(ctx: PlatformContext, accountId: string): AccountBalance {
  const account = ctx.db
    .prepare("SELECT id, name, balance FROM accounts WHERE id = ? AND deleted_at IS NULL")
    .get(accountId) as AccountBalance | undefined;
  if (!account) throw notFound("Account not found");
  return account;
}

/** The billing history's types (public/locales/en-us/billing.json history.kinds). */
export type BillingRecordKind = "charge" | "credit" | "deposit" | "monthly" | "number";

export interface LedgerEntry {
  /** The account; its balance is read again here, inside the transaction. */
  account: AccountBalance;
  kind: BillingRecordKind;
  /** Signed: a charge is negative. */
  amount: number;
  description: string;
  /** The request's key (unique over billing records); null for the seed's history. */
  idempotencyKey: string | null;
  caller: Caller;
  action: string;
}

/**
 * When the account's next record is written: now, or 1 ms after its newest record when that is not
 * earlier (a recharge right after the charge that called for it, a clock set back), so one account's
 * records never share a timestamp and the history's order is its timestamps' order.
 */
function nextRecordTime(ctx: PlatformContext, accountId: string): number {
  const newest = ctx.db
    .prepare("SELECT MAX(created_at) FROM billing_records WHERE account_id = ?")
    .pluck()
    .get(accountId) as number | null;
  return newest === null ? ctx.now() : Math.max(ctx.now(), newest + 1);
}

/** Applies one entry: balance, billing record, audit log. Call inside a transaction. */
export function applyEntry(ctx: PlatformContext, e: LedgerEntry): MoneyActionResult {
  const state = ctx.db.prepare("SELECT balance, status, billing_type FROM accounts WHERE id = ?").get(e.account.id) as {
    balance: number;
    status: string;
    billing_type: string;
  };
  // From the wallet as stored, not the caller's copy: the record follows from the one before.
  const before = state.balance;
  const balance = roundMoney(before + e.amount);
  const id = randomUUID();
  ctx.db.prepare("UPDATE accounts SET balance = ? WHERE id = ?").run(balance, e.account.id);
  // A prepaid account's status follows its wallet (docs/product.md#account-status): below zero inactive, back to zero or more active.
  const status = prepaidStatusAfter(state.status, state.billing_type, balance);
  if (status !== state.status) ctx.db.prepare("UPDATE accounts SET status = ? WHERE id = ?").run(status, e.account.id);
  ctx.db
    .prepare(
      `INSERT INTO billing_records (id, account_id, kind, amount, balance_after, description, created_by, idempotency_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      e.account.id,
      e.kind,
      e.amount,
      balance,
      e.description,
      e.caller.sub,
      e.idempotencyKey,
      nextRecordTime(ctx, e.account.id),
    );
  recordAudit(
    ctx,
    e.caller,
    e.account.id,
    e.action,
    { balance: before },
    { balance, amount: e.amount, description: e.description, billingRecordId: id },
  );
  return { id, accountId: e.account.id, amount: e.amount, balance };
}

/** A charge the platform refuses: it would take the balance below the minimum new balance (docs/product.md#money-amounts). */
export function chargeDenial(account: AccountBalance, amount: number): string | null {
  const after = roundMoney(account.balance - amount);
  if (after >= BILLING.MIN_NEW_BALANCE_USD) return null;
  return `Action denied: charging ${amount} USD would take the balance of ${account.name} to ${after.toFixed(2)} USD, below the minimum of ${BILLING.MIN_NEW_BALANCE_USD} USD.`;
}
