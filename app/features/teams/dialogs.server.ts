/**
 * The loaders and actions of the Teams dialogs: the generic entity dialogs (app/features/entities)
 * with, for a connection, the account's tenants and the regions it may be created in; and the admin
 * screen's tenant delete (000 §6 "Admin-only actions: ... delete Teams tenant").
 */
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { entityListSchema, entityPaths } from "../../../contract/entities";
import { buildListQuery } from "../../../contract/listQuery";
import { RegionSchema } from "../../../contract/wire/settings";
import {
  TEAMS_TENANTS_API,
  TEAMS_TENANTS_LIST_SPEC,
  teamsConnectionFormSchema,
  TeamsConnectionFormSchema,
  teamsTenantFormSchema,
  TeamsTenantFormSchema,
  TeamsTenantRowSchema,
  type TeamsConnectionDetail,
  type TeamsTenantDetail,
} from "../../../contract/wire/teams";
import type { PlatformClient } from "~/services/platform.server";
import {
  entityAdminDeleteAction,
  entityCreateAction,
  entityDeleteAction,
  entityEditAction,
  loadEntityAdminDelete,
  loadEntityDelete,
} from "~/features/entities/dialog.server";
import { requireAdminRecord, requireEntityAction, requireOwnRecord } from "~/features/entities/guard.server";
import type { EntityMode } from "~/features/entities/resource";
import { TEAMS_CONNECTION_MESSAGES, TEAMS_CONNECTIONS_RESOURCE, TEAMS_TENANT_MESSAGES, TEAMS_TENANTS_RESOURCE } from "./resource";

/** The regions a Teams user may read (the Teams module's copy of the catalogue: no bots role needed). */
export const TEAMS_REGIONS_PATH = "/teams/api/Config/regions";
const RegionsSchema = z.object({ regions: z.array(RegionSchema) });
const TenantsSchema = entityListSchema(TEAMS_TENANTS_API.rowsKey, TeamsTenantRowSchema).nullable();

export interface TeamsConnectionDialogData {
  record: TeamsConnectionDetail | null;
  tenants: { id: string; domain: string }[];
  regions: { regionId: string; regionName: string }[];
}

async function connectionChoices(api: PlatformClient, accountId: string, record: TeamsConnectionDetail | null): Promise<TeamsConnectionDialogData> {
  const query = buildListQuery({ sort: { field: "name", direction: "asc" }, filter: [{ field: "accountId", op: "=", value: accountId }] }, TEAMS_TENANTS_LIST_SPEC);
  const [tenants, regions] = await Promise.all([api.get(`${entityPaths(TEAMS_TENANTS_API).list}?${query}`, { schema: TenantsSchema }), api.get(TEAMS_REGIONS_PATH, { schema: RegionsSchema })]);
  return { record, tenants: (tenants?.tenants ?? []).map((t) => ({ id: t.id, domain: t.domain })), regions: regions.regions };
}

export async function loadTeamsConnectionCreate(request: Request, context: AppLoadContext): Promise<TeamsConnectionDialogData> {
  const { api, user } = await requireEntityAction(request, context, TEAMS_CONNECTIONS_RESOURCE, "create");
  return connectionChoices(api, user.accountId, null);
}

export async function loadTeamsConnectionRecord(request: Request, context: AppLoadContext, id: string, action: "view" | "edit", mode: EntityMode = "portal"): Promise<TeamsConnectionDialogData> {
  if (mode === "admin") {
    // The admin view names the tenant by its domain (in the record): no choices to load.
    const { record } = await requireAdminRecord(request, context, TEAMS_CONNECTIONS_RESOURCE, id);
    return { record, tenants: [], regions: [] };
  }
  const { api, user, record } = await requireOwnRecord(request, context, TEAMS_CONNECTIONS_RESOURCE, action, id);
  return connectionChoices(api, user.accountId, record);
}

export const loadTeamsConnectionDelete = (request: Request, context: AppLoadContext, id: string) => loadEntityDelete(request, context, TEAMS_CONNECTIONS_RESOURCE, id);
export const createTeamsConnection = (request: Request, context: AppLoadContext) =>
  entityCreateAction(request, context, TEAMS_CONNECTIONS_RESOURCE, TeamsConnectionFormSchema, [], TEAMS_CONNECTION_MESSAGES);
export const editTeamsConnection = (request: Request, context: AppLoadContext, id: string) =>
  entityEditAction(request, context, TEAMS_CONNECTIONS_RESOURCE, id, teamsConnectionFormSchema, [], TEAMS_CONNECTION_MESSAGES);
export const deleteTeamsConnection = (request: Request, context: AppLoadContext, id: string) => entityDeleteAction(request, context, TEAMS_CONNECTIONS_RESOURCE, id, TEAMS_CONNECTION_MESSAGES);

export interface TeamsTenantDialogData {
  record: TeamsTenantDetail | null;
}

export async function loadTeamsTenantCreate(request: Request, context: AppLoadContext): Promise<TeamsTenantDialogData> {
  await requireEntityAction(request, context, TEAMS_TENANTS_RESOURCE, "create");
  return { record: null };
}

export async function loadTeamsTenantRecord(request: Request, context: AppLoadContext, id: string, action: "view" | "edit", mode: EntityMode = "portal"): Promise<TeamsTenantDialogData> {
  const { record } = mode === "admin" ? await requireAdminRecord(request, context, TEAMS_TENANTS_RESOURCE, id) : await requireOwnRecord(request, context, TEAMS_TENANTS_RESOURCE, action, id);
  return { record };
}

export const createTeamsTenant = (request: Request, context: AppLoadContext) => entityCreateAction(request, context, TEAMS_TENANTS_RESOURCE, TeamsTenantFormSchema, [], TEAMS_TENANT_MESSAGES);
export const editTeamsTenant = (request: Request, context: AppLoadContext, id: string) =>
  entityEditAction(request, context, TEAMS_TENANTS_RESOURCE, id, teamsTenantFormSchema, [], TEAMS_TENANT_MESSAGES);
export const loadTeamsTenantAdminDelete = (request: Request, context: AppLoadContext, id: string) => loadEntityAdminDelete(request, context, TEAMS_TENANTS_RESOURCE, id);
export const deleteTeamsTenantAsAdmin = (request: Request, context: AppLoadContext, id: string) => entityAdminDeleteAction(request, context, TEAMS_TENANTS_RESOURCE, id, TEAMS_TENANT_MESSAGES);
