/**
 * Runs the alarm thresholds (platform/alarms/thresholds.ts) against the calls: for every threshold
 * that is enabled or still holds an alarm, measures its window in SQL, and raises its alarm (one,
 * while none of its own is active) or clears it when the traffic recovered. The simulator's tick
 * calls it after its calls are stored, so a threshold follows the traffic within a tick (5 s).
 * A threshold whose source entity was deleted, or that was disabled, clears its alarm.
 */
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import {
  alarmText,
  evaluateThreshold,
  thresholdAction,
  windowStartOf,
  type WindowSample,
} from "../../alarms/thresholds";
import type { ThresholdMetric, ThresholdSeverity } from "../../../contract/wire/alarmThresholds";
import { clearAlarm, raiseAlarm } from "./lifecycle";
import { SOURCE_NAME_SQL } from "./sources";

interface ThresholdDbRow {
  id: string;
  account_id: string;
  name: string;
  metric: ThresholdMetric;
  value: number;
  severity: ThresholdSeverity;
  entity_type: string | null;
  entity_id: string | null;
  window_minutes: number;
  enabled: number;
  alarm_id: string | null;
  entity_name: string | null;
}

/** How an alarm's text names its source. */
const SOURCE_LABEL: Readonly<Record<string, string>> = {
  bot: "bot",
  "service-number": "number",
  "sip-conn": "SIP connection",
  "teams-conn": "Teams connection",
};

/** The calls of the threshold's source: the account's, or those with the entity at either end. */
const ENTITY_CLAUSE =
  "AND ((calling_type = @type AND calling_entity_id = @entity) OR (called_type = @type AND called_entity_id = @entity))";

type SampleQueries = ReturnType<typeof prepareSampleQueries>;
const prepared = new WeakMap<PlatformContext["db"], Map<boolean, SampleQueries>>();

/** The window's two queries, prepared once per database (per account, or per entity). */
function sampleQueries(ctx: PlatformContext, perEntity: boolean): SampleQueries {
  let byKind = prepared.get(ctx.db);
  if (!byKind) prepared.set(ctx.db, (byKind = new Map()));
  let queries = byKind.get(perEntity);
  if (!queries) byKind.set(perEntity, (queries = prepareSampleQueries(ctx, perEntity)));
  return queries;
}

function prepareSampleQueries(ctx: PlatformContext, perEntity: boolean) {
  const entity = perEntity ? ENTITY_CLAUSE : "";
  return {
    // Calls that ended in the window (a call set up in it either ended in it or is in progress).
    ended: ctx.db.prepare(
      `SELECT COUNT(*) AS ended, COALESCE(SUM(successful = 0), 0) AS failed,
         COUNT(voice_mos_quality) AS mosCount, COALESCE(SUM(voice_mos_quality), 0) AS mosSum,
         COUNT(media_packet_loss_percent) AS packetLossCount, COALESCE(SUM(media_packet_loss_percent), 0) AS packetLossSum,
         COALESCE(SUM(setup_time > @from), 0) AS started
       FROM calls WHERE account_id = @account AND end_time > @from AND end_time <= @now ${entity}`,
    ),
    open: ctx.db.prepare(
      `SELECT COUNT(*) AS inProgress, COALESCE(SUM(setup_time > @from), 0) AS started
       FROM calls WHERE account_id = @account AND end_time IS NULL AND setup_time <= @now ${entity}`,
    ),
  };
}

/** What the threshold's window measured at `now`. */
export function measureWindow(
  ctx: PlatformContext,
  t: Pick<ThresholdDbRow, "account_id" | "entity_type" | "entity_id" | "window_minutes">,
  now: number,
): WindowSample {
  const perEntity = Boolean(t.entity_type && t.entity_id);
  const q = sampleQueries(ctx, perEntity);
  const params = {
    account: t.account_id,
    from: windowStartOf(now, t.window_minutes),
    now,
    ...(perEntity ? { type: t.entity_type, entity: t.entity_id } : {}),
  };
  const ended = q.ended.get(params) as Omit<WindowSample, "inProgress">;
  const open = q.open.get(params) as { inProgress: number; started: number };
  return { ...ended, started: ended.started + open.started, inProgress: open.inProgress };
}

/** Evaluates every threshold that is enabled or holds an alarm; returns how many alarms it raised and cleared. */
export function evaluateThresholds(ctx: PlatformContext): { raised: number; cleared: number } {
  const rows = ctx.db
    .prepare(
      `SELECT t.*, ${SOURCE_NAME_SQL} AS entity_name FROM alarm_thresholds t JOIN accounts a ON a.id = t.account_id
       WHERE t.deleted_at IS NULL AND a.deleted_at IS NULL AND (t.enabled = 1 OR t.alarm_id IS NOT NULL)`,
    )
    .all() as ThresholdDbRow[];
  let raised = 0;
  let cleared = 0;
  for (const t of rows) {
    const now = ctx.now();
    const sourceGone = t.entity_type !== null && t.entity_name === null;
    const enabled = t.enabled === 1 && !sourceGone;
    const evaluation = enabled
      ? evaluateThreshold({ metric: t.metric, value: t.value }, measureWindow(ctx, t, now))
      : { state: "unknown" as const, measured: null };
    const action = thresholdAction(enabled, evaluation, t.alarm_id !== null);
    if (action === "none") continue;
    // Decided and done in one write transaction that reads the threshold's alarm again: another
    // process on the same database (a cluster) evaluating it meanwhile never makes a second alarm.
    const done = writeTransaction(ctx.db, () => {
      const current = ctx.db
        .prepare("SELECT alarm_id FROM alarm_thresholds WHERE id = ? AND deleted_at IS NULL")
        .pluck()
        .get(t.id) as string | null | undefined;
      if (current === undefined || (current !== null) !== (t.alarm_id !== null)) return false;
      if (action === "clear") {
        clearAlarm(ctx, current!);
        ctx.db.prepare("UPDATE alarm_thresholds SET alarm_id = NULL WHERE id = ?").run(t.id);
        return true;
      }
      const source = t.entity_type ? `${SOURCE_LABEL[t.entity_type] ?? t.entity_type} ${t.entity_name}` : "the account";
      const alarm = raiseAlarm(ctx, {
        accountId: t.account_id,
        severity: t.severity,
        name: t.name,
        description: alarmText(
          { metric: t.metric, value: t.value, windowMinutes: t.window_minutes },
          evaluation.measured!,
          source,
        ),
        entityType: t.entity_type,
        entityId: t.entity_id,
        thresholdId: t.id,
      });
      ctx.db.prepare("UPDATE alarm_thresholds SET alarm_id = ? WHERE id = ?").run(alarm.id, t.id);
      return true;
    });
    if (!done) continue;
    if (action === "raise") raised++;
    else cleared++;
  }
  return { raised, cleared };
}
