import type { AppLoadContext } from "@remix-run/node";
import { forbidden, requireAdmin, requireRoles, type SignedIn } from "~/auth/guards.server";
import { adminGateFor, pathAllows, portalGateFor, WHATSAPP_ACTION_GATES } from "~/features/navigation/model";
import { WHATSAPP_PATHS, type WhatsAppMode } from "./paths";

/**
 * The guards of every WhatsApp loader and action. The list needs its navigation gate; the row
 * actions their gates of the navigation model (WHATSAPP_ACTION_GATES). The admin table needs the
 * admin role and its gate.
 */
export type WhatsAppAction = keyof typeof WHATSAPP_ACTION_GATES;

/**
 * The list's guard. The list loader also runs under its dialogs' URLs: a dialog the roles refuse
 * refuses the list too, so a refused page never carries the list's rows.
 */
export async function requireWhatsAppList(request: Request, context: AppLoadContext, mode: WhatsAppMode): Promise<SignedIn> {
  const gate = mode === "admin" ? adminGateFor(WHATSAPP_PATHS.admin) : portalGateFor(WHATSAPP_PATHS.portal);
  const roles = gate?.roles ?? [];
  const signedIn = mode === "admin" ? await requireAdmin(request, context, roles) : await requireRoles(request, context, roles, gate?.match);
  if (!pathAllows(new URL(request.url).pathname, signedIn.user.roles)) throw forbidden();
  return signedIn;
}

/** A customer row action: the list's gate and the action's roles. */
export async function requireWhatsAppAction(request: Request, context: AppLoadContext, action: WhatsAppAction): Promise<SignedIn> {
  await requireWhatsAppList(request, context, "portal");
  const gate = WHATSAPP_ACTION_GATES[action];
  return requireRoles(request, context, gate.roles, gate.match);
}
