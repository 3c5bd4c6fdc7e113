/**
 * Admin money actions (mounted inside /vaic/api; docs/product.md#admin-and-ai-calls "POST {monolith}/payment/manualCharge
 * with accountId, amount and description", "PUT {monolith} add credit with clientId and
 * creditAmount"; the credit path is platform-defined: /payment/addCredit). Administrators with
 * the billing role only. Every request carries an Idempotency-Key; a repeated key answers the first
 * answer without moving money again. A charge the platform refuses answers 409 with a text body
 * (the console shows it as the error_action_denied dialog, docs/product.md#export-call-and-ai-messages); the refusal is the key's answer too.
 */
import express, { type Response } from "express";
import { IDEMPOTENCY } from "../../../contract/limits/idempotency";
import { ROLES } from "../../../contract/roles";
import { ManualChargeSchema, ManualCreditSchema } from "../../../contract/wire/admin";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf, requireAdmin } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";
import { idempotencyKeyOf, runIdempotent, type StoredAnswer } from "../../money/idempotency";
import { applyEntry, chargeDenial, liveAccount } from "../../money/ledger";
import { runAutoRecharge } from "../payments/autoRecharge";

export const MONEY_PATHS = { charge: "/payment/manualCharge", credit: "/payment/addCredit" } as const;

function send(res: Response, answer: StoredAnswer): void {
  res.status(answer.status).type(answer.contentType).send(answer.body);
}

const ok = (value: unknown): StoredAnswer => ({
  status: 200,
  contentType: "application/json",
  body: JSON.stringify(value),
});

export function createMoneyRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const admin = [authenticate(ctx), requireAdmin([ROLES.ADMIN_BILLING])];

  router.post(
    MONEY_PATHS.charge,
    ...admin,
    route((req, res) => {
      const caller = callerOf(req);
      const key = idempotencyKeyOf(req);
      const input = ManualChargeSchema.parse(req.body);
      const answer = runIdempotent(ctx, { key, caller, action: "manualCharge", payload: input }, () => {
        const account = liveAccount(ctx, input.accountId);
        const denial = chargeDenial(account, input.amount);
        if (denial) return { status: IDEMPOTENCY.DENIED_STATUS, contentType: "text/plain", body: denial };
        return ok(
          applyEntry(ctx, {
            account,
            kind: "charge",
            amount: -input.amount,
            description: input.description,
            idempotencyKey: key,
            caller,
            action: "manualCharge",
          }),
        );
      });
      // A charge may take a prepaid balance below its auto-recharge threshold: the platform recharges at once.
      if (answer.status === 200) runAutoRecharge(ctx, input.accountId);
      send(res, answer);
    }),
  );

  router.put(
    MONEY_PATHS.credit,
    ...admin,
    route((req, res) => {
      const caller = callerOf(req);
      const key = idempotencyKeyOf(req);
      const input = ManualCreditSchema.parse(req.body);
      const answer = runIdempotent(ctx, { key, caller, action: "addCredit", payload: input }, () =>
        ok(
          applyEntry(ctx, {
            account: liveAccount(ctx, input.clientId),
            kind: "credit",
            amount: input.creditAmount,
            description: "Manual credit",
            idempotencyKey: key,
            caller,
            action: "addCredit",
          }),
        ),
      );
      send(res, answer);
    }),
  );

  router.use("/payment", jsonErrorHandler);
  return router;
}
