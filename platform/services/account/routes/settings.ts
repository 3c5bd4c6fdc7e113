/** The account's name, description and settings, and the trial's upgrade (PUT Accounts/Current/account and settings, POST Accounts/UpgradePlan). */
import type express from "express";
import { ROLES } from "../../../../contract/roles";
import { AccountFormSchema, AccountSettingsFormSchema, messageWithParams } from "../../../../contract/wire/myAccount";
import { recordAudit } from "../../../audit";
import type { PlatformContext } from "../../../context";
import { authenticate, callerOf, requireRoles } from "../../../http/auth";
import { badRequest, conflict, notFound, route } from "../../../http/errors";

export function mountAccountSettingsRoutes(router: express.Router, ctx: PlatformContext): void {
  const auth = authenticate(ctx);
  const canUpdate = requireRoles([ROLES.SETTINGS_UPDATE]);

  router.put(
    "/Accounts/Current/account",
    auth,
    canUpdate,
    route((req, res) => {
      const caller = callerOf(req);
      const body = AccountFormSchema.parse(req.body ?? {});
      const before = ctx.db
        .prepare("SELECT name, description FROM accounts WHERE id = ? AND deleted_at IS NULL")
        .get(caller.accountId);
      if (!before) throw notFound("Account not found");
      ctx.db
        .prepare("UPDATE accounts SET name = ?, description = ? WHERE id = ?")
        .run(body.name, body.description, caller.accountId);
      recordAudit(ctx, caller, caller.accountId, "account.update", before, body);
      res.status(204).end();
    }),
  );

  router.put(
    "/Accounts/Current/settings",
    auth,
    canUpdate,
    route((req, res) => {
      const caller = callerOf(req);
      const body = AccountSettingsFormSchema.parse(req.body ?? {});
      const row = ctx.db
        .prepare(
          "SELECT plan, admin_max_call_duration_minutes AS adminMax FROM accounts WHERE id = ? AND deleted_at IS NULL",
        )
        .get(caller.accountId) as { plan: string; adminMax: number } | undefined;
      if (!row) throw notFound("Account not found");
      // docs/product.md#plans "Transfer call is disabled for trial".
      if (body.transferCall && row.plan === "Trial Plan") throw badRequest("transferCall: validation_transfer_trial");
      // Support's maximum (adminMax, 0 = none) bounds the client's.
      if (
        row.adminMax > 0 &&
        (body.clientMaxCallDurationMinutes === 0 || body.clientMaxCallDurationMinutes > row.adminMax)
      ) {
        throw badRequest(
          `clientMaxCallDurationMinutes: ${messageWithParams("validation_call_duration_over_admin_max", { max: row.adminMax })}`,
        );
      }
      ctx.db
        .prepare(
          `UPDATE accounts SET national_number_format = ?, client_max_call_duration_minutes = ?, share_ai_logs = ?,
                  forward_alarm_via_email = ?, email_addresses = ?, transfer_call = ? WHERE id = ?`,
        )
        .run(
          body.nationalNumberFormat ? 1 : 0,
          body.clientMaxCallDurationMinutes,
          body.shareAiLogs ? 1 : 0,
          body.forwardAlarmViaEmail ? 1 : 0,
          JSON.stringify(body.emailAddresses),
          body.transferCall ? 1 : 0,
          caller.accountId,
        );
      recordAudit(ctx, caller, caller.accountId, "account.settings", null, body);
      res.status(204).end();
    }),
  );

  // docs/product.md#account-status "Trial becomes Essential on activation".
  router.post(
    "/Accounts/UpgradePlan",
    auth,
    canUpdate,
    route((req, res) => {
      const caller = callerOf(req);
      const changed = ctx.db
        .prepare(
          "UPDATE accounts SET plan = 'Essential Plan', trial_expires_at = NULL WHERE id = ? AND plan = 'Trial Plan' AND deleted_at IS NULL",
        )
        .run(caller.accountId).changes;
      if (changed === 0) throw conflict("validation_upgrade_not_trial");
      recordAudit(
        ctx,
        caller,
        caller.accountId,
        "account.upgradePlan",
        { plan: "Trial Plan" },
        { plan: "Essential Plan" },
      );
      res.status(204).end();
    }),
  );
}
