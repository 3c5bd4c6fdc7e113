/**
 * Switching account and creating another one (GET and POST Accounts/Switch, POST Accounts/Iam): each
 * answers a new session, in the chosen or the new account.
 */
import type express from "express";
import { z } from "zod";
import { MY_ACCOUNT } from "../../../../contract/limits/my-account";
import { OWNER_ROLES, ROLES } from "../../../../contract/roles";
import { AccountCreateSchema, SwitchAccountSchema } from "../../../../contract/wire/myAccount";
import { recordAudit } from "../../../audit";
import { issueTokenPair } from "../../../auth/issue";
import { revokeFamilyOf } from "../../../auth/refreshTokens";
import type { PlatformContext } from "../../../context";
import { writeTransaction } from "../../../db/database";
import { authenticate, callerOf, type Caller } from "../../../http/auth";
import { badRequest, conflict, forbidden, notFound, route } from "../../../http/errors";
import { insertTrialAccount } from "../../vaic/register";

const switchBody = SwitchAccountSchema.extend({ refresh_token: z.string().max(500).optional() });
const createAccountBody = AccountCreateSchema.extend({ refresh_token: z.string().max(500).optional() });

/**
 * The user starts working in `accountId` with `roles` (JSON): the roles of the account left are kept
 * in its membership, and the new account's membership holds the new roles. Inside a write transaction.
 */
function moveUserTo(ctx: PlatformContext, userId: string, accountId: string, roles: string): void {
  const user = ctx.db.prepare("SELECT account_id, roles, created_at FROM users WHERE id = ?").get(userId) as {
    account_id: string;
    roles: string;
    created_at: number;
  };
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
async function newSessionIn(
  ctx: PlatformContext,
  caller: Caller,
  accountId: string,
  refreshToken: string | undefined,
  action: string,
) {
  if (refreshToken) revokeFamilyOf(ctx, refreshToken, caller.sub);
  recordAudit(ctx, caller, accountId, action, { accountId: caller.accountId }, { accountId });
  const home = ctx.db.prepare("SELECT account_id FROM users WHERE id = ?").pluck().get(caller.sub) as string;
  return issueTokenPair(ctx, caller.sub, "password", accountId === home ? null : accountId);
}

export function mountSwitchRoutes(router: express.Router, ctx: PlatformContext): void {
  const auth = authenticate(ctx);

  // Switch account (docs/product.md#header): the accounts this user belongs to. Not for the UCaaS user role (docs/product.md#account-menu-gates).
  const maySwitch: express.RequestHandler = (req, _res, next) =>
    next(callerOf(req).role.includes(ROLES.UCAAS_USER) ? forbidden() : undefined);
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
          .get(caller.accountId, caller.sub) as
          { noIam: number; userActive: number; status: string; teamsOnly: number } | undefined;
        if (!now) throw notFound("User not found");
        if (now.noIam !== 1) {
          if (now.teamsOnly === 1) throw conflict("labels_disable_teams_only_mode");
          if (now.userActive !== 1 || now.status !== "active") throw conflict("warning_subscription_inactive");
        }
        if (!ctx.db.prepare("SELECT 1 FROM regions WHERE region_id = ?").get(body.regionId))
          throw badRequest("regionId: validation_field_invalid");
        const owned = ctx.db
          .prepare(
            `SELECT COUNT(*) FROM (SELECT account_id FROM account_memberships WHERE user_id = ? UNION SELECT account_id FROM users WHERE id = ?) m
             JOIN accounts a ON a.id = m.account_id WHERE a.deleted_at IS NULL`,
          )
          .pluck()
          .get(caller.sub, caller.sub) as number;
        if (owned >= MY_ACCOUNT.ACCOUNTS_PER_USER_MAX) throw conflict("validation_accounts_per_user_max");
        const created = insertTrialAccount(ctx, {
          name: body.name,
          description: body.description,
          regionId: body.regionId,
          creator: caller.email,
        });
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
      recordAudit(ctx, caller, accountId, "account.create", null, {
        name: body.name,
        description: body.description,
        regionId: body.regionId,
      });
      res.setHeader("Cache-Control", "no-store");
      res.status(201).json(await newSessionIn(ctx, caller, accountId, body.refresh_token, "account.switch"));
    }),
  );
}
