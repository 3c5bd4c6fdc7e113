import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ALARM_THRESHOLDS } from "../../../contract/limits/alarm-thresholds";
import {
  AlarmThresholdFormSchema,
  THRESHOLD_METRIC_SPECS,
  THRESHOLD_METRICS,
  THRESHOLD_SEVERITIES,
  type AlarmThresholdDetail,
  type ThresholdMetric,
} from "../../../contract/wire/alarmThresholds";
import { FormCheckbox, FormSelectField, FormTextField, ReadOnlyField } from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import { sourceLabel } from "./AlarmsPage";
import type { ThresholdDialogData } from "./dialog-data.server";
import { ALARM_THRESHOLDS_RESOURCE } from "./resource";

function formValues(record: AlarmThresholdDetail | null): Record<string, unknown> {
  if (!record)
    return {
      metric: THRESHOLD_METRICS[0],
      severity: "major",
      windowMinutes: String(ALARM_THRESHOLDS.DEFAULT_WINDOW_MINUTES),
      enabled: "on",
      source: "",
    };
  return {
    name: record.name,
    metric: record.metric,
    value: String(record.value),
    severity: record.severity,
    source: record.source,
    windowMinutes: String(record.windowMinutes),
    enabled: record.enabled ? "on" : "",
  };
}

/**
 * The alarm threshold dialog in the three form modes (docs/product.md#form-modes): name, metric, the value (its range
 * follows the metric), the severity it raises, its source (the whole account or one of its
 * entities), the evaluation window and whether it is on.
 */
export function AlarmThresholdDialog({ mode }: { mode: EntityFormMode }) {
  const data = useLoaderData<ThresholdDialogData>();
  const { t } = useTranslation(["alarm-thresholds", "alarms", "messages", "common"]);
  const [form, fields] = useEntityForm(`alarm-threshold-${mode}`, AlarmThresholdFormSchema, formValues(data.record));
  const label = (name: string) => t(`alarm-thresholds:fields.${name}`);
  const readOnly = mode === "view";
  const record = data.record;
  const metricValue = (fields.metric.value as string | undefined) ?? (formValues(record).metric as string);
  const metric = (THRESHOLD_METRICS as readonly string[]).includes(metricValue)
    ? (metricValue as ThresholdMetric)
    : THRESHOLD_METRICS[0];
  const { bounds, direction } = THRESHOLD_METRIC_SPECS[metric];
  const typeLabel = (type: string) => t(`alarms:source.types.${type}`, { defaultValue: type });
  const sourceOptions = [
    { value: "", label: t("alarm-thresholds:fields.source_account") },
    ...data.sources.flatMap((g) =>
      g.entities.map((e) => ({ value: `${g.type}:${e.id}`, label: `${typeLabel(g.type)}: ${e.name}` })),
    ),
  ];
  // A source deleted since: shown as missing, so saving says so instead of silently watching the account.
  if (record && record.source && !sourceOptions.some((o) => o.value === record.source)) {
    sourceOptions.push({
      value: record.source,
      label: t("alarms:source.missing", { type: typeLabel(record.entityType ?? "") }),
    });
  }
  return (
    <EntityFormDialog resource={ALARM_THRESHOLDS_RESOURCE} mode={mode} form={form as never}>
      <FormTextField field={fields.name} label={label("name")} disabled={readOnly} />
      <FormSelectField
        field={fields.metric}
        label={label("metric")}
        options={THRESHOLD_METRICS.map((m) => ({ value: m, label: t(`alarm-thresholds:metrics.${m}`) }))}
        disabled={readOnly}
      />
      <FormTextField
        field={fields.value}
        label={label("value")}
        type="number"
        inputMode="decimal"
        hint={
          readOnly
            ? undefined
            : t(`alarm-thresholds:fields.value_hint_${direction}`, { min: bounds.MIN, max: bounds.MAX })
        }
        disabled={readOnly}
      />
      <FormSelectField
        field={fields.severity}
        label={label("severity")}
        options={THRESHOLD_SEVERITIES.map((s) => ({ value: s, label: t(`alarms:severity.${s}`) }))}
        disabled={readOnly}
      />
      {readOnly && record ? (
        <ReadOnlyField
          label={label("source")}
          value={record.entityType ? sourceLabel(record, t) : t("alarm-thresholds:fields.source_account")}
        />
      ) : (
        <FormSelectField field={fields.source} label={label("source")} options={sourceOptions} />
      )}
      <FormSelectField
        field={fields.windowMinutes}
        label={label("windowMinutes")}
        hint={readOnly ? undefined : t("alarm-thresholds:fields.windowMinutes_hint")}
        options={ALARM_THRESHOLDS.WINDOW_MINUTES.map((m) => ({
          value: String(m),
          label: t("alarm-thresholds:window", { count: m }),
        }))}
        disabled={readOnly}
      />
      <FormCheckbox field={fields.enabled} label={label("enabled")} disabled={readOnly} />
      {readOnly && record && (
        <ReadOnlyField
          label={label("alarmActive")}
          value={t(record.alarmActive ? "alarm-thresholds:alarm.active" : "alarm-thresholds:alarm.none")}
        />
      )}
    </EntityFormDialog>
  );
}
