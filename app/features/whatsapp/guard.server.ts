import type { AppLoadContext } from "@remix-run/node";
import { ROLES } from "../../../contract/roles";
import { requireAdmin, requireRoles, type SignedIn } from "~/auth/guards.server";
import { adminGateFor, portalGateFor } from "~/features/navigation/model";
import { WHATSAPP_PATHS, type WhatsAppMode } from "./paths";

/**
 * The guards of every WhatsApp loader and action. The list needs its navigation gate; the row
 * actions the spec's roles (001 §6: view LIVEHUB_TEAMS_READ, delete LIVEHUB_TEAMS_DELETE); create and
 * edit the SIP connection create/update roles. The admin table needs the admin role and its gate.
 */
export const WHATSAPP_ACTION_ROLES = {
  view: [ROLES.TEAMS_READ],
  delete: [ROLES.TEAMS_DELETE],
  create: [ROLES.SIPCONNECTIONS_CREATE],
  edit: [ROLES.SIPCONNECTIONS_UPDATE],
} as const;
export type WhatsAppAction = keyof typeof WHATSAPP_ACTION_ROLES;

export function requireWhatsAppList(request: Request, context: AppLoadContext, mode: WhatsAppMode): Promise<SignedIn> {
  const gate = mode === "admin" ? adminGateFor(WHATSAPP_PATHS.admin) : portalGateFor(WHATSAPP_PATHS.portal);
  const roles = gate?.roles ?? [];
  return mode === "admin" ? requireAdmin(request, context, roles) : requireRoles(request, context, roles, gate?.match);
}

/** A customer row action: the list's gate and the action's roles. */
export async function requireWhatsAppAction(request: Request, context: AppLoadContext, action: WhatsAppAction): Promise<SignedIn> {
  await requireWhatsAppList(request, context, "portal");
  return requireRoles(request, context, WHATSAPP_ACTION_ROLES[action]);
}
