/** Notifications (docs/product.md#notification-record). */

/** docs/product.md#notification-record Notification "Types: download, error, info, warning, progress". */
export const NOTIFICATION_TYPES = ["download", "error", "info", "warning", "progress"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** docs/product.md#notification-record Notification "Status: unread 0, read 1". */
export const NOTIFICATION_STATUS = { UNREAD: 0, READ: 1 } as const;
export type NotificationStatus = 0 | 1;
