import { z } from "zod";
import { NOTIFICATION_STATUS } from "../../contract/enums/notifications";
import { NotificationSchema, type Notification } from "../../contract/wire/notifications";
import type { PlatformClient } from "./platform.server";

/** The signed-in user's notifications on the main service (docs/product.md#notification-record, #notifications, #alarm-and-notification-calls). */

export const NOTIFICATIONS_PATH = "/vaic/api/notifications";
const one = (id: string) => `${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}`;

export type { Notification };

/** The user's notifications, newest first. */
export async function listNotifications(api: PlatformClient): Promise<Notification[]> {
  // A 204 / empty body means none.
  return (await api.get(NOTIFICATIONS_PATH, { schema: z.array(NotificationSchema).nullable() })) ?? [];
}

export async function markNotificationRead(api: PlatformClient, id: string): Promise<void> {
  await api.patch(one(id), { status: NOTIFICATION_STATUS.READ });
}

export async function deleteNotification(api: PlatformClient, id: string): Promise<void> {
  await api.del(one(id));
}

/** Removes every notification of the user. */
export async function clearNotifications(api: PlatformClient): Promise<void> {
  await api.del(NOTIFICATIONS_PATH);
}

export function unreadCount(list: readonly Pick<Notification, "status">[]): number {
  return list.filter((n) => n.status === NOTIFICATION_STATUS.UNREAD).length;
}
