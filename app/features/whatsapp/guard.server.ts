import type { AppLoadContext } from "@remix-run/node";
import { WHATSAPP_LIST_SPEC, WhatsAppNumbersResponseSchema, type WhatsAppNumberRow } from "../../../contract/wire/whatsapp";
import { buildListQuery } from "../../../contract/listQuery";
import { forbidden, requireAdmin, requireRoles, type SignedIn } from "~/auth/guards.server";
import { adminGateFor } from "~/features/navigation/admin-landing";
import { pathAllows } from "~/features/navigation/path-gate.server";
import { portalGateFor } from "~/features/navigation/tree";
import { WHATSAPP_ACTION_GATES } from "~/features/navigation/gates";
import { isNotFound, type PlatformClient } from "~/services/platform.server";
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

/** A customer action on no particular number (create): the list's gate and the action's roles. */
export async function requireWhatsAppAction(request: Request, context: AppLoadContext, action: WhatsAppAction): Promise<SignedIn> {
  await requireWhatsAppList(request, context, "portal");
  const gate = WHATSAPP_ACTION_GATES[action];
  return requireRoles(request, context, gate.roles, gate.match);
}

/**
 * The list row of number `id` (its status and error), only within `accountId` when given; null when
 * there is none.
 */
export async function findNumberRow(api: PlatformClient, id: string, accountId?: string): Promise<WhatsAppNumberRow | null> {
  const filter = [{ field: "id", op: "=" as const, value: id }];
  if (accountId !== undefined) filter.push({ field: "accountId", op: "=" as const, value: accountId });
  const body = await api
    .get(`${WHATSAPP_API.list}?${buildListQuery({ page: 1, limit: 1, filter }, WHATSAPP_LIST_SPEC)}`, { schema: WhatsAppNumbersResponseSchema.nullable() })
    .catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
  return body?.whatsappNumbers[0] ?? null;
}

/**
 * A customer row action on number `id`: requireWhatsAppAction, and the number is the caller's own,
 * checked before any form is read (another id is a 404 for everyone). The platform scopes a
 * customer's reads itself but lets an administrator reach every account, so the lookup is filtered
 * by the caller's account: on the customer screens an administrator's numbers are their own
 * account's too, and the admin table is where every account is. Returns the number's list row.
 */
export async function requireOwnWhatsAppNumber(
  request: Request,
  context: AppLoadContext,
  action: WhatsAppAction,
  id: string,
): Promise<SignedIn & { row: WhatsAppNumberRow }> {
  const signedIn = await requireWhatsAppAction(request, context, action);
  const row = await findNumberRow(signedIn.api, id, signedIn.user.accountId);
  if (!row) throw new Response("Not found", { status: 404 });
  return { ...signedIn, row };
}
