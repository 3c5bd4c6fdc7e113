/**
 * The account's subscription (docs/product.md#subscription "If the current user is not active the subscription is marked
 * expired"; docs/product.md#session-errors "401 with a response header saying subscriptions are false: go to
 * /portal/settings/billing"). One rule says whether it is active, used by the current user's
 * isActive and by the paid-action gate below, so the console's expired state and the platform's
 * refusals never disagree.
 */
import type { RequestHandler } from "express";
import type { AccountStatus } from "../../contract/enums/accounts";
import { PHONE_ORDERS_API } from "../../contract/wire/phoneOrders";
import { CAMPAIGNS_API } from "../../contract/wire/campaigns";
import type { PlatformContext } from "../context";
import { authenticate } from "../http/auth";

/** The header of the 401 that sends the console to billing (its value "false"). */
export const SUBSCRIPTIONS_HEADER = "x-subscriptions";

/** An account's subscription is active while its status is (every other status is the expired state). */
export const isSubscriptionActive = (accountStatus: string) => accountStatus === "active";

/**
 * A prepaid account's status follows its wallet (docs/product.md#account-status "inactive (negative prepaid balance ...)"):
 * a balance below zero makes an active account inactive, and credit that brings it back to zero or
 * more reactivates it. Other statuses (locked, disabled, canceled, pending) are not the wallet's to change.
 */
export function prepaidStatusAfter(status: string, billingType: string, balance: number): string {
  if (billingType !== "Prepaid") return status;
  if (status === "active" && balance < 0) return "inactive" satisfies AccountStatus;
  if (status === "inactive" && balance >= 0) return "active" satisfies AccountStatus;
  return status;
}

/**
 * The paid actions an account without an active subscription may not take: buying numbers (cart
 * checkout, OrderPhones) and placing outbound calls (starting or resuming a campaign). Everything a
 * user needs to recover (current user, billing, payments, my account) and everything that costs
 * nothing (reading, drafts, configuration) stays open.
 */
export const PAID_ACTIONS: readonly { method: "POST"; path: RegExp }[] = [
  { method: "POST", path: new RegExp(`^${PHONE_ORDERS_API.checkout}$`) },
  { method: "POST", path: new RegExp(`^${PHONE_ORDERS_API.order}$`) },
  { method: "POST", path: new RegExp(`^${CAMPAIGNS_API.base}${CAMPAIGNS_API.collection}/[^/]+/(start|resume)$`) },
];

export const isPaidAction = (method: string, path: string) =>
  PAID_ACTIONS.some((a) => a.method === method && a.path.test(path));

/**
 * The gate of the paid actions, mounted once before the service routers: a customer whose account's
 * subscription is not active gets 401 with `x-subscriptions: false` (the console goes to billing).
 * Administrators act for accounts and are not stopped; an unauthenticated request goes on to the
 * route's own 401.
 */
export function requireActiveSubscription(ctx: PlatformContext): RequestHandler {
  const auth = authenticate(ctx);
  return function subscriptionGate(req, res, next) {
    const path = req.baseUrl + req.path;
    if (!isPaidAction(req.method, path)) return next();
    auth(req, res, (err?: unknown) => {
      if (err || !req.caller || req.caller.isAdmin) return next(err);
      const status = ctx.db.prepare("SELECT status FROM accounts WHERE id = ?").pluck().get(req.caller.accountId) as
        string | undefined;
      if (status === undefined || isSubscriptionActive(status)) return next();
      res.setHeader(SUBSCRIPTIONS_HEADER, "false");
      res
        .status(401)
        .json({ message: "This account's subscription is not active: add credit in Billing to continue." });
    });
  };
}
