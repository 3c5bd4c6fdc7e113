/** Support plans (prices, the account's plan, a change) and contact support (Accounts/SupportPlan, SupportPlan/Prices, contactus). */
import type express from "express";
import { ROLES } from "../../../../contract/roles";
import { ContactSupportFormSchema, SupportPlanChangeSchema } from "../../../../contract/wire/myAccount";
import { recordAudit } from "../../../audit";
import type { PlatformContext } from "../../../context";
import { authenticate, callerOf, requireRoles } from "../../../http/auth";
import { route } from "../../../http/errors";
import { brandName, readSetting } from "../../vaic/settings";
import { enqueueEmail } from "../outbox";
import { requestSupportPlanChange, supportPlanPrices, supportPlanState } from "../supportPlans";

/** The platform's support address when neither the account nor the settings name one (not in the spec). */
export const DEFAULT_SUPPORT_EMAIL = "support@voice-console.invalid";

/** The support address of an account: its own, the brand's setting, or the platform's default. */
export function supportAddressOf(ctx: PlatformContext, accountId: string): string {
  const own = ctx.db.prepare("SELECT support_email FROM accounts WHERE id = ?").pluck().get(accountId) as
    string | null | undefined;
  const brand = readSetting(ctx, "brand") as { supportEmail?: unknown } | undefined;
  return own || (typeof brand?.supportEmail === "string" && brand.supportEmail) || DEFAULT_SUPPORT_EMAIL;
}

export function mountSupportRoutes(router: express.Router, ctx: PlatformContext): void {
  const auth = authenticate(ctx);

  router.get(
    "/Accounts/SupportPlan/Prices",
    auth,
    route((_req, res) => {
      res.json(supportPlanPrices());
    }),
  );

  // docs/product.md#portal-gates "SETTINGS_READ or SETTINGS_UPDATE (support plans)": either reads; a change needs the update role.
  router.get(
    "/Accounts/SupportPlan",
    auth,
    requireRoles([ROLES.SETTINGS_READ, ROLES.SETTINGS_UPDATE]),
    route((req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.json(supportPlanState(ctx, callerOf(req).accountId));
    }),
  );

  router.post(
    "/Accounts/SupportPlan",
    auth,
    requireRoles([ROLES.SETTINGS_UPDATE]),
    route((req, res) => {
      const caller = callerOf(req);
      const { plan } = SupportPlanChangeSchema.parse(req.body ?? {});
      const state = requestSupportPlanChange(ctx, caller.accountId, caller.sub, plan);
      recordAudit(ctx, caller, caller.accountId, "account.supportPlan", null, { plan });
      res.status(202).json(state);
    }),
  );

  // The contact-support dialog (docs/product.md#wizards): to the support address, from the signed-in user.
  router.post(
    "/Accounts/contactus",
    auth,
    route((req, res) => {
      const caller = callerOf(req);
      const body = ContactSupportFormSchema.parse(req.body ?? {});
      const account = ctx.db.prepare("SELECT name FROM accounts WHERE id = ?").pluck().get(caller.accountId) as
        string | undefined;
      enqueueEmail(ctx, {
        kind: "support_request",
        accountId: caller.accountId,
        to: [supportAddressOf(ctx, caller.accountId)],
        replyTo: caller.email,
        subject: `[${brandName(ctx)}] ${body.subject}`,
        body: `From: ${caller.email}\nAccount: ${account ?? ""} (${caller.accountId})\n\n${body.message}`,
      });
      res.status(202).end();
    }),
  );
}
