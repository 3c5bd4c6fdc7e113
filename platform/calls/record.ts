import type { Db } from "../db/database";

/**
 * One row of the `calls` table as written by the seed and the simulator (column names as in
 * 001_core.sql, without the INTEGER rowid which SQLite assigns).
 */
export interface CallRow {
  call_id: string;
  account_id: string;
  region_id: string | null;
  calling_type: string;
  calling_entity_id: string | null;
  calling_name: string | null;
  calling_number: string | null;
  calling_is_click_to_call: number;
  calling_is_teams: number;
  calling_sc_type: string | null;
  called_type: string;
  called_entity_id: string | null;
  called_name: string | null;
  called_number: string | null;
  called_service_number: string | null;
  setup_time: number;
  connect_time: number | null;
  end_time: number | null;
  duration_seconds: number;
  successful: number;
  alternative_route: string | null;
  features: string;
  trigger: string | null;
  termination_description: string | null;
  voice_mos_quality: number | null;
  source_inbound_mos: number | null;
  source_outbound_mos: number | null;
  dest_inbound_mos: number | null;
  dest_outbound_mos: number | null;
  recorded: number;
  external_recording_servers: string;
  has_agent_assist: number;
  has_voice_translation: number;
  campaign_name: string | null;
  campaign_id: string | null;
  bot_conversation_id: string | null;
  is_ai_framework: number;
  session_id: string | null;
  global_session_id: string | null;
  egress_calling_number: string | null;
  ingress_calling_number: string | null;
  source_number_out: string | null;
  expire_time: number | null;
  stt_provider: string | null;
  stt_model: string | null;
  tts_provider: string | null;
  tts_model: string | null;
  stt_avg_delay_ms: number | null;
  stt_max_delay_ms: number | null;
  stt_med_delay_ms: number | null;
  bot_avg_delay_ms: number | null;
  bot_max_delay_ms: number | null;
  bot_med_delay_ms: number | null;
  tts_avg_delay_ms: number | null;
  tts_max_delay_ms: number | null;
  tts_med_delay_ms: number | null;
  media_packet_loss_percent: number | null;
  media_jitter_ms: number | null;
  media_delay_ms: number | null;
  is_test_call: number;
}

/** A conversation turn of a bot call (call_transcripts). */
export interface TranscriptTurn {
  role: "user" | "assistant";
  text: string;
  at: number;
}

/** Extra rows of a bot call: transcript, post-call analysis by type, call log lines. */
export interface CallDetails {
  transcript?: TranscriptTurn[];
  analyses?: { type: "extract" | "summarize" | "transcript"; result: unknown }[];
  logs?: { at: number; level: string; message: string }[];
}

export const CALL_COLUMNS = [
  "call_id",
  "account_id",
  "region_id",
  "calling_type",
  "calling_entity_id",
  "calling_name",
  "calling_number",
  "calling_is_click_to_call",
  "calling_is_teams",
  "calling_sc_type",
  "called_type",
  "called_entity_id",
  "called_name",
  "called_number",
  "called_service_number",
  "setup_time",
  "connect_time",
  "end_time",
  "duration_seconds",
  "successful",
  "alternative_route",
  "features",
  "trigger",
  "termination_description",
  "voice_mos_quality",
  "source_inbound_mos",
  "source_outbound_mos",
  "dest_inbound_mos",
  "dest_outbound_mos",
  "recorded",
  "external_recording_servers",
  "has_agent_assist",
  "has_voice_translation",
  "campaign_name",
  "campaign_id",
  "bot_conversation_id",
  "is_ai_framework",
  "session_id",
  "global_session_id",
  "egress_calling_number",
  "ingress_calling_number",
  "source_number_out",
  "expire_time",
  "stt_provider",
  "stt_model",
  "tts_provider",
  "tts_model",
  "stt_avg_delay_ms",
  "stt_max_delay_ms",
  "stt_med_delay_ms",
  "bot_avg_delay_ms",
  "bot_max_delay_ms",
  "bot_med_delay_ms",
  "tts_avg_delay_ms",
  "tts_max_delay_ms",
  "tts_med_delay_ms",
  "media_packet_loss_percent",
  "media_jitter_ms",
  "media_delay_ms",
  "is_test_call",
] as const satisfies readonly (keyof CallRow)[];

/** The row's values in CALL_COLUMNS order: positional binding is markedly faster than named. */
function callValues(row: CallRow): unknown[] {
  const values = new Array<unknown>(CALL_COLUMNS.length);
  for (let i = 0; i < CALL_COLUMNS.length; i++) values[i] = row[CALL_COLUMNS[i]];
  return values;
}

/** Prepared writers for calls and their details; prepare once, call inside a transaction. */
export interface CallWriter {
  /** Inserts the call (and its details) and returns the new rowid. */
  insert(row: CallRow, details?: CallDetails): number;
}

export function callWriter(db: Db): CallWriter {
  const insertCall = db.prepare(
    `INSERT INTO calls (${CALL_COLUMNS.join(", ")}) VALUES (${CALL_COLUMNS.map(() => "?").join(", ")})`,
  );
  const insertTurn = db.prepare("INSERT INTO call_transcripts (call_id, seq, role, text, at) VALUES (?, ?, ?, ?, ?)");
  const insertAnalysis = db.prepare("INSERT INTO call_analyses (call_id, type, result) VALUES (?, ?, ?)");
  const insertLog = db.prepare("INSERT INTO call_logs (call_id, seq, at, level, message) VALUES (?, ?, ?, ?, ?)");
  return {
    insert(row, details) {
      const id = Number(insertCall.run(callValues(row)).lastInsertRowid);
      if (details?.transcript) {
        details.transcript.forEach((t, i) => insertTurn.run(id, i + 1, t.role, t.text, t.at));
      }
      for (const a of details?.analyses ?? []) insertAnalysis.run(id, a.type, JSON.stringify(a.result));
      details?.logs?.forEach((l, i) => insertLog.run(id, i + 1, l.at, l.level, l.message));
      return id;
    },
  };
}
