/**
 * The SIP ladder generator (platform/calls/sipLadder.ts) and the per-turn delays: every outcome a
 * call can have gives a well-formed dialog, consistent with the record's times.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFinal, sipLadder, type LadderLeg, type SipMessage } from "../../../platform/calls/sipLadder";
import { turnLatencies } from "../../../platform/calls/turnLatency";

const FAILURES = [
  "No answer",
  "Busy",
  "Bot unreachable",
  "Call rejected",
  "Service unavailable",
  "Request timeout",
  "Cancelled",
  "Something odd",
  null,
];
const ENDINGS = [
  "Normal call clearing",
  "Caller hung up",
  "Bot ended the call",
  "Max call duration reached",
  "Call transferred",
];

const T0 = Date.UTC(2026, 10, 20, 9, 0, 0);

/** Checks every rule of a well-formed dialog; returns the messages for further checks. */
function expectWellFormed(leg: LadderLeg, messages: SipMessage[], now: number) {
  const end = leg.endTime ?? now;
  // Times: monotonic, within [setup, end].
  for (let i = 0; i < messages.length; i++) {
    expect(messages[i].at).toBeGreaterThanOrEqual(leg.setupTime);
    expect(messages[i].at).toBeLessThanOrEqual(end);
    if (i > 0) expect(messages[i].at).toBeGreaterThanOrEqual(messages[i - 1].at);
    expect(messages[i].to).not.toBe(messages[i].from);
  }
  expect(messages[0]).toMatchObject({ method: "INVITE", status: null, from: "calling", at: leg.setupTime });
  // Each INVITE (initial or re-INVITE) has exactly one final answer after it, from the other side, and an ACK for it.
  const invites = messages.filter((m) => m.method === "INVITE" && m.status === null);
  for (const invite of invites) {
    const answers = messages.filter(
      (m) => m.method === "INVITE" && m.cseq === invite.cseq && m.from === invite.to && m.status !== null,
    );
    const finals = answers.filter(isFinal);
    const open = leg.endTime === null && leg.connectTime === null && invite === invites[0];
    expect(finals).toHaveLength(open ? 0 : 1);
    if (finals.length === 0) continue;
    const acks = messages.filter((m) => m.method === "ACK" && m.cseq === invite.cseq && m.from === invite.from);
    expect(acks).toHaveLength(1);
    expect(messages.indexOf(acks[0])).toBeGreaterThan(messages.indexOf(finals[0]));
    for (const a of answers) expect(messages.indexOf(a)).toBeGreaterThan(messages.indexOf(invite));
  }
  // Every other request (BYE, REFER, NOTIFY, CANCEL) has one final answer.
  for (const req of messages.filter((m) => m.status === null && m.method !== "INVITE" && m.method !== "ACK")) {
    const finals = messages.filter(
      (m) => m.method === req.method && m.cseq === req.cseq && m.from === req.to && isFinal(m),
    );
    expect(finals).toHaveLength(1);
  }
  const established = leg.connectTime !== null;
  const initialFinal = messages.find((m) => m.method === "INVITE" && m.cseq === 1 && m.from === "called" && isFinal(m));
  const byes = messages.filter((m) => m.method === "BYE" && m.status === null);
  if (established) {
    expect(initialFinal?.status).toBe(200);
    expect(initialFinal?.at).toBe(Math.min(end, leg.connectTime!));
    expect(byes).toHaveLength(leg.endTime === null ? 0 : 1);
  } else {
    expect(byes).toHaveLength(0);
    if (leg.endTime !== null) expect(initialFinal!.status).toBeGreaterThanOrEqual(300);
  }
  return messages;
}

const failed = (termination: string | null, ringMs = 12_000, callId = "c-failed"): LadderLeg => ({
  callId,
  setupTime: T0,
  connectTime: null,
  endTime: T0 + ringMs,
  terminationDescription: termination,
  features: [],
});
const answered = (termination: string, seconds = 95, callId = "c-ok", features: string[] = []): LadderLeg => ({
  callId,
  setupTime: T0,
  connectTime: T0 + 4000,
  endTime: T0 + 4000 + seconds * 1000,
  terminationDescription: termination,
  features,
});

describe("sipLadder: one well-formed dialog per outcome", () => {
  it.each(FAILURES)("a failed call (%s) ends in its failure answer and ACK, without BYE", (termination) => {
    const leg = failed(termination);
    const messages = expectWellFormed(leg, sipLadder(leg, T0 + 60_000), T0 + 60_000);
    expect(messages.at(-1)).toMatchObject({ method: "ACK", at: leg.endTime });
    expect(messages.find((m) => isFinal(m) && m.method === "INVITE")!.status).toBeGreaterThanOrEqual(400);
  });

  it("maps each reason to its SIP answer", () => {
    const statusOf = (termination: string | null) => {
      const messages = sipLadder(failed(termination), T0 + 60_000);
      return messages.find((m) => m.method === "INVITE" && isFinal(m))!.status;
    };
    expect(statusOf("Busy")).toBe(486);
    expect(statusOf("Bot unreachable")).toBe(404);
    expect(statusOf("Call rejected")).toBe(603);
    expect(statusOf("Service unavailable")).toBe(503);
    expect(statusOf("Request timeout")).toBe(408);
    expect(statusOf("Cancelled")).toBe(487);
    expect(statusOf("<b>x</b>Busy")).toBe(486);
    expect(statusOf(null)).toBe(500);
    // No answer: the callee's 480 or the caller's CANCEL and 487, per call.
    const noAnswer = new Set(
      Array.from({ length: 40 }, (_, i) => sipLadder(failed("No answer", 12_000, `na-${i}`), T0 + 60_000)),
    );
    const statuses = new Set([...noAnswer].map((m) => m.find((x) => x.method === "INVITE" && isFinal(x))!.status));
    expect([...statuses].sort()).toEqual([480, 487]);
    for (const m of noAnswer) {
      const cancel = m.find((x) => x.method === "CANCEL" && x.status === null);
      const final = m.find((x) => x.method === "INVITE" && isFinal(x))!;
      expect(Boolean(cancel)).toBe(final.status === 487);
    }
  });

  it.each(ENDINGS)("an answered call (%s): 200 OK at answer, ACK, one BYE answered at the end", (termination) => {
    const leg = answered(termination);
    const messages = expectWellFormed(leg, sipLadder(leg, T0 + 600_000), T0 + 600_000);
    expect(messages.at(-1)).toMatchObject({ method: "BYE", status: 200, at: leg.endTime });
  });

  it("who hangs up follows the reason", () => {
    const byeOf = (termination: string) =>
      sipLadder(answered(termination), T0 + 600_000).find((m) => m.method === "BYE" && m.status === null)!;
    expect(byeOf("Caller hung up").from).toBe("calling");
    expect(byeOf("Bot ended the call").from).toBe("called");
    expect(byeOf("Max call duration reached").detail).toContain("cause=102");
  });

  it("a transferred leg holds, REFERs to the next leg's number, NOTIFYs when that leg starts, then the transferor hangs up", () => {
    const leg = answered("Call transferred", 120, "c-transfer", ["transcript", "transfer"]);
    const nextSetup = leg.endTime! - 1800;
    const messages = expectWellFormed(
      leg,
      sipLadder(leg, T0 + 600_000, { setupTime: nextSetup, number: "+441234" }),
      T0 + 600_000,
    );
    const methods = messages.filter((m) => m.status === null).map((m) => m.method);
    expect(methods).toEqual(["INVITE", "ACK", "INVITE", "ACK", "REFER", "NOTIFY", "BYE"]);
    const refer = messages.find((m) => m.method === "REFER" && m.status === null)!;
    expect(refer).toMatchObject({ from: "called", detail: "Refer-To: <sip:+441234>" });
    expect(refer.at).toBeLessThanOrEqual(nextSetup);
    expect(messages.find((m) => m.method === "REFER" && m.status !== null)).toMatchObject({ status: 202 });
    expect(messages.find((m) => m.method === "NOTIFY" && m.status === null)!.at).toBe(nextSetup);
    expect(
      messages.find((m) => m.method === "INVITE" && m.cseq === 1 && m.from === "called" && m.status === null)?.detail,
    ).toBe("a=sendonly");
    expect(messages.find((m) => m.method === "BYE" && m.status === null)!.from).toBe("called");
  });

  it("a long call refreshes its session with re-INVITEs every 15 minutes", () => {
    const leg = answered("Normal call clearing", 2000);
    const messages = expectWellFormed(leg, sipLadder(leg, T0 + 3_000_000), T0 + 3_000_000);
    expect(messages.filter((m) => m.method === "INVITE" && m.status === null)).toHaveLength(3);
  });

  it("a call in progress stops at what has happened by now; a ringing one at its provisional answers", () => {
    const open = { ...answered("x"), endTime: null, terminationDescription: null };
    const messages = expectWellFormed(open, sipLadder(open, T0 + 30_000), T0 + 30_000);
    expect(messages.map((m) => m.status ?? m.method)).toEqual(["INVITE", 100, messages[2].status, 200, "ACK"]);
    const ringing = { ...failed(null), endTime: null };
    expect(
      expectWellFormed(ringing, sipLadder(ringing, T0 + 2000), T0 + 2000).map((m) => m.status ?? m.method),
    ).toEqual(["INVITE", 100]);
  });

  it("is the same on every read (seeded by the call id)", () => {
    const leg = answered("Normal call clearing", 300, "stable");
    expect(sipLadder(leg, T0 + 900_000)).toEqual(sipLadder(leg, T0 + 900_000));
  });

  it("any record shape gives a well-formed dialog (property)", () => {
    fc.assert(
      fc.property(
        fc.record({
          callId: fc.string({ minLength: 1, maxLength: 12 }),
          ring: fc.integer({ min: 0, max: 40_000 }),
          talk: fc.integer({ min: 0, max: 4_000_000 }),
          connected: fc.boolean(),
          ended: fc.boolean(),
          termination: fc.constantFrom(...FAILURES, ...ENDINGS),
          transferGap: fc.option(fc.integer({ min: 0, max: 5000 })),
        }),
        ({ callId, ring, talk, connected, ended, termination, transferGap }) => {
          const connect = connected ? T0 + ring : null;
          const end = ended ? T0 + ring + (connected ? talk : 0) : null;
          const now = T0 + ring + talk + 1000;
          const leg: LadderLeg = {
            callId,
            setupTime: T0,
            connectTime: connect,
            endTime: end,
            terminationDescription: termination,
            features: [],
          };
          const transfer =
            transferGap !== null && end !== null ? { setupTime: Math.max(T0, end - transferGap), number: "+1" } : null;
          expectWellFormed(leg, sipLadder(leg, now, transfer), now);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("turnLatencies", () => {
  const stages = {
    stt: { avg: 300, med: 280, max: 900 },
    bot: { avg: 700, med: 650, max: 2100 },
    tts: { avg: 150, med: 140, max: 390 },
  };

  it("gives each bot answer to a caller's turn its delays; one turn reaches each maximum, none exceeds it", () => {
    const roles = ["assistant", "user", "assistant", "user", "assistant", "user", "assistant"];
    const result = turnLatencies("c1", roles, stages);
    expect(result.map((r) => r !== null)).toEqual([false, false, true, false, true, false, true]);
    const answers = result.filter((r) => r !== null);
    expect(Math.max(...answers.map((r) => r.sttMs))).toBe(900);
    expect(Math.max(...answers.map((r) => r.botMs))).toBe(2100);
    expect(Math.max(...answers.map((r) => r.ttsMs))).toBe(390);
    for (const r of answers) expect(Math.min(r.sttMs, r.botMs, r.ttsMs)).toBeGreaterThan(0);
    expect(turnLatencies("c1", roles, stages)).toEqual(result);
  });

  it("has none for a call without figures", () => {
    const none = { avg: null, med: null, max: null };
    expect(turnLatencies("c2", ["user", "assistant"], { stt: none, bot: none, tts: none })).toEqual([null, null]);
  });
});
