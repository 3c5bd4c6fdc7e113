/**
 * POST {main}/admin/notifications (mounted inside /vaic/api): an administrator sends an error, info
 * or warning notification to every user of an account; it reaches their open tabs through the hub.
 * Audited, like every admin action.
 */
import express from "express";
import { ADMIN_NOTIFICATIONS_PATH, AdminSendNotificationSchema } from "../../../contract/wire/notifications";
import { recordAudit } from "../../audit";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { authenticate, callerOf, requireAdmin } from "../../http/auth";
import { jsonErrorHandler, notFound, route } from "../../http/errors";
import { createNotification } from "./notifications";

export function createAdminNotificationsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  router.post(
    ADMIN_NOTIFICATIONS_PATH,
    authenticate(ctx),
    requireAdmin(),
    route((req, res) => {
      const input = AdminSendNotificationSchema.parse(req.body ?? {});
      const account = ctx.db.prepare("SELECT 1 FROM accounts WHERE id = ? AND deleted_at IS NULL").get(input.accountId);
      if (!account) throw notFound("Account not found");
      // The audit row first: createNotification tells the hub as it inserts, so it must come last.
      const notification = writeTransaction(ctx.db, () => {
        recordAudit(ctx, callerOf(req), input.accountId, "notifications.send", null, {
          type: input.type,
          title: input.title,
          message: input.message ?? null,
          ttl: input.ttl ?? null,
        });
        return createNotification(ctx, { ...input, userId: null });
      });
      res.status(201).json(notification);
    }),
  );
  router.use(ADMIN_NOTIFICATIONS_PATH, jsonErrorHandler);
  return router;
}
