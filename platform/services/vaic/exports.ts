/**
 * Export files of the caller (mounted inside /vaic/api; the download notification's relative url
 * `exports/<jobId>/download` resolves here):
 *
 *   GET /exports/:jobId            the job's status {id, status, progress, rows, fileName, error, createdAt, finishedAt}
 *   GET /exports/:jobId/download   the finished CSV (409 while it is not done)
 *
 * A job is visible only to the user who started it, in that user's account; any other id is 404.
 */
import express from "express";
import { createReadStream, statSync } from "node:fs";
import { pipeline } from "node:stream/promises";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf } from "../../http/auth";
import { conflict, jsonErrorHandler, notFound, route } from "../../http/errors";
import { cleanupExpiredExports, type ExportJobRow } from "../../jobs/exports";

function ownJob(ctx: PlatformContext, req: express.Request): ExportJobRow {
  const caller = callerOf(req);
  cleanupExpiredExports(ctx);
  const job = ctx.db
    .prepare("SELECT * FROM export_jobs WHERE id = ? AND account_id = ? AND user_id = ?")
    .get(req.params.jobId, caller.accountId, caller.sub) as ExportJobRow | undefined;
  if (!job) throw notFound("Export not found");
  return job;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function createExportsRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);

  router.get(
    "/exports/:jobId",
    auth,
    route((req, res) => {
      const job = ownJob(ctx, req);
      res.setHeader("Cache-Control", "no-store");
      res.json({
        id: job.id,
        status: job.status,
        progress: job.progress,
        rows: job.rows,
        fileName: job.file_name,
        error: job.error,
        createdAt: iso(job.created_at),
        finishedAt: iso(job.finished_at),
      });
    }),
  );

  router.get(
    "/exports/:jobId/download",
    auth,
    route(async (req, res) => {
      const job = ownJob(ctx, req);
      if (job.status === "failed") throw conflict("This export failed; there is no file to download.");
      if (job.status !== "done" || !job.file_path) throw conflict("This export is not finished yet.");
      let size: number;
      try {
        size = statSync(job.file_path).size;
      } catch {
        throw notFound("The export file no longer exists");
      }
      // res.attachment writes an RFC 6266 / 5987 Content-Disposition (ASCII fallback plus filename*).
      res.attachment(job.file_name ?? `${job.id}.csv`);
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Length", String(size));
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Content-Type-Options", "nosniff");
      await pipeline(createReadStream(job.file_path), res);
    }),
  );

  router.use("/exports", jsonErrorHandler);
  return router;
}
