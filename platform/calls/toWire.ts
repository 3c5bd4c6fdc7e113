/** A `calls` row -> the CallRecord of the wire (contract/calls.ts). Times travel as ISO-8601 instants. */
import type { CallRecord, ExternalRecordingServer } from "../../contract/calls";
import type { ConnectedEntityType } from "../../contract/enums/connected-entities";
import { ConnectedEntityTypeSchema } from "../../contract/wire/enums";
import type { CallRow } from "./record";

/**
 * The columns of `calls` the wire needs (LIST_COLUMNS in query.ts), plus `account_name` on admin
 * lists: the stored row (CallRow) without its filter-only and media columns.
 */
export type CallWireRow = Omit<
  CallRow,
  | "has_agent_assist"
  | "has_voice_translation"
  | "media_packet_loss_percent"
  | "media_jitter_ms"
  | "media_delay_ms"
  | "is_test_call"
> & {
  id: number;
  account_name?: string | null;
};

export interface ToWireOptions {
  /** Include externalRecordingServers (the console asks with includeExternalServers=true). */
  externalServers: boolean;
  /** Include accountId and accountName (administrator lists). */
  account: boolean;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** JSON array column -> array; a damaged value reads as empty rather than failing the whole list. */
function jsonArray<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function entityType(value: string): ConnectedEntityType {
  const parsed = ConnectedEntityTypeSchema.safeParse(value);
  return parsed.success ? parsed.data : "service-number";
}

const ALTERNATIVE_ROUTES = new Set(["attempt", "alternative"]);

export function callToWire(row: CallWireRow, options: ToWireOptions): CallRecord {
  const record: CallRecord = {
    callId: row.call_id,
    regionId: row.region_id,
    callingEntity: {
      id: row.calling_entity_id,
      displayName: row.calling_name,
      type: entityType(row.calling_type),
      phoneNumber: row.calling_number,
      isClickToCall: row.calling_is_click_to_call === 1,
      isTeams: row.calling_is_teams === 1,
      scType: row.calling_sc_type,
    },
    calledEntity: {
      id: row.called_entity_id,
      displayName: row.called_name,
      type: entityType(row.called_type),
      phoneNumber: row.called_number,
      serviceNumber: row.called_service_number,
    },
    setupTime: iso(row.setup_time)!,
    connectTime: iso(row.connect_time),
    endTime: iso(row.end_time),
    durationSeconds: row.duration_seconds,
    successful: row.successful === 1,
    alternativeRoute:
      row.alternative_route !== null && ALTERNATIVE_ROUTES.has(row.alternative_route)
        ? (row.alternative_route as "attempt" | "alternative")
        : null,
    features: jsonArray<string>(row.features).filter((f) => typeof f === "string"),
    trigger: row.trigger,
    terminationDescription: row.termination_description,
    voiceMosQuality: row.voice_mos_quality,
    sourceInboundMos: row.source_inbound_mos,
    sourceOutboundMos: row.source_outbound_mos,
    destInboundMos: row.dest_inbound_mos,
    destOutboundMos: row.dest_outbound_mos,
    recorded: row.recorded === 1,
    externalRecordingServers: [],
    campaignName: row.campaign_name,
    campaignId: row.campaign_id,
    botConversationId: row.bot_conversation_id,
    isAiFramework: row.is_ai_framework === 1,
    sessionId: row.session_id,
    globalSessionId: row.global_session_id,
    egressCallingNumber: row.egress_calling_number,
    ingressCallingNumber: row.ingress_calling_number,
    sourceNumberOut: row.source_number_out,
    expireTime: iso(row.expire_time),
    sttProvider: row.stt_provider,
    sttModel: row.stt_model,
    ttsProvider: row.tts_provider,
    ttsModel: row.tts_model,
    sttAvgDelayMs: row.stt_avg_delay_ms,
    sttMaxDelayMs: row.stt_max_delay_ms,
    sttMedDelayMs: row.stt_med_delay_ms,
    botAvgDelayMs: row.bot_avg_delay_ms,
    botMaxDelayMs: row.bot_max_delay_ms,
    botMedDelayMs: row.bot_med_delay_ms,
    ttsAvgDelayMs: row.tts_avg_delay_ms,
    ttsMaxDelayMs: row.tts_max_delay_ms,
    ttsMedDelayMs: row.tts_med_delay_ms,
  };
  if (options.externalServers) {
    record.externalRecordingServers = jsonArray<ExternalRecordingServer>(row.external_recording_servers);
  } else {
    // Left out on request: the field is optional on the wire then (includeExternalServers=false).
    delete (record as Partial<CallRecord>).externalRecordingServers;
  }
  if (options.account) {
    record.accountId = row.account_id;
    record.accountName = row.account_name ?? null;
  }
  return record;
}
