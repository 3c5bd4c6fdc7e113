/**
 * Marketplace (MSFT) accounts: the fulfilment stand-in that creates one (contract/wire/marketplace)
 * with its 5 USD welcome credit (money/welcomeCredit).
 */
import express from "express";
import { randomBytes, randomUUID } from "node:crypto";
import { OWNER_ROLES, ROLES } from "../../../contract/roles";
import {
  MARKETPLACE_API,
  MarketplaceSubscriptionSchema,
  type MarketplaceAccount,
  type MarketplaceSubscription,
} from "../../../contract/wire/marketplace";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { authenticate, callerOf, requireAdmin, type Caller } from "../../http/auth";
import { HttpError, route } from "../../http/errors";
import { liveAccount } from "../../money/ledger";
import { grantWelcomeCredit } from "../../money/welcomeCredit";
import { termsVersion } from "../vaic/settings";

const duplicateEmail = () =>
  new HttpError(409, "An account with this e-mail already exists", {
    errors: [{ field: "owner.email", message: "An account with this e-mail already exists" }],
  });

/**
 * The marketplace's "subscription activated": an MSFT account on the Essential plan billed through
 * the marketplace, its owner (who signs in through the marketplace landing token, so no password)
 * and the welcome credit, in one transaction. A subscription id already fulfilled answers its account.
 */
export function fulfilMarketplaceSubscription(
  ctx: PlatformContext,
  caller: Caller,
  input: MarketplaceSubscription,
): MarketplaceAccount {
  return writeTransaction(ctx.db, (): MarketplaceAccount => {
    const existing = ctx.db
      .prepare(
        "SELECT a.id, a.balance, (SELECT u.id FROM users u WHERE u.account_id = a.id ORDER BY u.created_at LIMIT 1) AS user_id FROM accounts a WHERE a.saas_subscription_id = ? AND a.deleted_at IS NULL",
      )
      .get(input.subscriptionId) as { id: string; balance: number; user_id: string } | undefined;
    if (existing)
      return { accountId: existing.id, userId: existing.user_id, created: false, balance: existing.balance };
    if (ctx.db.prepare("SELECT 1 FROM users WHERE email = ?").pluck().get(input.owner.email)) throw duplicateEmail();
    const now = ctx.now();
    const accountId = randomUUID();
    const userId = randomUUID();
    ctx.db
      .prepare(
        `INSERT INTO accounts (id, name, type, status, plan, billing_type, balance, secret, saas_subscription_id, saas_subscription_name,
                               tenant_id, marketplace_offer, creator, created_at)
         VALUES (?, ?, 'MSFT', 'active', 'Essential Plan', 'Marketplace', 0, ?, ?, ?, ?, ?, 'marketplace', ?)`,
      )
      .run(
        accountId,
        input.accountName,
        randomBytes(24).toString("base64url"),
        input.subscriptionId,
        input.subscriptionName,
        input.tenantId ?? null,
        input.offerId,
        now,
      );
    const roles = JSON.stringify(OWNER_ROLES);
    ctx.db
      .prepare(
        `INSERT INTO users (id, account_id, email, first_name, last_name, password_hash, roles, is_active, is_new_account_created, terms_accepted_version, created_at)
         VALUES (?, ?, ?, ?, ?, NULL, ?, 1, 1, ?, ?)`,
      )
      .run(
        userId,
        accountId,
        input.owner.email,
        input.owner.firstName,
        input.owner.lastName,
        roles,
        termsVersion(ctx),
        now,
      );
    ctx.db
      .prepare("INSERT INTO account_memberships (user_id, account_id, roles, created_at) VALUES (?, ?, ?, ?)")
      .run(userId, accountId, roles, now);
    grantWelcomeCredit(ctx, caller, accountId);
    return { accountId, userId, created: true, balance: liveAccount(ctx, accountId).balance };
  });
}

/** POST /vaic/api/marketplace/subscriptions: 201 with the new account, 200 when it was fulfilled before. */
export function createMarketplaceRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  router.post(
    MARKETPLACE_API.subscriptions.replace("/vaic/api", ""),
    authenticate(ctx),
    requireAdmin([ROLES.ADMIN_ACCOUNTS_UPDATE]),
    route((req, res) => {
      const input = MarketplaceSubscriptionSchema.parse(req.body ?? {});
      const account = fulfilMarketplaceSubscription(ctx, callerOf(req), input);
      res.status(account.created ? 201 : 200).json(account);
    }),
  );
  return router;
}
