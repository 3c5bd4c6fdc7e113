/** The alarm summary (docs/product.md#endpoint-names, #alarm-summary "Alarm summary"): severity -> count, all six present. */
import { ALARM_SEVERITIES, type AlarmSeverity } from "./enums/alarms";

export type AlarmSummary = Record<AlarmSeverity, number>;

/** A summary with every severity at zero. */
export function emptyAlarmSummary(): AlarmSummary {
  return Object.fromEntries(ALARM_SEVERITIES.map((s) => [s, 0])) as AlarmSummary;
}

/** The most severe severity with a count (spec order), or undefined when none: drives the badge colour. */
export function topAlarmSeverity(
  summary: AlarmSummary,
  ignore: readonly AlarmSeverity[] = ["cleared"],
): AlarmSeverity | undefined {
  return ALARM_SEVERITIES.find((s) => !ignore.includes(s) && summary[s] > 0);
}

/** Active alarms that still need attention: every severity but cleared. */
export function activeAlarmCount(summary: AlarmSummary): number {
  return summary.critical + summary.major + summary.minor + summary.warning + summary.indeterminate;
}
