/**
 * The account's own endpoints (issue 19; docs/product.md#endpoint-names "Accounts: changepassword, contactus, SupportPlan,
 * SupportPlan/Prices, UpgradePlan, refreshSecret, Switch, requestpasswordreset, resetpassword"):
 * the signed-in user's details and password, the account's name and settings, its REST API secret,
 * the trial upgrade, support plans, contact support, switching account, password resets, and the
 * administrator's trial extension. Every write is scoped to the caller's own user and account.
 */
import express from "express";
import { z } from "zod";
import { MY_ACCOUNT } from "../../../contract/limits/my-account";
import { TRIAL } from "../../../contract/limits/trial";
import { TIME } from "../../../contract/limits/units";
import { OWNER_ROLES, ROLES } from "../../../contract/roles";
import {
  AccountCreateSchema,
  AccountFormSchema,
  AccountSettingsFormSchema,
  ChangePasswordFormSchema,
  ContactSupportFormSchema,
  SupportPlanChangeSchema,
  SwitchAccountSchema,
  UserProfileFormSchema,
  messageWithParams,
} from "../../../contract/wire/myAccount";
import { recordAudit } from "../../audit";
import { issueTokenPair } from "../../auth/issue";
import { hashPassword, verifyPassword } from "../../auth/passwords";
import { revokeFamilyOf } from "../../auth/refreshTokens";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { authenticate, callerOf, requireAdmin, requireRoles, type Caller } from "../../http/auth";
import { badRequest, conflict, forbidden, HttpError, notFound, route } from "../../http/errors";
import { idempotencyKeyOf, runIdempotent } from "../../money/idempotency";
import { brandName, readSetting } from "../vaic/settings";
import { insertTrialAccount } from "../vaic/register";
import { readApiSecret, refreshApiSecret } from "./apiSecret";
import { enqueueEmail } from "./outbox";
import { mountPasswordReset } from "./passwordReset";
import { requestSupportPlanChange, supportPlanPrices, supportPlanState } from "./supportPlans";

/** The platform's support address when neither the account nor the settings name one (not in the spec). */
export const DEFAULT_SUPPORT_EMAIL = "support@voice-console.invalid";

/** docs/product.md#account-menu-gates "Manage-user menu entry: only if account type is not MSFT, no tid, and not the UCaaS user role". */
function mayManageUser(ctx: PlatformContext, caller: Caller): boolean {
  const row = ctx.db.prepare("SELECT a.type, u.tid FROM users u JOIN accounts a ON a.id = ? WHERE u.id = ?").get(caller.accountId, caller.sub) as
    | { type: string; tid: string | null }
    | undefined;
  return !!row && row.type !== "MSFT" && !row.tid && !caller.role.includes(ROLES.UCAAS_USER);
}

/** The support address of an account: its own, the brand's setting, or the platform's default. */
export function supportAddressOf(ctx: PlatformContext, accountId: string): string {
  const own = ctx.db.prepare("SELECT support_email FROM accounts WHERE id = ?").pluck().get(accountId) as string | null | undefined;
  const brand = readSetting(ctx, "brand") as { supportEmail?: unknown } | undefined;
  return own || (typeof brand?.supportEmail === "string" && brand.supportEmail) || DEFAULT_SUPPORT_EMAIL;
}

const switchBody = SwitchAccountSchema.extend({ refresh_token: z.string().max(500).optional() });
const createAccountBody = AccountCreateSchema.extend({ refresh_token: z.string().max(500).optional() });

/**
 * The user starts working in `accountId` with `roles` (JSON): the roles of the account left are kept
 * in its membership, and the new account's membership holds the new roles. Inside a write transaction.
 */
function moveUserTo(ctx: PlatformContext, userId: string, accountId: string, roles: string): void {
  const user = ctx.db.prepare("SELECT account_id, roles, created_at FROM users WHERE id = ?").get(userId) as { account_id: string; roles: string; created_at: number };
  const keep = ctx.db.prepare(
    `INSERT INTO account_memberships (user_id, account_id, roles, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, account_id) DO UPDATE SET roles = excluded.roles`,
  );
  keep.run(userId, user.account_id, user.roles, user.created_at);
  keep.run(userId, accountId, roles, ctx.now());
  ctx.db.prepare("UPDATE users SET account_id = ?, roles = ? WHERE id = ?").run(accountId, roles, userId);
}

/**
 * A new session in `accountId` (the account belongs to the session, not the user: the user's other
 * sessions stay where they are): the old session's refresh token (when sent) is revoked, the move
 * audited, and a token pair issued for the account (none named: the user's own).
 */
async function newSessionIn(ctx: PlatformContext, caller: Caller, accountId: string, refreshToken: string | undefined, action: string) {
  if (refreshToken) revokeFamilyOf(ctx, refreshToken, caller.sub);
  recordAudit(ctx, caller, accountId, action, { accountId: caller.accountId }, { accountId });
  const home = ctx.db.prepare("SELECT account_id FROM users WHERE id = ?").pluck().get(caller.sub) as string;
  return issueTokenPair(ctx, caller.sub, "password", accountId === home ? null : accountId);
}

export function createMyAccountRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);
  const canRead = requireRoles([ROLES.SETTINGS_READ]);
  const canUpdate = requireRoles([ROLES.SETTINGS_UPDATE]);

  router.put(
    "/Accounts/Current/user",
    auth,
    route((req, res) => {
      const caller = callerOf(req);
      if (!mayManageUser(ctx, caller)) throw forbidden();
      const body = UserProfileFormSchema.parse(req.body ?? {});
      const taken = ctx.db.prepare("SELECT 1 FROM users WHERE email = ? AND id <> ?").pluck().get(body.email, caller.sub);
      if (taken) throw new HttpError(409, "email: validation_email_taken");
      try {
        ctx.db.prepare("UPDATE users SET first_name = ?, last_name = ?, email = ?, phone = ? WHERE id = ?").run(body.firstName, body.lastName, body.email, body.phone, caller.sub);
      } catch (error) {
        if (error instanceof Error && "code" in error && error.code === "SQLITE_CONSTRAINT_UNIQUE") throw new HttpError(409, "email: validation_email_taken");
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
      const stored = ctx.db.prepare("SELECT password_hash FROM users WHERE id = ?").pluck().get(caller.sub) as string | null | undefined;
      // An identity-service-only user has no password of ours to change.
      if (!stored) throw conflict("validation_current_password_wrong");
      if (!(await verifyPassword(body.currentPassword, stored))) throw badRequest("currentPassword: validation_current_password_wrong");
      const next = await hashPassword(body.newPassword);
      // Only if nobody changed it meanwhile (two changes racing: the second one's current password is stale).
      const changed = ctx.db.prepare("UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?").run(next, caller.sub, stored).changes;
      if (changed === 0) throw badRequest("currentPassword: validation_current_password_wrong");
      recordAudit(ctx, caller, caller.accountId, "user.password", null, null);
      res.status(204).end();
    }),
  );

  router.put(
    "/Accounts/Current/account",
    auth,
    canUpdate,
    route((req, res) => {
      const caller = callerOf(req);
      const body = AccountFormSchema.parse(req.body ?? {});
      const before = ctx.db.prepare("SELECT name, description FROM accounts WHERE id = ? AND deleted_at IS NULL").get(caller.accountId);
      if (!before) throw notFound("Account not found");
      ctx.db.prepare("UPDATE accounts SET name = ?, description = ? WHERE id = ?").run(body.name, body.description, caller.accountId);
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
        .prepare("SELECT plan, admin_max_call_duration_minutes AS adminMax FROM accounts WHERE id = ? AND deleted_at IS NULL")
        .get(caller.accountId) as { plan: string; adminMax: number } | undefined;
      if (!row) throw notFound("Account not found");
      // docs/product.md#plans "Transfer call is disabled for trial".
      if (body.transferCall && row.plan === "Trial Plan") throw badRequest("transferCall: validation_transfer_trial");
      // Support's maximum (adminMax, 0 = none) bounds the client's.
      if (row.adminMax > 0 && (body.clientMaxCallDurationMinutes === 0 || body.clientMaxCallDurationMinutes > row.adminMax)) {
        throw badRequest(`clientMaxCallDurationMinutes: ${messageWithParams("validation_call_duration_over_admin_max", { max: row.adminMax })}`);
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

  router.get(
    "/Accounts/secret",
    auth,
    canRead,
    route((req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.json(readApiSecret(ctx, callerOf(req).accountId));
    }),
  );

  router.post(
    "/Accounts/refreshSecret",
    auth,
    canUpdate,
    route((req, res) => {
      const caller = callerOf(req);
      const answer = refreshApiSecret(ctx, caller.accountId);
      recordAudit(ctx, caller, caller.accountId, "account.refreshSecret", null, { previousSecretValidUntil: answer.previousSecretValidUntil });
      res.setHeader("Cache-Control", "no-store");
      res.json(answer);
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
        .prepare("UPDATE accounts SET plan = 'Essential Plan', trial_expires_at = NULL WHERE id = ? AND plan = 'Trial Plan' AND deleted_at IS NULL")
        .run(caller.accountId).changes;
      if (changed === 0) throw conflict("validation_upgrade_not_trial");
      recordAudit(ctx, caller, caller.accountId, "account.upgradePlan", { plan: "Trial Plan" }, { plan: "Essential Plan" });
      res.status(204).end();
    }),
  );

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
    canUpdate,
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
      const account = ctx.db.prepare("SELECT name FROM accounts WHERE id = ?").pluck().get(caller.accountId) as string | undefined;
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

  // Switch account (docs/product.md#header): the accounts this user belongs to. Not for the UCaaS user role (docs/product.md#account-menu-gates).
  const maySwitch: express.RequestHandler = (req, _res, next) => next(callerOf(req).role.includes(ROLES.UCAAS_USER) ? forbidden() : undefined);
  router.get(
    "/Accounts/Switch",
    auth,
    maySwitch,
    route((req, res) => {
      const caller = callerOf(req);
      const rows = ctx.db
        .prepare(
          `SELECT a.id, a.name FROM account_memberships m JOIN accounts a ON a.id = m.account_id
           WHERE m.user_id = ? AND a.deleted_at IS NULL
           UNION SELECT a.id, a.name FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.id = ?
           ORDER BY name COLLATE NOCASE, id`,
        )
        .all(caller.sub, caller.sub) as { id: string; name: string }[];
      res.setHeader("Cache-Control", "no-store");
      res.json({ accounts: rows.map((r) => ({ ...r, current: r.id === caller.accountId })) });
    }),
  );

  /**
   * The switch: a new token pair (a new session) in the chosen account, with the roles the user has
   * there; the session left is ended (its refresh token, when sent, is revoked). Nothing about the
   * user changes, so the user's other sessions and the next sign-in stay in their accounts.
   */
  router.post(
    "/Accounts/Switch",
    auth,
    maySwitch,
    route(async (req, res) => {
      const caller = callerOf(req);
      const body = switchBody.parse(req.body ?? {});
      const member = ctx.db
        .prepare(
          `SELECT 1 FROM users u JOIN accounts a ON a.id = @account
           WHERE u.id = @user AND a.deleted_at IS NULL
             AND (u.account_id = a.id OR EXISTS (SELECT 1 FROM account_memberships m WHERE m.user_id = u.id AND m.account_id = a.id))`,
        )
        .pluck()
        .get({ user: caller.sub, account: body.accountId });
      if (!member) throw badRequest("accountId: validation_switch_account");
      res.setHeader("Cache-Control", "no-store");
      res.json(await newSessionIn(ctx, caller, body.accountId, body.refresh_token, "account.switch"));
    }),
  );

  /**
   * The create-account wizard (docs/product.md#wizards "create-account"; #wizards): a new Trial account in the chosen region,
   * the caller its owner (OWNER_ROLES, as self-registration gives), and a new token pair for it, as
   * the switch answers. Who may: a customer user (not the UCaaS user role: it may not switch
   * accounts either), not in Teams-only mode, while the subscription is active — except a user
   * without an account of its own (noIamAccount), for whom this is the way in.
   */
  router.post(
    "/Accounts/Iam",
    auth,
    maySwitch,
    route(async (req, res) => {
      const caller = callerOf(req);
      const body = createAccountBody.parse(req.body ?? {});
      const accountId = writeTransaction(ctx.db, () => {
        const now = ctx.db
          .prepare(
            `SELECT u.no_iam_account AS noIam, u.is_active AS userActive, a.status, a.teams_only_mode AS teamsOnly
             FROM users u JOIN accounts a ON a.id = ? WHERE u.id = ?`,
          )
          // The session's account (a switched session's, not the user's own).
          .get(caller.accountId, caller.sub) as { noIam: number; userActive: number; status: string; teamsOnly: number } | undefined;
        if (!now) throw notFound("User not found");
        if (now.noIam !== 1) {
          if (now.teamsOnly === 1) throw conflict("labels_disable_teams_only_mode");
          if (now.userActive !== 1 || now.status !== "active") throw conflict("warning_subscription_inactive");
        }
        if (!ctx.db.prepare("SELECT 1 FROM regions WHERE region_id = ?").get(body.regionId)) throw badRequest("regionId: validation_field_invalid");
        const owned = ctx.db
          .prepare(
            `SELECT COUNT(*) FROM (SELECT account_id FROM account_memberships WHERE user_id = ? UNION SELECT account_id FROM users WHERE id = ?) m
             JOIN accounts a ON a.id = m.account_id WHERE a.deleted_at IS NULL`,
          )
          .pluck()
          .get(caller.sub, caller.sub) as number;
        if (owned >= MY_ACCOUNT.ACCOUNTS_PER_USER_MAX) throw conflict("validation_accounts_per_user_max");
        const created = insertTrialAccount(ctx, { name: body.name, description: body.description, regionId: body.regionId, creator: caller.email });
        if (now.noIam === 1) {
          // A user without an account of its own (docs/product.md#current-user noIamAccount): the new one becomes its home.
          moveUserTo(ctx, caller.sub, created, JSON.stringify(OWNER_ROLES));
          ctx.db.prepare("UPDATE users SET no_iam_account = 0 WHERE id = ?").run(caller.sub);
        } else {
          // Another account for this user: a membership; this session moves to it (as a switch), the others stay.
          ctx.db
            .prepare("INSERT INTO account_memberships (user_id, account_id, roles, created_at) VALUES (?, ?, ?, ?)")
            .run(caller.sub, created, JSON.stringify(OWNER_ROLES), ctx.now());
        }
        return created;
      });
      recordAudit(ctx, caller, accountId, "account.create", null, { name: body.name, description: body.description, regionId: body.regionId });
      res.setHeader("Cache-Control", "no-store");
      res.status(201).json(await newSessionIn(ctx, caller, accountId, body.refresh_token, "account.switch"));
    }),
  );

  // Password reset (signed out): passwordReset.ts.
  mountPasswordReset(router, ctx);

  // docs/product.md#account-status "trial can be extended by 30 days" (admin): from its end, or from now when it has ended.
  // Once per Idempotency-Key and under the admin billing role, as the admin money actions (a free
  // month is the account's money): a double submit extends once.
  router.post(
    "/clients/:id/ExtendTrial",
    auth,
    requireAdmin([ROLES.ADMIN_BILLING]),
    route((req, res) => {
      const caller = callerOf(req);
      const key = idempotencyKeyOf(req);
      const accountId = req.params.id;
      const answer = runIdempotent(ctx, { key, caller, action: "extendTrial", payload: { accountId } }, () => {
        const row = ctx.db.prepare("SELECT plan, trial_expires_at FROM accounts WHERE id = ? AND deleted_at IS NULL").get(accountId) as
          | { plan: string; trial_expires_at: number | null }
          | undefined;
        if (!row) throw notFound("Account not found");
        if (row.plan !== "Trial Plan") throw conflict("validation_upgrade_not_trial");
        const until = Math.max(ctx.now(), row.trial_expires_at ?? 0) + TRIAL.EXTENSION_DAYS * TIME.DAY_MS;
        ctx.db.prepare("UPDATE accounts SET trial_expires_at = ? WHERE id = ?").run(until, accountId);
        recordAudit(ctx, caller, accountId, "account.extendTrial", { trialExpiresAt: row.trial_expires_at }, { trialExpiresAt: until });
        return { status: 200, contentType: "application/json", body: JSON.stringify({ trialExpiresAt: new Date(until).toISOString() }) };
      });
      res.status(answer.status).type(answer.contentType).send(answer.body);
    }),
  );

  return router;
}

