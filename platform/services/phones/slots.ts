/**
 * How many phone numbers an account may hold (docs/product.md#plans, #account-limits): 100 per account; a trial account one
 * (valid 28 days); only Essential accounts buy more than one. Every path that gives an account a
 * number (an order, a port-in) asks here, inside its write transaction, so two concurrent orders
 * cannot both take the last place.
 */
import type { PHONE_NUMBER_STATUSES } from "../../../contract/enums/phone-numbers";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { TRIAL } from "../../../contract/limits/trial";
import { MSG } from "../../../contract/messages";
import type { PlatformContext } from "../../context";
import { HttpError, notFound } from "../../http/errors";

const ESSENTIAL_PLAN = "Essential Plan";

/** Statuses of a number the account no longer holds: they leave its place free. */
export const RELEASED_NUMBER_STATUSES = [
  "Deleted",
  "Purchase Failed",
  "Port Failed",
  "Ported Out",
] as const satisfies readonly (typeof PHONE_NUMBER_STATUSES)[number][];

/** The numbers the account holds (any status but a released one). */
export function heldNumberCount(ctx: PlatformContext, accountId: string): number {
  return ctx.db
    .prepare(
      `SELECT COUNT(*) FROM phone_numbers WHERE account_id = ? AND deleted_at IS NULL AND status NOT IN (${RELEASED_NUMBER_STATUSES.map(() => "?").join(", ")})`,
    )
    .pluck()
    .get(accountId, ...RELEASED_NUMBER_STATUSES) as number;
}

/** The most numbers the account's plan allows, and the message past it. */
export function numberLimitOf(plan: string): { max: number; message: string } {
  return plan === ESSENTIAL_PLAN
    ? { max: LIMITS_PER_ACCOUNT.NUMBERS, message: MSG.warning_max_numbers_reached }
    : { max: TRIAL.NUMBERS, message: MSG.warning_essential_plan_required };
}

/** Refuses (409 with the limit's message key) giving the account `adding` more numbers past its limit. */
export function assertNumberSlots(ctx: PlatformContext, accountId: string, adding: number): void {
  const account = ctx.db.prepare("SELECT plan FROM accounts WHERE id = ? AND deleted_at IS NULL").get(accountId) as
    { plan: string } | undefined;
  if (!account) throw notFound("Account not found");
  const { max, message } = numberLimitOf(account.plan);
  if (heldNumberCount(ctx, accountId) + adding > max) throw new HttpError(409, message);
}
