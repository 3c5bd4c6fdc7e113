import type { AppLoadContext } from "@remix-run/node";
import { forbidden, requireRoles, type SignedIn } from "~/auth/guards.server";
import { ACCOUNT_GATES } from "~/features/navigation/gates";
import { pathAllows } from "~/features/navigation/path-gate.server";

/**
 * Every billing loader and action: BILLING_READ together with ACCOUNTS_ACTIONS_ADDCREDIT (docs/product.md#portal-gates), as
 * the platform's billing endpoints require; the path's own gate too (a refused dialog refuses the page).
 */
export async function requireBilling(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const signedIn = await requireRoles(request, context, ACCOUNT_GATES.billing.roles, ACCOUNT_GATES.billing.match);
  if (!pathAllows(new URL(request.url).pathname, signedIn.user.roles)) throw forbidden();
  return signedIn;
}
