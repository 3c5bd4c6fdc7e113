import type { AppLoadContext } from "@remix-run/node";
import { ROLES } from "../../../contract/roles";
import { requireAdmin, requireRoles, type SignedIn } from "~/auth/guards.server";
import type { CallHistoryMode } from "./mode";

/**
 * The guard of every call-history loader and action (list, details, recording, export): calls
 * read, and for the admin screen the admin role as well. A customer gets a 403 on every /admin path.
 */
export function requireCallHistory(
  request: Request,
  context: AppLoadContext,
  mode: CallHistoryMode,
): Promise<SignedIn> {
  return mode === "admin"
    ? requireAdmin(request, context, [ROLES.CALLS_READ])
    : requireRoles(request, context, [ROLES.CALLS_READ]);
}
