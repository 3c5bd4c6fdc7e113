/**
 * The simulated number provider (issue 16 item 1): answers each purchase once its step delay has
 * passed (PHONE_PROVIDER_STEP_MS). Its rule is deterministic so tests can choose the outcome: the
 * last numbers of every pool fail (Purchase Failed, the charge refunded in the same transaction), a
 * number of a country that requires documents waits for them (Requirement Info Pending; the upload
 * continues from there), every other number goes Active. When an order has no pending number left,
 * its buyer is notified.
 */
import { randomBytes } from "node:crypto";
import type { PhoneNumberStatus } from "../../../contract/enums/phone-numbers";
import { MESSAGES } from "../../../contract/messages";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import type { Caller } from "../../http/auth";
import { conflict, notFound } from "../../http/errors";
import { applyEntry, liveAccount } from "../../money/ledger";
import { createNotification } from "../vaic/notifications";
import { catalogEntry, providerFails } from "./catalog";
import { orderOf } from "./orders";

interface PendingRow {
  id: string;
  account_id: string;
  e164: string;
  monthly_charge: number;
  order_id: string | null;
  status: string;
}

/** The provider's answer for a number. */
export function providerOutcome(e164: string): PhoneNumberStatus {
  const entry = catalogEntry(e164);
  if (!entry || providerFails(entry)) return "Purchase Failed";
  return entry.requiresDocuments ? "Requirement Info Pending" : "Active";
}

/** The provider acts on behalf of the buyer's account in the audit log and the billing record. */
function providerCaller(accountId: string): Caller {
  return { sub: "provider", accountId, email: "provider@platform", role: [], teamsOnlyMode: false, isAdmin: false };
}

/** Answers one pending purchase (and refunds a failed one); false when it was not pending any more. */
function settle(ctx: PlatformContext, numberId: string): boolean {
  return writeTransaction(ctx.db, () => {
    const row = ctx.db
      .prepare("SELECT id, account_id, e164, monthly_charge, order_id, status FROM phone_numbers WHERE id = ?")
      .get(numberId) as PendingRow | undefined;
    if (!row || row.status !== "Purchase Pending") return false;
    const status = providerOutcome(row.e164);
    const providerId = status === "Purchase Failed" ? null : `pn_${randomBytes(6).toString("hex")}`;
    ctx.db
      .prepare(
        "UPDATE phone_numbers SET status = ?, provider_phone_number_id = ?, provider_step_at = NULL WHERE id = ?",
      )
      .run(status, providerId, row.id);
    if (status === "Purchase Failed" && row.monthly_charge > 0) {
      applyEntry(ctx, {
        account: liveAccount(ctx, row.account_id),
        kind: "credit",
        amount: row.monthly_charge,
        description: `Refund: purchase of ${row.e164} failed`,
        // One refund per number, whatever retries the loop makes.
        idempotencyKey: `refund:${row.id}`,
        caller: providerCaller(row.account_id),
        action: "phones.refund",
      });
    }
    if (row.order_id) notifyWhenComplete(ctx, row.order_id);
    return true;
  });
}

/** The buyer's notification once no number of the order waits for the provider (sent once). */
function notifyWhenComplete(ctx: PlatformContext, orderId: string): void {
  const order = orderOf(ctx, orderId);
  if (!order.final) return;
  const claimed = ctx.db
    .prepare("UPDATE phone_orders SET notified_at = ? WHERE id = ? AND notified_at IS NULL")
    .run(ctx.now(), orderId);
  if (claimed.changes === 0) return;
  const buyer = ctx.db.prepare("SELECT account_id, user_id FROM phone_orders WHERE id = ?").get(orderId) as {
    account_id: string;
    user_id: string;
  };
  const failed = order.numbers.filter((n) => n.status === "Purchase Failed").length;
  createNotification(ctx, {
    accountId: buyer.account_id,
    userId: buyer.user_id,
    title: MESSAGES.labels_phone_order_completed,
    message: order.numbers.map((n) => `${n.e164}: ${n.status}`).join("\n"),
    type: failed > 0 ? "warning" : "info",
    data: { orderId },
  });
}

/** One pass of the provider: every purchase whose step delay has passed is answered. */
export function runProviderStep(ctx: PlatformContext): number {
  const due = ctx.db
    .prepare(
      "SELECT id FROM phone_numbers WHERE provider_step_at IS NOT NULL AND provider_step_at <= ? AND status = 'Purchase Pending' ORDER BY provider_step_at",
    )
    .pluck()
    .all(ctx.now()) as string[];
  return due.filter((id) => settle(ctx, id)).length;
}

/** ConfirmPhonePurchase (administrators): the provider answers this pending purchase now. */
export function confirmPhonePurchase(ctx: PlatformContext, numberId: string): PhoneNumberStatus {
  const row = ctx.db.prepare("SELECT status FROM phone_numbers WHERE id = ? AND deleted_at IS NULL").get(numberId) as
    { status: string } | undefined;
  if (!row) throw notFound("Phone number not found");
  if (!settle(ctx, numberId)) throw conflict("This number is not waiting for its purchase");
  return ctx.db.prepare("SELECT status FROM phone_numbers WHERE id = ?").pluck().get(numberId) as PhoneNumberStatus;
}
