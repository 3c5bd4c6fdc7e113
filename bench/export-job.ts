/**
 * One export of bench/export.ts, in a process of its own so its memory is the export's alone: opens
 * the benchmark dataset as the platform does, runs the real export job for Acme's owner with the
 * query it is given, and sends its figures to the parent. Peak RSS is the kernel's high-water mark
 * of this process (`resourceUsage().maxRSS`), not a sample; the heap is sampled every 50 ms.
 *
 *   (forked by bench/export.ts) export-job.ts <dataset file> <output folder> <list query>
 */
import { statSync } from "node:fs";
import { createExportJob, exportFilePath, waitForJob } from "../platform/jobs/exports";
import { openBenchPlatform } from "./dataset";

export interface ExportJobFigures {
  rows: number;
  seconds: number;
  fileBytes: number;
  /** RSS once the dataset is open, before the job. */
  rssBeforeBytes: number;
  peakRssBytes: number;
  peakHeapBytes: number;
}

const [file, outDir, query] = process.argv.slice(2);
const { ctx, owner } = openBenchPlatform(file, outDir);
const rssBeforeBytes = process.memoryUsage().rss;
let peakHeapBytes = 0;
const sample = () => (peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed));
const timer = setInterval(sample, 50);
const started = performance.now();
const jobId = createExportJob(ctx, { accountId: owner.account_id, userId: owner.id, kind: "calls", query, fileName: "bench.csv" });
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
};
// Leave the dataset as it was: the job's row and notifications (the parent deletes the folder).
ctx.db.prepare("DELETE FROM notifications WHERE data LIKE ?").run(`%${jobId}%`);
ctx.db.prepare("DELETE FROM export_jobs WHERE id = ?").run(jobId);
ctx.db.close();
process.send!(figures);
