/**
 * An alarm's or a threshold's source entity: a connected entity type (contract/enums
 * CONNECTED_ENTITY_TYPES) and its id, named from its own table. A deleted entity (or one of another
 * account) has no name: the lists show it as missing.
 */

/** Each source type's table; the types the alarms name. */
export const SOURCE_TABLES: Readonly<Record<string, string>> = {
  bot: "bots",
  "service-number": "phone_numbers",
  "sip-conn": "sip_connections",
  "teams-conn": "teams_connections",
  "wa-conn": "whatsapp_numbers",
};

/** An SQL expression (over `t`, with entity_type, entity_id and account_id) of the live source's name, else NULL. */
export const SOURCE_NAME_SQL = `CASE t.entity_type ${Object.entries(SOURCE_TABLES)
  .map(
    ([type, table]) =>
      `WHEN '${type}' THEN (SELECT e.name FROM ${table} e WHERE e.id = t.entity_id AND e.account_id = t.account_id AND e.deleted_at IS NULL)`,
  )
  .join(" ")} END`;

/** The wire fields of a row's source: its type, id, name, and whether it names an entity that is gone. */
export function sourceOf(row: Record<string, unknown>) {
  const entityType = (row.entity_type as string | null) || null;
  const entityId = (row.entity_id as string | null) || null;
  const entityName = (row.entity_name as string | null) ?? null;
  return {
    entityType,
    entityId,
    entityName,
    entityMissing: entityType !== null && entityId !== null && entityName === null,
  };
}
