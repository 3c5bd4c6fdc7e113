/**
 * The platform connection's statement reuse (platform/db/database.ts): the same SQL text gets the
 * statement prepared before, and what one caller set on it (pluck, raw) or is doing with it (an open
 * iterate) never reaches the next caller.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, STATEMENT_CACHE_SIZE, type Db } from "../../../platform/db/database";

let db: Db;

beforeEach(() => {
  db = openDatabase(":memory:");
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)");
  db.prepare("INSERT INTO t (id, name) VALUES (?, ?)").run(1, "one");
  db.prepare("INSERT INTO t (id, name) VALUES (?, ?)").run(2, "two");
});

afterEach(() => db.close());

describe("statement reuse", () => {
  it("hands back the statement prepared before for the same SQL text", () => {
    const sql = "SELECT name FROM t WHERE id = ?";
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    expect(db.prepare(sql)).not.toBe(db.prepare(`${sql} `));
  });

  it("gives plain rows after an earlier caller plucked or asked for raw rows", () => {
    const sql = "SELECT id, name FROM t ORDER BY id";
    expect(db.prepare(sql).pluck().all()).toEqual([1, 2]);
    expect(db.prepare(sql).all()).toEqual([
      { id: 1, name: "one" },
      { id: 2, name: "two" },
    ]);
    expect(db.prepare(sql).raw().get()).toEqual([1, "one"]);
    expect(db.prepare(sql).get()).toEqual({ id: 1, name: "one" });
  });

  it("gives a statement of its own to a caller while another iterates the same SQL", () => {
    const sql = "SELECT id FROM t ORDER BY id";
    const outer: number[] = [];
    const inner: number[][] = [];
    for (const row of db.prepare(sql).pluck().iterate() as IterableIterator<number>) {
      outer.push(row);
      inner.push(db.prepare(sql).pluck().all() as number[]);
    }
    expect(outer).toEqual([1, 2]);
    expect(inner).toEqual([
      [1, 2],
      [1, 2],
    ]);
  });

  it("runs writes again and again, and sees a column added after the statement was first prepared", () => {
    const insert = "INSERT INTO t (id, name) VALUES (?, ?)";
    db.prepare(insert).run(3, "three");
    db.prepare(insert).run(4, "four");
    expect(db.prepare("SELECT COUNT(*) FROM t").pluck().get()).toBe(4);
    const star = "SELECT * FROM t WHERE id = 1";
    expect(db.prepare(star).get()).toEqual({ id: 1, name: "one" });
    db.exec("ALTER TABLE t ADD COLUMN note TEXT DEFAULT 'n'");
    expect(db.prepare(star).get()).toEqual({ id: 1, name: "one", note: "n" });
  });

  it("keeps at most its size of statements, the least recently used going first", () => {
    const first = db.prepare("SELECT 0");
    const often = db.prepare("SELECT 1");
    for (let i = 2; i < STATEMENT_CACHE_SIZE + 1; i++) {
      db.prepare(`SELECT ${i}`);
      if (i % 100 === 0) db.prepare("SELECT 1");
    }
    expect(db.prepare("SELECT 1")).toBe(often);
    expect(db.prepare("SELECT 0")).not.toBe(first);
  });
});
