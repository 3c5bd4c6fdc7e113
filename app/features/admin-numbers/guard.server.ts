import type { AppLoadContext } from "@remix-run/node";
import { ROLES } from "../../../contract/roles";
import { forbidden, requireAdmin, type SignedIn } from "~/auth/guards.server";
import { adminGateFor } from "~/features/navigation/admin-landing";
import { pathAllows } from "~/features/navigation/path-gate.server";
import { MANUAL_NUMBER_GATE } from "~/features/numbers/resource";
import { NUMBERS_PATH } from "./paths";

/**
 * The numbers grid: administrators with its gate (NUMBERS_READ). The grid's loader also runs under
 * its dialog's URL: a dialog the roles refuse refuses the grid too, so the refused page never
 * carries the numbers.
 */
export async function requireNumbers(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const signedIn = await requireAdmin(request, context, adminGateFor(NUMBERS_PATH)?.roles ?? [ROLES.NUMBERS_READ]);
  if (!pathAllows(new URL(request.url).pathname, signedIn.user.roles)) throw forbidden();
  return signedIn;
}

/** The manual number: the grid's gate and the numbers update role (the platform checks the same). */
export async function requireManualNumber(request: Request, context: AppLoadContext): Promise<SignedIn> {
  await requireNumbers(request, context);
  return requireAdmin(request, context, MANUAL_NUMBER_GATE.roles, MANUAL_NUMBER_GATE.match);
}
