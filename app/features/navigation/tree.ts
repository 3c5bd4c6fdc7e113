/**
 * The side navigation (docs/product.md#screens): every portal screen with its gate, in the product's
 * order. Entries whose screen is not built yet stay (so the whole product is visible here) but are
 * filtered out by `isBuilt`.
 */
import { allows, any, type RoleGate } from "./gates";
import { ROLES } from "../../../contract/roles";

export interface NavItem {
  id: string;
  /** i18n key of the label */
  labelKey: string;
  path: string;
  gate: RoleGate;
}

export interface NavGroup {
  id: string;
  labelKey: string;
  items: NavItem[];
}

export type NavEntry = NavItem | NavGroup;

/** Screens that exist in this build. A screen is added here in the same change that adds its route. */
export const BUILT_SCREENS: ReadonlySet<string> = new Set<string>([
  "/portal/dashboard",
  "/portal/landing_dashboard",
  "/portal/notifications",
  "/portal/call_history",
  "/portal/statistics",
  "/admin/calls",
  "/admin/statistics",
  "/portal/whatsapp_numbers",
  "/admin/whatsapp_numbers",
  "/admin/accounts",
  "/admin/sipConnections",
  "/admin/numbers",
  "/portal/numbers",
  "/portal/bots",
  "/admin/bots",
  "/portal/speech_services",
  "/admin/speech_services",
  "/portal/voice_translation",
  "/admin/voice_translations",
  "/portal/sip_connections",
  "/portal/teams_connections",
  "/admin/tenants",
  "/admin/teamsConnections",
  "/portal/routing",
  "/admin/routing",
  "/admin/routingGroups",
  "/portal/alarms",
  "/admin/alarms",
  "/portal/campaigns",
  "/admin/campaigns",
  "/portal/ai_framework/agents",
  "/admin/ai_framework/agents",
  "/portal/ai_framework/chat_history",
  "/admin/ai_framework/chat_history",
  "/portal/settings/billing",
  "/portal/wizards",
  "/portal/settings/my_account",
  "/portal/support_plan",
  "/portal/ai_framework/models",
  "/admin/ai_framework/models",
  "/portal/ai_framework/tools",
  "/admin/ai_framework/tools",
  "/portal/ai_framework/documents",
  "/admin/ai_framework/documents",
]);

export const isBuilt = (path: string) => BUILT_SCREENS.has(path);

export const PORTAL_NAVIGATION: readonly NavEntry[] = [
  { id: "dashboard", labelKey: "nav.dashboard", path: "/portal/dashboard", gate: any() },
  { id: "bots", labelKey: "nav.bots", path: "/portal/bots", gate: any(ROLES.BOTS_READ) },
  {
    id: "speech_services",
    labelKey: "nav.speech_services",
    path: "/portal/speech_services",
    gate: any(ROLES.BOTS_READ),
  },
  {
    id: "voice_channels",
    labelKey: "nav.voice_channels",
    items: [
      { id: "numbers", labelKey: "nav.numbers", path: "/portal/numbers", gate: any(ROLES.NUMBERS_READ) },
      {
        id: "sip_connections",
        labelKey: "nav.sip_connections",
        path: "/portal/sip_connections",
        gate: any(ROLES.SIPCONNECTIONS_READ),
      },
      {
        id: "whatsapp_numbers",
        labelKey: "nav.whatsapp_numbers",
        path: "/portal/whatsapp_numbers",
        gate: any(ROLES.SIPCONNECTIONS_READ),
      },
      {
        id: "teams_connections",
        labelKey: "nav.teams_connections",
        path: "/portal/teams_connections",
        gate: any(ROLES.TEAMS_READ),
      },
    ],
  },
  { id: "routing", labelKey: "nav.routing", path: "/portal/routing", gate: any(ROLES.ROUTINGRULES_READ) },
  {
    id: "ai_agents",
    labelKey: "nav.ai_agents",
    items: (
      ["agents", "flows", "tools", "documents", "models", "post_call_analysis", "tests", "chat_history"] as const
    ).map((e) => ({
      id: `ai_${e}`,
      labelKey: `nav.ai.${e}`,
      path: `/portal/ai_framework/${e}`,
      gate: any(ROLES.AIFRAMEWORK_READ),
    })),
  },
  {
    id: "apps",
    labelKey: "nav.apps",
    items: [
      {
        id: "voice_translation",
        labelKey: "nav.voice_translation",
        path: "/portal/voice_translation",
        gate: any(ROLES.VOICETRANSLATION_READ),
      },
      { id: "campaigns", labelKey: "nav.campaigns", path: "/portal/campaigns", gate: any(ROLES.CAMPAIGNS_READ) },
    ],
  },
  { id: "call_history", labelKey: "nav.call_history", path: "/portal/call_history", gate: any(ROLES.CALLS_READ) },
  { id: "statistics", labelKey: "nav.statistics", path: "/portal/statistics", gate: any(ROLES.STATISTICS_READ_READ) },
  { id: "alarms", labelKey: "nav.alarms", path: "/portal/alarms", gate: any(ROLES.ALARMS_READ) },
];

function isGroup(e: NavEntry): e is NavGroup {
  return "items" in e;
}

/**
 * The side navigation a user sees: entries their roles allow and whose screen exists; groups
 * that end up empty disappear.
 */
export function visibleNavigation(roles: readonly string[], built: (path: string) => boolean = isBuilt): NavEntry[] {
  const visible = (i: NavItem) => built(i.path) && allows(i.gate, roles, i.path);
  const out: NavEntry[] = [];
  for (const entry of PORTAL_NAVIGATION) {
    if (isGroup(entry)) {
      const items = entry.items.filter(visible);
      if (items.length > 0) out.push({ ...entry, items });
    } else if (visible(entry)) {
      out.push(entry);
    }
  }
  return out;
}

/** The gate of a portal path (the guard of its loader uses the same gate as its menu entry). */
export function portalGateFor(path: string): RoleGate | undefined {
  for (const entry of PORTAL_NAVIGATION) {
    if (isGroup(entry)) {
      const item = entry.items.find((i) => i.path === path);
      if (item) return item.gate;
    } else if (entry.path === path) {
      return entry.gate;
    }
  }
  return undefined;
}
