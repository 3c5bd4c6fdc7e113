/**
 * POST {main}/admin/notifications (mounted inside /vaic/api): an administrator sends an error, info
 * or warning notification to every user of an account; it reaches their open tabs through the hub.
 */
import express from "express";
import { ADMIN_NOTIFICATIONS_PATH, AdminSendNotificationSchema } from "../../../contract/wire/notifications";
import type { PlatformContext } from "../../context";
import { authenticate, requireAdmin } from "../../http/auth";
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
      const notification = createNotification(ctx, { ...input, userId: null });
      res.status(201).json(notification);
    }),
  );
  router.use(ADMIN_NOTIFICATIONS_PATH, jsonErrorHandler);
  return router;
}
