/** GET {alarms}/activeAlarms/summary (docs/product.md#endpoint-names, #alarm-summary "Alarm summary"): severity -> count, all six present. */
import { z } from "zod";
import type { AlarmSummary } from "../alarms";
import { entityListSpec, EntityRowBaseSchema, SecretsSetSchema, type EntityApi } from "../entities";
import { ALARM_SEVERITIES } from "../enums/alarms";

const count = z.number().int().nonnegative();

export const AlarmSummarySchema = z.object({
  critical: count,
  major: count,
  minor: count,
  warning: count,
  indeterminate: count,
  cleared: count,
}) satisfies z.ZodType<AlarmSummary>;

/**
 * The alarms list (docs/product.md#role-names "Read and delete for ... ALARMS", docs/product.md#base-paths the alarms base /api/v1 and its
 * report generator): an entity of contract/entities.ts that the platform raises itself, so its
 * collection has no create or update. A row's `createdAt` is when it was raised.
 */

export const ALARMS_API: EntityApi = {
  base: "/api/v1",
  collection: "/alarms",
  report: "/reports/alarms",
  rowsKey: "alarms",
};

/** Whether an alarm is still active or has cleared (the list's `state` filter). */
export const ALARM_STATES = ["active", "cleared"] as const;
export type AlarmState = (typeof ALARM_STATES)[number];

export const AlarmRowSchema = EntityRowBaseSchema.extend({
  severity: z.enum(ALARM_SEVERITIES),
  description: z.string(),
  state: z.enum(ALARM_STATES),
  clearedAt: z.string().nullable(),
  /** The source entity (connected entity type and id), null for the account itself. */
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  /** The source's name; null when there is none or it was deleted (`entityMissing`). */
  entityName: z.string().nullable(),
  entityMissing: z.boolean(),
  /** The threshold that raised it, if one did. */
  thresholdId: z.string().nullable(),
});
export type AlarmRow = z.infer<typeof AlarmRowSchema>;

export const AlarmDetailSchema = AlarmRowSchema.extend({ secretsSet: SecretsSetSchema });
export type AlarmDetail = z.infer<typeof AlarmDetailSchema>;

export const ALARMS_LIST_SPEC = entityListSpec(
  {
    severity: { type: "enum", values: ALARM_SEVERITIES, sortable: true },
    state: { type: "enum", values: ALARM_STATES, sortable: true },
    clearedAt: { type: "date", sortable: true },
    entityType: { type: "string", ops: ["="], sortable: true },
    entityId: { type: "string", ops: ["="] },
    thresholdId: { type: "string", ops: ["="] },
  },
  { field: "createdAt", direction: "desc" },
);
