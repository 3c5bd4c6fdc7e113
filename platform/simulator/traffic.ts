import type { Db } from "../db/database";
import type { AccountTraffic, BotEntity } from "../calls/generate";
import { loadRoutingTables } from "../routing/table";

/**
 * Reads, for every active account (or only `accountId`, for one call placed now), the entities able
 * to carry calls right now (so the simulator follows entities created or deleted in the console).
 */
export function loadTraffic(db: Db, _now: number, accountId?: string): AccountTraffic[] {
  const only = accountId === undefined ? "" : " AND a.id = ?";
  const active = `a.status = 'active' AND a.deleted_at IS NULL${only}`;
  const args = accountId === undefined ? [] : [accountId];
  const byAccount = new Map<string, AccountTraffic>();
  const traffic = (accountId: string): AccountTraffic => {
    let t = byAccount.get(accountId);
    if (!t) {
      t = { accountId, bots: [], phones: [], sips: [], teams: [], whatsapp: [], campaigns: [], dialCode: "+44" };
      byAccount.set(accountId, t);
    }
    return t;
  };

  const bots = db
    .prepare(
      `SELECT b.id, b.account_id, b.name, b.region_id, b.sub_framework, b.configuration
       FROM bots b JOIN accounts a ON a.id = b.account_id WHERE ${active} AND b.deleted_at IS NULL`,
    )
    .all(...args) as {
    id: string;
    account_id: string;
    name: string;
    region_id: string | null;
    sub_framework: string | null;
    configuration: string;
  }[];
  for (const b of bots) traffic(b.account_id).bots.push(botEntity(b));

  const phones = db
    .prepare(
      `SELECT p.id, p.account_id, p.name, p.e164, p.region_id, p.bot_id
       FROM phone_numbers p JOIN accounts a ON a.id = p.account_id
       WHERE ${active} AND p.deleted_at IS NULL AND p.status = 'Active'`,
    )
    .all(...args) as {
    id: string;
    account_id: string;
    name: string;
    e164: string;
    region_id: string | null;
    bot_id: string | null;
  }[];
  for (const p of phones) {
    const t = traffic(p.account_id);
    t.phones.push({ id: p.id, name: p.name, e164: p.e164, regionId: p.region_id, botId: p.bot_id });
    if (t.phones.length === 1) t.dialCode = p.e164.startsWith("+1") ? "+1" : p.e164.slice(0, 3);
  }

  const sips = db
    .prepare(
      `SELECT s.id, s.account_id, s.name, s.type, s.region_id FROM sip_connections s JOIN accounts a ON a.id = s.account_id
       WHERE ${active} AND s.deleted_at IS NULL AND s.type IN ('sip-trunk', 'contact-center', 'uc-platform')`,
    )
    .all(...args) as {
    id: string;
    account_id: string;
    name: string;
    type: "sip-trunk" | "contact-center" | "uc-platform";
    region_id: string | null;
  }[];
  for (const s of sips)
    traffic(s.account_id).sips.push({ id: s.id, name: s.name, type: s.type, regionId: s.region_id });

  const teams = db
    .prepare(
      `SELECT t.id, t.account_id, t.name, t.region_id, t.licensed_users FROM teams_connections t JOIN accounts a ON a.id = t.account_id
       WHERE ${active} AND t.deleted_at IS NULL AND t.status = 'Connected'`,
    )
    .all(...args) as {
    id: string;
    account_id: string;
    name: string;
    region_id: string | null;
    licensed_users: number;
  }[];
  for (const t of teams)
    traffic(t.account_id).teams.push({
      id: t.id,
      name: t.name,
      regionId: t.region_id,
      licensedUsers: t.licensed_users,
    });

  const whatsapp = db
    .prepare(
      `SELECT w.id, w.account_id, w.name, w.phone_number, w.region_id FROM whatsapp_numbers w JOIN accounts a ON a.id = w.account_id
       WHERE ${active} AND w.deleted_at IS NULL AND w.status = 'Connected'`,
    )
    .all(...args) as { id: string; account_id: string; name: string; phone_number: string | null; region_id: string }[];
  for (const w of whatsapp) {
    traffic(w.account_id).whatsapp.push({
      id: w.id,
      name: w.name,
      phoneNumber: w.phone_number ?? "",
      regionId: w.region_id,
    });
  }

  // No campaigns: campaign calls come from campaign rows alone, placed by the runner (campaigns.ts).
  // Inbound calls follow the account's routing rules (the rule tester's matcher).
  const routing = loadRoutingTables(db, accountId);
  for (const t of byAccount.values()) t.routing = routing.get(t.accountId);
  return [...byAccount.values()];
}

/** A bot row as the traffic's entity (its speech settings from the configuration); the campaign runner's calls too. */
export function botEntity(b: {
  id: string;
  name: string;
  region_id: string | null;
  sub_framework: string | null;
  configuration: string;
}): BotEntity {
  let config: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(b.configuration);
    if (parsed && typeof parsed === "object") config = parsed as Record<string, unknown>;
  } catch {
    // A bot saved with invalid configuration still takes calls, with default speech.
  }
  const text = (v: unknown, fallback: string) => (typeof v === "string" && v ? v : fallback);
  return {
    id: b.id,
    name: b.name,
    regionId: b.region_id,
    isAi: b.sub_framework === "ai-agent",
    sttProvider: text(config.sttProvider, "Azure"),
    sttModel: text(config.sttModel, "azure-default"),
    ttsProvider: text(config.ttsProvider, "Azure"),
    ttsModel: text(config.voiceName, "en-US-JennyNeural"),
  };
}
