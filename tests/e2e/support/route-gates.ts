/**
 * The route-gate table: what every /portal and /admin route of the console must answer each demo
 * user and a visitor. The expectation of authz-matrix.spec.ts, written by hand from the spec — never
 * from the console's own navigation model or guards (nothing here imports app/), so a wrong gate in
 * the app fails the matrix instead of agreeing with it:
 *
 * - docs/product.md#portal-gates "Portal role gates" (the underscore form, LIVEHUB_ prefix) and "Admin-only actions";
 * - docs/product.md#screens / #admin-landing "Admin landing" (the order /admin/dashboard follows) and #admin-landing (admin role
 *   constants; "WhatsApp view and delete need LIVEHUB_TEAMS_READ and LIVEHUB_TEAMS_DELETE";
 *   "Admin-only dialogs: manual number, manual charge, manual credit, call-limit profile, SBC
 *   override, SIP charge toggle");
 * - the gates the decision records add where the spec names none: the SIP dialogs need
 *   LIVEHUB_SIPCONNECTIONS_UPDATE (ADR 006), the manual number LIVEHUB_NUMBERS_UPDATE and the admin
 *   account dropdown statistics read or numbers update (ADR 007), the money dialogs the admin billing
 *   role LIVEHUB_ADMIN_BILLING (docs/product.md#role-names "ADMIN/BILLING"; docs/features/admin.md).
 *
 * Every route id of the built route manifest under /portal or /admin needs a row: a new route without
 * one fails the matrix. Each row states per user what GET (the loader) and POST (the action) answer,
 * and the gate it comes from; the matrix also checks that the two agree with the roles the seed gives
 * the demo users (platform/seed/users.ts), so a typo in either column shows.
 *
 * The demo users (README "Demo users", platform/seed/users.ts): admin holds every admin role, every
 * customer *_READ role, SIPCONNECTIONS_UPDATE, NUMBERS_UPDATE and TEAMS_DELETE (docs/product.md#admin-only-actions "Admin-only
 * actions: ... delete Teams tenant"), and no other customer write role (so not SIPCONNECTIONS_CREATE,
 * TEAMS_CREATE/UPDATE, BOTS_CREATE/UPDATE/DELETE nor
 * VOICETRANSLATION_CREATE/UPDATE/DELETE); owner and trial hold every customer role; viewer
 * only CALLS_READ and STATISTICS_READ_READ.
 */
import { ROLES } from "../../../contract/roles";

export const PEOPLE = ["admin", "owner", "trial", "viewer"] as const;
export type Person = (typeof PEOPLE)[number];
export type Who = "visitor" | Person;
export const EVERYONE: readonly Who[] = ["visitor", ...PEOPLE];

/** A role gate: signed in, and (when given) the admin role and every group (any role of a group). */
export interface Gate {
  /** LIVEHUB_ADMIN: the whole /admin area (docs/product.md#admin-routes "Admin", #admin-gates). */
  admin?: boolean;
  /** Each inner list: any one of these roles. [[A], [B, C]] is A and (B or C). */
  roles?: readonly (readonly string[])[];
  /** The dashboard: "The dashboard shows with any read role" (docs/product.md#portal-gates): any role ending in _READ. */
  anyReadRole?: boolean;
}

export function gateAllows(gate: Gate, roles: readonly string[]): boolean {
  if (gate.admin && !roles.includes(ROLES.ADMIN)) return false;
  if (gate.anyReadRole && !roles.some((r) => r.endsWith("_READ"))) return false;
  return (gate.roles ?? []).every((group) => group.some((r) => roles.includes(r)));
}

const signedIn: Gate = {};
const need = (...groups: (string | readonly string[])[]): Gate => ({
  roles: groups.map((g) => (typeof g === "string" ? [g] : g)),
});
const admin = (...groups: (string | readonly string[])[]): Gate => ({ admin: true, ...need(...groups) });

/**
 * What GET answers: "login" (a visitor: 302 to /login?redirectTo=<the path>, a data request 204 with
 * X-Remix-Redirect), "serve" (the row's `serve`), "forbid" (403 with no data).
 */
export type GetAnswer = "login" | "serve" | "forbid";
/**
 * What POST answers (PUT, PATCH and DELETE reach the same action and answer the same): "login",
 * "forbid", "act" (the action ran: the row's `act` status for the matrix's probe, a form with only
 * intent=authz-probe, which no action accepts) or "405" (the action only says the method is not
 * allowed, after its guard).
 */
export type PostAnswer = "login" | "act" | "405" | "forbid";

type Answers<A> = Record<Who, A>;
/** The answers in the columns' order: visitor, admin, owner, trial, viewer. */
function answers<A extends string>(visitor: A, admin: A, owner: A, trial: A, viewer: A): Answers<A> {
  return { visitor, admin, owner, trial, viewer };
}

/** A served GET. */
export type Served =
  /**
   * A page: 200 (or `status`) HTML whose <h1> starts with `h1`, with a dialog whose <h2> title holds
   * `dialog` (a nested route's dialog over its list) and the texts `shows`; its data request 200 JSON.
   */
  | {
      kind: "page";
      h1: string;
      status?: number;
      dialog?: (record: RecordRef | null) => string;
      shows?: (record: RecordRef | null) => string[];
    }
  /** 302 to a path of the same site (a data request: 204 with X-Remix-Redirect); `data: "json"` for layouts, whose index redirects only the document. */
  | { kind: "redirect"; to: string | ((landing: string) => string); data?: "json" }
  /** 200 JSON (resource routes, documents and data requests alike). */
  | { kind: "json" }
  /** 200 with this content type, `disposition` inline or attachment. */
  | { kind: "file"; type: string; disposition: "inline" | "attachment" };

/**
 * Whose record fills a route's parameters. Customer kinds: the caller's own record (with none, an id
 * that exists nowhere, answered as `missing`) and, for the foreign-id probe, another account's.
 * Admin kinds: a record of a customer account (administrators see every account).
 */
export type RecordKind =
  | "whatsapp"
  | "call"
  | "download"
  | "account"
  | "sip"
  | "anyWhatsapp"
  | "anyCall"
  | "bot"
  | "anyBot"
  | "speechService"
  | "anySpeechService"
  | "voiceTranslation"
  | "anyVoiceTranslation"
  | "sipConnection"
  | "teamsTenant"
  | "anyTeamsTenant"
  | "teamsConnection"
  | "anyTeamsConnection"
  | "phone"
  | "anyPhone"
  | "routingRule"
  | "anyRoutingRule"
  | "anyRoutingGroup"
  | "alarm"
  | "anyAlarm"
  | "alarmThreshold"
  | "campaign"
  | "anyCampaign"
  | "invoice"
  | "aiTool"
  | "anyAiTool"
  | "aiDocument"
  | "anyAiDocument"
  | "aiAgent"
  /** A conversation of the chat history: the caller's own, or any account's (the seed's, through the engine). */
  | "aiChat"
  | "anyAiChat"
  | "anyAiAgent"
  /** An AI model of the account's own (the seed gives Acme Voice one; the built-in one is every account's). */
  | "aiModel"
  | "anyAiModel"
  /** A trial account (the admin's extend-trial dialog). */
  | "trialAccount";

export interface RecordRef {
  id: string;
  /** Text of the record a page serving it shows (a name), and that nobody refused may see. */
  name: string;
  /** Strings of the record and its account that must not appear where it is refused (ids, names). */
  secrets: string[];
}

/** An answer that differs between the document and the data request. */
export type PerKind<T> = T | { doc: T; data: T };

export interface RouteRow {
  /** Where the gates come from. */
  spec: string;
  /** The gates of the loader and of the action (null: the route has no action; the manifest must agree). */
  gate: { get: Gate; post: Gate | null };
  get: Answers<GetAnswer>;
  post: Answers<PostAnswer> | "no action";
  serve: Served;
  /** What the action answers the probe of an allowed user (with the caller's own record). */
  act?: PerKind<number>;
  /** Path parameters: whose record. */
  record?: RecordKind;
  /** Query string of every request to the route (without "?"). */
  query?: (record: RecordRef | null) => string;
  /**
   * What an id that is not the caller's answers (another account's, or none when the caller has no
   * record): default 404 for both kinds. `act` is the answer of the probe's writes then.
   */
  missing?: { get?: PerKind<number | "toNotifications">; act?: PerKind<number> };
  /**
   * Where a visitor is sent: "page" (default) /login?redirectTo=<this path>; "plain" /login for the
   * shell's polling routes, which remember the page they were polled from (the Referer), never
   * themselves, and the matrix sends no Referer.
   */
  visitorLogin?: "plain";
  /** Writes name another account's record only: a probe with the caller's own would change it. */
  writesForeignOnly?: true;
  /** A valid form for the foreign-id probe's write (only the account scoping can refuse it: 404). */
  foreignForm?: Record<string, string>;
}

// ------------------------------------------------------------------------------------------------
// Admin landing (docs/product.md#admin-landing): the first page of this order the roles allow and the build has.

export const ADMIN_LANDING_ORDER: readonly (readonly [string, string])[] = [
  ["/admin/accounts", ROLES.ADMIN_ACCOUNTS_READ],
  ["/admin/bots", ROLES.BOTS_READ],
  ["/admin/speech_services", ROLES.BOTS_READ],
  ["/admin/numbers", ROLES.NUMBERS_READ],
  ["/admin/sipConnections", ROLES.SIPCONNECTIONS_READ],
  ["/admin/whatsapp_numbers", ROLES.SIPCONNECTIONS_READ],
  ["/admin/tenants", ROLES.TEAMS_READ],
  ["/admin/teamsConnections", ROLES.TEAMS_READ],
  ["/admin/routing", ROLES.ROUTINGRULES_READ],
  ["/admin/routingGroups", ROLES.ROUTINGRULES_READ],
  ["/admin/campaigns", ROLES.CAMPAIGNS_READ],
  ["/admin/voice_translations", ROLES.VOICETRANSLATION_READ],
  ...["agents", "tools", "documents", "post_call_analysis", "tests", "chat_history"].map(
    (e) => [`/admin/ai_framework/${e}`, ROLES.AIFRAMEWORK_READ] as const,
  ),
  ["/admin/calls", ROLES.CALLS_READ],
  ["/admin/billingHistory", ROLES.ADMIN_BILLINGHISTORY_READ],
  ["/admin/statistics", ROLES.STATISTICS_READ_READ],
  ["/admin/alarms", ROLES.ALARMS_READ],
  ["/admin/azureConsumptions", ROLES.ADMIN_AZURECONSUMPTION_READ],
  ["/admin/systemSettings", ROLES.ADMIN_SYSTEMSETTINGS_READ],
];

export function adminLanding(roles: readonly string[], built: (path: string) => boolean): string | null {
  if (!roles.includes(ROLES.ADMIN)) return null;
  return ADMIN_LANDING_ORDER.find(([path, role]) => built(path) && roles.includes(role))?.[0] ?? null;
}

// ------------------------------------------------------------------------------------------------
// The table.

const page = (
  h1: string,
  more: {
    dialog?: (record: RecordRef | null) => string;
    shows?: (record: RecordRef | null) => string[];
    status?: number;
  } = {},
): Served => ({
  kind: "page",
  h1,
  ...more,
});
const redirect = (to: string | ((landing: string) => string), data?: "json"): Served => ({
  kind: "redirect",
  to,
  data,
});
const json: Served = { kind: "json" };
/** A dialog over its list, titled with this text. */
const dialog = (title: string) => ({ dialog: () => title });
/** A dialog titled with the record's name, e.g. "Manual charge: Acme Voice". */
const titled = (before: string) => ({ dialog: (record: RecordRef | null) => `${before}${record?.name ?? ""}` });
/** A dialog that shows its record (its name, or a call's id). */
const showing = (title: string) => ({ dialog: () => title, shows: (record: RecordRef | null) => [record?.name ?? ""] });

const SIGNED_IN = answers<GetAnswer>("login", "serve", "serve", "serve", "serve");
const ADMIN_ONLY = answers<GetAnswer>("login", "serve", "forbid", "forbid", "forbid");
const ADMIN_405 = answers<PostAnswer>("login", "405", "forbid", "forbid", "forbid");
const ADMIN_ACTS = answers<PostAnswer>("login", "act", "forbid", "forbid", "forbid");

/** docs/product.md#portal-gates: WhatsApp numbers sit under SIPCONNECTIONS_READ; creating and editing use the SIP connection create/update roles. */
const WHATSAPP_LIST = ROLES.SIPCONNECTIONS_READ;
/** Buying numbers: owner and trial (every customer role); the admin lacks NUMBERS_CREATE, the viewer both roles. */
const BUYERS = answers<GetAnswer>("login", "forbid", "serve", "serve", "forbid");
/** Billing: owner and trial (every customer role); the admin lacks ACCOUNTS_ACTIONS_ADDCREDIT, the viewer both roles. */
const BILLERS = answers<GetAnswer>("login", "forbid", "serve", "serve", "forbid");
const BILLERS_ACT = answers<PostAnswer>("login", "forbid", "act", "act", "forbid");
const STATS_QUERY = "range=24h&format=csv&metric=CountCalls";
const FINALIZE = {
  event: "FINISH",
  code: "matrix-probe",
  wabaId: "123456789012345",
  waPhoneNumberId: "123456789012345",
};

export const ROUTE_GATES: Record<string, RouteRow> = {
  // --- the portal shell (docs/product.md#portal-routes "Customer portal", #session "Unauthenticated visitors ... redirected to /login") --
  "routes/portal": {
    spec: "docs/product.md#accounts-and-sessions: signed-in users; /portal shows the dashboard",
    gate: { get: signedIn, post: null },
    get: SIGNED_IN,
    post: "no action",
    serve: redirect("/portal/dashboard", "json"),
  },
  "routes/portal._index": {
    spec: "docs/product.md#screens: /portal is the dashboard",
    gate: { get: signedIn, post: null },
    get: SIGNED_IN,
    post: "no action",
    serve: redirect("/portal/dashboard"),
  },
  "routes/portal.dashboard": {
    spec: "docs/product.md#roles: the dashboard shows with any read role",
    gate: { get: { anyReadRole: true }, post: null },
    get: SIGNED_IN,
    post: "no action",
    serve: page("Dashboard"),
  },
  "routes/portal.landing_dashboard": {
    spec: "docs/product.md#screens landing_dashboard: the dashboard (any read role)",
    gate: { get: { anyReadRole: true }, post: null },
    get: SIGNED_IN,
    post: "no action",
    serve: page("Dashboard"),
  },
  "routes/portal.$": {
    spec: "docs/product.md#screens 'anything else: page not found', inside the shell for a signed-in user",
    gate: { get: signedIn, post: signedIn },
    get: SIGNED_IN,
    post: answers("login", "act", "act", "act", "act"),
    serve: page("Page not found", { status: 404 }),
    act: 404,
  },
  "routes/portal.current-user": {
    spec: "docs/product.md#service-paths: GET current user, polled every 15 s (the caller's own)",
    gate: { get: signedIn, post: null },
    get: SIGNED_IN,
    post: "no action",
    serve: json,
    visitorLogin: "plain",
  },
  "routes/portal.realtime-token": {
    spec: "docs/product.md#service-paths: the notification hub's token auth (the caller's own token)",
    gate: { get: signedIn, post: null },
    get: SIGNED_IN,
    post: "no action",
    serve: json,
  },
  "routes/portal.accept-terms": {
    spec: "docs/product.md#screens: the terms-update dialog's Accept (any signed-in user)",
    gate: { get: signedIn, post: signedIn },
    get: SIGNED_IN,
    post: answers("login", "act", "act", "act", "act"),
    serve: redirect("/portal/dashboard"),
    act: 400,
  },
  // --- my account, support plans and the account menu's pages (issue 19; docs/product.md#header, #account-menu-gates) ----------------
  "routes/portal.settings.my_account": {
    spec: "docs/product.md#roles SETTINGS_READ (my account)",
    gate: { get: need(ROLES.SETTINGS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("My account"),
  },
  "routes/portal.settings.my_account.$section": {
    spec: "docs/product.md#roles SETTINGS_READ (my account); each section's write also needs SETTINGS_UPDATE or the manage-user conditions",
    gate: { get: need(ROLES.SETTINGS_READ), post: need(ROLES.SETTINGS_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    // The probe's path names no section: the page itself, and its post 404.
    serve: redirect("/portal/settings/my_account"),
    act: 404,
  },
  "routes/portal.support_plan": {
    spec: "docs/product.md#roles SETTINGS_READ or SETTINGS_UPDATE (support plans)",
    gate: { get: need([ROLES.SETTINGS_READ, ROLES.SETTINGS_UPDATE]), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Support plans"),
  },
  "routes/portal.support_plan.change": {
    spec: "docs/product.md#roles support plans; choosing one changes the account: SETTINGS_UPDATE",
    gate: { get: need(ROLES.SETTINGS_UPDATE), post: need(ROLES.SETTINGS_UPDATE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: redirect("/portal/support_plan"),
    // The probe's form names no plan.
    act: 400,
  },
  "routes/portal.switch_account": {
    spec: "docs/product.md#roles switch account: every user but the UCaaS user role (none of the demo users)",
    gate: { get: signedIn, post: signedIn },
    get: SIGNED_IN,
    post: answers("login", "act", "act", "act", "act"),
    serve: page("Switch account"),
    // The probe's form names no account.
    act: 400,
  },
  "routes/portal.contact_support": {
    spec: "docs/product.md#screens the contact-support dialog (any signed-in user)",
    gate: { get: signedIn, post: signedIn },
    get: SIGNED_IN,
    post: answers("login", "act", "act", "act", "act"),
    serve: page("Contact support", dialog("Contact support")),
    // Subject and message are required.
    act: 400,
  },
  "routes/portal.manage_account": {
    spec: "docs/product.md#roles manage account: the identity admin roles (a trial is offered the upgrade instead); GET goes to the dashboard",
    gate: {
      get: signedIn,
      post: need([
        ROLES.IAM_ACCOUNTS_MANAGE,
        ROLES.IAM_ACCOUNTS_VIEW,
        ROLES.IAM_APPLICATIONS_MANAGE,
        ROLES.IAM_APPLICATIONS_VIEW,
        ROLES.IAM_IDENTITIES_MANAGE,
        ROLES.IAM_IDENTITIES_VIEW,
        ROLES.IAM_USERGROUPS_MANAGE,
        ROLES.IAM_USERGROUPS_VIEW,
      ]),
    },
    get: SIGNED_IN,
    post: answers("login", "act", "act", "act", "forbid"),
    serve: redirect("/portal/dashboard"),
    // The identity service's page (owner), or my account's upgrade (trial).
    act: { doc: 302, data: 204 },
  },
  "routes/portal.alarms-summary": {
    spec: "docs/product.md#roles ALARMS_READ; the alarm badge's summary",
    gate: { get: need(ROLES.ALARMS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: json,
    visitorLogin: "plain",
  },

  // --- notifications (docs/product.md#notification-record/#notifications: each user's own; the bell is in every user's header) -------------
  "routes/portal.notifications": {
    spec: "docs/product.md#accounts-and-sessions Notifications: every signed-in user's own list",
    gate: { get: signedIn, post: signedIn },
    get: SIGNED_IN,
    post: answers("login", "act", "act", "act", "act"),
    serve: page("Notifications"),
    act: 400,
  },
  "routes/portal.notifications.$id.download": {
    spec: "docs/product.md#accounts-and-sessions: a download notification's file, for its own user only",
    gate: { get: signedIn, post: null },
    get: SIGNED_IN,
    post: "no action",
    serve: { kind: "file", type: "text/csv", disposition: "attachment" },
    record: "download",
    // A browser navigation that fails returns to the notifications page with the danger toast.
    missing: { get: { doc: "toNotifications", data: 404 } },
  },

  // --- call history (docs/product.md#portal-gates CALLS_READ; CALLRECORDING_READ for the recording) -------------------
  "routes/portal.call_history": {
    spec: "docs/product.md#roles CALLS_READ",
    gate: { get: need(ROLES.CALLS_READ), post: need(ROLES.CALLS_READ) },
    get: answers("login", "serve", "serve", "serve", "serve"),
    post: answers("login", "act", "act", "act", "act"),
    serve: page("Call history"),
    act: 400,
  },
  "routes/portal.call_history.$callId": {
    spec: "docs/product.md#roles CALLS_READ; the caller's own call",
    gate: { get: need(ROLES.CALLS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "serve"),
    post: "no action",
    serve: page("Call history", showing("Call details")),
    record: "call",
  },
  "routes/portal.call_history.$callId.ladder": {
    spec: "docs/product.md#screens SIP ladder dialog; docs/product.md#roles CALLS_READ; the caller's own call",
    gate: { get: need(ROLES.CALLS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "serve"),
    post: "no action",
    serve: page("Call history", showing("SIP ladder")),
    record: "call",
  },
  "routes/portal.call_history.$callId.recording": {
    spec: "docs/product.md#roles CALLS_READ and CALLRECORDING_READ (read for CALLRECORDING)",
    gate: { get: need(ROLES.CALLS_READ, ROLES.CALLRECORDING_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: { kind: "file", type: "audio/wav", disposition: "inline" },
    record: "call",
  },

  // --- statistics (docs/product.md#portal-gates STATISTICS_READ_READ) -----------------------------------------------
  "routes/portal.statistics": {
    spec: "docs/product.md#roles STATISTICS_READ_READ",
    gate: { get: need(ROLES.STATISTICS_READ_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "serve"),
    post: "no action",
    serve: page("Statistics"),
  },
  "routes/portal.statistics_.export": {
    spec: "docs/product.md#roles STATISTICS_READ_READ (the chart's export)",
    gate: { get: need(ROLES.STATISTICS_READ_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "serve"),
    post: "no action",
    serve: { kind: "file", type: "text/csv", disposition: "attachment" },
    query: () => STATS_QUERY,
  },

  // --- Bots (docs/product.md#role-names "Create, read, update, delete exist for BOTS"; BOTS_READ gates the screen) --------
  "routes/portal.bots": {
    spec: "docs/product.md#roles BOTS_READ (bots); its export the same",
    gate: { get: need(ROLES.BOTS_READ), post: need(ROLES.BOTS_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Bots"),
    act: 400,
  },
  "routes/portal.bots.new": {
    spec: "docs/product.md#roles BOTS_READ and BOTS_CREATE",
    gate: { get: need(ROLES.BOTS_READ, ROLES.BOTS_CREATE), post: need(ROLES.BOTS_READ, ROLES.BOTS_CREATE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Bots", dialog("Add bot")),
    act: 400,
  },
  "routes/portal.bots.$id": {
    spec: "docs/product.md#roles BOTS_READ (view)",
    gate: { get: need(ROLES.BOTS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Bots", showing("Bot details")),
    record: "bot",
  },
  "routes/portal.bots.$id_.edit": {
    spec: "docs/product.md#roles BOTS_READ and BOTS_UPDATE",
    gate: { get: need(ROLES.BOTS_READ, ROLES.BOTS_UPDATE), post: need(ROLES.BOTS_READ, ROLES.BOTS_UPDATE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Bots", showing("Edit bot")),
    record: "bot",
    act: 400,
    // The bot is looked up before the form is read: an id that is not the caller's is a 404 whatever the form.
    missing: { act: 404 },
    foreignForm: {
      name: "Renamed by the matrix",
      framework: "None",
      subFramework: "custom",
      botApiType: "chat_api",
      apiUrl: "https://bot.example.net/x",
      regionId: "eu-west",
      authMethod: "no-auth",
      maxCallsPerSecond: "5",
      maxConcurrentCalls: "10",
    },
  },
  "routes/portal.bots.$id_.delete": {
    spec: "docs/product.md#roles BOTS_READ and BOTS_DELETE",
    gate: { get: need(ROLES.BOTS_READ, ROLES.BOTS_DELETE), post: need(ROLES.BOTS_READ, ROLES.BOTS_DELETE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Bots", dialog("Delete bot?")),
    record: "bot",
    // Its POST deletes: the probe names another account's bot (404, nothing deleted).
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },

  // --- Campaigns (docs/product.md#role-names "Create, read, update, delete exist for ... CAMPAIGNS"; CAMPAIGNS_READ gates the screen) --
  "routes/portal.campaigns": {
    spec: "docs/product.md#roles CAMPAIGNS_READ (campaigns); its export the same",
    gate: { get: need(ROLES.CAMPAIGNS_READ), post: need(ROLES.CAMPAIGNS_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Campaigns"),
    act: 400,
  },
  "routes/portal.campaigns.new": {
    spec: "docs/product.md#roles CAMPAIGNS_READ and CAMPAIGNS_CREATE",
    gate: {
      get: need(ROLES.CAMPAIGNS_READ, ROLES.CAMPAIGNS_CREATE),
      post: need(ROLES.CAMPAIGNS_READ, ROLES.CAMPAIGNS_CREATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Campaigns", dialog("Add campaign")),
    act: 400,
  },
  "routes/portal.campaigns.$id": {
    spec: "docs/product.md#roles CAMPAIGNS_READ (view)",
    gate: { get: need(ROLES.CAMPAIGNS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Campaigns", showing("Campaign details")),
    record: "campaign",
  },
  "routes/portal.campaigns.$id_.transition": {
    spec: "docs/product.md#roles CAMPAIGNS_READ and CAMPAIGNS_UPDATE (start, pause, resume and cancel change the campaign; ADR 010 Campaigns)",
    gate: {
      get: need(ROLES.CAMPAIGNS_READ, ROLES.CAMPAIGNS_UPDATE),
      post: need(ROLES.CAMPAIGNS_READ, ROLES.CAMPAIGNS_UPDATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Campaigns"),
    record: "campaign",
    // The probe's form names no transition: 400, nothing changed.
    act: 400,
    missing: { act: 404 },
  },
  "routes/portal.campaigns.$id_.edit": {
    spec: "docs/product.md#roles CAMPAIGNS_READ and CAMPAIGNS_UPDATE",
    gate: {
      get: need(ROLES.CAMPAIGNS_READ, ROLES.CAMPAIGNS_UPDATE),
      post: need(ROLES.CAMPAIGNS_READ, ROLES.CAMPAIGNS_UPDATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Campaigns", showing("Edit campaign")),
    record: "campaign",
    act: 400,
    // The campaign is looked up before the form is read: an id that is not the caller's is a 404 whatever the form.
    missing: { act: 404 },
    foreignForm: {
      name: "Renamed by the matrix",
      botId: "x",
      callerNumberId: "x",
      windowStart: "09:00",
      windowEnd: "17:00",
      days: "mon",
      timeZone: "UTC",
      callsPerSecond: "5",
      concurrency: "10",
      retries: "0",
      retryDelayMinutes: "10",
    },
  },
  "routes/portal.campaigns.$id_.delete": {
    spec: "docs/product.md#roles CAMPAIGNS_READ and CAMPAIGNS_DELETE",
    gate: {
      get: need(ROLES.CAMPAIGNS_READ, ROLES.CAMPAIGNS_DELETE),
      post: need(ROLES.CAMPAIGNS_READ, ROLES.CAMPAIGNS_DELETE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Campaigns", dialog("Delete campaign?")),
    record: "campaign",
    // Its POST deletes: the probe names another account's campaign (404, nothing deleted).
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },

  // --- Speech services (docs/product.md#portal-gates "BOTS_READ (bots, speech services, dashboard)": the bots roles) -------
  "routes/portal.speech_services": {
    spec: "docs/product.md#roles BOTS_READ (speech services); its export the same",
    gate: { get: need(ROLES.BOTS_READ), post: need(ROLES.BOTS_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Speech services"),
    act: 400,
  },
  "routes/portal.speech_services.new": {
    spec: "docs/product.md#roles BOTS_READ and BOTS_CREATE (speech services sit under the bots roles)",
    gate: { get: need(ROLES.BOTS_READ, ROLES.BOTS_CREATE), post: need(ROLES.BOTS_READ, ROLES.BOTS_CREATE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    // A trial account cannot create speech services (docs/product.md#plans), but the probe's form is refused before
    // the platform is asked: 400 like everyone's.
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Speech services", dialog("Add speech service")),
    act: 400,
  },
  "routes/portal.speech_services.$id": {
    spec: "docs/product.md#roles BOTS_READ (view)",
    gate: { get: need(ROLES.BOTS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Speech services", showing("Speech service details")),
    record: "speechService",
  },
  "routes/portal.speech_services.$id_.edit": {
    spec: "docs/product.md#roles BOTS_READ and BOTS_UPDATE",
    gate: { get: need(ROLES.BOTS_READ, ROLES.BOTS_UPDATE), post: need(ROLES.BOTS_READ, ROLES.BOTS_UPDATE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Speech services", showing("Edit speech service")),
    record: "speechService",
    act: 400,
    // The service is looked up before the form is read: an id that is not the caller's is a 404 whatever the form.
    missing: { act: 404 },
    foreignForm: {
      name: "Renamed by the matrix",
      provider: "Azure",
      usage: "TTSAndSTT",
      regionId: "eu-west",
      apiKey: "matrix-key",
      azureRegion: "westeurope",
    },
  },
  "routes/portal.speech_services.$id_.delete": {
    spec: "docs/product.md#roles BOTS_READ and BOTS_DELETE",
    gate: { get: need(ROLES.BOTS_READ, ROLES.BOTS_DELETE), post: need(ROLES.BOTS_READ, ROLES.BOTS_DELETE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Speech services", dialog("Delete speech service?")),
    record: "speechService",
    // Its POST deletes: the probe names another account's service (404, nothing deleted).
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },

  // --- Teams (docs/product.md#portal-gates TEAMS_READ; CRUD roles of TEAMS; the tenants are a screen under the Teams page) --
  "routes/portal.teams_connections": {
    spec: "docs/product.md#roles TEAMS_READ (Teams); its export the same; turning Teams-only mode off needs SETTINGS_UPDATE on top",
    gate: { get: need(ROLES.TEAMS_READ), post: need(ROLES.TEAMS_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Teams connections"),
    act: 400,
  },
  "routes/portal.teams_connections.new": {
    spec: "docs/product.md#roles TEAMS_READ and TEAMS_CREATE",
    gate: { get: need(ROLES.TEAMS_READ, ROLES.TEAMS_CREATE), post: need(ROLES.TEAMS_READ, ROLES.TEAMS_CREATE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Teams connections", dialog("Add Teams connection")),
    act: 400,
  },
  "routes/portal.teams_connections.$id": {
    spec: "docs/product.md#roles TEAMS_READ (view)",
    gate: { get: need(ROLES.TEAMS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Teams connections", showing("Teams connection details")),
    record: "teamsConnection",
  },
  "routes/portal.teams_connections.$id_.edit": {
    spec: "docs/product.md#roles TEAMS_READ and TEAMS_UPDATE",
    gate: { get: need(ROLES.TEAMS_READ, ROLES.TEAMS_UPDATE), post: need(ROLES.TEAMS_READ, ROLES.TEAMS_UPDATE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Teams connections", showing("Edit Teams connection")),
    record: "teamsConnection",
    act: 400,
    missing: { act: 404 },
    foreignForm: { name: "Renamed by the matrix", teamsTenantId: "any", regionId: "eu-west" },
  },
  "routes/portal.teams_connections.$id_.delete": {
    spec: "docs/product.md#roles TEAMS_READ and TEAMS_DELETE (the admin holds TEAMS_DELETE: its own account's connections)",
    gate: { get: need(ROLES.TEAMS_READ, ROLES.TEAMS_DELETE), post: need(ROLES.TEAMS_READ, ROLES.TEAMS_DELETE) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Teams connections", dialog("Delete Teams connection?")),
    record: "teamsConnection",
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },
  // --- Phone numbers (docs/product.md#portal-gates NUMBERS_READ; CRUD roles of NUMBERS; buying is /portal/numbers/buy) ----
  "routes/portal.numbers": {
    spec: "docs/product.md#roles NUMBERS_READ; its export the same",
    gate: { get: need(ROLES.NUMBERS_READ), post: need(ROLES.NUMBERS_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Phone numbers"),
    act: 400,
  },
  "routes/portal.numbers.port": {
    spec: "docs/product.md#roles NUMBERS_READ and NUMBERS_CREATE (a port-in gives the account a number)",
    gate: { get: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_CREATE), post: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_CREATE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Phone numbers", dialog("Port a number")),
    act: 400,
  },
  "routes/portal.numbers.$id": {
    spec: "docs/product.md#roles NUMBERS_READ (view)",
    gate: { get: need(ROLES.NUMBERS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Phone numbers", showing("Phone number details")),
    record: "phone",
  },
  "routes/portal.numbers.$id_.edit": {
    spec: "docs/product.md#roles NUMBERS_READ and NUMBERS_UPDATE (configure; the demo administrator holds NUMBERS_UPDATE for the manual number)",
    gate: { get: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_UPDATE), post: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_UPDATE) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Phone numbers", showing("Configure phone number")),
    record: "phone",
    act: 400,
    // The number is looked up before the form is read: an id that is not the caller's is a 404 whatever the form.
    missing: { act: 404 },
    foreignForm: { name: "Renamed by the matrix", format: "E164", language: "en-US", voice: "en-US-JennyNeural" },
  },
  "routes/portal.numbers.$id_.test-call": {
    spec: "NUMBERS_READ and NUMBERS_UPDATE (an action on the number) and CALLS_READ (the call opens in the call history); not in the spec: a test call (docs/features/numbers.md)",
    gate: {
      get: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_UPDATE, ROLES.CALLS_READ),
      post: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_UPDATE, ROLES.CALLS_READ),
    },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    // A GET has nothing of its own to show: the numbers list (after the same guard), like every record action.
    serve: page("Phone numbers"),
    record: "phone",
    // A probe with the caller's own number would place a call: another account's is a 404.
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },
  "routes/portal.numbers.$id_.documents": {
    spec: "docs/product.md#roles NUMBERS_READ and NUMBERS_UPDATE (a number's requirement documents)",
    gate: { get: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_UPDATE), post: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_UPDATE) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Phone numbers", dialog("Upload documents")),
    record: "phone",
    // The number is looked up before the upload is read: another account's is a 404.
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },
  "routes/portal.teams_connections_.tenants": {
    spec: "docs/product.md#roles TEAMS_READ (the Teams page's tenants); its export the same",
    gate: { get: need(ROLES.TEAMS_READ), post: need(ROLES.TEAMS_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Teams tenants"),
    act: 400,
  },
  "routes/portal.teams_connections_.tenants.new": {
    spec: "docs/product.md#roles TEAMS_READ and TEAMS_CREATE",
    gate: { get: need(ROLES.TEAMS_READ, ROLES.TEAMS_CREATE), post: need(ROLES.TEAMS_READ, ROLES.TEAMS_CREATE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Teams tenants", dialog("Add Teams tenant")),
    act: 400,
  },
  "routes/portal.teams_connections_.tenants.$id": {
    spec: "docs/product.md#roles TEAMS_READ (view)",
    gate: { get: need(ROLES.TEAMS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Teams tenants", showing("Teams tenant details")),
    record: "teamsTenant",
  },
  "routes/portal.teams_connections_.tenants.$id_.edit": {
    spec: "docs/product.md#roles TEAMS_READ and TEAMS_UPDATE",
    gate: { get: need(ROLES.TEAMS_READ, ROLES.TEAMS_UPDATE), post: need(ROLES.TEAMS_READ, ROLES.TEAMS_UPDATE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Teams tenants", showing("Edit Teams tenant")),
    record: "teamsTenant",
    act: 400,
    missing: { act: 404 },
    foreignForm: {
      domain: "matrix.onmicrosoft.com",
      tenantId: "00000000-0000-4000-8000-000000000000",
      licenseType: "Hosted Pro",
      activationEmail: "matrix@example.com",
    },
  },
  "routes/portal.numbers.$id_.delete": {
    spec: "docs/product.md#roles NUMBERS_READ and NUMBERS_DELETE",
    gate: { get: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_DELETE), post: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_DELETE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Phone numbers", dialog("Delete phone number?")),
    record: "phone",
    // Its POST releases the number: the probe names another account's number (404, nothing changed).
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },

  // --- Alarms (docs/product.md#portal-gates ALARMS_READ, "Read and delete for ... ALARMS"; ALARMS_THRESHOLDS read and update;
  // the thresholds are a screen under the alarms' path) ------------------------------------------
  "routes/portal.alarms": {
    spec: "docs/product.md#roles ALARMS_READ (Alarms); its export the same",
    gate: { get: need(ROLES.ALARMS_READ), post: need(ROLES.ALARMS_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Alarms"),
    act: 400,
  },
  "routes/portal.alarms.$id": {
    spec: "docs/product.md#roles ALARMS_READ (view)",
    gate: { get: need(ROLES.ALARMS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Alarms", showing("Alarm details")),
    record: "alarm",
  },
  "routes/portal.alarms.$id_.delete": {
    spec: "docs/product.md#roles ALARMS_READ and ALARMS_DELETE",
    gate: { get: need(ROLES.ALARMS_READ, ROLES.ALARMS_DELETE), post: need(ROLES.ALARMS_READ, ROLES.ALARMS_DELETE) },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Alarms", dialog("Delete alarm?")),
    record: "alarm",
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },
  "routes/portal.alarms_.thresholds": {
    spec: "docs/product.md#roles ALARMS_READ (the alarms page) and ALARMS_THRESHOLDS_READ; its export the same",
    gate: {
      get: need(ROLES.ALARMS_READ, ROLES.ALARMS_THRESHOLDS_READ),
      post: need(ROLES.ALARMS_READ, ROLES.ALARMS_THRESHOLDS_READ),
    },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Alarm thresholds"),
    act: 400,
  },
  "routes/portal.alarms_.thresholds.new": {
    spec: 'docs/product.md#roles ALARMS_READ and ALARMS_THRESHOLDS_UPDATE ("ALARMS/THRESHOLDS also update")',
    gate: {
      get: need(ROLES.ALARMS_READ, ROLES.ALARMS_THRESHOLDS_UPDATE),
      post: need(ROLES.ALARMS_READ, ROLES.ALARMS_THRESHOLDS_UPDATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Alarm thresholds", dialog("Add alarm threshold")),
    act: 400,
  },
  "routes/portal.alarms_.thresholds.$id": {
    spec: "docs/product.md#roles ALARMS_READ and ALARMS_THRESHOLDS_READ (view)",
    gate: { get: need(ROLES.ALARMS_READ, ROLES.ALARMS_THRESHOLDS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Alarm thresholds", showing("Alarm threshold details")),
    record: "alarmThreshold",
  },
  "routes/portal.alarms_.thresholds.$id_.edit": {
    spec: "docs/product.md#roles ALARMS_READ and ALARMS_THRESHOLDS_UPDATE",
    gate: {
      get: need(ROLES.ALARMS_READ, ROLES.ALARMS_THRESHOLDS_UPDATE),
      post: need(ROLES.ALARMS_READ, ROLES.ALARMS_THRESHOLDS_UPDATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Alarm thresholds", showing("Edit alarm threshold")),
    record: "alarmThreshold",
    act: 400,
    missing: { act: 404 },
    foreignForm: {
      name: "Renamed by the matrix",
      metric: "concurrentCalls",
      value: "9000",
      severity: "warning",
      source: "",
      windowMinutes: "5",
    },
  },
  "routes/portal.alarms_.thresholds.$id_.delete": {
    spec: "docs/product.md#roles ALARMS_READ and ALARMS_THRESHOLDS_UPDATE",
    gate: {
      get: need(ROLES.ALARMS_READ, ROLES.ALARMS_THRESHOLDS_UPDATE),
      post: need(ROLES.ALARMS_READ, ROLES.ALARMS_THRESHOLDS_UPDATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Alarm thresholds", dialog("Delete alarm threshold?")),
    record: "alarmThreshold",
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },

  "routes/portal.ai_framework.tools": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ (the AI agents group: tools); its export the same",
    gate: { get: need(ROLES.AIFRAMEWORK_READ), post: need(ROLES.AIFRAMEWORK_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Tools"),
    act: 400,
  },
  "routes/portal.ai_framework.tools.new": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ and AIFRAMEWORK_CREATE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_CREATE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_CREATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Tools", dialog("Add tool")),
    act: 400,
  },
  "routes/portal.ai_framework.tools.$id": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ (view)",
    gate: { get: need(ROLES.AIFRAMEWORK_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Tools", showing("Tool details")),
    record: "aiTool",
  },
  "routes/portal.ai_framework.tools.$id_.edit": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ and AIFRAMEWORK_UPDATE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Tools", showing("Edit tool")),
    record: "aiTool",
    act: 400,
    // The tool is looked up before the form is read: an id that is not the caller's is a 404 whatever the form.
    missing: { act: 404 },
    foreignForm: {
      name: "renamed_by_the_matrix",
      description: "Taken over",
      parametersMode: "rows",
      method: "GET",
      mockAnswer: "{}",
      timeoutSeconds: "5",
    },
  },
  "routes/portal.ai_framework.tools.$id_.delete": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ and AIFRAMEWORK_DELETE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_DELETE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_DELETE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Tools", dialog("Delete tool?")),
    record: "aiTool",
    // Its POST deletes: the probe names another account's tool (404, nothing deleted).
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },
  "routes/portal.ai_framework.tools.$id_.[test]": {
    spec: "docs/features/ai-framework.md#test: a tool's Test makes its request on the account's behalf (AIFRAMEWORK_UPDATE)",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Tools", titled("Test tool ")),
    record: "aiTool",
    // The probe's form gives no arguments: the seed's tool (mocked) answers its trace, the missing argument named.
    act: 200,
    missing: { act: 404 },
  },
  "routes/portal.ai_framework.documents": {
    spec: "docs/product.md#ai-framework AIFRAMEWORK_READ (AI agents: documents); its export the same",
    gate: { get: need(ROLES.AIFRAMEWORK_READ), post: need(ROLES.AIFRAMEWORK_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Documents"),
    act: 400,
  },
  "routes/portal.ai_framework.documents.new": {
    spec: "docs/product.md#ai-framework AIFRAMEWORK_READ and AIFRAMEWORK_CREATE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_CREATE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_CREATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Documents", dialog("Add document")),
    act: 400,
  },
  "routes/portal.ai_framework.documents.retrieval-test": {
    spec: "docs/features/ai-framework.md#documents: the retrieval test is a read (AIFRAMEWORK_READ)",
    gate: { get: need(ROLES.AIFRAMEWORK_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Documents", dialog("Retrieval test")),
  },
  "routes/portal.ai_framework.documents.$id": {
    spec: "docs/product.md#ai-framework AIFRAMEWORK_READ (view, the chunk browser)",
    gate: { get: need(ROLES.AIFRAMEWORK_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Documents", showing("Document details")),
    record: "aiDocument",
  },
  "routes/portal.ai_framework.documents.$id_.edit": {
    spec: "docs/product.md#ai-framework AIFRAMEWORK_READ and AIFRAMEWORK_UPDATE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Documents", showing("Edit document")),
    record: "aiDocument",
    act: 400,
    // The document is looked up before the form is read: an id that is not the caller's is a 404 whatever the form.
    missing: { act: 404 },
    foreignForm: { name: "Renamed by the matrix", chunkSize: "1000" },
  },
  "routes/portal.ai_framework.documents.$id_.delete": {
    spec: "docs/product.md#ai-framework AIFRAMEWORK_READ and AIFRAMEWORK_DELETE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_DELETE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_DELETE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Documents", dialog("Delete document?")),
    record: "aiDocument",
    // Its POST deletes: the probe names another account's document (404, nothing deleted).
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },
  // --- AI agents (docs/product.md#portal-gates AIFRAMEWORK_READ; CRUD roles of AIFRAMEWORK; docs/features/ai-framework.md#agents) ---
  "routes/portal.ai_framework.agents": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ (AI agents group); its export the same",
    gate: { get: need(ROLES.AIFRAMEWORK_READ), post: need(ROLES.AIFRAMEWORK_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("AI agents"),
    act: 400,
  },
  "routes/portal.ai_framework.agents.new": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ and AIFRAMEWORK_CREATE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_CREATE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_CREATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("AI agents", dialog("Add agent")),
    act: 400,
  },
  "routes/portal.ai_framework.agents.$id": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ (view)",
    gate: { get: need(ROLES.AIFRAMEWORK_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("AI agents", showing("Agent details")),
    record: "aiAgent",
  },
  "routes/portal.ai_framework.agents.$id_.edit": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ and AIFRAMEWORK_UPDATE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("AI agents", showing("Edit agent")),
    record: "aiAgent",
    act: 400,
    missing: { act: 404 },
    foreignForm: { name: "Renamed by the matrix", prompt: "x", modelId: "embedded", language: "en-US" },
  },
  "routes/portal.ai_framework.agents.$id_.delete": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ and AIFRAMEWORK_DELETE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_DELETE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_DELETE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("AI agents", dialog("Delete agent?")),
    record: "aiAgent",
    writesForeignOnly: true,
    act: 404,
  },
  "routes/portal.ai_framework.chat_history": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ (AI agents group: chat history); its export the same",
    gate: { get: need(ROLES.AIFRAMEWORK_READ), post: need(ROLES.AIFRAMEWORK_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Chat history"),
    act: 400,
  },
  "routes/portal.ai_framework.chat_history.$id": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ (a conversation's transcript)",
    gate: { get: need(ROLES.AIFRAMEWORK_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Chat history", showing("Conversation")),
    record: "aiChat",
  },
  "routes/portal.ai_framework.chat_history.$id_.delete": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ and AIFRAMEWORK_DELETE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_DELETE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_DELETE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Chat history", dialog("Delete conversation?")),
    record: "aiChat",
    writesForeignOnly: true,
    act: 404,
  },
  "routes/portal.ai_framework.agents.$id_.try": {
    spec: "docs/features/ai-framework.md#try-it: trying an agent writes conversations, so AIFRAMEWORK_UPDATE as editing",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("AI agents", showing("Try ")),
    record: "aiAgent",
    writesForeignOnly: true,
    act: 404,
  },
  "routes/portal.ai_framework.agents.$id_.versions": {
    spec: "docs/features/ai-framework.md#versions: AIFRAMEWORK_READ reads the versions; publishing and rolling back need AIFRAMEWORK_UPDATE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
    },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("AI agents", showing("Versions of")),
    record: "aiAgent",
    writesForeignOnly: true,
    act: 404,
  },

  // --- Voice translation (docs/product.md#portal-gates VOICETRANSLATION_READ; CRUD roles of VOICETRANSLATION) ------------
  "routes/portal.voice_translation": {
    spec: "docs/product.md#roles VOICETRANSLATION_READ (Apps: voice translation); its export the same",
    gate: { get: need(ROLES.VOICETRANSLATION_READ), post: need(ROLES.VOICETRANSLATION_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Voice translation"),
    act: 400,
  },
  "routes/portal.voice_translation.new": {
    spec: "docs/product.md#roles VOICETRANSLATION_READ and VOICETRANSLATION_CREATE",
    gate: {
      get: need(ROLES.VOICETRANSLATION_READ, ROLES.VOICETRANSLATION_CREATE),
      post: need(ROLES.VOICETRANSLATION_READ, ROLES.VOICETRANSLATION_CREATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    // A trial account cannot create voice translations (docs/product.md#plans); the probe's form is refused first (400).
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Voice translation", dialog("Add voice translation")),
    act: 400,
  },
  "routes/portal.voice_translation.$id": {
    spec: "docs/product.md#roles VOICETRANSLATION_READ (view)",
    gate: { get: need(ROLES.VOICETRANSLATION_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Voice translation", showing("Voice translation details")),
    record: "voiceTranslation",
  },
  "routes/portal.voice_translation.$id_.edit": {
    spec: "docs/product.md#roles VOICETRANSLATION_READ and VOICETRANSLATION_UPDATE",
    gate: {
      get: need(ROLES.VOICETRANSLATION_READ, ROLES.VOICETRANSLATION_UPDATE),
      post: need(ROLES.VOICETRANSLATION_READ, ROLES.VOICETRANSLATION_UPDATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Voice translation", showing("Edit voice translation")),
    record: "voiceTranslation",
    act: 400,
    // The translation is looked up before the form is read: an id that is not the caller's is a 404 whatever the form.
    missing: { act: 404 },
    foreignForm: {
      name: "Renamed by the matrix",
      "languages[0].language": "en-US",
      "languages[0].voice": "en-US-JennyNeural",
      "languages[1].language": "de-DE",
      "languages[1].voice": "de-DE-KatjaNeural",
      speechServiceId: "00000000-0000-4000-8000-00000000beef",
      volumeDb: "0",
      activateInbound: "on",
      voiceTranslation: "on",
    },
  },
  "routes/portal.voice_translation.$id_.delete": {
    spec: "docs/product.md#roles VOICETRANSLATION_READ and VOICETRANSLATION_DELETE",
    gate: {
      get: need(ROLES.VOICETRANSLATION_READ, ROLES.VOICETRANSLATION_DELETE),
      post: need(ROLES.VOICETRANSLATION_READ, ROLES.VOICETRANSLATION_DELETE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Voice translation", dialog("Delete voice translation?")),
    record: "voiceTranslation",
    // Its POST deletes: the probe names another account's translation (404, nothing deleted).
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },

  // --- AI models (docs/product.md#portal-gates AIFRAMEWORK_READ (AI agents group); CRUD roles of AIFRAMEWORK;
  // docs/features/ai-framework.md#models: Test connection of a stored model uses its key, the update role) ---
  "routes/portal.ai_framework.models": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ (AI agents: models); its export the same",
    gate: { get: need(ROLES.AIFRAMEWORK_READ), post: need(ROLES.AIFRAMEWORK_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Models"),
    act: 400,
  },
  "routes/portal.ai_framework.models.new": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ and AIFRAMEWORK_CREATE (its Test connection of the typed form too)",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_CREATE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_CREATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Models", dialog("Add model")),
    act: 400,
  },
  "routes/portal.ai_framework.models.$id": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ (view)",
    gate: { get: need(ROLES.AIFRAMEWORK_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Models", showing("Model details")),
    record: "aiModel",
  },
  "routes/portal.ai_framework.models.$id_.edit": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ and AIFRAMEWORK_UPDATE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Models", showing("Edit model")),
    record: "aiModel",
    act: 400,
    // The model is looked up before the form is read: an id that is not the caller's is a 404 whatever the form.
    missing: { act: 404 },
    foreignForm: {
      name: "Renamed by the matrix",
      provider: "openai-compatible",
      baseUrl: "https://matrix-llm.invalid/v1",
      modelId: "matrix-model",
      timeoutSeconds: "5",
    },
  },
  "routes/portal.ai_framework.models.$id_.delete": {
    spec: "docs/product.md#roles AIFRAMEWORK_READ and AIFRAMEWORK_DELETE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_DELETE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_DELETE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Models", dialog("Delete model?")),
    record: "aiModel",
    // Its POST deletes: the probe names another account's model (404, nothing deleted).
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },
  "routes/portal.ai_framework.models.$id_.[test]": {
    spec: "docs/features/ai-framework.md#models: Test connection sends the stored key, AIFRAMEWORK_READ and AIFRAMEWORK_UPDATE",
    gate: {
      get: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
      post: need(ROLES.AIFRAMEWORK_READ, ROLES.AIFRAMEWORK_UPDATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Models", showing("Test connection")),
    record: "aiModel",
    // The probe's form is not the dialog's (intent "test"): refused, nothing sent to any provider.
    act: 400,
    missing: { act: 404 },
  },

  // --- Routing (docs/product.md#portal-gates ROUTINGRULES_READ; CRUD roles of ROUTINGRULES; the rule tester is a read) ---
  "routes/portal.routing": {
    spec: "docs/product.md#roles ROUTINGRULES_READ (Routing); its export the same",
    gate: { get: need(ROLES.ROUTINGRULES_READ), post: need(ROLES.ROUTINGRULES_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Routing"),
    act: 400,
  },
  "routes/portal.routing.new": {
    spec: "docs/product.md#roles ROUTINGRULES_READ and ROUTINGRULES_CREATE",
    gate: {
      get: need(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_CREATE),
      post: need(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_CREATE),
    },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Routing", dialog("Add routing rule")),
    act: 400,
  },
  // --- Launch wizards (issue 18; docs/product.md#wizards "Global wizards"): every wizard ends with a routing rule ----
  "routes/portal.wizards": {
    spec: "the wizard chooser: ROUTINGRULES_READ and ROUTINGRULES_CREATE (a wizard's success is a new rule on /portal/routing); POST discards a draft",
    gate: {
      get: need(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_CREATE),
      post: need(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_CREATE),
    },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Launch a wizard"),
    act: 400,
  },
  "routes/portal.wizards_.$kind": {
    spec: "a wizard's resume (GET) and cancel (POST): the chooser's gate; a wizard that does not exist is a 404",
    gate: {
      get: need(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_CREATE),
      post: need(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_CREATE),
    },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Page not found", { status: 404 }),
    act: 404,
  },
  "routes/portal.wizards_.$kind_.$step": {
    spec: "a wizard's step: the chooser's gate (each step's entity gates on top); a wizard or step that does not exist is a 404",
    gate: {
      get: need(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_CREATE),
      post: need(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_CREATE),
    },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Page not found", { status: 404 }),
    act: 404,
  },
  "routes/portal.wizards_.create-account": {
    spec: "the create-account wizard's resume (GET) and cancel (POST): docs/product.md#screens create-account makes no rule, so any signed-in user but the UCaaS user role (the switch's condition; none of the demo users); docs/features/wizards.md",
    gate: { get: signedIn, post: signedIn },
    get: SIGNED_IN,
    post: answers("login", "act", "act", "act", "act"),
    serve: redirect("/portal/wizards/create-account/region"),
    // The probe's form carries no cancel intent (400); the document drawn after it is the resume's: the region step.
    act: { doc: 302, data: 400 },
  },
  "routes/portal.wizards_.create-account_.$step": {
    spec: "the create-account wizard's steps (region, account): its resume's gate; a step that does not exist is a 404",
    gate: { get: signedIn, post: signedIn },
    get: SIGNED_IN,
    post: answers("login", "act", "act", "act", "act"),
    serve: page("Page not found", { status: 404 }),
    act: 404,
  },
  "routes/portal.routing.tester": {
    spec: "the rule tester (issue 17): a GET form on ROUTINGRULES_READ, changes nothing",
    gate: { get: need(ROLES.ROUTINGRULES_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Routing", dialog("Test a number")),
  },
  "routes/portal.routing.$id": {
    spec: "docs/product.md#roles ROUTINGRULES_READ (view)",
    gate: { get: need(ROLES.ROUTINGRULES_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("Routing", showing("Routing rule details")),
    record: "routingRule",
  },
  "routes/portal.routing.$id_.edit": {
    spec: "docs/product.md#roles ROUTINGRULES_READ and ROUTINGRULES_UPDATE",
    gate: {
      get: need(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_UPDATE),
      post: need(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_UPDATE),
    },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Routing", showing("Edit routing rule")),
    record: "routingRule",
    act: 400,
    // The rule is looked up before the form is read: an id that is not the caller's is a 404 whatever the form.
    missing: { act: 404 },
    foreignForm: {
      name: "Renamed by the matrix",
      eventType: "call",
      origin: "service-number:00000000-0000-4000-8000-00000000beef",
      destination: "bot:00000000-0000-4000-8000-00000000beef",
      condition: "none",
      priority: "10",
      regionId: "eu-west",
    },
  },
  "routes/portal.routing.$id_.delete": {
    spec: "docs/product.md#roles ROUTINGRULES_READ and ROUTINGRULES_DELETE",
    gate: {
      get: need(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_DELETE),
      post: need(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_DELETE),
    },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("Routing", dialog("Delete routing rule?")),
    record: "routingRule",
    // Its POST deletes: the probe names another account's rule (404, nothing deleted).
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },

  // --- SIP connections (docs/product.md#portal-gates SIPCONNECTIONS_READ; CRUD roles of SIPCONNECTIONS) -----------------
  "routes/portal.sip_connections": {
    spec: "docs/product.md#roles SIPCONNECTIONS_READ (SIP connections); its export the same",
    gate: { get: need(ROLES.SIPCONNECTIONS_READ), post: need(ROLES.SIPCONNECTIONS_READ) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("SIP connections"),
    act: 400,
  },
  "routes/portal.sip_connections.new": {
    spec: "docs/product.md#roles SIPCONNECTIONS_READ and SIPCONNECTIONS_CREATE",
    gate: {
      get: need(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_CREATE),
      post: need(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_CREATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("SIP connections", dialog("Add SIP connection")),
    act: 400,
  },
  "routes/portal.sip_connections.$id": {
    spec: "docs/product.md#roles SIPCONNECTIONS_READ (view)",
    gate: { get: need(ROLES.SIPCONNECTIONS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("SIP connections", showing("SIP connection details")),
    record: "sipConnection",
  },
  "routes/portal.sip_connections.$id_.edit": {
    spec: "docs/product.md#roles SIPCONNECTIONS_READ and SIPCONNECTIONS_UPDATE",
    gate: {
      get: need(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_UPDATE),
      post: need(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_UPDATE),
    },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("SIP connections", showing("Edit SIP connection")),
    record: "sipConnection",
    act: 400,
    // The connection is looked up before the form is read: an id that is not the caller's is a 404 whatever the form.
    missing: { act: 404 },
    foreignForm: {
      name: "Renamed by the matrix",
      type: "sip-trunk",
      regionId: "eu-west",
      fqdn: "matrix.sip.example",
      dtmfMethod: "rfc2833",
      transferMethod: "refer",
      coders: "PCMU",
      keepAlive: "60",
      authFqdn: "on",
      authSourceIp: "on",
      authMethod: "none",
      "signallingAddresses[0]": "198.51.100.7",
      "sourceIps[0]": "198.51.100.7",
      "dialedNumbers[0]": "+15550100",
      "sourceNumberHeaders[0]": "From",
      dnsMethod: "A",
      maxCallDurationInMinutes: "0",
    },
  },
  "routes/portal.sip_connections.$id_.delete": {
    spec: "docs/product.md#roles SIPCONNECTIONS_READ and SIPCONNECTIONS_DELETE",
    gate: {
      get: need(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_DELETE),
      post: need(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_DELETE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("SIP connections", dialog("Delete SIP connection?")),
    record: "sipConnection",
    // Its POST deletes: the probe names another account's connection (404, nothing deleted).
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },
  "routes/portal.sip_connections.$id_.verify": {
    spec: "docs/product.md#roles SIPCONNECTIONS_READ and SIPCONNECTIONS_UPDATE (the DNS verification changes the connection)",
    gate: {
      get: need(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_UPDATE),
      post: need(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_UPDATE),
    },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("SIP connections"),
    record: "sipConnection",
    // The check changes nothing but a pending connection's status: back to the view with its outcome.
    act: { doc: 302, data: 204 },
    missing: { act: 404 },
  },

  // --- buying numbers (issue 16): the numbers screen's NUMBERS_READ and NUMBERS_CREATE (docs/product.md#portal-gates) ------
  "routes/portal.numbers_.buy": {
    spec: "docs/product.md#roles NUMBERS_READ and NUMBERS_CREATE (buying numbers)",
    gate: { get: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_CREATE), post: null },
    get: BUYERS,
    post: "no action",
    serve: page("Buy numbers", dialog("Choose a country")),
  },
  "routes/portal.numbers_.buy._index": {
    spec: "docs/product.md#roles NUMBERS_READ and NUMBERS_CREATE (buying numbers: the country)",
    gate: { get: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_CREATE), post: null },
    get: BUYERS,
    post: "no action",
    serve: page("Buy numbers", dialog("Choose a country")),
  },
  "routes/portal.numbers_.buy.region": {
    spec: "docs/product.md#roles NUMBERS_READ and NUMBERS_CREATE (buying numbers: the state or city)",
    gate: { get: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_CREATE), post: null },
    get: BUYERS,
    post: "no action",
    serve: page("Buy numbers", dialog("Choose a state")),
    query: () => "country=US",
  },
  "routes/portal.numbers_.buy.type": {
    spec: "docs/product.md#roles NUMBERS_READ and NUMBERS_CREATE (buying numbers: the type)",
    gate: { get: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_CREATE), post: null },
    get: BUYERS,
    post: "no action",
    serve: page("Buy numbers", dialog("Choose a number type")),
    query: () => "country=US&region=NY",
  },
  "routes/portal.numbers_.buy.available": {
    spec: "docs/product.md#roles NUMBERS_READ and NUMBERS_CREATE (buying numbers: the available numbers; POST adds one to the cart)",
    gate: { get: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_CREATE), post: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_CREATE) },
    get: BUYERS,
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Buy numbers", dialog("Available numbers")),
    query: () => "country=US&region=NY&type=geographic",
    // The probe names no number: back to the same page with the reason.
    act: { doc: 302, data: 204 },
  },
  "routes/portal.numbers_.buy.cart": {
    spec: "docs/product.md#roles NUMBERS_READ and NUMBERS_CREATE (buying numbers: the cart and its checkout)",
    gate: { get: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_CREATE), post: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_CREATE) },
    get: BUYERS,
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("Buy numbers", dialog("Cart")),
    act: 400,
  },
  "routes/portal.numbers_.buy.orders.$orderId": {
    spec: "docs/product.md#roles NUMBERS_READ and NUMBERS_CREATE (buying numbers: the order); an order that is not the caller's is a 404",
    gate: { get: need(ROLES.NUMBERS_READ, ROLES.NUMBERS_CREATE), post: null },
    get: BUYERS,
    post: "no action",
    serve: page("Buy numbers", { status: 404 }),
  },

  // --- WhatsApp numbers (docs/product.md#portal-gates SIPCONNECTIONS_READ; #feature-gates view TEAMS_READ, delete TEAMS_DELETE) --
  "routes/portal.whatsapp_numbers": {
    spec: "docs/product.md#roles SIPCONNECTIONS_READ (SIP connections, WhatsApp numbers); its export the same",
    gate: { get: need(WHATSAPP_LIST), post: need(WHATSAPP_LIST) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("WhatsApp numbers"),
    act: 400,
  },
  "routes/portal.whatsapp_numbers.new": {
    spec: "docs/product.md#roles SIPCONNECTIONS_READ and SIPCONNECTIONS_CREATE (create)",
    gate: {
      get: need(WHATSAPP_LIST, ROLES.SIPCONNECTIONS_CREATE),
      post: need(WHATSAPP_LIST, ROLES.SIPCONNECTIONS_CREATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("WhatsApp numbers", dialog("Add WhatsApp number")),
    act: 400,
  },
  "routes/portal.whatsapp_numbers.$id": {
    spec: "docs/product.md#roles WhatsApp view needs TEAMS_READ (on the list's SIPCONNECTIONS_READ)",
    gate: { get: need(WHATSAPP_LIST, ROLES.TEAMS_READ), post: null },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: "no action",
    serve: page("WhatsApp numbers", showing("WhatsApp number details")),
    record: "whatsapp",
  },
  "routes/portal.whatsapp_numbers.$id_.edit": {
    spec: "docs/product.md#roles SIPCONNECTIONS_READ and SIPCONNECTIONS_UPDATE (edit)",
    gate: {
      get: need(WHATSAPP_LIST, ROLES.SIPCONNECTIONS_UPDATE),
      post: need(WHATSAPP_LIST, ROLES.SIPCONNECTIONS_UPDATE),
    },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("WhatsApp numbers", showing("Edit WhatsApp number")),
    record: "whatsapp",
    act: 400,
    // The number is looked up before the form is read: an id that is not the caller's is a 404
    // whatever the form.
    missing: { act: 404 },
    foreignForm: { name: "Renamed by the matrix", regionId: "eu-west", maxCallDurationInMinutes: "0" },
  },
  "routes/portal.whatsapp_numbers.$id_.delete": {
    spec: "docs/product.md#roles WhatsApp delete needs TEAMS_DELETE (on the list's SIPCONNECTIONS_READ); the admin holds it (the Teams tenant delete)",
    gate: { get: need(WHATSAPP_LIST, ROLES.TEAMS_DELETE), post: need(WHATSAPP_LIST, ROLES.TEAMS_DELETE) },
    get: answers("login", "serve", "serve", "serve", "forbid"),
    post: answers("login", "act", "act", "act", "forbid"),
    serve: page("WhatsApp numbers", dialog("Delete WhatsApp number?")),
    record: "whatsapp",
    // Its POST deletes: the probe names another account's number (404, nothing deleted).
    writesForeignOnly: true,
    act: 404,
    missing: { act: 404 },
  },
  "routes/portal.whatsapp_numbers.$id_.connect": {
    spec: "docs/product.md#accounts-and-sessions creation step 2 (sign-up): SIPCONNECTIONS_READ and SIPCONNECTIONS_CREATE",
    gate: {
      get: need(WHATSAPP_LIST, ROLES.SIPCONNECTIONS_CREATE),
      post: need(WHATSAPP_LIST, ROLES.SIPCONNECTIONS_CREATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    // The caller's number is past its sign-up (Configured): back to the list with the reason.
    serve: redirect("/portal/whatsapp_numbers"),
    record: "whatsapp",
    // The document drawn after the refused finalize is the dialog's loader: the caller's number is
    // past its sign-up, so back to the list.
    act: { doc: 302, data: 400 },
    missing: { act: 404 },
    foreignForm: FINALIZE,
  },
  "routes/portal_.whatsapp_numbers.$id.signup-callback": {
    spec: "docs/product.md#accounts-and-sessions creation step 3 (the sign-up window's return): SIPCONNECTIONS_READ and SIPCONNECTIONS_CREATE",
    gate: {
      get: need(WHATSAPP_LIST, ROLES.SIPCONNECTIONS_CREATE),
      post: need(WHATSAPP_LIST, ROLES.SIPCONNECTIONS_CREATE),
    },
    get: answers("login", "forbid", "serve", "serve", "forbid"),
    post: answers("login", "forbid", "act", "act", "forbid"),
    serve: page("WhatsApp Business sign-up"),
    record: "whatsapp",
    query: () => "event=FINISH&code=matrix-probe",
    act: 400,
    missing: { act: 404 },
    foreignForm: FINALIZE,
  },

  // --- Billing (docs/product.md#portal-gates "BILLING_READ together with ACCOUNTS_ACTIONS_ADDCREDIT (billing link and wallet)";
  // the admin holds BILLING_READ but not ADDCREDIT, the viewer neither) --------------------------------
  "routes/portal.settings.billing": {
    spec: "docs/product.md#roles BILLING_READ and ACCOUNTS_ACTIONS_ADDCREDIT; its buttons (remove a card, dismiss the auto-recharge failure) the same",
    gate: {
      get: need(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
      post: need(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
    },
    get: BILLERS,
    post: BILLERS_ACT,
    serve: page("Billing"),
    act: 400,
  },
  "routes/portal.settings.billing.add-credit": {
    spec: "docs/product.md#roles BILLING_READ and ACCOUNTS_ACTIONS_ADDCREDIT (add credit by card)",
    gate: {
      get: need(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
      post: need(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
    },
    get: BILLERS,
    post: BILLERS_ACT,
    serve: page("Billing", dialog("Add credit")),
    act: 400,
  },
  "routes/portal.settings.billing.payment": {
    spec: "docs/product.md#roles BILLING_READ and ACCOUNTS_ACTIONS_ADDCREDIT (the card page's return and the deposit)",
    gate: {
      get: need(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
      post: need(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
    },
    get: BILLERS,
    post: BILLERS_ACT,
    serve: page("Billing", dialog("Payment")),
    act: 400,
  },
  "routes/portal.settings.billing.auto-recharge": {
    spec: "docs/product.md#roles BILLING_READ and ACCOUNTS_ACTIONS_ADDCREDIT (auto-recharge)",
    gate: {
      get: need(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
      post: need(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
    },
    get: BILLERS,
    post: BILLERS_ACT,
    serve: page("Billing", dialog("Auto-recharge")),
    act: 400,
  },
  "routes/portal.settings.billing.monthly-limit": {
    spec: "docs/product.md#roles BILLING_READ and ACCOUNTS_ACTIONS_ADDCREDIT (a postpaid account's monthly limit)",
    gate: {
      get: need(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
      post: need(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
    },
    get: BILLERS,
    post: BILLERS_ACT,
    serve: page("Billing", dialog("Monthly limit")),
    act: 400,
  },
  "routes/portal.settings.billing.address": {
    spec: "docs/product.md#roles BILLING_READ and ACCOUNTS_ACTIONS_ADDCREDIT (the billing address)",
    gate: {
      get: need(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
      post: need(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
    },
    get: BILLERS,
    post: BILLERS_ACT,
    serve: page("Billing", dialog("Billing address")),
    act: 400,
  },
  "routes/portal.settings.billing.invoices.$id": {
    spec: "docs/product.md#roles BILLING_READ and ACCOUNTS_ACTIONS_ADDCREDIT (an invoice of the caller's own account, as PDF)",
    gate: { get: need(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT), post: null },
    get: BILLERS,
    post: "no action",
    serve: { kind: "file", type: "application/pdf", disposition: "attachment" },
    record: "invoice",
  },

  // --- the admin area (docs/product.md#admin-routes "Admin"; #admin-gates: LIVEHUB_ADMIN and each page's role) --------------
  "routes/admin": {
    spec: "docs/product.md#screens: administrators only; /admin lands like /admin/dashboard",
    gate: { get: admin(), post: admin() },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: redirect((landing) => landing, "json"),
  },
  "routes/admin._index": {
    spec: "docs/product.md#screens / docs/product.md#accounts-and-sessions Admin landing: the first page of the order the roles allow",
    gate: { get: admin(), post: admin() },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: redirect((landing) => landing),
  },
  "routes/admin.dashboard": {
    spec: "docs/product.md#screens / docs/product.md#accounts-and-sessions Admin landing: the first page of the order the roles allow",
    gate: { get: admin(), post: admin() },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: redirect((landing) => landing),
  },
  "routes/admin.$": {
    spec: "docs/product.md#screens 'anything else: page not found', inside the admin shell for administrators",
    gate: { get: admin(), post: admin() },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Page not found", { status: 404 }),
    act: 404,
  },
  "routes/admin.accounts": {
    spec: "docs/product.md#roles ADMIN_ACCOUNTS_READ",
    gate: { get: admin(ROLES.ADMIN_ACCOUNTS_READ), post: admin(ROLES.ADMIN_ACCOUNTS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Accounts"),
  },
  "routes/admin.accounts.$id.charge": {
    spec: "docs/product.md#roles admin-only 'manual charge'; docs/product.md#roles admin-only dialog; ADMIN_BILLING on the grid's ADMIN_ACCOUNTS_READ",
    gate: {
      get: admin(ROLES.ADMIN_ACCOUNTS_READ, ROLES.ADMIN_BILLING),
      post: admin(ROLES.ADMIN_ACCOUNTS_READ, ROLES.ADMIN_BILLING),
    },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Accounts", titled("Manual charge: ")),
    record: "account",
    act: 400,
  },
  "routes/admin.accounts.$id.credit": {
    spec: "docs/product.md#roles admin-only 'set credit'; docs/product.md#roles admin-only dialog; ADMIN_BILLING on the grid's ADMIN_ACCOUNTS_READ",
    gate: {
      get: admin(ROLES.ADMIN_ACCOUNTS_READ, ROLES.ADMIN_BILLING),
      post: admin(ROLES.ADMIN_ACCOUNTS_READ, ROLES.ADMIN_BILLING),
    },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Accounts", titled("Manual credit: ")),
    record: "account",
    act: 400,
  },
  "routes/admin.accounts.$id.trial": {
    spec: "docs/product.md#accounts-and-sessions 'trial can be extended by 30 days' (admin); the money actions' ADMIN_BILLING on the grid's ADMIN_ACCOUNTS_READ",
    gate: {
      get: admin(ROLES.ADMIN_ACCOUNTS_READ, ROLES.ADMIN_BILLING),
      post: admin(ROLES.ADMIN_ACCOUNTS_READ, ROLES.ADMIN_BILLING),
    },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Accounts", titled("Extend trial: ")),
    record: "trialAccount",
    act: 400,
  },
  "routes/admin.accounts.$id.dns": {
    spec: "docs/product.md#accounts-and-sessions 'DNS verification can be toggled per client' (EnableDNSVerification); ADMIN_ACCOUNTS_UPDATE on the grid's ADMIN_ACCOUNTS_READ",
    gate: {
      get: admin(ROLES.ADMIN_ACCOUNTS_READ, ROLES.ADMIN_ACCOUNTS_UPDATE),
      post: admin(ROLES.ADMIN_ACCOUNTS_READ, ROLES.ADMIN_ACCOUNTS_UPDATE),
    },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Accounts", titled("DNS verification: ")),
    record: "account",
    act: 400,
  },
  "routes/admin.numbers": {
    spec: "docs/product.md#roles NUMBERS_READ; its export the same",
    gate: { get: admin(ROLES.NUMBERS_READ), post: admin(ROLES.NUMBERS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Phone numbers (all accounts)"),
    act: 400,
  },
  "routes/admin.numbers.new": {
    spec: "docs/product.md#roles admin-only dialog 'manual number'; NUMBERS_UPDATE (ADR 007) on the grid's NUMBERS_READ",
    gate: {
      get: admin(ROLES.NUMBERS_READ, ROLES.NUMBERS_UPDATE),
      post: admin(ROLES.NUMBERS_READ, ROLES.NUMBERS_UPDATE),
    },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Phone numbers (all accounts)", dialog("Manual number")),
    act: 400,
  },
  "routes/admin.numbers.$id": {
    spec: "the admin's read-only number dialog (ADR 010: administrators view; the customer screens write)",
    gate: { get: admin(ROLES.NUMBERS_READ), post: admin(ROLES.NUMBERS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Phone numbers (all accounts)", showing("Phone number details")),
    record: "anyPhone",
  },
  "routes/admin.sipConnections": {
    spec: "docs/product.md#roles SIPCONNECTIONS_READ; its export the same",
    gate: { get: admin(ROLES.SIPCONNECTIONS_READ), post: admin(ROLES.SIPCONNECTIONS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("SIP connections (all accounts)"),
    act: 400,
  },
  "routes/admin.sipConnections.$id": {
    spec: "the admin's read-only SIP connection dialog (ADR 010: administrators view; the customer screens write)",
    gate: { get: admin(ROLES.SIPCONNECTIONS_READ), post: admin(ROLES.SIPCONNECTIONS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("SIP connections (all accounts)", showing("SIP connection details")),
    record: "sip",
  },
  "routes/admin.sipConnections.$id_.cacProfile": {
    spec: "docs/product.md#roles admin-only dialog 'call-limit profile'; SIPCONNECTIONS_UPDATE (ADR 006)",
    gate: {
      get: admin(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_UPDATE),
      post: admin(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_UPDATE),
    },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("SIP connections (all accounts)", titled("Call-limit profile: ")),
    record: "sip",
    act: 400,
  },
  "routes/admin.sipConnections.$id_.sbcOverride": {
    spec: "docs/product.md#roles admin-only dialog 'SBC override'; SIPCONNECTIONS_UPDATE (ADR 006)",
    gate: {
      get: admin(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_UPDATE),
      post: admin(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_UPDATE),
    },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("SIP connections (all accounts)", titled("SBC override: ")),
    record: "sip",
    act: 400,
  },
  "routes/admin.sipConnections.$id_.charge": {
    spec: "docs/product.md#roles admin-only dialog 'SIP charge toggle'; SIPCONNECTIONS_UPDATE (ADR 006)",
    gate: {
      get: admin(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_UPDATE),
      post: admin(ROLES.SIPCONNECTIONS_READ, ROLES.SIPCONNECTIONS_UPDATE),
    },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("SIP connections (all accounts)", titled("SIP charge: ")),
    record: "sip",
    act: 400,
  },
  "routes/admin.bots": {
    spec: "docs/product.md#screens admin bots; docs/product.md#roles BOTS_READ (landing order 'bots'); its export the same",
    gate: { get: admin(ROLES.BOTS_READ), post: admin(ROLES.BOTS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Bots (all accounts)"),
    act: 400,
  },
  "routes/admin.bots.$id": {
    spec: "the admin's read-only bot dialog (ADR 010: administrators view; the customer screens write)",
    gate: { get: admin(ROLES.BOTS_READ), post: admin(ROLES.BOTS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Bots (all accounts)", showing("Bot details")),
    record: "anyBot",
  },
  "routes/admin.campaigns": {
    spec: "docs/product.md#screens admin campaigns; docs/product.md#roles CAMPAIGNS_READ (landing order 'campaigns'); its export the same",
    gate: { get: admin(ROLES.CAMPAIGNS_READ), post: admin(ROLES.CAMPAIGNS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Campaigns (all accounts)"),
    act: 400,
  },
  "routes/admin.campaigns.$id": {
    spec: "the admin's read-only campaign dialog (ADR 010: administrators view; the customer screens write)",
    gate: { get: admin(ROLES.CAMPAIGNS_READ), post: admin(ROLES.CAMPAIGNS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Campaigns (all accounts)", showing("Campaign details")),
    record: "anyCampaign",
  },
  "routes/admin.speech_services": {
    spec: "docs/product.md#screens admin speech_services; docs/product.md#roles BOTS_READ (landing order 'speech services'); its export the same",
    gate: { get: admin(ROLES.BOTS_READ), post: admin(ROLES.BOTS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Speech services (all accounts)"),
    act: 400,
  },
  "routes/admin.speech_services.$id": {
    spec: "the admin's read-only speech service dialog (ADR 010: administrators view; the customer screens write)",
    gate: { get: admin(ROLES.BOTS_READ), post: admin(ROLES.BOTS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Speech services (all accounts)", showing("Speech service details")),
    record: "anySpeechService",
  },
  "routes/admin.ai_framework.tools": {
    spec: "docs/product.md#admin-routes ai_framework/{entity}: tools; docs/product.md#roles AIFRAMEWORK_READ (landing order 'AI ... tools'); its export the same",
    gate: { get: admin(ROLES.AIFRAMEWORK_READ), post: admin(ROLES.AIFRAMEWORK_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Tools (all accounts)"),
    act: 400,
  },
  "routes/admin.ai_framework.tools.$id": {
    spec: "the admin's read-only tool dialog (ADR 014: administrators view; the customer screens write)",
    gate: { get: admin(ROLES.AIFRAMEWORK_READ), post: admin(ROLES.AIFRAMEWORK_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Tools (all accounts)", showing("Tool details")),
    record: "anyAiTool",
  },
  "routes/admin.ai_framework.documents": {
    spec: "docs/product.md#ai-framework admin ai_framework/documents; AIFRAMEWORK_READ (landing order 'AI ... documents'); its export the same",
    gate: { get: admin(ROLES.AIFRAMEWORK_READ), post: admin(ROLES.AIFRAMEWORK_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Documents (all accounts)"),
    act: 400,
  },
  "routes/admin.ai_framework.documents.$id": {
    spec: "the admin's read-only document dialog with its chunks (ADR 010: administrators view; the customer screens write)",
    gate: { get: admin(ROLES.AIFRAMEWORK_READ), post: admin(ROLES.AIFRAMEWORK_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Documents (all accounts)", showing("Document details")),
    record: "anyAiDocument",
  },
  "routes/admin.ai_framework.chat_history": {
    spec: "docs/product.md#ai-framework admin ai_framework/{entity}: chat history; AIFRAMEWORK_READ; its export the same",
    gate: { get: admin(ROLES.AIFRAMEWORK_READ), post: admin(ROLES.AIFRAMEWORK_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Chat history (all accounts)"),
    act: 400,
  },
  "routes/admin.ai_framework.chat_history.$id": {
    spec: "the admin's read-only conversation (ADR 014: administrators view)",
    gate: { get: admin(ROLES.AIFRAMEWORK_READ), post: admin(ROLES.AIFRAMEWORK_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Chat history (all accounts)", showing("Conversation")),
    record: "anyAiChat",
  },
  "routes/admin.ai_framework.agents": {
    spec: "docs/product.md#ai-framework admin ai_framework/{entity}; docs/product.md#roles AIFRAMEWORK_READ (landing order 'AI agents'); its export the same",
    gate: { get: admin(ROLES.AIFRAMEWORK_READ), post: admin(ROLES.AIFRAMEWORK_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("AI agents (all accounts)"),
    act: 400,
  },
  "routes/admin.ai_framework.agents.$id": {
    spec: "the admin's read-only agent dialog (ADR 010: administrators view; the customer screens write)",
    gate: { get: admin(ROLES.AIFRAMEWORK_READ), post: admin(ROLES.AIFRAMEWORK_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("AI agents (all accounts)", showing("Agent details")),
    record: "anyAiAgent",
  },
  "routes/admin.voice_translations": {
    spec: "docs/product.md#screens admin voice_translations (plural); docs/product.md#roles VOICETRANSLATION_READ (landing order 'voice translation'); its export the same",
    gate: { get: admin(ROLES.VOICETRANSLATION_READ), post: admin(ROLES.VOICETRANSLATION_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Voice translations (all accounts)"),
    act: 400,
  },
  "routes/admin.voice_translations.$id": {
    spec: "the admin's read-only voice translation dialog (ADR 010: administrators view; the customer screens write)",
    gate: { get: admin(ROLES.VOICETRANSLATION_READ), post: admin(ROLES.VOICETRANSLATION_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Voice translations (all accounts)", showing("Voice translation details")),
    record: "anyVoiceTranslation",
  },
  "routes/admin.ai_framework.models": {
    spec: "docs/product.md#screens admin ai_framework/{entity}; docs/product.md#roles AIFRAMEWORK_READ; its export the same",
    gate: { get: admin(ROLES.AIFRAMEWORK_READ), post: admin(ROLES.AIFRAMEWORK_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Models (all accounts)"),
    act: 400,
  },
  "routes/admin.ai_framework.models.$id": {
    spec: "the admin's read-only model dialog (ADR 010: administrators view; the customer screens write)",
    gate: { get: admin(ROLES.AIFRAMEWORK_READ), post: admin(ROLES.AIFRAMEWORK_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Models (all accounts)", showing("Model details")),
    record: "anyAiModel",
  },
  "routes/admin.routing": {
    spec: "docs/product.md#screens admin routing; docs/product.md#roles ROUTINGRULES_READ (landing order 'routing rules'); its export the same",
    gate: { get: admin(ROLES.ROUTINGRULES_READ), post: admin(ROLES.ROUTINGRULES_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Routing rules (all accounts)"),
    act: 400,
  },
  "routes/admin.routing.$id": {
    spec: "the admin's read-only routing rule dialog (ADR 010)",
    gate: { get: admin(ROLES.ROUTINGRULES_READ), post: admin(ROLES.ROUTINGRULES_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Routing rules (all accounts)", showing("Routing rule details")),
    record: "anyRoutingRule",
  },
  "routes/admin.routingGroups": {
    spec: "docs/product.md#screens admin routingGroups; docs/product.md#roles ROUTINGRULES_READ (landing order 'routing groups'); its export the same",
    gate: { get: admin(ROLES.ROUTINGRULES_READ), post: admin(ROLES.ROUTINGRULES_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Routing groups (all accounts)"),
    act: 400,
  },
  "routes/admin.routingGroups.new": {
    spec: "routing groups are managed by administrators (docs/product.md#product): ROUTINGRULES_CREATE on the screen's ROUTINGRULES_READ",
    gate: {
      get: admin(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_CREATE),
      post: admin(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_CREATE),
    },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Routing groups (all accounts)", dialog("Add routing group")),
    act: 400,
  },
  "routes/admin.routingGroups.$id": {
    spec: "the admin's routing group dialog (ADR 010)",
    gate: { get: admin(ROLES.ROUTINGRULES_READ), post: admin(ROLES.ROUTINGRULES_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Routing groups (all accounts)", showing("Routing group details")),
    record: "anyRoutingGroup",
  },
  "routes/admin.routingGroups.$id_.edit": {
    spec: "routing groups are managed by administrators: ROUTINGRULES_UPDATE on the screen's ROUTINGRULES_READ",
    gate: {
      get: admin(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_UPDATE),
      post: admin(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_UPDATE),
    },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Routing groups (all accounts)", showing("Edit routing group")),
    record: "anyRoutingGroup",
    act: 400,
  },
  "routes/admin.routingGroups.$id_.delete": {
    spec: "routing groups are managed by administrators: ROUTINGRULES_DELETE; its form must name the group (the probe's does not: 400, nothing deleted)",
    gate: {
      get: admin(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_DELETE),
      post: admin(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_DELETE),
    },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Routing groups (all accounts)", dialog("Delete routing group?")),
    record: "anyRoutingGroup",
    act: 400,
  },
  "routes/admin.tenants": {
    spec: "docs/product.md#screens admin tenants; docs/product.md#roles TEAMS_READ (landing order 'Teams tenants'); its export the same",
    gate: { get: admin(ROLES.TEAMS_READ), post: admin(ROLES.TEAMS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Teams tenants (all accounts)"),
    act: 400,
  },
  "routes/admin.tenants.$id": {
    spec: "the admin's read-only Teams tenant dialog (ADR 010)",
    gate: { get: admin(ROLES.TEAMS_READ), post: admin(ROLES.TEAMS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Teams tenants (all accounts)", showing("Teams tenant details")),
    record: "anyTeamsTenant",
  },
  "routes/admin.tenants.$id_.delete": {
    spec: "docs/product.md#roles admin-only 'delete Teams tenant': TEAMS_DELETE on the screen's TEAMS_READ; its form must name the tenant (the probe's does not: 400, nothing deleted)",
    gate: { get: admin(ROLES.TEAMS_READ, ROLES.TEAMS_DELETE), post: admin(ROLES.TEAMS_READ, ROLES.TEAMS_DELETE) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Teams tenants (all accounts)", dialog("Delete Teams tenant?")),
    record: "anyTeamsTenant",
    act: 400,
  },
  "routes/admin.teamsConnections": {
    spec: "docs/product.md#screens admin teamsConnections; docs/product.md#roles TEAMS_READ (landing order 'Teams connections'); its export the same",
    gate: { get: admin(ROLES.TEAMS_READ), post: admin(ROLES.TEAMS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Teams connections (all accounts)"),
    act: 400,
  },
  "routes/admin.alarms": {
    spec: "docs/product.md#screens admin alarms; docs/product.md#roles ALARMS_READ (landing order 'alarms'); its export the same",
    gate: { get: admin(ROLES.ALARMS_READ), post: admin(ROLES.ALARMS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Alarms (all accounts)"),
    act: 400,
  },
  "routes/admin.alarms.$id": {
    spec: "the admin's read-only alarm dialog (ADR 010)",
    gate: { get: admin(ROLES.ALARMS_READ), post: admin(ROLES.ALARMS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Alarms (all accounts)", showing("Alarm details")),
    record: "anyAlarm",
  },
  "routes/admin.teamsConnections.$id": {
    spec: "the admin's read-only Teams connection dialog (ADR 010)",
    gate: { get: admin(ROLES.TEAMS_READ), post: admin(ROLES.TEAMS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Teams connections (all accounts)", showing("Teams connection details")),
    record: "anyTeamsConnection",
  },
  "routes/admin.whatsapp_numbers": {
    spec: "docs/product.md#roles SIPCONNECTIONS_READ (landing order 'WhatsApp numbers'); its export the same",
    gate: { get: admin(ROLES.SIPCONNECTIONS_READ), post: admin(ROLES.SIPCONNECTIONS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("WhatsApp numbers (all accounts)"),
    act: 400,
  },
  "routes/admin.whatsapp_numbers.$id": {
    spec: "docs/product.md#screens the admin's read-only view dialog (the row gates of docs/product.md#roles are the customer dialog's)",
    gate: { get: admin(ROLES.SIPCONNECTIONS_READ), post: admin(ROLES.SIPCONNECTIONS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("WhatsApp numbers (all accounts)", showing("WhatsApp number details")),
    record: "anyWhatsapp",
  },
  "routes/admin.calls": {
    spec: "docs/product.md#roles CALLS_READ (the admin call list); its export the same",
    gate: { get: admin(ROLES.CALLS_READ), post: admin(ROLES.CALLS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Calls"),
    act: 400,
  },
  "routes/admin.calls.$callId": {
    spec: "docs/product.md#screens /admin/calls/{id}: CALLS_READ",
    gate: { get: admin(ROLES.CALLS_READ), post: admin(ROLES.CALLS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Calls", showing("Call details")),
    record: "anyCall",
  },
  "routes/admin.calls.$callId.ladder": {
    spec: "docs/product.md#screens SIP ladder dialog over /admin/calls/{id}: CALLS_READ",
    gate: { get: admin(ROLES.CALLS_READ), post: admin(ROLES.CALLS_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Calls", showing("SIP ladder")),
    record: "anyCall",
  },
  "routes/admin.calls.$callId.recording": {
    spec: "docs/product.md#roles CALLRECORDING_READ on the admin call's CALLS_READ",
    gate: {
      get: admin(ROLES.CALLS_READ, ROLES.CALLRECORDING_READ),
      post: admin(ROLES.CALLS_READ, ROLES.CALLRECORDING_READ),
    },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: { kind: "file", type: "audio/wav", disposition: "inline" },
    record: "anyCall",
  },
  "routes/admin.statistics": {
    spec: "docs/product.md#roles STATISTICS_READ_READ",
    gate: { get: admin(ROLES.STATISTICS_READ_READ), post: admin(ROLES.STATISTICS_READ_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: page("Statistics"),
  },
  "routes/admin.statistics_.export": {
    spec: "docs/product.md#roles STATISTICS_READ_READ (the chart's export)",
    gate: { get: admin(ROLES.STATISTICS_READ_READ), post: admin(ROLES.STATISTICS_READ_READ) },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: { kind: "file", type: "text/csv", disposition: "attachment" },
    record: "account",
    query: (account) => `${STATS_QUERY}&account=${account?.id ?? ""}`,
  },
  "routes/admin.account-options": {
    spec: "ADR 007: the admin account dropdown, for the screens using it (statistics read, numbers update, routing group create)",
    gate: {
      get: admin([ROLES.STATISTICS_READ_READ, ROLES.NUMBERS_UPDATE, ROLES.ROUTINGRULES_CREATE]),
      post: admin([ROLES.STATISTICS_READ_READ, ROLES.NUMBERS_UPDATE, ROLES.ROUTINGRULES_CREATE]),
    },
    get: ADMIN_ONLY,
    post: ADMIN_405,
    serve: json,
  },
  "routes/admin.notifications.send": {
    spec: "docs/features/notifications.md: administrators (docs/product.md#accounts-and-sessions notifications from administrators)",
    gate: { get: admin(), post: admin() },
    get: ADMIN_ONLY,
    post: ADMIN_ACTS,
    serve: page("Send a notification"),
    act: 400,
  },
};
