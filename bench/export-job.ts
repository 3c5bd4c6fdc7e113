/**
 * One export of bench/export.ts, in a process of its own so its memory is the export's alone: opens
 * the benchmark dataset as the platform does, runs the real export job for Acme's owner with the
 * query it is given, and sends its figures to the parent. Peak RSS is the kernel's high-water mark
 * of this process (`resourceUsage().maxRSS`), not a sample; the heap is sampled every 50 ms.
 *
 * With "split", it then reads the same rows again through the job's own source and times the two
 * halves of each batch apart: reading the rows (SQLite and better-sqlite3) and making their CSV text.
 *
 *   (forked by bench/export.ts) export-job.ts <dataset file> <output folder> <list query> [split]
 */
import { statSync } from "node:fs";
import { closeReadConnection, openReadConnection } from "../platform/db/database";
import { callsSource, createExportJob, exportFilePath, waitForJob, type ExportJobRow } from "../platform/jobs/exports";
import { openBenchPlatform } from "./dataset";

export interface ExportJobFigures {
  rows: number;
  seconds: number;
  fileBytes: number;
  /** RSS once the dataset is open, before the job. */
  rssBeforeBytes: number;
  peakRssBytes: number;
  peakHeapBytes: number;
  /** With "split": microseconds a row spent reading and making CSV text, one after the other. */
  split?: { readUsPerRow: number; csvUsPerRow: number };
}

const [file, outDir, query, mode] = process.argv.slice(2);
const { ctx, owner } = openBenchPlatform(file, outDir);
const rssBeforeBytes = process.memoryUsage().rss;
let peakHeapBytes = 0;
const sample = () => (peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed));
const timer = setInterval(sample, 50);
const started = performance.now();
const jobId = createExportJob(ctx, {
  accountId: owner.account_id,
  userId: owner.id,
  kind: "calls",
  query,
  fileName: "bench.csv",
});
const job = await waitForJob(ctx, jobId);
const seconds = (performance.now() - started) / 1000;
clearInterval(timer);
sample();
if (job?.status !== "done") throw new Error(`export bench: job ended ${job?.status ?? "missing"}`);
const figures: ExportJobFigures = {
  rows: job.rows,
  seconds,
  fileBytes: statSync(exportFilePath(ctx, jobId)).size,
  rssBeforeBytes,
  peakRssBytes: process.resourceUsage().maxRSS * 1024,
  peakHeapBytes,
  split: mode === "split" ? splitReadAndCsv() : undefined,
};
/** The job's batches again, each batch's read and CSV text timed apart (no file written). */
function splitReadAndCsv(): { readUsPerRow: number; csvUsPerRow: number } {
  const reader = openReadConnection(ctx.db, 2048);
  try {
    const job = { kind: "calls", account_id: owner.account_id, query } as ExportJobRow;
    const batches = callsSource(ctx, reader, job, 2000).batches()[Symbol.iterator]();
    let readMs = 0;
    let csvMs = 0;
    let rows = 0;
    for (;;) {
      const t0 = performance.now();
      const next = batches.next();
      const t1 = performance.now();
      readMs += t1 - t0;
      if (next.done) break;
      next.value.csv();
      csvMs += performance.now() - t1;
      rows += next.value.rows;
    }
    return { readUsPerRow: (readMs * 1000) / rows, csvUsPerRow: (csvMs * 1000) / rows };
  } finally {
    closeReadConnection(ctx.db, reader);
  }
}

// Leave the dataset as it was: the job's row and notifications (the parent deletes the folder).
ctx.db.prepare("DELETE FROM notifications WHERE data LIKE ?").run(`%${jobId}%`);
ctx.db.prepare("DELETE FROM export_jobs WHERE id = ?").run(jobId);
ctx.db.close();
process.send!(figures);
