/**
 * A campaign's progress: counted from its contacts (placed = attempts made, retries included;
 * answered and failed = contacts done; remaining = contacts still to call or in a call), and reported
 * to the user who started it on one progress notification, updated as the runner goes (as a Teams
 * connection's creation does), then replaced by an info notification when it completes.
 */
import { MESSAGES, type MessageKey } from "../../../contract/messages";
import type { CampaignProgress } from "../../../contract/wire/campaigns";
import type { PlatformContext } from "../../context";
import { createNotification, deleteNotification, updateNotificationProgress } from "../vaic/notifications";

const text = (key: MessageKey, values: Record<string, string | number> = {}) =>
  MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

/** SQL over `t` (a campaigns row): the progress columns the store selects. */
export const PROGRESS_SELECT = [
  "(SELECT COUNT(*) FROM campaign_contacts cc WHERE cc.campaign_id = t.id) AS contacts_total",
  "(SELECT COALESCE(SUM(cc.attempts), 0) FROM campaign_contacts cc WHERE cc.campaign_id = t.id) AS contacts_placed",
  "(SELECT COUNT(*) FROM campaign_contacts cc WHERE cc.campaign_id = t.id AND cc.status = 'answered') AS contacts_answered",
  "(SELECT COUNT(*) FROM campaign_contacts cc WHERE cc.campaign_id = t.id AND cc.status = 'failed') AS contacts_failed",
].join(", ");

/** The progress of a row selected with PROGRESS_SELECT. */
export function rowProgress(r: Record<string, unknown>): CampaignProgress {
  const contacts = Number(r.contacts_total ?? 0);
  const answered = Number(r.contacts_answered ?? 0);
  const failed = Number(r.contacts_failed ?? 0);
  return {
    contacts,
    placed: Number(r.contacts_placed ?? 0),
    answered,
    failed,
    remaining: Math.max(0, contacts - answered - failed),
  };
}

/** The progress of one campaign, read now. */
export function campaignProgress(ctx: PlatformContext, campaignId: string): CampaignProgress {
  const row = ctx.db
    .prepare(
      `SELECT COUNT(*) AS contacts_total, COALESCE(SUM(attempts), 0) AS contacts_placed,
              COALESCE(SUM(status = 'answered'), 0) AS contacts_answered, COALESCE(SUM(status = 'failed'), 0) AS contacts_failed
       FROM campaign_contacts WHERE campaign_id = ?`,
    )
    .get(campaignId) as Record<string, unknown>;
  return rowProgress(row);
}

const percent = (p: CampaignProgress) =>
  p.contacts === 0 ? 100 : Math.round(((p.answered + p.failed) * 100) / p.contacts);
const progressMessage = (p: CampaignProgress) => text("campaign_progress_message", { ...p });

interface Recipient {
  account_id: string;
  started_by: string | null;
  notification_id: string | null;
}

/** The progress notification of a campaign just started (inside the start's transaction); its id. */
export function startProgress(
  ctx: PlatformContext,
  c: { id: string; account_id: string; name: string },
  userId: string | null,
): string {
  const p = campaignProgress(ctx, c.id);
  return createNotification(ctx, {
    accountId: c.account_id,
    userId,
    title: text("campaign_progress_title", { name: c.name }),
    message: progressMessage(p),
    type: "progress",
    data: { progress: percent(p), campaignId: c.id },
  }).id;
}

/** Moves the progress notification to the campaign's counts now. */
export function reportProgress(ctx: PlatformContext, c: Recipient & { id: string }): void {
  if (!c.notification_id) return;
  const p = campaignProgress(ctx, c.id);
  updateNotificationProgress(ctx, c.notification_id, percent(p), progressMessage(p));
}

/** Removes the progress notification (completed, cancelled, deleted). */
export function dropProgress(ctx: PlatformContext, c: Recipient): void {
  if (!c.notification_id) return;
  try {
    deleteNotification(ctx, { accountId: c.account_id, userId: c.started_by ?? "" }, c.notification_id);
  } catch {
    // the user deleted it meanwhile
  }
}

/** The end of a campaign: the progress notification gives way to an info notification with the counts. */
export function reportCompleted(ctx: PlatformContext, c: Recipient & { id: string; name: string }): void {
  dropProgress(ctx, c);
  const p = campaignProgress(ctx, c.id);
  createNotification(ctx, {
    accountId: c.account_id,
    userId: c.started_by,
    title: text("campaign_completed_title", { name: c.name }),
    message: progressMessage(p),
    type: "info",
    data: { campaignId: c.id },
  });
}
