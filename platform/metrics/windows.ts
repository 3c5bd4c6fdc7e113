import { TIME } from "../../contract/limits/units";
import type { Db } from "../db/database";
import { prepared } from "./statements";

/**
 * The metric_windows table: one row per account or entity and 5-minute window, whose figures
 * rebuild.ts computes from the calls. A call belongs to the window holding its setup_time.
 */
export const WINDOW_MS = 5 * TIME.MINUTE_MS;

export function windowStart(timeMs: number): number {
  return Math.floor(timeMs / WINDOW_MS) * WINDOW_MS;
}

/**
 * Deletes the account's windows with from <= window_start < to. The primary key is
 * (account, entity_type, entity_id, window_start), so a range on window_start alone would
 * scan all the account's windows: walk its keys with index seeks and delete each key's range.
 */
export function deleteWindows(db: Db, accountId: string, from: number, to: number): number {
  // Two plain seeks per key; a row-value (entity_type, entity_id) > (?, ?) seek would scan
  // every window of the current entity type first.
  const nextId = prepared(
    db,
    "SELECT entity_id FROM metric_windows WHERE account_id = ? AND entity_type = ? AND entity_id > ? ORDER BY entity_id LIMIT 1",
  ).pluck();
  const nextType = prepared(
    db,
    "SELECT entity_type, entity_id FROM metric_windows WHERE account_id = ? AND entity_type > ? ORDER BY entity_type, entity_id LIMIT 1",
  ).raw();
  const drop = prepared(
    db,
    "DELETE FROM metric_windows WHERE account_id = ? AND entity_type = ? AND entity_id = ? AND window_start >= ? AND window_start < ?",
  );
  let deleted = 0;
  let key: [string, string] | undefined = ["", ""];
  while (key) {
    deleted += drop.run(accountId, key[0], key[1], from, to).changes;
    const id = nextId.get(accountId, key[0], key[1]) as string | undefined;
    key = id !== undefined ? [key[0], id] : (nextType.get(accountId, key[0]) as [string, string] | undefined);
  }
  return deleted;
}
