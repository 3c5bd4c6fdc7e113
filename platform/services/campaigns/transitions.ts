/**
 * A campaign's start, pause, resume and cancel (POST {collection}/{id}/{transition}): the state is
 * read and changed inside one BEGIN IMMEDIATE transaction, so two concurrent starts cannot both pass
 * (the second finds it scheduled: 409 `campaign_transition_refused`), nor can a completed campaign be
 * started again. Starting needs contacts and the bot and caller number still there; it creates the
 * starter's progress notification. Resuming does not make up for the paused time (the pace starts
 * over); cancelling ends it (calls in flight still end and are recorded) and drops the notification.
 */
import { CAMPAIGN_TRANSITIONS, canTransition, type CampaignTransition } from "../../../contract/wire/campaigns";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { getEntity } from "../../entities/store";
import { conflict } from "../../http/errors";
import { CAMPAIGNS_ENTITY } from "./definition";
import { dropProgress, reportProgress, startProgress } from "./progress";

export function transitionCampaign(
  ctx: PlatformContext,
  accountId: string,
  userId: string | null,
  id: string,
  transition: CampaignTransition,
): void {
  writeTransaction(ctx.db, () => {
    const row = getEntity(ctx, CAMPAIGNS_ENTITY, id, accountId);
    const state = String(row.state);
    if (!canTransition(state, transition)) throw conflict("campaign_transition_refused");
    const to = CAMPAIGN_TRANSITIONS[transition].to;
    const now = ctx.now();
    const recipient = {
      id,
      account_id: row.account_id,
      started_by: (row.started_by as string | null) ?? null,
      notification_id: (row.notification_id as string | null) ?? null,
    };
    switch (transition) {
      case "start": {
        const contacts = ctx.db
          .prepare("SELECT COUNT(*) FROM campaign_contacts WHERE campaign_id = ?")
          .pluck()
          .get(id) as number;
        if (contacts === 0) throw conflict("campaign_no_contacts");
        const bot = ctx.db
          .prepare("SELECT 1 FROM bots WHERE id = ? AND account_id = ? AND deleted_at IS NULL")
          .get(row.bot_id, accountId);
        const number = ctx.db
          .prepare(
            "SELECT 1 FROM phone_numbers WHERE id = ? AND account_id = ? AND deleted_at IS NULL AND status = 'Active'",
          )
          .get(row.caller_number_id, accountId);
        if (!bot || !number) throw conflict("campaign_entities_missing");
        const notification = startProgress(ctx, { id, account_id: row.account_id, name: row.name }, userId);
        ctx.db
          .prepare(
            "UPDATE campaigns SET state = ?, started_at = ?, started_by = ?, notification_id = ?, pace_credit = 0, run_at = ?, updated_at = ? WHERE id = ?",
          )
          .run(to, now, userId, notification, now, now, id);
        break;
      }
      case "pause":
        ctx.db.prepare("UPDATE campaigns SET state = ?, updated_at = ? WHERE id = ?").run(to, now, id);
        reportProgress(ctx, recipient);
        break;
      case "resume":
        ctx.db
          .prepare("UPDATE campaigns SET state = ?, pace_credit = 0, run_at = ?, updated_at = ? WHERE id = ?")
          .run(to, now, now, id);
        break;
      case "cancel":
        dropProgress(ctx, recipient);
        ctx.db
          .prepare("UPDATE campaigns SET state = ?, ended_at = ?, notification_id = NULL, updated_at = ? WHERE id = ?")
          .run(to, now, now, id);
        break;
    }
  });
}
