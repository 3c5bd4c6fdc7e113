/**
 * Notifications and the real-time hub (docs/product.md#notification-record "Notification", #notifications "Notifications", #alarm-and-notification-calls "Alarms and
 * notifications"). The hub lives at {main base}/notifications.
 */
import { z } from "zod";
import { NotificationStatusSchema, NotificationTypeSchema } from "./enums";
import { NOTIFICATIONS } from "../limits/notifications";

export const NotificationDataSchema = z
  .object({
    /** downloads: the file's name; a download needs both fileName and url */
    fileName: z.string().optional(),
    /** downloads: absolute, or relative to the main service base */
    url: z.string().optional(),
    /** progress notifications: percent 0..100 */
    progress: z.number().min(0).max(100).optional(),
  })
  .passthrough();
export type NotificationData = z.infer<typeof NotificationDataSchema>;

export const NotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** multi-line */
  message: z.string(),
  type: NotificationTypeSchema,
  /** 0 unread, 1 read */
  status: NotificationStatusSchema,
  /** ISO-8601 instant */
  createdAt: z.string(),
  /** seconds until it is removed; null keeps it */
  ttl: z.number().nonnegative().nullish(),
  data: NotificationDataSchema.default({}),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Hub events the server sends and methods the client invokes (docs/product.md#alarm-and-notification-calls). */
export const HUB_SERVER_EVENTS = { RECEIVE: "ReceiveNotification", INIT: "InitNotifications" } as const;
export const HUB_CLIENT_METHODS = {
  UPDATE: "UpdateNotification",
  DELETE: "DeleteNotification",
  CLEAR_ALL: "ClearAll",
} as const;
/** Path of the hub under the main base path (docs/product.md#base-paths "main base path /notifications"). */
export const HUB_PATH = "/notifications";

/** InitNotifications carries the current list; ReceiveNotification one notification. */
export const InitNotificationsSchema = z.array(NotificationSchema);

/** UpdateNotification arguments: the id and the new status (read). */
export const UpdateNotificationArgsSchema = z.object({ id: z.string(), status: NotificationStatusSchema });
export type UpdateNotificationArgs = z.infer<typeof UpdateNotificationArgsSchema>;

/** A download notification can be downloaded only with both fileName and url (docs/product.md#notifications). */
export function isDownloadable(n: Pick<Notification, "type" | "data">): n is Pick<Notification, "type"> & {
  data: NotificationData & { fileName: string; url: string };
} {
  return n.type === "download" && !!n.data.fileName && !!n.data.url;
}

/** A relative download url is prefixed by the main service base (docs/product.md#notifications). */
export function downloadUrl(url: string, mainBase = "/vaic/api"): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) return url;
  if (url.startsWith(mainBase)) return url;
  return `${mainBase.replace(/\/+$/, "")}/${url.replace(/^\/+/, "")}`;
}

/**
 * What an administrator may send to an account (POST {main}/admin/notifications): the types that
 * need no file or job behind them. Shared by the platform endpoint and the console's form.
 */
export const ADMIN_NOTIFICATION_TYPES = ["error", "info", "warning"] as const;
export const AdminSendNotificationSchema = z.object({
  accountId: z.string().trim().min(1),
  type: z.enum(ADMIN_NOTIFICATION_TYPES),
  title: z.string().trim().min(1).max(NOTIFICATIONS.ADMIN_TITLE_MAX),
  message: z.string().trim().max(NOTIFICATIONS.ADMIN_MESSAGE_MAX).default(""),
  /** seconds until it is removed; absent keeps it */
  ttl: z.number().int().positive().max(NOTIFICATIONS.ADMIN_TTL_MAX_SECONDS).nullish(),
});
export type AdminSendNotification = z.infer<typeof AdminSendNotificationSchema>;
/** Path of the admin send endpoint under the main base path. */
export const ADMIN_NOTIFICATIONS_PATH = "/admin/notifications";
