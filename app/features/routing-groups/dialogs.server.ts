/**
 * The routing group dialogs of the admin screen: the generic entity dialogs' admin writes
 * (entityAdminCreateAction, entityAdminEditAction, the admin delete) and, for a new group, the first
 * page of accounts for the admin account dropdown (it pages and searches the rest with JavaScript).
 */
import type { AppLoadContext } from "@remix-run/node";
import { RoutingGroupCreateSchema, RoutingGroupFormSchema, type RoutingGroupDetail } from "../../../contract/wire/routing";
import { accountOptions } from "~/features/admin-accounts/picker/accounts-page.server";
import type { AccountOptions } from "~/features/admin-accounts/picker/params";
import { entityAdminCreateAction, entityAdminDeleteAction, entityAdminEditAction, loadEntityAdminDelete, loadEntityAdminEdit } from "~/features/entities/dialog.server";
import { requireAdminRecord, requireAdminWrite } from "~/features/entities/guard.server";
import { ROUTING_GROUP_MESSAGES, ROUTING_GROUPS_RESOURCE } from "./resource";

export interface RoutingGroupDialogData {
  record: RoutingGroupDetail | null;
  /** A new group's account choices (create only). */
  accounts: AccountOptions | null;
}

export async function loadRoutingGroupCreate(request: Request, context: AppLoadContext): Promise<RoutingGroupDialogData> {
  const { api } = await requireAdminWrite(request, context, ROUTING_GROUPS_RESOURCE, "create");
  return { record: null, accounts: await accountOptions(api, "") };
}

export async function loadRoutingGroupRecord(request: Request, context: AppLoadContext, id: string, action: "view" | "edit"): Promise<RoutingGroupDialogData> {
  const { record } = action === "view" ? await requireAdminRecord(request, context, ROUTING_GROUPS_RESOURCE, id) : await loadEntityAdminEdit(request, context, ROUTING_GROUPS_RESOURCE, id);
  return { record, accounts: null };
}

export const createRoutingGroup = (request: Request, context: AppLoadContext) =>
  entityAdminCreateAction(request, context, ROUTING_GROUPS_RESOURCE, RoutingGroupCreateSchema, ROUTING_GROUP_MESSAGES);
export const editRoutingGroup = (request: Request, context: AppLoadContext, id: string) =>
  entityAdminEditAction(request, context, ROUTING_GROUPS_RESOURCE, id, RoutingGroupFormSchema, ROUTING_GROUP_MESSAGES);
export const loadRoutingGroupDelete = (request: Request, context: AppLoadContext, id: string) => loadEntityAdminDelete(request, context, ROUTING_GROUPS_RESOURCE, id);
export const deleteRoutingGroup = (request: Request, context: AppLoadContext, id: string) => entityAdminDeleteAction(request, context, ROUTING_GROUPS_RESOURCE, id, ROUTING_GROUP_MESSAGES);
