import {
  CallDetailsSchema,
  CallLadderSchema,
  SessionLegsSchema,
  type TranscriptEntry,
} from "../../../../contract/callDetails";
import type { CallRecord } from "../../../../contract/calls";
import { CALL_TIMELINE } from "../../../../contract/limits/call-timeline";
import { hasRoles, ROLES } from "../../../../contract/roles";
import type { SignedIn } from "~/auth/guards.server";
import { isPlatformError, type PlatformClient } from "~/services/platform.server";
import { callDetailsHref, CALL_API, type CallHistoryMode } from "../mode";
import { recordingHref } from "./format";
import { axisSpan, type TimelineData, type TimelineLeg, type TimelineTurn } from "./timelineLayout";

const ms = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : null;
};

/** A failure of an optional part: null, but a redirect (sign-in) or an unexpected error still passes. */
function orNull(error: unknown): null {
  if (error instanceof Response) throw error;
  if (!isPlatformError(error)) throw error;
  return null;
}

function turnsOf(transcript: readonly TranscriptEntry[] | null | undefined): TimelineTurn[] {
  const turns: TimelineTurn[] = [];
  for (const entry of transcript ?? []) {
    const at = ms(entry.datetime);
    if (at !== null) turns.push({ at, role: entry.role, text: entry.text, latency: entry.latency ?? null });
  }
  return turns;
}

const partyName = (entity: CallRecord["callingEntity"]) => entity.displayName || entity.phoneNumber || entity.type;

/**
 * The legs of the call's global session (GetTransferCallBySessionId), the call alone when it has
 * none; at most CALL_TIMELINE.MAX_LEGS of them, the open call always among them.
 */
async function sessionLegs(api: PlatformClient, mode: CallHistoryMode, call: CallRecord): Promise<CallRecord[]> {
  if (!call.globalSessionId) return [call];
  const answer = await api
    .get(CALL_API.related, {
      query: {
        globalSessionId: call.globalSessionId,
        setupTime: call.setupTime,
        // An administrator reads the session in the call's own account.
        ...(mode === "admin" && call.accountId ? { accountId: call.accountId } : {}),
      },
      schema: SessionLegsSchema.nullable(),
    })
    .catch(orNull);
  const legs = answer?.calls ?? [];
  if (!legs.some((l) => l.callId === call.callId)) legs.push(call);
  legs.sort((a, b) => Date.parse(a.setupTime) - Date.parse(b.setupTime));
  if (legs.length <= CALL_TIMELINE.MAX_LEGS) return legs;
  const at = legs.findIndex((l) => l.callId === call.callId);
  const from = Math.min(Math.max(0, at - Math.floor(CALL_TIMELINE.MAX_LEGS / 2)), legs.length - CALL_TIMELINE.MAX_LEGS);
  return legs.slice(from, from + CALL_TIMELINE.MAX_LEGS);
}

/**
 * The one-call timeline of the details drawer (and the ladder dialog): every leg of the call's
 * session with its SIP ladder (GetCallLog), MOS, transcript turns with their delays and recording.
 * The open call's transcript is already loaded; the other legs' come from their details. Parts that
 * fail are left out (a leg without its ladder, without turns) rather than failing the drawer.
 */
export async function loadTimeline(
  api: PlatformClient,
  mode: CallHistoryMode,
  user: SignedIn["user"],
  call: CallRecord,
  transcript: readonly TranscriptEntry[] | null,
  listSearch: string,
  now: number,
  /** turns: false leaves the conversation out (the ladder dialog needs none). */
  options: { turns: boolean } = { turns: true },
): Promise<TimelineData> {
  const mayReadTranscripts = options.turns && hasRoles(user.roles, [ROLES.CALLTRANSCRIPT_READ]);
  const mayListen = hasRoles(user.roles, [ROLES.CALLRECORDING_READ]);
  const records = await sessionLegs(api, mode, call);
  const legs = await Promise.all(
    records.map(async (record): Promise<TimelineLeg> => {
      const current = record.callId === call.callId;
      const [ladder, details] = await Promise.all([
        api.get(CALL_API.ladder, { query: { callId: record.callId }, schema: CallLadderSchema }).catch(orNull),
        current || !mayReadTranscripts
          ? null
          : api.get(CALL_API.details(record.callId), { schema: CallDetailsSchema.nullable() }).catch(orNull),
      ]);
      return {
        callId: record.callId,
        current,
        calling: partyName(record.callingEntity),
        called: partyName(record.calledEntity),
        setup: ms(record.setupTime)!,
        connect: ms(record.connectTime),
        end: ms(record.endTime),
        successful: record.successful,
        termination: record.terminationDescription ?? null,
        mos: record.voiceMosQuality ?? null,
        messages: ladder?.messages ?? null,
        turns: mayReadTranscripts ? turnsOf(current ? transcript : details?.transcript) : [],
        recordingHref: record.recorded && mayListen ? recordingHref(mode, record.callId) : null,
        detailsHref: callDetailsHref(mode, record.callId, listSearch),
      };
    }),
  );
  const valid = legs.filter((l) => Number.isFinite(l.setup));
  return { legs: valid, ...axisSpan(valid, now), transcriptsHidden: !mayReadTranscripts };
}
