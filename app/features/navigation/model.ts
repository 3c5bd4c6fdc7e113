/**
 * The navigation model: every portal and admin screen of the spec with its role gate, in one
 * place. The side navigation, the avatar menu, the admin landing redirect and the route guards
 * all read it, so a gate is written once. Entries whose screen is not built yet stay in the
 * model (so the spec is visible here) but are filtered out by `isBuilt`.
 */
import { hasRoles, ROLES, type RoleMatch } from "../../../contract/roles";
import { PORTAL_SCREENS } from "./screens";

export interface RoleGate {
  roles: readonly string[];
  match: RoleMatch;
}

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

const any = (...roles: string[]): RoleGate => ({ roles, match: "any" });
const all = (...roles: string[]): RoleGate => ({ roles, match: "all" });

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
  "/portal/settings/billing",
  "/portal/wizards",
  "/portal/settings/my_account",
  "/portal/support_plan",
]);

export const isBuilt = (path: string) => BUILT_SCREENS.has(path);

/** Any role ending in _READ: the spec shows the dashboard to users with any read role. */
export function hasAnyReadRole(roles: readonly string[]): boolean {
  return roles.some((r) => r.endsWith("_READ"));
}

export const PORTAL_NAVIGATION: readonly NavEntry[] = [
  { id: "dashboard", labelKey: "nav.dashboard", path: "/portal/dashboard", gate: any() },
  { id: "bots", labelKey: "nav.bots", path: "/portal/bots", gate: any(ROLES.BOTS_READ) },
  { id: "speech_services", labelKey: "nav.speech_services", path: "/portal/speech_services", gate: any(ROLES.BOTS_READ) },
  {
    id: "voice_channels",
    labelKey: "nav.voice_channels",
    items: [
      { id: "numbers", labelKey: "nav.numbers", path: "/portal/numbers", gate: any(ROLES.NUMBERS_READ) },
      { id: "sip_connections", labelKey: "nav.sip_connections", path: "/portal/sip_connections", gate: any(ROLES.SIPCONNECTIONS_READ) },
      { id: "whatsapp_numbers", labelKey: "nav.whatsapp_numbers", path: "/portal/whatsapp_numbers", gate: any(ROLES.SIPCONNECTIONS_READ) },
      { id: "teams_connections", labelKey: "nav.teams_connections", path: "/portal/teams_connections", gate: any(ROLES.TEAMS_READ) },
    ],
  },
  { id: "routing", labelKey: "nav.routing", path: "/portal/routing", gate: any(ROLES.ROUTINGRULES_READ) },
  {
    id: "ai_agents",
    labelKey: "nav.ai_agents",
    items: (["agents", "flows", "tools", "documents", "models", "post_call_analysis", "tests", "chat_history"] as const).map((e) => ({
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
      { id: "voice_translation", labelKey: "nav.voice_translation", path: "/portal/voice_translation", gate: any(ROLES.VOICETRANSLATION_READ) },
      { id: "campaigns", labelKey: "nav.campaigns", path: "/portal/campaigns", gate: any(ROLES.CAMPAIGNS_READ) },
    ],
  },
  { id: "call_history", labelKey: "nav.call_history", path: "/portal/call_history", gate: any(ROLES.CALLS_READ) },
  { id: "statistics", labelKey: "nav.statistics", path: "/portal/statistics", gate: any(ROLES.STATISTICS_READ_READ) },
  { id: "alarms", labelKey: "nav.alarms", path: "/portal/alarms", gate: any(ROLES.ALARMS_READ) },
];

/** Gates of the header and avatar menu (spec 000 §6). */
export const ACCOUNT_GATES = {
  /** Billing link and wallet button need billing read together with add-credit. */
  billing: all(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
  myAccount: any(ROLES.SETTINGS_READ),
  supportPlans: any(ROLES.SETTINGS_READ, ROLES.SETTINGS_UPDATE),
} as const;

export function allows(gate: RoleGate, roles: readonly string[], path?: string): boolean {
  if (path === "/portal/dashboard") return hasAnyReadRole(roles);
  return hasRoles(roles, gate.roles, gate.match);
}

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

/** Admin landing order (spec 001 §4 "Admin landing"): the first page the roles allow wins. */
export const ADMIN_LANDING_ORDER: readonly NavItem[] = [
  { id: "accounts", labelKey: "nav.admin.accounts", path: "/admin/accounts", gate: any(ROLES.ADMIN_ACCOUNTS_READ) },
  { id: "bots", labelKey: "nav.bots", path: "/admin/bots", gate: any(ROLES.BOTS_READ) },
  { id: "speech_services", labelKey: "nav.speech_services", path: "/admin/speech_services", gate: any(ROLES.BOTS_READ) },
  { id: "numbers", labelKey: "nav.numbers", path: "/admin/numbers", gate: any(ROLES.NUMBERS_READ) },
  { id: "sip_connections", labelKey: "nav.sip_connections", path: "/admin/sipConnections", gate: any(ROLES.SIPCONNECTIONS_READ) },
  { id: "whatsapp_numbers", labelKey: "nav.whatsapp_numbers", path: "/admin/whatsapp_numbers", gate: any(ROLES.SIPCONNECTIONS_READ) },
  { id: "tenants", labelKey: "nav.admin.tenants", path: "/admin/tenants", gate: any(ROLES.TEAMS_READ) },
  { id: "teams_connections", labelKey: "nav.teams_connections", path: "/admin/teamsConnections", gate: any(ROLES.TEAMS_READ) },
  { id: "routing", labelKey: "nav.routing", path: "/admin/routing", gate: any(ROLES.ROUTINGRULES_READ) },
  { id: "routing_groups", labelKey: "nav.admin.routing_groups", path: "/admin/routingGroups", gate: any(ROLES.ROUTINGRULES_READ) },
  { id: "campaigns", labelKey: "nav.campaigns", path: "/admin/campaigns", gate: any(ROLES.CAMPAIGNS_READ) },
  { id: "voice_translation", labelKey: "nav.voice_translation", path: "/admin/voice_translations", gate: any(ROLES.VOICETRANSLATION_READ) },
  ...(["agents", "tools", "documents", "post_call_analysis", "tests", "chat_history"] as const).map((e) => ({
    id: `ai_${e}`,
    labelKey: `nav.ai.${e}`,
    path: `/admin/ai_framework/${e}`,
    gate: any(ROLES.AIFRAMEWORK_READ),
  })),
  { id: "calls", labelKey: "nav.admin.calls", path: "/admin/calls", gate: any(ROLES.CALLS_READ) },
  { id: "billing_history", labelKey: "nav.admin.billing_history", path: "/admin/billingHistory", gate: any(ROLES.ADMIN_BILLINGHISTORY_READ) },
  { id: "statistics", labelKey: "nav.statistics", path: "/admin/statistics", gate: any(ROLES.STATISTICS_READ_READ) },
  { id: "alarms", labelKey: "nav.alarms", path: "/admin/alarms", gate: any(ROLES.ALARMS_READ) },
  { id: "azure_consumptions", labelKey: "nav.admin.azure_consumptions", path: "/admin/azureConsumptions", gate: any(ROLES.ADMIN_AZURECONSUMPTION_READ) },
  { id: "system_settings", labelKey: "nav.admin.system_settings", path: "/admin/systemSettings", gate: any(ROLES.ADMIN_SYSTEMSETTINGS_READ) },
];

/** Admin pages a user may open, in landing order (the admin side navigation). */
export function visibleAdminNavigation(roles: readonly string[], built: (path: string) => boolean = isBuilt): NavItem[] {
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

/**
 * Gates of actions inside a screen, on top of the screen's own gate (spec 001 §6: WhatsApp view and
 * delete need LIVEHUB_TEAMS_READ and LIVEHUB_TEAMS_DELETE; creating and editing need the SIP
 * connection create/update roles; the money dialogs the admin billing role). The first pattern that
 * matches a path is its gate; the layouts check it before drawing the shell, and so do the routes.
 */
export const WHATSAPP_ACTION_GATES = {
  create: any(ROLES.SIPCONNECTIONS_CREATE),
  edit: any(ROLES.SIPCONNECTIONS_UPDATE),
  delete: any(ROLES.TEAMS_DELETE),
  view: any(ROLES.TEAMS_READ),
} as const;
export const MONEY_ACTION_GATE = any(ROLES.ADMIN_BILLING);

/** An entity's dialogs (000 §6 "Create, read, update, delete exist for BOTS, NUMBERS, ..."): /new, /<id>, /<id>/edit, /<id>/delete. */
function crudGates(create: string, read: string, update: string, remove: string) {
  return { create: any(create), view: any(read), edit: any(update), delete: any(remove) } as const;
}
/**
 * The entity screens' dialog gates by portal path. Speech services sit under the bots roles (000 §6
 * "BOTS_READ (bots, speech services, dashboard)").
 */
export const ENTITY_ACTION_GATES = {
  "/portal/bots": crudGates(ROLES.BOTS_CREATE, ROLES.BOTS_READ, ROLES.BOTS_UPDATE, ROLES.BOTS_DELETE),
  "/portal/speech_services": crudGates(ROLES.BOTS_CREATE, ROLES.BOTS_READ, ROLES.BOTS_UPDATE, ROLES.BOTS_DELETE),
  "/portal/voice_translation": crudGates(ROLES.VOICETRANSLATION_CREATE, ROLES.VOICETRANSLATION_READ, ROLES.VOICETRANSLATION_UPDATE, ROLES.VOICETRANSLATION_DELETE),
  "/portal/sip_connections": crudGates(ROLES.SIPCONNECTIONS_CREATE, ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_UPDATE, ROLES.SIPCONNECTIONS_DELETE),
  "/portal/teams_connections": crudGates(ROLES.TEAMS_CREATE, ROLES.TEAMS_READ, ROLES.TEAMS_UPDATE, ROLES.TEAMS_DELETE),
  // The account's tenants, a screen under the Teams page. Customers never delete a tenant (000 §6
  // "Admin-only actions: ... delete Teams tenant"): that is the admin screen's, TEAMS_TENANT_ADMIN_DELETE_GATE.
  "/portal/teams_connections/tenants": { create: any(ROLES.TEAMS_CREATE), view: any(ROLES.TEAMS_READ), edit: any(ROLES.TEAMS_UPDATE), delete: all(ROLES.ADMIN, ROLES.TEAMS_DELETE) },
  "/portal/numbers": crudGates(ROLES.NUMBERS_CREATE, ROLES.NUMBERS_READ, ROLES.NUMBERS_UPDATE, ROLES.NUMBERS_DELETE),
  // The rule tester (/portal/routing/tester) is a read: it takes the view pattern's gate.
  "/portal/routing": crudGates(ROLES.ROUTINGRULES_CREATE, ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_UPDATE, ROLES.ROUTINGRULES_DELETE),
  // The thresholds, a screen under the alarms' path (before the alarms: their paths are longer). 000 §6
  // "ALARMS/THRESHOLDS also update": the update role creates, edits and deletes them.
  "/portal/alarms/thresholds": {
    create: any(ROLES.ALARMS_THRESHOLDS_UPDATE),
    view: any(ROLES.ALARMS_THRESHOLDS_READ),
    edit: any(ROLES.ALARMS_THRESHOLDS_UPDATE),
    delete: any(ROLES.ALARMS_THRESHOLDS_UPDATE),
  },
  // 000 §6 "Read and delete for ... ALARMS": the platform raises them, so there is no create or edit.
  "/portal/alarms": { view: any(ROLES.ALARMS_READ), delete: any(ROLES.ALARMS_DELETE) },
  "/portal/campaigns": crudGates(ROLES.CAMPAIGNS_CREATE, ROLES.CAMPAIGNS_READ, ROLES.CAMPAIGNS_UPDATE, ROLES.CAMPAIGNS_DELETE),
} as const satisfies Record<string, { view: RoleGate; delete: RoleGate; create?: RoleGate; edit?: RoleGate }>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An entity without a create or an edit (alarms) has no such dialog paths: /new is then a record id, refused by the platform. */
function entityActionPatterns(): { pattern: RegExp; gate: RoleGate }[] {
  return Object.entries(ENTITY_ACTION_GATES).flatMap(([path, gates]: [string, { view: RoleGate; delete: RoleGate; create?: RoleGate; edit?: RoleGate }]) => {
    const base = escapeRegExp(path);
    return [
      gates.create && { pattern: new RegExp(`^${base}/new$`), gate: gates.create },
      gates.edit && { pattern: new RegExp(`^${base}/[^/]+/edit$`), gate: gates.edit },
      { pattern: new RegExp(`^${base}/[^/]+/delete$`), gate: gates.delete },
      { pattern: new RegExp(`^${base}/[^/]+$`), gate: gates.view },
    ].filter((p): p is { pattern: RegExp; gate: RoleGate } => Boolean(p));
  });
}
/** The per-client DNS verification toggle (000 §4, §7 EnableDNSVerification): the platform needs the same role. */
export const DNS_VERIFICATION_ACTION_GATE = any(ROLES.ADMIN_ACCOUNTS_UPDATE);
/** The admin SIP dialogs (call-limit profile, SBC override, SIP charge): the platform needs the same role. */
export const SIP_ADMIN_ACTION_GATE = any(ROLES.SIPCONNECTIONS_UPDATE);
/** Deleting a Teams tenant (000 §6 admin-only): the Teams delete role on the admin screen, which the platform requires too. */
export const TEAMS_TENANT_ADMIN_DELETE_GATE = any(ROLES.TEAMS_DELETE);
/**
 * Routing groups are managed by administrators (the admin screen's create, edit and delete; the
 * platform's adminWrites requires the admin role and the same ROUTINGRULES roles).
 */
export const ROUTING_GROUPS_ADMIN_GATES = crudGates(ROLES.ROUTINGRULES_CREATE, ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_UPDATE, ROLES.ROUTINGRULES_DELETE);
/** The manual number: the numbers update role, which the platform requires too. */
export const MANUAL_NUMBER_ACTION_GATE = any(ROLES.NUMBERS_UPDATE);
/** Buying numbers (/portal/numbers/buy...): on the numbers screen's read gate, the numbers create role (000 §6). */
export const NUMBER_BUY_ACTION_GATE = any(ROLES.NUMBERS_CREATE);
/**
 * The launch wizards (/portal/wizards...; 000 §2 "A launch-wizard button sits at the bottom"): every
 * wizard ends by creating a routing rule and its success shows /portal/routing, so the routing read
 * and create roles; each step's own entity gates (create, or read to pick) apply on top.
 */
export const WIZARDS_PATH = "/portal/wizards";
export const WIZARDS_GATE = all(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_CREATE);
/**
 * The create-account wizard (000 §2; §8 "Closing the create-account wizard with no IAM account"): no
 * rule, so not the wizards' gate — any signed-in user but the UCaaS user role, who may not switch
 * accounts either (avatarMenu().switchAccount, checked by its loaders and by the platform).
 */
export const CREATE_ACCOUNT_WIZARD_PATH = "/portal/wizards/create-account";
export const CREATE_ACCOUNT_WIZARD_GATE = any();
/** The admin account dropdown's pages: the screens that use it (statistics; the manual number; a new routing group). */
export const ACCOUNT_OPTIONS_GATE = any(ROLES.STATISTICS_READ_READ, ROLES.NUMBERS_UPDATE, ROLES.ROUTINGRULES_CREATE);

const ID = "[^/]+";
export const ACTION_GATES: readonly { pattern: RegExp; gate: RoleGate }[] = [
  { pattern: /^\/portal\/whatsapp_numbers\/new$/, gate: WHATSAPP_ACTION_GATES.create },
  { pattern: new RegExp(`^/portal/whatsapp_numbers/${ID}/(connect|signup-callback)$`), gate: WHATSAPP_ACTION_GATES.create },
  { pattern: new RegExp(`^/portal/whatsapp_numbers/${ID}/edit$`), gate: WHATSAPP_ACTION_GATES.edit },
  { pattern: new RegExp(`^/portal/whatsapp_numbers/${ID}/delete$`), gate: WHATSAPP_ACTION_GATES.delete },
  { pattern: new RegExp(`^/portal/whatsapp_numbers/${ID}$`), gate: WHATSAPP_ACTION_GATES.view },
  // Extending a trial gives a free month: the money actions' gate (the platform requires the same role).
  { pattern: new RegExp(`^/admin/accounts/${ID}/(charge|credit|trial)$`), gate: MONEY_ACTION_GATE },
  { pattern: new RegExp(`^/admin/accounts/${ID}/dns$`), gate: DNS_VERIFICATION_ACTION_GATE },
  { pattern: new RegExp(`^/admin/sipConnections/${ID}/(cacProfile|sbcOverride|charge)$`), gate: SIP_ADMIN_ACTION_GATE },
  { pattern: /^\/admin\/numbers\/new$/, gate: MANUAL_NUMBER_ACTION_GATE },
  // A SIP connection's DNS verification changes it: the update gate.
  { pattern: new RegExp(`^/portal/sip_connections/${ID}/verify$`), gate: ENTITY_ACTION_GATES["/portal/sip_connections"].edit },
  { pattern: new RegExp(`^/admin/tenants/${ID}/delete$`), gate: TEAMS_TENANT_ADMIN_DELETE_GATE },
  // A campaign's start, pause, resume and cancel change it: the update gate.
  { pattern: new RegExp(`^/portal/campaigns/${ID}/transition$`), gate: ENTITY_ACTION_GATES["/portal/campaigns"].edit },
  // A number's own dialogs beside the entity's: porting one in gives the account a number (create),
  // its requirement documents change it (update).
  { pattern: /^\/portal\/numbers\/port$/, gate: ENTITY_ACTION_GATES["/portal/numbers"].create },
  { pattern: new RegExp(`^/portal/numbers/${ID}/documents$`), gate: ENTITY_ACTION_GATES["/portal/numbers"].edit },
  { pattern: /^\/admin\/account-options$/, gate: ACCOUNT_OPTIONS_GATE },
  { pattern: /^\/admin\/routingGroups\/new$/, gate: ROUTING_GROUPS_ADMIN_GATES.create },
  { pattern: new RegExp(`^/admin/routingGroups/${ID}/edit$`), gate: ROUTING_GROUPS_ADMIN_GATES.edit },
  { pattern: new RegExp(`^/admin/routingGroups/${ID}/delete$`), gate: ROUTING_GROUPS_ADMIN_GATES.delete },
  // The thresholds list is no alarm id of the alarms list: the thresholds' read role.
  { pattern: /^\/portal\/alarms\/thresholds$/, gate: ENTITY_ACTION_GATES["/portal/alarms/thresholds"].view },
  // My account and its sections' actions (000 §6 "SETTINGS_READ (my account)"; the writes also need
  // SETTINGS_UPDATE, checked by the actions), and the support plans ("SETTINGS_READ or SETTINGS_UPDATE").
  // The writes that need SETTINGS_UPDATE are refused before the shell is drawn around them.
  { pattern: /^\/portal\/settings\/my_account\/(account|settings|secret|upgrade)$/, gate: any(ROLES.SETTINGS_UPDATE) },
  { pattern: /^\/portal\/settings\/my_account(\/[^/]+)?$/, gate: ACCOUNT_GATES.myAccount },
  { pattern: /^\/portal\/support_plan\/change$/, gate: any(ROLES.SETTINGS_UPDATE) },
  { pattern: /^\/portal\/support_plan$/, gate: ACCOUNT_GATES.supportPlans },
  // Before the entity patterns: /portal/numbers/buy is no record id of the numbers list.
  { pattern: /^\/portal\/numbers\/buy(\/.*)?$/, gate: NUMBER_BUY_ACTION_GATE },
  // Billing and its dialogs (000 §6 "BILLING_READ together with ACCOUNTS_ACTIONS_ADDCREDIT"): the
  // screen sits under /portal/settings, which has no gate of its own.
  { pattern: /^\/portal\/settings\/billing(\/.*)?$/, gate: ACCOUNT_GATES.billing },
  // Before the wizards' gate: the create-account wizard is no routing wizard.
  { pattern: /^\/portal\/wizards\/create-account(\/.*)?$/, gate: CREATE_ACCOUNT_WIZARD_GATE },
  { pattern: /^\/portal\/wizards(\/.*)?$/, gate: WIZARDS_GATE },
  ...entityActionPatterns(),
];

/** The action gate of a path, if it is an action inside a screen. */
export function actionGateFor(path: string): RoleGate | undefined {
  return ACTION_GATES.find((g) => g.pattern.test(path))?.gate;
}

/**
 * Whether `roles` may open `path` of the portal or the admin area: its screen's gate (the first two
 * segments) and its action gate. Admin paths also need the admin role.
 */
export function pathAllows(path: string, roles: readonly string[]): boolean {
  const action = actionGateFor(path);
  if (action && !hasRoles(roles, action.roles, action.match)) return false;
  if (path.startsWith("/admin")) {
    if (!roles.includes(ROLES.ADMIN)) return false;
    const gate = adminGateFor(path);
    return !gate || hasRoles(roles, gate.roles, gate.match);
  }
  const screen = path.split("/").slice(0, 3).join("/");
  const gate = portalGateFor(screen);
  return !gate || allows(gate, roles, screen);
}

export interface AvatarMenuUser {
  roles: readonly string[];
  accountType: string;
  tid?: string | null;
  subscription?: string | null;
}

/** Avatar-menu conditions of spec 000 §6. */
export function avatarMenu(user: AvatarMenuUser, adminMode: boolean) {
  const roles = user.roles;
  const isTrial = (user.subscription ?? "").toLowerCase().startsWith("trial");
  const iamAdmin = roles.some((r) => r.startsWith("IAM_"));
  return {
    manageUser: user.accountType !== "MSFT" && !user.tid && !roles.includes(ROLES.UCAAS_USER),
    manageAccount: (!isTrial || roles.includes(ROLES.ADMIN)) && iamAdmin,
    switchAccount: !roles.includes(ROLES.UCAAS_USER),
    saasId: user.accountType === "MSFT",
    billing: !adminMode && isBuilt(PORTAL_SCREENS.billing) && allows(ACCOUNT_GATES.billing, roles),
    settings: !adminMode && isBuilt(PORTAL_SCREENS.myAccount) && allows(ACCOUNT_GATES.myAccount, roles),
  };
}

/**
 * The wallet button: needs billing read with add-credit and is hidden for marketplace-origin
 * accounts, which are billed by the marketplace (spec 000 §6).
 */
export function showWallet(user: AvatarMenuUser, adminMode: boolean): boolean {
  return !adminMode && user.accountType !== "MSFT" && allows(ACCOUNT_GATES.billing, user.roles);
}
