/**
 * An account's routing as the matcher needs it: its live rules and the names of its entities that
 * still exist. The rule tester and the simulator both load it here, so they route alike.
 */
import type { RoutingEndpoint } from "../../contract/wire/routing";
import type { Db } from "../db/database";
import type { LiveName, MatchableRule } from "./matcher";

/** The table of each entity type a rule may name, and its display name (a number without one by its E.164). */
export const ENDPOINT_TABLES: Readonly<Record<string, { table: string; name: string }>> = {
  bot: { table: "bots", name: "name" },
  "service-number": { table: "phone_numbers", name: "COALESCE(NULLIF(name, ''), e164)" },
  "sip-conn": { table: "sip_connections", name: "name" },
  "teams-conn": { table: "teams_connections", name: "name" },
  "wa-conn": { table: "whatsapp_numbers", name: "name" },
};

/** The account's live entities a rule may name, by type, as {type, id, name}, in name order. */
export function accountEndpoints(db: Db, accountId: string): { type: string; id: string; name: string }[] {
  const out: { type: string; id: string; name: string }[] = [];
  for (const [type, { table, name }] of Object.entries(ENDPOINT_TABLES)) {
    const rows = db
      .prepare(
        `SELECT id, ${name} AS name FROM ${table} WHERE account_id = ? AND deleted_at IS NULL ORDER BY 2 COLLATE NOCASE, id`,
      )
      .all(accountId) as {
      id: string;
      name: string;
    }[];
    for (const r of rows) out.push({ type, id: r.id, name: r.name });
  }
  return out;
}

/** An SQL expression of an endpoint's live name (null when deleted), over a type and an id column. */
export function endpointNameSql(typeColumn: string, idColumn: string): string {
  const cases = Object.entries(ENDPOINT_TABLES).map(
    ([type, { table, name }]) =>
      `WHEN '${type}' THEN (SELECT ${name} FROM ${table} e WHERE e.id = ${idColumn} AND e.deleted_at IS NULL)`,
  );
  return `(CASE ${typeColumn} ${cases.join(" ")} END)`;
}

interface RuleRow {
  id: string;
  name: string;
  priority: number;
  created_at: number;
  event_type: string;
  origin_type: string;
  origin_id: string | null;
  destination_type: string;
  destination_id: string | null;
  alternative_destinations: string;
  condition_field: string | null;
  condition_pattern: string | null;
  customized_numbers: string;
}

function jsonArray(text: string): unknown[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

/** The stored alternatives ({type, id} objects) as endpoints; anything malformed is left out. */
export function endpointsOf(text: string): RoutingEndpoint[] {
  return jsonArray(text).flatMap((v) => {
    const e = v as Partial<RoutingEndpoint> | null;
    return e && typeof e.type === "string" && typeof e.id === "string" ? [{ type: e.type, id: e.id }] : [];
  });
}

export const stringsOf = (text: string): string[] => jsonArray(text).filter((v): v is string => typeof v === "string");

export function toMatchable(r: RuleRow): MatchableRule {
  return {
    id: r.id,
    name: r.name,
    priority: r.priority,
    createdAt: r.created_at,
    eventType: r.event_type,
    origin: { type: r.origin_type, id: r.origin_id ?? "" },
    destination: { type: r.destination_type, id: r.destination_id ?? "" },
    alternatives: endpointsOf(r.alternative_destinations),
    condition: r.condition_field === "called" || r.condition_field === "calling" ? r.condition_field : null,
    pattern: r.condition_pattern,
    customizedNumbers: stringsOf(r.customized_numbers),
  };
}

export interface RoutingTable {
  rules: MatchableRule[];
  live: LiveName;
}

/** Every account's routing at once (the simulator's reload), keyed by account. */
export function loadRoutingTables(db: Db, accountId?: string): Map<string, RoutingTable> {
  const scope = accountId === undefined ? "" : "AND r.account_id = ?";
  const rows = db
    .prepare(
      `SELECT r.* FROM routing_rules r WHERE r.deleted_at IS NULL ${scope} ORDER BY r.account_id, r.priority, r.created_at, r.id`,
    )
    .all(...(accountId === undefined ? [] : [accountId])) as (RuleRow & { account_id: string })[];
  const names = new Map<string, Map<string, string>>();
  const nameQueries = Object.entries(ENDPOINT_TABLES).map(([type, { table, name }]) => ({
    type,
    statement: db.prepare(
      `SELECT account_id, id, ${name} AS name FROM ${table} WHERE deleted_at IS NULL ${accountId === undefined ? "" : "AND account_id = ?"}`,
    ),
  }));
  for (const { type, statement } of nameQueries) {
    for (const e of statement.all(...(accountId === undefined ? [] : [accountId])) as {
      account_id: string;
      id: string;
      name: string;
    }[]) {
      let own = names.get(e.account_id);
      if (!own) names.set(e.account_id, (own = new Map()));
      own.set(`${type}:${e.id}`, e.name);
    }
  }
  const tables = new Map<string, RoutingTable>();
  for (const r of rows) {
    let t = tables.get(r.account_id);
    if (!t) {
      const own = names.get(r.account_id) ?? new Map<string, string>();
      t = { rules: [], live: (e) => own.get(`${e.type}:${e.id}`) ?? null };
      tables.set(r.account_id, t);
    }
    t.rules.push(toMatchable(r));
  }
  return tables;
}

/** One account's routing (the rule tester's). An account without rules routes nothing. */
export function loadRoutingTable(db: Db, accountId: string): RoutingTable {
  return loadRoutingTables(db, accountId).get(accountId) ?? { rules: [], live: () => null };
}
