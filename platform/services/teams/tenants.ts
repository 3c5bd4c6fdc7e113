/**
 * Teams tenants as an entity of the generic store (ADR 010; docs/product.md#teams-tenant-and-connection "Teams tenant: domain, tenant id,
 * license type (Hosted Essential, Hosted Essential Plus, Hosted Pro), activation e-mail", docs/product.md#admin-only-actions "Admin-only
 * actions: ... delete Teams tenant", docs/product.md#endpoint-names "/Tenant"): the Teams roles; customers create, read and update
 * their tenants, administrators delete them (any account's). The list's name is the domain. A domain
 * and a tenant id are each one tenant of the account. Deleting a tenant fails the creations of its
 * connections still running (platform/services/teams/provisioning.ts).
 */
import { TEAMS } from "../../../contract/limits/teams";
import { ROLES } from "../../../contract/roles";
import {
  TEAMS_TENANTS_API,
  TEAMS_TENANTS_LIST_SPEC,
  teamsTenantFormSchema,
  type TeamsTenantDetail,
  type TeamsTenantForm,
  type TeamsTenantRow,
} from "../../../contract/wire/teams";
import { baseRow, type DbRow, type EntityDefinition } from "../../entities/definition";
import { badRequest } from "../../http/errors";
import { failSetup } from "./provisioning";

const CONNECTIONS_OF = "(SELECT COUNT(*) FROM teams_connections c WHERE c.tenant_id = t.id AND c.deleted_at IS NULL)";

function toRow(r: DbRow, withAccount: boolean): TeamsTenantRow {
  return {
    ...baseRow(r, withAccount),
    domain: String(r.domain),
    tenantId: String(r.tenant_id),
    licenseType: String(r.license_type),
    activationEmail: (r.activation_email as string | null) ?? null,
    connections: Number(r.connections ?? 0),
  };
}

export const TEAMS_TENANTS_ENTITY: EntityDefinition<TeamsTenantForm, TeamsTenantRow, TeamsTenantDetail> = {
  key: "teams-tenants",
  api: TEAMS_TENANTS_API,
  listSpec: TEAMS_TENANTS_LIST_SPEC,
  table: "teams_tenants",
  roles: {
    read: [ROLES.TEAMS_READ],
    create: [ROLES.TEAMS_CREATE],
    update: [ROLES.TEAMS_UPDATE],
    delete: [ROLES.TEAMS_DELETE],
  },
  deleteScope: "admin",
  fields: {
    domain: "t.domain",
    tenantId: "t.tenant_id",
    licenseType: "t.license_type",
    activationEmail: "t.activation_email",
    connections: CONNECTIONS_OF,
  },
  search: ["t.domain", "t.tenant_id", "t.activation_email", "a.name"],
  select: `${CONNECTIONS_OF} AS connections`,
  form: teamsTenantFormSchema,
  secrets: [],
  secretsInUse: () => [],
  columns: (form) => ({
    domain: form.domain,
    tenant_id: form.tenantId,
    license_type: form.licenseType,
    activation_email: form.activationEmail,
  }),
  toRow,
  toDetail: (r, withAccount, secretsSet) => ({ ...toRow(r, withAccount), secretsSet }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: TeamsTenantRow) => r.accountId },
          { header: "Account Name", value: (r: TeamsTenantRow) => r.accountName },
        ]
      : []),
    { header: "Tenant Record ID", value: (r) => r.id },
    { header: "Domain", value: (r) => r.domain },
    { header: "Tenant ID", value: (r) => r.tenantId },
    { header: "License Type", value: (r) => r.licenseType },
    { header: "Activation E-mail", value: (r) => r.activationEmail },
    { header: "Connections", value: (r) => r.connections },
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  exportTitles: {
    running: "Exporting Teams tenants",
    ready: "Teams tenants export is ready",
    failed: "Teams tenants export failed",
  },
  rules: {
    maxPerAccount: () => ({ max: TEAMS.TENANTS_PER_ACCOUNT, message: "warning_max_teams_tenants_reached" }),
    // The name is the domain: its uniqueness is checked below, with its own message.
    uniqueName: false,
    check(ctx, account, form, existing) {
      const clash = (column: string, value: string) =>
        ctx.db
          .prepare(
            `SELECT 1 FROM teams_tenants WHERE account_id = ? AND deleted_at IS NULL AND ${column} = ? COLLATE NOCASE AND id <> ?`,
          )
          .get(account.id, value, existing?.id ?? "");
      if (clash("domain", form.domain)) throw badRequest("domain: validation_teams_domain_unique");
      if (clash("tenant_id", form.tenantId)) throw badRequest("tenantId: validation_teams_tenant_id_unique");
    },
  },
  afterDelete(ctx, row) {
    // Connections still being created cannot finish without their tenant.
    const running = ctx.db
      .prepare(
        "SELECT id, account_id, name, setup_user_id, setup_notification_id FROM teams_connections WHERE tenant_id = ? AND status = 'Provisioning' AND deleted_at IS NULL",
      )
      .all(row.id) as {
      id: string;
      account_id: string;
      name: string;
      setup_user_id: string | null;
      setup_notification_id: string | null;
    }[];
    for (const c of running) failSetup(ctx, c, "error_teams_setup_tenant_removed");
  },
};
