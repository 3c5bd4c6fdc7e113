/**
 * The call-log answers of the billing service built from the stored call records: a leg's SIP
 * ladder (GetCallLog) and the per-turn delays of its transcript. Both are derived (see
 * calls/sipLadder.ts, calls/turnLatency.ts); this module only reads what they derive from.
 */
import type { CallLadder } from "../../../contract/callDetails";
import { CALL_HISTORY } from "../../../contract/limits/call-history";
import { TIME } from "../../../contract/limits/units";
import type { Db } from "../../db/database";
import { isTransferred, sipLadder, type TransferTarget } from "../../calls/sipLadder";
import { turnLatencies } from "../../calls/turnLatency";
import type { CallWireRow } from "../../calls/toWire";

function features(row: Pick<CallWireRow, "features">): string[] {
  try {
    const value: unknown = JSON.parse(row.features);
    return Array.isArray(value) ? value.filter((f): f is string => typeof f === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The leg a transferred leg's REFER started: the session's first transfer leg set up after it
 * (within the related-calls window), of the same account.
 */
function transferTargetOf(db: Db, row: CallWireRow): TransferTarget | null {
  if (!row.global_session_id) return null;
  const next = db
    .prepare(
      `SELECT setup_time AS setupTime, called_number AS number FROM calls
       WHERE account_id = ? AND global_session_id = ? AND trigger = 'transfer' AND setup_time >= ? AND setup_time <= ? AND id <> ?
       ORDER BY setup_time, id LIMIT 1`,
    )
    .get(
      row.account_id,
      row.global_session_id,
      row.setup_time,
      row.setup_time + CALL_HISTORY.RELATED_WINDOW_DAYS * TIME.DAY_MS,
      row.id,
    ) as TransferTarget | undefined;
  return next ?? null;
}

/** GetCallLog: the SIP ladder of one leg, as of `now` for a leg still in progress. */
export function callLadderOf(db: Db, row: CallWireRow, now: number): CallLadder {
  const leg = {
    callId: row.call_id,
    setupTime: row.setup_time,
    connectTime: row.connect_time,
    endTime: row.end_time,
    terminationDescription: row.termination_description,
    features: features(row),
  };
  const transfer = isTransferred(leg) ? transferTargetOf(db, row) : null;
  return {
    callId: row.call_id,
    globalSessionId: row.global_session_id,
    calling: { name: row.calling_name, number: row.calling_number },
    called: { name: row.called_name, number: row.called_number },
    messages: sipLadder(leg, now, transfer).map(({ at, ...m }) => ({ datetime: new Date(at).toISOString(), ...m })),
  };
}

/** The delays of each turn of a call's transcript (null where a turn has none). */
export function transcriptLatencies(row: CallWireRow, roles: readonly string[]) {
  return turnLatencies(row.call_id, roles, {
    stt: { avg: row.stt_avg_delay_ms, med: row.stt_med_delay_ms, max: row.stt_max_delay_ms },
    bot: { avg: row.bot_avg_delay_ms, med: row.bot_med_delay_ms, max: row.bot_max_delay_ms },
    tts: { avg: row.tts_avg_delay_ms, med: row.tts_med_delay_ms, max: row.tts_max_delay_ms },
  });
}
