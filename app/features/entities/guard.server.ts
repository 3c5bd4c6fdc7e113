/**
 * The guards of every entity loader and action (ADR 010): the list needs its navigation gate (and,
 * under a dialog's URL, the dialog's gate too, so a refused page never carries the list's rows); a
 * dialog needs its action gate; a record must be the caller's own on the customer screens.
 */
import type { AppLoadContext } from "@remix-run/node";
import { entityPaths } from "../../../contract/entities";
import { forbidden, requireAdmin, requireRoles, type SignedIn } from "~/auth/guards.server";
import { adminGateFor } from "~/features/navigation/admin-landing";
import { passes, type RoleGate } from "~/features/navigation/gates";
import { pathAllows } from "~/features/navigation/path-gate.server";
import { portalGateFor } from "~/features/navigation/tree";
import { isNotFound, type PlatformClient } from "~/services/platform.server";
import { listPath, type EntityAction, type EntityMode, type EntityResource } from "./resource";

export const notFound = () => new Response("Not found", { status: 404, statusText: "Not Found" });

export async function requireEntityList(
  request: Request,
  context: AppLoadContext,
  resource: EntityResource,
  mode: EntityMode,
): Promise<SignedIn> {
  const path = listPath(resource, mode);
  // A list under another screen's path (/portal/teams_connections/tenants) has that screen's gate.
  const gate =
    mode === "admin"
      ? adminGateFor(path)
      : (portalGateFor(path) ?? portalGateFor(path.split("/").slice(0, 3).join("/")));
  const roles = gate?.roles ?? [];
  const signedIn =
    mode === "admin"
      ? await requireAdmin(request, context, roles)
      : await requireRoles(request, context, roles, gate?.match);
  if (!pathAllows(new URL(request.url).pathname, signedIn.user.roles)) throw forbidden();
  return signedIn;
}

/** The gate of a customer dialog: one of the four, or one of the screen's own record actions (SIP "verify"). */
function customerGate(resource: EntityResource, action: EntityAction | string): RoleGate | undefined {
  return action in resource.gates ? resource.gates[action as EntityAction] : resource.actions?.portal?.record?.[action];
}

/** A customer dialog: the list's gate and the action's roles. */
export async function requireEntityAction(
  request: Request,
  context: AppLoadContext,
  resource: EntityResource,
  action: EntityAction | string,
): Promise<SignedIn> {
  const signedIn = await requireEntityList(request, context, resource, "portal");
  const gate = customerGate(resource, action);
  // An action the entity does not have (an alarm's create or edit).
  if (!gate) throw notFound();
  if (!passes(gate, signedIn.user.roles)) throw forbidden();
  return signedIn;
}

/** One record as the platform answers it, or a 404 Response. */
export async function fetchRecord<Detail>(
  api: PlatformClient,
  resource: EntityResource<unknown, Detail>,
  id: string,
): Promise<Detail> {
  try {
    return await api.get(entityPaths(resource.api).one(id), { schema: resource.detailSchema });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/**
 * A dialog on record `id`: the action's guard, then the record, checked before any form is read. The
 * platform scopes a customer's reads itself but lets an administrator read every account; the
 * customer screens are the caller's own account, so another account's record is a 404 here too.
 */
export async function requireOwnRecord<Detail extends { accountId?: string }>(
  request: Request,
  context: AppLoadContext,
  resource: EntityResource<unknown, Detail>,
  action: EntityAction | string,
  id: string,
): Promise<SignedIn & { record: Detail }> {
  const signedIn = await requireEntityAction(request, context, resource, action);
  const record = await fetchRecord(signedIn.api, resource, id);
  if (record.accountId !== undefined && record.accountId !== signedIn.user.accountId) throw notFound();
  return { ...signedIn, record };
}

/** The admin screen's read-only view: the admin list's guard, any account's record. */
export async function requireAdminRecord<Detail>(
  request: Request,
  context: AppLoadContext,
  resource: EntityResource<unknown, Detail>,
  id: string,
) {
  const signedIn = await requireEntityList(request, context, resource, "admin");
  return { ...signedIn, record: await fetchRecord(signedIn.api, resource, id) };
}

/**
 * An admin screen's create or edit (resource.adminWrites): the admin list's guard and the write's
 * gate; an edit's record is any account's.
 */
export async function requireAdminWrite(
  request: Request,
  context: AppLoadContext,
  resource: EntityResource,
  action: "create" | "edit",
): Promise<SignedIn> {
  const signedIn = await requireEntityList(request, context, resource, "admin");
  const gate = resource.adminWrites?.[action];
  if (!gate) throw notFound();
  if (!passes(gate, signedIn.user.roles)) throw forbidden();
  return signedIn;
}

/** The admin screen's delete (resource.adminDelete): the admin list's guard and the delete gate, any account's record. */
export async function requireAdminDelete<Detail>(
  request: Request,
  context: AppLoadContext,
  resource: EntityResource<unknown, Detail>,
  id: string,
) {
  const gate = resource.adminDelete;
  if (!gate) throw notFound();
  const signedIn = await requireAdminRecord(request, context, resource, id);
  if (!passes(gate, signedIn.user.roles)) throw forbidden();
  return signedIn;
}
