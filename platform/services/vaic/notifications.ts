/**
 * The caller's notifications (mounted inside /vaic/api; docs/product.md#notification-record "Notification", #notifications, #alarm-and-notification-calls): the REST
 * side of what the real-time hub pushes. A row with user_id NULL belongs to every user of its
 * account, one with a user_id to that user only. Rows past expires_at are deleted when read (and
 * by the hub's periodic sweep).
 * Every change is emitted on ctx.events as NOTIFICATION_EVENT, for the hub to fan out.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { NOTIFICATIONS as NOTIFICATION_LIMITS } from "../../../contract/limits/notifications";
import { NOTIFICATION_STATUS, type NotificationType } from "../../../contract/enums/notifications";
import { NotificationStatusSchema, NotificationTypeSchema } from "../../../contract/wire/enums";
import type { Notification, NotificationData } from "../../../contract/wire/notifications";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { authenticate, callerOf } from "../../http/auth";
import { jsonErrorHandler, notFound, route } from "../../http/errors";

export const NOTIFICATION_EVENT = "notification";

/** What ctx.events carries on NOTIFICATION_EVENT. */
export type NotificationEvent =
  | { kind: "created" | "updated"; accountId: string; userId: string | null; notification: Notification }
  | { kind: "deleted"; accountId: string; userId: string | null; id: string }
  /** Every notification `userId` could see in the account was removed. */
  | { kind: "cleared"; accountId: string; userId: string; ids: string[] };

interface Row {
  id: string;
  account_id: string;
  user_id: string | null;
  title: string;
  message: string;
  type: string;
  status: number;
  data: string;
  ttl: number | null;
  created_at: number;
  expires_at: number | null;
}

/** Who is asking: the account and the user (account-wide rows plus the user's own). */
export interface Recipient {
  accountId: string;
  userId: string;
}

function parseData(text: string): NotificationData {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as NotificationData) : {};
  } catch {
    return {};
  }
}

/** The wire form; ttl is what is left of the row's lifetime, in seconds. */
function toWire(row: Row, now: number): Notification {
  const ttl =
    row.expires_at === null ? null : Math.max(0, Math.ceil((row.expires_at - now) / NOTIFICATION_LIMITS.TTL_UNIT_MS));
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type as NotificationType,
    status: row.status === NOTIFICATION_STATUS.READ ? NOTIFICATION_STATUS.READ : NOTIFICATION_STATUS.UNREAD,
    createdAt: new Date(row.created_at).toISOString(),
    ttl,
    data: parseData(row.data),
  };
}

const VISIBLE = "account_id = @accountId AND (user_id IS NULL OR user_id = @userId)";

/**
 * Deletes the rows past their ttl and emits a "deleted" event for each, so the hub's tabs drop them
 * too (whoever triggered it: a read, or the hub's periodic sweep). Returns how many were removed.
 */
export function sweepExpiredNotifications(ctx: PlatformContext): number {
  const gone = ctx.db
    .prepare(
      "DELETE FROM notifications WHERE expires_at IS NOT NULL AND expires_at < ? RETURNING id, account_id, user_id",
    )
    .all(ctx.now()) as Pick<Row, "id" | "account_id" | "user_id">[];
  for (const row of gone) emit(ctx, { kind: "deleted", accountId: row.account_id, userId: row.user_id, id: row.id });
  return gone.length;
}

/** The recipient's notifications, newest first; expired rows are deleted first. */
export function listNotifications(ctx: PlatformContext, who: Recipient): Notification[] {
  sweepExpiredNotifications(ctx);
  const rows = ctx.db
    .prepare(`SELECT * FROM notifications WHERE ${VISIBLE} ORDER BY created_at DESC, rowid DESC`)
    .all(who) as Row[];
  const now = ctx.now();
  return rows.map((r) => toWire(r, now));
}

function findVisible(ctx: PlatformContext, who: Recipient, id: string): Row {
  sweepExpiredNotifications(ctx);
  const row = ctx.db.prepare(`SELECT * FROM notifications WHERE id = @id AND ${VISIBLE}`).get({ ...who, id }) as
    Row | undefined;
  // Another account's (or another user's) id answers 404, like a missing one.
  if (!row) throw notFound("Notification not found");
  return row;
}

export const CreateNotificationSchema = z.object({
  accountId: z.string().min(1),
  /** null or absent: every user of the account */
  userId: z.string().min(1).nullish(),
  title: z.string().min(1),
  message: z.string().default(""),
  type: NotificationTypeSchema,
  data: z.record(z.unknown()).default({}),
  /** seconds until it is removed; absent keeps it */
  ttl: z.number().int().positive().nullish(),
});
export type CreateNotificationInput = z.input<typeof CreateNotificationSchema>;

/** Stores a notification (producers: export jobs, billing...) and emits it. */
export function createNotification(ctx: PlatformContext, input: CreateNotificationInput): Notification {
  const n = CreateNotificationSchema.parse(input);
  const now = ctx.now();
  const row: Row = {
    id: randomUUID(),
    account_id: n.accountId,
    user_id: n.userId ?? null,
    title: n.title,
    message: n.message,
    type: n.type,
    status: NOTIFICATION_STATUS.UNREAD,
    data: JSON.stringify(n.data),
    ttl: n.ttl ?? null,
    created_at: now,
    expires_at: n.ttl ? now + n.ttl * NOTIFICATION_LIMITS.TTL_UNIT_MS : null,
  };
  ctx.db
    .prepare(
      `INSERT INTO notifications (id, account_id, user_id, title, message, type, status, data, ttl, created_at, expires_at)
       VALUES (@id, @account_id, @user_id, @title, @message, @type, @status, @data, @ttl, @created_at, @expires_at)`,
    )
    .run(row);
  const notification = toWire(row, now);
  emit(ctx, { kind: "created", accountId: row.account_id, userId: row.user_id, notification });
  return notification;
}

function emit(ctx: PlatformContext, event: NotificationEvent): void {
  ctx.events.emit(NOTIFICATION_EVENT, event);
}

/** Sets the status (read) of one of the recipient's notifications. */
export function updateNotificationStatus(
  ctx: PlatformContext,
  who: Recipient,
  id: string,
  status: 0 | 1,
): Notification {
  const row = findVisible(ctx, who, id);
  ctx.db.prepare("UPDATE notifications SET status = ? WHERE id = ?").run(status, id);
  const notification = toWire({ ...row, status }, ctx.now());
  emit(ctx, { kind: "updated", accountId: row.account_id, userId: row.user_id, notification });
  return notification;
}

/** Deletes one of the recipient's notifications. */
export function deleteNotification(ctx: PlatformContext, who: Recipient, id: string): void {
  const row = findVisible(ctx, who, id);
  ctx.db.prepare("DELETE FROM notifications WHERE id = ?").run(id);
  emit(ctx, { kind: "deleted", accountId: row.account_id, userId: row.user_id, id });
}

/** Deletes every notification the recipient sees; returns their ids. */
export function clearNotifications(ctx: PlatformContext, who: Recipient): string[] {
  const ids = writeTransaction(ctx.db, () => {
    const found = ctx.db.prepare(`SELECT id FROM notifications WHERE ${VISIBLE}`).pluck().all(who) as string[];
    ctx.db.prepare(`DELETE FROM notifications WHERE ${VISIBLE}`).run(who);
    return found;
  });
  emit(ctx, { kind: "cleared", accountId: who.accountId, userId: who.userId, ids });
  return ids;
}

/**
 * Sets data.progress (percent, 0..100) of a notification for its producer (export jobs, a Teams
 * connection's creation), and its message when given, and emits the update. Returns null when the notification is gone (the user deleted it meanwhile).
 */
export function updateNotificationProgress(
  ctx: PlatformContext,
  id: string,
  progress: number,
  message?: string,
): Notification | null {
  const row = ctx.db.prepare("SELECT * FROM notifications WHERE id = ?").get(id) as Row | undefined;
  if (!row) return null;
  const data = JSON.stringify({ ...parseData(row.data), progress: Math.max(0, Math.min(100, Math.round(progress))) });
  // A producer with steps (a Teams connection's creation) also says which step it is on.
  const text = message ?? row.message;
  ctx.db.prepare("UPDATE notifications SET data = ?, message = ? WHERE id = ?").run(data, text, id);
  const notification = toWire({ ...row, data, message: text }, ctx.now());
  emit(ctx, { kind: "updated", accountId: row.account_id, userId: row.user_id, notification });
  return notification;
}

const StatusBodySchema = z.object({ status: NotificationStatusSchema });

export function createNotificationsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);
  const recipient = (req: express.Request): Recipient => {
    const caller = callerOf(req);
    return { accountId: caller.accountId, userId: caller.sub };
  };

  router.get(
    "/notifications",
    auth,
    route((req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.json(listNotifications(ctx, recipient(req)));
    }),
  );

  router.patch(
    "/notifications/:id",
    auth,
    route((req, res) => {
      const { status } = StatusBodySchema.parse(req.body ?? {});
      res.json(updateNotificationStatus(ctx, recipient(req), req.params.id, status));
    }),
  );

  router.delete(
    "/notifications/:id",
    auth,
    route((req, res) => {
      deleteNotification(ctx, recipient(req), req.params.id);
      res.status(204).end();
    }),
  );

  router.delete(
    "/notifications",
    auth,
    route((req, res) => {
      clearNotifications(ctx, recipient(req));
      res.status(204).end();
    }),
  );

  // Errors of these routes only; the hub (same path, other methods) is mounted elsewhere.
  router.use("/notifications", jsonErrorHandler);
  return router;
}
