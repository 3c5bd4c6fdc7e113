/** The account's REST API secret: read it, and replace it (GET Accounts/secret, POST Accounts/refreshSecret; apiSecret.ts). */
import type express from "express";
import { ROLES } from "../../../../contract/roles";
import { recordAudit } from "../../../audit";
import type { PlatformContext } from "../../../context";
import { authenticate, callerOf, requireRoles } from "../../../http/auth";
import { route } from "../../../http/errors";
import { readApiSecret, refreshApiSecret } from "../apiSecret";

export function mountSecretRoutes(router: express.Router, ctx: PlatformContext): void {
  const auth = authenticate(ctx);

  router.get(
    "/Accounts/secret",
    auth,
    requireRoles([ROLES.SETTINGS_READ]),
    route((req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.json(readApiSecret(ctx, callerOf(req).accountId));
    }),
  );

  router.post(
    "/Accounts/refreshSecret",
    auth,
    requireRoles([ROLES.SETTINGS_UPDATE]),
    route((req, res) => {
      const caller = callerOf(req);
      const answer = refreshApiSecret(ctx, caller.accountId);
      recordAudit(ctx, caller, caller.accountId, "account.refreshSecret", null, {
        previousSecretValidUntil: answer.previousSecretValidUntil,
      });
      res.setHeader("Cache-Control", "no-store");
      res.json(answer);
    }),
  );
}
