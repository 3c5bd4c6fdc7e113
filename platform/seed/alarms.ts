/**
 * Demo alarm thresholds of "Acme Voice" (issue 17), each a form the console accepts as it is: the
 * whole account's failed calls, one bot's MOS, one SIP connection's concurrent calls, and one turned
 * off. Their values sit beyond what the simulated traffic reaches (its MOS never averages under 1.5,
 * its failures stay far below 90%), so the demo account's alarm count stays the seeded one; a
 * threshold set lower on the screen raises its alarm within a tick.
 */
import type { Db } from "../db/database";
import { Rng } from "./random";
import { TIME } from "../../contract/limits/units";

/** Its own PRNG: the seed's other draws (and so the rest of the demo data) stay as they were. */
const THRESHOLDS_SEED = 17_017;

export function seedAlarmThresholds(db: Db, acmeId: string, now: number): void {
  const rng = new Rng(THRESHOLDS_SEED);
  const first = (table: string) =>
    db
      .prepare(`SELECT id FROM ${table} WHERE account_id = ? AND deleted_at IS NULL ORDER BY created_at, id LIMIT 1`)
      .pluck()
      .get(acmeId) as string | undefined;
  const bot = first("bots");
  const sip = first("sip_connections");
  const insert = db.prepare(
    `INSERT INTO alarm_thresholds (id, account_id, name, metric, value, severity, entity_type, entity_id, window_minutes, enabled, created_at, updated_at)
     VALUES (@id, @account_id, @name, @metric, @value, @severity, @entity_type, @entity_id, @window_minutes, @enabled, @created_at, @created_at)`,
  );
  const thresholds = [
    {
      name: "Failed calls above 90%",
      metric: "failedCallPercent",
      value: 90,
      severity: "major",
      entity: null,
      window: 15,
      enabled: 1,
    },
    {
      name: "Bot voice quality poor",
      metric: "averageMos",
      value: 1.5,
      severity: "minor",
      entity: bot ? ["bot", bot] : null,
      window: 30,
      enabled: 1,
    },
    {
      name: "Trunk saturated",
      metric: "concurrentCalls",
      value: 500,
      severity: "critical",
      entity: sip ? ["sip-conn", sip] : null,
      window: 5,
      enabled: 1,
    },
    {
      name: "Packet loss watch",
      metric: "packetLossPercent",
      value: 5,
      severity: "warning",
      entity: null,
      window: 60,
      enabled: 0,
    },
  ];
  thresholds.forEach((t, i) =>
    insert.run({
      id: rng.uuid(),
      account_id: acmeId,
      name: t.name,
      metric: t.metric,
      value: t.value,
      severity: t.severity,
      entity_type: t.entity?.[0] ?? null,
      entity_id: t.entity?.[1] ?? null,
      window_minutes: t.window,
      enabled: t.enabled,
      created_at: now - (20 - i) * TIME.DAY_MS,
    }),
  );
}
