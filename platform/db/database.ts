import Database from "better-sqlite3";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export type Db = Database.Database;

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** How long one statement waits for another connection's write lock before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens (creating when needed) the platform database and brings its schema up to date.
 * WAL lets readers run beside the simulator's writes; the busy timeout (set before anything else,
 * so even the journal-mode switch waits) makes concurrent writers wait instead of failing with
 * SQLITE_BUSY. Read-then-write transactions go through writeTransaction (below).
 */
export function openDatabase(file: string, options: { busyTimeoutMs?: number } = {}): Db {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS });
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("cache_size = -65536"); // 64 MiB page cache
  db.pragma("temp_store = MEMORY");
  migrate(db);
  return db;
}

/**
 * A read-only connection of its own to `db`'s file, with a page cache of `cacheKib` KiB, for a long
 * read such as an export: the pages it reads once pass through its small cache instead of replacing
 * what the platform's connection keeps hot (and growing that cache to its full size). An in-memory
 * database has no file to open twice: its own connection answers. Close the one returned with
 * `closeReadConnection`.
 */
export function openReadConnection(db: Db, cacheKib: number): Db {
  if (db.memory) return db;
  const reader = new Database(db.name, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  reader.pragma(`cache_size = -${cacheKib}`);
  return reader;
}

/** Closes a connection of `openReadConnection` (never the platform's own). */
export function closeReadConnection(db: Db, reader: Db): void {
  if (reader !== db) reader.close();
}

/** Retries of a write transaction that still met SQLITE_BUSY after the busy timeout. */
const BUSY_RETRIES = 6;
const BUSY_BACKOFF_MS = 25;
const BUSY_BACKOFF_MAX_MS = 400;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

const isBusy = (error: unknown) =>
  typeof (error as { code?: unknown })?.code === "string" && (error as { code: string }).code.startsWith("SQLITE_BUSY");

/**
 * The one way to run a transaction that writes: BEGIN IMMEDIATE, retried on SQLITE_BUSY.
 *
 * A deferred transaction (better-sqlite3's default) that reads and then writes must upgrade its read
 * snapshot to the write lock; when another connection (the simulator, another process on the same
 * file) committed in between, SQLite answers SQLITE_BUSY or SQLITE_BUSY_SNAPSHOT at once, without
 * waiting for the busy timeout, and the write would be lost. IMMEDIATE takes the write lock first,
 * where the busy timeout applies. What still escapes (a lock held longer than the timeout, a WAL
 * recovery) is retried a bounded number of times with a jittered, growing pause; `fn` runs again
 * from the start each time, on a rolled-back database. The pause blocks the thread, as the busy
 * timeout itself does: better-sqlite3 is synchronous. Other errors are not retried. Inside another
 * transaction `fn` joins it (a savepoint) and the outer one owns the retry.
 */
export function writeTransaction<T>(db: Db, fn: () => T): T {
  if (db.inTransaction) return db.transaction(fn)();
  for (let attempt = 0; ; attempt++) {
    try {
      return db.transaction(fn).immediate();
    } catch (error) {
      if (!isBusy(error) || attempt >= BUSY_RETRIES) throw error;
      const pause = Math.min(BUSY_BACKOFF_MAX_MS, BUSY_BACKOFF_MS * 2 ** attempt) * (0.5 + Math.random());
      Atomics.wait(sleeper, 0, 0, pause);
    }
  }
}

/**
 * Applies every `migrations/NNN_*.sql` not applied yet, each in its own write transaction that
 * checks again inside it, so two processes starting on a new file apply each migration once.
 */
export function migrate(db: Db): void {
  db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)");
  const isApplied = db.prepare("SELECT 1 FROM schema_migrations WHERE name = ?").pluck();
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  for (const name of files) {
    if (isApplied.get(name)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, name), "utf8");
    writeTransaction(db, () => {
      if (isApplied.get(name)) return;
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)").run(name, Date.now());
    });
  }
}
