/**
 * The account's own endpoints (issue 19; docs/product.md#endpoint-names "Accounts: changepassword, contactus, SupportPlan,
 * SupportPlan/Prices, UpgradePlan, refreshSecret, Switch, requestpasswordreset, resetpassword"):
 * the signed-in user's details and password, the account's name and settings, its REST API secret,
 * the trial upgrade, support plans, contact support, switching account, password resets, and the
 * administrator's trial extension. Every write is scoped to the caller's own user and account.
 * One module per job, all on one router.
 */
import express from "express";
import type { PlatformContext } from "../../../context";
import { mountPasswordReset } from "../passwordReset";
import { mountProfileRoutes } from "./profile";
import { mountSecretRoutes } from "./secret";
import { mountAccountSettingsRoutes } from "./settings";
import { mountSupportRoutes } from "./support";
import { mountSwitchRoutes } from "./switch";
import { mountTrialRoutes } from "./trial";

export function createMyAccountRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  mountProfileRoutes(router, ctx);
  mountAccountSettingsRoutes(router, ctx);
  mountSecretRoutes(router, ctx);
  mountSupportRoutes(router, ctx);
  mountSwitchRoutes(router, ctx);
  // Password reset (signed out): passwordReset.ts.
  mountPasswordReset(router, ctx);
  mountTrialRoutes(router, ctx);
  return router;
}
