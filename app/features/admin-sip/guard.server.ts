import type { AppLoadContext } from "@remix-run/node";
import { ROLES } from "../../../contract/roles";
import { forbidden, requireAdmin, type SignedIn } from "~/auth/guards.server";
import { adminGateFor } from "~/features/navigation/admin-landing";
import { pathAllows } from "~/features/navigation/path-gate.server";
import { SIP_ADMIN_ACTION_GATE } from "~/features/sip-connections/resource";
import { SIP_CONNECTIONS_PATH } from "./paths";

/**
 * The SIP connections grid: administrators with its gate (SIPCONNECTIONS_READ). The grid's loader
 * also runs under its dialogs' URLs: a dialog the roles refuse refuses the grid too, so the refused
 * page never carries the connections.
 */
export async function requireSipConnections(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const signedIn = await requireAdmin(
    request,
    context,
    adminGateFor(SIP_CONNECTIONS_PATH)?.roles ?? [ROLES.SIPCONNECTIONS_READ],
  );
  if (!pathAllows(new URL(request.url).pathname, signedIn.user.roles)) throw forbidden();
  return signedIn;
}

/** The row dialogs (call-limit profile, SBC override, SIP charge): the grid's gate and SIPCONNECTIONS_UPDATE. */
export async function requireSipUpdate(request: Request, context: AppLoadContext): Promise<SignedIn> {
  await requireSipConnections(request, context);
  return requireAdmin(request, context, SIP_ADMIN_ACTION_GATE.roles, SIP_ADMIN_ACTION_GATE.match);
}
