/**
 * CSV export benchmark: the real export job (platform/jobs/exports.ts) over the 1,000,000-call
 * dataset, writing to a temporary folder, each export in a child process of its own
 * (bench/export-job.ts) so the memory printed is the export's process and nothing else. Prints rows
 * per second, file size, the child's RSS before the job and its peak (the kernel's high-water mark)
 * and its peak heap; it asserts nothing.
 */
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CALL_LIST_SPEC } from "../contract/calls";
import { buildListQuery, type FilterClause, type SortSpec } from "../contract/listQuery";
import { ensureDataset, openBenchPlatform } from "./dataset";
import type { ExportJobFigures } from "./export-job";
import { report } from "./summary";
import { reportTarget } from "./targets";
import { printTable } from "./timing";

const DAY = 86_400_000;
const MB = 1024 * 1024;
const JOB = fileURLToPath(new URL("./export-job.ts", import.meta.url));

interface Shape {
  name: string;
  filter: FilterClause[];
  sort: SortSpec;
}

/** Runs one export in a child process and resolves with its figures. */
function exportInChild(file: string, outDir: string, query: string): Promise<ExportJobFigures> {
  return new Promise((resolve, reject) => {
    const child = fork(JOB, [file, outDir, query], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let figures: ExportJobFigures | undefined;
    child.on("message", (m) => (figures = m as ExportJobFigures));
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      figures ? resolve(figures) : reject(new Error(`export bench: the export process ended with ${code ?? signal} and no figures`)),
    );
  });
}

export async function runExportBench(): Promise<void> {
  const file = ensureDataset();
  const outDir = mkdtempSync(join(tmpdir(), "vc-export-bench-"));
  // Only to find the dataset's time window; each export opens the database in its own process.
  const { ctx, anchor } = openBenchPlatform(file, outDir);
  ctx.db.close();
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

  console.log(`\nCSV export: the export job over "Acme Voice" (1,000,000 calls), one process per export, files in ${outDir}`);
  const table: string[][] = [];
  try {
    for (const shape of shapes) {
      const query = `${buildListQuery({ filter: shape.filter, sort: shape.sort }, CALL_LIST_SPEC)}&includeTestCalls=false`;
      const f = await exportInChild(file, outDir, query);
      const rate = Math.round(f.rows / f.seconds).toLocaleString("en-US");
      const mb = (bytes: number) => (bytes / MB).toFixed(0);
      table.push([
        shape.name,
        f.rows.toLocaleString("en-US"),
        f.seconds.toFixed(1),
        rate,
        (f.fileBytes / MB).toFixed(1),
        mb(f.rssBeforeBytes),
        mb(f.peakRssBytes),
        mb(f.peakHeapBytes),
      ]);
      report(
        "CSV export",
        shape.name,
        `${f.rows.toLocaleString("en-US")} rows in ${f.seconds.toFixed(1)} s = ${rate} rows/s, ` +
          `peak RSS ${mb(f.peakRssBytes)} MB (process before the job ${mb(f.rssBeforeBytes)} MB), heap ${mb(f.peakHeapBytes)} MB`,
      );
      // Issue 15's target reads the export of every call (about 1,000,000 rows).
      if (shape === shapes[0]) {
        const rowsPerSecond = f.rows / f.seconds;
        reportTarget("export", `${(rowsPerSecond / 1000).toFixed(0)}k rows/s, ${mb(f.peakRssBytes)} MB RSS`, { rowsPerSecond, rssMb: f.peakRssBytes / MB });
      }
    }
    printTable(["export", "rows", "seconds", "rows/s", "file MB", "RSS before MB", "peak RSS MB", "peak heap MB"], table);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runExportBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
