import type { AppLoadContext } from "@remix-run/node";
import { WHATSAPP_LIST_SPEC, WhatsAppNumbersResponseSchema } from "../../../contract/wire/whatsapp";
import { buildListQuery } from "../../../contract/listQuery";
import { forbidden, requireAdmin, requireRoles, type SignedIn } from "~/auth/guards.server";
import { adminGateFor, pathAllows, portalGateFor, WHATSAPP_ACTION_GATES } from "~/features/navigation/model";
import { isNotFound } from "~/services/platform.server";
import { WHATSAPP_API, WHATSAPP_PATHS, type WhatsAppMode } from "./paths";

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

/**
 * A customer row action: the list's gate and the action's roles; with `id`, also that the number is
 * the caller's own, before any form is read: another id is a 404 for everyone. The platform scopes a
 * customer's reads itself but lets an administrator reach every account, so the lookup is filtered
 * by the caller's account: on the customer screens an administrator's numbers are their own
 * account's too, and the admin table is where every account is.
 */
export async function requireWhatsAppAction(request: Request, context: AppLoadContext, action: WhatsAppAction, id?: string): Promise<SignedIn> {
  await requireWhatsAppList(request, context, "portal");
  const gate = WHATSAPP_ACTION_GATES[action];
  const signedIn = await requireRoles(request, context, gate.roles, gate.match);
  if (id !== undefined) {
    const filter = [
      { field: "id", op: "=" as const, value: id },
      { field: "accountId", op: "=" as const, value: signedIn.user.accountId },
    ];
    const own = await signedIn.api
      .get(`${WHATSAPP_API.list}?${buildListQuery({ page: 1, limit: 1, filter }, WHATSAPP_LIST_SPEC)}`, { schema: WhatsAppNumbersResponseSchema.nullable() })
      .catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      });
    if (!own?.whatsappNumbers.length) throw new Response("Not found", { status: 404 });
  }
  return signedIn;
}
