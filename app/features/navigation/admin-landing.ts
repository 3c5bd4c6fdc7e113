/** The admin landing order and the admin side navigation (docs/product.md#admin-landing). */
import { ROLES } from "../../../contract/roles";
import { allows, any, type RoleGate } from "./gates";
import { isBuilt, type NavItem } from "./tree";

/** Admin landing order (docs/product.md#admin-landing "Admin landing"): the first page the roles allow wins. */
export const ADMIN_LANDING_ORDER: readonly NavItem[] = [
  { id: "accounts", labelKey: "nav.admin.accounts", path: "/admin/accounts", gate: any(ROLES.ADMIN_ACCOUNTS_READ) },
  { id: "bots", labelKey: "nav.bots", path: "/admin/bots", gate: any(ROLES.BOTS_READ) },
  {
    id: "speech_services",
    labelKey: "nav.speech_services",
    path: "/admin/speech_services",
    gate: any(ROLES.BOTS_READ),
  },
  { id: "numbers", labelKey: "nav.numbers", path: "/admin/numbers", gate: any(ROLES.NUMBERS_READ) },
  {
    id: "sip_connections",
    labelKey: "nav.sip_connections",
    path: "/admin/sipConnections",
    gate: any(ROLES.SIPCONNECTIONS_READ),
  },
  {
    id: "whatsapp_numbers",
    labelKey: "nav.whatsapp_numbers",
    path: "/admin/whatsapp_numbers",
    gate: any(ROLES.SIPCONNECTIONS_READ),
  },
  { id: "tenants", labelKey: "nav.admin.tenants", path: "/admin/tenants", gate: any(ROLES.TEAMS_READ) },
  {
    id: "teams_connections",
    labelKey: "nav.teams_connections",
    path: "/admin/teamsConnections",
    gate: any(ROLES.TEAMS_READ),
  },
  { id: "routing", labelKey: "nav.routing", path: "/admin/routing", gate: any(ROLES.ROUTINGRULES_READ) },
  {
    id: "routing_groups",
    labelKey: "nav.admin.routing_groups",
    path: "/admin/routingGroups",
    gate: any(ROLES.ROUTINGRULES_READ),
  },
  { id: "campaigns", labelKey: "nav.campaigns", path: "/admin/campaigns", gate: any(ROLES.CAMPAIGNS_READ) },
  {
    id: "voice_translation",
    labelKey: "nav.voice_translation",
    path: "/admin/voice_translations",
    gate: any(ROLES.VOICETRANSLATION_READ),
  },
  // Models are not in the spec's landing order; they sit beside documents in the admin navigation, and
  // never change where /admin/dashboard lands (their gate is the agents', which come first).
  ...(["agents", "tools", "documents", "models", "post_call_analysis", "tests", "chat_history"] as const).map((e) => ({
    id: `ai_${e}`,
    labelKey: `nav.ai.${e}`,
    path: `/admin/ai_framework/${e}`,
    gate: any(ROLES.AIFRAMEWORK_READ),
  })),
  { id: "calls", labelKey: "nav.admin.calls", path: "/admin/calls", gate: any(ROLES.CALLS_READ) },
  {
    id: "billing_history",
    labelKey: "nav.admin.billing_history",
    path: "/admin/billingHistory",
    gate: any(ROLES.ADMIN_BILLINGHISTORY_READ),
  },
  { id: "statistics", labelKey: "nav.statistics", path: "/admin/statistics", gate: any(ROLES.STATISTICS_READ_READ) },
  { id: "alarms", labelKey: "nav.alarms", path: "/admin/alarms", gate: any(ROLES.ALARMS_READ) },
  {
    id: "azure_consumptions",
    labelKey: "nav.admin.azure_consumptions",
    path: "/admin/azureConsumptions",
    gate: any(ROLES.ADMIN_AZURECONSUMPTION_READ),
  },
  {
    id: "system_settings",
    labelKey: "nav.admin.system_settings",
    path: "/admin/systemSettings",
    gate: any(ROLES.ADMIN_SYSTEMSETTINGS_READ),
  },
];

/** Admin pages a user may open, in landing order (the admin side navigation). */
export function visibleAdminNavigation(
  roles: readonly string[],
  built: (path: string) => boolean = isBuilt,
): NavItem[] {
  return ADMIN_LANDING_ORDER.filter((i) => built(i.path) && allows(i.gate, roles));
}

/** Where /admin/dashboard sends the user; null means no admin permissions. */
export function adminLandingPath(roles: readonly string[], built: (path: string) => boolean = isBuilt): string | null {
  if (!roles.includes(ROLES.ADMIN)) return null;
  return visibleAdminNavigation(roles, built)[0]?.path ?? null;
}

/** The gate of an admin path (its loader guard), always including the admin role itself. */
export function adminGateFor(path: string): RoleGate | undefined {
  return ADMIN_LANDING_ORDER.find((i) => path === i.path || path.startsWith(`${i.path}/`))?.gate;
}
