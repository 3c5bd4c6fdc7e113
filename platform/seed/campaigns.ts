/**
 * The seeded campaigns (issue 17 item 2): every campaign the history's campaign calls name is a row of
 * the campaigns table, completed, with the bot and caller number its calls came from
 * (campaignEntities) and one contact per number it called (answered when one of its calls was,
 * attempts = its calls), so its progress equals its calls in the call history. Acme also gets a draft
 * with a short contact list to start from the console.
 */
import { CAMPAIGN_DAYS, isTimeZone } from "../../contract/wire/campaigns";
import { campaignEntities } from "../calls/generate";
import type { Db } from "../db/database";
import type { SeededAccount } from "./accounts";
import { TIME } from "../../contract/limits/units";

/** The demo draft's contacts: numbers of the UK's drama range, the first ending in 00 (never answers). */
const DRAFT_CONTACTS = 25;

/** The id of Acme's draft campaign (tests name it). */
export const demoDraftCampaignId = (acmeId: string) => `${acmeId.slice(0, 8)}-0000-4000-8000-0000000c0de0`;

/** Writes the campaign rows; run after the call history (their contacts come from its calls). */
export function seedCampaigns(db: Db, accounts: readonly SeededAccount[], now: number, acmeId: string): void {
  const insert = db.prepare(
    `INSERT INTO campaigns (id, account_id, name, state, bot_id, caller_number_id, window_start, window_end, days, time_zone,
       calls_per_second, concurrency, retries, retry_delay_minutes, started_at, ended_at, created_at, updated_at)
     VALUES (@id, @account_id, @name, @state, @bot_id, @caller_number_id, @window_start, @window_end, @days, @time_zone,
       @calls_per_second, @concurrency, @retries, @retry_delay_minutes, @started_at, @ended_at, @created_at, @created_at)`,
  );
  const zoneOf = db.prepare("SELECT time_zone FROM accounts WHERE id = ?").pluck();
  const span = db.prepare(
    "SELECT MIN(setup_time) AS first, MAX(COALESCE(end_time, setup_time)) AS last FROM calls WHERE account_id = ? AND campaign_id = ?",
  );
  db.transaction(() => {
    for (const a of accounts) {
      const t = a.traffic;
      if (!t || t.bots.length === 0 || t.phones.length === 0) continue;
      const zone = String(zoneOf.get(a.id) ?? "UTC");
      const common = {
        account_id: a.id,
        window_start: "00:00",
        window_end: "23:59",
        days: JSON.stringify(CAMPAIGN_DAYS),
        time_zone: isTimeZone(zone) ? zone : "UTC",
        calls_per_second: 5,
        concurrency: 20,
        retries: 0,
        retry_delay_minutes: 10,
      };
      for (const campaign of t.campaigns) {
        const { bot, phone } = campaignEntities(t, campaign.id);
        const { first, last } = span.get(a.id, campaign.id) as { first: number | null; last: number | null };
        insert.run({
          ...common,
          id: campaign.id,
          name: campaign.name,
          state: "completed",
          bot_id: bot.id,
          caller_number_id: phone.id,
          started_at: first ?? now - TIME.DAY_MS,
          ended_at: last ?? now - TIME.DAY_MS,
          created_at: (first ?? now) - TIME.DAY_MS,
        });
      }
      if (a.id === acmeId) {
        const id = demoDraftCampaignId(acmeId);
        insert.run({
          ...common,
          id,
          name: "Winter follow-up",
          state: "draft",
          bot_id: t.bots[0].id,
          caller_number_id: t.phones[0].id,
          started_at: null,
          ended_at: null,
          created_at: now - TIME.DAY_MS,
        });
        const contact = db.prepare("INSERT INTO campaign_contacts (campaign_id, line, e164) VALUES (?, ?, ?)");
        for (let i = 0; i < DRAFT_CONTACTS; i++) contact.run(id, i + 2, `+447700900${100 + i}`);
      }
    }
    // One contact per number a seeded campaign called, its attempts its calls.
    db.exec(`
      INSERT INTO campaign_contacts (campaign_id, line, e164, status, attempts)
      SELECT campaign_id, ROW_NUMBER() OVER (PARTITION BY campaign_id ORDER BY MIN(setup_time)) + 1, called_number,
             CASE WHEN MAX(successful) = 1 THEN 'answered' ELSE 'failed' END, COUNT(*)
      FROM calls WHERE campaign_id IN (SELECT id FROM campaigns WHERE state = 'completed') AND called_number IS NOT NULL
      GROUP BY campaign_id, called_number`);
  })();
}
