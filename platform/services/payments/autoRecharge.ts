/**
 * Auto-recharge (docs/product.md#money-amounts threshold 10–500 default 10, amount 10–1000 default 50; #ranges "at most a
 * maximum count per 24 hours; charges up to threshold plus recharge amount"). The platform runs it
 * whenever a prepaid account's balance is below its threshold: after a charge (the admin manual
 * charge) and on every simulator tick (the call charges' path), so no console is needed.
 *
 * The charge brings the balance up to threshold + amount, and one charge is never more than
 * threshold + amount (an account far below zero is not filled in one go). Attempts, failed ones
 * included, count toward the maximum in any 24 hours, so a failing card is not charged again and again.
 * A failure sets the account's auto-recharge alarm (currentUser.paymentDetails.autoRechargeAlarm),
 * which the console shows as the auto-recharge failure popover (docs/product.md#wizards).
 */
import { randomUUID } from "node:crypto";
import { PAYMENTS } from "../../../contract/limits/payments";
import { threeDsAllowsPayment, type AutoRecharge, type AutoRechargeForm } from "../../../contract/wire/payments";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import type { Caller } from "../../http/auth";
import { roundMoney } from "../../money/ledger";
import { defaultCard, message, settlePayment, threeDsMessage } from "./store";

interface RechargeRow {
  id: string;
  billing_type: string;
  balance: number;
  auto_recharge_enabled: number;
  auto_recharge_threshold: number;
  auto_recharge_amount: number;
  auto_recharge_alarm: number;
  auto_recharge_failure: string | null;
  deleted_at: number | null;
}

const accountRow = (ctx: PlatformContext, id: string) =>
  ctx.db.prepare("SELECT * FROM accounts WHERE id = ?").get(id) as RechargeRow | undefined;

/** Automatic recharges (succeeded or failed) in the 24 hours before now. */
export function rechargesInWindow(ctx: PlatformContext, accountId: string): number {
  return ctx.db
    .prepare("SELECT COUNT(*) FROM payments WHERE account_id = ? AND kind = 'autoRecharge' AND created_at > ?")
    .pluck()
    .get(accountId, ctx.now() - PAYMENTS.AUTO_RECHARGE_WINDOW_MS) as number;
}

export function autoRechargeOf(ctx: PlatformContext, accountId: string): AutoRecharge {
  const a = accountRow(ctx, accountId)!;
  return {
    enabled: a.auto_recharge_enabled === 1,
    threshold: a.auto_recharge_threshold,
    amount: a.auto_recharge_amount,
    alarm: a.auto_recharge_alarm === 1,
    failureReason: a.auto_recharge_failure,
    usedInWindow: rechargesInWindow(ctx, accountId),
    maxInWindow: PAYMENTS.AUTO_RECHARGE_MAX_PER_WINDOW,
  };
}

export function saveAutoRecharge(ctx: PlatformContext, accountId: string, form: AutoRechargeForm): void {
  ctx.db
    .prepare(
      "UPDATE accounts SET auto_recharge_enabled = ?, auto_recharge_threshold = ?, auto_recharge_amount = ? WHERE id = ?",
    )
    .run(form.enabled ? 1 : 0, form.threshold, form.amount, accountId);
}

/** How much a recharge charges at `balance`: up to threshold + amount, never more than that in one charge. */
export function rechargeAmount(balance: number, threshold: number, amount: number): number {
  return roundMoney(threshold + amount - Math.max(balance, 0));
}

/** The platform itself charges the card: the audit log names it as the actor. */
const platformCaller = (accountId: string): Caller => ({
  sub: "platform:auto-recharge",
  accountId,
  email: "",
  role: [],
  teamsOnlyMode: false,
  isAdmin: false,
});

export type RechargeOutcome = "none" | "limit" | "succeeded" | "failed";

/** Recharges the account once if it is due. Runs in its own transaction (or the caller's). */
export function runAutoRecharge(ctx: PlatformContext, accountId: string): RechargeOutcome {
  return writeTransaction(ctx.db, (): RechargeOutcome => {
    const a = accountRow(ctx, accountId);
    if (!a || a.deleted_at !== null || a.billing_type !== "Prepaid" || a.auto_recharge_enabled !== 1) return "none";
    if (a.balance >= a.auto_recharge_threshold) return "none";
    if (rechargesInWindow(ctx, accountId) >= PAYMENTS.AUTO_RECHARGE_MAX_PER_WINDOW) return "limit";
    const charge = rechargeAmount(a.balance, a.auto_recharge_threshold, a.auto_recharge_amount);
    const card = defaultCard(ctx, accountId);
    const failure = !card
      ? message("error_no_vaulted_card")
      : !threeDsAllowsPayment(card.three_ds)
        ? threeDsMessage(card.three_ds)
        : null;
    if (failure) {
      ctx.db
        .prepare(
          `INSERT INTO payments (id, account_id, kind, status, amount, tax, three_ds, card_brand, card_last4, failure_reason, created_by, created_at)
           VALUES (?, ?, 'autoRecharge', 'failed', ?, 0, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          randomUUID(),
          accountId,
          charge,
          card?.three_ds ?? null,
          card?.brand ?? null,
          card?.last4 ?? null,
          failure,
          platformCaller(accountId).sub,
          ctx.now(),
        );
      ctx.db
        .prepare("UPDATE accounts SET auto_recharge_alarm = 1, auto_recharge_failure = ? WHERE id = ?")
        .run(message("warning_auto_recharge_failed", { reason: failure }), accountId);
      return "failed";
    }
    settlePayment(ctx, platformCaller(accountId), {
      accountId,
      kind: "autoRecharge",
      amount: charge,
      threeDs: card!.three_ds,
      brand: card!.brand,
      last4: card!.last4,
      idempotencyKey: randomUUID(),
    });
    ctx.db
      .prepare("UPDATE accounts SET auto_recharge_alarm = 0, auto_recharge_failure = NULL WHERE id = ?")
      .run(accountId);
    return "succeeded";
  });
}

/** Every prepaid account due a recharge (the simulator's tick). */
export function runDueAutoRecharges(ctx: PlatformContext): number {
  const due = ctx.db
    .prepare(
      "SELECT id FROM accounts WHERE deleted_at IS NULL AND billing_type = 'Prepaid' AND auto_recharge_enabled = 1 AND balance < auto_recharge_threshold",
    )
    .pluck()
    .all() as string[];
  let ran = 0;
  for (const id of due) if (runAutoRecharge(ctx, id) !== "none") ran++;
  return ran;
}
