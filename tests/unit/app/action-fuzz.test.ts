/// <reference types="vite/client" />
import fc from "fast-check";
import { http, HttpResponse } from "msw";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BILLING } from "../../../contract/limits/billing";
import { IDEMPOTENCY } from "../../../contract/limits/idempotency";
import { NOTIFICATIONS } from "../../../contract/limits/notifications";
import { PATTERNS } from "../../../contract/limits/patterns";
import { PAYMENTS } from "../../../contract/limits/payments";
import { VALIDATION } from "../../../contract/limits/validation";
import { WHATSAPP } from "../../../contract/limits/whatsapp";
import { ADMIN_ROLES, OWNER_ROLES } from "../../../contract/roles";
import {
  consoleRequest,
  makeTestContext,
  mockPlatformServer,
  PLATFORM,
  platformStub,
  signedInAs,
} from "../../mocks/platform";

/**
 * Invalid input never reaches the platform (issue 8 item 3): every console form action, called the
 * way Remix calls it, with random and boundary form data, against a platform spy that records every
 * service call. Whether a submission is valid is decided here from the spec's rules (docs/product.md#validation),
 * not by the form's own schema: an invalid one answers 400 with a message on exactly the fields the
 * rules refuse (and keeps what was typed), and calls nothing; a valid one sends exactly the payload
 * the rules give. No submission ever answers a 5xx or throws anything but a Response.
 */

const server = mockPlatformServer();
const RUNS = { numRuns: 60 };
const ID = "3f2c6a1e-8b7d-4c55-9e0a-1b2c3d4e5f60";

// ------------------------------------------------------------------------------------------------
// The route modules: every one with an action is listed below, fuzzed as a form or as "any input".

const ROUTES = import.meta.glob<{ action?: (args: unknown) => Promise<Response> }>("../../../app/routes/*.tsx");
const routeName = (file: string) => file.replace(/^.*\/routes\//, "").replace(/\.tsx$/, "");

/** Form actions with fields, each with a property below. */
const FORMS = [
  "login",
  "register",
  "forgot-password",
  "reset-password",
  "portal.whatsapp_numbers.new",
  "portal.whatsapp_numbers.$id_.edit",
  "portal.whatsapp_numbers.$id_.connect",
  "portal_.whatsapp_numbers.$id.signup-callback",
  "admin.accounts.$id.charge",
  "admin.accounts.$id.credit",
  "admin.accounts.$id.dns",
  "admin.accounts.$id.trial",
  "admin.numbers.new",
  "admin.sipConnections.$id_.cacProfile",
  "admin.sipConnections.$id_.sbcOverride",
  "admin.sipConnections.$id_.charge",
  "admin.notifications.send",
  "portal.notifications",
  "portal.accept-terms",
  "portal.call_history",
  "admin.calls",
  "portal.settings.billing.add-credit",
  "portal.settings.billing.payment",
  "portal.settings.billing.auto-recharge",
  "portal.settings.billing.monthly-limit",
  "portal.settings.billing.address",
  "portal.wizards_.create-account_.$step",
] as const;

/**
 * Actions without fields of their own (an intent button, a confirmation, sign-out, the grid settings
 * cookie) and the refusals (405 on admin pages, 404 on unknown paths): random input never breaks them.
 */
const OTHER_ACTIONS = [
  "admin.$",
  "admin._index",
  "admin.accounts",
  "admin.account-options",
  "admin.numbers",
  "admin.calls.$callId",
  "admin.calls.$callId.recording",
  "admin.calls.$callId.ladder",
  "admin.dashboard",
  "admin.statistics",
  "admin.statistics_.export",
  "admin",
  "admin.sipConnections",
  "admin.whatsapp_numbers",
  "admin.whatsapp_numbers.$id",
  "grid-prefs",
  "logout",
  "msft.logout",
  "portal.$",
  "portal.whatsapp_numbers",
  "portal.whatsapp_numbers.$id_.delete",
  // The bot dialogs: random input never breaks them here; their fields' rules are tested at their
  // boundaries in tests/unit/contract/bots.test.ts and end to end in tests/e2e/bots.spec.ts.
  "portal.bots",
  "portal.bots.new",
  "portal.bots.$id_.edit",
  "portal.bots.$id_.delete",
  "admin.bots",
  "admin.bots.$id",
  // The speech service and voice translation dialogs, the same generic entity actions: their rules
  // are tested at their boundaries in tests/unit/contract/{speech-services,voice-translations}.test.ts
  // and end to end in tests/e2e/{speech-services,voice-translations}.spec.ts; their list buttons below.
  "portal.speech_services",
  "portal.speech_services.new",
  "portal.speech_services.$id_.edit",
  "portal.speech_services.$id_.delete",
  "admin.speech_services",
  "admin.speech_services.$id",
  "portal.voice_translation",
  "portal.voice_translation.new",
  "portal.voice_translation.$id_.edit",
  "portal.voice_translation.$id_.delete",
  "admin.voice_translations",
  "admin.voice_translations.$id",
  // The AI documents' dialogs (rules: tests/unit/contract/ai-documents.test.ts; flows:
  // tests/e2e/ai-documents.spec.ts): the generic entity actions and the add-document form (multipart).
  "portal.ai_framework.documents",
  "portal.ai_framework.documents.new",
  "portal.ai_framework.documents.$id_.edit",
  "portal.ai_framework.documents.$id_.delete",
  "admin.ai_framework.documents",
  "admin.ai_framework.documents.$id",
  // Buying numbers: add to cart (a number) and the cart (remove, checkout by intent); their rules are
  // tested on the platform in tests/unit/platform/phone-orders.test.ts and end to end in numbers-buy.spec.ts.
  "portal.numbers_.buy.available",
  "portal.numbers_.buy.cart",
  // The launch wizards: discard (chooser), cancel (a wizard) and each step's answer (a pick, a bought
  // number, an entity's create form or the rule's); their rules in tests/unit/app/wizard-machine.test.ts
  // and wizards-loaders.test.ts, end to end in tests/e2e/wizards.spec.ts.
  "portal.wizards",
  "portal.wizards_.$kind",
  "portal.wizards_.$kind_.$step",
  // The create-account wizard's cancel (an intent button); its account step is a form above.
  "portal.wizards_.create-account",
  // The Teams dialogs, the same generic entity actions (rules: tests/unit/contract/teams.test.ts;
  // flows: tests/e2e/teams.spec.ts); the connections list also turns Teams-only mode off (an intent
  // button); the admin tenant delete needs its confirmation field (random input deletes nothing).
  "portal.teams_connections",
  "portal.teams_connections.new",
  "portal.teams_connections.$id_.edit",
  "portal.teams_connections.$id_.delete",
  "portal.teams_connections_.tenants",
  "portal.teams_connections_.tenants.new",
  "portal.teams_connections_.tenants.$id_.edit",
  "admin.teamsConnections",
  "admin.teamsConnections.$id",
  "admin.tenants",
  "admin.tenants.$id",
  "admin.tenants.$id_.delete",
  // The phone numbers' dialogs (rules: tests/unit/contract/phones.test.ts; flows: tests/e2e/numbers.spec.ts):
  // the generic entity actions, the port-in and the documents upload (a multipart form).
  "portal.numbers",
  "portal.numbers.port",
  "portal.numbers.$id_.edit",
  "portal.numbers.$id_.delete",
  "portal.numbers.$id_.documents",
  "admin.numbers.$id",
  // The SIP connections' dialogs (rules: tests/unit/contract/sip-connections.test.ts; flows:
  // tests/e2e/sip-connections.spec.ts), their list buttons, and the DNS verification.
  "portal.sip_connections",
  "portal.sip_connections.new",
  "portal.sip_connections.$id_.edit",
  "portal.sip_connections.$id_.delete",
  "portal.sip_connections.$id_.verify",
  "admin.sipConnections.$id",
  // The routing dialogs (rules: tests/unit/contract/routing.test.ts; platform: tests/unit/platform/
  // routing.test.ts; flows: tests/e2e/routing.spec.ts) and the admin routing group writes; the rule
  // tester is a GET form (no action).
  "portal.routing",
  "portal.routing.new",
  "portal.routing.$id_.edit",
  "portal.routing.$id_.delete",
  "admin.routing",
  "admin.routing.$id",
  "admin.routingGroups",
  "admin.routingGroups.new",
  "admin.routingGroups.$id",
  "admin.routingGroups.$id_.edit",
  "admin.routingGroups.$id_.delete",
  // The alarms (view and delete: a confirmation) and their thresholds' dialogs, the generic entity
  // actions (rules: tests/unit/contract/alarm-thresholds.test.ts; flows: tests/e2e/alarms.spec.ts).
  "portal.alarms",
  "portal.alarms.$id_.delete",
  "portal.alarms_.thresholds",
  "portal.alarms_.thresholds.new",
  "portal.alarms_.thresholds.$id_.edit",
  "portal.alarms_.thresholds.$id_.delete",
  "admin.alarms",
  "admin.alarms.$id",
  // The campaigns' dialogs (rules: tests/unit/contract/campaigns.test.ts and the platform's in
  // tests/unit/platform/campaigns.test.ts; flows: tests/e2e/campaigns.spec.ts): the generic entity
  // actions (multipart with the contact list) and the transitions (an intent).
  "portal.campaigns",
  "portal.campaigns.new",
  "portal.campaigns.$id_.transition",
  "portal.campaigns.$id_.edit",
  "portal.campaigns.$id_.delete",
  "admin.campaigns",
  "admin.campaigns.$id",
  // A number's test call: no fields (tests/unit/platform/test-call.test.ts, tests/unit/app/test-call.test.ts).
  "portal.numbers.$id_.test-call",
  // The AI models' dialogs, the generic entity actions and Test connection (an intent; rules:
  // tests/unit/contract/ai-models.test.ts; platform: tests/unit/platform/ai-models.test.ts; flows:
  // tests/e2e/ai-models.spec.ts).
  "portal.ai_framework.models",
  "portal.ai_framework.models.new",
  "portal.ai_framework.models.$id_.edit",
  "portal.ai_framework.models.$id_.delete",
  "portal.ai_framework.models.$id_.[test]",
  "admin.ai_framework.models",
  "admin.ai_framework.models.$id",
  // The billing page's own buttons (remove a saved card, dismiss the auto-recharge failure): intents.
  "portal.settings.billing",
  // My account's sections, support plans and the account menu's pages (issue 19): their schemas'
  // bounds are tested in tests/unit/contract/my-account.test.ts and my-account-actions.test.ts.
  "portal.settings.my_account.$section",
  "portal.support_plan.change",
  "portal.switch_account",
  "portal.contact_support",
  "portal.manage_account",
  // The AI tools' dialogs, the generic entity actions (rules: tests/unit/contract/ai-tools.test.ts and
  // tests/unit/platform/ai-tools.test.ts; flows: tests/e2e/ai-tools.spec.ts), and a tool's Test.
  "portal.ai_framework.tools",
  "portal.ai_framework.tools.new",
  "portal.ai_framework.tools.$id_.edit",
  "portal.ai_framework.tools.$id_.delete",
  "portal.ai_framework.tools.$id_.[test]",
  "admin.ai_framework.tools",
  "admin.ai_framework.tools.$id",
  // The agents' dialogs, versions (publish and roll back: intents) and try-it, and the chat history's
  // list and delete (rules: tests/unit/platform/ai-agents.test.ts; flows: tests/e2e/ai-agents.spec.ts).
  "portal.ai_framework.agents",
  "portal.ai_framework.agents.new",
  "portal.ai_framework.agents.$id_.edit",
  "portal.ai_framework.agents.$id_.delete",
  "portal.ai_framework.agents.$id_.versions",
  // Try it: an intent ("start") or a message (its bound: tests/unit/platform/ai-try-it.test.ts).
  "portal.ai_framework.agents.$id_.try",
  "admin.ai_framework.agents",
  "admin.ai_framework.agents.$id",
  "portal.ai_framework.chat_history",
  "portal.ai_framework.chat_history.$id_.delete",
  "admin.ai_framework.chat_history",
  "admin.ai_framework.chat_history.$id",
] as const;

/** The signed-out forms: sent by a visitor. */
const PUBLIC_FORMS: readonly string[] = ["login", "register", "forgot-password", "reset-password"];

async function actionOf(name: string) {
  const load = ROUTES[`../../../app/routes/${name}.tsx`];
  if (!load) throw new Error(`no route module ${name}`);
  const { action } = await load();
  if (!action) throw new Error(`${name} has no action`);
  return action;
}

/** The route's URL with every parameter filled in (a bracketed segment is literal: `[test]` is "test"). */
function urlOf(name: string): string {
  const segments = name
    .split(".")
    .filter((s) => s !== "_index" && !s.startsWith("_"))
    .map((s) => s.replace(/_$/, "").replace(/^\[(.*)\]$/, "$1"))
    .map((s) => (s === "$" ? "no-such-page" : s.startsWith("$") ? ID : s));
  return `/${segments.join("/")}`;
}

// ------------------------------------------------------------------------------------------------
// The platform spy and the signed-in browser.

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

const BASE_SETTINGS = {
  regionsSettings: [{ regionId: "eu-west", regionName: "Europe (West)" }],
  registrationEnabled: true,
  sessionTimeoutSeconds: 900,
  dnsTxtRegex: ".*",
  mosThresholds: { poorToFair: 2.8, fairToGood: 3.5 },
  brand: { name: "Voice Console" },
  widgets: { chatSupportEnabled: false },
  termsVersion: 1,
};

/**
 * The WhatsApp row actions' guard reads the number named in the URL (is it the caller's?) before it
 * reads the form: a read carrying nothing typed, so the spy answers it but does not count it.
 */
const isOwnershipLookup = (method: string, path: string) =>
  method === "GET" && path === `/sip-connection/api/whatsapp/numbers/${ID}`;
/** A wizard step's guard reads its draft (which steps are done) before it reads the form: the same kind of read. */
const isDraftRead = (method: string, path: string) => method === "GET" && path.startsWith("/phones/api/WizardDrafts/");

/** The create-account wizard's draft: its region chosen, so the account step takes its form. */
const CREATE_ACCOUNT_DRAFT = {
  kind: "create-account",
  values: { region: "eu-west" },
  created: [],
  failure: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
};

/** What the spy answers: a success shaped as the console expects, so a valid submission goes all the way. */
function answer(method: string, path: string): Response {
  if (path === "/vaic/api/Settings/baseSettings") return HttpResponse.json(BASE_SETTINGS);
  if (path === "/phones/api/WizardDrafts/create-account" && method !== "DELETE")
    return HttpResponse.json(CREATE_ACCOUNT_DRAFT);
  // One account more than the user may belong to: a valid form reaches the platform, which refuses it.
  if (path === "/vaic/api/Accounts/Iam")
    return HttpResponse.json({ message: "validation_accounts_per_user_max" }, { status: 409 });
  if (path === "/vaic/api/auth/login")
    return HttpResponse.json({ message: "Invalid e-mail or password" }, { status: 401 });
  if (path === "/vaic/api/Accounts/register") {
    return HttpResponse.json(
      { message: "An account with this e-mail already exists", errors: [{ field: "email", message: "taken" }] },
      { status: 409 },
    );
  }
  if (path === "/sip-connection/api/whatsapp/numbers" && method === "POST")
    return HttpResponse.json({ id: "wa-new" }, { status: 201 });
  if (isOwnershipLookup(method, path))
    return HttpResponse.json({
      id: ID,
      name: "Support line",
      regionId: "eu-west",
      cacProfileId: null,
      maxCallDurationInMinutes: 0,
    });
  if (path === "/vaic/api/payment/CreatePfToken")
    return HttpResponse.json({ pfToken: "tok", url: "/vaic/api/payment/hosted/tok" }, { status: 201 });
  if (path === "/vaic/api/payment/DepositWalletAmount")
    return HttpResponse.json({ paymentId: "p1", amount: 25, tax: 0, balance: 25, invoiceId: "i1" });
  if (path.startsWith("/vaic/api/payment/"))
    return HttpResponse.json({ id: "b1", accountId: ID, amount: 1, balance: 1 });
  if (path.includes("/reports/")) return HttpResponse.json({ jobId: "job-1" }, { status: 202 });
  if (path === "/vaic/api/clients" && method === "GET")
    return HttpResponse.json({ clients: [CLIENT], pages: { total: 1 } });
  if (path === `/vaic/api/clients/${ID}/EnableDNSVerification` && method === "PATCH")
    return HttpResponse.json({ id: ID, dnsVerification: true });
  if (path === `/vaic/api/clients/${ID}/ExtendTrial` && method === "POST")
    return HttpResponse.json({ trialExpiresAt: "2026-12-26T00:00:00.000Z" });
  if (path === "/phones/api/Admin/ManualNumber" && method === "PATCH")
    return HttpResponse.json({ id: "num-1", phoneNumber: "+14155550123" });
  if (path === "/sip-connection/api/Connections/admin" && method === "GET")
    return HttpResponse.json({ sipConnections: [SIP_CONNECTION], pages: { totalElements: 1 } });
  if (path === "/sip-connection/api/Connections/admin/cacProfilesDefs") {
    return HttpResponse.json({
      adminConfigParams: [
        { enum: CAC_PROFILES.map((profileId) => ({ profileId, display: profileId })), default: "unlimited" },
      ],
      current: null,
    });
  }
  if (method === "GET") return HttpResponse.json({ message: "Not found" }, { status: 404 });
  if (method === "DELETE") return new HttpResponse(null, { status: 204 });
  // A create answers the new record's id, as every collection of the platform does (an answer
  // without it is a broken platform, rightly a 502: a form valid at random reached one).
  if (method === "POST") return HttpResponse.json({ id: ID }, { status: 201 });
  return HttpResponse.json({});
}

/** The client account the admin dialogs find by id. */
const CLIENT = {
  id: ID,
  name: "Acme Voice",
  type: "Direct",
  plan: "Essential",
  billingType: "prepaid",
  status: "Active",
  balance: 10,
  deleted: false,
};

/** The SIP connection the admin SIP dialogs find, and the call-limit profiles the platform offers for it. */
const SIP_CONNECTION = {
  id: ID,
  name: "Trunk A",
  type: "sip-trunk",
  accountId: "acc-7",
  accountName: "Acme Voice",
  cacProfileId: null,
  shouldCharge: true,
};
const CAC_PROFILES = ["unlimited", "cac-10", "cac-50"];

type Who = "visitor" | "owner" | "admin";
const ROLES_OF: Record<Exclude<Who, "visitor">, readonly string[]> = {
  owner: OWNER_ROLES,
  admin: [...ADMIN_ROLES, ...OWNER_ROLES],
};

/** A browser of `who` and a spy on every platform call but the session's own (GET Accounts/Current). */
async function browser(who: Who) {
  const { handlers, cookie } =
    who === "visitor" ? { ...platformStub(), cookie: undefined } : await signedInAs(ROLES_OF[who], { sub: "u1" });
  const seen: Seen[] = [];
  server.use(
    ...handlers,
    http.all(`${PLATFORM}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      let body: unknown = text || undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // a form or text body: kept as text
      }
      if (!isOwnershipLookup(request.method, url.pathname) && !isDraftRead(request.method, url.pathname))
        seen.push({
          method: request.method,
          path: url.pathname,
          query: url.searchParams,
          body,
          headers: request.headers,
        });
      return answer(request.method, url.pathname);
    }),
  );

  let submissions = 0;
  /** POSTs the fields (undefined ones left out) to the route's action; the Response it returns or throws. */
  async function submit(
    route: string,
    fields: Record<string, string | undefined>,
    path = urlOf(route),
  ): Promise<Response> {
    seen.length = 0;
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, v);
    const request = consoleRequest(path, {
      method: "POST",
      cookie,
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const params = { id: ID, callId: ID, "*": "no-such-page", step: path.split("/").at(-1) };
    // A fresh address per submission, from a range of this file's own: the sign-in limit per address
    // is not what is tested here, and its counts outlive the file (sign-in-limits.test.ts).
    const context = makeTestContext({ clientAddress: `2001:db8:f022::${(++submissions).toString(16)}` });
    let result: unknown;
    try {
      result = await (await actionOf(route))({ request, context, params });
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      result = thrown;
    }
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status, `${route} answered ${response.status}`).toBeLessThan(500);
    return response;
  }
  return { seen, submit };
}

/** Calls that change something: the spy minus reads (settings, the account list of a toast). */
const writes = (seen: Seen[]) => seen.filter((c) => c.method !== "GET");

interface ConformReply {
  status?: string;
  initialValue?: Record<string, unknown>;
  error?: Record<string, string[] | null>;
}

/** A 400 naming exactly `invalid` (each with a message), keeping what was typed, and no platform call. */
async function expectRefused(
  response: Response,
  seen: Seen[],
  invalid: string[],
  typed: Record<string, string | undefined>,
  hidden: string[] = [],
) {
  expect(response.status).toBe(400);
  const reply = (await response.json()) as ConformReply;
  const fields = Object.entries(reply.error ?? {}).filter(([, messages]) => messages?.length);
  expect(new Set(fields.map(([field]) => field))).toEqual(new Set(invalid));
  for (const [, messages] of fields)
    for (const m of messages!) expect(typeof m === "string" && m.length > 0).toBe(true);
  for (const [field, value] of Object.entries(typed)) {
    if (value !== undefined && value !== "" && !hidden.includes(field)) expect(reply.initialValue?.[field]).toBe(value);
  }
  expect(seen).toEqual([]);
}

// ------------------------------------------------------------------------------------------------
// Random and boundary values, and the spec's rules to judge them.

const junk = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.constantFrom(
    "",
    " ",
    "\t",
    "0",
    "-1",
    "1.5",
    "1e3",
    "0x10",
    "NaN",
    "Infinity",
    ".",
    "..",
    "null",
    "%",
    "(",
    ",",
    ";",
    "'; DROP TABLE x;--",
    "<b>x</b>",
  ),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 6 });
const intText = (min: number, max: number) => fc.integer({ min, max }).map(String);
const filled = (v: string | undefined) => v !== undefined && v.trim().length > 0;
/** A number field as conform reads it: absent or "" is no value; whitespace is not a number; else Number(text). */
const numberOf = (v: string | undefined) =>
  v === undefined || v === "" ? undefined : v.trim() === "" ? Number.NaN : Number(v);
const moneyOf = (v: string | undefined, min: number, max: number, decimals: number) => {
  const t = v?.trim() ?? "";
  const n = Number(t);
  return new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(t) && n >= min && n <= max ? n : undefined;
};
const emails = {
  good: fc
    .tuple(
      fc.stringMatching(/^[a-z0-9]{1,10}$/),
      fc.stringMatching(/^[a-z]{2,8}$/),
      fc.constantFrom("com", "example", "io"),
    )
    .map(([l, d, t]) => `${l}@${d}.${t}`),
  bad: fc.oneof(
    junk.filter((s) => !s.includes("@")),
    fc.constantFrom("a@", "@b.co", "a@b", "a b@c.co", "a@@b.co", "a@b..co"),
  ),
};
const invalidOf = (checks: Record<string, boolean>) => Object.keys(checks).filter((k) => !checks[k]);

// ------------------------------------------------------------------------------------------------

describe("the console's actions", () => {
  it("are all accounted for: every route with an action is fuzzed as a form or as any input", async () => {
    const withAction: string[] = [];
    for (const [file, load] of Object.entries(ROUTES)) if ((await load()).action) withAction.push(routeName(file));
    const known: string[] = [...FORMS, ...OTHER_ACTIONS];
    expect(
      withAction.filter((r) => !known.includes(r)),
      "actions without a fuzz property here",
    ).toEqual([]);
    expect(
      known.filter((r) => !withAction.includes(r)),
      "listed routes without an action",
    ).toEqual([]);
    // Its time is the first import of every route module (vite transforms the whole console, ~160
    // routes, about 10 s on two quiet cores): a budget for that work, not a figure it asserts.
  }, 120_000);

  it("never answer a 5xx or throw on random input, whoever sends it", async () => {
    const names = [
      "intent",
      "id",
      "email",
      "password",
      "redirectTo",
      "returnTo",
      "amount",
      "description",
      "idempotencyKey",
      "name",
      "month",
      "year",
      "gridId",
      "x",
    ];
    const form = fc.dictionary(fc.constantFrom(...names), junk, { maxKeys: 6 });
    for (const route of [...FORMS, ...OTHER_ACTIONS]) {
      const who: Who = route.startsWith("admin") ? "admin" : PUBLIC_FORMS.includes(route) ? "visitor" : "owner";
      const { submit } = await browser(who);
      await fc.assert(
        fc.asyncProperty(form, async (fields) => void (await submit(route, fields))),
        { numRuns: 15 },
      );
    }
    // Every route with an action, 15 forms each: its time grows with the screens.
  }, 120_000);
});

describe("entity dialogs: Continue and a list's Add and Remove buttons (ADR 010, JavaScript off)", () => {
  const SPEECH_SERVICE = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
  const VALID = {
    name: "Support line",
    "languages[0].language": "en-US",
    "languages[0].voice": "en-US-JennyNeural",
    "languages[1].language": "de-DE",
    "languages[1].voice": "de-DE-KatjaNeural",
    speechServiceId: SPEECH_SERVICE,
    volumeDb: "-6",
    activateInbound: "on",
    voiceTranslation: "on",
  };
  const intent = (type: "insert" | "remove", payload: object) =>
    JSON.stringify({ type, payload: { name: "languages", ...payload } });

  it("'Add language' and 'Remove' answer the form with the list changed (200) and save nothing, however valid the form", async () => {
    const { seen, submit } = await browser("owner");
    const added = await submit("portal.voice_translation.new", {
      ...VALID,
      __intent__: intent("insert", { defaultValue: { language: "fr-FR", voice: "fr-FR-DeniseNeural" } }),
    });
    expect(added.status).toBe(200);
    expect(((await added.json()) as ConformReply).initialValue?.languages).toEqual([
      { language: "en-US", voice: "en-US-JennyNeural" },
      { language: "de-DE", voice: "de-DE-KatjaNeural" },
      { language: "fr-FR", voice: "fr-FR-DeniseNeural" },
    ]);
    expect(writes(seen)).toEqual([]);

    const removed = await submit("portal.voice_translation.new", {
      ...VALID,
      __intent__: intent("remove", { index: 0 }),
    });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as ConformReply).initialValue?.languages).toEqual([
      { language: "de-DE", voice: "de-DE-KatjaNeural" },
    ]);
    expect(writes(seen)).toEqual([]);
  });

  it("Continue answers what was typed without errors and saves nothing; a secret is never sent back", async () => {
    const { seen, submit } = await browser("owner");
    const res = await submit("portal.speech_services.new", {
      intent: "continue",
      name: "Deepgram",
      provider: "Deepgram",
      usage: "STT",
      regionId: "eu-west",
      apiKey: "dg-secret-key",
    });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as ConformReply;
    expect(reply.error).toBeUndefined();
    expect(reply.initialValue).toMatchObject({ name: "Deepgram", provider: "Deepgram", usage: "STT" });
    expect(JSON.stringify(reply)).not.toContain("dg-secret-key");
    expect(writes(seen)).toEqual([]);
  });

  it("a malformed list intent is refused (400), never a server error, and saves nothing", async () => {
    const { seen, submit } = await browser("owner");
    for (const bad of ["{", "null", '{"type":"insert"}', "[]"]) {
      expect((await submit("portal.voice_translation.new", { ...VALID, __intent__: bad })).status, bad).toBe(400);
    }
    expect(writes(seen)).toEqual([]);
  });
});

describe("sign-in and registration", () => {
  it("sign-in: a missing or malformed e-mail or an empty password never reaches the platform", async () => {
    const { seen, submit } = await browser("visitor");
    const fields = fc.record({
      email: maybe(fc.oneof(emails.good, emails.bad)),
      password: maybe(fc.oneof(junk, fc.string({ minLength: 1, maxLength: 40 }))),
      redirectTo: maybe(fc.constantFrom("/portal/call_history", "https://evil.example/", "")),
    });
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const res = await submit("login", f);
        const invalid = invalidOf({
          email: f.email !== undefined && /^[a-z0-9]+@[a-z]+\.[a-z]+$/.test(f.email),
          password: f.password !== undefined && f.password !== "",
        });
        if (invalid.length) return expectRefused(res, seen, invalid, f, ["password"]);
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            method: "POST",
            path: "/vaic/api/auth/login",
            body: { email: f.email, password: f.password },
          }),
        ]);
      }),
      RUNS,
    );
  });

  it("registration: each rule of docs/product.md#validation is checked on its field before anything is sent", async () => {
    const { seen, submit } = await browser("visitor");
    const strong = fc
      .tuple(
        fc.stringMatching(/^[a-z]{3,6}$/),
        fc.stringMatching(/^[A-Z]{1,3}$/),
        fc.stringMatching(/^\d{1,3}$/),
        fc.constantFrom("#", "!", "-", " "),
      )
      .map((p) => p.join(""));
    const name = (max: number) => maybe(fc.oneof(junk, fc.string({ minLength: 1, maxLength: max + 5 })));
    const fields = fc.record({
      firstName: name(100),
      lastName: name(100),
      email: maybe(fc.oneof(emails.good, emails.bad)),
      password: maybe(fc.oneof(strong, junk)),
      accountName: name(VALIDATION.ACCOUNT_NAME_MAX),
      acceptTerms: maybe(fc.constantFrom("on", "off", "true", "")),
    });
    const strongEnough = (p: string) =>
      p.length >= VALIDATION.PASSWORD_MIN && p.length <= 1024 && PATTERNS.PASSWORD_CLASSES.every((r) => r.test(p));
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const res = await submit("register", f);
        const person = (v?: string) => filled(v) && v!.trim().length <= 100;
        const account = f.accountName?.trim() ?? "";
        const invalid = invalidOf({
          firstName: person(f.firstName),
          lastName: person(f.lastName),
          email: f.email !== undefined && /^[a-z0-9]+@[a-z]+\.[a-z]+$/.test(f.email),
          password: f.password !== undefined && strongEnough(f.password),
          accountName: account.length > 0 && account.length <= VALIDATION.ACCOUNT_NAME_MAX && !account.includes(";"),
          acceptTerms: f.acceptTerms === "on",
        });
        if (invalid.length) return expectRefused(res, seen, invalid, f, ["password"]);
        expect(res.status).toBe(409);
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            path: "/vaic/api/Accounts/register",
            body: {
              firstName: f.firstName!.trim(),
              lastName: f.lastName!.trim(),
              email: f.email,
              password: f.password,
              accountName: account,
              acceptTerms: true,
            },
          }),
        ]);
      }),
      RUNS,
    );
  });
});

describe("password reset (signed out)", () => {
  const strong = fc
    .tuple(
      fc.stringMatching(/^[a-z]{3,6}$/),
      fc.stringMatching(/^[A-Z]{1,3}$/),
      fc.stringMatching(/^\d{1,3}$/),
      fc.constantFrom("#", "!", "-"),
    )
    .map((p) => p.join(""));
  const strongEnough = (p: string) =>
    p.length >= VALIDATION.PASSWORD_MIN && p.length <= 1024 && PATTERNS.PASSWORD_CLASSES.every((r) => r.test(p));

  it("forgot password: a missing or malformed e-mail never reaches the platform; a valid one is sent as typed, with the same answer", async () => {
    const { seen, submit } = await browser("visitor");
    await fc.assert(
      fc.asyncProperty(fc.record({ email: maybe(fc.oneof(emails.good, emails.bad)) }), async (f) => {
        const res = await submit("forgot-password", f);
        if (!(f.email !== undefined && /^[a-z0-9]+@[a-z]+\.[a-z]+$/.test(f.email)))
          return expectRefused(res, seen, ["email"], f);
        expect(res.status).toBe(302);
        expect(res.headers.get("Location")).toBe("/forgot-password?sent=1");
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            method: "POST",
            path: "/vaic/api/Accounts/requestpasswordreset",
            body: { email: f.email },
          }),
        ]);
      }),
      RUNS,
    );
  });

  it("reset password: the password rules and the confirmation on their fields, a token kept; a valid form sends the token and the password once", async () => {
    const { seen, submit } = await browser("visitor");
    const password = fc.oneof(
      strong,
      junk.filter((s) => s !== ""),
    );
    const fields = fc
      .record({
        token: fc.oneof(fc.stringMatching(/^[\w-]{20,43}$/), fc.string({ minLength: 201, maxLength: 210 })),
        newPassword: password,
        same: fc.boolean(),
        other: password,
      })
      .map(({ token, newPassword, same, other }) => ({
        token,
        newPassword,
        confirmPassword: same ? newPassword : other,
      }));
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const res = await submit("reset-password", f);
        const invalid = invalidOf({
          token: f.token.length <= 200,
          newPassword: strongEnough(f.newPassword),
          confirmPassword: f.confirmPassword === f.newPassword,
        });
        if (invalid.length) return expectRefused(res, seen, invalid, f, ["newPassword", "confirmPassword"]);
        expect(res.status).toBe(302);
        expect(res.headers.get("Location")).toBe("/login");
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            method: "POST",
            path: "/vaic/api/Accounts/resetpassword",
            body: { token: f.token, password: f.newPassword },
          }),
        ]);
      }),
      RUNS,
    );
  });
});

describe("WhatsApp numbers (docs/product.md#validation)", () => {
  const duration = maybe(fc.oneof(intText(-5, 40_000), fc.constantFrom("35791", "35792", "0", "-0", " 7 "), junk));
  const durationOk = (v?: string) => {
    const n = numberOf(v);
    return n === undefined || (Number.isInteger(n) && n >= 0 && n <= WHATSAPP.MAX_CALL_DURATION_MAX_MINUTES);
  };

  it("create: name, 6-digit pin, region and call duration are checked; a valid number is posted as typed", async () => {
    const { seen, submit } = await browser("owner");
    const fields = fc.record({
      name: maybe(fc.oneof(junk, fc.string({ minLength: 1, maxLength: 30 }))),
      pinCode: maybe(fc.oneof(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^\d{5,7}$/), junk)),
      regionId: maybe(fc.oneof(fc.constantFrom("eu-west", "us-east"), junk)),
      cacProfileId: maybe(fc.oneof(fc.constantFrom("unlimited", "limited-10"), junk)),
      maxCallDurationInMinutes: duration,
    });
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const res = await submit("portal.whatsapp_numbers.new", f);
        const invalid = invalidOf({
          name: filled(f.name),
          pinCode: f.pinCode !== undefined && /^\d{6}$/.test(f.pinCode),
          regionId: f.regionId !== undefined && f.regionId !== "",
          maxCallDurationInMinutes: durationOk(f.maxCallDurationInMinutes),
        });
        if (invalid.length) return expectRefused(res, seen, invalid, f, ["pinCode"]);
        expect(res.status).toBe(302);
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            method: "POST",
            path: "/sip-connection/api/whatsapp/numbers",
            body: {
              name: f.name!.trim(),
              pinCode: f.pinCode,
              regionId: f.regionId,
              ...(f.cacProfileId ? { cacProfileId: f.cacProfileId } : {}),
              maxCallDurationInMinutes: (numberOf(f.maxCallDurationInMinutes) ?? 0) + 0, // JSON has no -0
            },
          }),
        ]);
      }),
      RUNS,
    );
  });

  it("edit: the same rules without the pin; a valid edit PATCHes exactly the form", async () => {
    const { seen, submit } = await browser("owner");
    const fields = fc.record({
      name: maybe(fc.oneof(junk, fc.string({ minLength: 1, maxLength: 30 }))),
      regionId: maybe(fc.oneof(fc.constantFrom("eu-west", "us-east"), junk)),
      cacProfileId: maybe(fc.oneof(fc.constantFrom("unlimited"), junk)),
      maxCallDurationInMinutes: duration,
    });
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const res = await submit("portal.whatsapp_numbers.$id_.edit", f);
        const invalid = invalidOf({
          name: filled(f.name),
          regionId: f.regionId !== undefined && f.regionId !== "",
          maxCallDurationInMinutes: durationOk(f.maxCallDurationInMinutes),
        });
        if (invalid.length) return expectRefused(res, seen, invalid, f);
        expect(res.status).toBe(302);
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            method: "PATCH",
            path: `/sip-connection/api/whatsapp/numbers/${ID}`,
            body: {
              name: f.name!.trim(),
              regionId: f.regionId,
              cacProfileId: f.cacProfileId || null,
              maxCallDurationInMinutes: (numberOf(f.maxCallDurationInMinutes) ?? 0) + 0,
            },
          }),
        ]);
      }),
      RUNS,
    );
  });

  it("finalize (connect dialog and callback page): a cancelled or incomplete sign-up sends nothing", async () => {
    const { seen, submit } = await browser("owner");
    const fields = fc.record({
      event: maybe(fc.oneof(fc.constantFrom(WHATSAPP.SIGNUP_FINISH_EVENT, WHATSAPP.SIGNUP_CANCEL_EVENT), junk)),
      code: maybe(fc.oneof(fc.string({ minLength: 1, maxLength: 600 }), junk)),
      wabaId: maybe(fc.oneof(fc.stringMatching(/^\d{15}$/), junk)),
      waPhoneNumberId: maybe(fc.oneof(fc.stringMatching(/^\d{15}$/), junk)),
    });
    for (const route of ["portal.whatsapp_numbers.$id_.connect", "portal_.whatsapp_numbers.$id.signup-callback"]) {
      await fc.assert(
        fc.asyncProperty(fields, async (f) => {
          const res = await submit(route, f);
          const complete = [f.event, f.code, f.wabaId, f.waPhoneNumberId].every((v) => v !== undefined && v !== "");
          if (!complete || f.event === WHATSAPP.SIGNUP_CANCEL_EVENT) {
            expect(res.status).toBe(400);
            expect(((await res.json()) as { errors: string[] }).errors.length).toBeGreaterThan(0);
            expect(seen).toEqual([]);
            return;
          }
          const cut = (v: string) => v.slice(0, 500);
          expect(writes(seen)).toEqual([
            expect.objectContaining({
              method: "PATCH",
              path: `/sip-connection/api/whatsapp/numbers/${ID}/final`,
              body: {
                code: cut(f.code!),
                event: cut(f.event!),
                wabaId: cut(f.wabaId!),
                waPhoneNumberId: cut(f.waPhoneNumberId!),
              },
            }),
          ]);
        }),
        { numRuns: 30 },
      );
    }
  });
});

describe("admin money dialogs (docs/product.md#validation, docs/product.md#validation)", () => {
  const amount = maybe(
    fc.oneof(
      fc.double({ min: -5, max: 12_000, noNaN: true }).map(String),
      intText(-1, 10_001),
      fc.constantFrom("1", "10000", "10000.000000001", "1.123456789", "1.1234567891", " 5 ", "2", "1.99"),
      junk,
    ),
  );

  it("manual charge: $1 to $10,000 with at most 9 decimals and a description; review sends nothing, charge sends it once with the key", async () => {
    const { seen, submit } = await browser("admin");
    const fields = fc.record({
      amount,
      description: maybe(fc.oneof(junk, fc.string({ minLength: 1, maxLength: 40 }))),
      intent: fc.constantFrom("review", "charge"),
    });
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const idempotencyKey = randomUUID();
        const res = await submit("admin.accounts.$id.charge", { ...f, idempotencyKey });
        const value = moneyOf(
          f.amount,
          BILLING.MANUAL_CHARGE_MIN_USD,
          BILLING.MANUAL_CHARGE_MAX_USD,
          BILLING.MANUAL_CHARGE_DECIMALS,
        );
        const invalid = invalidOf({ amount: value !== undefined, description: filled(f.description) });
        if (invalid.length) return expectRefused(res, seen, invalid, f);
        if (f.intent === "review") {
          expect(res.status).toBe(200);
          expect(await res.json()).toEqual({
            step: "confirm",
            amount: value,
            description: f.description!.trim(),
            idempotencyKey,
          });
          return void expect(seen).toEqual([]);
        }
        expect(res.status).toBe(302);
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            method: "POST",
            path: "/vaic/api/payment/manualCharge",
            body: { accountId: ID, amount: value, description: f.description!.trim() },
          }),
        ]);
        expect(seen[0].headers.get("Idempotency-Key")).toBe(idempotencyKey);
      }),
      RUNS,
    );
  });

  it("manual credit: $2 to $10,000 with at most 9 decimals, sent once with the key", async () => {
    const { seen, submit } = await browser("admin");
    await fc.assert(
      fc.asyncProperty(fc.record({ creditAmount: amount }), async (f) => {
        const idempotencyKey = randomUUID();
        const res = await submit("admin.accounts.$id.credit", { ...f, idempotencyKey });
        const value = moneyOf(
          f.creditAmount,
          BILLING.MIN_ESSENTIAL_PLAN_FEE_USD,
          BILLING.MANUAL_CREDIT_MAX_USD,
          BILLING.MANUAL_CREDIT_DECIMALS,
        );
        if (value === undefined) return expectRefused(res, seen, ["creditAmount"], f);
        expect(res.status).toBe(302);
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            method: "PUT",
            path: "/vaic/api/payment/addCredit",
            body: { clientId: ID, creditAmount: value },
          }),
        ]);
        expect(seen[0].headers.get("Idempotency-Key")).toBe(idempotencyKey);
      }),
      RUNS,
    );
  });

  it("a money form without a valid idempotency key moves nothing", async () => {
    const { seen, submit } = await browser("admin");
    for (const key of [undefined, "", "not-a-key", "../x"]) {
      for (const [route, fields] of [
        ["admin.accounts.$id.charge", { amount: "5", description: "Fee", intent: "charge" }],
        ["admin.accounts.$id.credit", { creditAmount: "5" }],
      ] as const) {
        const res = await submit(route, { ...fields, idempotencyKey: key });
        expect(res.status, `${route} with key ${key}`).toBe(400);
        expect(seen).toEqual([]);
      }
    }
  });
});

describe("admin extend trial (docs/product.md#accounts-and-sessions)", () => {
  it("only the Extend intent with a valid key sends, once, with that key", async () => {
    const { seen, submit } = await browser("admin");
    const key = fc.oneof(fc.uuid(), fc.constantFrom("", "not-a-key", "../x"), junk);
    await fc.assert(
      fc.asyncProperty(
        fc.record({ intent: maybe(fc.oneof(fc.constantFrom("extend", "save"), junk)), idempotencyKey: maybe(key) }),
        async (f) => {
          const res = await submit("admin.accounts.$id.trial", f);
          const invalid = invalidOf({
            intent: f.intent === "extend",
            idempotencyKey: !!f.idempotencyKey && IDEMPOTENCY.KEY_PATTERN.test(f.idempotencyKey),
          });
          if (invalid.length)
            return expectRefused(
              res,
              seen.filter((c) => c.method !== "GET"),
              invalid,
              f,
              ["idempotencyKey"],
            );
          expect(res.status).toBe(302);
          expect(writes(seen)).toEqual([
            expect.objectContaining({ method: "POST", path: `/vaic/api/clients/${ID}/ExtendTrial` }),
          ]);
          expect(seen.find((c) => c.method === "POST")!.headers.get("Idempotency-Key")).toBe(f.idempotencyKey);
        },
      ),
      RUNS,
    );
  });
});

describe("admin manual number (docs/product.md#validation 'Manual number')", () => {
  const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
  const sep = fc.constantFrom("", " ", ".", "-");
  const phone = fc
    .tuple(fc.constantFrom("", "+"), digits(3, 3), sep, digits(3, 3), sep, digits(4, 10))
    .map((parts) => parts.join(""));
  const fields = fc.record({
    phoneNumber: maybe(
      fc.oneof(
        phone,
        junk,
        fc.constantFrom("+1 415 555 0123", "415-555-012", "415555012345678901", "+1-415-555-0123", " 4155550123 "),
      ),
    ),
    countryName: maybe(
      fc.oneof(
        fc.string({ maxLength: 35 }),
        junk,
        fc.constantFrom("A", "x".repeat(30), "x".repeat(31), "  United States  "),
      ),
    ),
    monthlyCharge: maybe(
      fc.oneof(
        fc.constantFrom("0", "0.0001", "1.0001", "1.00001", "-1", "5", " 2.5 ", "1e2", "10000.9999"),
        fc.double({ min: -1, max: 50, noNaN: true }).map(String),
        junk,
      ),
    ),
    regionId: maybe(fc.oneof(fc.constant("eu-west"), junk)),
    clientId: maybe(fc.constant(ID)),
    provider: maybe(fc.constantFrom("System default", "Third-party provider A")),
  });

  it("phone pattern, country 1–30 characters, charge > 0 with at most 4 decimals, region and client are checked on their fields; a valid number is sent once", async () => {
    const { seen, submit } = await browser("admin");
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const res = await submit("admin.numbers.new", f, "/admin/numbers/new");
        const phoneNumber = f.phoneNumber?.trim() ?? "";
        const countryName = f.countryName?.trim() ?? "";
        const charge = moneyOf(
          f.monthlyCharge,
          Number.MIN_VALUE,
          Number.MAX_VALUE,
          BILLING.MANUAL_NUMBER_MONTHLY_CHARGE_DECIMALS,
        );
        const present = (v: string | undefined) => v !== undefined && v !== "";
        const invalid = invalidOf({
          phoneNumber: PATTERNS.MANUAL_PHONE_NUMBER.test(phoneNumber),
          countryName:
            countryName.length >= VALIDATION.COUNTRY_NAME_MIN && countryName.length <= VALIDATION.COUNTRY_NAME_MAX,
          monthlyCharge: charge !== undefined && charge > 0,
          regionId: present(f.regionId),
          clientId: present(f.clientId),
        });
        // The dialog's answer carries the form's reply under `result` (beside the client choices).
        const unwrapped = async () =>
          new Response(JSON.stringify(((await res.json()) as { result: unknown }).result), { status: res.status });
        if (invalid.length) return expectRefused(await unwrapped(), writes(seen), invalid, f);
        expect(res.status).toBe(302);
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            method: "PATCH",
            path: "/phones/api/Admin/ManualNumber",
            body: {
              phoneNumber,
              countryName,
              monthlyCharge: charge,
              regionId: f.regionId,
              clientId: ID,
              accountName: CLIENT.name,
              ...(f.provider ? { provider: f.provider } : {}),
            },
          }),
        ]);
      }),
      RUNS,
    );
  });
});

describe("admin SIP dialogs (docs/product.md#sip-settings)", () => {
  it("call-limit profile: only a profile the platform offers is sent, to the connection of its account", async () => {
    const { seen, submit } = await browser("admin");
    await fc.assert(
      fc.asyncProperty(
        fc.record({ cacProfile: maybe(fc.oneof(fc.constantFrom(...CAC_PROFILES), junk)) }),
        async (f) => {
          const res = await submit("admin.sipConnections.$id_.cacProfile", f);
          if (!CAC_PROFILES.includes(f.cacProfile ?? ""))
            return expectRefused(
              res,
              seen.filter((c) => c.method !== "GET"),
              ["cacProfile"],
              f,
            );
          expect(res.status).toBe(302);
          expect(writes(seen)).toEqual([
            expect.objectContaining({
              method: "PATCH",
              path: "/sip-connection/api/Connections/admin/cacProfile",
              body: { cacProfile: f.cacProfile },
            }),
          ]);
          const patch = writes(seen)[0];
          expect([patch.query.get("id"), patch.query.get("userId")]).toEqual([ID, SIP_CONNECTION.accountId]);
        },
      ),
      RUNS,
    );
  });

  it("SBC override: anything but the JSON of an object is refused on its field; an object is sent as the body", async () => {
    const { seen, submit } = await browser("admin");
    const text = maybe(
      fc.oneof(
        junk,
        fc.json(),
        fc
          .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }))
          .map((o) => JSON.stringify(o, null, 2)),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.record({ overrideSbcConfig: text }), async (f) => {
        const res = await submit("admin.sipConnections.$id_.sbcOverride", f);
        let parsed: unknown;
        try {
          parsed = JSON.parse(f.overrideSbcConfig ?? "");
        } catch {
          parsed = undefined;
        }
        const isObject = parsed !== null && typeof parsed === "object" && !Array.isArray(parsed);
        if (!isObject)
          return expectRefused(
            res,
            seen.filter((c) => c.method !== "GET"),
            ["overrideSbcConfig"],
            f,
          );
        expect(res.status).toBe(302);
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            method: "PATCH",
            path: "/sip-connection/api/Connections/admin/overrideSbcConfig",
            body: parsed,
          }),
        ]);
      }),
      RUNS,
    );
  });

  it("SIP charge: only an explicit true or false is sent", async () => {
    const { seen, submit } = await browser("admin");
    await fc.assert(
      fc.asyncProperty(
        fc.record({ shouldCharge: maybe(fc.oneof(fc.constantFrom("true", "false", "on", "1", "TRUE"), junk)) }),
        async (f) => {
          const res = await submit("admin.sipConnections.$id_.charge", f);
          if (f.shouldCharge !== "true" && f.shouldCharge !== "false")
            return expectRefused(
              res,
              seen.filter((c) => c.method !== "GET"),
              ["shouldCharge"],
              f,
            );
          expect(res.status).toBe(302);
          expect(writes(seen)).toEqual([
            expect.objectContaining({
              method: "PATCH",
              path: `/sip-connection/api/connections/admin/${ID}/shouldChargeSip`,
              body: { shouldCharge: f.shouldCharge === "true" },
            }),
          ]);
        },
      ),
      RUNS,
    );
  });
});

describe("admin DNS verification", () => {
  it("only the Save intent sends; a checked box turns it on, none off, anything else is refused on its field", async () => {
    const { seen, submit } = await browser("admin");
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          enabled: maybe(fc.oneof(fc.constantFrom("on", "true", "1", "off"), junk)),
          intent: maybe(fc.oneof(fc.constantFrom("save", "authz-probe"), junk)),
        }),
        async (f) => {
          const res = await submit("admin.accounts.$id.dns", f);
          // A checkbox posts "on" or nothing (conform reads "" as nothing).
          const invalid = invalidOf({
            intent: f.intent === "save",
            enabled: f.enabled === undefined || f.enabled === "" || f.enabled === "on",
          });
          if (invalid.length)
            return expectRefused(
              res,
              seen.filter((c) => c.method !== "GET"),
              invalid,
              f,
            );
          expect(res.status).toBe(302);
          expect(writes(seen)).toEqual([
            expect.objectContaining({
              method: "PATCH",
              path: `/vaic/api/clients/${ID}/EnableDNSVerification`,
              body: { enabled: f.enabled === "on" },
            }),
          ]);
        },
      ),
      RUNS,
    );
  });
});

describe("notifications", () => {
  it("send (administrators): account, type, title, message and lifetime are checked; a valid one is posted as typed", async () => {
    const { seen, submit } = await browser("admin");
    const fields = fc.record({
      accountId: maybe(fc.oneof(fc.uuid(), junk)),
      type: maybe(fc.oneof(fc.constantFrom("error", "info", "warning"), junk)),
      title: maybe(fc.oneof(junk, fc.string({ minLength: 1, maxLength: NOTIFICATIONS.ADMIN_TITLE_MAX + 10 }))),
      message: maybe(
        fc.oneof(junk, fc.string({ maxLength: 40 }), fc.constant("m".repeat(NOTIFICATIONS.ADMIN_MESSAGE_MAX + 1))),
      ),
      ttl: maybe(
        fc.oneof(
          intText(-2, NOTIFICATIONS.ADMIN_TTL_MAX_SECONDS + 2),
          fc.constantFrom(String(NOTIFICATIONS.ADMIN_TTL_MAX_SECONDS), "2592001"),
          junk,
        ),
      ),
    });
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const res = await submit("admin.notifications.send", f);
        const ttl = numberOf(f.ttl);
        const title = f.title?.trim() ?? "";
        const invalid = invalidOf({
          accountId: filled(f.accountId),
          type: ["error", "info", "warning"].includes(f.type ?? ""),
          title: title.length > 0 && title.length <= NOTIFICATIONS.ADMIN_TITLE_MAX,
          message: (f.message?.trim() ?? "").length <= NOTIFICATIONS.ADMIN_MESSAGE_MAX,
          ttl: ttl === undefined || (Number.isInteger(ttl) && ttl > 0 && ttl <= NOTIFICATIONS.ADMIN_TTL_MAX_SECONDS),
        });
        if (invalid.length) return expectRefused(res, seen, invalid, f);
        expect(res.status).toBe(302);
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            method: "POST",
            path: "/vaic/api/admin/notifications",
            body: {
              accountId: f.accountId!.trim(),
              type: f.type,
              title,
              message: f.message?.trim() ?? "",
              ttl: ttl ?? null,
            },
          }),
        ]);
      }),
      RUNS,
    );
  });

  it("mark read, delete and clear all: an unknown intent or a missing id sends nothing", async () => {
    const { seen, submit } = await browser("owner");
    const fields = fc.record({
      intent: maybe(fc.oneof(fc.constantFrom("mark-read", "delete", "clear-all"), junk)),
      id: maybe(fc.oneof(fc.uuid(), fc.constantFrom(".", "..", "a/b", "../clients"), junk)),
    });
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const res = await submit("portal.notifications", f);
        const known = ["mark-read", "delete", "clear-all"].includes(f.intent ?? "");
        // An id is one path segment of the platform call: "." and ".." are not ids (they would resolve to another path).
        const idOk = f.id !== undefined && f.id !== "" && f.id !== "." && f.id !== "..";
        const invalid = !known ? ["intent"] : f.intent !== "clear-all" && !idOk ? ["id"] : [];
        if (invalid.length) return expectRefused(res, seen, invalid, f);
        expect(res.status).toBe(302);
        const one = `/vaic/api/notifications/${encodeURIComponent(f.id ?? "")}`;
        const want = {
          "mark-read": { method: "PATCH", path: one, body: { status: 1 } },
          delete: { method: "DELETE", path: one },
          "clear-all": { method: "DELETE", path: "/vaic/api/notifications" },
        }[f.intent!];
        expect(writes(seen)).toEqual([expect.objectContaining(want)]);
      }),
      RUNS,
    );
  });

  it("accept terms: only the form's own intent updates the terms, for the signed-in user", async () => {
    const { seen, submit } = await browser("owner");
    await fc.assert(
      fc.asyncProperty(
        fc.record({ intent: maybe(fc.oneof(fc.constant("accept-terms"), junk)), redirectTo: maybe(junk) }),
        async (f) => {
          const res = await submit("portal.accept-terms", f);
          if (f.intent !== "accept-terms") {
            expect(res.status).toBe(400);
            return void expect(seen).toEqual([]);
          }
          expect(res.status).toBe(302);
          expect(res.headers.get("Location")).toMatch(/^\/(?!\/)/);
          expect(writes(seen)).toEqual([
            expect.objectContaining({ method: "PATCH", path: "/vaic/api/Users/u1/UpdateTerms" }),
          ]);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe("call history export (docs/product.md#accounts-and-sessions 'Export')", () => {
  it("a monthly export outside the last 24 months, or without month or year, is refused on its field; a good one asks for that month", async () => {
    for (const route of ["portal.call_history", "admin.calls"] as const) {
      const { seen, submit } = await browser(route === "admin.calls" ? "admin" : "owner");
      const fields = fc.record({
        intent: fc.oneof(fc.constantFrom("export", "export-monthly", "dismiss-export-notice"), junk),
        year: maybe(fc.oneof(intText(2020, 2030), junk)),
        month: maybe(fc.oneof(intText(-1, 14), junk)),
      });
      await fc.assert(
        fc.asyncProperty(fields, async (f) => {
          const res = await submit(route, f);
          if (!["export", "export-monthly", "dismiss-export-notice"].includes(f.intent)) {
            expect(res.status).toBe(400);
            return void expect(seen).toEqual([]);
          }
          if (f.intent === "dismiss-export-notice") return void expect(seen).toEqual([]);
          const endpoint = route === "admin.calls" ? "/billing/api/reports/Admin/calls" : "/billing/api/reports/calls";
          if (f.intent === "export")
            return void expect(writes(seen)).toEqual([expect.objectContaining({ method: "POST", path: endpoint })]);
          const year = numberOf(f.year);
          const month = numberOf(f.month);
          const yearOk = year !== undefined && Number.isInteger(year);
          const monthOk = month !== undefined && Number.isInteger(month) && month >= 1 && month <= 12;
          const now = new Date();
          const back = yearOk && monthOk ? (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month) : -1;
          const invalid = [
            ...(yearOk ? [] : ["year"]),
            ...(monthOk && (!yearOk || (back >= 0 && back < 24)) ? [] : ["month"]),
          ];
          if (invalid.length) return expectRefused(res, seen, invalid, { year: f.year, month: f.month });
          const calls = writes(seen);
          expect(calls).toEqual([expect.objectContaining({ method: "POST", path: endpoint })]);
          expect(calls[0].query.get("month")).toBe(
            `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`,
          );
          expect(calls[0].query.get("sort")).toBe("setupTime");
        }),
        RUNS,
      );
    }
  });
});

describe("billing forms (docs/product.md#validation; issue 19 item 1)", () => {
  const money = (min: number, max: number) =>
    maybe(
      fc.oneof(
        fc.double({ min: min - 5, max: max + 5, noNaN: true }).map(String),
        intText(min - 1, max + 1),
        fc.constantFrom(String(min), String(max), `${max}.01`, "12.345", " 25 ", "25.5"),
        junk,
      ),
    );

  it("add credit: $10 to $1,000 in cents on its field; a valid amount opens one card page and goes there", async () => {
    const { seen, submit } = await browser("owner");
    await fc.assert(
      fc.asyncProperty(
        fc.record({ amount: money(PAYMENTS.CARD_DEPOSIT_MIN_USD, PAYMENTS.CARD_DEPOSIT_MAX_USD) }),
        async (f) => {
          const res = await submit("portal.settings.billing.add-credit", f);
          const value = moneyOf(f.amount, PAYMENTS.CARD_DEPOSIT_MIN_USD, PAYMENTS.CARD_DEPOSIT_MAX_USD, 2);
          if (value === undefined) return expectRefused(res, seen, ["amount"], f);
          expect(res.status).toBe(302);
          expect(res.headers.get("Location")).toBe("/vaic/api/payment/hosted/tok");
          expect(writes(seen)).toEqual([
            expect.objectContaining({
              method: "POST",
              path: "/vaic/api/payment/CreatePfToken",
              body: { amount: value, returnTo: "/portal/settings/billing/payment" },
            }),
          ]);
        },
      ),
      RUNS,
    );
  });

  it("auto-recharge: threshold $10 to $500 and amount $10 to $1,000 on their fields; a valid form is saved once", async () => {
    const { seen, submit } = await browser("owner");
    const fields = fc.record({
      enabled: maybe(fc.constant("on")),
      threshold: money(BILLING.AUTO_RECHARGE_THRESHOLD_MIN_USD, BILLING.AUTO_RECHARGE_THRESHOLD_MAX_USD),
      amount: money(BILLING.AUTO_RECHARGE_AMOUNT_MIN_USD, BILLING.AUTO_RECHARGE_AMOUNT_MAX_USD),
    });
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const res = await submit("portal.settings.billing.auto-recharge", f);
        const threshold = moneyOf(
          f.threshold,
          BILLING.AUTO_RECHARGE_THRESHOLD_MIN_USD,
          BILLING.AUTO_RECHARGE_THRESHOLD_MAX_USD,
          2,
        );
        const amount = moneyOf(f.amount, BILLING.AUTO_RECHARGE_AMOUNT_MIN_USD, BILLING.AUTO_RECHARGE_AMOUNT_MAX_USD, 2);
        const invalid = invalidOf({ threshold: threshold !== undefined, amount: amount !== undefined });
        if (invalid.length) return expectRefused(res, seen, invalid, f, ["enabled"]);
        expect(res.status).toBe(302);
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            method: "PUT",
            path: "/vaic/api/clients/PaymentDetails",
            body: { enabled: f.enabled === "on", threshold, amount },
          }),
        ]);
      }),
      RUNS,
    );
  });

  it("monthly limit: more than $0 and at most $75,000 on its field; a valid limit is saved once", async () => {
    const { seen, submit } = await browser("owner");
    await fc.assert(
      fc.asyncProperty(fc.record({ monthlyLimit: money(1, PAYMENTS.MONTHLY_LIMIT_MAX_USD) }), async (f) => {
        const res = await submit("portal.settings.billing.monthly-limit", f);
        const value = moneyOf(f.monthlyLimit, Number.MIN_VALUE, PAYMENTS.MONTHLY_LIMIT_MAX_USD, 2);
        if (value === undefined) return expectRefused(res, seen, ["monthlyLimit"], f);
        expect(res.status).toBe(302);
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            method: "PUT",
            path: "/billing/api/billing/monthly",
            body: { monthlyLimit: value },
          }),
        ]);
      }),
      RUNS,
    );
  });

  it("billing address: name, line 1, city and postal code required (at most 100), a two-letter country; a valid one is saved once", async () => {
    const { seen, submit } = await browser("owner");
    const text = maybe(
      fc.oneof(junk, fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom("x".repeat(100), "x".repeat(101))),
    );
    const fields = fc.record({
      name: text,
      line1: text,
      line2: text,
      city: text,
      state: text,
      postalCode: text,
      country: maybe(fc.oneof(fc.constantFrom("GB", "us", "USA", "1A", " de "), junk)),
    });
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const res = await submit("portal.settings.billing.address", f);
        const fits = (v: string | undefined, required: boolean) =>
          (v ?? "").trim().length <= PAYMENTS.ADDRESS_FIELD_MAX && (!required || filled(v));
        const invalid = invalidOf({
          name: fits(f.name, true),
          line1: fits(f.line1, true),
          line2: fits(f.line2, false),
          city: fits(f.city, true),
          state: fits(f.state, false),
          postalCode: fits(f.postalCode, true),
          country: /^[A-Za-z]{2}$/.test((f.country ?? "").trim()),
        });
        if (invalid.length) return expectRefused(res, seen, invalid, f);
        expect(res.status).toBe(302);
        expect(writes(seen)).toEqual([
          expect.objectContaining({
            method: "PUT",
            path: "/vaic/api/payment/paymentAddress",
            body: expect.objectContaining({ country: f.country!.trim().toUpperCase() }),
          }),
        ]);
      }),
      RUNS,
    );
  });

  it("the payment confirmation deposits once with its key; without a token or a valid key it moves nothing", async () => {
    const { seen, submit } = await browser("owner");
    for (const fields of [
      {},
      { pfToken: "tok" },
      { pfToken: "tok", idempotencyKey: "not-a-key" },
      { idempotencyKey: randomUUID() },
    ]) {
      const res = await submit("portal.settings.billing.payment", fields);
      expect(res.status).toBe(400);
      expect(seen).toEqual([]);
    }
    const key = randomUUID();
    const res = await submit("portal.settings.billing.payment", { pfToken: "tok", idempotencyKey: key });
    expect(res.status).toBe(302);
    expect(writes(seen)).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/vaic/api/payment/DepositWalletAmount",
        body: { pfToken: "tok" },
      }),
    ]);
    expect(seen[0].headers.get("Idempotency-Key")).toBe(key);
  });
});

describe("the create-account wizard (docs/product.md#screens)", () => {
  it("create account (the wizard's account step): a name of 1 to 80 characters without a semicolon and a description of at most 200, on their fields; a valid one is sent once", async () => {
    const { seen, submit } = await browser("owner");
    const text = (max: number) =>
      maybe(
        fc.oneof(
          junk,
          fc.string({ minLength: 1, maxLength: 30 }),
          fc.constantFrom("x".repeat(max), "x".repeat(max + 1), ` ${"y".repeat(max)} `, "a;b"),
        ),
      );
    const fields = fc.record({
      name: text(VALIDATION.ACCOUNT_NAME_MAX),
      description: text(VALIDATION.ACCOUNT_DESCRIPTION_MAX),
    });
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const res = await submit("portal.wizards_.create-account_.$step", f, "/portal/wizards/create-account/account");
        const name = (f.name ?? "").trim();
        const description = (f.description ?? "").trim();
        const invalid = invalidOf({
          name:
            name.length >= 1 &&
            name.length <= VALIDATION.ACCOUNT_NAME_MAX &&
            !PATTERNS.ACCOUNT_NAME_FORBIDDEN.test(name),
          description: description.length <= VALIDATION.ACCOUNT_DESCRIPTION_MAX,
        });
        if (invalid.length) return expectRefused(res, seen, invalid, f);
        // The spy refuses it (one account too many): the refusal is on the form, the wizard keeps it.
        expect(res.status).toBe(400);
        const sent = writes(seen).filter((c) => c.path === "/vaic/api/Accounts/Iam");
        expect(sent).toEqual([
          expect.objectContaining({
            method: "POST",
            body: expect.objectContaining({ name, description, regionId: "eu-west" }),
          }),
        ]);
      }),
      RUNS,
    );
  });
});
