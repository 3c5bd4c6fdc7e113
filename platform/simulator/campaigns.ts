/**
 * The campaign runner (issue 17 item 2: "The simulator places the calls"): on each simulator tick,
 * every started campaign places its contacts' calls inside its window, at most its calls per second
 * (a pacing credit that grows with the time since its last pass, never banked beyond the fraction of
 * a call) and at most its concurrency (0: no limit of its own), and retries an unanswered contact after
 * the delay, as many times as configured. Each attempt is recorded when it ends, as a row of the
 * calls table with the campaign's id and name (so the call history's campaign filter and the
 * statistics see it), from the bot (calling, on the caller number) to the contact.
 *
 * The callee is simulated deterministically, so tests choose outcomes (CAMPAIGNS.SIMULATED_*): a number
 * ending in 00 never answers, one ending in 01 is busy on its first attempt and answers a retry, any
 * other answers; an answered call lasts 2–6 s by its number, an unanswered one rings 4 s. Ids come
 * from a PRNG seeded with the campaign, the contact and the attempt.
 *
 * States: a started campaign (scheduled) turns running when its window is open and back to scheduled
 * when it closes; when no contact is left to call or in a call it is completed. Paused and cancelled
 * campaigns place nothing, but their calls in flight still end and are recorded. Everything is in the
 * rows, so a restarted platform carries on.
 */
import { CAMPAIGNS } from "../../contract/limits/campaigns";
import { TIME } from "../../contract/limits/units";
import { CAMPAIGN_DAYS, minutesOfDay, type CampaignDay } from "../../contract/wire/campaigns";
import type { PlatformContext } from "../context";
import { writeTransaction } from "../db/database";
import { CALL_RETENTION_MS } from "../calls/generate";
import { callWriter, type CallRow } from "../calls/record";
import { rebuildMetricWindows } from "../metrics/rebuild";
import { hash32, Rng } from "../seed/random";
import { reportCompleted, reportProgress } from "../services/campaigns/progress";
import { botEntity } from "./traffic";

export interface CampaignRunReport {
  placed: number;
  ended: number;
  completed: number;
}

interface CampaignRow {
  id: string;
  account_id: string;
  name: string;
  state: string;
  bot_id: string;
  caller_number_id: string;
  window_start: string;
  window_end: string;
  days: string;
  time_zone: string;
  calls_per_second: number;
  concurrency: number;
  retries: number;
  retry_delay_minutes: number;
  pace_credit: number;
  run_at: number | null;
  started_by: string | null;
  notification_id: string | null;
}

interface ContactRow {
  id: number;
  line: number;
  e164: string;
  attempts: number;
  call_setup_at: number;
  call_end_at: number;
}

type Outcome = "answered" | "no-answer" | "busy";

/** What the simulated callee does on attempt `attempt` (1-based) to `e164`. */
export function simulatedOutcome(e164: string, attempt: number): Outcome {
  if (e164.endsWith(CAMPAIGNS.SIMULATED_NO_ANSWER_SUFFIX)) return "no-answer";
  if (e164.endsWith(CAMPAIGNS.SIMULATED_BUSY_ONCE_SUFFIX) && attempt === 1) return "busy";
  return "answered";
}

/** How long an attempt lasts from its setup to its end, in ms. */
export function attemptLengthMs(e164: string, attempt: number): number {
  if (simulatedOutcome(e164, attempt) !== "answered") return CAMPAIGNS.SIMULATED_RING_SECONDS * 1000;
  const span = CAMPAIGNS.SIMULATED_ANSWERED_SECONDS_MAX - CAMPAIGNS.SIMULATED_ANSWERED_SECONDS_MIN + 1;
  return (CAMPAIGNS.SIMULATED_ANSWERED_SECONDS_MIN + (hash32(e164) % span)) * 1000;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Readonly<Record<string, CampaignDay>> = {
  Mon: "mon",
  Tue: "tue",
  Wed: "wed",
  Thu: "thu",
  Fri: "fri",
  Sat: "sat",
  Sun: "sun",
};

/**
 * Whether `now` is inside the campaign's window: one of its days, between its start and end minutes
 * (both included), in its time zone. An overnight window (end before start) belongs to the day it
 * starts: open from the start on a chosen day, and until the end on the morning after one.
 */
export function windowOpen(
  c: Pick<CampaignRow, "window_start" | "window_end" | "days" | "time_zone">,
  now: number,
): boolean {
  let format = formatters.get(c.time_zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: c.time_zone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(c.time_zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(now)).map((p) => [p.type, p.value]));
  const day = WEEKDAYS[parts.weekday];
  let days: string[] = [];
  try {
    days = JSON.parse(c.days) as string[];
  } catch {
    // no days: never open
  }
  if (!day || !CAMPAIGN_DAYS.includes(day)) return false;
  const minute = Number(parts.hour) * 60 + Number(parts.minute);
  const start = minutesOfDay(c.window_start);
  const end = minutesOfDay(c.window_end);
  if (end >= start) return days.includes(day) && minute >= start && minute <= end;
  const dayBefore = CAMPAIGN_DAYS[(CAMPAIGN_DAYS.indexOf(day) + CAMPAIGN_DAYS.length - 1) % CAMPAIGN_DAYS.length];
  return (days.includes(day) && minute >= start) || (days.includes(dayBefore) && minute <= end);
}

/** One pass over every campaign with something to do at ctx.now(). */
export function runCampaigns(ctx: PlatformContext): CampaignRunReport {
  const report: CampaignRunReport = { placed: 0, ended: 0, completed: 0 };
  const ids = ctx.db
    .prepare(
      `SELECT c.id FROM campaigns c WHERE c.deleted_at IS NULL AND (c.state IN ('scheduled', 'running')
         OR (c.state IN ('paused', 'cancelled') AND EXISTS (SELECT 1 FROM campaign_contacts cc WHERE cc.campaign_id = c.id AND cc.status = 'calling')))`,
    )
    .pluck()
    .all() as string[];
  for (const id of ids) {
    const done = writeTransaction(ctx.db, () => runCampaign(ctx, id));
    report.placed += done.placed;
    report.ended += done.ended;
    report.completed += done.completed;
  }
  return report;
}

/** One campaign's pass, inside its write transaction (read again there: a transition may have moved it). */
function runCampaign(ctx: PlatformContext, id: string): CampaignRunReport {
  const { db } = ctx;
  const now = ctx.now();
  const c = db.prepare("SELECT * FROM campaigns WHERE id = ? AND deleted_at IS NULL").get(id) as
    CampaignRow | undefined;
  const report: CampaignRunReport = { placed: 0, ended: 0, completed: 0 };
  if (!c) return report;
  let state = c.state;
  const active = state === "scheduled" || state === "running";

  if (active) {
    const open = windowOpen(c, now);
    const next = open ? "running" : "scheduled";
    const elapsedSeconds = Math.min(CAMPAIGNS.MAX_CATCH_UP_SECONDS, Math.max(0, (now - (c.run_at ?? now)) / 1000));
    let credit = open ? c.pace_credit + c.calls_per_second * elapsedSeconds : 0;
    if (open) {
      const calling = db
        .prepare("SELECT COUNT(*) FROM campaign_contacts WHERE campaign_id = ? AND status = 'calling'")
        .pluck()
        .get(id) as number;
      const slots = c.concurrency > 0 ? Math.max(0, c.concurrency - calling) : Number.MAX_SAFE_INTEGER;
      const wanted = Math.min(Math.floor(credit), slots);
      if (wanted > 0) report.placed = placeCalls(ctx, c, wanted, now, elapsedSeconds);
      // Only the fraction of a call is kept: a pace held back by the concurrency or the retry delays is not banked.
      credit -= Math.floor(credit);
    }
    db.prepare("UPDATE campaigns SET state = ?, pace_credit = ?, run_at = ? WHERE id = ?").run(next, credit, now, id);
    state = next;
  }

  report.ended = endDueCalls(ctx, c, now);

  if (state === "scheduled" || state === "running") {
    const left = db
      .prepare("SELECT COUNT(*) FROM campaign_contacts WHERE campaign_id = ? AND status IN ('pending', 'calling')")
      .pluck()
      .get(id) as number;
    if (left === 0) {
      db.prepare(
        "UPDATE campaigns SET state = 'completed', ended_at = ?, notification_id = NULL, updated_at = ? WHERE id = ?",
      ).run(now, now, id);
      reportCompleted(ctx, c);
      report.completed = 1;
      return report;
    }
  }
  if (report.placed + report.ended > 0) reportProgress(ctx, c);
  return report;
}

/** Starts up to `wanted` attempts, their setups spread over the time the pace covers. */
function placeCalls(ctx: PlatformContext, c: CampaignRow, wanted: number, now: number, elapsedSeconds: number): number {
  const due = ctx.db
    .prepare(
      `SELECT id, e164, attempts FROM campaign_contacts
       WHERE campaign_id = ? AND status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY line LIMIT ?`,
    )
    .all(c.id, now, wanted) as { id: number; e164: string; attempts: number }[];
  const start = now - Math.round(elapsedSeconds * 1000);
  const step = 1000 / c.calls_per_second;
  const place = ctx.db.prepare(
    "UPDATE campaign_contacts SET status = 'calling', attempts = ?, call_setup_at = ?, call_end_at = ?, next_attempt_at = NULL WHERE id = ?",
  );
  due.forEach((contact, i) => {
    const attempt = contact.attempts + 1;
    const setup = Math.min(now, start + Math.round(i * step));
    place.run(attempt, setup, setup + attemptLengthMs(contact.e164, attempt), contact.id);
  });
  return due.length;
}

/** Records the attempts that have ended by `now` and moves their contacts on (answered, a retry, or failed). */
function endDueCalls(ctx: PlatformContext, c: CampaignRow, now: number): number {
  const { db } = ctx;
  const due = db
    .prepare(
      "SELECT id, line, e164, attempts, call_setup_at, call_end_at FROM campaign_contacts WHERE campaign_id = ? AND status = 'calling' AND call_end_at <= ? ORDER BY call_setup_at",
    )
    .all(c.id, now) as ContactRow[];
  if (due.length === 0) return 0;
  const parties = callParties(ctx, c);
  const writer = callWriter(db);
  const answered = db.prepare(
    "UPDATE campaign_contacts SET status = 'answered', call_setup_at = NULL, call_end_at = NULL WHERE id = ?",
  );
  const retry = db.prepare(
    "UPDATE campaign_contacts SET status = 'pending', next_attempt_at = ?, call_setup_at = NULL, call_end_at = NULL WHERE id = ?",
  );
  const failed = db.prepare(
    "UPDATE campaign_contacts SET status = 'failed', call_setup_at = NULL, call_end_at = NULL WHERE id = ?",
  );
  let earliest = Infinity;
  for (const contact of due) {
    const outcome = simulatedOutcome(contact.e164, contact.attempts);
    writer.insert(callRow(c, parties, contact, outcome));
    earliest = Math.min(earliest, contact.call_setup_at);
    if (outcome === "answered") answered.run(contact.id);
    else if (contact.attempts < 1 + c.retries)
      retry.run(contact.call_end_at + c.retry_delay_minutes * TIME.MINUTE_MS, contact.id);
    else failed.run(contact.id);
  }
  // The statistics read the metric windows: rebuild those the new calls fall in.
  rebuildMetricWindows(db, c.account_id, earliest, now);
  return due.length;
}

interface Parties {
  bot: ReturnType<typeof botEntity> | null;
  number: { id: string; name: string; e164: string; region_id: string | null } | null;
}

/** The campaign's bot and caller number as they are (deleted ones too: a call names what placed it). */
function callParties(ctx: PlatformContext, c: CampaignRow): Parties {
  const bot = ctx.db
    .prepare("SELECT id, name, region_id, sub_framework, configuration FROM bots WHERE id = ?")
    .get(c.bot_id) as Parameters<typeof botEntity>[0] | undefined;
  const number = ctx.db
    .prepare("SELECT id, name, e164, region_id FROM phone_numbers WHERE id = ?")
    .get(c.caller_number_id) as Parties["number"] | undefined;
  return { bot: bot ? botEntity(bot) : null, number: number ?? null };
}

const TERMINATIONS: Readonly<Record<Outcome, string>> = {
  answered: "Normal call clearing",
  "no-answer": "No answer",
  busy: "Busy",
};
/** Seconds from setup to answer of an answered attempt. */
const ANSWER_AFTER_MS = 1000;

/** The calls-table row of one ended attempt: from the bot on the caller number to the contact. */
function callRow(c: CampaignRow, p: Parties, contact: ContactRow, outcome: Outcome): CallRow {
  const rng = new Rng(hash32(`${c.id}:${contact.line}:${contact.attempts}`));
  const setup = contact.call_setup_at;
  const end = contact.call_end_at;
  const ok = outcome === "answered";
  const connect = ok ? Math.min(end, setup + ANSWER_AFTER_MS) : null;
  const bot = p.bot;
  const mos = ok ? Math.round((3.6 + (hash32(contact.e164) % 90) / 100) * 100) / 100 : null;
  const caller = p.number?.e164 ?? null;
  return {
    call_id: rng.uuidV7(setup),
    account_id: c.account_id,
    region_id: p.number?.region_id ?? bot?.regionId ?? null,
    calling_type: "bot",
    calling_entity_id: c.bot_id,
    calling_name: bot?.name ?? null,
    calling_number: caller,
    calling_is_click_to_call: 0,
    calling_is_teams: 0,
    calling_sc_type: null,
    called_type: "service-number",
    called_entity_id: c.caller_number_id,
    called_name: p.number?.name ?? null,
    called_number: contact.e164,
    called_service_number: null,
    setup_time: setup,
    connect_time: connect,
    end_time: end,
    duration_seconds: connect === null ? 0 : Math.floor((end - connect) / 1000),
    successful: ok ? 1 : 0,
    alternative_route: null,
    features: JSON.stringify(["outboundCalling"]),
    trigger: "campaign",
    termination_description: TERMINATIONS[outcome],
    voice_mos_quality: mos,
    source_inbound_mos: mos,
    source_outbound_mos: mos,
    dest_inbound_mos: mos,
    dest_outbound_mos: mos,
    recorded: 0,
    external_recording_servers: "[]",
    has_agent_assist: 0,
    has_voice_translation: 0,
    campaign_name: c.name,
    campaign_id: c.id,
    bot_conversation_id: ok && bot ? rng.uuid() : null,
    is_ai_framework: bot?.isAi ? 1 : 0,
    session_id: rng.hex(20),
    global_session_id: rng.uuidV7(setup),
    egress_calling_number: caller,
    ingress_calling_number: null,
    source_number_out: caller,
    expire_time: setup + CALL_RETENTION_MS,
    stt_provider: ok ? (bot?.sttProvider ?? null) : null,
    stt_model: ok ? (bot?.sttModel ?? null) : null,
    tts_provider: ok ? (bot?.ttsProvider ?? null) : null,
    tts_model: ok ? (bot?.ttsModel ?? null) : null,
    stt_avg_delay_ms: null,
    stt_max_delay_ms: null,
    stt_med_delay_ms: null,
    bot_avg_delay_ms: null,
    bot_max_delay_ms: null,
    bot_med_delay_ms: null,
    tts_avg_delay_ms: null,
    tts_max_delay_ms: null,
    tts_med_delay_ms: null,
    media_packet_loss_percent: null,
    media_jitter_ms: null,
    media_delay_ms: null,
    is_test_call: 0,
  };
}
