/**
 * Alarms as an entity of the generic store (ADR 010; docs/product.md#role-names "Read and delete for ... ALARMS",
 * docs/product.md#base-paths the alarms base /api/v1 and its report generator). The platform raises and clears them
 * (lifecycle.ts: the simulator's own alarms and the thresholds'), so this is a read-and-delete entity:
 * the list with its severity and state filters, one alarm, the delete (soft, like every entity: the
 * summary and the lists leave it out) and the CSV report. A row's createdAt is when it was raised.
 */
import { ROLES } from "../../../contract/roles";
import { ALARMS_API, ALARMS_LIST_SPEC, type AlarmDetail, type AlarmRow } from "../../../contract/wire/alarms";
import type { AlarmSeverity } from "../../../contract/enums/alarms";
import { isoTime, type DbRow, type EntityReadDefinition } from "../../entities/definition";
import { SOURCE_NAME_SQL, sourceOf } from "./sources";

function alarmRow(r: DbRow, withAccount: boolean): AlarmRow {
  return {
    id: r.id,
    name: r.name,
    createdAt: isoTime(r.raised_at),
    ...(withAccount ? { accountId: r.account_id, accountName: r.account_name } : {}),
    severity: r.severity as AlarmSeverity,
    description: String(r.description ?? ""),
    state: r.active === 1 ? "active" : "cleared",
    clearedAt: r.cleared_at === null || r.cleared_at === undefined ? null : isoTime(r.cleared_at),
    ...sourceOf(r),
    thresholdId: (r.threshold_id as string | null) ?? null,
  };
}

export const ALARMS_ENTITY: EntityReadDefinition<AlarmRow, AlarmDetail> = {
  key: "alarms",
  api: ALARMS_API,
  listSpec: ALARMS_LIST_SPEC,
  table: "alarms",
  roles: { read: [ROLES.ALARMS_READ], delete: [ROLES.ALARMS_DELETE] },
  fields: {
    // An alarm's creation is its raising.
    createdAt: "t.raised_at",
    severity: "t.severity",
    state: "CASE WHEN t.active = 1 THEN 'active' ELSE 'cleared' END",
    clearedAt: "t.cleared_at",
    entityType: "t.entity_type",
    entityId: "t.entity_id",
    thresholdId: "t.threshold_id",
  },
  search: ["t.name", "t.description", "a.name"],
  select: `${SOURCE_NAME_SQL} AS entity_name`,
  secrets: [],
  toRow: alarmRow,
  toDetail: (r, withAccount, secretsSet) => ({ ...alarmRow(r, withAccount), secretsSet }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: AlarmRow) => r.accountId },
          { header: "Account Name", value: (r: AlarmRow) => r.accountName },
        ]
      : []),
    { header: "Alarm ID", value: (r) => r.id },
    { header: "Severity", value: (r) => r.severity },
    { header: "Name", value: (r) => r.name },
    { header: "Text", value: (r) => r.description },
    { header: "Source Type", value: (r) => r.entityType },
    { header: "Source ID", value: (r) => r.entityId },
    { header: "Source", value: (r) => r.entityName },
    { header: "State", value: (r) => r.state },
    { header: "Raised (UTC)", value: (r) => r.createdAt },
    { header: "Cleared (UTC)", value: (r) => r.clearedAt },
  ],
  exportTitles: { running: "Exporting alarms", ready: "Alarms export is ready", failed: "Alarms export failed" },
};
