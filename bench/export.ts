/**
 * CSV export benchmark: the real export job (platform/jobs/exports.ts) over the 1,000,000-call
 * dataset, writing to a temporary folder. Prints rows per second, file size and the process's peak
 * memory (process.memoryUsage() sampled every 50 ms) per export; it asserts nothing.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CALL_LIST_SPEC } from "../contract/calls";
import { buildListQuery, type FilterClause, type SortSpec } from "../contract/listQuery";
import { createExportJob, exportFilePath, waitForJob } from "../platform/jobs/exports";
import { ensureDataset, openBenchPlatform } from "./dataset";
import { report } from "./summary";
import { printTable } from "./timing";

const DAY = 86_400_000;
const MB = 1024 * 1024;

interface Shape {
  name: string;
  filter: FilterClause[];
  sort: SortSpec;
}

export async function runExportBench(): Promise<void> {
  const file = ensureDataset();
  const outDir = mkdtempSync(join(tmpdir(), "vc-export-bench-"));
  const { ctx, owner, anchor } = openBenchPlatform(file, outDir);
  const { db } = ctx;
  const monthStart = Date.UTC(new Date(anchor).getUTCFullYear(), new Date(anchor).getUTCMonth() - 1, 1);
  const monthEnd = Date.UTC(new Date(anchor).getUTCFullYear(), new Date(anchor).getUTCMonth(), 1);
  const days60: FilterClause[] = [
    { field: "setupTime", op: ">=", value: anchor - 60 * DAY },
    { field: "setupTime", op: "<=", value: anchor },
  ];
  const shapes: Shape[] = [
    { name: "60 d, -setupTime (every call)", filter: days60, sort: { field: "setupTime", direction: "desc" } },
    {
      name: "previous month, setupTime asc",
      filter: [
        { field: "setupTime", op: ">=", value: monthStart },
        { field: "setupTime", op: "<", value: monthEnd },
      ],
      sort: { field: "setupTime", direction: "asc" },
    },
    {
      name: "60 d, successful=false, -durationSeconds",
      filter: [...days60, { field: "successful", op: "=", value: false }],
      sort: { field: "durationSeconds", direction: "desc" },
    },
  ];

  const before = process.memoryUsage();
  console.log(
    `\nCSV export: the export job over "Acme Voice" (1,000,000 calls), files in ${outDir}; ` +
      `process before: RSS ${(before.rss / MB).toFixed(0)} MB, heap ${(before.heapUsed / MB).toFixed(0)} MB`,
  );
  const table: string[][] = [];
  try {
    for (const shape of shapes) {
      const query = `${buildListQuery({ filter: shape.filter, sort: shape.sort }, CALL_LIST_SPEC)}&includeTestCalls=false`;
      let peakRss = 0;
      let peakHeap = 0;
      const sample = () => {
        const m = process.memoryUsage();
        peakRss = Math.max(peakRss, m.rss);
        peakHeap = Math.max(peakHeap, m.heapUsed);
      };
      const timer = setInterval(sample, 50);
      const started = performance.now();
      const jobId = createExportJob(ctx, { accountId: owner.account_id, userId: owner.id, kind: "calls", query, fileName: "bench.csv" });
      const job = await waitForJob(ctx, jobId);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(timer);
      sample();
      if (job?.status !== "done") throw new Error(`export bench: job ended ${job?.status ?? "missing"}`);
      const size = statSync(exportFilePath(ctx, jobId)).size;
      table.push([
        shape.name,
        job.rows.toLocaleString("en-US"),
        seconds.toFixed(1),
        Math.round(job.rows / seconds).toLocaleString("en-US"),
        (size / MB).toFixed(1),
        (peakRss / MB).toFixed(0),
        (peakHeap / MB).toFixed(0),
      ]);
      report("CSV export", shape.name, `${job.rows.toLocaleString("en-US")} rows in ${seconds.toFixed(1)} s = ${Math.round(job.rows / seconds).toLocaleString("en-US")} rows/s, peak RSS ${(peakRss / MB).toFixed(0)} MB, heap ${(peakHeap / MB).toFixed(0)} MB`);
      // Leave the dataset as it was: the job's row and notifications, and the file.
      rmSync(exportFilePath(ctx, jobId), { force: true });
      db.prepare("DELETE FROM notifications WHERE data LIKE ?").run(`%${jobId}%`);
      db.prepare("DELETE FROM export_jobs WHERE id = ?").run(jobId);
    }
    printTable(["export", "rows", "seconds", "rows/s", "file MB", "peak RSS MB", "peak heap MB"], table);
  } finally {
    db.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}


if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runExportBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
