import type { AppLoadContext } from "@remix-run/node";
import { ROLES } from "../../../contract/roles";
import { forbidden, requireAdmin, type SignedIn } from "~/auth/guards.server";
import { adminGateFor } from "~/features/navigation/admin-landing";
import { DNS_VERIFICATION_ACTION_GATE, MONEY_ACTION_GATE } from "~/features/navigation/gates";
import { pathAllows } from "~/features/navigation/path-gate.server";
import { ACCOUNTS_PATH } from "./paths";

/**
 * The accounts grid: administrators with its gate (docs/product.md#admin-landing ADMIN_ACCOUNTS_READ). The grid's loader
 * also runs under its dialogs' URLs: a dialog the roles refuse refuses the grid too, so the refused
 * page never carries the accounts.
 */
export async function requireAccounts(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const signedIn = await requireAdmin(
    request,
    context,
    adminGateFor(ACCOUNTS_PATH)?.roles ?? [ROLES.ADMIN_ACCOUNTS_READ],
  );
  if (!pathAllows(new URL(request.url).pathname, signedIn.user.roles)) throw forbidden();
  return signedIn;
}

/** Money actions: the grid's gate and the admin billing role (the platform checks the same). */
export async function requireMoneyAction(request: Request, context: AppLoadContext): Promise<SignedIn> {
  await requireAccounts(request, context);
  return requireAdmin(request, context, MONEY_ACTION_GATE.roles, MONEY_ACTION_GATE.match);
}

/** The DNS verification toggle: the grid's gate and the admin accounts update role (the platform checks the same). */
export async function requireDnsVerificationAction(request: Request, context: AppLoadContext): Promise<SignedIn> {
  await requireAccounts(request, context);
  return requireAdmin(request, context, DNS_VERIFICATION_ACTION_GATE.roles, DNS_VERIFICATION_ACTION_GATE.match);
}
