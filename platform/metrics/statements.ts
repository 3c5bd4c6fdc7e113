import type { Statement } from "better-sqlite3";
import type { Db } from "../db/database";

/** Prepared statements per connection: the simulator rebuilds windows every few seconds. */
const statements = new WeakMap<Db, Map<string, Statement>>();

/** `db.prepare(sql)`, once per connection and text. */
export function prepared(db: Db, sql: string): Statement {
  let byDb = statements.get(db);
  if (!byDb) statements.set(db, (byDb = new Map()));
  let stmt = byDb.get(sql);
  if (!stmt) byDb.set(sql, (stmt = db.prepare(sql)));
  return stmt;
}
