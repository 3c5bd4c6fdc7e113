/**
 * Who may call each endpoint of the embedded platform: the expectation of platform-authz-matrix.test.ts,
 * written from the spec's role gates (docs/product.md#admin-only-actions "Portal role gates", "Admin-only actions"; #roles) and
 * the guards in platform/services (requireRoles, requireAdmin). Every endpoint the platform's router
 * serves must have a row here: a new endpoint without one fails the matrix, so it cannot rot.
 *
 * Each row also says how to call the endpoint: the path with its parameters filled in, and a body
 * that is valid (it would change something if the gate let the wrong caller through) or harmlessly
 * invalid (for the public sign-in endpoints, whose business answer to bad input would be a 401).
 */
import { randomUUID } from "node:crypto";
import { STATISTICS_SERVER_METRICS } from "../../../contract/enums/statistics";
import { IDEMPOTENCY } from "../../../contract/limits/idempotency";
import { TIME } from "../../../contract/limits/units";
import { WHATSAPP } from "../../../contract/limits/whatsapp";
import { ROLES, type RoleMatch } from "../../../contract/roles";
import { buildStatisticsQuery } from "../../../contract/wire/statistics";
import { SERVICE_BASE_PATHS } from "../../../contract/servicePaths";
import { brandAssets } from "../../../platform/idp/brand-assets";
import { DEMO_DOCUMENT_IDS } from "../../../platform/seed/aiDocuments";
import { demoDraftCampaignId } from "../../../platform/seed/campaigns";

export type Gate =
  /** Anyone, with or without a token. */
  | { kind: "public"; why: string }
  /** Any valid token of an active user. */
  | { kind: "signedIn" }
  /**
   * A valid token holding any of the roles; with `essentialOnly`, also an account on the Essential
   * plan (docs/product.md#plans "Only Essential accounts may ... create SIP connections, speech services or voice
   * translation"): the entity store refuses the others with 403 warning_essential_plan_required.
   */
  | { kind: "roles"; roles: readonly string[]; essentialOnly?: boolean; match?: RoleMatch }
  /** A platform administrator (LIVEHUB_ADMIN) holding any of the roles (none listed: no more). */
  | { kind: "admin"; roles: readonly string[] }
  /**
   * The account's REST API secret as the bearer key, not a platform token: the OpenAI-compatible
   * endpoint, which OpenAI's clients call (docs/features/ai-framework.md#openai-compatible-endpoint).
   * The matrix sends each signed-in caller's account secret (the forger a made-up one); a refusal is
   * 401 in OpenAI's error shape ({error: {message, type, param, code}}).
   */
  | { kind: "apiSecret" }
  /** Middleware that sets headers and passes every request on: it never answers, so it is not called. */
  | { kind: "passThrough"; why: string };

/** Ids of real records the calls name: all of "Acme Voice" (the owner's and the viewer's account). */
export interface Fixtures {
  acme: string;
  owner: string;
  call: { id: string; session: string; setupTime: number };
  whatsapp: string;
  sip: string;
  notification: string;
  exportJob: string;
  /** A bot, a speech service that listens and speaks (usage TTSAndSTT), and a voice translation. */
  bot: string;
  speechService: string;
  voiceTranslation: string;
  /** A Teams tenant and one of its connections. */
  teamsTenant: string;
  teamsConnection: string;
  /** A phone number of the account. */
  phone: string;
  /** A routing rule and a routing group of the account. */
  routingRule: string;
  routingGroup: string;
  /** An alarm of the account and one of its alarm thresholds. */
  alarm: string;
  alarmThreshold: string;
  /** An AI agent of the account, published once (version 1). */
  agent: string;
  /** A conversation with that agent. */
  chat: string;
  /** An AI model of the account (the seeded one; contract/wire/aiModels). */
  aiModel: string;
  /** An AI tool of the account's own (the seed's mocked order_status: its Test calls nothing). */
  aiTool: string;
  now: number;
}

export interface Probe {
  method?: string;
  /** The path with its parameters and query; the row's path when absent. */
  path?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface EndpointRule {
  gate: Gate;
  probe?: (f: Fixtures) => Probe;
}

const signedIn: Gate = { kind: "signedIn" };
const roles = (...r: string[]): Gate => ({ kind: "roles", roles: r });
const admin = (...r: string[]): Gate => ({ kind: "admin", roles: r });
const open = (why: string): Gate => ({ kind: "public", why });
const essential = (...r: string[]): Gate => ({ kind: "roles", roles: r, essentialOnly: true });
/** A valid token holding every one of the roles (docs/product.md#portal-gates "BILLING_READ together with ACCOUNTS_ACTIONS_ADDCREDIT"). */
const allRoles = (...r: string[]): Gate => ({ kind: "roles", roles: r, match: "all" });

const idempotent = () => ({ [IDEMPOTENCY.HEADER]: randomUUID() });
const statistics = (f: Fixtures) =>
  buildStatisticsQuery({ from: f.now - TIME.DAY_MS, to: f.now, metricNames: [STATISTICS_SERVER_METRICS[0]] });
/** docs/product.md#feature-gates: WhatsApp view needs TEAMS_READ; #portal-gates lists WhatsApp numbers under SIPCONNECTIONS_READ. */
const WHATSAPP_READ = [ROLES.SIPCONNECTIONS_READ, ROLES.TEAMS_READ];
const sipTarget = (f: Fixtures) => `id=${f.sip}&userId=${f.acme}`;

/**
 * A valid AI model form (contract/wire/aiModels) at a host that never resolves (RFC 2606 .invalid): a
 * wrong gate would store it, and a test of it reaches no one.
 */
export const aiModelProbeForm = (name: string) => ({
  name,
  provider: "openai-compatible",
  baseUrl: "https://matrix-llm.invalid/v1",
  modelId: "matrix-model",
  timeoutSeconds: 5,
});

/** Valid entity forms (contract/wire/bots, speechServices, voiceTranslations): a wrong gate would store them. */
export const botProbeForm = (name: string) => ({
  name,
  framework: "None",
  subFramework: "custom",
  botApiType: "chat_api",
  apiUrl: "https://bots.example.net/matrix",
  regionId: "eu-west",
  authMethod: "no-auth",
  maxCallsPerSecond: 5,
  maxConcurrentCalls: 10,
});
/** A valid campaign form of Acme's (its first bot and number; a contact list of two). */
export const campaignProbeForm = (f: Fixtures, name: string) => ({
  name,
  botId: f.bot,
  callerNumberId: f.phone,
  windowStart: "09:00",
  windowEnd: "17:00",
  days: ["mon", "tue"],
  timeZone: "Europe/London",
  callsPerSecond: 5,
  concurrency: 10,
  retries: 1,
  retryDelayMinutes: 30,
  contactsCsv: "phone\n+447700900501\n+447700900502\n",
});

/** A valid tenant form: a new domain and tenant id each time (a repeat would be refused as a duplicate). */
/** A valid alarm threshold (contract/wire/alarmThresholds): a wrong gate would store it. */
export const alarmThresholdProbeForm = () => ({
  name: `Matrix probe ${randomUUID().slice(0, 8)}`,
  metric: "concurrentCalls",
  value: 9000,
  severity: "warning",
  source: "",
  windowMinutes: 5,
  enabled: false,
});

export const teamsTenantProbeForm = () => ({
  domain: `matrix-${randomUUID().slice(0, 8)}.onmicrosoft.com`,
  tenantId: randomUUID(),
  licenseType: "Hosted Essential",
  activationEmail: "matrix@acme.example",
});
/** A valid port-in and configure form and a valid documents upload (contract/wire/phones). */
export const portInProbeForm = (phoneNumber: string) => ({
  phoneNumber,
  countryName: "United Kingdom",
  carrier: "Matrix Telecom",
  carrierAccountNumber: "ACC-1",
  authorised: true,
});
export const phoneConfigureProbeForm = (name: string) => ({
  name,
  isDefault: false,
  format: "E164",
  language: "en-US",
  voice: "en-US-JennyNeural",
});
export const phoneDocumentsProbe = () => ({
  files: [
    {
      fileName: "id.pdf",
      contentType: "application/pdf",
      contentBase64: Buffer.from("%PDF-1.4 matrix").toString("base64"),
    },
  ],
});
export const speechServiceProbeForm = (name: string) => ({
  name,
  provider: "Azure",
  usage: "TTSAndSTT",
  regionId: "eu-west",
  apiKey: "matrix-probe-key",
  azureRegion: "westeurope",
});
export const agentProbeForm = (name: string) => ({
  name,
  prompt: "You answer questions about Acme.",
  intents: [{ name: "hours", examples: ["when are you open", "opening hours"], answer: "9 to 5" }],
});

export const voiceTranslationProbeForm = (name: string, speechServiceId: string) => ({
  name,
  languages: [
    { language: "en-US", voice: "en-US-GuyNeural" },
    { language: "fr-FR", voice: "fr-FR-HenriNeural" },
  ],
  speechServiceId,
  volumeDb: -3,
  activateInbound: true,
  voiceTranslation: true,
});

/** A valid AI tool form (contract/wire/aiTools.ts): a mock answer and no URL, so saving it resolves no host. */
export const aiToolProbeForm = (name: string) => ({
  name,
  description: "A tool of the authorization matrix",
  parametersMode: "rows",
  parameters: [{ name: "orderId", type: "string", required: true }],
  method: "GET",
  timeoutSeconds: 5,
  mockAnswer: '{"status": "matrix"}',
});

/** A valid SIP connection form (contract/wire/sip.ts): FQDN and Source IP checks, no secret. */
export const sipConnectionProbeForm = (name: string) => ({
  name,
  type: "sip-trunk",
  regionId: "eu-west",
  fqdn: "matrix.sip.example",
  dtmfMethod: "rfc2833",
  transferMethod: "refer",
  coders: ["PCMU"],
  keepAlive: 60,
  authFqdn: true,
  authSourceIp: true,
  authMethod: "none",
  signallingAddresses: ["198.51.100.7"],
  sourceIps: ["198.51.100.7"],
  dialedNumbers: ["+15550100"],
  sourceNumberHeaders: ["From"],
  dnsMethod: "A",
  maxCallDurationInMinutes: 0,
});

/** A valid routing rule form (contract/wire/routing.ts) of the account's number and bot; a new name each time. */
export const routingRuleProbeForm = (f: Fixtures) => ({
  name: `Matrix probe ${randomUUID().slice(0, 8)}`,
  eventType: "call",
  origin: `service-number:${f.phone}`,
  destination: `bot:${f.bot}`,
  condition: "called",
  pattern: "+1555XXXXXXX",
  priority: 900,
  regionId: "eu-west",
});

export const PLATFORM_ENDPOINTS: Record<string, EndpointRule> = {
  // --- sign-in and session (docs/product.md#session-calls "Session calls") ------------------------------------------
  "POST /vaic/api/auth/login": { gate: open("sign-in"), probe: () => ({ body: {} }) },
  "POST /vaic/api/auth/token": { gate: open("the refresh token is the grant"), probe: () => ({ body: {} }) },
  "POST /vaic/api/auth/ssologin": { gate: open("the one-time code is the grant"), probe: () => ({ body: {} }) },
  "POST /vaic/api/auth/tokeniam": {
    gate: open("the identity-service token is the grant"),
    probe: () => ({ body: {} }),
  },
  "POST /vaic/api/auth/authorize-msft": {
    gate: open("the marketplace landing token is the grant"),
    probe: () => ({ body: {} }),
  },
  "GET /vaic/api/auth/loginurl": { gate: open("where the identity-service sign-in starts") },
  "POST /vaic/api/auth/logout": { gate: signedIn, probe: () => ({ body: {} }) },
  "POST /vaic/api/auth/generatessocode": { gate: signedIn },
  "POST /vaic/api/auth/marketplace/landing-token": { gate: admin(), probe: (f) => ({ body: { userId: f.owner } }) },
  "GET /vaic/api/Accounts/Current": { gate: signedIn },
  "GET /vaic/api/Settings/baseSettings": { gate: open("settings a visitor needs before signing in") },
  "GET /vaic/api/Settings/clientSettings": { gate: signedIn },
  "GET /vaic/api/version": { gate: open("the product version") },
  "PATCH /vaic/api/Users/:id/UpdateTerms": {
    gate: signedIn,
    probe: (f) => ({ path: `/vaic/api/Users/${f.owner}/UpdateTerms` }),
  },
  "POST /vaic/api/Accounts/AcceptTerms": { gate: signedIn },
  "POST /vaic/api/Accounts/register": {
    gate: open("self-registration (docs/product.md#validation)"),
    probe: () => ({ body: {} }),
  },
  "GET /vaic/api/dashboard/summary": { gate: signedIn },

  // --- my account, support plans, contact support, switch account (issue 19; docs/product.md#account-menu-gates) ----------
  // The user's own details and password: any signed-in user (the MSFT/tid/UCaaS refusal is tested in my-account.test.ts).
  "PUT /vaic/api/Accounts/Current/user": { gate: signedIn, probe: () => ({ method: "PUT", body: {} }) },
  "POST /vaic/api/Accounts/changepassword": {
    gate: signedIn,
    probe: () => ({
      body: { currentPassword: "not-it", newPassword: "Matrix#2026x", confirmPassword: "Matrix#2026x" },
    }),
  },
  "PUT /vaic/api/Accounts/Current/account": {
    gate: roles(ROLES.SETTINGS_UPDATE),
    probe: () => ({ method: "PUT", body: { name: "Acme Voice", description: "" } }),
  },
  "PUT /vaic/api/Accounts/Current/settings": {
    gate: roles(ROLES.SETTINGS_UPDATE),
    probe: () => ({ method: "PUT", body: {} }),
  },
  "GET /vaic/api/Accounts/secret": { gate: roles(ROLES.SETTINGS_READ) },
  "POST /vaic/api/Accounts/refreshSecret": { gate: roles(ROLES.SETTINGS_UPDATE) },
  "POST /vaic/api/Accounts/UpgradePlan": { gate: roles(ROLES.SETTINGS_UPDATE) },
  "GET /vaic/api/Accounts/SupportPlan/Prices": { gate: signedIn },
  "GET /vaic/api/Accounts/SupportPlan": { gate: roles(ROLES.SETTINGS_READ, ROLES.SETTINGS_UPDATE) },
  "POST /vaic/api/Accounts/SupportPlan": {
    gate: roles(ROLES.SETTINGS_UPDATE),
    probe: () => ({ body: { plan: "Pro" } }),
  },
  "POST /vaic/api/Accounts/contactus": {
    gate: signedIn,
    probe: () => ({ body: { subject: "Matrix probe", message: "Matrix probe" } }),
  },
  "GET /vaic/api/Accounts/Switch": { gate: signedIn },
  // A body naming no account of the caller's: a passed gate answers 400 and switches nothing.
  "POST /vaic/api/Accounts/Switch": { gate: signedIn, probe: () => ({ body: { accountId: "no-such-account" } }) },
  // An empty name: a passed gate answers 400 and creates nothing (the UCaaS user role is refused: create-account.test.ts).
  "POST /vaic/api/Accounts/Iam": { gate: signedIn, probe: () => ({ body: { name: "", regionId: "no-such-region" } }) },
  "POST /vaic/api/Accounts/requestpasswordreset": {
    gate: open("the e-mail's owner gets the link (outbox)"),
    probe: () => ({ body: {} }),
  },
  "POST /vaic/api/Accounts/resetpassword": {
    gate: open("the reset link's token is the grant"),
    probe: () => ({ body: {} }),
  },
  "POST /vaic/api/Accounts/checkpasswordreset": {
    gate: open("the reset link's token is the grant; it says only whether the link still works"),
    probe: () => ({ body: {} }),
  },
  "POST /vaic/api/clients/:id/ExtendTrial": {
    gate: admin(ROLES.ADMIN_BILLING),
    probe: (f) => ({ path: `/vaic/api/clients/${f.acme}/ExtendTrial`, headers: idempotent() }),
  },
  // The marketplace's fulfilment stand-in: an administrator creates a marketplace account (with its welcome credit).
  "POST /vaic/api/marketplace/subscriptions": {
    gate: admin(ROLES.ADMIN_ACCOUNTS_UPDATE),
    probe: () => {
      const id = randomUUID();
      return {
        body: {
          subscriptionId: id,
          subscriptionName: "Matrix",
          offerId: "matrix-offer",
          accountName: "Matrix probe",
          owner: { email: `m-${id}@example.com`, firstName: "M", lastName: "P" },
        },
      };
    },
  },

  // --- notifications and their hub (docs/product.md#alarm-and-notification-calls "Alarms and notifications") ---------------------------
  "GET /vaic/api/notifications": { gate: signedIn },
  "PATCH /vaic/api/notifications/:id": {
    gate: signedIn,
    probe: (f) => ({ path: `/vaic/api/notifications/${f.notification}`, body: { status: 1 } }),
  },
  "DELETE /vaic/api/notifications/:id": {
    gate: signedIn,
    probe: (f) => ({ path: `/vaic/api/notifications/${f.notification}` }),
  },
  "DELETE /vaic/api/notifications": { gate: signedIn },
  "POST /vaic/api/notifications/negotiate": {
    gate: signedIn,
    probe: () => ({ path: "/vaic/api/notifications/negotiate?negotiateVersion=1" }),
  },
  // Long polling's sends: the secret connection token in ?id is the grant (platform/services/hub/http.ts).
  "POST /vaic/api/notifications": {
    gate: open("the hub's connection token is the grant"),
    probe: () => ({ path: "/vaic/api/notifications?id=no-such-connection", body: "" }),
  },
  "POST /vaic/api/admin/notifications": {
    gate: admin(),
    probe: (f) => ({ body: { accountId: f.acme, type: "info", title: "Matrix probe" } }),
  },

  // --- exports: the starting user's own files (vaic/exports.ts) --------------------------------
  "GET /vaic/api/exports/:jobId": { gate: signedIn, probe: (f) => ({ path: `/vaic/api/exports/${f.exportJob}` }) },
  "GET /vaic/api/exports/:jobId/download": {
    gate: signedIn,
    probe: (f) => ({ path: `/vaic/api/exports/${f.exportJob}/download` }),
  },

  // --- admin accounts and money (docs/product.md#admin-only-actions "Admin-only actions": set credit, manual charge) --------
  "GET /vaic/api/clients": { gate: admin(ROLES.ADMIN_ACCOUNTS_READ, ROLES.ADMIN) },
  "POST /vaic/api/payment/manualCharge": {
    gate: admin(ROLES.ADMIN_BILLING),
    probe: (f) => ({ body: { accountId: f.acme, amount: 5, description: "Matrix probe" }, headers: idempotent() }),
  },
  "PUT /vaic/api/payment/addCredit": {
    gate: admin(ROLES.ADMIN_BILLING),
    probe: (f) => ({ body: { clientId: f.acme, creditAmount: 5 }, headers: idempotent() }),
  },
  // docs/product.md#endpoint-names "EnableDNSVerification": the probe keeps Acme's setting as the seed has it (off).
  "PATCH /vaic/api/clients/:id/EnableDNSVerification": {
    gate: admin(ROLES.ADMIN_ACCOUNTS_UPDATE),
    probe: (f) => ({ path: `/vaic/api/clients/${f.acme}/EnableDNSVerification`, body: { enabled: false } }),
  },

  // --- call history (docs/product.md#feature-gates "Drill into call history needs LIVEHUB_CALLS_READ") ------------------
  "GET /billing/api/v1/Calls": { gate: roles(ROLES.CALLS_READ) },
  "GET /billing/api/v1/Admin/Calls": { gate: admin() },
  "GET /billing/api/v1/GetTransferCallBySessionId": {
    gate: roles(ROLES.CALLS_READ),
    probe: (f) => ({
      path: `/billing/api/v1/GetTransferCallBySessionId?globalSessionId=${f.call.session}&setupTime=${f.call.setupTime}`,
    }),
  },
  "GET /billing/api/v1/Calls/:callId": {
    gate: roles(ROLES.CALLS_READ),
    probe: (f) => ({ path: `/billing/api/v1/Calls/${f.call.id}` }),
  },
  "GET /billing/api/v1/Calls/:callId/log": {
    gate: roles(ROLES.CALLS_READ),
    probe: (f) => ({ path: `/billing/api/v1/Calls/${f.call.id}/log` }),
  },
  "GET /billing/api/v1/GetCallLog": {
    gate: roles(ROLES.CALLS_READ),
    probe: (f) => ({ path: `/billing/api/v1/GetCallLog?callId=${f.call.id}` }),
  },
  "GET /billing/api/v1/Calls/:callId/transcript": {
    gate: roles(ROLES.CALLTRANSCRIPT_READ),
    probe: (f) => ({ path: `/billing/api/v1/Calls/${f.call.id}/transcript` }),
  },
  "GET /billing/api/v1/Calls/:callId/recording": {
    gate: roles(ROLES.CALLRECORDING_READ),
    probe: (f) => ({ path: `/billing/api/v1/Calls/${f.call.id}/recording` }),
  },
  "POST /billing/api/reports/calls": { gate: roles(ROLES.CALLS_READ) },
  "POST /billing/api/reports/Admin/calls": { gate: admin() },

  // --- alarms, statistics and the entity lookups (docs/product.md#feature-gates "Statistics entity dropdown lists") ----
  "GET /api/v1/activeAlarms/summary": { gate: roles(ROLES.ALARMS_READ) },
  "GET /api/v1/Admin/activeAlarms/summary": { gate: admin() },
  // The alarms (read and delete: the platform raises them) and their thresholds (docs/product.md#role-names "ALARMS/THRESHOLDS also update").
  "GET /api/v1/alarms": { gate: roles(ROLES.ALARMS_READ) },
  "GET /api/v1/alarms/:id": { gate: roles(ROLES.ALARMS_READ), probe: (f) => ({ path: `/api/v1/alarms/${f.alarm}` }) },
  "DELETE /api/v1/alarms/:id": {
    gate: roles(ROLES.ALARMS_DELETE),
    probe: (f) => ({ path: `/api/v1/alarms/${f.alarm}` }),
  },
  "POST /api/v1/reports/alarms": { gate: roles(ROLES.ALARMS_READ) },
  "GET /api/v1/alarmThresholds": { gate: roles(ROLES.ALARMS_THRESHOLDS_READ) },
  "POST /api/v1/alarmThresholds": {
    gate: roles(ROLES.ALARMS_THRESHOLDS_UPDATE),
    probe: () => ({ body: alarmThresholdProbeForm() }),
  },
  "GET /api/v1/alarmThresholds/:id": {
    gate: roles(ROLES.ALARMS_THRESHOLDS_READ),
    probe: (f) => ({ path: `/api/v1/alarmThresholds/${f.alarmThreshold}` }),
  },
  "PATCH /api/v1/alarmThresholds/:id": {
    gate: roles(ROLES.ALARMS_THRESHOLDS_UPDATE),
    probe: (f) => ({ path: `/api/v1/alarmThresholds/${f.alarmThreshold}`, body: alarmThresholdProbeForm() }),
  },
  "DELETE /api/v1/alarmThresholds/:id": {
    gate: roles(ROLES.ALARMS_THRESHOLDS_UPDATE),
    probe: (f) => ({ path: `/api/v1/alarmThresholds/${f.alarmThreshold}` }),
  },
  "POST /api/v1/reports/alarm-thresholds": { gate: roles(ROLES.ALARMS_THRESHOLDS_READ) },
  "GET /statistics/api/v1/accounts/:accountId/statistics/metrics": {
    gate: roles(ROLES.STATISTICS_READ_READ),
    probe: (f) => ({ path: `/statistics/api/v1/accounts/${f.acme}/statistics/metrics?${statistics(f)}` }),
  },
  "GET /statistics/api/v1/admin/statistics/metrics": {
    gate: admin(ROLES.STATISTICS_READ_READ),
    probe: (f) => ({ path: `/statistics/api/v1/admin/statistics/metrics?${statistics(f)}` }),
  },
  // --- the AI framework (issue 31; contract/wire/aiFramework.ts, docs/features/ai-framework.md) ---
  "GET /ai-framework-management/api/v1/config": { gate: roles(ROLES.AIFRAMEWORK_READ) },
  // The embedded engine as an OpenAI chat-completions server (platform/services/ai/chatCompletions.ts).
  "GET /ai-framework-management/api/v1/openai/v1/models": { gate: { kind: "apiSecret" } },
  "POST /ai-framework-management/api/v1/openai/v1/chat/completions": {
    gate: { kind: "apiSecret" },
    probe: () => ({ body: { model: "embedded", messages: [{ role: "user", content: "hello" }] } }),
  },
  "GET /ai-framework-management/api/v1/agents": { gate: roles(ROLES.AIFRAMEWORK_READ) },
  "POST /ai-framework-management/api/v1/agents": {
    gate: roles(ROLES.AIFRAMEWORK_CREATE),
    probe: () => ({ body: agentProbeForm("Matrix probe agent") }),
  },
  "GET /ai-framework-management/api/v1/agents/:id": {
    gate: roles(ROLES.AIFRAMEWORK_READ),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/agents/${f.agent}` }),
  },
  "PATCH /ai-framework-management/api/v1/agents/:id": {
    gate: roles(ROLES.AIFRAMEWORK_UPDATE),
    probe: (f) => ({
      path: `/ai-framework-management/api/v1/agents/${f.agent}`,
      body: agentProbeForm("Agent renamed by the matrix"),
    }),
  },
  "POST /ai-framework-management/api/v1/agents/:id/publish": {
    gate: roles(ROLES.AIFRAMEWORK_UPDATE),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/agents/${f.agent}/publish`, body: {} }),
  },
  "POST /ai-framework-management/api/v1/agents/:id/rollback": {
    gate: roles(ROLES.AIFRAMEWORK_UPDATE),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/agents/${f.agent}/rollback`, body: { version: 1 } }),
  },
  "GET /ai-framework-management/api/v1/agents/:id/versions": {
    gate: roles(ROLES.AIFRAMEWORK_READ),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/agents/${f.agent}/versions` }),
  },
  "GET /ai-framework-management/api/v1/agents/:id/versions/:version": {
    gate: roles(ROLES.AIFRAMEWORK_READ),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/agents/${f.agent}/versions/1` }),
  },
  "GET /ai-framework-management/api/v1/agents/:id/diff": {
    gate: roles(ROLES.AIFRAMEWORK_READ),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/agents/${f.agent}/diff?from=1&to=draft` }),
  },
  "DELETE /ai-framework-management/api/v1/agents/:id": {
    gate: roles(ROLES.AIFRAMEWORK_DELETE),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/agents/${f.agent}` }),
  },
  "POST /ai-framework-management/api/v1/reports/ai-agents": { gate: roles(ROLES.AIFRAMEWORK_READ) },
  "POST /ai-framework-management/api/v1/agents/:id/chats": {
    gate: roles(ROLES.AIFRAMEWORK_UPDATE),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/agents/${f.agent}/chats`, body: {} }),
  },
  "POST /ai-framework-management/api/v1/agents/:id/chats/:chatId/messages": {
    gate: roles(ROLES.AIFRAMEWORK_UPDATE),
    probe: (f) => ({
      path: `/ai-framework-management/api/v1/agents/${f.agent}/chats/${f.chat}/messages`,
      body: { text: "when are you open" },
    }),
  },
  "GET /ai-framework-management/api/v1/ChatHistory": { gate: roles(ROLES.AIFRAMEWORK_READ) },
  "GET /ai-framework-management/api/v1/ChatHistory/:id": {
    gate: roles(ROLES.AIFRAMEWORK_READ),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/ChatHistory/${f.chat}` }),
  },
  "DELETE /ai-framework-management/api/v1/ChatHistory/:id": {
    gate: roles(ROLES.AIFRAMEWORK_DELETE),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/ChatHistory/${f.chat}` }),
  },
  "POST /ai-framework-management/api/v1/reports/chat-history": { gate: roles(ROLES.AIFRAMEWORK_READ) },
  // AI models (docs/features/ai-framework.md#models): the AIFRAMEWORK roles; Test connection of a typed
  // form needs the create role, of a stored model (its key) the update role.
  "GET /ai-framework-management/api/v1/models": { gate: roles(ROLES.AIFRAMEWORK_READ) },
  "POST /ai-framework-management/api/v1/models": {
    gate: roles(ROLES.AIFRAMEWORK_CREATE),
    probe: () => ({ body: aiModelProbeForm("Matrix probe model") }),
  },
  "GET /ai-framework-management/api/v1/models/:id": {
    gate: roles(ROLES.AIFRAMEWORK_READ),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/models/${f.aiModel}` }),
  },
  "PATCH /ai-framework-management/api/v1/models/:id": {
    gate: roles(ROLES.AIFRAMEWORK_UPDATE),
    probe: (f) => ({
      path: `/ai-framework-management/api/v1/models/${f.aiModel}`,
      body: aiModelProbeForm("Renamed by the matrix"),
    }),
  },
  "POST /ai-framework-management/api/v1/models/test": {
    gate: roles(ROLES.AIFRAMEWORK_CREATE),
    probe: () => ({ body: aiModelProbeForm("Matrix tested model") }),
  },
  "POST /ai-framework-management/api/v1/models/:id/test": {
    gate: roles(ROLES.AIFRAMEWORK_UPDATE),
    probe: (f) => ({
      path: `/ai-framework-management/api/v1/models/${f.aiModel}/test`,
      body: aiModelProbeForm("Matrix tested model"),
    }),
  },
  "POST /ai-framework-management/api/v1/reports/models": { gate: roles(ROLES.AIFRAMEWORK_READ) },
  // After the model's other rows: they name it.
  "DELETE /ai-framework-management/api/v1/models/:id": {
    gate: roles(ROLES.AIFRAMEWORK_DELETE),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/models/${f.aiModel}` }),
  },
  // Tools (docs/features/ai-framework.md#tools): the entity's CRUD roles; Test calls the tool, so it needs update.
  "GET /ai-framework-management/api/v1/tools": { gate: roles(ROLES.AIFRAMEWORK_READ) },
  "POST /ai-framework-management/api/v1/tools": {
    gate: roles(ROLES.AIFRAMEWORK_CREATE),
    probe: () => ({ body: aiToolProbeForm(`matrix_${randomUUID().slice(0, 8)}`) }),
  },
  "GET /ai-framework-management/api/v1/tools/:id": {
    gate: roles(ROLES.AIFRAMEWORK_READ),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/tools/${f.aiTool}` }),
  },
  "POST /ai-framework-management/api/v1/tools/:id/test": {
    gate: roles(ROLES.AIFRAMEWORK_UPDATE),
    probe: (f) => ({
      path: `/ai-framework-management/api/v1/tools/${f.aiTool}/test`,
      body: { arguments: { orderId: "A-1" } },
    }),
  },
  "PATCH /ai-framework-management/api/v1/tools/:id": {
    gate: roles(ROLES.AIFRAMEWORK_UPDATE),
    probe: (f) => ({
      path: `/ai-framework-management/api/v1/tools/${f.aiTool}`,
      body: aiToolProbeForm("renamed_by_the_matrix"),
    }),
  },
  "DELETE /ai-framework-management/api/v1/tools/:id": {
    gate: roles(ROLES.AIFRAMEWORK_DELETE),
    probe: (f) => ({ path: `/ai-framework-management/api/v1/tools/${f.aiTool}` }),
  },
  "POST /ai-framework-management/api/v1/reports/ai-tools": { gate: roles(ROLES.AIFRAMEWORK_READ) },
  // AI documents (docs/features/ai-framework.md#documents): Acme Voice's seeded help document; its delete comes last.
  "GET /ai-framework-management/api/v1/documents": { gate: roles(ROLES.AIFRAMEWORK_READ) },
  "POST /ai-framework-management/api/v1/documents": {
    gate: roles(ROLES.AIFRAMEWORK_CREATE),
    probe: () => ({
      body: { name: `Matrix doc ${randomUUID().slice(0, 8)}`, source: "text", text: "# Probe\n\nA probe's text." },
    }),
  },
  "GET /ai-framework-management/api/v1/documents/:id": {
    gate: roles(ROLES.AIFRAMEWORK_READ),
    probe: () => ({ path: `/ai-framework-management/api/v1/documents/${DEMO_DOCUMENT_IDS.acme}` }),
  },
  "GET /ai-framework-management/api/v1/documents/:id/chunks": {
    gate: roles(ROLES.AIFRAMEWORK_READ),
    probe: () => ({ path: `/ai-framework-management/api/v1/documents/${DEMO_DOCUMENT_IDS.acme}/chunks` }),
  },
  "POST /ai-framework-management/api/v1/documents/retrieval-test": {
    gate: roles(ROLES.AIFRAMEWORK_READ),
    probe: () => ({ body: { question: "How long does porting a number take?" } }),
  },
  "PATCH /ai-framework-management/api/v1/documents/:id": {
    gate: roles(ROLES.AIFRAMEWORK_UPDATE),
    probe: () => ({
      path: `/ai-framework-management/api/v1/documents/${DEMO_DOCUMENT_IDS.acme}`,
      body: { name: "Renamed by the matrix", chunkSize: 500 },
    }),
  },
  "POST /ai-framework-management/api/v1/reports/documents": { gate: roles(ROLES.AIFRAMEWORK_READ) },
  "DELETE /ai-framework-management/api/v1/documents/:id": {
    gate: roles(ROLES.AIFRAMEWORK_DELETE),
    probe: () => ({ path: `/ai-framework-management/api/v1/documents/${DEMO_DOCUMENT_IDS.acme}` }),
  },
  "GET /phones/api/Admin": { gate: admin(ROLES.NUMBERS_READ) },
  "GET /phones/api/Admin/Providers": { gate: admin(ROLES.NUMBERS_READ) },
  // --- buying numbers (issue 16; contract/wire/phoneOrders.ts): the catalogue under the numbers read
  // role, the cart and orders under NUMBERS_CREATE (docs/product.md#role-names), the provider's answer admin-only ---
  "GET /phones/api/countries": { gate: roles(ROLES.NUMBERS_READ) },
  "GET /phones/api/Admin/countries": { gate: admin(ROLES.NUMBERS_READ) },
  "GET /phones/api/countries/:code/states": {
    gate: roles(ROLES.NUMBERS_READ),
    probe: () => ({ path: "/phones/api/countries/US/states" }),
  },
  "GET /phones/api/countries/:code/types": {
    gate: roles(ROLES.NUMBERS_READ),
    probe: () => ({ path: "/phones/api/countries/US/types" }),
  },
  "GET /phones/api/available": {
    gate: roles(ROLES.NUMBERS_READ),
    probe: () => ({ path: "/phones/api/available?country=US&region=NY&type=geographic" }),
  },
  "GET /phones/api/pricing": { gate: roles(ROLES.NUMBERS_READ) },
  "GET /phones/api/cart": { gate: roles(ROLES.NUMBERS_CREATE) },
  "POST /phones/api/cart": { gate: roles(ROLES.NUMBERS_CREATE) },
  "DELETE /phones/api/cart": { gate: roles(ROLES.NUMBERS_CREATE) },
  "POST /phones/api/cart/items": {
    gate: roles(ROLES.NUMBERS_CREATE),
    probe: () => ({ body: { e164: "+12125550180" } }),
  },
  "DELETE /phones/api/cart/items/:e164": {
    gate: roles(ROLES.NUMBERS_CREATE),
    probe: () => ({ path: `/phones/api/cart/items/${encodeURIComponent("+12125550180")}` }),
  },
  "GET /phones/api/cart/available": { gate: roles(ROLES.NUMBERS_CREATE) },
  "POST /phones/api/cart/checkout": { gate: roles(ROLES.NUMBERS_CREATE), probe: () => ({ headers: idempotent() }) },
  "POST /phones/api/OrderPhones": {
    gate: roles(ROLES.NUMBERS_CREATE),
    probe: () => ({ headers: idempotent(), body: { numbers: ["+12125550181"] } }),
  },
  "GET /phones/api/orders/:id": {
    gate: roles(ROLES.NUMBERS_READ),
    probe: () => ({ path: `/phones/api/orders/${randomUUID()}` }),
  },
  "POST /phones/api/Admin/ConfirmPhonePurchase/:id": {
    gate: admin(ROLES.NUMBERS_UPDATE),
    probe: () => ({ path: `/phones/api/Admin/ConfirmPhonePurchase/${randomUUID()}` }),
  },

  // --- phone numbers (the entity collection of ADR 010; docs/product.md#roles NUMBERS, #endpoint-names phone-number names as aliases) --
  // The statistics and dashboard lookup reads the same list (docs/product.md#lookup-calls "GET {phones module}/phones").
  "GET /phones/api/phones": { gate: roles(ROLES.NUMBERS_READ) },
  "POST /phones/api/phones": {
    gate: roles(ROLES.NUMBERS_CREATE),
    probe: () => ({ body: portInProbeForm("+4420794699901") }),
  },
  "GET /phones/api/phones/:id": {
    gate: roles(ROLES.NUMBERS_READ),
    probe: (f) => ({ path: `/phones/api/phones/${f.phone}` }),
  },
  "PATCH /phones/api/phones/:id": {
    gate: roles(ROLES.NUMBERS_UPDATE),
    probe: (f) => ({ path: `/phones/api/phones/${f.phone}`, body: phoneConfigureProbeForm("Renamed by the matrix") }),
  },
  "PATCH /phones/api/configure/:id": {
    gate: roles(ROLES.NUMBERS_UPDATE),
    probe: (f) => ({
      path: `/phones/api/configure/${f.phone}`,
      body: phoneConfigureProbeForm("Renamed by the matrix"),
    }),
  },
  // A test call (not in the spec): places a call on the caller's number; a probe names Acme's number with a bot.
  "POST /phones/api/phones/:id/testcall": {
    gate: allRoles(ROLES.NUMBERS_UPDATE, ROLES.CALLS_READ),
    probe: (f) => ({ path: `/phones/api/phones/${f.phone}/testcall` }),
  },
  "POST /phones/api/phones/:id/documents": {
    gate: roles(ROLES.NUMBERS_UPDATE),
    probe: (f) => ({ path: `/phones/api/phones/${f.phone}/documents`, body: phoneDocumentsProbe() }),
  },
  "GET /phones/api/CheckStatus/:id": {
    gate: roles(ROLES.NUMBERS_READ),
    probe: (f) => ({ path: `/phones/api/CheckStatus/${f.phone}` }),
  },
  "GET /phones/api/GetPhoneNumbers": { gate: roles(ROLES.NUMBERS_READ) },
  "GET /phones/api/GetAllPhoneNumbers": { gate: admin(ROLES.NUMBERS_READ) },
  "GET /phones/api/DefaultConfig": { gate: roles(ROLES.NUMBERS_READ) },
  "GET /phones/api/LanguageVoiceNames": { gate: roles(ROLES.NUMBERS_READ) },
  // The launch wizards' drafts: a signed-in user's own (the steps' entities are created through their own gated endpoints).
  "GET /phones/api/WizardDrafts": { gate: signedIn },
  "GET /phones/api/WizardDrafts/:kind": {
    gate: signedIn,
    probe: () => ({ path: "/phones/api/WizardDrafts/bot-to-number" }),
  },
  "PUT /phones/api/WizardDrafts/:kind": {
    gate: signedIn,
    probe: () => ({
      path: "/phones/api/WizardDrafts/bot-to-number",
      body: { kind: "bot-to-number", values: { region: "eu-west" }, created: [], failure: null },
    }),
  },
  "DELETE /phones/api/WizardDrafts/:kind": {
    gate: signedIn,
    probe: () => ({ path: "/phones/api/WizardDrafts/bot-to-number" }),
  },
  "POST /phones/api/WizardCanceled": { gate: signedIn, probe: () => ({ body: { kind: "bot-to-number" } }) },
  "POST /phones/api/reports/phones": { gate: roles(ROLES.NUMBERS_READ) },
  "DELETE /phones/api/phones/:id": {
    gate: roles(ROLES.NUMBERS_DELETE),
    probe: (f) => ({ path: `/phones/api/phones/${f.phone}` }),
  },
  "DELETE /phones/api/DeletePhoneNumber/:id": {
    gate: roles(ROLES.NUMBERS_DELETE),
    probe: (f) => ({ path: `/phones/api/DeletePhoneNumber/${f.phone}` }),
  },
  // The SIP connections entity collection (ADR 010): its list is also the customer lookup (docs/product.md#lookup-calls).
  "GET /sip-connection/api/connections": { gate: roles(ROLES.SIPCONNECTIONS_READ) },
  "POST /sip-connection/api/connections": {
    gate: roles(ROLES.SIPCONNECTIONS_CREATE),
    probe: () => ({ body: sipConnectionProbeForm("Matrix probe SIP") }),
  },
  "GET /sip-connection/api/connections/:id": {
    gate: roles(ROLES.SIPCONNECTIONS_READ),
    probe: (f) => ({ path: `/sip-connection/api/connections/${f.sip}` }),
  },
  "PATCH /sip-connection/api/connections/:id": {
    gate: roles(ROLES.SIPCONNECTIONS_UPDATE),
    probe: (f) => ({
      path: `/sip-connection/api/connections/${f.sip}`,
      body: sipConnectionProbeForm("Renamed by the matrix"),
    }),
  },
  "DELETE /sip-connection/api/connections/:id": {
    gate: roles(ROLES.SIPCONNECTIONS_DELETE),
    probe: (f) => ({ path: `/sip-connection/api/connections/${f.sip}` }),
  },
  "POST /sip-connection/api/connections/:id/verify-dns": {
    gate: roles(ROLES.SIPCONNECTIONS_UPDATE),
    probe: (f) => ({ path: `/sip-connection/api/connections/${f.sip}/verify-dns` }),
  },
  "POST /sip-connection/api/reports/sip-connections": { gate: roles(ROLES.SIPCONNECTIONS_READ) },
  "GET /sip-connection/api/Connections/admin": {
    gate: admin(ROLES.SIPCONNECTIONS_READ),
    probe: () => ({ path: "/sip-connection/api/Connections/admin?withStatus=true" }),
  },
  // The Teams connections collection (below) is also this lookup.
  // The WhatsApp form offers the call-limit profiles to anyone who may open it.
  "GET /sip-connection/api/cacProfile": { gate: signedIn },

  // --- bots (the entity collection of ADR 010; docs/product.md#portal-gates "BOTS_READ (bots, speech services, dashboard)") --
  // The statistics lookup reads the same list (docs/product.md#lookup-calls "GET {bots module}/bots with limit=1000").
  "GET /bots/api/bots": { gate: roles(ROLES.BOTS_READ) },
  "POST /bots/api/bots": { gate: roles(ROLES.BOTS_CREATE), probe: () => ({ body: botProbeForm("Matrix probe bot") }) },
  "GET /bots/api/bots/:id": { gate: roles(ROLES.BOTS_READ), probe: (f) => ({ path: `/bots/api/bots/${f.bot}` }) },
  "PATCH /bots/api/bots/:id": {
    gate: roles(ROLES.BOTS_UPDATE),
    probe: (f) => ({ path: `/bots/api/bots/${f.bot}`, body: botProbeForm("Renamed by the matrix") }),
  },
  "DELETE /bots/api/bots/:id": { gate: roles(ROLES.BOTS_DELETE), probe: (f) => ({ path: `/bots/api/bots/${f.bot}` }) },
  "POST /bots/api/reports/bots": { gate: roles(ROLES.BOTS_READ) },
  "GET /bots/api/AvailableFrameworks": { gate: roles(ROLES.BOTS_READ) },
  "GET /bots/api/Config/regions": { gate: roles(ROLES.BOTS_READ) },

  // --- campaigns (the entity collection of ADR 010 under the bots module; docs/product.md#roles CAMPAIGNS) -------
  "GET /bots/api/campaigns": { gate: roles(ROLES.CAMPAIGNS_READ) },
  "POST /bots/api/campaigns": {
    gate: roles(ROLES.CAMPAIGNS_CREATE),
    probe: (f) => ({ body: campaignProbeForm(f, `Matrix probe ${randomUUID().slice(0, 8)}`) }),
  },
  "GET /bots/api/campaigns/:id": {
    gate: roles(ROLES.CAMPAIGNS_READ),
    probe: (f) => ({ path: `/bots/api/campaigns/${demoDraftCampaignId(f.acme)}` }),
  },
  "PATCH /bots/api/campaigns/:id": {
    gate: roles(ROLES.CAMPAIGNS_UPDATE),
    probe: (f) => ({
      path: `/bots/api/campaigns/${demoDraftCampaignId(f.acme)}`,
      body: campaignProbeForm(f, "Renamed by the matrix"),
    }),
  },
  "DELETE /bots/api/campaigns/:id": {
    gate: roles(ROLES.CAMPAIGNS_DELETE),
    probe: (f) => ({ path: `/bots/api/campaigns/${demoDraftCampaignId(f.acme)}` }),
  },
  "POST /bots/api/campaigns/:id/start": {
    gate: roles(ROLES.CAMPAIGNS_UPDATE),
    probe: (f) => ({ path: `/bots/api/campaigns/${demoDraftCampaignId(f.acme)}/start` }),
  },
  "POST /bots/api/campaigns/:id/pause": {
    gate: roles(ROLES.CAMPAIGNS_UPDATE),
    probe: (f) => ({ path: `/bots/api/campaigns/${demoDraftCampaignId(f.acme)}/pause` }),
  },
  "POST /bots/api/campaigns/:id/resume": {
    gate: roles(ROLES.CAMPAIGNS_UPDATE),
    probe: (f) => ({ path: `/bots/api/campaigns/${demoDraftCampaignId(f.acme)}/resume` }),
  },
  "POST /bots/api/campaigns/:id/cancel": {
    gate: roles(ROLES.CAMPAIGNS_UPDATE),
    probe: (f) => ({ path: `/bots/api/campaigns/${demoDraftCampaignId(f.acme)}/cancel` }),
  },
  "POST /bots/api/reports/campaigns": { gate: roles(ROLES.CAMPAIGNS_READ) },

  // --- speech services (docs/product.md#role-names: under the bots roles) and voice translations (VOICETRANSLATION) ---
  "GET /vaic/api/speechService": { gate: roles(ROLES.BOTS_READ) },
  "POST /vaic/api/speechService": {
    gate: essential(ROLES.BOTS_CREATE),
    probe: () => ({ body: speechServiceProbeForm("Matrix probe voices") }),
  },
  "GET /vaic/api/speechService/:id": {
    gate: roles(ROLES.BOTS_READ),
    probe: (f) => ({ path: `/vaic/api/speechService/${f.speechService}` }),
  },
  "PATCH /vaic/api/speechService/:id": {
    gate: roles(ROLES.BOTS_UPDATE),
    probe: (f) => ({
      path: `/vaic/api/speechService/${f.speechService}`,
      body: speechServiceProbeForm("Renamed by the matrix"),
    }),
  },
  "POST /vaic/api/reports/speech-services": { gate: roles(ROLES.BOTS_READ) },
  "GET /vaic/api/voiceTranslation": { gate: roles(ROLES.VOICETRANSLATION_READ) },
  "POST /vaic/api/voiceTranslation": {
    gate: essential(ROLES.VOICETRANSLATION_CREATE),
    probe: (f) => ({ body: voiceTranslationProbeForm("Matrix probe desk", f.speechService) }),
  },
  "GET /vaic/api/voiceTranslation/:id": {
    gate: roles(ROLES.VOICETRANSLATION_READ),
    probe: (f) => ({ path: `/vaic/api/voiceTranslation/${f.voiceTranslation}` }),
  },
  "PATCH /vaic/api/voiceTranslation/:id": {
    gate: roles(ROLES.VOICETRANSLATION_UPDATE),
    probe: (f) => ({
      path: `/vaic/api/voiceTranslation/${f.voiceTranslation}`,
      body: voiceTranslationProbeForm("Renamed by the matrix", f.speechService),
    }),
  },
  "DELETE /vaic/api/voiceTranslation/:id": {
    gate: roles(ROLES.VOICETRANSLATION_DELETE),
    probe: (f) => ({ path: `/vaic/api/voiceTranslation/${f.voiceTranslation}` }),
  },
  "POST /vaic/api/reports/voice-translations": { gate: roles(ROLES.VOICETRANSLATION_READ) },
  // After the translations' rows: their probes name this speech service.
  "DELETE /vaic/api/speechService/:id": {
    gate: roles(ROLES.BOTS_DELETE),
    probe: (f) => ({ path: `/vaic/api/speechService/${f.speechService}` }),
  },

  // --- Teams tenants and connections (the entity collections of ADR 010 under /teams/api; docs/product.md#admin-only-actions "delete Teams tenant" is admin-only)
  "GET /teams/api/Tenant": { gate: roles(ROLES.TEAMS_READ) },
  "POST /teams/api/Tenant": { gate: roles(ROLES.TEAMS_CREATE), probe: () => ({ body: teamsTenantProbeForm() }) },
  "GET /teams/api/Tenant/:id": {
    gate: roles(ROLES.TEAMS_READ),
    probe: (f) => ({ path: `/teams/api/Tenant/${f.teamsTenant}` }),
  },
  "PATCH /teams/api/Tenant/:id": {
    gate: roles(ROLES.TEAMS_UPDATE),
    probe: (f) => ({ path: `/teams/api/Tenant/${f.teamsTenant}`, body: teamsTenantProbeForm() }),
  },
  "POST /teams/api/reports/tenants": { gate: roles(ROLES.TEAMS_READ) },
  "GET /teams/api/TeamsConnections": { gate: roles(ROLES.TEAMS_READ) },
  "POST /teams/api/TeamsConnections": {
    gate: roles(ROLES.TEAMS_CREATE),
    probe: (f) => ({
      body: { name: `Matrix probe ${randomUUID().slice(0, 8)}`, teamsTenantId: f.teamsTenant, regionId: "eu-west" },
    }),
  },
  "GET /teams/api/TeamsConnections/:id": {
    gate: roles(ROLES.TEAMS_READ),
    probe: (f) => ({ path: `/teams/api/TeamsConnections/${f.teamsConnection}` }),
  },
  "PATCH /teams/api/TeamsConnections/:id": {
    gate: roles(ROLES.TEAMS_UPDATE),
    probe: (f) => ({
      path: `/teams/api/TeamsConnections/${f.teamsConnection}`,
      body: { name: "Renamed by the matrix", teamsTenantId: f.teamsTenant, regionId: "eu-west" },
    }),
  },
  "DELETE /teams/api/TeamsConnections/:id": {
    gate: roles(ROLES.TEAMS_DELETE),
    probe: (f) => ({ path: `/teams/api/TeamsConnections/${f.teamsConnection}` }),
  },
  "POST /teams/api/reports/teams-connections": { gate: roles(ROLES.TEAMS_READ) },
  "GET /teams/api/Config/regions": { gate: roles(ROLES.TEAMS_READ) },
  "PUT /teams/api/TeamsOnlyMode": { gate: roles(ROLES.SETTINGS_UPDATE), probe: () => ({ body: { enabled: false } }) },
  // After the connections' rows: their probes name this tenant.
  "DELETE /teams/api/Tenant/:id": {
    gate: admin(ROLES.TEAMS_DELETE),
    probe: (f) => ({ path: `/teams/api/Tenant/${f.teamsTenant}` }),
  },

  // --- Routing rules and groups (ADR 010 entities under /routing/api; groups are written by administrators)
  "GET /routing/api/RoutingRules": { gate: roles(ROLES.ROUTINGRULES_READ) },
  "POST /routing/api/RoutingRules": {
    gate: roles(ROLES.ROUTINGRULES_CREATE),
    probe: (f) => ({ body: routingRuleProbeForm(f) }),
  },
  "GET /routing/api/RoutingRules/:id": {
    gate: roles(ROLES.ROUTINGRULES_READ),
    probe: (f) => ({ path: `/routing/api/RoutingRules/${f.routingRule}` }),
  },
  "PATCH /routing/api/RoutingRules/:id": {
    gate: roles(ROLES.ROUTINGRULES_UPDATE),
    probe: (f) => ({ path: `/routing/api/RoutingRules/${f.routingRule}`, body: routingRuleProbeForm(f) }),
  },
  "DELETE /routing/api/RoutingRules/:id": {
    gate: roles(ROLES.ROUTINGRULES_DELETE),
    probe: (f) => ({ path: `/routing/api/RoutingRules/${f.routingRule}` }),
  },
  "POST /routing/api/reports/routing-rules": { gate: roles(ROLES.ROUTINGRULES_READ) },
  "POST /routing/api/RoutingRules/test": {
    gate: roles(ROLES.ROUTINGRULES_READ),
    probe: (f) => ({
      body: {
        origin: `service-number:${f.phone}`,
        calling: "+447700900123",
        called: "+442079460000",
        eventType: "call",
      },
    }),
  },
  "GET /routing/api/RoutingChoices": { gate: roles(ROLES.ROUTINGRULES_READ) },
  "GET /routing/api/RoutingGroups": { gate: roles(ROLES.ROUTINGRULES_READ) },
  "POST /routing/api/RoutingGroups": {
    gate: admin(ROLES.ROUTINGRULES_CREATE),
    probe: (f) => ({ body: { name: `Matrix ${randomUUID().slice(0, 8)}`, accountId: f.acme } }),
  },
  "GET /routing/api/RoutingGroups/:id": {
    gate: roles(ROLES.ROUTINGRULES_READ),
    probe: (f) => ({ path: `/routing/api/RoutingGroups/${f.routingGroup}` }),
  },
  "PATCH /routing/api/RoutingGroups/:id": {
    gate: admin(ROLES.ROUTINGRULES_UPDATE),
    probe: (f) => ({
      path: `/routing/api/RoutingGroups/${f.routingGroup}`,
      body: { name: `Matrix ${randomUUID().slice(0, 8)}` },
    }),
  },
  "DELETE /routing/api/RoutingGroups/:id": {
    gate: admin(ROLES.ROUTINGRULES_DELETE),
    probe: (f) => ({ path: `/routing/api/RoutingGroups/${f.routingGroup}` }),
  },
  "POST /routing/api/reports/routing-groups": { gate: roles(ROLES.ROUTINGRULES_READ) },

  // --- admin dialogs (docs/product.md#admin-only-actions "Admin-only dialogs": manual number, call-limit profile, SBC override, SIP charge)
  "PATCH /phones/api/Admin/ManualNumber": {
    gate: admin(ROLES.NUMBERS_UPDATE),
    probe: (f) => ({
      body: {
        phoneNumber: "+14155550199",
        countryName: "United States",
        monthlyCharge: 1.5,
        regionId: "us-east",
        clientId: f.acme,
        accountName: "Acme Voice",
      },
    }),
  },
  "GET /sip-connection/api/Connections/admin/cacProfilesDefs": {
    gate: admin(ROLES.SIPCONNECTIONS_UPDATE),
    probe: (f) => ({ path: `/sip-connection/api/Connections/admin/cacProfilesDefs?${sipTarget(f)}` }),
  },
  "PATCH /sip-connection/api/Connections/admin/cacProfile": {
    gate: admin(ROLES.SIPCONNECTIONS_UPDATE),
    probe: (f) => ({
      path: `/sip-connection/api/Connections/admin/cacProfile?${sipTarget(f)}`,
      body: { cacProfile: "unlimited" },
    }),
  },
  "GET /sip-connection/api/Connections/admin/overrideSbcConfig": {
    gate: admin(ROLES.SIPCONNECTIONS_UPDATE),
    probe: (f) => ({ path: `/sip-connection/api/Connections/admin/overrideSbcConfig?${sipTarget(f)}` }),
  },
  "PATCH /sip-connection/api/Connections/admin/overrideSbcConfig": {
    gate: admin(ROLES.SIPCONNECTIONS_UPDATE),
    probe: (f) => ({
      path: `/sip-connection/api/Connections/admin/overrideSbcConfig?${sipTarget(f)}`,
      body: { matrixProbe: true },
    }),
  },
  "PATCH /sip-connection/api/connections/admin/:id/shouldChargeSip": {
    gate: admin(ROLES.SIPCONNECTIONS_UPDATE),
    probe: (f) => ({
      path: `/sip-connection/api/connections/admin/${f.sip}/shouldChargeSip`,
      body: { shouldCharge: false },
    }),
  },

  // --- WhatsApp numbers (docs/product.md#feature-gates "WhatsApp view and delete need LIVEHUB_TEAMS_READ and LIVEHUB_TEAMS_DELETE") --
  "GET /sip-connection/api/whatsapp/numbers": { gate: roles(...WHATSAPP_READ) },
  "POST /sip-connection/api/whatsapp/numbers": {
    gate: roles(ROLES.SIPCONNECTIONS_CREATE),
    probe: () => ({
      body: { name: "Matrix probe", pinCode: "123456", regionId: "eu-west", maxCallDurationInMinutes: 0 },
    }),
  },
  "GET /sip-connection/api/whatsapp/numbers/:id": {
    gate: roles(...WHATSAPP_READ),
    probe: (f) => ({ path: `/sip-connection/api/whatsapp/numbers/${f.whatsapp}` }),
  },
  "GET /sip-connection/api/whatsapp/numbers/:id/status": {
    gate: roles(...WHATSAPP_READ),
    probe: (f) => ({ path: `/sip-connection/api/whatsapp/numbers/${f.whatsapp}/status` }),
  },
  "PATCH /sip-connection/api/whatsapp/numbers/:id": {
    gate: roles(ROLES.SIPCONNECTIONS_UPDATE),
    probe: (f) => ({
      path: `/sip-connection/api/whatsapp/numbers/${f.whatsapp}`,
      body: { name: "Renamed by the matrix" },
    }),
  },
  "DELETE /sip-connection/api/whatsapp/numbers/:id": {
    gate: roles(ROLES.TEAMS_DELETE),
    probe: (f) => ({ path: `/sip-connection/api/whatsapp/numbers/${f.whatsapp}` }),
  },
  "POST /sip-connection/api/whatsapp/numbers/:id/signup": {
    gate: roles(ROLES.SIPCONNECTIONS_CREATE),
    probe: (f) => ({
      path: `/sip-connection/api/whatsapp/numbers/${f.whatsapp}/signup`,
      body: { returnTo: `/portal/whatsapp_numbers/${f.whatsapp}/signup-callback` },
    }),
  },
  "PATCH /sip-connection/api/whatsapp/numbers/:id/final": {
    gate: roles(ROLES.SIPCONNECTIONS_CREATE),
    probe: (f) => ({
      path: `/sip-connection/api/whatsapp/numbers/${f.whatsapp}/final`,
      body: {
        code: "matrix",
        event: WHATSAPP.SIGNUP_FINISH_EVENT,
        wabaId: "100000000000001",
        waPhoneNumberId: "100000000000002",
      },
    }),
  },
  "POST /sip-connection/api/reports/whatsapp-numbers": { gate: roles(...WHATSAPP_READ) },
  // The provider's sign-up page: the browser has no bearer token there; the one-time token in the path is the grant.
  "GET /sip-connection/api/whatsapp/signup/:token": {
    gate: open("the sign-up token is the grant"),
    probe: () => ({ path: "/sip-connection/api/whatsapp/signup/no-such-token" }),
  },
  "POST /sip-connection/api/whatsapp/signup/:token": {
    gate: open("the sign-up token is the grant"),
    probe: () => ({ path: "/sip-connection/api/whatsapp/signup/no-such-token", body: { intent: "cancel" } }),
  },
  "USE /sip-connection/api/whatsapp/signup <anonymous>": {
    gate: { kind: "passThrough", why: "the sign-up page's security headers" },
  },

  // docs/product.md#session-errors: refuses only the paid actions of an account without an active subscription, which have rows of their own (subscription-gate.test.ts).
  "USE / subscriptionGate": {
    gate: { kind: "passThrough", why: "the paid actions' subscription check (401 x-subscriptions: false)" },
  },

  // --- customer billing and payments (issue 19; docs/product.md#portal-gates "BILLING_READ together with ACCOUNTS_ACTIONS_ADDCREDIT") ---
  "POST /vaic/api/payment/CreatePfToken": {
    gate: allRoles(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
    probe: () => ({ body: { amount: 25, returnTo: "/portal/settings/billing/payment" } }),
  },
  "GET /vaic/api/payment/pfToken/:token": {
    gate: roles(ROLES.BILLING_READ),
    probe: () => ({ path: "/vaic/api/payment/pfToken/no-such-token" }),
  },
  "POST /vaic/api/payment/DepositWalletAmount": {
    gate: allRoles(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
    probe: () => ({ body: { pfToken: "no-such-token" }, headers: idempotent() }),
  },
  "GET /vaic/api/payment/LastPaymentDetails": { gate: roles(ROLES.BILLING_READ) },
  "GET /vaic/api/payment/vaultedshoppers": { gate: roles(ROLES.BILLING_READ) },
  "DELETE /vaic/api/payment/creditcards/:id": {
    gate: allRoles(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
    probe: () => ({ path: "/vaic/api/payment/creditcards/no-such-card" }),
  },
  "GET /vaic/api/payment/paymentAddress": { gate: roles(ROLES.BILLING_READ) },
  "PUT /vaic/api/payment/paymentAddress": {
    gate: allRoles(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
    probe: () => ({
      body: { name: "Acme Voice Ltd", line1: "1 Matrix Street", city: "London", postalCode: "N1 1AA", country: "GB" },
    }),
  },
  "GET /vaic/api/clients/PaymentDetails": { gate: roles(ROLES.BILLING_READ) },
  "PUT /vaic/api/clients/PaymentDetails": {
    gate: allRoles(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
    probe: () => ({ body: { enabled: false, threshold: 10, amount: 50 } }),
  },
  "DELETE /vaic/api/clients/PaymentDetails/alarm": {
    gate: allRoles(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
  },
  // The provider's card page: the browser has no bearer token there; the pfToken in the path is the grant.
  "GET /vaic/api/payment/hosted/:token": {
    gate: open("the pfToken is the grant"),
    probe: () => ({ path: "/vaic/api/payment/hosted/no-such-token" }),
  },
  "POST /vaic/api/payment/hosted/:token": {
    gate: open("the pfToken is the grant"),
    probe: () => ({ path: "/vaic/api/payment/hosted/no-such-token", body: { intent: "cancel" } }),
  },
  "USE /vaic/api/payment/hosted <anonymous>": {
    gate: { kind: "passThrough", why: "the card page's security headers" },
  },
  "GET /billing/api/billing/monthly": { gate: roles(ROLES.BILLING_READ) },
  "PUT /billing/api/billing/monthly": {
    gate: allRoles(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
    probe: () => ({ body: { monthlyLimit: 5000 } }),
  },
  "GET /billing/api/clientbilling": { gate: roles(ROLES.BILLING_READ) },
  "GET /billing/api/clientbilling/:id/pdf": {
    gate: roles(ROLES.BILLING_READ),
    probe: () => ({ path: "/billing/api/clientbilling/no-such-invoice/pdf" }),
  },
  "GET /billing/api/BillingHistory": { gate: roles(ROLES.BILLING_READ) },

  // --- the identity provider (oidc-provider and its interaction pages) -------------------------
  "GET /idp/interaction/:uid": {
    gate: open("bound to the interaction's own cookie"),
    probe: () => ({ path: "/idp/interaction/no-such-interaction" }),
  },
  "POST /idp/interaction/:uid/login": {
    gate: open("the sign-in form itself"),
    probe: () => ({ path: "/idp/interaction/no-such-interaction/login" }),
  },
  "POST /idp/interaction/:uid/abort": {
    gate: open("bound to the interaction's own cookie"),
    probe: () => ({ path: "/idp/interaction/no-such-interaction/abort" }),
  },
  "USE /idp handleRequest": {
    gate: open("the OpenID protocol endpoints"),
    probe: () => ({ method: "GET", path: "/idp/.well-known/openid-configuration" }),
  },
  "GET /idp/account": {
    gate: open("the one-time sso code is the grant (manage account)"),
    probe: () => ({ path: "/idp/account?sso_code=no-such-code&account=none" }),
  },
  "USE /idp <anonymous>": { gate: { kind: "passThrough", why: "the identity pages' security headers" } },
  "USE /idp/assets serveBrandAssets": {
    gate: open("the identity pages' stylesheet, font and logo"),
    probe: () => ({ method: "GET", path: brandAssets().stylesheetHref }),
  },

  // --- anything else under a service path: a JSON 404 ------------------------------------------
  [`USE ${SERVICE_BASE_PATHS.join(",")} <anonymous>`]: {
    gate: open("the not-found answer"),
    probe: () => ({ method: "GET", path: "/routing/api/no-such-endpoint" }),
  },
};
