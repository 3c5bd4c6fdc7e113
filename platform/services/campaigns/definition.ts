/**
 * Campaigns as an entity of the generic store (ADR 010; issue 17 item 2): the CAMPAIGNS roles, at most
 * CAMPAIGNS.PER_ACCOUNT per account, names unique in the account; the bot and the caller number are
 * the account's own (the number Active), and only a draft is edited. The uploaded contact list is
 * parsed in the write's transaction (afterWrite): its accepted numbers replace the contacts, its
 * rejected rows are kept on the campaign to show; a file refused as a whole rolls the write back.
 * A campaign that may still place calls (scheduled, running, paused) is cancelled before it is deleted.
 */
import { CAMPAIGNS } from "../../../contract/limits/campaigns";
import { ROLES } from "../../../contract/roles";
import {
  CAMPAIGN_DAYS,
  CAMPAIGNS_API,
  CAMPAIGNS_LIST_SPEC,
  campaignFormSchema,
  canDeleteCampaign,
  canEditCampaign,
  RejectedContactSchema,
  type CampaignDay,
  type CampaignDetail,
  type CampaignForm,
  type CampaignRow,
  type CampaignState,
} from "../../../contract/wire/campaigns";
import type { PlatformContext } from "../../context";
import { baseRow, isoTime, type DbRow, type EntityDefinition } from "../../entities/definition";
import { badRequest, conflict } from "../../http/errors";
import { ContactsFileError, parseContacts } from "./contacts";
import { dropProgress, PROGRESS_SELECT, rowProgress } from "./progress";

const BOT_NAME = "(SELECT b.name FROM bots b WHERE b.id = t.bot_id AND b.deleted_at IS NULL)";
const CALLER_NUMBER = "(SELECT p.e164 FROM phone_numbers p WHERE p.id = t.caller_number_id AND p.deleted_at IS NULL)";

function parseDays(text: unknown): CampaignDay[] {
  try {
    const value: unknown = JSON.parse(String(text ?? "[]"));
    return Array.isArray(value) ? CAMPAIGN_DAYS.filter((d) => value.includes(d)) : [];
  } catch {
    return [];
  }
}

function parseRejected(text: unknown): CampaignDetail["rejected"] {
  try {
    const parsed = RejectedContactSchema.array().safeParse(JSON.parse(String(text ?? "[]")));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const optionalIso = (ms: unknown) => (ms === null || ms === undefined ? null : isoTime(ms));

function toRow(r: DbRow, withAccount: boolean): CampaignRow {
  return {
    ...baseRow(r, withAccount),
    state: r.state as CampaignState,
    botId: String(r.bot_id),
    botName: (r.bot_name as string | null) ?? null,
    callerNumberId: String(r.caller_number_id),
    callerNumber: (r.caller_number as string | null) ?? null,
    windowStart: String(r.window_start),
    windowEnd: String(r.window_end),
    days: parseDays(r.days),
    timeZone: String(r.time_zone),
    callsPerSecond: Number(r.calls_per_second),
    concurrency: Number(r.concurrency),
    retries: Number(r.retries),
    retryDelayMinutes: Number(r.retry_delay_minutes),
    progress: rowProgress(r),
    startedAt: optionalIso(r.started_at),
    endedAt: optionalIso(r.ended_at),
  };
}

/** Replaces a campaign's contacts with an upload's accepted numbers; keeps its rejected rows to show. */
function storeContacts(ctx: PlatformContext, campaignId: string, csv: string): void {
  let parsed: ReturnType<typeof parseContacts>;
  try {
    parsed = parseContacts(csv);
  } catch (error) {
    if (error instanceof ContactsFileError) throw badRequest(`contactsCsv: ${error.message}`);
    throw error;
  }
  ctx.db.prepare("DELETE FROM campaign_contacts WHERE campaign_id = ?").run(campaignId);
  const insert = ctx.db.prepare("INSERT INTO campaign_contacts (campaign_id, line, e164) VALUES (?, ?, ?)");
  for (const c of parsed.accepted) insert.run(campaignId, c.line, c.e164);
  ctx.db
    .prepare("UPDATE campaigns SET rejected_count = ?, rejected = ? WHERE id = ?")
    .run(parsed.rejected.length, JSON.stringify(parsed.rejected.slice(0, CAMPAIGNS.REJECTED_ROWS_KEPT)), campaignId);
}

export const CAMPAIGNS_ENTITY: EntityDefinition<CampaignForm, CampaignRow, CampaignDetail> = {
  key: "campaigns",
  api: CAMPAIGNS_API,
  listSpec: CAMPAIGNS_LIST_SPEC,
  table: "campaigns",
  roles: {
    read: [ROLES.CAMPAIGNS_READ],
    create: [ROLES.CAMPAIGNS_CREATE],
    update: [ROLES.CAMPAIGNS_UPDATE],
    delete: [ROLES.CAMPAIGNS_DELETE],
  },
  fields: {
    state: "t.state",
    botId: "t.bot_id",
    botName: BOT_NAME,
    callerNumber: CALLER_NUMBER,
    windowStart: "t.window_start",
    startedAt: "t.started_at",
  },
  search: ["t.name", BOT_NAME, CALLER_NUMBER, "a.name"],
  select: `${BOT_NAME} AS bot_name, ${CALLER_NUMBER} AS caller_number, ${PROGRESS_SELECT}`,
  form: campaignFormSchema,
  secrets: [],
  secretsInUse: () => [],
  columns: (form) => ({
    name: form.name,
    bot_id: form.botId,
    caller_number_id: form.callerNumberId,
    window_start: form.windowStart,
    window_end: form.windowEnd,
    days: JSON.stringify(CAMPAIGN_DAYS.filter((d) => form.days.includes(d))),
    time_zone: form.timeZone,
    calls_per_second: form.callsPerSecond,
    concurrency: form.concurrency,
    retries: form.retries,
    retry_delay_minutes: form.retryDelayMinutes,
  }),
  afterWrite: (ctx, write) => {
    const csv = write.form.contactsCsv;
    if (typeof csv === "string" && csv !== "") storeContacts(ctx, write.id, csv);
  },
  toRow,
  toDetail: (r, withAccount, secretsSet) => ({
    ...toRow(r, withAccount),
    rejectedCount: Number(r.rejected_count ?? 0),
    rejected: parseRejected(r.rejected),
    secretsSet,
  }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: CampaignRow) => r.accountId },
          { header: "Account Name", value: (r: CampaignRow) => r.accountName },
        ]
      : []),
    { header: "Campaign ID", value: (r) => r.id },
    { header: "Name", value: (r) => r.name },
    { header: "State", value: (r) => r.state },
    { header: "Bot", value: (r) => r.botName },
    { header: "Caller Number", value: (r) => r.callerNumber },
    { header: "Window", value: (r) => `${r.windowStart}-${r.windowEnd} ${r.days.join(" ")} ${r.timeZone}` },
    { header: "Calls per Second", value: (r) => r.callsPerSecond },
    { header: "Concurrency", value: (r) => r.concurrency },
    { header: "Retries", value: (r) => r.retries },
    { header: "Contacts", value: (r) => r.progress.contacts },
    { header: "Calls Placed", value: (r) => r.progress.placed },
    { header: "Answered", value: (r) => r.progress.answered },
    { header: "Failed", value: (r) => r.progress.failed },
    { header: "Remaining", value: (r) => r.progress.remaining },
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  exportTitles: {
    running: "Exporting campaigns",
    ready: "Campaigns export is ready",
    failed: "Campaigns export failed",
  },
  rules: {
    maxPerAccount: () => ({ max: CAMPAIGNS.PER_ACCOUNT, message: "warning_max_campaigns_reached" }),
    uniqueName: true,
    check(ctx, account, form, existing) {
      if (existing && !canEditCampaign(String(existing.state))) throw conflict("campaign_not_editable");
      const bot = ctx.db
        .prepare("SELECT 1 FROM bots WHERE id = ? AND account_id = ? AND deleted_at IS NULL")
        .get(form.botId, account.id);
      if (!bot) throw badRequest("botId: validation_campaign_bot");
      const number = ctx.db
        .prepare(
          "SELECT 1 FROM phone_numbers WHERE id = ? AND account_id = ? AND deleted_at IS NULL AND status = 'Active'",
        )
        .get(form.callerNumberId, account.id);
      if (!number) throw badRequest("callerNumberId: validation_campaign_caller_number");
    },
  },
  // Runs in the delete's transaction: throwing rolls the soft delete back.
  afterDelete: (ctx, row) => {
    if (!canDeleteCampaign(String(row.state))) throw conflict("campaign_delete_active");
    dropProgress(ctx, {
      account_id: row.account_id,
      started_by: (row.started_by as string | null) ?? null,
      notification_id: (row.notification_id as string | null) ?? null,
    });
  },
};
