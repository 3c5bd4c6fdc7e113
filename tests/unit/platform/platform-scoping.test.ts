/**
 * Account scoping of the embedded platform (issue 8 item 1, "another account's ids answer 404"):
 * every endpoint that names a record (a path parameter, or an account named in the query or the
 * list filter) is called by the owner of "Acme Voice" with a record of "Trial Co": 404, not 403
 * (an id of another account cannot even be probed), no data of it, no row changed. The same call
 * with Acme's own record is served, so the 404 is the scope and not a broken probe. Administrators
 * name the account of a SIP connection in its admin settings (userId): a mismatch is a 404 too.
 * Every endpoint with a path parameter must have a row here, scoped or excused with the reason.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIME } from "../../../contract/limits/units";
import { WHATSAPP } from "../../../contract/limits/whatsapp";
import { buildStatisticsQuery } from "../../../contract/wire/statistics";
import { AgentContentObject } from "../../../contract/wire/aiAgents";
import { waitForJob } from "../../../platform/jobs/exports";
import { canonicalContent } from "../../../platform/services/ai/agents";
import { createChat } from "../../../platform/services/ai/conversations";
import { createNotification } from "../../../platform/services/vaic/notifications";
import {
  agentProbeForm,
  aiModelProbeForm,
  aiToolProbeForm,
  alarmThresholdProbeForm,
  botProbeForm,
  campaignProbeForm,
  type Fixtures,
  phoneConfigureProbeForm,
  phoneDocumentsProbe,
  PLATFORM_ENDPOINTS,
  sipConnectionProbeForm,
  speechServiceProbeForm,
  teamsTenantProbeForm,
  voiceTranslationProbeForm,
  type Probe,
} from "./platform-authz-table";
import { endpointKeys } from "./support/route-inventory";
import { startSeededPlatform, type Caller, type SeededPlatform } from "./support/seeded-platform";

/** The records of one account its owner may name. */
interface Records {
  account: string;
  owner: string;
  call: { id: string; session: string; setupTime: number };
  whatsapp: string;
  sip: string;
  notification: string;
  exportJob: string;
  bot: string;
  /** A speech service that listens and speaks (a voice translation may name it). */
  speechService: string;
  voiceTranslation: string;
  /** An order of phone numbers (buying, issue 16). */
  order: string;
  /** A Teams tenant and a connection on it (region eu-west). */
  teamsTenant: string;
  teamsConnection: string;
  /** Two phone numbers: the DELETE rows release one each. */
  phone: string;
  sparePhone: string;
  /** A routing rule and a routing group (issue 17). */
  routingRule: string;
  routingGroup: string;
  /** An active alarm and an alarm threshold (issue 17). */
  alarm: string;
  alarmThreshold: string;
  /** A draft campaign with a contact (its bot and first number). */
  campaign: string;
  /** A vaulted card and an invoice (the seed gives both demo accounts one of each, issue 19). */
  card: string;
  invoice: string;
  /** An AI model of the account's own (docs/features/ai-framework.md#models). */
  aiModel: string;
  /** An agent with a published version 1, and a conversation with it (docs/features/ai-framework.md#agents). */
  aiAgent: string;
  aiChat: string;
  /** A document of the account's (the seed gives Acme Voice and the trial account one each). */
  aiDocument: string;
  /** An AI tool of the account's own, mocked (its Test calls nothing). */
  aiTool: string;
}

type Scoped = {
  /** Who asks: the owner of Acme, or (admin settings) an administrator naming the wrong account. */
  asker: Extract<Caller, "owner" | "operator">;
  /** The call naming `target`'s records; `mine` are the asker's account's own. */
  probe: (target: Records, mine: Records) => Probe;
};
type Excused = { excused: string };

const filter = (field: string, id: string) => `filter=${encodeURIComponent(`(${field}=${id})`)}`;
const lastHour = () =>
  buildStatisticsQuery({ from: Date.now() - TIME.HOUR_MS, to: Date.now(), metricNames: ["CountCalls"] });
const sip = (target: Records, mine: Records) => `id=${mine.sip}&userId=${target.account}`;

/**
 * Rows run in this order, for the foreign records first, then for Acme's own: the ones that spoil
 * their record (final fails the number, deletes) come last.
 */
const ID_ENDPOINTS: Record<string, Scoped | Excused> = {
  "GET /billing/api/v1/Calls/:callId": {
    asker: "owner",
    probe: (t) => ({ path: `/billing/api/v1/Calls/${t.call.id}` }),
  },
  "GET /billing/api/v1/Calls/:callId/log": {
    asker: "owner",
    probe: (t) => ({ path: `/billing/api/v1/Calls/${t.call.id}/log` }),
  },
  "GET /billing/api/v1/Calls/:callId/transcript": {
    asker: "owner",
    probe: (t) => ({ path: `/billing/api/v1/Calls/${t.call.id}/transcript` }),
  },
  "GET /billing/api/v1/Calls/:callId/recording": {
    asker: "owner",
    probe: (t) => ({ path: `/billing/api/v1/Calls/${t.call.id}/recording` }),
  },
  "GET /billing/api/v1/GetTransferCallBySessionId": {
    asker: "owner",
    probe: (t) => ({
      path: `/billing/api/v1/GetTransferCallBySessionId?globalSessionId=${t.call.session}&setupTime=${t.call.setupTime}&accountId=${t.account}`,
    }),
  },
  "GET /billing/api/v1/Calls": {
    asker: "owner",
    probe: (t) => ({ path: `/billing/api/v1/Calls?${filter("accountId", t.account)}` }),
  },
  "POST /billing/api/reports/calls": {
    asker: "owner",
    probe: (t) => ({ path: `/billing/api/reports/calls?${filter("accountId", t.account)}` }),
  },
  "GET /statistics/api/v1/accounts/:accountId/statistics/metrics": {
    asker: "owner",
    probe: (t) => ({ path: `/statistics/api/v1/accounts/${t.account}/statistics/metrics?${lastHour()}` }),
  },
  "GET /bots/api/bots": {
    asker: "owner",
    probe: (t) => ({ path: `/bots/api/bots?${filter("accountId", t.account)}` }),
  },
  "GET /phones/api/phones": {
    asker: "owner",
    probe: (t) => ({ path: `/phones/api/phones?${filter("accountId", t.account)}` }),
  },
  "GET /sip-connection/api/connections": {
    asker: "owner",
    probe: (t) => ({ path: `/sip-connection/api/connections?${filter("accountId", t.account)}` }),
  },
  "GET /teams/api/TeamsConnections": {
    asker: "owner",
    probe: (t) => ({ path: `/teams/api/TeamsConnections?${filter("accountId", t.account)}` }),
  },
  "GET /sip-connection/api/whatsapp/numbers": {
    asker: "owner",
    probe: (t) => ({ path: `/sip-connection/api/whatsapp/numbers?${filter("accountId", t.account)}` }),
  },
  "POST /sip-connection/api/reports/whatsapp-numbers": {
    asker: "owner",
    probe: (t) => ({ path: `/sip-connection/api/reports/whatsapp-numbers?${filter("accountId", t.account)}` }),
  },
  "POST /bots/api/reports/bots": {
    asker: "owner",
    probe: (t) => ({ path: `/bots/api/reports/bots?${filter("accountId", t.account)}` }),
  },
  "GET /vaic/api/speechService": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/speechService?${filter("accountId", t.account)}` }),
  },
  "POST /vaic/api/reports/speech-services": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/reports/speech-services?${filter("accountId", t.account)}` }),
  },
  "GET /vaic/api/voiceTranslation": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/voiceTranslation?${filter("accountId", t.account)}` }),
  },
  "POST /vaic/api/reports/voice-translations": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/reports/voice-translations?${filter("accountId", t.account)}` }),
  },
  "GET /bots/api/bots/:id": { asker: "owner", probe: (t) => ({ path: `/bots/api/bots/${t.bot}` }) },
  "GET /teams/api/Tenant": {
    asker: "owner",
    probe: (t) => ({ path: `/teams/api/Tenant?${filter("accountId", t.account)}` }),
  },
  "POST /teams/api/reports/tenants": {
    asker: "owner",
    probe: (t) => ({ path: `/teams/api/reports/tenants?${filter("accountId", t.account)}` }),
  },
  "POST /teams/api/reports/teams-connections": {
    asker: "owner",
    probe: (t) => ({ path: `/teams/api/reports/teams-connections?${filter("accountId", t.account)}` }),
  },
  "GET /teams/api/Tenant/:id": { asker: "owner", probe: (t) => ({ path: `/teams/api/Tenant/${t.teamsTenant}` }) },
  "GET /teams/api/TeamsConnections/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/teams/api/TeamsConnections/${t.teamsConnection}` }),
  },
  "PATCH /teams/api/Tenant/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/teams/api/Tenant/${t.teamsTenant}`, body: teamsTenantProbeForm() }),
  },
  "PATCH /teams/api/TeamsConnections/:id": {
    asker: "owner",
    probe: (t) => ({
      path: `/teams/api/TeamsConnections/${t.teamsConnection}`,
      body: { name: "Taken over", teamsTenantId: t.teamsTenant, regionId: "eu-west" },
    }),
  },
  "GET /vaic/api/speechService/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/speechService/${t.speechService}` }),
  },
  "GET /vaic/api/voiceTranslation/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/voiceTranslation/${t.voiceTranslation}` }),
  },
  "GET /ai-framework-management/api/v1/models": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/models?${filter("accountId", t.account)}` }),
  },
  "POST /ai-framework-management/api/v1/reports/models": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/reports/models?${filter("accountId", t.account)}` }),
  },
  "GET /ai-framework-management/api/v1/models/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/models/${t.aiModel}` }),
  },
  "PATCH /ai-framework-management/api/v1/models/:id": {
    asker: "owner",
    probe: (t) => ({
      path: `/ai-framework-management/api/v1/models/${t.aiModel}`,
      body: aiModelProbeForm("Taken over"),
    }),
  },
  // A test with a typed form: it would send the stored key (of the foreign model) to the typed server.
  "POST /ai-framework-management/api/v1/models/:id/test": {
    asker: "owner",
    probe: (t) => ({
      path: `/ai-framework-management/api/v1/models/${t.aiModel}/test`,
      body: aiModelProbeForm("Taken over"),
    }),
  },
  "GET /ai-framework-management/api/v1/agents/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/agents/${t.aiAgent}` }),
  },
  "GET /ai-framework-management/api/v1/agents/:id/versions": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/agents/${t.aiAgent}/versions` }),
  },
  "GET /ai-framework-management/api/v1/agents/:id/versions/:version": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/agents/${t.aiAgent}/versions/1` }),
  },
  "GET /ai-framework-management/api/v1/agents/:id/diff": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/agents/${t.aiAgent}/diff?from=1&to=draft` }),
  },
  "PATCH /ai-framework-management/api/v1/agents/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/agents/${t.aiAgent}`, body: agentProbeForm("Taken over") }),
  },
  "POST /ai-framework-management/api/v1/agents/:id/publish": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/agents/${t.aiAgent}/publish`, body: {} }),
  },
  "POST /ai-framework-management/api/v1/agents/:id/rollback": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/agents/${t.aiAgent}/rollback`, body: { version: 1 } }),
  },
  "POST /ai-framework-management/api/v1/agents/:id/chats": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/agents/${t.aiAgent}/chats`, body: {} }),
  },
  "POST /ai-framework-management/api/v1/agents/:id/chats/:chatId/messages": {
    asker: "owner",
    probe: (t) => ({
      path: `/ai-framework-management/api/v1/agents/${t.aiAgent}/chats/${t.aiChat}/messages`,
      body: { text: "hello" },
    }),
  },
  "GET /ai-framework-management/api/v1/ChatHistory/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/ChatHistory/${t.aiChat}` }),
  },
  "GET /ai-framework-management/api/v1/documents/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/documents/${t.aiDocument}` }),
  },
  "GET /ai-framework-management/api/v1/documents/:id/chunks": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/documents/${t.aiDocument}/chunks` }),
  },
  "PATCH /ai-framework-management/api/v1/documents/:id": {
    asker: "owner",
    probe: (t) => ({
      path: `/ai-framework-management/api/v1/documents/${t.aiDocument}`,
      body: { name: "Taken over", chunkSize: 500 },
    }),
  },
  "GET /sip-connection/api/connections/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/sip-connection/api/connections/${t.sip}` }),
  },
  "POST /sip-connection/api/connections/:id/verify-dns": {
    asker: "owner",
    probe: (t) => ({ path: `/sip-connection/api/connections/${t.sip}/verify-dns` }),
  },
  "GET /bots/api/campaigns/:id": { asker: "owner", probe: (t) => ({ path: `/bots/api/campaigns/${t.campaign}` }) },
  "PATCH /bots/api/campaigns/:id": {
    asker: "owner",
    probe: (t) => ({
      path: `/bots/api/campaigns/${t.campaign}`,
      body: { ...campaignProbeForm({ bot: t.bot, phone: t.phone } as Fixtures, "Taken over"), contactsCsv: undefined },
    }),
  },
  "POST /bots/api/campaigns/:id/start": {
    asker: "owner",
    probe: (t) => ({ path: `/bots/api/campaigns/${t.campaign}/start` }),
  },
  "POST /bots/api/campaigns/:id/pause": {
    asker: "owner",
    probe: (t) => ({ path: `/bots/api/campaigns/${t.campaign}/pause` }),
  },
  "POST /bots/api/campaigns/:id/resume": {
    asker: "owner",
    probe: (t) => ({ path: `/bots/api/campaigns/${t.campaign}/resume` }),
  },
  "POST /bots/api/campaigns/:id/cancel": {
    asker: "owner",
    probe: (t) => ({ path: `/bots/api/campaigns/${t.campaign}/cancel` }),
  },
  "GET /sip-connection/api/whatsapp/numbers/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/sip-connection/api/whatsapp/numbers/${t.whatsapp}` }),
  },
  "GET /sip-connection/api/whatsapp/numbers/:id/status": {
    asker: "owner",
    probe: (t) => ({ path: `/sip-connection/api/whatsapp/numbers/${t.whatsapp}/status` }),
  },
  "GET /vaic/api/exports/:jobId": { asker: "owner", probe: (t) => ({ path: `/vaic/api/exports/${t.exportJob}` }) },
  "GET /vaic/api/exports/:jobId/download": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/exports/${t.exportJob}/download` }),
  },
  "PATCH /vaic/api/Users/:id/UpdateTerms": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/Users/${t.owner}/UpdateTerms` }),
  },
  "PATCH /vaic/api/notifications/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/notifications/${t.notification}`, body: { status: 1 } }),
  },
  "GET /sip-connection/api/Connections/admin/cacProfilesDefs": {
    asker: "operator",
    probe: (t, m) => ({ path: `/sip-connection/api/Connections/admin/cacProfilesDefs?${sip(t, m)}` }),
  },
  "GET /sip-connection/api/Connections/admin/overrideSbcConfig": {
    asker: "operator",
    probe: (t, m) => ({ path: `/sip-connection/api/Connections/admin/overrideSbcConfig?${sip(t, m)}` }),
  },
  "PATCH /sip-connection/api/Connections/admin/cacProfile": {
    asker: "operator",
    probe: (t, m) => ({
      path: `/sip-connection/api/Connections/admin/cacProfile?${sip(t, m)}`,
      body: { cacProfile: "unlimited" },
    }),
  },
  "PATCH /sip-connection/api/Connections/admin/overrideSbcConfig": {
    asker: "operator",
    probe: (t, m) => ({
      path: `/sip-connection/api/Connections/admin/overrideSbcConfig?${sip(t, m)}`,
      body: { scoped: true },
    }),
  },
  "GET /api/v1/alarms": {
    asker: "owner",
    probe: (t) => ({ path: `/api/v1/alarms?${filter("accountId", t.account)}` }),
  },
  "POST /api/v1/reports/alarms": {
    asker: "owner",
    probe: (t) => ({ path: `/api/v1/reports/alarms?${filter("accountId", t.account)}` }),
  },
  "GET /api/v1/alarms/:id": { asker: "owner", probe: (t) => ({ path: `/api/v1/alarms/${t.alarm}` }) },
  "GET /api/v1/alarmThresholds/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/api/v1/alarmThresholds/${t.alarmThreshold}` }),
  },
  "PATCH /api/v1/alarmThresholds/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/api/v1/alarmThresholds/${t.alarmThreshold}`, body: alarmThresholdProbeForm() }),
  },
  "GET /phones/api/phones/:id": { asker: "owner", probe: (t) => ({ path: `/phones/api/phones/${t.phone}` }) },
  "GET /phones/api/CheckStatus/:id": { asker: "owner", probe: (t) => ({ path: `/phones/api/CheckStatus/${t.phone}` }) },
  "PATCH /phones/api/phones/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/phones/api/phones/${t.phone}`, body: phoneConfigureProbeForm("Taken over") }),
  },
  "PATCH /phones/api/configure/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/phones/api/configure/${t.phone}`, body: phoneConfigureProbeForm("Taken over") }),
  },
  // The own number has no bot nor rule: 409 (nothing answers it), served; another account's: 404, no call written.
  "POST /phones/api/phones/:id/testcall": {
    asker: "owner",
    probe: (t) => ({ path: `/phones/api/phones/${t.phone}/testcall` }),
  },
  "POST /phones/api/phones/:id/documents": {
    asker: "owner",
    probe: (t) => ({ path: `/phones/api/phones/${t.phone}/documents`, body: phoneDocumentsProbe() }),
  },
  "PATCH /bots/api/bots/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/bots/api/bots/${t.bot}`, body: botProbeForm("Taken over") }),
  },
  "PATCH /vaic/api/speechService/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/speechService/${t.speechService}`, body: speechServiceProbeForm("Taken over") }),
  },
  // The asker's own speech service: the foreign translation's 404 must not hang on the service.
  "PATCH /vaic/api/voiceTranslation/:id": {
    asker: "owner",
    probe: (t, m) => ({
      path: `/vaic/api/voiceTranslation/${t.voiceTranslation}`,
      body: voiceTranslationProbeForm("Taken over", m.speechService),
    }),
  },
  "PATCH /sip-connection/api/whatsapp/numbers/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/sip-connection/api/whatsapp/numbers/${t.whatsapp}`, body: { name: "Taken over" } }),
  },
  "POST /sip-connection/api/whatsapp/numbers/:id/signup": {
    asker: "owner",
    probe: (t) => ({
      path: `/sip-connection/api/whatsapp/numbers/${t.whatsapp}/signup`,
      body: { returnTo: "/portal/whatsapp_numbers" },
    }),
  },
  "PATCH /sip-connection/api/whatsapp/numbers/:id/final": {
    asker: "owner",
    probe: (t) => ({
      path: `/sip-connection/api/whatsapp/numbers/${t.whatsapp}/final`,
      body: {
        code: "scoped",
        event: WHATSAPP.SIGNUP_FINISH_EVENT,
        wabaId: "100000000000001",
        waPhoneNumberId: "100000000000002",
      },
    }),
  },
  "DELETE /sip-connection/api/whatsapp/numbers/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/sip-connection/api/whatsapp/numbers/${t.whatsapp}` }),
  },
  "DELETE /vaic/api/notifications/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/notifications/${t.notification}` }),
  },
  "PATCH /sip-connection/api/connections/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/sip-connection/api/connections/${t.sip}`, body: sipConnectionProbeForm("Taken over") }),
  },
  "DELETE /sip-connection/api/connections/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/sip-connection/api/connections/${t.sip}` }),
  },
  "DELETE /vaic/api/voiceTranslation/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/voiceTranslation/${t.voiceTranslation}` }),
  },
  "DELETE /ai-framework-management/api/v1/ChatHistory/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/ChatHistory/${t.aiChat}` }),
  },
  "DELETE /ai-framework-management/api/v1/agents/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/agents/${t.aiAgent}` }),
  },
  "DELETE /ai-framework-management/api/v1/documents/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/documents/${t.aiDocument}` }),
  },
  "DELETE /ai-framework-management/api/v1/models/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/models/${t.aiModel}` }),
  },
  "DELETE /vaic/api/speechService/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/speechService/${t.speechService}` }),
  },
  "DELETE /bots/api/bots/:id": { asker: "owner", probe: (t) => ({ path: `/bots/api/bots/${t.bot}` }) },
  "DELETE /bots/api/campaigns/:id": { asker: "owner", probe: (t) => ({ path: `/bots/api/campaigns/${t.campaign}` }) },
  "DELETE /teams/api/TeamsConnections/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/teams/api/TeamsConnections/${t.teamsConnection}` }),
  },
  "POST /vaic/api/clients/:id/ExtendTrial": {
    excused:
      "administrators only (docs/product.md#accounts-and-sessions 'trial can be extended by 30 days'): any account's trial; customers are refused (403)",
  },
  "DELETE /teams/api/Tenant/:id": {
    excused:
      "administrators only (docs/product.md#roles 'delete Teams tenant'): any account's tenant; customers are refused (403)",
  },
  "DELETE /phones/api/phones/:id": { asker: "owner", probe: (t) => ({ path: `/phones/api/phones/${t.phone}` }) },
  "DELETE /api/v1/alarms/:id": { asker: "owner", probe: (t) => ({ path: `/api/v1/alarms/${t.alarm}` }) },
  "DELETE /api/v1/alarmThresholds/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/api/v1/alarmThresholds/${t.alarmThreshold}` }),
  },
  "GET /ai-framework-management/api/v1/tools": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/tools?${filter("accountId", t.account)}` }),
  },
  "POST /ai-framework-management/api/v1/reports/ai-tools": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/reports/ai-tools?${filter("accountId", t.account)}` }),
  },
  "GET /ai-framework-management/api/v1/tools/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/tools/${t.aiTool}` }),
  },
  "POST /ai-framework-management/api/v1/tools/:id/test": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/tools/${t.aiTool}/test`, body: { arguments: {} } }),
  },
  "PATCH /ai-framework-management/api/v1/tools/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/tools/${t.aiTool}`, body: aiToolProbeForm("taken_over") }),
  },
  "DELETE /ai-framework-management/api/v1/tools/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/ai-framework-management/api/v1/tools/${t.aiTool}` }),
  },
  "DELETE /phones/api/DeletePhoneNumber/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/phones/api/DeletePhoneNumber/${t.sparePhone}` }),
  },

  "GET /routing/api/RoutingRules": {
    asker: "owner",
    probe: (t) => ({ path: `/routing/api/RoutingRules?${filter("accountId", t.account)}` }),
  },
  "POST /routing/api/reports/routing-rules": {
    asker: "owner",
    probe: (t) => ({ path: `/routing/api/reports/routing-rules?${filter("accountId", t.account)}` }),
  },
  "GET /routing/api/RoutingGroups": {
    asker: "owner",
    probe: (t) => ({ path: `/routing/api/RoutingGroups?${filter("accountId", t.account)}` }),
  },
  "GET /routing/api/RoutingRules/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/routing/api/RoutingRules/${t.routingRule}` }),
  },
  "GET /routing/api/RoutingGroups/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/routing/api/RoutingGroups/${t.routingGroup}` }),
  },
  // The asker's own number and bot: the foreign rule's 404 must not hang on the form.
  "PATCH /routing/api/RoutingRules/:id": {
    asker: "owner",
    probe: (t, m) => ({
      path: `/routing/api/RoutingRules/${t.routingRule}`,
      body: {
        name: "Taken over",
        eventType: "call",
        origin: `service-number:${m.phone}`,
        destination: `bot:${m.bot}`,
        condition: "none",
        priority: 5,
        regionId: "eu-west",
      },
    }),
  },
  "DELETE /routing/api/RoutingRules/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/routing/api/RoutingRules/${t.routingRule}` }),
  },
  "PATCH /routing/api/RoutingGroups/:id": {
    excused:
      "administrators only (routing groups are managed by admins): any account's group; customers are refused (403)",
  },
  "DELETE /routing/api/RoutingGroups/:id": {
    excused:
      "administrators only (routing groups are managed by admins): any account's group; customers are refused (403)",
  },
  "GET /phones/api/orders/:id": { asker: "owner", probe: (t) => ({ path: `/phones/api/orders/${t.order}` }) },
  "PATCH /sip-connection/api/connections/admin/:id/shouldChargeSip": {
    excused: "administrators only; the connection id alone names it, of any account",
  },
  "PATCH /vaic/api/clients/:id/EnableDNSVerification": {
    excused: "administrators only; the id is the account the administrator sets, of any account",
  },
  "POST /phones/api/Admin/ConfirmPhonePurchase/:id": {
    excused: "administrators only; the number id alone names it, of any account",
  },
  "GET /phones/api/countries/:code/states": {
    excused: "a country of the provider's catalogue, the same for every account",
  },
  "GET /phones/api/countries/:code/types": {
    excused: "a country of the provider's catalogue, the same for every account",
  },
  "DELETE /phones/api/cart/items/:e164": {
    excused: "a number of the caller's own cart (kept per user); it names no record of an account",
  },
  "GET /phones/api/WizardDrafts/:kind": {
    excused:
      "a wizard's name, not a record: the caller's own draft (kept per account and user; wizards.test.ts: another user's is never read)",
  },
  "PUT /phones/api/WizardDrafts/:kind": {
    excused: "a wizard's name, not a record: the caller's own draft (kept per account and user)",
  },
  "DELETE /phones/api/WizardDrafts/:kind": {
    excused: "a wizard's name, not a record: the caller's own draft (kept per account and user)",
  },
  "GET /sip-connection/api/whatsapp/signup/:token": {
    excused: "the one-time sign-up token is the grant, not a record of an account",
  },
  "POST /sip-connection/api/whatsapp/signup/:token": {
    excused: "the one-time sign-up token is the grant, not a record of an account",
  },
  "DELETE /vaic/api/payment/creditcards/:id": {
    asker: "owner",
    probe: (t) => ({ path: `/vaic/api/payment/creditcards/${t.card}` }),
  },
  "GET /billing/api/clientbilling/:id/pdf": {
    asker: "owner",
    probe: (t) => ({ path: `/billing/api/clientbilling/${t.invoice}/pdf` }),
  },
  "GET /vaic/api/payment/pfToken/:token": {
    excused:
      "a one-time pfToken, a secret of the page it opened; another account's answers 404 (tests/unit/platform/payments.test.ts)",
  },
  "GET /vaic/api/payment/hosted/:token": {
    excused: "the provider's card page: the one-time pfToken is the grant, not a record of an account",
  },
  "POST /vaic/api/payment/hosted/:token": {
    excused: "the provider's card page: the one-time pfToken is the grant, not a record of an account",
  },
  "GET /idp/interaction/:uid": { excused: "an identity-provider interaction, bound to its own cookie" },
  "POST /idp/interaction/:uid/login": { excused: "an identity-provider interaction, bound to its own cookie" },
  "POST /idp/interaction/:uid/abort": { excused: "an identity-provider interaction, bound to its own cookie" },
};

let w: SeededPlatform;
let acme: Records;
let trial: Records;

/** An AI model of the account with a key, inserted directly (each account's alike; the seed gives only Acme one). */
/** An agent published once and a conversation with it, inserted directly so both accounts' records are alike. */
function aiAgentRecords(account: string): { aiAgent: string; aiChat: string } {
  const db = w.platform.db;
  const aiAgent = randomUUID();
  const content = canonicalContent(AgentContentObject.parse(agentProbeForm(`Scoped agent ${aiAgent.slice(0, 8)}`)));
  db.prepare(
    "INSERT INTO ai_agents (id, account_id, name, model_id, content, created_at) VALUES (?, ?, ?, 'embedded', ?, ?)",
  ).run(aiAgent, account, `Scoped agent ${aiAgent.slice(0, 8)}`, content, Date.now());
  db.prepare("INSERT INTO ai_agent_versions (agent_id, version, content, created_at) VALUES (?, 1, ?, ?)").run(
    aiAgent,
    content,
    Date.now(),
  );
  const aiChat = createChat(w.platform.ctx, {
    accountId: account,
    agentId: aiAgent,
    agentVersion: 1,
    channel: "try_it",
    caller: null,
    variables: {},
    userId: null,
  });
  return { aiAgent, aiChat };
}

function aiModelRecord(account: string): string {
  const id = randomUUID();
  w.platform.db
    .prepare(
      `INSERT INTO ai_models (id, account_id, name, provider, base_url, model_id, timeout_seconds, secrets, created_at)
       VALUES (?, ?, ?, 'openai-compatible', 'https://scoped-llm.invalid/v1', 'scoped-model', 5, '{"apiKey":"scoped-key"}', ?)`,
    )
    .run(id, account, `Scoped model ${id.slice(0, 8)}`, Date.now());
  return id;
}

/**
 * A speech service (TTSAndSTT) and a voice translation through it, inserted directly: a trial account
 * may not create them (Essential only), and both accounts' records are made alike.
 */
function speechRecords(account: string): { speechService: string; voiceTranslation: string } {
  const db = w.platform.db;
  const [speechService, voiceTranslation] = [randomUUID(), randomUUID()];
  db.prepare(
    `INSERT INTO speech_services (id, account_id, name, provider, service_id, usage, region_id, settings, secrets, created_at)
     VALUES (?, ?, ?, 'Azure', 'ac-azure-speech', 'TTSAndSTT', 'eu-west', '{"azureRegion":"westeurope"}', '{"apiKey":"scoped-key"}', ?)`,
  ).run(speechService, account, `Scoped voices ${speechService.slice(0, 8)}`, Date.now());
  db.prepare(
    `INSERT INTO voice_translations (id, account_id, name, speech_service_id, languages, volume_db, settings, created_at)
     VALUES (?, ?, ?, ?, '[{"language":"en-US","voice":"en-US-GuyNeural"},{"language":"de-DE","voice":"de-DE-KatjaNeural"}]', 0,
             '{"activateInbound":true,"activateOutbound":false,"activateTransfer":false,"agentAssist":false,"voiceTranslation":true}', ?)`,
  ).run(voiceTranslation, account, `Scoped desk ${voiceTranslation.slice(0, 8)}`, speechService, Date.now());
  return { speechService, voiceTranslation };
}

/** An order of the account, inserted directly (a trial account already holds its one number). */
function orderOf(account: string, owner: string): string {
  const id = randomUUID();
  w.platform.db
    .prepare(
      "INSERT INTO phone_orders (id, account_id, user_id, total, billing_record_id, created_at) VALUES (?, ?, ?, 0, ?, ?)",
    )
    .run(id, account, owner, randomUUID(), Date.now());
  return id;
}

/** A Teams tenant and a connection on it, inserted directly so both accounts' records are alike. */
function teamsRecords(account: string): { teamsTenant: string; teamsConnection: string } {
  const db = w.platform.db;
  const [teamsTenant, teamsConnection] = [randomUUID(), randomUUID()];
  db.prepare(
    `INSERT INTO teams_tenants (id, account_id, domain, tenant_id, license_type, activation_email, created_at)
     VALUES (?, ?, ?, ?, 'Hosted Essential', 'it@scoped.example', ?)`,
  ).run(teamsTenant, account, `scoped-${teamsTenant.slice(0, 8)}.onmicrosoft.com`, randomUUID(), Date.now());
  db.prepare(
    "INSERT INTO teams_connections (id, account_id, tenant_id, name, region_id, status, created_at) VALUES (?, ?, ?, ?, 'eu-west', 'Connected', ?)",
  ).run(teamsConnection, account, teamsTenant, `Scoped Teams ${teamsConnection.slice(0, 8)}`, Date.now());
  return { teamsTenant, teamsConnection };
}

let phoneSeq = 0;
/** A draft campaign of the account with one contact, inserted directly (its bot and number). */
function campaignRecord(account: string, bot: string, phone: string): string {
  const id = randomUUID();
  w.platform.db
    .prepare(
      `INSERT INTO campaigns (id, account_id, name, bot_id, caller_number_id, window_start, window_end, days, time_zone, calls_per_second, concurrency, retries, retry_delay_minutes, created_at)
       VALUES (?, ?, ?, ?, ?, '09:00', '17:00', '["mon"]', 'UTC', 5, 10, 0, 10, ?)`,
    )
    .run(id, account, `Scoped campaign ${id.slice(0, 8)}`, bot, phone, Date.now());
  w.platform.db
    .prepare("INSERT INTO campaign_contacts (campaign_id, line, e164) VALUES (?, 1, '+447700900555')")
    .run(id);
  return id;
}

/** Two numbers of the account, inserted directly (a trial account holds one number at most). */
function phoneRecords(account: string): { phone: string; sparePhone: string } {
  const insert = w.platform.db.prepare(
    "INSERT INTO phone_numbers (id, account_id, name, e164, country, type, status, created_at) VALUES (?, ?, ?, ?, 'United Kingdom', 'geographic', 'Active', ?)",
  );
  const [phone, sparePhone] = [randomUUID(), randomUUID()];
  // A counter, not a random suffix: two numbers drawn in the same millisecond once collided (UNIQUE e164).
  for (const id of [phone, sparePhone])
    insert.run(
      id,
      account,
      `Scoped line ${id.slice(0, 8)}`,
      `+4420${String(Date.now()).slice(-5)}${String(++phoneSeq).padStart(4, "0")}`,
      Date.now(),
    );
  return { phone, sparePhone };
}

/** A routing group and a rule in it, inserted directly (groups are written by administrators). */
function routingRecords(account: string, origin: string, bot: string): { routingRule: string; routingGroup: string } {
  const db = w.platform.db;
  const [routingRule, routingGroup] = [randomUUID(), randomUUID()];
  db.prepare("INSERT INTO routing_groups (id, account_id, name, created_at) VALUES (?, ?, ?, ?)").run(
    routingGroup,
    account,
    `Scoped group ${routingGroup.slice(0, 8)}`,
    Date.now(),
  );
  db.prepare(
    `INSERT INTO routing_rules (id, account_id, name, origin_type, origin_id, destination_type, destination_id, priority, routing_group_id, region_id, created_at)
     VALUES (?, ?, ?, 'service-number', ?, 'bot', ?, 10, ?, 'eu-west', ?)`,
  ).run(routingRule, account, `Scoped rule ${routingRule.slice(0, 8)}`, origin, bot, routingGroup, Date.now());
  return { routingRule, routingGroup };
}

/** An active alarm and an alarm threshold of the account, inserted directly so both accounts' records are alike. */
function alarmRecords(account: string): { alarm: string; alarmThreshold: string } {
  const db = w.platform.db;
  const [alarm, alarmThreshold] = [randomUUID(), randomUUID()];
  db.prepare(
    "INSERT INTO alarms (id, account_id, severity, name, description, active, raised_at) VALUES (?, ?, 'major', ?, 'Scoped', 1, ?)",
  ).run(alarm, account, `Scoped alarm ${alarm.slice(0, 8)}`, Date.now());
  db.prepare(
    `INSERT INTO alarm_thresholds (id, account_id, name, metric, value, severity, window_minutes, enabled, created_at, updated_at)
     VALUES (?, ?, ?, 'concurrentCalls', 9000, 'warning', 5, 0, ?, ?)`,
  ).run(alarmThreshold, account, `Scoped threshold ${alarmThreshold.slice(0, 8)}`, Date.now(), Date.now());
  return { alarm, alarmThreshold };
}

/** An AI tool of the account's own, inserted directly (mocked: its Test makes no request). */
function aiToolRecord(account: string): string {
  const id = randomUUID();
  w.platform.db
    .prepare(
      `INSERT INTO ai_tools (id, account_id, name, description, method, mock_answer, created_at)
       VALUES (?, ?, ?, 'Scoped tool', 'GET', '{"ok": true}', ?)`,
    )
    .run(id, account, `scoped_${id.slice(0, 8)}`, Date.now());
  return id;
}

/** The records of the account whose owner is `who`: a recorded call with a transcript, and new ones of each kind. */
async function recordsOf(who: "owner" | "trial"): Promise<Records> {
  const db = w.platform.db;
  const { id: owner, accountId: account } = w.users[who];
  const call = db
    .prepare(
      `SELECT call_id AS id, global_session_id AS session, setup_time AS setupTime FROM calls c
       WHERE account_id = ? AND recorded = 1 AND EXISTS (SELECT 1 FROM call_transcripts t WHERE t.call_id = c.id) LIMIT 1`,
    )
    .get(account) as Records["call"];
  const created = await w.call(who, "POST", "/sip-connection/api/whatsapp/numbers", {
    body: { name: `${who} line`, pinCode: "123456", regionId: "eu-west" },
  });
  expect(created.status).toBe(201);
  const started = await w.call(who, "POST", "/billing/api/reports/calls");
  expect(started.status).toBe(202);
  const exportJob = (started.json as { jobId: string }).jobId;
  await waitForJob(w.platform.ctx, exportJob);
  const bot = db
    .prepare("SELECT id FROM bots WHERE account_id = ? AND deleted_at IS NULL ORDER BY created_at LIMIT 1")
    .pluck()
    .get(account) as string;
  const phones = phoneRecords(account);
  return {
    account,
    owner,
    call,
    whatsapp: (created.json as { id: string }).id,
    sip: db
      .prepare("SELECT id FROM sip_connections WHERE account_id = ? AND deleted_at IS NULL LIMIT 1")
      .pluck()
      .get(account) as string,
    notification: createNotification(w.platform.ctx, {
      accountId: account,
      userId: owner,
      title: `For ${who}`,
      type: "info",
    }).id,
    exportJob,
    bot,
    ...speechRecords(account),
    order: orderOf(account, owner),
    ...teamsRecords(account),
    ...phones,
    ...routingRecords(account, phones.phone, bot),
    ...alarmRecords(account),
    campaign: campaignRecord(account, bot, phones.phone),
    card: db
      .prepare("SELECT id FROM vaulted_cards WHERE account_id = ? AND deleted_at IS NULL LIMIT 1")
      .pluck()
      .get(account) as string,
    invoice: db.prepare("SELECT id FROM invoices WHERE account_id = ? LIMIT 1").pluck().get(account) as string,
    aiModel: aiModelRecord(account),
    ...aiAgentRecords(account),
    aiTool: aiToolRecord(account),
    aiDocument: db
      .prepare("SELECT id FROM ai_documents WHERE account_id = ? AND deleted_at IS NULL LIMIT 1")
      .pluck()
      .get(account) as string,
  };
}

beforeAll(async () => {
  w = await startSeededPlatform();
  acme = await recordsOf("owner");
  trial = await recordsOf("trial");
  for (const r of [acme, trial]) expect(Object.values(r).every(Boolean)).toBe(true);
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

const scoped = () => Object.entries(ID_ENDPOINTS).filter((e): e is [string, Scoped] => "probe" in e[1]);

function send(key: string, rule: Scoped, target: Records) {
  const [method] = key.split(" ");
  const { path, body } = rule.probe(target, acme);
  return { method, path: path!, answer: w.call(rule.asker, method, path!, { body }) };
}

describe("account scoping", () => {
  it("has a row for every endpoint that takes a record id in its path, and every row is a real endpoint", () => {
    const served = endpointKeys(w.platform.router);
    const withId = served.filter((k) => /\/:/.test(k));
    expect(
      withId.filter((k) => !(k in ID_ENDPOINTS)),
      "endpoints with an id but no scoping row",
    ).toEqual([]);
    expect(
      Object.keys(ID_ENDPOINTS).filter((k) => !served.includes(k)),
      "rows of endpoints the platform does not serve",
    ).toEqual([]);
    // Every scoped row is an endpoint the asker may call at all: the 404 below is the scope, not the gate.
    for (const [key, rule] of scoped()) {
      const gate = PLATFORM_ENDPOINTS[key].gate;
      const held = w.roles[rule.asker];
      if (gate.kind === "roles" || gate.kind === "admin")
        expect(gate.roles.length === 0 || gate.roles.some((r) => held.includes(r)), key).toBe(true);
    }
  });

  it("answers 404 to the owner of one account asking for another account's record: no data, nothing changed", async () => {
    const foreign = [
      ...w.secrets.filter((s) => s !== acme.account),
      ...[
        trial.call.id,
        trial.whatsapp,
        trial.notification,
        trial.exportJob,
        trial.sip,
        trial.bot,
        trial.speechService,
        trial.voiceTranslation,
        trial.order,
        trial.teamsTenant,
        trial.teamsConnection,
        trial.phone,
        trial.sparePhone,
        trial.routingRule,
        trial.routingGroup,
        trial.campaign,
        trial.card,
        trial.invoice,
        trial.aiModel,
        trial.aiTool,
      ],
    ];
    const problems: string[] = [];
    for (const [key, rule] of scoped()) {
      const before = w.totalChanges();
      const { method, path, answer } = send(key, rule, trial);
      const { status, text, json } = await answer;
      const where = `${rule.asker} ${method} ${path} -> ${status}`;
      if (status !== 404) problems.push(`${where}: expected 404`);
      if (json && typeof json === "object" && Object.keys(json).some((k) => k !== "message"))
        problems.push(`${where}: answers ${text.slice(0, 120)}`);
      const leaked = foreign.find((s) => text.includes(s));
      if (leaked) problems.push(`${where}: names "${leaked}"`);
      if (w.totalChanges() !== before) problems.push(`${where}: changed rows`);
    }
    expect(problems).toEqual([]);
    // Trial Co's records are untouched.
    const db = w.platform.db;
    expect(db.prepare("SELECT name, deleted_at FROM whatsapp_numbers WHERE id = ?").get(trial.whatsapp)).toEqual({
      name: "trial line",
      deleted_at: null,
    });
    expect(db.prepare("SELECT status FROM notifications WHERE id = ?").pluck().get(trial.notification)).toBe(0);
    for (const [table, id] of [
      ["bots", trial.bot],
      ["speech_services", trial.speechService],
      ["voice_translations", trial.voiceTranslation],
      ["teams_tenants", trial.teamsTenant],
      ["teams_connections", trial.teamsConnection],
      ["routing_rules", trial.routingRule],
      ["campaigns", trial.campaign],
      ["ai_models", trial.aiModel],
      ["ai_tools", trial.aiTool],
    ]) {
      const row = db.prepare(`SELECT name, deleted_at, updated_at FROM ${table} WHERE id = ?`).get(id) as {
        name: string;
        deleted_at: number | null;
        updated_at: number | null;
      };
      expect(row.name, table).not.toBe("Taken over");
      expect(row.deleted_at, table).toBeNull();
      expect(row.updated_at, table).toBeNull();
    }
  });

  it("serves the same calls for the asker's own records", async () => {
    const problems: string[] = [];
    for (const [key, rule] of scoped()) {
      const { method, path, answer } = send(key, rule, acme);
      const { status, text } = await answer;
      if (status === 404 || status === 401 || status === 403 || status >= 500)
        problems.push(`${rule.asker} ${method} ${path} -> ${status} ${text.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
  });

  it("keeps a user's exports and personal notifications from the other users of the same account", async () => {
    const other = await recordsOf("owner");
    const db = w.platform.db;
    const viewerNote = createNotification(w.platform.ctx, {
      accountId: acme.account,
      userId: w.users.viewer.id,
      title: "For the viewer",
      type: "info",
    });
    for (const path of [`/vaic/api/exports/${other.exportJob}`, `/vaic/api/exports/${other.exportJob}/download`]) {
      expect((await w.call("viewer", "GET", path)).status, path).toBe(404);
    }
    expect(
      (await w.call("owner", "PATCH", `/vaic/api/notifications/${viewerNote.id}`, { body: { status: 1 } })).status,
    ).toBe(404);
    expect((await w.call("owner", "DELETE", `/vaic/api/notifications/${viewerNote.id}`)).status).toBe(404);
    expect(db.prepare("SELECT status FROM notifications WHERE id = ?").pluck().get(viewerNote.id)).toBe(0);
  });
});
