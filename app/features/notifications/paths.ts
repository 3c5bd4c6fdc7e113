/** The console's notification routes, shared by the server-rendered page, the download route and the live drawer. */
export const NOTIFICATIONS_PAGE = "/portal/notifications";

/** The download route of a notification's file (routes/portal.notifications.$id.download.tsx). */
export const notificationDownloadPath = (id: string) => `${NOTIFICATIONS_PAGE}/${encodeURIComponent(id)}/download`;

/** Where an administrator sends a notification to an account (routes/admin.notifications.send.tsx). */
export const ADMIN_SEND_PATH = "/admin/notifications/send";
