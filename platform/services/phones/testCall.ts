/**
 * A test call (not in the spec; what a voice console offers once a number is connected): the embedded
 * platform places one call to the number now — answered by its own bot or wherever the account's
 * routing rules send it, as its live traffic's calls to it go (the simulator's generator and the rule
 * tester's matcher) — and answers its id, so the console opens it in the call history. A number that
 * is not active, or that nothing would answer, is refused with the reason.
 *
 * The call starts now (never before the number existed) and is in progress (no end time, no duration
 * yet: the call history shows "In progress", docs/product.md#call-record); it ends 20 to 60 s later
 * (simulator.ts plannedSeconds), ended by the simulator's tick or, without the simulator, by a timer of
 * its own, and its record and metric window are then updated as any simulated call's.
 */
import { randomBytes } from "node:crypto";
import { CallGenerator } from "../../calls/generate";
import { callWriter } from "../../calls/record";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { conflict, notFound } from "../../http/errors";
import { rebuildMetricWindows } from "../../metrics/rebuild";
import { Rng } from "../../seed/random";
import { endDueCalls, plannedSeconds, TEST_CALL_TRIGGER } from "../../simulator/simulator";
import { loadTraffic } from "../../simulator/traffic";

/** Slack after the planned end before the timer ends the call (the simulator's tick usually has). */
const END_TIMER_SLACK_MS = 1000;

export function placeTestCall(ctx: PlatformContext, accountId: string, phoneId: string): { callId: string } {
  const { db } = ctx;
  const phone = db
    .prepare("SELECT status, created_at FROM phone_numbers WHERE id = ? AND account_id = ? AND deleted_at IS NULL")
    .get(phoneId, accountId) as { status: string; created_at: number } | undefined;
  if (!phone) throw notFound("Phone number not found");
  if (phone.status !== "Active") throw conflict("warning_test_call_number_not_active");
  const now = ctx.now();
  const setup = Math.max(now, phone.created_at);
  const rng = new Rng(randomBytes(4).readUInt32LE(0));
  const [traffic] = loadTraffic(db, now, accountId);
  const call = traffic
    ? new CallGenerator(rng, traffic).callTo(phoneId, setup, setup, { inProgress: true, trigger: TEST_CALL_TRIGGER })
    : null;
  if (!call) throw conflict("warning_test_call_no_destination");
  // The console's own test call is listed (the call list leaves out the rows flagged as test calls).
  call.row.is_test_call = 0;
  writeTransaction(db, () => {
    callWriter(db).insert(call.row, call.details);
    // The statistics read the metric windows: rebuild the one the call falls in.
    rebuildMetricWindows(db, accountId, call.row.setup_time, now);
  });
  const end = (call.row.connect_time ?? setup) + plannedSeconds(call.row.call_id, TEST_CALL_TRIGGER) * 1000;
  scheduleEnd(ctx, accountId, end - now + END_TIMER_SLACK_MS);
  return { callId: call.row.call_id };
}

/**
 * Ends the account's due calls (the test call among them) once `delayMs` has passed, should the
 * simulator not run (PLATFORM_SIMULATE=false) or not have ticked yet. The timer keeps no process alive,
 * and a platform closed meanwhile is left alone.
 */
function scheduleEnd(ctx: PlatformContext, accountId: string, delayMs: number): void {
  const timer = setTimeout(
    () => {
      try {
        const { db } = ctx;
        if (!db.open) return;
        const now = ctx.now();
        writeTransaction(db, () => {
          let from = Infinity;
          endDueCalls(db, new Rng(randomBytes(4).readUInt32LE(0)), accountId, now, (_, setup) => {
            from = Math.min(from, setup);
          });
          if (from !== Infinity) rebuildMetricWindows(db, accountId, from, now);
        });
      } catch (e) {
        console.error("test call: ending it failed:", e);
      }
    },
    Math.max(0, delayMs),
  );
  timer.unref();
}
