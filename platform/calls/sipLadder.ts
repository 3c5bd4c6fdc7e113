/**
 * The SIP ladder of a call leg: the messages between its calling and called side over time (docs/product.md#wizards
 * "SIP ladder dialog"), derived from the stored call record alone.
 *
 * Why derived, not stored: the history holds up to a million seeded calls; a dozen SIP rows each
 * would multiply the database for figures that follow entirely from what the simulator already
 * records (setup, answer and end times, the termination reason, the transfer leg of the session).
 * The choices a real network would add (provisional answer, who hangs up, small gaps) are drawn
 * from a generator seeded by the call id, so every call's ladder is the same on every read.
 *
 * The dialog is well formed for every outcome: each INVITE (and re-INVITE) gets one final answer,
 * every final answer to an INVITE is acknowledged, an established leg ends with one BYE (answered
 * 200) unless it is still in progress, and times never go backwards nor leave [setup, end].
 */
import { hash32, Rng } from "../seed/random";

export type SipSide = "calling" | "called";

export interface SipMessage {
  /** Epoch milliseconds. */
  at: number;
  from: SipSide;
  to: SipSide;
  /** The request's method, or for a response the method it answers (its CSeq method). */
  method: string;
  /** Responses only: the status code and reason phrase. */
  status: number | null;
  reason: string | null;
  /** CSeq number in the sender's (request) or the request's (response) sequence. */
  cseq: number;
  /** One notable header or body line, as it appears on the wire (Refer-To, sipfrag, Reason, SDP direction). */
  detail: string | null;
}

/** What the ladder reads of a call record. */
export interface LadderLeg {
  callId: string;
  setupTime: number;
  connectTime: number | null;
  endTime: number | null;
  terminationDescription: string | null;
  features: readonly string[];
}

/** The session's transfer leg started by this leg's REFER, when it has one. */
export interface TransferTarget {
  setupTime: number;
  number: string | null;
}

/** A final failure answer and whether the callee rang first. */
interface Failure {
  status: number;
  reason: string;
  ringing: boolean;
  /** The calling side gave up: CANCEL, then 487 to the INVITE. */
  cancelled?: boolean;
}

/**
 * The failure answer a termination reason stands for. The reasons are the platform's own texts
 * (calls/generate.ts, simulator/campaigns.ts); an unknown one is a server failure. Lower-cased
 * substring matching keeps decorated texts (prefixes, suffixes) on the right answer.
 */
export function failureOf(termination: string | null, rng: Rng): Failure {
  const text = (termination ?? "").toLowerCase();
  if (text.includes("busy")) return { status: 486, reason: "Busy Here", ringing: false };
  if (text.includes("cancel")) return { status: 487, reason: "Request Terminated", ringing: true, cancelled: true };
  if (text.includes("no answer")) {
    // The called side gives up ringing (480), or the caller does (CANCEL, 487).
    return rng.chance(0.5)
      ? { status: 480, reason: "Temporarily Unavailable", ringing: true }
      : { status: 487, reason: "Request Terminated", ringing: true, cancelled: true };
  }
  if (text.includes("unreachable") || text.includes("not found"))
    return { status: 404, reason: "Not Found", ringing: false };
  if (text.includes("rejected") || text.includes("decline"))
    return { status: 603, reason: "Decline", ringing: rng.chance(0.5) };
  if (text.includes("unavailable")) return { status: 503, reason: "Service Unavailable", ringing: false };
  if (text.includes("timeout")) return { status: 408, reason: "Request Timeout", ringing: false };
  return { status: 500, reason: "Server Internal Error", ringing: false };
}

/** Who sends the BYE of an established leg, by its termination reason. */
function byeSender(leg: LadderLeg, transferred: boolean, rng: Rng): SipSide {
  const text = (leg.terminationDescription ?? "").toLowerCase();
  if (transferred || text.includes("bot ended")) return "called";
  if (text.includes("caller hung up") || text.includes("max call duration")) return "calling";
  return rng.chance(0.5) ? "calling" : "called";
}

/** Q.850 cause of a BYE, when the reason names one. */
function byeReason(leg: LadderLeg): string | null {
  const text = (leg.terminationDescription ?? "").toLowerCase();
  if (text.includes("max call duration")) return 'Reason: Q.850;cause=102;text="Recovery on timer expiry"';
  if (text.includes("transferred")) return null;
  return 'Reason: Q.850;cause=16;text="Normal call clearing"';
}

/** Session-Expires of 1800 s (RFC 4028's recommendation) refreshed at half time by a re-INVITE. */
const SESSION_REFRESH_MS = 900_000;

const other = (side: SipSide): SipSide => (side === "calling" ? "called" : "calling");

export function isTransferred(leg: LadderLeg): boolean {
  return leg.features.includes("transfer") || (leg.terminationDescription ?? "").toLowerCase().includes("transferred");
}

/**
 * The leg's messages in time order. `now` bounds a call still in progress (no end time): its
 * ladder stops at the ACK (and any re-INVITE due by now). `transfer` is the session's next leg when
 * this one was transferred: its REFER precedes that leg's INVITE and the NOTIFY follows it.
 */
export function sipLadder(leg: LadderLeg, now: number, transfer: TransferTarget | null = null): SipMessage[] {
  const rng = new Rng(hash32(`sip-ladder:${leg.callId}`));
  const start = leg.setupTime;
  const end = leg.endTime ?? Math.max(start, now);
  const messages: SipMessage[] = [];
  const cseq: Record<SipSide, number> = { calling: 0, called: 0 };
  let last = start;
  /** A time `gap` ms after the previous message, never past the leg's end nor before the previous. */
  const after = (gap: number) => (last = Math.min(end, Math.max(last, last + gap)));
  /** A time no earlier than the previous message and no later than the end: `at` clamped. */
  const clampAt = (at: number) => (last = Math.min(end, Math.max(last, at)));
  const request = (at: number, from: SipSide, method: string, detail: string | null = null, seq?: number) => {
    const n = seq ?? ++cseq[from];
    messages.push({ at, from, to: other(from), method, status: null, reason: null, cseq: n, detail });
    return n;
  };
  const response = (
    at: number,
    from: SipSide,
    method: string,
    seq: number,
    status: number,
    reason: string,
    detail: string | null = null,
  ) => messages.push({ at, from, to: other(from), method, status, reason, cseq: seq, detail });

  const established = leg.connectTime !== null;
  const connect = established ? Math.min(end, Math.max(start, leg.connectTime!)) : end;
  const invite = request(start, "calling", "INVITE", "Content-Type: application/sdp (offer)");
  // Provisional answers come before the answer (an instant answer has them at the same time).
  response(clampAt(Math.min(connect, start + rng.int(10, 120))), "called", "INVITE", invite, 100, "Trying");

  if (!established) {
    if (leg.endTime === null) return messages; // still ringing: no answer yet
    const failure = failureOf(leg.terminationDescription, rng);
    if (failure.ringing) response(after(rng.int(150, 1500)), "called", "INVITE", invite, 180, "Ringing");
    const finalAt = end - rng.int(5, 40);
    if (failure.cancelled) {
      const cancel = request(clampAt(finalAt - rng.int(20, 80)), "calling", "CANCEL", null, invite);
      response(after(rng.int(5, 30)), "called", "CANCEL", cancel, 200, "OK");
    }
    response(clampAt(finalAt), "called", "INVITE", invite, failure.status, failure.reason);
    request(clampAt(end), "calling", "ACK", null, invite);
    return messages;
  }

  // Early media (183) for calls to the platform's bots and SIP trunks, plain ringing otherwise: either is a provisional answer.
  const early = rng.chance(0.3);
  const provisionalAt = start + Math.floor((connect - start) * rng.real(0.05, 0.4));
  response(
    clampAt(provisionalAt),
    "called",
    "INVITE",
    invite,
    early ? 183 : 180,
    early ? "Session Progress" : "Ringing",
  );
  response(clampAt(connect), "called", "INVITE", invite, 200, "OK", "Content-Type: application/sdp (answer)");
  request(after(rng.int(5, 40)), "calling", "ACK", null, invite);

  const transferred = isTransferred(leg);
  const reInvite = (at: number, from: SipSide, detail: string) => {
    const n = request(clampAt(at), from, "INVITE", detail);
    response(after(rng.int(10, 80)), other(from), "INVITE", n, 200, "OK", "Content-Type: application/sdp (answer)");
    request(after(rng.int(5, 40)), from, "ACK", null, n);
  };

  // Session refreshes while the leg lasts (an open leg: those due by now).
  const byeAt = end - rng.int(20, 200);
  const lastRefresh = transfer ? transfer.setupTime : byeAt;
  for (let at = connect + SESSION_REFRESH_MS; at < lastRefresh - 1000; at += SESSION_REFRESH_MS) {
    reInvite(at, "calling", "Session-Expires: 1800;refresher=uac");
  }

  if (transferred) {
    // A blind transfer by the called side (the bot): hold, REFER, the transferee's progress, BYE.
    const setup = transfer?.setupTime ?? end - rng.int(1000, 3000);
    reInvite(setup - rng.int(400, 900), "called", "a=sendonly");
    const refer = request(
      clampAt(setup - rng.int(50, 300)),
      "called",
      "REFER",
      `Refer-To: <sip:${transfer?.number ?? "transfer-target"}>`,
    );
    response(after(rng.int(5, 40)), "calling", "REFER", refer, 202, "Accepted");
    const notify = request(clampAt(setup), "calling", "NOTIFY", "Content-Type: message/sipfrag (SIP/2.0 100 Trying)");
    response(after(rng.int(5, 40)), "called", "NOTIFY", notify, 200, "OK");
  }

  if (leg.endTime === null) return messages;
  const from = byeSender(leg, transferred, rng);
  const bye = request(clampAt(byeAt), from, "BYE", byeReason(leg));
  response(clampAt(end), other(from), "BYE", bye, 200, "OK");
  return messages;
}

/** Whether a message is a final answer (2xx..6xx). */
export const isFinal = (m: SipMessage) => m.status !== null && m.status >= 200;
