import type { Db } from "../db/database";
import type { Statement } from "better-sqlite3";

/**
 * Inserts plain objects as rows, one cached prepared statement per table and column set.
 * For the few thousand entity rows of the seed; calls have their own writer.
 */
export class RowWriter {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: Db) {}

  insert(table: string, row: Record<string, unknown>): void {
    const columns = Object.keys(row);
    const key = `${table}(${columns.join(",")})`;
    let stmt = this.statements.get(key);
    if (!stmt) {
      stmt = this.db.prepare(
        `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => "@" + c).join(", ")})`,
      );
      this.statements.set(key, stmt);
    }
    const bound: Record<string, unknown> = {};
    for (const c of columns) {
      const v = row[c];
      bound[c] = typeof v === "boolean" ? (v ? 1 : 0) : v !== null && typeof v === "object" ? JSON.stringify(v) : v;
    }
    stmt.run(bound);
  }
}
