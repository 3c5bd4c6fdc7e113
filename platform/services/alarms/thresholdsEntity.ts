/**
 * Alarm thresholds as an entity of the generic store (ADR 010; docs/product.md#role-names "ALARMS/THRESHOLDS also
 * update": ALARMS_THRESHOLDS_READ reads them, ALARMS_THRESHOLDS_UPDATE creates, updates and deletes
 * them). The watched source is one of the account's live entities or the whole account; the
 * simulator's tick evaluates the enabled ones (evaluate.ts).
 */
import { ALARM_THRESHOLDS } from "../../../contract/limits/alarm-thresholds";
import { ROLES } from "../../../contract/roles";
import {
  ALARM_THRESHOLDS_API,
  ALARM_THRESHOLDS_LIST_SPEC,
  alarmThresholdFormSchema,
  parseThresholdSource,
  thresholdSource,
  type AlarmThresholdDetail,
  type AlarmThresholdForm,
  type AlarmThresholdRow,
  type ThresholdMetric,
  type ThresholdSeverity,
} from "../../../contract/wire/alarmThresholds";
import type { PlatformContext } from "../../context";
import { baseRow, type DbRow, type EntityDefinition } from "../../entities/definition";
import { badRequest } from "../../http/errors";
import { clearAlarm } from "./lifecycle";
import { SOURCE_NAME_SQL, SOURCE_TABLES, sourceOf } from "./sources";

function thresholdRow(r: DbRow, withAccount: boolean): AlarmThresholdRow {
  return {
    ...baseRow(r, withAccount),
    metric: r.metric as ThresholdMetric,
    value: Number(r.value),
    severity: r.severity as ThresholdSeverity,
    source: thresholdSource(r.entity_type as string | null, r.entity_id as string | null),
    ...sourceOf(r),
    windowMinutes: Number(r.window_minutes),
    enabled: r.enabled === 1,
    alarmActive: r.alarm_active === 1,
  };
}

/** Whether the account holds this live entity (the threshold's source must be one of its own). */
function isOwnEntity(ctx: PlatformContext, accountId: string, entityType: string, entityId: string): boolean {
  const table = SOURCE_TABLES[entityType];
  return Boolean(
    table &&
    ctx.db
      .prepare(`SELECT 1 FROM ${table} WHERE id = ? AND account_id = ? AND deleted_at IS NULL`)
      .get(entityId, accountId),
  );
}

export const ALARM_THRESHOLDS_ENTITY: EntityDefinition<AlarmThresholdForm, AlarmThresholdRow, AlarmThresholdDetail> = {
  key: "alarm-thresholds",
  api: ALARM_THRESHOLDS_API,
  listSpec: ALARM_THRESHOLDS_LIST_SPEC,
  table: "alarm_thresholds",
  roles: {
    read: [ROLES.ALARMS_THRESHOLDS_READ],
    create: [ROLES.ALARMS_THRESHOLDS_UPDATE],
    update: [ROLES.ALARMS_THRESHOLDS_UPDATE],
    delete: [ROLES.ALARMS_THRESHOLDS_UPDATE],
  },
  fields: {
    metric: "t.metric",
    severity: "t.severity",
    value: "t.value",
    windowMinutes: "t.window_minutes",
    enabled: "t.enabled",
  },
  search: ["t.name", "a.name"],
  select: `${SOURCE_NAME_SQL} AS entity_name, (SELECT COUNT(*) FROM alarms x WHERE x.id = t.alarm_id AND x.active = 1) AS alarm_active`,
  form: alarmThresholdFormSchema,
  secrets: [],
  secretsInUse: () => [],
  columns(form) {
    const source = parseThresholdSource(form.source);
    return {
      name: form.name,
      metric: form.metric,
      value: form.value,
      severity: form.severity,
      entity_type: source?.entityType ?? null,
      entity_id: source?.entityId ?? null,
      window_minutes: form.windowMinutes,
      enabled: form.enabled ? 1 : 0,
    };
  },
  // Its alarm goes with it: nothing would clear it afterwards.
  afterDelete(ctx, row) {
    if (row.alarm_id) clearAlarm(ctx, String(row.alarm_id));
  },
  toRow: thresholdRow,
  toDetail: (r, withAccount, secretsSet) => ({ ...thresholdRow(r, withAccount), secretsSet }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: AlarmThresholdRow) => r.accountId },
          { header: "Account Name", value: (r: AlarmThresholdRow) => r.accountName },
        ]
      : []),
    { header: "Threshold ID", value: (r) => r.id },
    { header: "Name", value: (r) => r.name },
    { header: "Metric", value: (r) => r.metric },
    { header: "Value", value: (r) => r.value },
    { header: "Severity", value: (r) => r.severity },
    { header: "Source Type", value: (r) => r.entityType },
    { header: "Source ID", value: (r) => r.entityId },
    { header: "Source", value: (r) => r.entityName },
    { header: "Window (minutes)", value: (r) => r.windowMinutes },
    { header: "Enabled", value: (r) => (r.enabled ? "Yes" : "No") },
    { header: "Alarm Active", value: (r) => (r.alarmActive ? "Yes" : "No") },
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  exportTitles: {
    running: "Exporting alarm thresholds",
    ready: "Alarm thresholds export is ready",
    failed: "Alarm thresholds export failed",
  },
  rules: {
    maxPerAccount: () => ({ max: ALARM_THRESHOLDS.PER_ACCOUNT, message: "warning_max_alarm_thresholds_reached" }),
    uniqueName: true,
    check(ctx, account, form) {
      const source = parseThresholdSource(form.source);
      if (source && !isOwnEntity(ctx, account.id, source.entityType, source.entityId))
        throw badRequest("source: validation_alarm_threshold_source");
    },
  },
};
