import { randomBytes } from "node:crypto";
import type { PlatformContext } from "../context";
import { writeTransaction, type Db } from "../db/database";
import { CALL_RETENTION_MS, CallGenerator, drawEnding, drawQuality, type GeneratedCall } from "../calls/generate";
import { expectedCalls, measuredRate, RATE_LOOKBACK_MS, sessionsOf } from "../calls/rate";
import { callWriter, type CallWriter } from "../calls/record";
import { rebuildMetricWindows } from "../metrics/rebuild";
import { deleteWindows, WINDOW_MS, windowStart } from "../metrics/windows";
import { hash32, Rng } from "../seed/random";
import { settlePhoneNumbers } from "../services/phones/lifecycle";
import { settleSupportPlans } from "../services/account/supportPlans";
import { AlarmSimulator } from "./alarms";
import { runCampaigns } from "./campaigns";
import { loadTraffic } from "./traffic";
import { runDueAutoRecharges } from "../services/payments/autoRecharge";
import { closeMonthIfDue } from "../services/payments/monthlyInvoices";
import { TIME } from "../../contract/limits/units";

/**
 * The live call-traffic simulator. Each tick adds, for every active account with entities,
 * calls that ended just now, at the account's rate and the business-hours/weekday shape the seed's
 * history was written with (calls/rate.ts: the rate measured from the account's last week, so the
 * statistics' last 24 hours continue the history; docs/product.md#statistics), starts a few calls
 * that stay in progress and completes the ones due, rebuilds the touched metric windows, and now and
 * then enforces the call retention.
 */

export interface TickReport {
  inserted: number;
  completed: number;
  deletedCalls: number;
  accounts: number;
  alarmsRaised: number;
  alarmsCleared: number;
  durationMs: number;
}

/** One retention pass: calls deleted, and whether older ones remain for the next tick. */
interface Retention {
  deleted: number;
  backlog: boolean;
}

export interface SimulatorOptions {
  intervalMs?: number;
  /** PRNG seed; random by default so restarts never repeat ids. */
  seed?: number;
  /** Mean time between two alarms of one account (alarms.ts ALARM_MEAN_INTERVAL_MS by default). */
  alarmMeanIntervalMs?: number;
}

const RELOAD_MS = TIME.MINUTE_MS;
const RETENTION_EVERY_MS = TIME.HOUR_MS;
const RETENTION_BATCH = 100;
/** Longest gap a tick makes up for (after a sleep or a stopped debugger). */
const MAX_CATCH_UP_MS = TIME.MINUTE_MS;
const IN_PROGRESS_SHARE = 0.1;

/** The trigger of a console's test call (services/phones/testCall.ts): it lasts 20 to 60 s. */
export const TEST_CALL_TRIGGER = "test-call";

/**
 * Planned length (seconds) of a call started in progress, derived from its id so restarts agree:
 * 20 to 299 s, a test call 20 to 60 s.
 */
export function plannedSeconds(callId: string, trigger: string | null = null): number {
  return 20 + (hash32(callId) % (trigger === TEST_CALL_TRIGGER ? 41 : 280));
}

/** An account's calls in its metric windows of the rate's lookback (calls/rate.ts measuredRate). */
function recentHistory(db: Db, accountId: string, now: number) {
  const from = windowStart(now - RATE_LOOKBACK_MS);
  const recent = db
    .prepare(
      `SELECT COALESCE(SUM(count_calls), 0) AS calls, MIN(window_start) AS first FROM metric_windows
       WHERE account_id = ? AND entity_type = '' AND entity_id = '' AND window_start >= ?`,
    )
    .get(accountId, from) as { calls: number; first: number | null };
  const established =
    db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM metric_windows WHERE account_id = ? AND entity_type = '' AND entity_id = '' AND window_start < ?)`,
      )
      .pluck()
      .get(accountId, from) === 1;
  return { calls: recent.calls, since: established || recent.first === null ? from : recent.first, established };
}

export class Simulator {
  private readonly rng: Rng;
  private readonly intervalMs: number;
  private generators: CallGenerator[] = [];
  /** Each account's rate (calls per full-weight hour), measured when the traffic is reloaded. */
  private rates = new Map<string, number>();
  private loadedAt = -Infinity;
  private lastTickAt: number | null = null;
  private retentionAt = -Infinity;
  private retentionBacklog = false;
  private carry = new Map<string, number>();
  private writer: CallWriter | undefined;
  private readonly alarms: AlarmSimulator;

  constructor(
    private readonly ctx: PlatformContext,
    options: SimulatorOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 5000;
    this.rng = new Rng(options.seed ?? randomBytes(4).readUInt32LE(0));
    this.alarms = new AlarmSimulator(ctx, this.rng, options.alarmMeanIntervalMs);
  }

  /** One step of the simulation at ctx.now(). */
  tick(): TickReport {
    const started = performance.now();
    const { db } = this.ctx;
    const now = this.ctx.now();
    const elapsed = Math.min(
      MAX_CATCH_UP_MS,
      Math.max(0, this.lastTickAt === null ? this.intervalMs : now - this.lastTickAt),
    );
    if (now - this.loadedAt >= RELOAD_MS) {
      this.generators = loadTraffic(db, now)
        .map((t) => new CallGenerator(this.rng, t))
        .filter((g) => g.canCall);
      this.rates = new Map(
        this.generators.map((g) => [
          g.traffic.accountId,
          measuredRate(recentHistory(db, g.traffic.accountId, now), now, entityCount(g)),
        ]),
      );
      this.loadedAt = now;
    }

    // One write transaction (writeTransaction: the write lock first, retried on SQLITE_BUSY, so another
    // process on the same file cannot make a tick fail). A retry runs the body again on a rolled-back
    // database, so what it changes outside the database (counts, carries, the retention clock) is
    // built afresh in each attempt and kept only once the transaction has committed.
    const done = writeTransaction(db, () => {
      const report: TickReport = {
        inserted: 0,
        completed: 0,
        deletedCalls: 0,
        accounts: 0,
        alarmsRaised: 0,
        alarmsCleared: 0,
        durationMs: 0,
      };
      const carry = new Map(this.carry);
      let retention: Retention | null = null;
      const writer = (this.writer ??= callWriter(db));
      const touched = new Map<string, number>(); // account -> earliest setup time changed
      const touch = (accountId: string, setup: number) =>
        touched.set(accountId, Math.min(setup, touched.get(accountId) ?? Infinity));

      for (const g of this.generators) {
        const t = g.traffic;
        // Sessions due in the time since the last tick, at the account's rate and the shape's weight
        // of that time (calls/rate.ts). A random starting fraction keeps the small accounts from all
        // calling on the same tick.
        const rate = this.rates.get(t.accountId) ?? 0;
        const expected =
          (carry.get(t.accountId) ?? this.rng.next()) + sessionsOf(expectedCalls(rate, now - elapsed, now));
        const n = Math.floor(expected);
        carry.set(t.accountId, expected - n);
        for (let i = 0; i < n; i++) {
          const legs = this.rng.chance(IN_PROGRESS_SHARE)
            ? g.session(now - this.rng.int(0, Math.max(1, elapsed)), now, true)
            : endedJustNow(
                g.session(now - 180_000, Number.MAX_SAFE_INTEGER),
                now - this.rng.int(0, Math.max(1, elapsed)),
              );
          for (const leg of legs) {
            writer.insert(leg.row, leg.details);
            touch(t.accountId, leg.row.setup_time);
            report.inserted++;
          }
        }
      }

      report.completed = this.completeDue(now, touch);
      for (const [accountId, from] of touched) rebuildMetricWindows(db, accountId, from, now);
      report.accounts = touched.size;

      if (this.retentionBacklog || now - this.retentionAt >= RETENTION_EVERY_MS) {
        retention = this.enforceRetention(now);
        report.deletedCalls = retention.deleted;
      }
      return { report, carry, retention };
    });
    const { report } = done;
    // Only a committed tick moves the clock: after a failed one the next makes up for its time.
    this.lastTickAt = now;
    this.carry = done.carry;
    if (done.retention) {
      this.retentionBacklog = done.retention.backlog;
      this.retentionAt = now;
    }
    // After the calls' transaction: the alarms' notifications go out to the hub as soon as they are stored.
    const alarms = this.alarms.tick(
      this.generators.map((g) => g.traffic),
      elapsed,
    );
    report.alarmsRaised = alarms.raised;
    report.alarmsCleared = alarms.cleared;
    // The number provider's answers that are due (port-ins, documents reviews).
    settlePhoneNumbers(this.ctx);
    // Support plan changes the contracts desk has answered, and cancellations whose month has come.
    settleSupportPlans(this.ctx);
    // The started campaigns place their calls (after the traffic's transaction: each campaign has its own).
    runCampaigns(this.ctx);
    // Prepaid accounts below their auto-recharge threshold are recharged (after the calls' charges).
    runDueAutoRecharges(this.ctx);
    // A new month closes the last one: postpaid accounts get its invoice (once).
    closeMonthIfDue(this.ctx);
    report.durationMs = performance.now() - started;
    return report;
  }

  /** Ends the in-progress calls whose planned length has passed. */
  private completeDue(now: number, touch: (accountId: string, setup: number) => void): number {
    const accounts = this.ctx.db.prepare("SELECT id FROM accounts").pluck().all() as string[];
    let completed = 0;
    for (const accountId of accounts) completed += endDueCalls(this.ctx.db, this.rng, accountId, now, touch);
    return completed;
  }

  /** Deletes calls (and their details, by cascade) and metric windows past the retention. */
  private enforceRetention(now: number): Retention {
    const { db } = this.ctx;
    // Delete in setup order, at most a batch per tick; windows go only once all their calls
    // are gone, so the windows always equal the calls that remain.
    const cutoff = windowStart(now - CALL_RETENTION_MS);
    const batchEnd = db
      .prepare(
        `SELECT setup_time FROM calls INDEXED BY calls_setup WHERE setup_time < ? ORDER BY setup_time LIMIT 1 OFFSET ${RETENTION_BATCH}`,
      )
      .pluck()
      .get(cutoff) as number | undefined;
    let bound = cutoff;
    if (batchEnd !== undefined) {
      bound = windowStart(batchEnd);
      const first = db.prepare("SELECT MIN(setup_time) FROM calls").pluck().get() as number;
      if (bound <= first) bound += WINDOW_MS; // one window holds more than a batch: take it whole
    }
    const deleted = db.prepare("DELETE FROM calls WHERE setup_time < ?").run(bound).changes;
    const accounts = db.prepare("SELECT id FROM accounts").pluck().all() as string[];
    for (const accountId of accounts) deleteWindows(db, accountId, 0, bound);
    return { deleted, backlog: batchEnd !== undefined };
  }
}

/** The entities of an account able to carry its calls. */
function entityCount(g: CallGenerator): number {
  const t = g.traffic;
  return t.bots.length + t.phones.length + t.sips.length + t.teams.length + t.whatsapp.length;
}

/**
 * Ends the account's in-progress calls whose planned length (plannedSeconds) has passed at `now`:
 * end time, duration, an ending and the quality figures. The caller rebuilds the metric windows of
 * the calls it is told of (`touch`), in the same transaction. Used by the simulator's tick and by a
 * test call's own timer (services/phones/testCall.ts).
 */
export function endDueCalls(
  db: Db,
  rng: Rng,
  accountId: string,
  now: number,
  touch: (accountId: string, setup: number) => void,
): number {
  const open = db.prepare(
    "SELECT id, call_id, setup_time, connect_time, trigger FROM calls INDEXED BY calls_account_end WHERE account_id = ? AND end_time IS NULL",
  );
  const finish = db.prepare(
    `UPDATE calls SET end_time = @end_time, duration_seconds = @duration_seconds, termination_description = @termination_description,
       voice_mos_quality = @voice_mos_quality, source_inbound_mos = @source_inbound_mos, source_outbound_mos = @source_outbound_mos,
       dest_inbound_mos = @dest_inbound_mos, dest_outbound_mos = @dest_outbound_mos,
       media_packet_loss_percent = @media_packet_loss_percent, media_jitter_ms = @media_jitter_ms, media_delay_ms = @media_delay_ms
     WHERE id = @id AND end_time IS NULL`,
  );
  let completed = 0;
  for (const c of open.all(accountId) as {
    id: number;
    call_id: string;
    setup_time: number;
    connect_time: number | null;
    trigger: string | null;
  }[]) {
    const start = c.connect_time ?? c.setup_time;
    const end = start + plannedSeconds(c.call_id, c.trigger) * 1000;
    if (end > now) continue;
    finish.run({
      id: c.id,
      end_time: end,
      duration_seconds: Math.floor((end - start) / 1000),
      termination_description: drawEnding(rng),
      ...drawQuality(rng),
    });
    touch(accountId, c.setup_time);
    completed++;
  }
  return completed;
}

/** Moves a generated session in time so its last leg ends at `end`. */
export function endedJustNow(legs: GeneratedCall[], end: number): GeneratedCall[] {
  const last = Math.max(...legs.map((l) => l.row.end_time ?? l.row.setup_time));
  const delta = end - last;
  for (const { row, details } of legs) {
    row.setup_time += delta;
    if (row.connect_time !== null) row.connect_time += delta;
    if (row.end_time !== null) row.end_time += delta;
    if (row.expire_time !== null) row.expire_time += delta;
    for (const t of details?.transcript ?? []) t.at += delta;
    for (const l of details?.logs ?? []) l.at += delta;
    const transcript = details?.analyses?.find((a) => a.type === "transcript");
    if (transcript && details?.transcript) {
      transcript.result = details.transcript.map((t) => ({
        role: t.role,
        text: t.text,
        datetime: new Date(t.at).toISOString(),
      }));
    }
  }
  return legs;
}
