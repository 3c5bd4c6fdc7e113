import { UI } from "../../../contract/limits/ui";
import { activeAlarmCount, topAlarmSeverity, type AlarmSummary } from "../../../contract/alarms";

/**
 * The alarms badge (docs/product.md#side-navigation, #other-constants): counts above 9 and above 99 are styled differently.
 * "single" is a round badge, "double" a wider pill, "overflow" shows 99+ in a smaller type.
 */
export type AlarmBadgeSize = "single" | "double" | "overflow";

export function alarmBadgeSize(count: number): AlarmBadgeSize {
  if (count > UI.ALARM_BADGE_STEP_2) return "overflow";
  if (count > UI.ALARM_BADGE_STEP_1) return "double";
  return "single";
}

/** What the badge prints. */
export function alarmBadgeText(count: number): string {
  return count > UI.ALARM_BADGE_STEP_2 ? `${UI.ALARM_BADGE_STEP_2}+` : String(count);
}

export type BadgeColor = "danger" | "warning" | "neutral" | "primary";

/** The badge colour follows the most severe active alarm. */
export function alarmBadgeColor(summary: AlarmSummary): BadgeColor {
  const top = topAlarmSeverity(summary);
  if (top === "critical" || top === "major") return "danger";
  if (top === "minor" || top === "warning") return "warning";
  if (top === "indeterminate") return "primary";
  return "neutral";
}

export interface AlarmBadgeModel {
  count: number;
  text: string;
  size: AlarmBadgeSize;
  color: BadgeColor;
}

/** The badge for a summary, or null when nothing is active. */
export function alarmBadge(summary: AlarmSummary | null | undefined): AlarmBadgeModel | null {
  if (!summary) return null;
  const count = activeAlarmCount(summary);
  if (count === 0) return null;
  return { count, text: alarmBadgeText(count), size: alarmBadgeSize(count), color: alarmBadgeColor(summary) };
}
