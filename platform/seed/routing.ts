/**
 * Demo routing beside the accounts' own (platform/seed/accounts.ts seeds each account's basic rules
 * and Acme's groups): an Acme rule with a calling-number condition, an alternative destination and a
 * group, so the grid, the dialogs and the rule tester have one of each to show. Every value is one the
 * rule form accepts as it is. Its own random stream: the rest of the seed is unchanged by it.
 */
import type { Db } from "../db/database";
import { Rng } from "./random";
import type { RowWriter } from "./rows";
import { TIME } from "../../contract/limits/units";

export function seedRouting(db: Db, rows: RowWriter, acmeId: string, now: number): void {
  const rng = new Rng(0x5e17);
  const one = (sql: string) => db.prepare(sql).pluck().get(acmeId) as string | undefined;
  const phone = one(
    "SELECT id FROM phone_numbers WHERE account_id = ? AND deleted_at IS NULL AND status = 'Active' ORDER BY e164 LIMIT 1",
  );
  const bot = one("SELECT id FROM bots WHERE account_id = ? AND deleted_at IS NULL ORDER BY name LIMIT 1 OFFSET 1");
  const contactCenter = one(
    "SELECT id FROM sip_connections WHERE account_id = ? AND deleted_at IS NULL AND type = 'contact-center' ORDER BY name LIMIT 1",
  );
  const group = one("SELECT id FROM routing_groups WHERE account_id = ? AND deleted_at IS NULL ORDER BY name LIMIT 1");
  if (!phone || !bot) return;
  rows.insert("routing_rules", {
    id: rng.uuid(),
    account_id: acmeId,
    name: "VIP callers to support",
    origin_type: "service-number",
    origin_id: phone,
    destination_type: "bot",
    destination_id: bot,
    condition_field: "calling",
    condition_pattern: "+447700900*",
    priority: 5,
    alternative_destinations: contactCenter ? [{ type: "sip-conn", id: contactCenter }] : [],
    customized_numbers: ["+442079460999"],
    routing_group_id: group ?? null,
    region_id: "eu-west",
    event_type: "call",
    created_at: now - 20 * TIME.DAY_MS,
    updated_at: now - 20 * TIME.DAY_MS,
  });
}
