/**
 * Role names as they travel in the access token's `role` claim. The spec writes them both as a
 * hierarchy (LIVEHUB/ADMIN, ADMIN/ACCOUNTS/READ) and as the console's constants (LIVEHUB_ prefix,
 * underscore form); the claim carries the constant form so a check is a plain string compare.
 */
const crud = <E extends string>(e: E) =>
  ({
    [`${e}_CREATE`]: `LIVEHUB_${e}_CREATE`,
    [`${e}_READ`]: `LIVEHUB_${e}_READ`,
    [`${e}_UPDATE`]: `LIVEHUB_${e}_UPDATE`,
    [`${e}_DELETE`]: `LIVEHUB_${e}_DELETE`,
  }) as Record<`${E}_${"CREATE" | "READ" | "UPDATE" | "DELETE"}`, string>;

export const ROLES = {
  // Administration
  ADMIN: "LIVEHUB_ADMIN",
  ADMIN_BILLING: "LIVEHUB_ADMIN_BILLING",
  ADMIN_ACCOUNTS_READ: "LIVEHUB_ADMIN_ACCOUNTS_READ",
  ADMIN_ACCOUNTS_UPDATE: "LIVEHUB_ADMIN_ACCOUNTS_UPDATE",
  ADMIN_ACCOUNTS_DELETE: "LIVEHUB_ADMIN_ACCOUNTS_DELETE",
  ADMIN_SYSTEMSETTINGS_READ: "LIVEHUB_ADMIN_SYSTEMSETTINGS_READ",
  ADMIN_SYSTEMSETTINGS_UPDATE: "LIVEHUB_ADMIN_SYSTEMSETTINGS_UPDATE",
  ADMIN_BILLINGHISTORY_READ: "LIVEHUB_ADMIN_BILLINGHISTORY_READ",
  ADMIN_AZURECONSUMPTION_READ: "LIVEHUB_ADMIN_AZURECONSUMPTION_READ",
  // Account
  ACCOUNTS_ACTIONS_ADDCREDIT: "LIVEHUB_ACCOUNTS_ACTIONS_ADDCREDIT",
  ACCOUNTS_DELETE: "LIVEHUB_ACCOUNTS_DELETE",
  // Resources with create/read/update/delete
  ...crud("BOTS"),
  ...crud("NUMBERS"),
  ...crud("SIPCONNECTIONS"),
  ...crud("TEAMS"),
  ...crud("ROUTINGRULES"),
  ...crud("CAMPAIGNS"),
  ...crud("VOICETRANSLATION"),
  ...crud("AIFRAMEWORK"),
  // Read and delete only
  CALLS_READ: "LIVEHUB_CALLS_READ",
  CALLS_DELETE: "LIVEHUB_CALLS_DELETE",
  ALARMS_READ: "LIVEHUB_ALARMS_READ",
  ALARMS_DELETE: "LIVEHUB_ALARMS_DELETE",
  ALARMS_THRESHOLDS_READ: "LIVEHUB_ALARMS_THRESHOLDS_READ",
  ALARMS_THRESHOLDS_UPDATE: "LIVEHUB_ALARMS_THRESHOLDS_UPDATE",
  CALLTRANSCRIPT_READ: "LIVEHUB_CALLTRANSCRIPT_READ",
  CALLTRANSCRIPT_DELETE: "LIVEHUB_CALLTRANSCRIPT_DELETE",
  CALLRECORDING_READ: "LIVEHUB_CALLRECORDING_READ",
  CALLRECORDING_DELETE: "LIVEHUB_CALLRECORDING_DELETE",
  // Single actions and areas
  BOTS_ACTIONS_DIALOUT: "LIVEHUB_BOTS_ACTIONS_DIALOUT",
  ACTIONS_GENERATECODE: "LIVEHUB_ACTIONS_GENERATECODE",
  BILLING_READ: "LIVEHUB_BILLING_READ",
  SETTINGS_READ: "LIVEHUB_SETTINGS_READ",
  SETTINGS_UPDATE: "LIVEHUB_SETTINGS_UPDATE",
  STATISTICS_READ_READ: "LIVEHUB_STATISTICS_READ_READ", // sic: the spec's name
  EXPERIMENTAL: "LIVEHUB_EXPERIMENTAL",
  UCAAS_USER: "LIVEHUB_UCAAS_USER",
  // Identity-service administration
  IAM_ACCOUNTS_MANAGE: "IAM_ACCOUNTS_MANAGE",
  IAM_ACCOUNTS_VIEW: "IAM_ACCOUNTS_VIEW",
  IAM_APPLICATIONS_MANAGE: "IAM_APPLICATIONS_MANAGE",
  IAM_APPLICATIONS_VIEW: "IAM_APPLICATIONS_VIEW",
  IAM_IDENTITIES_MANAGE: "IAM_IDENTITIES_MANAGE",
  IAM_IDENTITIES_VIEW: "IAM_IDENTITIES_VIEW",
  IAM_USERGROUPS_MANAGE: "IAM_USERGROUPS_MANAGE",
  IAM_USERGROUPS_VIEW: "IAM_USERGROUPS_VIEW",
} as const;

export type RoleKey = keyof typeof ROLES;
export type Role = (typeof ROLES)[RoleKey];
export const ALL_ROLES: readonly string[] = Object.values(ROLES);

export const ADMIN_ROLES: readonly string[] = [
  ROLES.ADMIN,
  ROLES.ADMIN_BILLING,
  ROLES.ADMIN_ACCOUNTS_READ,
  ROLES.ADMIN_ACCOUNTS_UPDATE,
  ROLES.ADMIN_ACCOUNTS_DELETE,
  ROLES.ADMIN_SYSTEMSETTINGS_READ,
  ROLES.ADMIN_SYSTEMSETTINGS_UPDATE,
  ROLES.ADMIN_BILLINGHISTORY_READ,
  ROLES.ADMIN_AZURECONSUMPTION_READ,
];

export const IAM_ADMIN_ROLES: readonly string[] = [
  ROLES.IAM_ACCOUNTS_MANAGE,
  ROLES.IAM_ACCOUNTS_VIEW,
  ROLES.IAM_APPLICATIONS_MANAGE,
  ROLES.IAM_APPLICATIONS_VIEW,
  ROLES.IAM_IDENTITIES_MANAGE,
  ROLES.IAM_IDENTITIES_VIEW,
  ROLES.IAM_USERGROUPS_MANAGE,
  ROLES.IAM_USERGROUPS_VIEW,
];

/** Every role an account owner holds: all customer roles, no admin and no UCaaS restriction. */
export const OWNER_ROLES: readonly string[] = ALL_ROLES.filter(
  (r) => !ADMIN_ROLES.includes(r) && r !== ROLES.UCAAS_USER && r !== ROLES.EXPERIMENTAL,
);

export type RoleMatch = "any" | "all";

/** The one role check: does `held` satisfy `required` (any of them, or all of them)? */
export function hasRoles(held: readonly string[], required: readonly string[], match: RoleMatch = "any"): boolean {
  if (required.length === 0) return true;
  return match === "all" ? required.every((r) => held.includes(r)) : required.some((r) => held.includes(r));
}

/** A platform administrator: may use admin endpoints and read any account. */
export function isPlatformAdmin(held: readonly string[]): boolean {
  return held.includes(ROLES.ADMIN);
}
