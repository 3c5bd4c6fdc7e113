/** Alarms (docs/product.md#alarm-summary). */

/** docs/product.md#alarm-summary "Severities in order: critical, major, minor, warning, indeterminate, cleared". */
export const ALARM_SEVERITIES = ["critical", "major", "minor", "warning", "indeterminate", "cleared"] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];
