import type { AlarmBadgeModel } from "./alarm-badge";
import { SHELL_CLASS } from "./shell-css";

/**
 * The severity badge next to the alarms entry; its accessible text comes from the caller. Its size
 * (counts above 9 and above 99) and colour are data attributes the shell stylesheet reads.
 */
export function AlarmBadge({ badge, label }: { badge: AlarmBadgeModel; label: string }) {
  return (
    <span
      className={SHELL_CLASS.alarmBadge}
      data-size={badge.size}
      data-color={badge.color}
      aria-label={label}
      role="img"
    >
      <span aria-hidden>{badge.text}</span>
    </span>
  );
}
