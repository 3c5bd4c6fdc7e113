/**
 * A test call (not in the spec; what a voice console offers once a number is connected): the embedded
 * platform places one call to the number now — answered by its own bot or wherever the account's
 * routing rules send it, as its live traffic's calls to it go (the simulator's generator and the rule
 * tester's matcher) — and answers its id, so the console opens it in the call history. A number that
 * is not active, or that nothing would answer, is refused with the reason.
 */
import { randomBytes } from "node:crypto";
import { CallGenerator } from "../../calls/generate";
import { callWriter } from "../../calls/record";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { conflict, notFound } from "../../http/errors";
import { rebuildMetricWindows } from "../../metrics/rebuild";
import { Rng } from "../../seed/random";
import { endedJustNow } from "../../simulator/simulator";
import { loadTraffic } from "../../simulator/traffic";

/** How long before its end the test call was set up (the generator draws its length within). */
const SETUP_BEFORE_END_MS = 180_000;

export function placeTestCall(ctx: PlatformContext, accountId: string, phoneId: string): { callId: string } {
  const { db } = ctx;
  const phone = db
    .prepare("SELECT status FROM phone_numbers WHERE id = ? AND account_id = ? AND deleted_at IS NULL")
    .get(phoneId, accountId) as { status: string } | undefined;
  if (!phone) throw notFound("Phone number not found");
  if (phone.status !== "Active") throw conflict("warning_test_call_number_not_active");
  const now = ctx.now();
  const [traffic] = loadTraffic(db, now, accountId);
  const call = traffic
    ? new CallGenerator(new Rng(randomBytes(4).readUInt32LE(0)), traffic).callTo(
        phoneId,
        now - SETUP_BEFORE_END_MS,
        Number.MAX_SAFE_INTEGER,
      )
    : null;
  if (!call) throw conflict("warning_test_call_no_destination");
  const [ended] = endedJustNow([call], now);
  writeTransaction(db, () => {
    callWriter(db).insert(ended.row, ended.details);
    // The statistics read the metric windows: rebuild the one the call falls in.
    rebuildMetricWindows(db, accountId, ended.row.setup_time, now);
  });
  return { callId: ended.row.call_id };
}
