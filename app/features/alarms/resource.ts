/**
 * Alarms and their thresholds as entity screens (ADR 010): /portal/alarms and /admin/alarms (the
 * alarms the platform raised: view and delete), and /portal/alarms/thresholds (a second screen under
 * the alarms' path, with the alarms as tabs that are links, like the Teams tenants).
 */
import { ALARM_SEVERITIES } from "../../../contract/enums/alarms";
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  ALARM_STATES,
  ALARMS_API,
  ALARMS_LIST_SPEC,
  AlarmDetailSchema,
  AlarmRowSchema,
  type AlarmDetail,
  type AlarmRow,
} from "../../../contract/wire/alarms";
import {
  ALARM_THRESHOLDS_API,
  ALARM_THRESHOLDS_LIST_SPEC,
  AlarmThresholdDetailSchema,
  AlarmThresholdFormSchema,
  AlarmThresholdRowSchema,
  THRESHOLD_METRICS,
  THRESHOLD_SEVERITIES,
  type AlarmThresholdDetail,
  type AlarmThresholdRow,
} from "../../../contract/wire/alarmThresholds";
import type { EntityResource } from "~/features/entities/resource";
import { any } from "~/features/navigation/gates";

export const ALARMS_RESOURCE: EntityResource<AlarmRow, AlarmDetail> = {
  key: "alarms",
  ns: "alarms",
  paths: { portal: "/portal/alarms", admin: "/admin/alarms" },
  api: ALARMS_API,
  listSpec: ALARMS_LIST_SPEC,
  rowSchema: AlarmRowSchema,
  detailSchema: AlarmDetailSchema,
  // The platform raises them (docs/product.md#roles "Read and delete for ... ALARMS"): no create or edit.
  gates: { view: any(ROLES.ALARMS_READ), delete: any(ROLES.ALARMS_DELETE) },
  messages: { deleted: MSG.success_alarm_deleted },
  sortable: ["name", "accountName", "severity", "state", "entityType", "createdAt", "clearedAt"],
  defaultSort: { field: "createdAt", direction: "desc" },
  hiddenByDefault: { portal: ["id"], admin: ["accountId", "id"] },
  filters: [
    { param: "severity", field: "severity", values: ALARM_SEVERITIES },
    { param: "state", field: "state", values: ALARM_STATES },
  ],
  formFields: [],
};

export const ALARM_THRESHOLDS_RESOURCE: EntityResource<AlarmThresholdRow, AlarmThresholdDetail> = {
  key: "alarm_thresholds",
  ns: "alarm-thresholds",
  paths: { portal: "/portal/alarms/thresholds", admin: null },
  api: ALARM_THRESHOLDS_API,
  listSpec: ALARM_THRESHOLDS_LIST_SPEC,
  rowSchema: AlarmThresholdRowSchema,
  detailSchema: AlarmThresholdDetailSchema,
  // The thresholds' update role creates, edits and deletes them (docs/product.md#roles "ALARMS/THRESHOLDS also update").
  gates: {
    create: any(ROLES.ALARMS_THRESHOLDS_UPDATE),
    view: any(ROLES.ALARMS_THRESHOLDS_READ),
    edit: any(ROLES.ALARMS_THRESHOLDS_UPDATE),
    delete: any(ROLES.ALARMS_THRESHOLDS_UPDATE),
  },
  form: { create: AlarmThresholdFormSchema },
  messages: {
    created: MSG.success_alarm_threshold_created,
    updated: MSG.success_alarm_threshold_updated,
    deleted: MSG.success_alarm_threshold_deleted,
  },
  sortable: ["name", "metric", "severity", "value", "windowMinutes", "enabled", "createdAt"],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: { portal: ["id"], admin: ["accountId", "id"] },
  filters: [
    { param: "metric", field: "metric", values: THRESHOLD_METRICS },
    { param: "severity", field: "severity", values: THRESHOLD_SEVERITIES },
  ],
  limitMessage: MSG.warning_max_alarm_thresholds_reached,
  formFields: ["name", "metric", "value", "severity", "source", "windowMinutes", "enabled"],
};

/** The console screen of an alarm's source entity, by its connected entity type. */
const SOURCE_SCREENS: Readonly<Record<string, { portal: string; admin: string }>> = {
  bot: { portal: "/portal/bots", admin: "/admin/bots" },
  "service-number": { portal: "/portal/numbers", admin: "/admin/numbers" },
  "sip-conn": { portal: "/portal/sip_connections", admin: "/admin/sipConnections" },
  "teams-conn": { portal: "/portal/teams_connections", admin: "/admin/teamsConnections" },
  "wa-conn": { portal: "/portal/whatsapp_numbers", admin: "/admin/whatsapp_numbers" },
};

/** The source entity's details dialog on its own screen, or null (no source, or no screen for its type). */
export function sourceHref(
  entityType: string | null,
  entityId: string | null,
  mode: "portal" | "admin",
): string | null {
  const screen = entityType ? SOURCE_SCREENS[entityType] : undefined;
  return screen && entityId ? `${screen[mode]}/${encodeURIComponent(entityId)}` : null;
}
