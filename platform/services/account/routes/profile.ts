/** The signed-in user's own details and password (PUT Accounts/Current/user, POST Accounts/changepassword). */
import type express from "express";
import { ROLES } from "../../../../contract/roles";
import { UserProfileFormSchema, ChangePasswordFormSchema } from "../../../../contract/wire/myAccount";
import { recordAudit } from "../../../audit";
import { hashPassword, verifyPassword } from "../../../auth/passwords";
import type { PlatformContext } from "../../../context";
import { authenticate, callerOf, type Caller } from "../../../http/auth";
import { badRequest, conflict, forbidden, HttpError, route } from "../../../http/errors";

/** docs/product.md#account-menu-gates "Manage-user menu entry: only if account type is not MSFT, no tid, and not the UCaaS user role". */
function mayManageUser(ctx: PlatformContext, caller: Caller): boolean {
  const row = ctx.db
    .prepare("SELECT a.type, u.tid FROM users u JOIN accounts a ON a.id = ? WHERE u.id = ?")
    .get(caller.accountId, caller.sub) as { type: string; tid: string | null } | undefined;
  return !!row && row.type !== "MSFT" && !row.tid && !caller.role.includes(ROLES.UCAAS_USER);
}

export function mountProfileRoutes(router: express.Router, ctx: PlatformContext): void {
  const auth = authenticate(ctx);

  router.put(
    "/Accounts/Current/user",
    auth,
    route((req, res) => {
      const caller = callerOf(req);
      if (!mayManageUser(ctx, caller)) throw forbidden();
      const body = UserProfileFormSchema.parse(req.body ?? {});
      const taken = ctx.db
        .prepare("SELECT 1 FROM users WHERE email = ? AND id <> ?")
        .pluck()
        .get(body.email, caller.sub);
      if (taken) throw new HttpError(409, "email: validation_email_taken");
      try {
        ctx.db
          .prepare("UPDATE users SET first_name = ?, last_name = ?, email = ?, phone = ? WHERE id = ?")
          .run(body.firstName, body.lastName, body.email, body.phone, caller.sub);
      } catch (error) {
        if (error instanceof Error && "code" in error && error.code === "SQLITE_CONSTRAINT_UNIQUE")
          throw new HttpError(409, "email: validation_email_taken");
        throw error;
      }
      recordAudit(ctx, caller, caller.accountId, "user.update", null, { ...body });
      res.status(204).end();
    }),
  );

  router.post(
    "/Accounts/changepassword",
    auth,
    route(async (req, res) => {
      const caller = callerOf(req);
      if (!mayManageUser(ctx, caller)) throw forbidden();
      const body = ChangePasswordFormSchema.parse(req.body ?? {});
      const stored = ctx.db.prepare("SELECT password_hash FROM users WHERE id = ?").pluck().get(caller.sub) as
        string | null | undefined;
      // An identity-service-only user has no password of ours to change.
      if (!stored) throw conflict("validation_current_password_wrong");
      if (!(await verifyPassword(body.currentPassword, stored)))
        throw badRequest("currentPassword: validation_current_password_wrong");
      const next = await hashPassword(body.newPassword);
      // Only if nobody changed it meanwhile (two changes racing: the second one's current password is stale).
      const changed = ctx.db
        .prepare("UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?")
        .run(next, caller.sub, stored).changes;
      if (changed === 0) throw badRequest("currentPassword: validation_current_password_wrong");
      recordAudit(ctx, caller, caller.accountId, "user.password", null, null);
      res.status(204).end();
    }),
  );
}
