/**
 * Teams connections as an entity of the generic store (ADR 010; docs/product.md#teams-tenant-and-connection "Teams connection: name", #endpoint-names
 * "/teams", #timing "Teams connection creation: up to 10 minutes"; #lookup-calls "GET {teams module}/TeamsConnections"):
 * the Teams roles, at most the account's maxTeamsConnections (counted in the write transaction),
 * names unique in the account. A connection belongs to one of the account's tenants and a region of
 * the catalogue; both are set up by its creation, which the platform runs after the insert
 * (provisioning.ts), so an update changes the name only.
 */
import { ROLES } from "../../../contract/roles";
import {
  TEAMS_CONNECTIONS_API,
  TEAMS_CONNECTIONS_LIST_SPEC,
  teamsConnectionFormSchema,
  type TeamsConnectionDetail,
  type TeamsConnectionForm,
  type TeamsConnectionRow,
} from "../../../contract/wire/teams";
import type { PlatformContext } from "../../context";
import { baseRow, type DbRow, type EntityDefinition } from "../../entities/definition";
import { badRequest } from "../../http/errors";
import { dropProgress, rowProgress, startSetup } from "./provisioning";

const TENANT_DOMAIN = "(SELECT tt.domain FROM teams_tenants tt WHERE tt.id = t.tenant_id)";

function toRow(r: DbRow, withAccount: boolean): TeamsConnectionRow {
  return {
    ...baseRow(r, withAccount),
    regionId: (r.region_id as string | null) ?? null,
    status: String(r.status),
    teamsTenantId: (r.tenant_id as string | null) ?? null,
    tenantDomain: (r.tenant_domain as string | null) ?? null,
    licensedUsers: Number(r.licensed_users ?? 0),
    progress: rowProgress(r.status, r.setup_step),
    error: (r.setup_error as string | null) ?? null,
  };
}

/** The account's maximum (accounts.max_teams_connections; docs/product.md#current-user current user "maxTeamsConnections"). */
export function maxTeamsConnections(ctx: PlatformContext, accountId: string): number {
  return (
    (ctx.db.prepare("SELECT max_teams_connections FROM accounts WHERE id = ?").pluck().get(accountId) as
      number | undefined) ?? 0
  );
}

export const TEAMS_CONNECTIONS_ENTITY: EntityDefinition<
  TeamsConnectionForm,
  TeamsConnectionRow,
  TeamsConnectionDetail
> = {
  key: "teams-connections",
  api: TEAMS_CONNECTIONS_API,
  listSpec: TEAMS_CONNECTIONS_LIST_SPEC,
  table: "teams_connections",
  roles: {
    read: [ROLES.TEAMS_READ],
    create: [ROLES.TEAMS_CREATE],
    update: [ROLES.TEAMS_UPDATE],
    delete: [ROLES.TEAMS_DELETE],
  },
  fields: {
    regionId: "t.region_id",
    status: "t.status",
    teamsTenantId: "t.tenant_id",
    tenantDomain: TENANT_DOMAIN,
    licensedUsers: "t.licensed_users",
  },
  search: ["t.name", TENANT_DOMAIN, "a.name"],
  select: `${TENANT_DOMAIN} AS tenant_domain`,
  form: teamsConnectionFormSchema,
  secrets: [],
  secretsInUse: () => [],
  columns: (form) => ({ name: form.name, tenant_id: form.teamsTenantId, region_id: form.regionId }),
  toRow,
  toDetail: (r, withAccount, secretsSet) => ({ ...toRow(r, withAccount), secretsSet }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: TeamsConnectionRow) => r.accountId },
          { header: "Account Name", value: (r: TeamsConnectionRow) => r.accountName },
        ]
      : []),
    { header: "Teams Connection ID", value: (r) => r.id },
    { header: "Name", value: (r) => r.name },
    { header: "Tenant", value: (r) => r.tenantDomain },
    { header: "Region", value: (r) => r.regionId },
    { header: "Status", value: (r) => r.status },
    { header: "Licensed Users", value: (r) => r.licensedUsers },
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  exportTitles: {
    running: "Exporting Teams connections",
    ready: "Teams connections export is ready",
    failed: "Teams connections export failed",
  },
  rules: {
    maxPerAccount: (ctx, account) => ({
      max: maxTeamsConnections(ctx, account.id),
      message: "warning_max_teams_connections_reached",
    }),
    uniqueName: true,
    check(ctx, account, form, existing) {
      if (existing) {
        // The creation set these up: a change would need a new connection.
        if (form.teamsTenantId !== existing.tenant_id)
          throw badRequest("teamsTenantId: validation_teams_connection_fixed");
        if (form.regionId !== existing.region_id) throw badRequest("regionId: validation_teams_connection_fixed");
        return;
      }
      const tenant = ctx.db
        .prepare("SELECT 1 FROM teams_tenants WHERE id = ? AND account_id = ? AND deleted_at IS NULL")
        .get(form.teamsTenantId, account.id);
      if (!tenant) throw badRequest("teamsTenantId: validation_teams_tenant_choice");
      const region = ctx.db.prepare("SELECT 1 FROM regions WHERE region_id = ?").get(form.regionId);
      if (!region) throw badRequest("regionId: validation_field_invalid");
    },
  },
  afterWrite: (ctx, write) => {
    if (write.op === "create") startSetup(ctx, write.id, write);
  },
  // A connection deleted while it is being created: its progress notification goes with it.
  afterDelete: (ctx, row) => {
    if (row.status === "Provisioning") dropProgress(ctx, row as unknown as Parameters<typeof dropProgress>[1]);
  },
};
