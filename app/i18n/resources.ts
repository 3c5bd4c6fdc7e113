import account from "../../public/locales/en-us/account.json";
import aiModels from "../../public/locales/en-us/ai-models.json";
import aiDocuments from "../../public/locales/en-us/ai-documents.json";
import adminAccounts from "../../public/locales/en-us/admin-accounts.json";
import alarmThresholds from "../../public/locales/en-us/alarm-thresholds.json";
import alarms from "../../public/locales/en-us/alarms.json";
import adminNumbers from "../../public/locales/en-us/admin-numbers.json";
import adminNotifications from "../../public/locales/en-us/admin-notifications.json";
import adminSip from "../../public/locales/en-us/admin-sip.json";
import aiTools from "../../public/locales/en-us/ai-tools.json";
import auth from "../../public/locales/en-us/auth.json";
import billing from "../../public/locales/en-us/billing.json";
import bots from "../../public/locales/en-us/bots.json";
import callDetails from "../../public/locales/en-us/call-details.json";
import callExport from "../../public/locales/en-us/call-export.json";
import calls from "../../public/locales/en-us/calls.json";
import campaigns from "../../public/locales/en-us/campaigns.json";
import common from "../../public/locales/en-us/common.json";
import grid from "../../public/locales/en-us/grid.json";
import help from "../../public/locales/en-us/help.json";
import messages from "../../public/locales/en-us/messages.json";
import numbersBuy from "../../public/locales/en-us/numbers-buy.json";
import numbers from "../../public/locales/en-us/numbers.json";
import routing from "../../public/locales/en-us/routing.json";
import routingGroups from "../../public/locales/en-us/routing-groups.json";
import shell from "../../public/locales/en-us/shell.json";
import sipConnections from "../../public/locales/en-us/sip-connections.json";
import speechServices from "../../public/locales/en-us/speech-services.json";
import statistics from "../../public/locales/en-us/statistics.json";
import teamsConnections from "../../public/locales/en-us/teams-connections.json";
import teamsTenants from "../../public/locales/en-us/teams-tenants.json";
import voiceTranslations from "../../public/locales/en-us/voice-translations.json";
import aiAgents from "../../public/locales/en-us/ai-agents.json";
import aiChats from "../../public/locales/en-us/ai-chats.json";
import whatsapp from "../../public/locales/en-us/whatsapp.json";
import wizards from "../../public/locales/en-us/wizards.json";
import { DEFAULT_LOCALE } from "./locale";

/**
 * The catalogue: the server's whole (config.ts). The browser gets the namespaces of a page's routes
 * with the routes' own modules (route-namespaces.ts), so no page ever waits for a translation fetch. The classic compiler has no import glob: every namespace file under
 * public/locales/en-us/ is listed here (a unit test fails when one is missing).
 */
export const CATALOGUE = {
  account,
  "ai-models": aiModels,
  "ai-documents": aiDocuments,
  "admin-accounts": adminAccounts,
  "admin-notifications": adminNotifications,
  "admin-sip": adminSip,
  "admin-numbers": adminNumbers,
  "ai-tools": aiTools,
  "alarm-thresholds": alarmThresholds,
  alarms,
  auth,
  billing,
  bots,
  "call-details": callDetails,
  "call-export": callExport,
  calls,
  campaigns,
  common,
  grid,
  help,
  messages,
  "numbers-buy": numbersBuy,
  numbers,
  routing,
  "routing-groups": routingGroups,
  shell,
  "sip-connections": sipConnections,
  "speech-services": speechServices,
  statistics,
  "teams-connections": teamsConnections,
  "teams-tenants": teamsTenants,
  "voice-translations": voiceTranslations,
  "ai-agents": aiAgents,
  "ai-chats": aiChats,
  whatsapp,
  wizards,
} as const;

export type Namespace = keyof typeof CATALOGUE;

export const NAMESPACES = Object.keys(CATALOGUE) as Namespace[];

/** i18next `resources`: locale -> namespace -> keys. */
export const resources = { [DEFAULT_LOCALE]: CATALOGUE };
