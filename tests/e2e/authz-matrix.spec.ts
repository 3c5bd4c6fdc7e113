import { expect, test } from "@playwright/test";
import { createRequire } from "node:module";
import { join } from "node:path";
import { DEMO, openE2eDatabase } from "./support/auth";
import { httpSession, signedInSession, type HttpAnswer, type HttpSession } from "./support/http-session";
import {
  adminLanding,
  EVERYONE,
  gateAllows,
  PEOPLE,
  ROUTE_GATES,
  type PerKind,
  type Person,
  type RecordKind,
  type RecordRef,
  type RouteRow,
  type Served,
  type Who,
} from "./support/route-gates";

/**
 * The authorization matrix (issue 8): every /portal and /admin route of the built route manifest,
 * called as a visitor and as each demo user with GET and POST, each as a document request and as a
 * data request (?_data=<route id>), and with HEAD and one of PUT, PATCH and DELETE in turn (see
 * methodKinds: every method meets every kind for every caller across the routes). The expected answer of every call comes
 * from the route-gate table (support/route-gates.ts, written from the spec; nothing here asks the
 * console's own gates), and is checked exactly:
 *
 * - served: 200 with the page's <h1> (and the dialog's text) for a document, JSON for a data request,
 *   the file for a resource route, or the route's own redirect (302 to a path of this site; a data
 *   request 204 with X-Remix-Redirect);
 * - a visitor: 302 to /login?redirectTo=<the path and query>, a data request 204 with that
 *   X-Remix-Redirect;
 * - a signed-in user without the roles: 403, and no account id, account name, e-mail, role or
 *   balance of anyone in the body;
 * - HEAD answers what GET answers, without a body; PUT, PATCH and DELETE reach the same action as
 *   POST (the console's forms only post), so they answer what POST answers;
 * - a route without an action answers any write 405. Remix says so from its route manifest (public in
 *   the client build) before any loader of ours runs: a data request, a resource route or a layout
 *   itself answers 405 to everyone, visitors included; a page below a layout runs the layouts'
 *   loaders first, so a visitor is sent to sign in, and everyone else gets 405 (the 405 outranks the
 *   layout's 403). No 405 of a refused caller carries data.
 *
 * Route parameters are real records of the e2e database: the caller's own (none: an id that exists
 * nowhere, answered 404); a customer route is also called with another account's record, which must
 * answer 404 and show nothing of it, and a valid write naming it must change nothing (404).
 */

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { loader?: unknown; action?: unknown; default?: unknown; ErrorBoundary?: unknown };
}

interface ConsoleRoute {
  id: string;
  /** The URL path pattern (":id" parameters). */
  pattern: string;
  index: boolean;
  /** Directly under the root route (a layout): nothing of ours runs before a 405. */
  topLevel: boolean;
  action: boolean;
  /** No component and no error boundary: Remix answers with the loader's Response alone. */
  resource: boolean;
}

/** Every /portal and /admin route of the build. */
function consoleRoutes(): ConsoleRoute[] {
  const require = createRequire(import.meta.url);
  const routes = (require(join(process.cwd(), "build", "index.js")) as { routes: Record<string, ManifestRoute> })
    .routes;
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId && route.parentId !== "root" ? fullPath(routes[route.parentId]) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .map((r) => ({
      id: r.id,
      pattern: `/${fullPath(r)}`.replace(/\/+/g, "/"),
      index: Boolean(r.index),
      topLevel: r.parentId === "root",
      action: Boolean(r.module.action),
      resource: !r.module.default && !r.module.ErrorBoundary,
    }))
    .filter((r) => /^\/(portal|admin)(\/|$)/.test(r.pattern));
}

/** An id that names no record anywhere. */
const NOWHERE = "00000000-0000-4000-8000-00000000dead";
const PROBE_FORM = { intent: "authz-probe" };
const CONCURRENCY = 4;

// ------------------------------------------------------------------------------------------------
// Records of the e2e database

interface Fixtures {
  roles: Record<Person, string[]>;
  /** Per customer record kind and person: their own record and another account's (absent: none). */
  own: Record<RecordKind, Partial<Record<Person, RecordRef>>>;
  foreign: Record<RecordKind, Partial<Record<Person, RecordRef>>>;
  /** A real record of each kind (the owner's account), for callers the gates refuse. */
  sample: Record<RecordKind, RecordRef>;
  /** What no refusal may contain: every account's id and name, every user's e-mail, data keys. */
  refusalSecrets: string[];
  /**
   * What the shell drawn around a refused page shows the caller of their own (docs/security.md#refused-pages):
   * their e-mail, account, wallet and roles. Allowed in a refused page's document, never in a data answer.
   */
  shellOf: Record<Person, string[]>;
}

type Db = Awaited<ReturnType<typeof openE2eDatabase>>;

/** The roles the seed gave the demo users. */
function seededRoles(db: Db): Record<Person, string[]> {
  const rolesOf = (email: string) =>
    JSON.parse(
      (db.prepare("SELECT roles FROM users WHERE email = ?").get(email) as { roles: string }).roles,
    ) as string[];
  return Object.fromEntries(PEOPLE.map((p) => [p, rolesOf(DEMO[p].email)])) as Record<Person, string[]>;
}

/** The shell's data keys (and its role names): in no refusal, but in the caller's own shell around a refused page. */
const SHELL_KEYS = ['"email"', '"accountName"', '"balance"', '"walletBalance"', '"roles"', "LIVEHUB_"];

function loadFixtures(db: Db): Fixtures {
  const accountOf = (email: string) =>
    db
      .prepare("SELECT a.id, a.name FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.email = ?")
      .get(email) as { id: string; name: string };
  const demo = Object.fromEntries(PEOPLE.map((p) => [p, accountOf(DEMO[p].email)])) as Record<
    Person,
    { id: string; name: string }
  >;
  const nameOf = (accountId: string) =>
    (db.prepare("SELECT name FROM accounts WHERE id = ?").get(accountId) as { name: string }).name;

  const whatsapp = (where: string, arg: string): RecordRef | undefined => {
    const row = db
      .prepare(
        `SELECT id, name, account_id FROM whatsapp_numbers WHERE ${where} AND deleted_at IS NULL AND status = 'Connected' ORDER BY created_at LIMIT 1`,
      )
      .get(arg) as { id: string; name: string; account_id: string } | undefined;
    return row && { id: row.id, name: row.name, secrets: [row.name, row.account_id, nameOf(row.account_id)] };
  };
  const call = (accountId: string): RecordRef | undefined => {
    const row = db
      .prepare(
        "SELECT call_id, global_session_id FROM calls WHERE account_id = ? AND recorded = 1 ORDER BY setup_time DESC LIMIT 1",
      )
      .get(accountId) as { call_id: string; global_session_id: string } | undefined;
    return (
      row && { id: row.call_id, name: row.call_id, secrets: [row.global_session_id, accountId, nameOf(accountId)] }
    );
  };
  const download = (email: string): RecordRef | undefined => {
    const row = db
      .prepare(
        `SELECT n.id, n.data, u.account_id FROM notifications n JOIN users u ON u.id = n.user_id
         WHERE u.email = ? AND n.type = 'download' ORDER BY n.created_at DESC LIMIT 1`,
      )
      .get(email) as { id: string; data: string; account_id: string } | undefined;
    if (!row) return undefined;
    const data = JSON.parse(row.data) as { fileName: string; jobId: string };
    return { id: row.id, name: data.fileName, secrets: [data.jobId, row.account_id] };
  };
  const bot = (where: string, arg: string): RecordRef | undefined => {
    const row = db
      .prepare(
        `SELECT id, name, account_id FROM bots WHERE ${where} AND deleted_at IS NULL ORDER BY created_at LIMIT 1`,
      )
      .get(arg) as { id: string; name: string; account_id: string } | undefined;
    return row && { id: row.id, name: row.name, secrets: [row.name, row.account_id, nameOf(row.account_id)] };
  };
  // Speech services and voice translations: Essential accounts only (the trial account has none).
  const entity =
    (table: string) =>
    (where: string, arg: string): RecordRef | undefined => {
      const row = db
        .prepare(
          `SELECT id, name, account_id FROM ${table} WHERE ${where} AND deleted_at IS NULL ORDER BY created_at LIMIT 1`,
        )
        .get(arg) as { id: string; name: string; account_id: string } | undefined;
      return row && { id: row.id, name: row.name, secrets: [row.name, row.account_id, nameOf(row.account_id)] };
    };
  const speechService = entity("speech_services");
  const phone = entity("phone_numbers");
  const voiceTranslation = entity("voice_translations");
  const aiAgent = entity("ai_agents");
  const aiChat = entity("ai_chats");
  const sipConnection = entity("sip_connections");
  // A tenant's name is its domain (a generated column).
  const teamsTenant = entity("teams_tenants");
  const teamsConnection = entity("teams_connections");
  const routingRule = entity("routing_rules");
  const routingGroup = entity("routing_groups");
  // An alarm is raised (raised_at), not created; its name is no secret (the same alarm names recur across accounts).
  const alarm = (where: string, arg: string): RecordRef | undefined => {
    const row = db
      .prepare(
        `SELECT id, name, account_id FROM alarms WHERE ${where} AND deleted_at IS NULL ORDER BY raised_at, id LIMIT 1`,
      )
      .get(arg) as { id: string; name: string; account_id: string } | undefined;
    return row && { id: row.id, name: row.name, secrets: [row.account_id, nameOf(row.account_id)] };
  };
  const alarmThreshold = entity("alarm_thresholds");
  const campaign = entity("campaigns");
  // AI models: the seed gives Acme Voice one (platform/seed/aiModels.ts).
  const aiModel = entity("ai_models");
  const aiTool = entity("ai_tools");
  const aiDocument = entity("ai_documents");
  // An invoice is named by its number (the seed gives Acme Voice and the trial account one each).
  const invoice = (where: string, arg: string): RecordRef | undefined => {
    const row = db
      .prepare(`SELECT id, number, account_id FROM invoices WHERE ${where} ORDER BY issued_at LIMIT 1`)
      .get(arg) as { id: string; number: string; account_id: string } | undefined;
    return row && { id: row.id, name: row.number, secrets: [row.number, row.account_id, nameOf(row.account_id)] };
  };
  const acme = demo.owner.id;
  const trial = demo.trial.id;
  const acmeNumber = whatsapp("account_id = ?", acme);
  const otherNumber = whatsapp("account_id <> ?", acme);
  const acmeCall = call(acme);
  const trialCall = call(trial);
  const trialDownload = download(DEMO.trial.email);
  const sipRow = db
    .prepare(
      "SELECT id, name FROM sip_connections WHERE account_id = ? AND deleted_at IS NULL ORDER BY created_at LIMIT 1",
    )
    .get(acme) as { id: string; name: string } | undefined;
  const acmeSpeech = speechService("account_id = ?", acme);
  const otherSpeech = speechService("account_id <> ?", acme);
  const acmeTranslation = voiceTranslation("account_id = ?", acme);
  const needed = {
    acmeNumber,
    otherNumber,
    acmeCall,
    trialCall,
    trialDownload,
    sipRow,
    acmeSpeech,
    otherSpeech,
    acmeTranslation,
  };
  for (const [what, value] of Object.entries(needed)) if (!value) throw new Error(`the e2e database has no ${what}`);
  const sip: RecordRef = { id: sipRow!.id, name: sipRow!.name, secrets: [sipRow!.id, sipRow!.name] };
  const acmeAccount: RecordRef = { id: acme, name: demo.owner.name, secrets: [acme, demo.owner.name] };

  const kinds = (): Record<RecordKind, Partial<Record<Person, RecordRef>>> => ({
    whatsapp: {},
    call: {},
    download: {},
    account: {},
    sip: {},
    anyWhatsapp: {},
    anyCall: {},
    bot: {},
    anyBot: {},
    speechService: {},
    anySpeechService: {},
    voiceTranslation: {},
    anyVoiceTranslation: {},
    sipConnection: {},
    teamsTenant: {},
    anyTeamsTenant: {},
    teamsConnection: {},
    anyTeamsConnection: {},
    phone: {},
    anyPhone: {},
    routingRule: {},
    anyRoutingRule: {},
    anyRoutingGroup: {},
    alarm: {},
    anyAlarm: {},
    alarmThreshold: {},
    campaign: {},
    anyCampaign: {},
    invoice: {},
    aiAgent: {},
    anyAiAgent: {},
    aiChat: {},
    anyAiChat: {},
    aiModel: {},
    anyAiModel: {},
    trialAccount: {},
    aiTool: {},
    anyAiTool: {},
    aiDocument: {},
    anyAiDocument: {},
  });
  const own = kinds();
  const foreign = kinds();
  for (const p of PEOPLE) {
    // The caller's own account's records: a WhatsApp number past its sign-up, a recorded call; and
    // the trial owner's download notification (other specs read and delete the other users' ones).
    own.whatsapp[p] = whatsapp("account_id = ?", demo[p].id);
    own.call[p] = call(demo[p].id);
    own.bot[p] = bot("account_id = ?", demo[p].id);
    own.speechService[p] = speechService("account_id = ?", demo[p].id);
    own.voiceTranslation[p] = voiceTranslation("account_id = ?", demo[p].id);
    own.aiAgent[p] = aiAgent("account_id = ?", demo[p].id);
    own.aiChat[p] = aiChat("account_id = ?", demo[p].id);
    own.sipConnection[p] = sipConnection("account_id = ?", demo[p].id);
    own.teamsTenant[p] = teamsTenant("account_id = ?", demo[p].id);
    own.teamsConnection[p] = teamsConnection("account_id = ?", demo[p].id);
    own.phone[p] = phone("account_id = ?", demo[p].id);
    own.routingRule[p] = routingRule("account_id = ?", demo[p].id);
    own.alarm[p] = alarm("account_id = ?", demo[p].id);
    own.alarmThreshold[p] = alarmThreshold("account_id = ?", demo[p].id);
    // A draft: only a draft's edit form is served (a started campaign's edit opens its view).
    own.campaign[p] = campaign("account_id = ? AND state = 'draft'", demo[p].id);
    own.invoice[p] = invoice("account_id = ?", demo[p].id);
    own.aiModel[p] = aiModel("account_id = ?", demo[p].id);
    // A tool of the account's own: the pre-defined ones (every account's) are read-only.
    own.aiTool[p] = aiTool("account_id = ? AND built_in IS NULL", demo[p].id);
    own.aiDocument[p] = aiDocument("account_id = ?", demo[p].id);
    if (p === "trial") own.download[p] = trialDownload;
    // Another account's. Administrators read every account (DESIGN "the platform ... scopes every
    // row to the caller's account (admins: any account)"), so only their notifications, which are
    // their own alone, have a foreign record.
    if (p !== "admin") {
      foreign.whatsapp[p] = whatsapp("account_id <> ?", demo[p].id);
      foreign.call[p] = demo[p].id === acme ? trialCall : acmeCall;
      foreign.bot[p] = bot("account_id <> ?", demo[p].id);
      foreign.speechService[p] = speechService("account_id <> ?", demo[p].id);
      // Only Acme Voice's translations are seeded: the owner has no other account's to probe with.
      foreign.voiceTranslation[p] = voiceTranslation("account_id <> ?", demo[p].id);
      foreign.aiAgent[p] = aiAgent("account_id <> ?", demo[p].id);
      foreign.aiChat[p] = aiChat("account_id <> ?", demo[p].id);
      foreign.sipConnection[p] = sipConnection("account_id <> ?", demo[p].id);
      foreign.teamsTenant[p] = teamsTenant("account_id <> ?", demo[p].id);
      foreign.teamsConnection[p] = teamsConnection("account_id <> ?", demo[p].id);
      foreign.phone[p] = phone("account_id <> ?", demo[p].id);
      foreign.routingRule[p] = routingRule("account_id <> ?", demo[p].id);
      foreign.alarm[p] = alarm("account_id <> ?", demo[p].id);
      foreign.alarmThreshold[p] = alarmThreshold("account_id <> ?", demo[p].id);
      foreign.campaign[p] = campaign("account_id <> ?", demo[p].id);
      foreign.invoice[p] = invoice("account_id <> ?", demo[p].id);
      foreign.aiModel[p] = aiModel("account_id <> ?", demo[p].id);
      // Every account has the pre-defined tools: another account's always exists.
      // Another account's own tool, else a pre-defined one: every account has one of that name, so
      // only its id and account may not show (its name is on the caller's own list too).
      const customTool = aiTool("account_id <> ? AND built_in IS NULL", demo[p].id);
      const builtInTool = aiTool("account_id <> ?", demo[p].id);
      foreign.aiTool[p] =
        customTool ??
        (builtInTool && { ...builtInTool, secrets: builtInTool.secrets.filter((s) => s !== builtInTool.name) });
      foreign.aiDocument[p] = aiDocument("account_id <> ?", demo[p].id);
    }
    if (p !== "trial") foreign.download[p] = trialDownload;
  }

  const accounts = db.prepare("SELECT id, name FROM accounts").all() as { id: string; name: string }[];
  const emails = (db.prepare("SELECT email FROM users").all() as { email: string }[]).map((u) => u.email);
  return {
    roles: seededRoles(db),
    own,
    foreign,
    sample: {
      whatsapp: acmeNumber!,
      call: acmeCall!,
      download: trialDownload!,
      account: acmeAccount,
      sip,
      anyWhatsapp: otherNumber!,
      anyCall: acmeCall!,
      bot: bot("account_id = ?", acme)!,
      anyBot: bot("account_id <> ?", acme)!,
      speechService: acmeSpeech!,
      anySpeechService: otherSpeech!,
      voiceTranslation: acmeTranslation!,
      aiAgent: aiAgent("account_id = ?", acme)!,
      anyAiAgent: aiAgent("account_id <> ?", acme)!,
      aiChat: aiChat("account_id = ?", acme)!,
      anyAiChat: aiChat("account_id <> ?", acme)!,
      // Administrators read every account's: Acme Voice's is a customer account's too.
      anyVoiceTranslation: acmeTranslation!,
      sipConnection: sipConnection("account_id = ?", acme)!,
      teamsTenant: teamsTenant("account_id = ?", acme)!,
      anyTeamsTenant: teamsTenant("account_id <> ?", acme)!,
      teamsConnection: teamsConnection("account_id = ?", acme)!,
      anyTeamsConnection: teamsConnection("account_id <> ?", acme)!,
      phone: phone("account_id = ?", acme)!,
      anyPhone: phone("account_id <> ?", acme)!,
      routingRule: routingRule("account_id = ?", acme)!,
      anyRoutingRule: routingRule("account_id <> ?", acme)!,
      // Routing groups: Acme Voice's (the seed gives only Acme groups); administrators manage any account's.
      anyRoutingGroup: routingGroup("account_id = ?", acme)!,
      alarm: alarm("account_id = ?", acme)!,
      anyAlarm: alarm("account_id <> ?", acme)!,
      alarmThreshold: alarmThreshold("account_id = ?", acme)!,
      campaign: campaign("account_id = ? AND state = 'draft'", acme)!,
      anyCampaign: campaign("account_id <> ?", acme)!,
      invoice: invoice("account_id = ?", acme)!,
      aiModel: aiModel("account_id = ?", acme)!,
      // Administrators read every account's: Acme Voice's is a customer account's too.
      anyAiModel: aiModel("account_id = ?", acme)!,
      aiDocument: aiDocument("account_id = ?", acme)!,
      // Administrators read every account's: the trial account's is a customer account's too.
      anyAiDocument: aiDocument("account_id <> ?", acme)!,
      // The demo trial owner's account: the extend-trial dialog serves trial accounts only.
      trialAccount: { id: demo.trial.id, name: demo.trial.name, secrets: [demo.trial.id, demo.trial.name] },
      // The seed's tool of Acme Voice (mocked: a Test calls nothing); administrators read every account's.
      aiTool: aiTool("account_id = ? AND built_in IS NULL", acme)!,
      anyAiTool: aiTool("account_id = ? AND built_in IS NULL", acme)!,
    },
    refusalSecrets: [...accounts.flatMap((a) => [a.id, a.name]), ...emails, ...SHELL_KEYS],
    shellOf: Object.fromEntries(
      PEOPLE.map((p) => [p, [DEMO[p].email, demo[p].id, demo[p].name, ...SHELL_KEYS]]),
    ) as Record<Person, string[]>,
  };
}

/** Customer record kinds are the caller's own; the admin kinds name any account's record. */
const CUSTOMER_KINDS: ReadonlySet<RecordKind> = new Set([
  "whatsapp",
  "call",
  "download",
  "bot",
  "speechService",
  "voiceTranslation",
  "sipConnection",
  "teamsTenant",
  "teamsConnection",
  "phone",
  "routingRule",
  "alarm",
  "alarmThreshold",
  "campaign",
  "invoice",
  "aiModel",
  "aiTool",
  "aiDocument",
  "aiAgent",
  "aiChat",
]);

/**
 * A download notification of the trial owner (nobody else's notifications can be counted by other
 * specs then): the WhatsApp numbers export of the trial account, made as a person would.
 */
async function ensureTrialDownload(session: HttpSession, baseURL: string): Promise<void> {
  const has = async () => {
    const db = await openE2eDatabase(baseURL);
    try {
      return Boolean(
        db
          .prepare(
            "SELECT 1 FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = ? AND n.type = 'download'",
          )
          .get(DEMO.trial.email),
      );
    } finally {
      db.close();
    }
  };
  if (await has()) return;
  const res = await session.send("/portal/whatsapp_numbers", { method: "POST", form: { intent: "export" } });
  expect(res.status, "the trial owner's export").toBe(302);
  await expect.poll(has, { timeout: 30_000 }).toBe(true);
}

// ------------------------------------------------------------------------------------------------
// Expectations

type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
type Kind = "doc" | "data";
const KINDS: readonly Kind[] = ["doc", "data"];
/** Every route and caller gets these as a document and as a data request. */
const FULL_METHODS: readonly Method[] = ["GET", "POST"];
/** The other writes reach the action POST reaches (Remix routes every non-GET method there). */
const OTHER_WRITES: readonly Method[] = ["PUT", "PATCH", "DELETE"];

/**
 * The calls of one route and caller: GET and POST, each as a document and as a data request; then
 * HEAD (which answers what GET answers) and one of PUT, PATCH and DELETE (which answer what POST
 * answers) once each, their method and kind turning with `turn` (the route's and caller's place), so
 * that across the matrix every method meets every kind for every caller, at half the requests of
 * every combination everywhere: the matrix's time grows with the routes.
 */
function methodKinds(turn: number): [Method, Kind][] {
  const full = FULL_METHODS.flatMap((m) => KINDS.map((k) => [m, k] as [Method, Kind]));
  return [...full, ["HEAD", KINDS[turn % 2]], [OTHER_WRITES[turn % 3], KINDS[Math.floor(turn / 3) % 2]]];
}

type Expectation =
  | { type: "login"; plain: boolean }
  | { type: "forbid" }
  | { type: "405"; refused: boolean }
  | { type: "served"; served: Served }
  | { type: "status"; status: number }
  | { type: "redirect"; to: string };

interface Probe {
  who: Who;
  routeId: string;
  method: Method;
  kind: Kind;
  url: string;
  /** The path and query the sign-in redirect must name. */
  wanted: string;
  form?: Record<string, string>;
  expect: Expectation;
  record: RecordRef | null;
  /** Strings the body must not contain. */
  secrets: string[];
  note?: string;
}

const perKind = <T>(value: PerKind<T>, kind: Kind): T =>
  typeof value === "object" && value !== null && "doc" in value ? value[kind] : (value as T);

function missingGet(row: RouteRow, kind: Kind): Expectation {
  const answer = perKind(row.missing?.get ?? 404, kind);
  return answer === "toNotifications"
    ? { type: "redirect", to: "/portal/notifications" }
    : { type: "status", status: answer };
}

/** What `who` must get for `method` of `route` (`missing`: the record is not the caller's). */
function expectationFor(
  row: RouteRow,
  route: ConsoleRoute,
  who: Who,
  method: Method,
  kind: Kind,
  missing: boolean,
): Expectation {
  const getAnswer = row.get[who];
  const login: Expectation = { type: "login", plain: row.visitorLogin === "plain" };
  if (method === "GET" || method === "HEAD") {
    if (getAnswer === "login") return login;
    if (getAnswer === "forbid") return { type: "forbid" };
    return missing ? missingGet(row, kind) : { type: "served", served: row.serve };
  }
  if (row.post === "no action") {
    const refused = getAnswer !== "serve";
    if (kind === "data" || route.resource || route.topLevel) return { type: "405", refused };
    return getAnswer === "login" ? login : { type: "405", refused };
  }
  const postAnswer = row.post[who];
  if (postAnswer === "login") return login;
  if (postAnswer === "forbid") return { type: "forbid" };
  if (postAnswer === "405") return { type: "405", refused: false };
  const act = missing ? (row.missing?.act ?? row.act) : row.act;
  if (act === undefined) throw new Error(`${route.id}: an action answer needs "act"`);
  return { type: "status", status: perKind(act, kind) };
}

function isRefusal(e: Expectation): boolean {
  return e.type === "login" || e.type === "forbid" || (e.type === "405" && e.refused);
}

function buildUrl(
  route: ConsoleRoute,
  record: RecordRef | null,
  query: string,
  kind: Kind,
): { url: string; wanted: string } {
  const path = route.pattern.replace(/:[A-Za-z]+/g, record?.id ?? NOWHERE).replace(/\*$/, "no-such-page");
  const search = new URLSearchParams(query);
  const wanted = `${path}${query ? `?${search.toString()}` : ""}`;
  if (route.index) search.set("index", "");
  if (kind === "data") search.set("_data", route.id);
  const qs = search.toString();
  return { url: `${path}${qs ? `?${qs}` : ""}`, wanted };
}

/**
 * A refused page's document is drawn inside the caller's shell (docs/security.md#refused-pages): the
 * customer's shell on /portal, the administrator's on /admin (a customer's /admin refusal stays bare).
 * What the shell shows of the caller is theirs to see; nothing of the refused page may be there.
 */
function withoutShell(secrets: string[], route: ConsoleRoute, who: Who, kind: Kind, fx: Fixtures): string[] {
  if (who === "visitor" || kind !== "doc") return secrets;
  const shell = route.pattern.startsWith("/portal") || (route.pattern.startsWith("/admin") && who === "admin");
  if (!shell) return secrets;
  const own = new Set(fx.shellOf[who]);
  return secrets.filter((secret) => !own.has(secret));
}

/** Every call of the matrix for one route and one caller. */
function probesFor(route: ConsoleRoute, row: RouteRow, who: Who, fx: Fixtures, landing: string, turn: number): Probe[] {
  const kind = row.record;
  const customer = kind !== undefined && CUSTOMER_KINDS.has(kind);
  const probes: Probe[] = [];
  for (const [method, k] of methodKinds(turn)) {
    const write = method !== "GET" && method !== "HEAD";
    {
      // Whose record: the caller's own; a refused caller (or one without a record of their own who
      // is refused anyway) is asked about a real record; writes that would change it name another
      // account's record instead.
      let record: RecordRef | null = null;
      let missing = false;
      if (kind) {
        const person = who === "visitor" ? null : who;
        const own = person ? fx.own[kind][person] : undefined;
        if (!customer) record = fx.sample[kind];
        else if (write && row.writesForeignOnly) {
          record = (person ? fx.foreign[kind][person] : fx.foreign[kind].owner) ?? null;
          missing = true;
        } else if (own) record = own;
        else {
          const refused = isRefusal(expectationFor(row, route, who, method, k, false));
          record = refused ? fx.sample[kind] : null;
          missing = !refused;
        }
      }
      const expectation = resolveLanding(expectationFor(row, route, who, method, k, missing), landing);
      const { url, wanted } = buildUrl(route, record, row.query?.(record) ?? "", k);
      probes.push({
        who,
        routeId: route.id,
        method,
        kind: k,
        url,
        wanted,
        form: write ? PROBE_FORM : undefined,
        expect: expectation,
        record,
        secrets: isRefusal(expectation)
          ? withoutShell([...fx.refusalSecrets, ...(record?.secrets ?? [])], route, who, k, fx)
          : missing && record
            ? record.secrets
            : [],
      });
    }
  }

  // Another account's record: nothing of it, for any method; a valid write naming it changes nothing.
  const person = who === "visitor" ? null : who;
  const foreign = customer && person ? fx.foreign[kind!][person] : undefined;
  if (foreign && row.get[person!] === "serve") {
    for (const k of KINDS) {
      for (const method of k === KINDS[turn % 2] ? (["GET", "HEAD"] as const) : (["GET"] as const)) {
        const { url, wanted } = buildUrl(route, foreign, row.query?.(foreign) ?? "", k);
        probes.push({
          who,
          routeId: route.id,
          method,
          kind: k,
          url,
          wanted,
          expect: missingGet(row, k),
          record: foreign,
          secrets: foreign.secrets,
          note: "another account's record",
        });
      }
      if (row.foreignForm && row.post !== "no action" && row.post[person!] === "act") {
        const { url, wanted } = buildUrl(route, foreign, row.query?.(foreign) ?? "", k);
        probes.push({
          who,
          routeId: route.id,
          method: "POST",
          kind: k,
          url,
          wanted,
          form: row.foreignForm,
          expect: { type: "status", status: 404 },
          record: foreign,
          secrets: foreign.secrets,
          note: "a valid write naming another account's record",
        });
      }
    }
  }
  return probes;
}

function resolveLanding(e: Expectation, landing: string): Expectation {
  if (e.type !== "served" || e.served.kind !== "redirect" || typeof e.served.to === "string") return e;
  return { type: "served", served: { ...e.served, to: e.served.to(landing) } };
}

// ------------------------------------------------------------------------------------------------
// Checking one answer

/** The texts of the page's headings of one level, markup removed. */
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) =>
    m[1].replace(/<[^>]+>/g, "").trim(),
  );

function locationOf(res: HttpAnswer, kind: Kind): string | null {
  return res.headers.get(kind === "doc" ? "location" : "x-remix-redirect");
}

/** The redirect answer of a document (302 + Location) or a data request (204 + X-Remix-Redirect). */
function checkRedirect(res: HttpAnswer, kind: Kind, to: (location: string) => string | null): string | null {
  const status = res.status;
  const wantStatus = kind === "doc" ? 302 : 204;
  if (status !== wantStatus) return `expected ${wantStatus} (a redirect), got ${status}`;
  const location = locationOf(res, kind);
  if (!location) return "a redirect without its location";
  if (!location.startsWith("/") || location.startsWith("//")) return `redirects off the site: ${location}`;
  return to(location);
}

function sameTarget(location: string, wanted: string): boolean {
  const a = new URL(location, "http://x");
  const b = new URL(wanted, "http://x");
  const sorted = (u: URL) => [...u.searchParams.entries()].sort().join("&");
  return a.pathname === b.pathname && sorted(a) === sorted(b);
}

function checkServed(res: HttpAnswer, body: string, probe: Probe, served: Served): string | null {
  const status = res.status;
  const type = res.headers.get("content-type") ?? "";
  const head = probe.method === "HEAD";
  switch (served.kind) {
    case "redirect": {
      if (probe.kind === "data" && served.data === "json") return checkJson(status, type, body, head);
      const to = served.to as string;
      return checkRedirect(res, probe.kind, (location) =>
        sameTarget(location, to) ? null : `redirects to ${location}, not ${to}`,
      );
    }
    case "json":
      return checkJson(status, type, body, head);
    case "file": {
      if (status !== 200) return `expected 200 (${served.type}), got ${status}`;
      if (!type.startsWith(served.type)) return `expected ${served.type}, got ${type}`;
      const disposition = res.headers.get("content-disposition") ?? "";
      if (!disposition.startsWith(served.disposition))
        return `expected Content-Disposition ${served.disposition}, got "${disposition}"`;
      return head || body.length > 0 ? null : "an empty file";
    }
    case "page": {
      const want = served.status ?? 200;
      if (status !== want) return `expected ${want}, got ${status}`;
      if (probe.kind === "data") return want === 200 ? checkJson(status, type, body, head) : null;
      if (!type.startsWith("text/html")) return `expected a page, got ${type}`;
      if (head) return null;
      const h1 = headings(body, 1)[0] ?? null;
      if (!h1?.startsWith(served.h1))
        return `expected the heading "${served.h1}", got ${h1 === null ? "no <h1>" : `"${h1}"`}`;
      const title = served.dialog?.(probe.record);
      if (title && !headings(body, 2).some((h) => h.includes(title)))
        return `expected the dialog "${title}", got ${JSON.stringify(headings(body, 2))}`;
      const missingText = (served.shows?.(probe.record) ?? []).filter((text) => !body.includes(text));
      return missingText.length ? `the page lacks ${missingText.map((t) => `"${t}"`).join(", ")}` : null;
    }
  }
}

function checkJson(status: number, type: string, body: string, head: boolean): string | null {
  if (status !== 200) return `expected 200 JSON, got ${status}`;
  if (!type.startsWith("application/json")) return `expected JSON, got ${type}`;
  if (head) return null;
  try {
    JSON.parse(body);
    return null;
  } catch {
    return "a body that is not JSON";
  }
}

function check(res: HttpAnswer, body: string, probe: Probe): string | null {
  const status = res.status;
  if (status >= 500) return `server error ${status}`;
  if (probe.method === "HEAD" && body.length > 0) return "HEAD answered with a body";
  const e = probe.expect;
  switch (e.type) {
    case "login":
      return checkRedirect(res, probe.kind, (location) => {
        if (e.plain) return location === "/login" ? null : `a visitor must go to /login, went to ${location}`;
        const url = new URL(location, "http://x");
        const wanted = url.searchParams.get("redirectTo");
        return url.pathname === "/login" && wanted !== null && sameTarget(wanted, probe.wanted)
          ? null
          : `a visitor must go to /login?redirectTo=${probe.wanted}, went to ${location}`;
      });
    case "forbid":
      return status === 403 ? null : `must be refused (403), got ${status}`;
    case "405":
      return status === 405 ? null : `expected 405, got ${status}`;
    case "status":
      return status === e.status ? null : `expected ${e.status}, got ${status}`;
    case "redirect":
      return checkRedirect(res, probe.kind, (location) =>
        sameTarget(location, e.to) ? null : `redirects to ${location}, not ${e.to}`,
      );
    case "served":
      return checkServed(res, body, probe, e.served);
  }
}

function send(session: HttpSession, probe: Probe): Promise<HttpAnswer> {
  const headers = probe.kind === "doc" ? { Accept: "text/html,application/xhtml+xml" } : { Accept: "*/*" };
  return session.send(probe.url, { method: probe.method, headers, form: probe.form });
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

// ------------------------------------------------------------------------------------------------

test("the route-gate table has a row for every /portal and /admin route, and its answers follow its gates for the seeded roles", async ({
  baseURL,
}) => {
  const routes = consoleRoutes();
  expect(routes.length).toBeGreaterThan(30);
  const ids = new Set(routes.map((r) => r.id));
  expect(
    routes.filter((r) => !ROUTE_GATES[r.id]).map((r) => r.id),
    "routes without a row in support/route-gates.ts",
  ).toEqual([]);
  expect(
    Object.keys(ROUTE_GATES).filter((id) => !ids.has(id)),
    "rows of routes the build does not have",
  ).toEqual([]);

  const db = await openE2eDatabase(baseURL);
  const roles = (() => {
    try {
      return seededRoles(db);
    } finally {
      db.close();
    }
  })();
  const disagreements: string[] = [];
  for (const route of routes) {
    const row = ROUTE_GATES[route.id];
    if ((row.post === "no action") !== !route.action)
      disagreements.push(
        `${route.id}: the row says ${row.post === "no action" ? "no action" : "an action"}, the build differs`,
      );
    if ((row.gate.post === null) !== (row.post === "no action"))
      disagreements.push(`${route.id}: the POST gate and answers disagree`);
    if (row.get.visitor !== "login" || (row.post !== "no action" && row.post.visitor !== "login"))
      disagreements.push(`${route.id}: a visitor is sent to sign in`);
    for (const person of PEOPLE) {
      const mayGet = gateAllows(row.gate.get, roles[person]);
      if ((row.get[person] === "serve") !== mayGet)
        disagreements.push(
          `${route.id}: GET for ${person} is "${row.get[person]}", the gate says ${mayGet ? "serve" : "forbid"}`,
        );
      if (row.post !== "no action" && row.gate.post) {
        const mayPost = gateAllows(row.gate.post, roles[person]);
        if ((row.post[person] !== "forbid") !== mayPost)
          disagreements.push(
            `${route.id}: POST for ${person} is "${row.post[person]}", the gate says ${mayPost ? "allowed" : "forbid"}`,
          );
      }
    }
  }
  expect(disagreements).toEqual([]);
});

test("every /portal and /admin route answers every method as the route-gate table says, and a refusal carries no data", async ({
  baseURL,
}) => {
  // About 4,500 requests over 150 routes and five callers: the time grows with the routes.
  test.setTimeout(420_000);
  const started = Date.now();
  const routes = consoleRoutes();
  const sessions = Object.fromEntries(
    await Promise.all(
      EVERYONE.map(
        async (who) =>
          [who, who === "visitor" ? httpSession(baseURL!) : await signedInSession(baseURL!, DEMO[who])] as const,
      ),
    ),
  ) as Record<Who, HttpSession>;
  await ensureTrialDownload(sessions.trial, baseURL!);
  const db = await openE2eDatabase(baseURL);
  let fx: Fixtures;
  try {
    fx = loadFixtures(db);
  } finally {
    db.close();
  }
  const built = (path: string) => routes.some((r) => r.pattern === path);

  const probes = routes.flatMap((route, r) =>
    EVERYONE.flatMap((who, w) =>
      probesFor(
        route,
        ROUTE_GATES[route.id],
        who,
        fx,
        who === "visitor" ? "" : (adminLanding(fx.roles[who], built) ?? ""),
        r + w,
      ),
    ),
  );
  const problems: string[] = [];
  await pool(probes, CONCURRENCY, async (probe) => {
    const res = await send(sessions[probe.who], probe);
    const body = res.body;
    const where = `${probe.who} ${probe.method} ${probe.kind} ${probe.url}${probe.note ? ` (${probe.note})` : ""} -> ${res.status}`;
    const problem = check(res, body, probe);
    if (problem) problems.push(`${where}: ${problem}`);
    for (const secret of probe.secrets) if (body.includes(secret)) problems.push(`${where}: leaks "${secret}"`);
  });
  console.log(
    `authz matrix: ${probes.length} requests, ${routes.length} routes x ${EVERYONE.length} callers, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  expect(problems.sort()).toEqual([]);
});
