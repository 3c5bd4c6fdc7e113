/**
 * Microsoft Teams (docs/product.md#teams-tenant-and-connection "Teams tenant: domain, tenant id, license type (Hosted Essential, Hosted
 * Essential Plus, Hosted Pro), activation e-mail. Teams connection: name.", docs/product.md#endpoint-names "/teams", "/Tenant" and
 * their report generators, #timing "Teams connection creation: up to 10 minutes"; #lookup-calls "GET {teams
 * module}/TeamsConnections"). Two entities of contract/entities.ts under /teams/api: tenants
 * (/Tenant) and connections (/TeamsConnections, which is also the lookup of the statistics entity
 * picker and the dashboard: its rows keep id, name, regionId and status).
 *
 * A connection is created in the Provisioning status; the platform then runs its creation (a few
 * steps, reported on a progress notification) to Connected or Failed.
 */
import { z } from "zod";
import { TEAMS } from "../limits/teams";
import { TEAMS_LICENSE_PLANS } from "../enums/accounts";
import { entityListSpec, EntityRowBaseSchema, SecretsSetSchema, type EntityApi } from "../entities";

export const TEAMS_TENANTS_API: EntityApi = {
  base: "/teams/api",
  collection: "/Tenant",
  report: "/reports/tenants",
  rowsKey: "tenants",
};
export const TEAMS_CONNECTIONS_API: EntityApi = {
  base: "/teams/api",
  collection: "/TeamsConnections",
  report: "/reports/teams-connections",
  rowsKey: "teamsConnections",
};

/** The license types a tenant is hosted with ("None" is the enumeration's placeholder, never a choice). */
export const TEAMS_LICENSE_TYPES = TEAMS_LICENSE_PLANS.filter((p) => p !== "None") as unknown as readonly [
  "Hosted Essential",
  "Hosted Essential Plus",
  "Hosted Pro",
];
export type TeamsLicenseType = (typeof TEAMS_LICENSE_TYPES)[number];

/** A connection's statuses: created Provisioning, then Connected, or Failed (timeout, tenant removed). */
export const TEAMS_CONNECTION_STATUSES = ["Provisioning", "Connected", "Failed"] as const;
export type TeamsConnectionStatus = (typeof TEAMS_CONNECTION_STATUSES)[number];

/** A Microsoft Entra tenant id: a GUID (8-4-4-4-12 hexadecimal digits). */
export const TENANT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A DNS domain of two labels or more (contoso.com, contoso.onmicrosoft.com); labels 1-63 letters, digits or inner hyphens, a letter TLD. */
export const TENANT_DOMAIN_PATTERN = /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/** An e-mail address: one @, no spaces, a dotted domain. */
export const EMAIL_PATTERN =
  /^[^\s@"]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values as unknown as [string, ...string[]], {
    errorMap: (_issue, ctx) => ({
      message: ctx.data === undefined || ctx.data === "" ? "validation_field_required" : message,
    }),
  });
const required = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim();

/** The tenant form (create and update alike). */
export const TeamsTenantFormSchema = z.object({
  domain: required("validation_teams_domain")
    .max(TEAMS.TENANT_DOMAIN_MAX, "validation_teams_domain")
    .regex(TENANT_DOMAIN_PATTERN, "validation_teams_domain")
    .transform((v) => v.toLowerCase()),
  tenantId: required("validation_teams_tenant_id")
    .regex(TENANT_ID_PATTERN, "validation_teams_tenant_id")
    .transform((v) => v.toLowerCase()),
  licenseType: choice(TEAMS_LICENSE_TYPES, "validation_teams_license_type"),
  activationEmail: required("validation_email_required")
    .max(TEAMS.ACTIVATION_EMAIL_MAX, "validation_email_required")
    .regex(EMAIL_PATTERN, "validation_email_required"),
});
export type TeamsTenantForm = z.infer<typeof TeamsTenantFormSchema>;
/** The store's form signature (tenants hold no secrets). */
export const teamsTenantFormSchema = (_secretsSet: readonly string[] = []) => TeamsTenantFormSchema;

export const TeamsTenantRowSchema = EntityRowBaseSchema.extend({
  domain: z.string(),
  tenantId: z.string(),
  licenseType: z.string(),
  activationEmail: z.string().nullable(),
  /** Live connections of the tenant. */
  connections: z.number().int().nonnegative(),
});
export type TeamsTenantRow = z.infer<typeof TeamsTenantRowSchema>;

export const TeamsTenantDetailSchema = TeamsTenantRowSchema.extend({ secretsSet: SecretsSetSchema });
export type TeamsTenantDetail = z.infer<typeof TeamsTenantDetailSchema>;

export const TEAMS_TENANTS_LIST_SPEC = entityListSpec({
  domain: { type: "string", sortable: true, ops: ["=", "~"] },
  tenantId: { type: "string", ops: ["="] },
  licenseType: { type: "enum", values: TEAMS_LICENSE_TYPES, sortable: true },
  activationEmail: { type: "string", sortable: true, filterable: false },
  connections: { type: "number", sortable: true, filterable: false },
});

/**
 * The connection form. On update the tenant and the region stay what the creation set up (the
 * platform refuses a change on their fields): only the name changes.
 */
export const TeamsConnectionFormSchema = z.object({
  name: required("validation_teams_connection_name")
    .min(1, "validation_teams_connection_name")
    .max(TEAMS.CONNECTION_NAME_MAX, "validation_teams_connection_name"),
  teamsTenantId: required("validation_teams_tenant_choice").min(1, "validation_teams_tenant_choice"),
  regionId: required("validation_field_required").min(1, "validation_field_required"),
});
export type TeamsConnectionForm = z.infer<typeof TeamsConnectionFormSchema>;
export const teamsConnectionFormSchema = (_secretsSet: readonly string[] = []) => TeamsConnectionFormSchema;

export const TeamsConnectionRowSchema = EntityRowBaseSchema.extend({
  regionId: z.string().nullable(),
  status: z.string(),
  teamsTenantId: z.string().nullable(),
  tenantDomain: z.string().nullable(),
  licensedUsers: z.number().int().nonnegative(),
  /** Provisioning: the percent of the creation done. */
  progress: z.number().int().min(0).max(100).nullable(),
  /** Failed: why (a message key). */
  error: z.string().nullable(),
});
export type TeamsConnectionRow = z.infer<typeof TeamsConnectionRowSchema>;

export const TeamsConnectionDetailSchema = TeamsConnectionRowSchema.extend({ secretsSet: SecretsSetSchema });
export type TeamsConnectionDetail = z.infer<typeof TeamsConnectionDetailSchema>;

export const TEAMS_CONNECTIONS_LIST_SPEC = entityListSpec({
  regionId: { type: "string", ops: ["="], sortable: true },
  status: { type: "enum", values: TEAMS_CONNECTION_STATUSES, sortable: true },
  teamsTenantId: { type: "string", ops: ["="] },
  tenantDomain: { type: "string", sortable: true, filterable: false },
  licensedUsers: { type: "number", sortable: true, filterable: false },
});

/** PUT {teams}/TeamsOnlyMode: the account's Teams-only mode (an owner turns it off from the Teams page). */
export const TEAMS_ONLY_MODE_PATH = "/teams/api/TeamsOnlyMode";
export const TeamsOnlyModeSchema = z.object({ enabled: z.boolean() });
