/**
 * The marketplace welcome credit (docs/product.md#plans "Marketplace accounts get a 5 USD welcome credit"): given
 * once per MSFT account as a wallet credit in its billing history. Its billing record carries a key
 * made from the account id, and billing records' keys are unique, so no path (a retried fulfilment,
 * a second call) can give it twice.
 */
import { BILLING } from "../../contract/limits/billing";
import type { PlatformContext } from "../context";
import type { Caller } from "../http/auth";
import { applyEntry, liveAccount } from "./ledger";

export const WELCOME_CREDIT_DESCRIPTION = "Marketplace welcome credit";
export const welcomeCreditKey = (accountId: string) => `marketplace-welcome:${accountId}`;

/**
 * Gives a marketplace account its welcome credit unless it already has it. Returns whether it was
 * given. Call inside a transaction (the check and the credit are one step).
 */
export function grantWelcomeCredit(ctx: PlatformContext, caller: Caller, accountId: string): boolean {
  const type = ctx.db.prepare("SELECT type FROM accounts WHERE id = ?").pluck().get(accountId);
  if (type !== "MSFT") return false;
  const key = welcomeCreditKey(accountId);
  if (ctx.db.prepare("SELECT 1 FROM billing_records WHERE idempotency_key = ?").pluck().get(key)) return false;
  applyEntry(ctx, {
    account: liveAccount(ctx, accountId),
    kind: "credit",
    amount: BILLING.MARKETPLACE_WELCOME_CREDIT_USD,
    description: WELCOME_CREDIT_DESCRIPTION,
    idempotencyKey: key,
    caller,
    action: "marketplaceWelcomeCredit",
  });
  return true;
}
