/**
 * Support plans (docs/product.md#support-plans "Basic (free), Pro, Premium (billed monthly; cancellation is effective next
 * month; a change is processed asynchronously and the contract number appears afterwards)"). A
 * request is stored pending; the (simulated) contracts desk answers it SUPPORT_PLAN.PROCESSING_MS
 * later, on the simulator's tick or at the next read, whichever comes first: a change then takes
 * effect with a new contract number, a cancellation (back to Basic) is scheduled for the first day of
 * next month. Either way the requester gets a notification through the hub.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { SUPPORT_PLAN } from "../../../contract/limits/support-plan";
import { formatMessage } from "../../../contract/messages";
import { SUPPORT_PLANS, type SupportPlan } from "../../../contract/enums/accounts";
import type { SupportPlanState } from "../../../contract/wire/myAccount";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { conflict, notFound } from "../../http/errors";
import { createNotification } from "../vaic/notifications";

interface RequestRow {
  id: string;
  account_id: string;
  user_id: string | null;
  from_plan: SupportPlan;
  to_plan: SupportPlan;
  requested_at: number;
  process_at: number;
  processed_at: number | null;
  effective_at: number | null;
  applied_at: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** 00:00 UTC of the first day of the month after `ms`. */
export function startOfNextMonth(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

function newContractNumber(ms: number): string {
  return `SC-${new Date(ms).getUTCFullYear()}-${randomBytes(4).toString("hex").toUpperCase()}`;
}

export function supportPlanPrices() {
  return SUPPORT_PLANS.map((plan) => ({ plan, monthlyPriceUsd: SUPPORT_PLAN.MONTHLY_PRICE_USD[plan] }));
}

function accountPlan(ctx: PlatformContext, accountId: string): { plan: SupportPlan; contract: string | null } {
  const row = ctx.db
    .prepare("SELECT support_plan, support_contract_number FROM accounts WHERE id = ? AND deleted_at IS NULL")
    .get(accountId) as { support_plan: SupportPlan; support_contract_number: string | null } | undefined;
  if (!row) throw notFound("Account not found");
  return { plan: row.support_plan, contract: row.support_contract_number };
}

const pendingOf = (ctx: PlatformContext, accountId: string) =>
  ctx.db
    .prepare(
      "SELECT * FROM support_plan_requests WHERE account_id = ? AND processed_at IS NULL ORDER BY requested_at DESC LIMIT 1",
    )
    .get(accountId) as RequestRow | undefined;

const scheduledOf = (ctx: PlatformContext, accountId: string) =>
  ctx.db
    .prepare(
      "SELECT * FROM support_plan_requests WHERE account_id = ? AND processed_at IS NOT NULL AND applied_at IS NULL ORDER BY processed_at DESC LIMIT 1",
    )
    .get(accountId) as RequestRow | undefined;

/** Stores a change (processed later). 409 while another one is processed, or for the plan the account has. */
export function requestSupportPlanChange(
  ctx: PlatformContext,
  accountId: string,
  userId: string,
  plan: SupportPlan,
): SupportPlanState {
  settleSupportPlans(ctx);
  writeTransaction(ctx.db, () => {
    const current = accountPlan(ctx, accountId);
    if (pendingOf(ctx, accountId)) throw conflict("validation_support_plan_pending");
    // The plan the account will have: a scheduled cancellation's Basic, else the current plan.
    const scheduled = scheduledOf(ctx, accountId);
    const upcoming = scheduled ? scheduled.to_plan : current.plan;
    if (plan === upcoming) throw conflict("validation_support_plan_unchanged");
    const now = ctx.now();
    ctx.db
      .prepare(
        `INSERT INTO support_plan_requests (id, account_id, user_id, from_plan, to_plan, requested_at, process_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(randomUUID(), accountId, userId, current.plan, plan, now, now + SUPPORT_PLAN.PROCESSING_MS);
  });
  return supportPlanState(ctx, accountId);
}

function notify(ctx: PlatformContext, row: RequestRow, message: string): void {
  createNotification(ctx, {
    accountId: row.account_id,
    userId: row.user_id,
    title: formatMessage("labels_support_plan_processed_title"),
    message,
    type: "info",
    data: { supportPlan: row.to_plan },
  });
}

/**
 * Answers every request that is due and applies every cancellation whose month has come. Returns
 * how many rows moved. Idempotent: each step updates only rows still in the state it expects.
 */
export function settleSupportPlans(ctx: PlatformContext): number {
  const now = ctx.now();
  let moved = 0;
  const notices: { row: RequestRow; message: string }[] = [];
  writeTransaction(ctx.db, () => {
    const due = ctx.db
      .prepare("SELECT * FROM support_plan_requests WHERE processed_at IS NULL AND process_at <= ?")
      .all(now) as RequestRow[];
    for (const row of due) {
      // Whatever was scheduled before this request no longer applies.
      ctx.db
        .prepare(
          "UPDATE support_plan_requests SET applied_at = ? WHERE account_id = ? AND processed_at IS NOT NULL AND applied_at IS NULL",
        )
        .run(now, row.account_id);
      if (row.to_plan === SUPPORT_PLAN.FREE_PLAN) {
        const effective = startOfNextMonth(now);
        ctx.db
          .prepare(
            "UPDATE support_plan_requests SET processed_at = ?, effective_at = ? WHERE id = ? AND processed_at IS NULL",
          )
          .run(now, effective, row.id);
        notices.push({
          row,
          message: formatMessage("labels_support_plan_cancelled_message", {
            plan: row.from_plan,
            date: iso(effective).slice(0, 10),
          }),
        });
      } else {
        const contract = newContractNumber(now);
        ctx.db
          .prepare(
            "UPDATE support_plan_requests SET processed_at = ?, effective_at = ?, applied_at = ?, contract_number = ? WHERE id = ? AND processed_at IS NULL",
          )
          .run(now, now, now, contract, row.id);
        ctx.db
          .prepare("UPDATE accounts SET support_plan = ?, support_contract_number = ? WHERE id = ?")
          .run(row.to_plan, contract, row.account_id);
        notices.push({
          row,
          message: formatMessage("labels_support_plan_processed_message", { plan: row.to_plan, contract }),
        });
      }
      moved++;
    }
    const effective = ctx.db
      .prepare(
        "SELECT * FROM support_plan_requests WHERE processed_at IS NOT NULL AND applied_at IS NULL AND effective_at <= ?",
      )
      .all(now) as RequestRow[];
    for (const row of effective) {
      ctx.db
        .prepare("UPDATE support_plan_requests SET applied_at = ? WHERE id = ? AND applied_at IS NULL")
        .run(now, row.id);
      ctx.db
        .prepare("UPDATE accounts SET support_plan = ?, support_contract_number = NULL WHERE id = ?")
        .run(row.to_plan, row.account_id);
      moved++;
    }
  });
  // After the transaction: the hub fans out stored notifications only.
  for (const n of notices) notify(ctx, n.row, n.message);
  return moved;
}

export function supportPlanState(ctx: PlatformContext, accountId: string): SupportPlanState {
  settleSupportPlans(ctx);
  const current = accountPlan(ctx, accountId);
  const pending = pendingOf(ctx, accountId);
  const scheduled = scheduledOf(ctx, accountId);
  return {
    plan: current.plan,
    contractNumber: current.contract,
    pending: pending ? { plan: pending.to_plan, requestedAt: iso(pending.requested_at) } : null,
    scheduled:
      scheduled && scheduled.effective_at !== null
        ? { plan: scheduled.to_plan, effectiveAt: iso(scheduled.effective_at) }
        : null,
    prices: supportPlanPrices(),
  };
}
