/**
 * The streaming export writes exactly the bytes the export wrote before it streamed (issue 15
 * "Exports stream"): the demo seed of 100,000 Acme calls at a fixed clock, exported by the job, must
 * hash to the SHA-256 the earlier implementation (one csv-stringify record per row through
 * Readable.from, commit 5f76f9b) produced for the same data. Two exports: every Acme call in the
 * default order (about 100,000 rows, many keyset batches), and the administrators' export with the
 * Account column over failed calls by duration (another index, ties on the sort key).
 *
 * A deliberate change of the seed's data or of the export's columns changes these hashes; then the
 * reference must be produced again (by the job on this data) and the change said in the commit.
 */
import { createHash } from "node:crypto";
import { EventEmitter } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlatformContext } from "../../../platform/context";
import { openDatabase } from "../../../platform/db/database";
import { createExportJob, exportFilePath, waitForJob, type ExportKind } from "../../../platform/jobs/exports";
import { seed } from "../../../platform/seed/index";
import { TEST_JWT_SECRET } from "./helpers";

// A Wednesday, mid-morning UTC (as seed.test.ts): the seed's data depends only on it and its options.
const NOW = Date.UTC(2026, 2, 11, 10, 30);
const ACME_CALLS = 100_000;

/** What the export wrote before it streamed: rows, file size and SHA-256 per export. */
const REFERENCE = {
  // Issue 17: the seed's campaign calls come from their campaign's own bot and number (the same rows otherwise).
  everyAcmeCall: {
    rows: 99_525,
    bytes: 29_500_487,
    sha256: "3e53b399ad96df5e0f0f7e7b7bdf32558159d2b333564ea5da6a9ce585d1a42b",
  },
  adminFailedByDuration: {
    rows: 8_374,
    bytes: 2_209_127,
    sha256: "eee09c6f9953a05fe2c4121285430dfd39c5aad128f64b9467496a183aa93796",
  },
};

let dataDir: string;
let ctx: PlatformContext;
let owner: { id: string; account_id: string };
let admin: { id: string; account_id: string };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "vc-export-bytes-"));
  ctx = {
    // On disk, as the platform runs: the export reads through a connection of its own to the file.
    db: openDatabase(join(dataDir, "platform.sqlite")),
    config: {
      dataDir,
      jwtSecret: TEST_JWT_SECRET,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 3600,
      refreshReuseWindowSeconds: 10,
      publicOrigin: "http://127.0.0.1:3000",
      simulate: false,
    },
    events: new EventEmitter(),
    now: () => NOW,
  };
  await seed(ctx.db, { calls: ACME_CALLS, now: NOW });
  const user = (email: string) =>
    ctx.db.prepare("SELECT id, account_id FROM users WHERE email = ?").get(email) as { id: string; account_id: string };
  owner = user("owner@example.com");
  admin = user("admin@example.com");
});

afterAll(() => {
  ctx.db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function exportFile(kind: ExportKind, by: { id: string; account_id: string }, query: string) {
  const jobId = createExportJob(ctx, { accountId: by.account_id, userId: by.id, kind, query, fileName: "calls.csv" });
  const job = await waitForJob(ctx, jobId);
  expect(job?.status).toBe("done");
  const bytes = readFileSync(exportFilePath(ctx, jobId));
  return { rows: job!.rows, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
}

describe("a 100,000-row export", () => {
  it("is byte-identical to the export before streaming: every Acme call, default order", async () => {
    expect(await exportFile("calls", owner, "includeTestCalls=true")).toEqual(REFERENCE.everyAcmeCall);
  });

  it("is byte-identical for the administrators' export (Account column, failed calls by duration)", async () => {
    const query = "filter=(successful=false)&sort=-durationSeconds&includeTestCalls=false";
    expect(await exportFile("admin-calls", admin, query)).toEqual(REFERENCE.adminFailedByDuration);
  });
});
