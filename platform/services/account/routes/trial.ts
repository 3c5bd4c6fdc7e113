/** The administrator's trial extension (POST clients/:id/ExtendTrial). */
import type express from "express";
import { ROLES } from "../../../../contract/roles";
import { TRIAL } from "../../../../contract/limits/trial";
import { TIME } from "../../../../contract/limits/units";
import { recordAudit } from "../../../audit";
import type { PlatformContext } from "../../../context";
import { authenticate, callerOf, requireAdmin } from "../../../http/auth";
import { conflict, notFound, route } from "../../../http/errors";
import { idempotencyKeyOf, runIdempotent } from "../../../money/idempotency";

export function mountTrialRoutes(router: express.Router, ctx: PlatformContext): void {
  // docs/product.md#account-status "trial can be extended by 30 days" (admin): from its end, or from now when it has ended.
  // Once per Idempotency-Key and under the admin billing role, as the admin money actions (a free
  // month is the account's money): a double submit extends once.
  router.post(
    "/clients/:id/ExtendTrial",
    authenticate(ctx),
    requireAdmin([ROLES.ADMIN_BILLING]),
    route((req, res) => {
      const caller = callerOf(req);
      const key = idempotencyKeyOf(req);
      const accountId = req.params.id;
      const answer = runIdempotent(ctx, { key, caller, action: "extendTrial", payload: { accountId } }, () => {
        const row = ctx.db
          .prepare("SELECT plan, trial_expires_at FROM accounts WHERE id = ? AND deleted_at IS NULL")
          .get(accountId) as { plan: string; trial_expires_at: number | null } | undefined;
        if (!row) throw notFound("Account not found");
        if (row.plan !== "Trial Plan") throw conflict("validation_upgrade_not_trial");
        const until = Math.max(ctx.now(), row.trial_expires_at ?? 0) + TRIAL.EXTENSION_DAYS * TIME.DAY_MS;
        ctx.db.prepare("UPDATE accounts SET trial_expires_at = ? WHERE id = ?").run(until, accountId);
        recordAudit(
          ctx,
          caller,
          accountId,
          "account.extendTrial",
          { trialExpiresAt: row.trial_expires_at },
          { trialExpiresAt: until },
        );
        return {
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({ trialExpiresAt: new Date(until).toISOString() }),
        };
      });
      res.status(answer.status).type(answer.contentType).send(answer.body);
    }),
  );
}
