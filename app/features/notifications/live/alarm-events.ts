/**
 * An alarm raised or cleared reaches the browser as a notification (its data names the alarm): the
 * live island announces it on the window, and the shell's alarm summary (badge, header) loads again
 * at once instead of at its next 60 s poll.
 */
import type { Notification } from "../../../../contract/wire/notifications";

export const ALARMS_CHANGED_EVENT = "vc:alarms-changed";

export const isAlarmNotification = (n: Pick<Notification, "data">) =>
  typeof (n.data as Record<string, unknown>).alarmId === "string";

/** Tells the page an alarm changed when the notification is an alarm's. */
export function announceAlarmChange(n: Pick<Notification, "data">): void {
  if (isAlarmNotification(n) && typeof window !== "undefined") window.dispatchEvent(new Event(ALARMS_CHANGED_EVENT));
}
