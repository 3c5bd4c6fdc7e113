/**
 * The customer's money (issue 19 item 1): pfTokens of the hosted card page, vaulted cards, card
 * payments (deposits and automatic recharges), the billing address and invoices. Every function is
 * scoped to one account; a payment writes the wallet (ledger.applyEntry: balance, billing record,
 * audit), the payment row and its invoice in one transaction, or nothing.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { PAYMENTS } from "../../../contract/limits/payments";
import { formatMessage, type MessageKey } from "../../../contract/messages";
import {
  THREE_DS_MESSAGE,
  threeDsAllowsPayment,
  type DepositResult,
  type LastPaymentDetails,
  type PaymentAddressForm,
  type PfTokenStatus,
  type ThreeDsOutcome,
  type VaultedCard,
} from "../../../contract/wire/payments";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import type { Caller } from "../../http/auth";
import { conflict } from "../../http/errors";
import { applyEntry, liveAccount, roundMoney } from "../../money/ledger";
import { taxOn } from "./taxes";

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A catalogue text with its {{placeholders}} filled (the platform answers English, as its other refusals do). */
export const message = (key: MessageKey, params: Record<string, string> = {}) => formatMessage(key, params);

export const threeDsMessage = (outcome: ThreeDsOutcome) =>
  message(THREE_DS_MESSAGE[outcome], { provider: PAYMENTS.PROVIDER_NAME });

/** Only prepaid accounts hold a wallet that cards fill (postpaid pay monthly; marketplace through the marketplace). */
export function requirePrepaid(ctx: PlatformContext, accountId: string): void {
  const type = ctx.db.prepare("SELECT billing_type FROM accounts WHERE id = ?").pluck().get(accountId);
  if (type !== "Prepaid") throw conflict("Only prepaid accounts add credit by card.");
}

// ---- pfTokens: the hosted card page ---------------------------------------------------------------

interface TokenRow {
  token_hash: string;
  account_id: string;
  user_id: string;
  amount: number;
  return_to: string;
  status: PfTokenStatus["status"];
  three_ds: ThreeDsOutcome | null;
  card_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  payment_id: string | null;
  expires_at: number;
}

export function createPfToken(ctx: PlatformContext, caller: Caller, amount: number, returnTo: string): string {
  requirePrepaid(ctx, caller.accountId);
  const token = randomBytes(24).toString("base64url");
  ctx.db
    .prepare(
      "INSERT INTO payment_tokens (token_hash, account_id, user_id, amount, return_to, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .run(
      sha256(token),
      caller.accountId,
      caller.sub,
      amount,
      returnTo,
      ctx.now() + PAYMENTS.PF_TOKEN_TTL_MS,
      ctx.now(),
    );
  return token;
}

/** A token's row; `accountId` scopes it (another account's token is unknown). Expiry only closes open tokens. */
export function tokenRow(ctx: PlatformContext, token: string, accountId?: string): TokenRow | null {
  const row = ctx.db.prepare("SELECT * FROM payment_tokens WHERE token_hash = ?").get(sha256(token)) as
    TokenRow | undefined;
  if (!row || (accountId !== undefined && row.account_id !== accountId)) return null;
  if (row.status === "open" && row.expires_at <= ctx.now()) return null;
  return row;
}

export function tokenStatus(row: TokenRow, token: string): PfTokenStatus {
  return {
    pfToken: token,
    amount: row.amount,
    status: row.status,
    threeDs: row.three_ds,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    provider: PAYMENTS.PROVIDER_NAME,
  };
}

export interface CardChoice {
  /** A vaulted card of the account... */
  cardId?: string;
  /** ...or a new card. */
  card?: { brand: string; last4: string; expMonth: number; expYear: number; threeDs: ThreeDsOutcome; save: boolean };
}

/**
 * The card page was sent: 3-D Secure runs (its outcome is the card's) and the token becomes
 * authorized, or failed with a failed payment recorded. A new card asked to be saved is vaulted.
 */
export function authorizeToken(ctx: PlatformContext, token: string, choice: CardChoice): TokenRow | null {
  return writeTransaction(ctx.db, (): TokenRow | null => {
    const row = tokenRow(ctx, token);
    if (!row || row.status !== "open") return null;
    let card: { id: string | null; brand: string; last4: string; threeDs: ThreeDsOutcome };
    if (choice.cardId) {
      const saved = vaultedCardRow(ctx, row.account_id, choice.cardId);
      if (!saved) return null;
      card = { id: saved.id, brand: saved.brand, last4: saved.last4, threeDs: saved.three_ds };
    } else if (choice.card) {
      const c = choice.card;
      const id = c.save && threeDsAllowsPayment(c.threeDs) ? vaultCard(ctx, row.account_id, c) : null;
      card = { id, brand: c.brand, last4: c.last4, threeDs: c.threeDs };
    } else {
      return null;
    }
    const status = threeDsAllowsPayment(card.threeDs) ? "authorized" : "failed";
    let paymentId: string | null = null;
    if (status === "failed") {
      paymentId = insertPayment(ctx, {
        accountId: row.account_id,
        kind: "deposit",
        status: "failed",
        amount: row.amount,
        tax: 0,
        threeDs: card.threeDs,
        brand: card.brand,
        last4: card.last4,
        failureReason: threeDsMessage(card.threeDs),
        billingRecordId: null,
        createdBy: row.user_id,
      });
    }
    ctx.db
      .prepare(
        "UPDATE payment_tokens SET status = ?, three_ds = ?, card_id = ?, card_brand = ?, card_last4 = ?, payment_id = ? WHERE token_hash = ?",
      )
      .run(status, card.threeDs, card.id, card.brand, card.last4, paymentId, row.token_hash);
    return tokenRow(ctx, token);
  });
}

/** The user cancelled on the card page: the token is closed, nothing else changes. */
export function cancelToken(ctx: PlatformContext, token: string): TokenRow | null {
  const row = tokenRow(ctx, token);
  if (!row || row.status !== "open") return null;
  ctx.db.prepare("UPDATE payment_tokens SET expires_at = ? WHERE token_hash = ?").run(ctx.now(), row.token_hash);
  return row;
}

// ---- deposits ------------------------------------------------------------------------------------

interface PaymentInsert {
  accountId: string;
  kind: "deposit" | "autoRecharge";
  status: "succeeded" | "failed";
  amount: number;
  tax: number;
  threeDs: ThreeDsOutcome | null;
  brand: string | null;
  last4: string | null;
  failureReason: string | null;
  billingRecordId: string | null;
  createdBy: string | null;
}

function insertPayment(ctx: PlatformContext, p: PaymentInsert): string {
  const id = randomUUID();
  ctx.db
    .prepare(
      `INSERT INTO payments (id, account_id, kind, status, amount, tax, three_ds, card_brand, card_last4, failure_reason, billing_record_id, created_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      p.accountId,
      p.kind,
      p.status,
      p.amount,
      p.tax,
      p.threeDs,
      p.brand,
      p.last4,
      p.failureReason,
      p.billingRecordId,
      p.createdBy,
      ctx.now(),
    );
  return id;
}

/** The next invoice number: INV-<year>-<sequence of the year>, unique over the platform. */
export function nextInvoiceNumber(ctx: PlatformContext): string {
  const year = new Date(ctx.now()).getUTCFullYear();
  const prefix = `${PAYMENTS.INVOICE_NUMBER_PREFIX}-${year}-`;
  const count = ctx.db.prepare("SELECT COUNT(*) FROM invoices WHERE number LIKE ?").pluck().get(`${prefix}%`) as number;
  return `${prefix}${String(count + 1).padStart(6, "0")}`;
}

/**
 * A card payment that went through: the wallet rises by `amount` (ledger: balance, billing record,
 * audit), the payment and its invoice (with the tax of the billing address) are written. Call inside
 * a transaction.
 */
export function settlePayment(
  ctx: PlatformContext,
  caller: Caller,
  input: {
    accountId: string;
    kind: "deposit" | "autoRecharge";
    amount: number;
    threeDs: ThreeDsOutcome | null;
    brand: string;
    last4: string;
    idempotencyKey: string;
  },
): DepositResult {
  const account = liveAccount(ctx, input.accountId);
  const address = paymentAddress(ctx, input.accountId);
  const tax = taxOn(ctx, address, input.amount);
  const description =
    input.kind === "deposit"
      ? `Credit by card ${input.brand} •••• ${input.last4}`
      : `Auto-recharge by card ${input.brand} •••• ${input.last4}`;
  const entry = applyEntry(ctx, {
    account,
    kind: "credit",
    amount: input.amount,
    description,
    idempotencyKey: input.idempotencyKey,
    caller,
    action: input.kind === "deposit" ? "depositWalletAmount" : "autoRecharge",
  });
  const paymentId = insertPayment(ctx, {
    accountId: input.accountId,
    kind: input.kind,
    status: "succeeded",
    amount: input.amount,
    tax,
    threeDs: input.threeDs,
    brand: input.brand,
    last4: input.last4,
    failureReason: null,
    billingRecordId: entry.id,
    createdBy: caller.sub,
  });
  const invoiceId = randomUUID();
  ctx.db
    .prepare(
      "INSERT INTO invoices (id, account_id, number, payment_id, description, subtotal, tax, total, bill_to, issued_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .run(
      invoiceId,
      input.accountId,
      nextInvoiceNumber(ctx),
      paymentId,
      description,
      input.amount,
      tax,
      roundMoney(input.amount + tax),
      JSON.stringify(address ?? {}),
      ctx.now(),
    );
  return { paymentId, amount: input.amount, tax, balance: entry.balance, invoiceId };
}

export type DepositAnswer = { ok: true; result: DepositResult } | { ok: false; reason: string };

/**
 * DepositWalletAmount: redeems an authorized token once. A token already deposited answers its
 * payment again (so a second confirmation, even with a new key, moves no money); a failed one says why.
 * Call inside the idempotent transaction.
 */
export function depositToken(
  ctx: PlatformContext,
  caller: Caller,
  token: string,
  idempotencyKey: string,
): DepositAnswer {
  const row = tokenRow(ctx, token, caller.accountId);
  if (!row || row.status === "open") return { ok: false, reason: message("error_payment_link_expired") };
  if (row.status === "failed")
    return { ok: false, reason: message("error_payment_failed", { reason: threeDsMessage(row.three_ds ?? "failed") }) };
  if (row.status === "deposited") {
    const p = ctx.db
      .prepare(
        "SELECT p.id, p.amount, p.tax, r.balance_after AS balance, i.id AS invoice_id FROM payments p JOIN billing_records r ON r.id = p.billing_record_id JOIN invoices i ON i.payment_id = p.id WHERE p.id = ?",
      )
      .get(row.payment_id) as { id: string; amount: number; tax: number; balance: number; invoice_id: string };
    return {
      ok: true,
      result: { paymentId: p.id, amount: p.amount, tax: p.tax, balance: p.balance, invoiceId: p.invoice_id },
    };
  }
  requirePrepaid(ctx, caller.accountId);
  const result = settlePayment(ctx, caller, {
    accountId: caller.accountId,
    kind: "deposit",
    amount: row.amount,
    threeDs: row.three_ds,
    brand: row.card_brand ?? "Card",
    last4: row.card_last4 ?? "",
    idempotencyKey,
  });
  ctx.db
    .prepare("UPDATE payment_tokens SET status = 'deposited', payment_id = ? WHERE token_hash = ?")
    .run(result.paymentId, row.token_hash);
  // A successful payment by card ends a pending auto-recharge failure (the popover goes).
  ctx.db
    .prepare("UPDATE accounts SET auto_recharge_alarm = 0, auto_recharge_failure = NULL WHERE id = ?")
    .run(caller.accountId);
  return { ok: true, result };
}

export function lastPayment(ctx: PlatformContext, accountId: string): LastPaymentDetails | null {
  const p = ctx.db
    .prepare("SELECT * FROM payments WHERE account_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1")
    .get(accountId) as
    | {
        id: string;
        amount: number;
        tax: number;
        status: "succeeded" | "failed";
        kind: "deposit" | "autoRecharge";
        three_ds: ThreeDsOutcome | null;
        card_brand: string | null;
        card_last4: string | null;
        failure_reason: string | null;
        created_at: number;
      }
    | undefined;
  if (!p) return null;
  return {
    id: p.id,
    amount: p.amount,
    tax: p.tax,
    status: p.status,
    kind: p.kind,
    threeDs: p.three_ds,
    cardBrand: p.card_brand,
    cardLast4: p.card_last4,
    failureReason: p.failure_reason,
    createdAt: new Date(p.created_at).toISOString(),
  };
}

// ---- vaulted cards -------------------------------------------------------------------------------

interface CardRow {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  three_ds: ThreeDsOutcome;
  is_default: number;
}

function vaultedCardRow(ctx: PlatformContext, accountId: string, id: string): CardRow | null {
  return (
    (ctx.db
      .prepare("SELECT * FROM vaulted_cards WHERE id = ? AND account_id = ? AND deleted_at IS NULL")
      .get(id, accountId) as CardRow | undefined) ?? null
  );
}

/** Keeps a card with the provider; the newest is the default (the one auto-recharge charges). Oldest beyond the maximum go. */
function vaultCard(ctx: PlatformContext, accountId: string, c: NonNullable<CardChoice["card"]>): string {
  const id = randomUUID();
  ctx.db.prepare("UPDATE vaulted_cards SET is_default = 0 WHERE account_id = ?").run(accountId);
  ctx.db
    .prepare(
      "INSERT INTO vaulted_cards (id, account_id, brand, last4, exp_month, exp_year, three_ds, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)",
    )
    .run(id, accountId, c.brand, c.last4, c.expMonth, c.expYear, c.threeDs, ctx.now());
  ctx.db
    .prepare(
      `UPDATE vaulted_cards SET deleted_at = ? WHERE account_id = ? AND deleted_at IS NULL AND id NOT IN
         (SELECT id FROM vaulted_cards WHERE account_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
    )
    .run(ctx.now(), accountId, accountId, PAYMENTS.VAULTED_CARDS_MAX);
  return id;
}

export function vaultedCards(ctx: PlatformContext, accountId: string): VaultedCard[] {
  const rows = ctx.db
    .prepare(
      "SELECT * FROM vaulted_cards WHERE account_id = ? AND deleted_at IS NULL ORDER BY is_default DESC, created_at DESC",
    )
    .all(accountId) as CardRow[];
  return rows.map((r) => ({
    id: r.id,
    brand: r.brand,
    last4: r.last4,
    expMonth: r.exp_month,
    expYear: r.exp_year,
    isDefault: r.is_default === 1,
  }));
}

/** The card auto-recharge charges: the default one. */
export function defaultCard(ctx: PlatformContext, accountId: string): CardRow | null {
  return (
    (ctx.db
      .prepare(
        "SELECT * FROM vaulted_cards WHERE account_id = ? AND deleted_at IS NULL ORDER BY is_default DESC, created_at DESC LIMIT 1",
      )
      .get(accountId) as CardRow | undefined) ?? null
  );
}

/** Removes a vaulted card; the newest remaining becomes the default. False when it is not the account's. */
export function removeCard(ctx: PlatformContext, accountId: string, id: string): boolean {
  return writeTransaction(ctx.db, () => {
    if (!vaultedCardRow(ctx, accountId, id)) return false;
    ctx.db.prepare("UPDATE vaulted_cards SET deleted_at = ?, is_default = 0 WHERE id = ?").run(ctx.now(), id);
    const next = defaultCard(ctx, accountId);
    if (next) ctx.db.prepare("UPDATE vaulted_cards SET is_default = 1 WHERE id = ?").run(next.id);
    return true;
  });
}

// ---- billing address -----------------------------------------------------------------------------

export function paymentAddress(ctx: PlatformContext, accountId: string): PaymentAddressForm | null {
  const r = ctx.db.prepare("SELECT * FROM payment_addresses WHERE account_id = ?").get(accountId) as
    | { name: string; line1: string; line2: string; city: string; state: string; postal_code: string; country: string }
    | undefined;
  return r
    ? {
        name: r.name,
        line1: r.line1,
        line2: r.line2,
        city: r.city,
        state: r.state,
        postalCode: r.postal_code,
        country: r.country,
      }
    : null;
}

export function savePaymentAddress(ctx: PlatformContext, accountId: string, a: PaymentAddressForm): void {
  ctx.db
    .prepare(
      `INSERT INTO payment_addresses (account_id, name, line1, line2, city, state, postal_code, country, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(account_id) DO UPDATE SET name = excluded.name, line1 = excluded.line1, line2 = excluded.line2, city = excluded.city,
         state = excluded.state, postal_code = excluded.postal_code, country = excluded.country, updated_at = excluded.updated_at`,
    )
    .run(accountId, a.name, a.line1, a.line2, a.city, a.state, a.postalCode, a.country, ctx.now());
}
