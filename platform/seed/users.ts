import { ADMIN_ROLES, IAM_ADMIN_ROLES, OWNER_ROLES, ROLES } from "../../contract/roles";

/** The four demo users of DESIGN.md ("Demo users"); printed by the seed CLI and `npm start`. */
export const DEMO_USERS = [
  { email: "admin@example.com", password: "Admin#2026x", description: "administrator with every admin role" },
  {
    email: "owner@example.com",
    password: "Owner#2026x",
    description: 'owner of "Acme Voice" (Essential, prepaid), every customer role',
  },
  { email: "trial@example.com", password: "Trial#2026x", description: "owner of a Trial account" },
  {
    email: "viewer@example.com",
    password: "Viewer#2026x",
    description: 'member of "Acme Voice" with only LIVEHUB_CALLS_READ and LIVEHUB_STATISTICS_READ_READ',
  },
] as const;

/**
 * The administrator holds every admin role, the identity-admin roles, and every customer read
 * role, so each admin page of the landing order is reachable; plus the update roles the admin
 * dialogs need (docs/product.md#admin-only-actions "Admin-only actions": the SIP call-limit profile, SBC override and charge;
 * the manual number; deleting a Teams tenant; managing routing groups).
 */
export const DEMO_ADMIN_ROLES: readonly string[] = [
  ...ADMIN_ROLES,
  ...IAM_ADMIN_ROLES,
  ...OWNER_ROLES.filter((r) => r.endsWith("_READ") && !IAM_ADMIN_ROLES.includes(r)),
  ROLES.SIPCONNECTIONS_UPDATE,
  ROLES.NUMBERS_UPDATE,
  // docs/product.md#admin-only-actions "Admin-only actions: ... delete Teams tenant".
  ROLES.TEAMS_DELETE,
  // Routing groups are managed by administrators (docs/product.md#routing; /admin/routingGroups).
  ROLES.ROUTINGRULES_CREATE,
  ROLES.ROUTINGRULES_UPDATE,
  ROLES.ROUTINGRULES_DELETE,
];

export const DEMO_VIEWER_ROLES: readonly string[] = [ROLES.CALLS_READ, ROLES.STATISTICS_READ_READ];

/**
 * The demo owner's roles in "Globex Contact Centers" (docs/product.md#header "switch account": the accounts this user
 * belongs to): a member who reads everything there and changes nothing.
 */
export const DEMO_MEMBER_ROLES: readonly string[] = OWNER_ROLES.filter(
  (r) => r.endsWith("_READ") && !IAM_ADMIN_ROLES.includes(r),
);

/** Renders the demo users as an aligned text table for the console. */
export function demoUsersTable(): string {
  const rows = [["e-mail", "password", "what"], ...DEMO_USERS.map((u) => [u.email, u.password, u.description])];
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => `  ${r[0].padEnd(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2]}`).join("\n");
}
