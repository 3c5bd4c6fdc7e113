/**
 * Export jobs (docs/product.md#exports "Export", #notification-record "Notification"; issue 4 item 5): an `export_jobs` row per
 * request, run in the background by a small in-process queue (one job at a time per account, at most
 * two overall). A job streams the filtered call list in keyset batches, read through a connection of
 * its own and written as CSV text a batch at a time (csv.ts), into
 * `<dataDir>/exports/<jobId>.csv.part`, reports its progress on a "progress" notification, renames
 * the file into place, and ends with a "download" notification; a failure ends with an "error" one.
 * Only a finished file is ever offered: the rename is atomic, and a job a stopped server left behind
 * is failed at the next start (`recoverExportJobs`).
 */
import { randomUUID } from "node:crypto";
import { createWriteStream, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { CALL_LIST_SPEC } from "../../contract/calls";
import { CALL_HISTORY } from "../../contract/limits/call-history";
import { TIME } from "../../contract/limits/units";
import { parseListQuery } from "../../contract/listQuery";
import { MESSAGES } from "../../contract/messages";
import { buildCallsListSql, readCallsList } from "../calls/query";
import type { PlatformContext } from "../context";
import { closeReadConnection, openReadConnection, type Db } from "../db/database";
import { baseSettings } from "../services/vaic/settings";
import { createNotification, deleteNotification, updateNotificationProgress } from "../services/vaic/notifications";
import { entityOfExportKind } from "../entities/registry";
import { countEntities, iterateEntities } from "../entities/store";
import { CALL_CSV_SOURCE_COLUMNS, callCsvColumns, csvHeader, csvRecords, type CsvColumn } from "./csv";

/** How long a finished export (file, row, download notification) is kept. Platform choice, not a spec value. */
export const EXPORT_FILE_TTL_MS = 24 * TIME.HOUR_MS;
/** Queued or running exports one user may have at once; more answer 429. Platform choice. */
export const MAX_PENDING_EXPORTS_PER_USER = 5;

/** calls: the job's account only; admin-calls: every account, narrowed by the query's accountId filter. */
export type ExportKind = "calls" | "admin-calls" | EntityExportKind;
/** An entity's report (platform/entities): "<key>" for one account, "admin-<key>" for every account. */
type EntityExportKind = string & { readonly entity?: never };
export type ExportStatus = "queued" | "running" | "done" | "failed";

export interface ExportJobRow {
  id: string;
  account_id: string;
  user_id: string;
  kind: ExportKind;
  /** The normalised list query string (buildListQuery) plus includeTestCalls. */
  query: string;
  status: ExportStatus;
  progress: number;
  rows: number;
  file_name: string | null;
  file_path: string | null;
  error: string | null;
  /** The job's progress notification while it runs. */
  notification_id: string | null;
  created_at: number;
  finished_at: number | null;
}

export interface ExportTuning {
  /** Rows read per keyset batch. */
  batchRows: number;
  /** Smallest interval between two progress updates. */
  progressIntervalMs: number;
  /** Jobs running at once (over all accounts). */
  maxConcurrent: number;
}

/**
 * Page cache of an export's read connection: each page is read once, so a small cache does, and the
 * platform connection's 64 MiB of hot pages stay as they were.
 */
const EXPORT_READ_CACHE_KIB = 2048;

/**
 * A batch is read and formatted synchronously, so its size bounds how long an export holds the event
 * loop at a time (2,000 rows: about 10 ms). Larger batches are no faster and live long enough to
 * be promoted to the old heap (5,000 rows: +60 MB peak RSS at 1M rows, bench/export.ts).
 */
const DEFAULT_TUNING: ExportTuning = { batchRows: 2000, progressIntervalMs: 500, maxConcurrent: 2 };

interface Queue {
  tuning: ExportTuning;
  /** Job ids waiting, oldest first. */
  pending: string[];
  /** Running job id -> its account. */
  running: Map<string, string>;
  /** Job id -> account, for pending jobs. */
  accounts: Map<string, string>;
  /** Settles when the job ends (done or failed). */
  finished: Map<
    string,
    { promise: Promise<ExportJobRow | undefined>; resolve: (row: ExportJobRow | undefined) => void }
  >;
}

const queues = new WeakMap<PlatformContext, Queue>();

function queueOf(ctx: PlatformContext): Queue {
  let q = queues.get(ctx);
  if (!q) {
    q = { tuning: { ...DEFAULT_TUNING }, pending: [], running: new Map(), accounts: new Map(), finished: new Map() };
    queues.set(ctx, q);
  }
  return q;
}

/** Overrides batch size, progress interval or concurrency for this platform (tests, benchmarks). */
export function configureExports(ctx: PlatformContext, tuning: Partial<ExportTuning>): void {
  Object.assign(queueOf(ctx).tuning, tuning);
}

export const exportsDir = (ctx: PlatformContext): string => join(ctx.config.dataDir, "exports");
export const exportFilePath = (ctx: PlatformContext, jobId: string): string => join(exportsDir(ctx), `${jobId}.csv`);
const partPath = (ctx: PlatformContext, jobId: string): string => `${exportFilePath(ctx, jobId)}.part`;

/** Removes a file if it is there; a path that cannot exist (its folder is missing or not a folder) is gone too. */
function removeFile(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOTDIR") throw err;
  }
}

export function getExportJob(ctx: PlatformContext, jobId: string): ExportJobRow | undefined {
  return ctx.db.prepare("SELECT * FROM export_jobs WHERE id = ?").get(jobId) as ExportJobRow | undefined;
}

/** Queued and running exports of a user (this process's and any a stopped server left). */
export function pendingExportCount(ctx: PlatformContext, userId: string): number {
  return ctx.db
    .prepare("SELECT COUNT(*) FROM export_jobs WHERE user_id = ? AND status IN ('queued', 'running')")
    .pluck()
    .get(userId) as number;
}

export interface NewExportJob {
  accountId: string;
  userId: string;
  kind: ExportKind;
  query: string;
  fileName: string;
}

/** Stores a queued job and schedules it; returns its id at once (the caller answers 202). */
export function createExportJob(ctx: PlatformContext, job: NewExportJob): string {
  const id = randomUUID();
  ctx.db
    .prepare(
      `INSERT INTO export_jobs (id, account_id, user_id, kind, query, status, file_name, created_at)
       VALUES (?, ?, ?, ?, ?, 'queued', ?, ?)`,
    )
    .run(id, job.accountId, job.userId, job.kind, job.query, job.fileName, ctx.now());
  const q = queueOf(ctx);
  let resolve!: (row: ExportJobRow | undefined) => void;
  const promise = new Promise<ExportJobRow | undefined>((r) => (resolve = r));
  q.finished.set(id, { promise, resolve });
  q.pending.push(id);
  q.accounts.set(id, job.accountId);
  setImmediate(() => pump(ctx));
  return id;
}

/** Settles with the job's row once it is done or failed (at once when it already is). */
export function waitForJob(ctx: PlatformContext, jobId: string): Promise<ExportJobRow | undefined> {
  const waiting = queueOf(ctx).finished.get(jobId);
  return waiting ? waiting.promise : Promise.resolve(getExportJob(ctx, jobId));
}

/** Starts pending jobs while there is room: one per account, `maxConcurrent` overall, oldest first. */
function pump(ctx: PlatformContext): void {
  const q = queueOf(ctx);
  if (!ctx.db.open) return;
  for (let i = 0; i < q.pending.length && q.running.size < q.tuning.maxConcurrent;) {
    const id = q.pending[i];
    const account = q.accounts.get(id)!;
    if ([...q.running.values()].includes(account)) {
      i++;
      continue;
    }
    q.pending.splice(i, 1);
    q.accounts.delete(id);
    q.running.set(id, account);
    runJob(ctx, id)
      .catch((err: unknown) => console.error("[exports] job bookkeeping failed", id, err))
      .finally(() => {
        q.running.delete(id);
        const waiting = q.finished.get(id);
        q.finished.delete(id);
        waiting?.resolve(ctx.db.open ? getExportJob(ctx, id) : undefined);
        setImmediate(() => pump(ctx));
      });
  }
}

/** Deletes a user's notification, ignoring one the user already removed. */
function dropNotification(ctx: PlatformContext, job: ExportJobRow, id: string | null): void {
  if (!id) return;
  try {
    deleteNotification(ctx, { accountId: job.account_id, userId: job.user_id }, id);
  } catch {
    // already deleted by the user: nothing to remove
  }
}

/** What an export writes: its header, then its rows, read a batch at a time as the file takes them. */
interface ExportSource {
  total: number;
  header: string;
  batches(): Iterable<ExportBatch>;
}

interface ExportBatch {
  rows: number;
  /** The batch's CSV text, made when the file is about to take it. */
  csv(): string;
}

const batchOf = <R>(columns: readonly CsvColumn<R>[], rows: readonly R[]): ExportBatch => ({
  rows: rows.length,
  csv: () => csvRecords(columns, rows),
});

interface ExportTitles {
  running: string;
  ready: string;
  failed: string;
}

const CALL_EXPORT_TITLES: ExportTitles = {
  running: "Exporting call records",
  ready: "Call records export is ready",
  failed: "Call records export failed",
};

function titlesOf(kind: ExportKind): ExportTitles {
  return entityOfExportKind(kind)?.def.exportTitles ?? CALL_EXPORT_TITLES;
}

function notifyFailure(ctx: PlatformContext, job: ExportJobRow): void {
  createNotification(ctx, {
    accountId: job.account_id,
    userId: job.user_id,
    title: titlesOf(job.kind).failed,
    message: MESSAGES.error_export_to_csv_fail,
    type: "error",
    data: { jobId: job.id },
    ttl: EXPORT_FILE_TTL_MS / TIME.SECOND_MS,
  });
}

/** What the stored query of a job asks for, as the input of the calls list builder. */
function listInputOf(job: ExportJobRow) {
  const params = new URLSearchParams(job.query);
  const query = parseListQuery(params, CALL_LIST_SPEC);
  return {
    accountId: job.kind === "admin-calls" ? null : job.account_id,
    filters: query.filter,
    sort: query.sort,
    search: query.search,
    includeTestCalls: params.get("includeTestCalls") === "true",
    withAccountName: job.kind === "admin-calls",
    columns: job.kind === "admin-calls" ? [...CALL_CSV_SOURCE_COLUMNS, "account_id" as const] : CALL_CSV_SOURCE_COLUMNS,
    maxSearchDays: CALL_HISTORY.SEARCH_MAX_DAYS,
  };
}

/**
 * The calls of the job's query, read through `db` (the export's own connection, `openReadConnection`).
 * bench/export-job.ts times its two halves, reading a batch and making its text.
 */
export function callsSource(ctx: PlatformContext, db: Db, job: ExportJobRow, batchRows: number): ExportSource {
  const input = listInputOf(job);
  const count = buildCallsListSql({ ...input, page: 1, limit: 1 }).count;
  const total = db
    .prepare(count.sql)
    .pluck()
    .get(...count.params) as number;
  const regionNames = new Map(
    (
      db.prepare("SELECT region_id, region_name FROM regions").all() as { region_id: string; region_name: string }[]
    ).map((r) => [r.region_id, r.region_name]),
  );
  const reader = readCallsList(db, input, batchRows);
  const options = { admin: job.kind === "admin-calls", mosThresholds: baseSettings(ctx).mosThresholds, regionNames };
  const columns = callCsvColumns(options, reader.columns);
  return {
    total,
    header: csvHeader(columns.map((c) => c.header)),
    *batches() {
      for (const rows of reader.batches()) yield batchOf(columns, rows);
    },
  };
}

/** An entity's report: the list's rows in the asked order, read in batches. */
function entitySource(ctx: PlatformContext, job: ExportJobRow, batchRows: number): ExportSource | null {
  const entity = entityOfExportKind(job.kind);
  if (!entity) return null;
  const { def, admin } = entity;
  const query = parseListQuery(new URLSearchParams(job.query), def.listSpec);
  const accountFilter = query.filter.find((f) => f.field === "accountId" && f.op === "=");
  const scope = {
    accountId: admin ? (accountFilter ? String(accountFilter.value) : null) : job.account_id,
    withAccount: admin,
  };
  const columns = def.csv(admin);
  return {
    total: countEntities(ctx, def, query, scope),
    header: csvHeader(columns.map((c) => c.header)),
    *batches() {
      for (const rows of iterateEntities(ctx, def, query, scope, batchRows)) yield batchOf(columns, rows);
    },
  };
}

/**
 * Writes `header` and then each batch's CSV text to a new file. The next batch is read only once the
 * file has taken the previous one (backpressure), so memory holds one batch of rows. A batch's text
 * goes to the stream as a temporary that becomes bytes at once: nothing keeps it while the next
 * batch is made (a generator piped into the stream would, and the heap would grow with old text).
 */
async function writeFile(
  path: string,
  header: string,
  batches: Iterable<ExportBatch>,
  written: (batch: ExportBatch) => void,
): Promise<void> {
  const out = createWriteStream(path, { flags: "w", mode: 0o600 });
  const closed = finished(out); // rejects on a write error, whenever it happens (awaited below)
  closed.catch(() => {});
  try {
    out.write(header);
    for (const batch of batches) {
      const room = out.write(batch.csv());
      written(batch);
      if (!room) await once(out, "drain"); // rejects on a write error too
    }
    out.end();
    await closed;
  } catch (err) {
    out.destroy();
    throw err;
  }
}

async function runJob(ctx: PlatformContext, jobId: string): Promise<void> {
  cleanupExpiredExports(ctx);
  const job = getExportJob(ctx, jobId);
  if (!job || job.status !== "queued") return;
  const { tuning } = queueOf(ctx);
  const titles = titlesOf(job.kind);
  const progress = createNotification(ctx, {
    accountId: job.account_id,
    userId: job.user_id,
    title: titles.running,
    message: "",
    type: "progress",
    data: { progress: 0, jobId },
  });
  ctx.db.prepare("UPDATE export_jobs SET status = 'running', notification_id = ? WHERE id = ?").run(progress.id, jobId);

  const part = partPath(ctx, jobId);
  const file = exportFilePath(ctx, jobId);
  let rows = 0;
  const reader = openReadConnection(ctx.db, EXPORT_READ_CACHE_KIB);
  try {
    const source = entitySource(ctx, job, tuning.batchRows) ?? callsSource(ctx, reader, job, tuning.batchRows);
    const total = source.total;

    let lastReport = performance.now();
    let lastPercent = 0;
    const report = () => {
      const percent = total > 0 ? Math.min(99, Math.floor((rows * 100) / total)) : 0;
      if (percent === lastPercent || performance.now() - lastReport < tuning.progressIntervalMs) return;
      lastReport = performance.now();
      lastPercent = percent;
      ctx.db.prepare("UPDATE export_jobs SET progress = ?, rows = ? WHERE id = ?").run(percent, rows, jobId);
      updateNotificationProgress(ctx, progress.id, percent);
    };
    mkdirSync(exportsDir(ctx), { recursive: true });
    await writeFile(part, source.header, source.batches(), (batch) => {
      // The export reads through a connection of its own: stop when the platform's has closed.
      if (!ctx.db.open) throw new Error("the platform closed during the export");
      rows += batch.rows;
      report();
    });
    renameSync(part, file);
  } catch (err) {
    console.error(`[exports] job ${jobId} failed:`, err);
    removeFile(part);
    if (!ctx.db.open) return;
    // The stored error is what the user may read (GET exports/:id); the cause goes to the log only.
    ctx.db
      .prepare(
        "UPDATE export_jobs SET status = 'failed', error = ?, rows = ?, finished_at = ?, notification_id = NULL WHERE id = ?",
      )
      .run(MESSAGES.error_export_to_csv_fail, rows, ctx.now(), jobId);
    dropNotification(ctx, job, progress.id);
    notifyFailure(ctx, job);
    return;
  } finally {
    closeReadConnection(ctx.db, reader);
  }

  ctx.db
    .prepare(
      "UPDATE export_jobs SET status = 'done', progress = 100, rows = ?, file_path = ?, finished_at = ?, notification_id = NULL WHERE id = ?",
    )
    .run(rows, file, ctx.now(), jobId);
  dropNotification(ctx, job, progress.id);
  createNotification(ctx, {
    accountId: job.account_id,
    userId: job.user_id,
    title: titles.ready,
    message: `${rows.toLocaleString("en-US")} ${rows === 1 ? "record" : "records"}`,
    type: "download",
    // Relative: the console prefixes the main service base (/vaic/api), docs/product.md#notifications.
    data: { fileName: job.file_name ?? `${jobId}.csv`, url: `exports/${jobId}/download`, jobId },
    ttl: EXPORT_FILE_TTL_MS / TIME.SECOND_MS,
  });
}

/** Deletes finished exports older than EXPORT_FILE_TTL_MS: their files and rows. Returns how many. */
export function cleanupExpiredExports(ctx: PlatformContext): number {
  const expired = ctx.db
    .prepare("SELECT id FROM export_jobs WHERE status IN ('done', 'failed') AND finished_at < ?")
    .pluck()
    .all(ctx.now() - EXPORT_FILE_TTL_MS) as string[];
  for (const id of expired) {
    removeFile(exportFilePath(ctx, id));
    removeFile(partPath(ctx, id));
    ctx.db.prepare("DELETE FROM export_jobs WHERE id = ?").run(id);
  }
  return expired.length;
}

/**
 * At platform start-up: every job a stopped server left queued or running is failed, its partial
 * file removed and its user told (error notification); stray .part files are removed; expired
 * exports are cleaned up. Jobs this process is running are left alone. Returns the jobs failed.
 */
export function recoverExportJobs(ctx: PlatformContext): number {
  const q = queueOf(ctx);
  const active = new Set([...q.pending, ...q.running.keys()]);
  const stale = (
    ctx.db.prepare("SELECT * FROM export_jobs WHERE status IN ('queued', 'running')").all() as ExportJobRow[]
  ).filter((job) => !active.has(job.id));
  for (const job of stale) {
    removeFile(partPath(ctx, job.id));
    removeFile(exportFilePath(ctx, job.id));
    ctx.db
      .prepare(
        "UPDATE export_jobs SET status = 'failed', error = ?, finished_at = ?, notification_id = NULL WHERE id = ?",
      )
      .run(MESSAGES.error_export_to_csv_fail, ctx.now(), job.id);
    dropNotification(ctx, job, job.notification_id);
    notifyFailure(ctx, job);
  }
  let names: string[] = [];
  try {
    names = readdirSync(exportsDir(ctx));
  } catch {
    // no exports folder yet
  }
  for (const name of names) {
    if (name.endsWith(".csv.part") && !active.has(name.slice(0, -".csv.part".length)))
      removeFile(join(exportsDir(ctx), name));
  }
  cleanupExpiredExports(ctx);
  return stale.length;
}
