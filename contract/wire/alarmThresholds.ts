/**
 * Alarm thresholds (docs/product.md#role-names "ALARMS/THRESHOLDS also update", #base-paths the alarms base /api/v1; issue 17:
 * "failed-call percentage, MOS below, concurrent calls above, per account or per entity"). An entity
 * of contract/entities.ts under /api/v1: /alarmThresholds and its report generator.
 *
 * A threshold watches one metric of the account's calls, or of the calls of one of its entities (a
 * bot, a phone number, a SIP connection or a Teams connection), over an evaluation window; when the
 * metric crosses the value the platform raises an alarm of the threshold's severity, and clears it
 * when the traffic recovers (platform/alarms/thresholds.ts).
 */
import { z } from "zod";
import { ALARM_THRESHOLDS } from "../limits/alarm-thresholds";
import { ALARM_SEVERITIES } from "../enums/alarms";
import { checkbox, entityListSpec, EntityRowBaseSchema, SecretsSetSchema, type EntityApi } from "../entities";

export const ALARM_THRESHOLDS_API: EntityApi = {
  base: "/api/v1",
  collection: "/alarmThresholds",
  report: "/reports/alarm-thresholds",
  rowsKey: "alarmThresholds",
};

/** What a threshold watches; "above" metrics alarm over the value, "below" ones under it. */
export const THRESHOLD_METRICS = [
  "failedCallPercent",
  "averageMos",
  "concurrentCalls",
  "packetLossPercent",
  "callVolume",
] as const;
export type ThresholdMetric = (typeof THRESHOLD_METRICS)[number];

export const THRESHOLD_METRIC_SPECS: Readonly<
  Record<ThresholdMetric, { direction: "above" | "below"; bounds: { MIN: number; MAX: number; STEP: number } }>
> = {
  failedCallPercent: { direction: "above", bounds: ALARM_THRESHOLDS.FAILED_CALL_PERCENT },
  averageMos: { direction: "below", bounds: ALARM_THRESHOLDS.AVERAGE_MOS },
  concurrentCalls: { direction: "above", bounds: ALARM_THRESHOLDS.CONCURRENT_CALLS },
  packetLossPercent: { direction: "above", bounds: ALARM_THRESHOLDS.PACKET_LOSS_PERCENT },
  callVolume: { direction: "above", bounds: ALARM_THRESHOLDS.CALL_VOLUME },
};

/** The severities a threshold raises ("cleared" is an alarm's end, never raised). */
export const THRESHOLD_SEVERITIES = ALARM_SEVERITIES.filter((s) => s !== "cleared") as unknown as readonly [
  "critical",
  "major",
  "minor",
  "warning",
  "indeterminate",
];
export type ThresholdSeverity = (typeof THRESHOLD_SEVERITIES)[number];

/** The entities a threshold may watch instead of the whole account (connected entity types of the calls). */
export const THRESHOLD_ENTITY_TYPES = ["bot", "service-number", "sip-conn", "teams-conn"] as const;
export type ThresholdEntityType = (typeof THRESHOLD_ENTITY_TYPES)[number];

/** The form's source: "" for the whole account, or "<entity type>:<id>" of one of the account's entities. */
export const THRESHOLD_SOURCE_PATTERN = /^(bot|service-number|sip-conn|teams-conn):[A-Za-z0-9-]{1,64}$/;
export function parseThresholdSource(
  source: string | undefined | null,
): { entityType: ThresholdEntityType; entityId: string } | null {
  if (!source || !THRESHOLD_SOURCE_PATTERN.test(source)) return null;
  const at = source.indexOf(":");
  return { entityType: source.slice(0, at) as ThresholdEntityType, entityId: source.slice(at + 1) };
}
export const thresholdSource = (entityType: string | null | undefined, entityId: string | null | undefined) =>
  entityType && entityId ? `${entityType}:${entityId}` : "";

/** Whether a value lies in the metric's bounds, on its step (MOS in tenths, counts whole). */
export function isThresholdValueValid(metric: ThresholdMetric, value: number): boolean {
  const { MIN, MAX, STEP } = THRESHOLD_METRIC_SPECS[metric].bounds;
  if (!Number.isFinite(value) || value < MIN || value > MAX) return false;
  const steps = value / STEP;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values as unknown as [string, ...string[]], {
    errorMap: (_issue, ctx) => ({
      message: ctx.data === undefined || ctx.data === "" ? "validation_field_required" : "validation_field_invalid",
    }),
  });

const ThresholdFormObject = z.object({
  name: z
    .string({
      required_error: "validation_alarm_threshold_name",
      invalid_type_error: "validation_alarm_threshold_name",
    })
    .trim()
    .min(1, "validation_alarm_threshold_name")
    .max(ALARM_THRESHOLDS.NAME_MAX, "validation_alarm_threshold_name"),
  metric: choice(THRESHOLD_METRICS),
  value: z.number({
    required_error: "validation_field_required",
    invalid_type_error: "validation_alarm_threshold_value",
  }),
  severity: choice(THRESHOLD_SEVERITIES),
  /** "" (or absent): the whole account. */
  source: z
    .string({ invalid_type_error: "validation_alarm_threshold_source" })
    .trim()
    .refine((v) => v === "" || THRESHOLD_SOURCE_PATTERN.test(v), "validation_alarm_threshold_source")
    .default(""),
  windowMinutes: z
    .number({ required_error: "validation_field_required", invalid_type_error: "validation_field_invalid" })
    .int("validation_field_invalid")
    .refine((v) => (ALARM_THRESHOLDS.WINDOW_MINUTES as readonly number[]).includes(v), "validation_field_invalid"),
  enabled: checkbox,
});

/** The threshold form (create and update alike); the value must lie in its metric's bounds. */
export const AlarmThresholdFormSchema = ThresholdFormObject.superRefine((form, ctx) => {
  if (!isThresholdValueValid(form.metric as ThresholdMetric, form.value)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["value"], message: "validation_alarm_threshold_value" });
  }
});
export type AlarmThresholdFormInput = z.input<typeof AlarmThresholdFormSchema>;
export type AlarmThresholdForm = z.infer<typeof AlarmThresholdFormSchema>;
/** The store's form signature (thresholds hold no secrets). */
export const alarmThresholdFormSchema = (_secretsSet: readonly string[] = []) => AlarmThresholdFormSchema;

export const AlarmThresholdRowSchema = EntityRowBaseSchema.extend({
  metric: z.enum(THRESHOLD_METRICS),
  value: z.number(),
  severity: z.enum(THRESHOLD_SEVERITIES),
  source: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  /** The watched entity's name; null for the whole account or when the entity was deleted (`entityMissing`). */
  entityName: z.string().nullable(),
  entityMissing: z.boolean(),
  windowMinutes: z.number().int(),
  enabled: z.boolean(),
  /** Whether the threshold's alarm is active now. */
  alarmActive: z.boolean(),
});
export type AlarmThresholdRow = z.infer<typeof AlarmThresholdRowSchema>;

export const AlarmThresholdDetailSchema = AlarmThresholdRowSchema.extend({ secretsSet: SecretsSetSchema });
export type AlarmThresholdDetail = z.infer<typeof AlarmThresholdDetailSchema>;

export const ALARM_THRESHOLDS_LIST_SPEC = entityListSpec({
  metric: { type: "enum", values: THRESHOLD_METRICS, sortable: true },
  severity: { type: "enum", values: THRESHOLD_SEVERITIES, sortable: true },
  value: { type: "number", sortable: true, filterable: false },
  windowMinutes: { type: "number", sortable: true, filterable: false },
  enabled: { type: "boolean", sortable: true },
});
