/**
 * Every entity screen's resource definition: the path gates derive from them (navigation/
 * path-gate.server.ts). A new entity adds its resource here in the change that adds its routes.
 */
import { AI_AGENTS_RESOURCE } from "~/features/ai-agents/resource";
import { AI_CHATS_RESOURCE } from "~/features/ai-chats/resource";
import { AI_MODELS_RESOURCE } from "~/features/ai-models/resource";
import { AI_TOOLS_RESOURCE } from "~/features/ai-tools/resource";
import { AI_DOCUMENTS_RESOURCE } from "~/features/ai-documents/resource";
import { ALARM_THRESHOLDS_RESOURCE, ALARMS_RESOURCE } from "~/features/alarms/resource";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { CAMPAIGNS_RESOURCE } from "~/features/campaigns/resource";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import { ROUTING_GROUPS_RESOURCE } from "~/features/routing-groups/resource";
import { ROUTING_RULES_RESOURCE } from "~/features/routing/resource";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";
import { SPEECH_SERVICES_RESOURCE } from "~/features/speech-services/resource";
import { TEAMS_CONNECTIONS_RESOURCE, TEAMS_TENANTS_RESOURCE } from "~/features/teams/resource";
import { VOICE_TRANSLATIONS_RESOURCE } from "~/features/voice-translations/resource";
import { WHATSAPP_RESOURCE } from "~/features/whatsapp/resource";
import type { EntityResource } from "./resource";

export const ENTITY_RESOURCES: readonly EntityResource[] = [
  BOTS_RESOURCE,
  SPEECH_SERVICES_RESOURCE,
  NUMBERS_RESOURCE,
  SIP_CONNECTIONS_RESOURCE,
  TEAMS_CONNECTIONS_RESOURCE,
  TEAMS_TENANTS_RESOURCE,
  ROUTING_RULES_RESOURCE,
  ROUTING_GROUPS_RESOURCE,
  ALARMS_RESOURCE,
  ALARM_THRESHOLDS_RESOURCE,
  VOICE_TRANSLATIONS_RESOURCE,
  CAMPAIGNS_RESOURCE,
  WHATSAPP_RESOURCE,
  AI_AGENTS_RESOURCE,
  AI_CHATS_RESOURCE,
  AI_MODELS_RESOURCE,
  AI_TOOLS_RESOURCE,
  AI_DOCUMENTS_RESOURCE,
] as EntityResource[];
