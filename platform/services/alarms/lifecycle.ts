/**
 * Raising and clearing alarms, each announced to the account's users as a notification (docs/product.md#notifications):
 * a raised alarm as a warning, its clearing as info.
 */
import { randomUUID } from "node:crypto";
import type { PlatformContext } from "../../context";
import { createNotification } from "../vaic/notifications";
import { forwardAlarmByEmail } from "../account/outbox";
import type { AlarmSeverity } from "./index";
import { TIME } from "../../../contract/limits/units";

/** How long an alarm's notification stays (seconds): a day, after which the alarm list is the record. Not a spec value. */
export const ALARM_NOTIFICATION_TTL_SECONDS = TIME.DAY_SECONDS;

export interface RaiseAlarmInput {
  accountId: string;
  severity: Exclude<AlarmSeverity, "cleared">;
  name: string;
  description: string;
  entityType?: string | null;
  entityId?: string | null;
  /** When the alarm clears by itself (epoch ms); null keeps it active. */
  clearsAt?: number | null;
  /** The threshold that raised it (platform/services/alarms/evaluate.ts). */
  thresholdId?: string | null;
}

export interface RaisedAlarm {
  id: string;
  accountId: string;
  name: string;
  severity: string;
}

const SEVERITY_LABEL: Record<RaiseAlarmInput["severity"], string> = {
  critical: "Critical",
  major: "Major",
  minor: "Minor",
  warning: "Warning",
  indeterminate: "Indeterminate",
};

/** Stores an active alarm and tells the account's users with a warning notification. */
export function raiseAlarm(ctx: PlatformContext, input: RaiseAlarmInput): RaisedAlarm {
  const id = randomUUID();
  ctx.db
    .prepare(
      `INSERT INTO alarms (id, account_id, severity, name, description, entity_type, entity_id, active, raised_at, clears_at, threshold_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    )
    .run(
      id,
      input.accountId,
      input.severity,
      input.name,
      input.description,
      input.entityType ?? null,
      input.entityId ?? null,
      ctx.now(),
      input.clearsAt ?? null,
      input.thresholdId ?? null,
    );
  createNotification(ctx, {
    accountId: input.accountId,
    type: "warning",
    title: `Alarm raised: ${input.name}`,
    message: `${SEVERITY_LABEL[input.severity]}\n${input.description}`,
    data: { alarmId: id, severity: input.severity },
    ttl: ALARM_NOTIFICATION_TTL_SECONDS,
  });
  forwardAlarmByEmail(
    ctx,
    input.accountId,
    `Alarm raised: ${input.name}`,
    `${SEVERITY_LABEL[input.severity]}\n${input.description}`,
  );
  return { id, accountId: input.accountId, name: input.name, severity: input.severity };
}

/**
 * Clears an active alarm (severity becomes "cleared") and tells the account's users, unless they
 * deleted it already; false when it was not active.
 */
export function clearAlarm(ctx: PlatformContext, alarmId: string): boolean {
  const row = ctx.db
    .prepare(
      "UPDATE alarms SET active = 0, severity = 'cleared', cleared_at = ? WHERE id = ? AND active = 1 RETURNING account_id, name, description, deleted_at",
    )
    .get(ctx.now(), alarmId) as
    { account_id: string; name: string; description: string; deleted_at: number | null } | undefined;
  if (!row) return false;
  if (row.deleted_at !== null) return true;
  createNotification(ctx, {
    accountId: row.account_id,
    type: "info",
    title: `Alarm cleared: ${row.name}`,
    message: row.description,
    data: { alarmId },
    ttl: ALARM_NOTIFICATION_TTL_SECONDS,
  });
  return true;
}

/** Clears the active alarms whose clears_at has passed; returns how many. */
export function clearDueAlarms(ctx: PlatformContext): number {
  const due = ctx.db
    .prepare("SELECT id FROM alarms WHERE active = 1 AND clears_at IS NOT NULL AND clears_at <= ?")
    .pluck()
    .all(ctx.now()) as string[];
  return due.filter((id) => clearAlarm(ctx, id)).length;
}
