/**
 * Microsoft Teams as two entity screens (ADR 010): the connections at /portal/teams_connections and
 * /admin/teamsConnections, the tenants under the Teams page at /portal/teams_connections/tenants and
 * at /admin/tenants (docs/product.md#portal-routes). The Teams roles gate both (docs/product.md#portal-gates "TEAMS_READ"); deleting a tenant is
 * the admin screen's alone (docs/product.md#admin-only-actions "Admin-only actions: ... delete Teams tenant").
 */
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  TEAMS_CONNECTION_STATUSES,
  TEAMS_CONNECTIONS_API,
  TEAMS_CONNECTIONS_LIST_SPEC,
  TEAMS_LICENSE_TYPES,
  TEAMS_TENANTS_API,
  TEAMS_TENANTS_LIST_SPEC,
  TeamsConnectionDetailSchema,
  TeamsConnectionFormSchema,
  TeamsConnectionRowSchema,
  TeamsTenantDetailSchema,
  TeamsTenantFormSchema,
  TeamsTenantRowSchema,
  type TeamsConnectionDetail,
  type TeamsConnectionRow,
  type TeamsTenantDetail,
  type TeamsTenantRow,
} from "../../../contract/wire/teams";
import type { EntityResource } from "~/features/entities/resource";
import { all, any, crudGates } from "~/features/navigation/gates";

export const TEAMS_CONNECTIONS_RESOURCE: EntityResource<TeamsConnectionRow, TeamsConnectionDetail> = {
  key: "teams_connections",
  ns: "teams-connections",
  paths: { portal: "/portal/teams_connections", admin: "/admin/teamsConnections" },
  api: TEAMS_CONNECTIONS_API,
  listSpec: TEAMS_CONNECTIONS_LIST_SPEC,
  rowSchema: TeamsConnectionRowSchema,
  detailSchema: TeamsConnectionDetailSchema,
  gates: crudGates(ROLES.TEAMS_CREATE, ROLES.TEAMS_READ, ROLES.TEAMS_UPDATE, ROLES.TEAMS_DELETE),
  form: { create: TeamsConnectionFormSchema },
  messages: {
    created: MSG.success_teams_connection_created,
    updated: MSG.success_teams_connection_updated,
    deleted: MSG.success_teams_connection_deleted,
  },
  sortable: ["name", "accountName", "tenantDomain", "regionId", "status", "licensedUsers", "createdAt"],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: { portal: ["id"], admin: ["accountId", "id"] },
  filters: [{ param: "status", field: "status", values: TEAMS_CONNECTION_STATUSES }],
  limitMessage: MSG.warning_max_teams_connections_reached,
  formFields: ["name", "teamsTenantId", "regionId"],
};

export const TEAMS_TENANTS_RESOURCE: EntityResource<TeamsTenantRow, TeamsTenantDetail> = {
  key: "teams_tenants",
  ns: "teams-tenants",
  paths: { portal: "/portal/teams_connections/tenants", admin: "/admin/tenants" },
  api: TEAMS_TENANTS_API,
  listSpec: TEAMS_TENANTS_LIST_SPEC,
  rowSchema: TeamsTenantRowSchema,
  detailSchema: TeamsTenantDetailSchema,
  // Customers never delete a tenant (docs/product.md#roles "Admin-only actions: ... delete Teams tenant"):
  // that is the admin screen's (adminDelete), with the Teams delete role the platform requires too.
  gates: {
    create: any(ROLES.TEAMS_CREATE),
    view: any(ROLES.TEAMS_READ),
    edit: any(ROLES.TEAMS_UPDATE),
    delete: all(ROLES.ADMIN, ROLES.TEAMS_DELETE),
  },
  form: { create: TeamsTenantFormSchema },
  messages: {
    created: MSG.success_teams_tenant_created,
    updated: MSG.success_teams_tenant_updated,
    deleted: MSG.success_teams_tenant_deleted,
  },
  sortable: ["name", "accountName", "licenseType", "activationEmail", "connections", "createdAt"],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: { portal: ["id"], admin: ["accountId", "id"] },
  filters: [{ param: "licenseType", field: "licenseType", values: TEAMS_LICENSE_TYPES }],
  limitMessage: MSG.warning_max_teams_tenants_reached,
  formFields: ["domain", "tenantId", "licenseType", "activationEmail"],
  adminDelete: any(ROLES.TEAMS_DELETE),
};

/** The connections list action's intent that turns the account's Teams-only mode off. */
export const TEAMS_ONLY_OFF_INTENT = "teams-only-off";
