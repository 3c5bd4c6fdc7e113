/**
 * Call exports: POST /billing/api/reports/calls (and Admin), the export job (CSV file, progress and
 * download notifications, failure, recovery after a restart) and GET /vaic/api/exports/:id[/download],
 * on a seeded temporary database. Expected rows come from the list endpoint or from SQL of our own.
 */
import express from "express";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import { issueAccessToken } from "../../../platform/auth/issue";
import { neutralizeFormula } from "../../../contract/spreadsheet";
import {
  configureExports,
  createExportJob,
  exportFilePath,
  exportsDir,
  getExportJob,
  recoverExportJobs,
  waitForJob,
} from "../../../platform/jobs/exports";
import { seed } from "../../../platform/seed/index";
import { createBillingRouter } from "../../../platform/services/billing/index";
import { createReportsRouter } from "../../../platform/services/billing/reports";
import { createExportsRouter } from "../../../platform/services/vaic/exports";
import {
  createNotification,
  NOTIFICATION_EVENT,
  type NotificationEvent,
} from "../../../platform/services/vaic/notifications";
import type { PlatformContext } from "../../../platform/context";
import { parseCsv } from "../support/csv";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";
import { TIME } from "../../../contract/limits/units";

interface Csv {
  header: string[];
  rows: Record<string, string>[];
}
function readCsv(text: string): Csv {
  const [header, ...body] = parseCsv(text);
  return { header, rows: body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
}

let t: TestContext;
let ctx: PlatformContext;
let base: string;
let close: () => Promise<void>;
let acme: string;
let now: number;
const events: NotificationEvent[] = [];
const users: Record<"owner" | "viewer" | "admin" | "trial", string> = {} as never;
const tokens: Record<"owner" | "viewer" | "admin" | "trial" | "noCalls", string> = {} as never;
/** Call ids of the rows whose text starts with a formula character. */
const HOSTILE = ['=HYPERLINK("http://evil")', "+1+1", "-2+3", "@SUM(A1)", "\tTab", "\rCR", 'plain, "quoted"'];

beforeAll(async () => {
  t = createTestContext();
  ctx = t.ctx;
  now = ctx.now();
  const summary = await seed(ctx.db, { calls: 3000, now });
  acme = summary.acmeAccountId;
  const insert = ctx.db.prepare(
    `INSERT INTO calls (call_id, account_id, calling_type, calling_name, called_type, called_name, called_number,
       termination_description, campaign_name, setup_time, successful, duration_seconds)
     VALUES (?, ?, 'bot', ?, 'service-number', ?, ?, ?, ?, ?, 1, 75)`,
  );
  HOSTILE.forEach((text, i) => insert.run(`hostile-${i}`, acme, text, text, text, text, text, now - TIME.HOUR_MS - i));

  const app = express();
  app.use("/billing/api", createReportsRouter(ctx), createBillingRouter(ctx));
  app.use("/vaic/api", createExportsRouter(ctx));
  const server = await listen(app);
  base = server.url;
  close = server.close;
  const userId = (email: string) => ctx.db.prepare("SELECT id FROM users WHERE email = ?").pluck().get(email) as string;
  users.owner = userId("owner@example.com");
  users.viewer = userId("viewer@example.com");
  users.admin = userId("admin@example.com");
  users.trial = userId("trial@example.com");
  for (const k of ["owner", "viewer", "admin", "trial"] as const) tokens[k] = await issueAccessToken(ctx, users[k]);
  const noCalls = await insertUser(ctx, { accountId: acme, roles: [ROLES.BOTS_READ, ROLES.STATISTICS_READ_READ] });
  tokens.noCalls = await issueAccessToken(ctx, noCalls);
  // Small batches and no progress throttle: several keyset batches and progress steps per job.
  configureExports(ctx, { batchRows: 100, progressIntervalMs: 0 });
  ctx.events.on(NOTIFICATION_EVENT, (e: NotificationEvent) => events.push(e));
});

afterAll(async () => {
  await close();
  t.cleanup();
});

async function call(method: string, path: string, token: string | null = tokens.owner) {
  const res = await fetch(`${base}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const buffer = Buffer.from(await res.arrayBuffer());
  const text = buffer.toString("utf8");
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, buffer, text, body: body as Record<string, unknown> };
}

const qs = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** POSTs an export, expects 202, waits for the job; returns the job and its CSV. */
async function exportCsv(path: string, params: Record<string, string | number | boolean>, token = tokens.owner) {
  const res = await call("POST", `${path}?${qs(params)}`, token);
  expect(res.status, res.text).toBe(202);
  const jobId = res.body.jobId as string;
  const job = await waitForJob(ctx, jobId);
  expect(job?.status).toBe("done");
  return { jobId, job: job!, csv: readCsv(readFileSync(exportFilePath(ctx, jobId), "utf8")) };
}

/** Every call id of the list endpoint for a query, in its order, and its totalElements. */
async function listIds(params: Record<string, string | number | boolean>, admin = false) {
  const ids: string[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const res = await call(
      "GET",
      `/billing/api/v1/${admin ? "Admin/" : ""}Calls?${qs({ ...params, page, limit: 1000, totalItems: true })}`,
      admin ? tokens.admin : tokens.owner,
    );
    if (res.status === 204) return { ids, total: total === -1 ? 0 : total };
    expect(res.status).toBe(200);
    const body = res.body as { calls: { callId: string }[]; pages: { totalElements: number } };
    total = body.pages.totalElements;
    ids.push(...body.calls.map((c) => c.callId));
    if (body.calls.length < 1000) return { ids, total };
  }
}

describe("POST /billing/api/reports/calls", () => {
  it("answers 202 with a job id and writes exactly the grid's rows, in the grid's order", async () => {
    const filter = `(setupTime>=${new Date(now - 30 * TIME.DAY_MS).toISOString()},setupTime<=${new Date(now).toISOString()},durationSeconds>=20)`;
    for (const includeTestCalls of [false, true]) {
      const query = { filter, sort: "-durationSeconds", includeTestCalls, page: 3, limit: 10 };
      const { csv, job } = await exportCsv("/billing/api/reports/calls", query);
      const list = await listIds({ filter, sort: "-durationSeconds", includeTestCalls });
      expect(list.total).toBeGreaterThan(300); // several batches
      expect(csv.rows.length).toBe(list.total);
      expect(job.rows).toBe(list.total);
      expect(csv.rows.map((r) => r["Call ID"])).toEqual(list.ids);
    }
  });

  it("exports the default order (-setupTime) of every live call when no query is given", async () => {
    const { csv } = await exportCsv("/billing/api/reports/calls", { includeTestCalls: false });
    const expected = ctx.db
      .prepare("SELECT call_id FROM calls WHERE account_id = ? AND is_test_call = 0 ORDER BY setup_time DESC, id DESC")
      .pluck()
      .all(acme) as string[];
    expect(csv.rows.map((r) => r["Call ID"])).toEqual(expected);
  });

  it("writes human columns: header names, MM min SS sec, ISO UTC times, quality label, Yes/No", async () => {
    const { csv } = await exportCsv("/billing/api/reports/calls", { filter: "(id=hostile-0)" });
    expect(csv.header).toEqual([
      "Call ID",
      "Calling Entity",
      "Calling Number",
      "Called Entity",
      "Called Number",
      "Setup Time (UTC)",
      "Connect Time (UTC)",
      "End Time (UTC)",
      "Features",
      "Duration",
      "Termination Description",
      "Voice Quality",
      "MOS",
      "Bot Conversation ID",
      "Campaign Name",
      "Campaign ID",
      "Region",
      "Successful",
      "Services",
    ]);
    const [row] = csv.rows;
    expect(row.Duration).toBe("01 min 15 sec");
    expect(row["Setup Time (UTC)"]).toBe(new Date(now - TIME.HOUR_MS).toISOString());
    expect(row["Voice Quality"]).toBe(""); // not measured
    expect(row.Successful).toBe("Yes");
    const measured = ctx.db
      .prepare(
        "SELECT call_id, voice_mos_quality AS mos FROM calls WHERE account_id = ? AND voice_mos_quality >= 3.5 AND is_test_call = 0 LIMIT 1",
      )
      .get(acme) as { call_id: string; mos: number };
    const good = await exportCsv("/billing/api/reports/calls", { filter: `(id=${measured.call_id})` });
    expect(good.csv.rows[0]["Voice Quality"]).toBe("Good");
    expect(Number(good.csv.rows[0].MOS)).toBeCloseTo(measured.mos);
  });

  it("neutralises cells that start with = + - @ tab or CR with a leading quote", async () => {
    const { csv } = await exportCsv("/billing/api/reports/calls", { filter: "(id~hostile-)", sort: "setupTime" });
    expect(csv.rows.length).toBe(HOSTILE.length);
    // setupTime ascending: the last inserted (oldest) first
    const byText = [...HOSTILE].reverse();
    csv.rows.forEach((row, i) => {
      const text = byText[i];
      const expected = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
      for (const column of [
        "Calling Entity",
        "Called Entity",
        "Called Number",
        "Termination Description",
        "Campaign Name",
      ]) {
        expect(row[column]).toBe(expected);
      }
    });
    expect(neutralizeFormula("＝1+1")).toBe("'＝1+1");
    expect(neutralizeFormula("a=1")).toBe("a=1");
  });

  it("month=YYYY-MM exports exactly that UTC month, sorted by setupTime ascending", async () => {
    const d = new Date(now);
    const from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
    const to = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    const month = new Date(from).toISOString().slice(0, 7);
    // the grid's own time filter and sort are replaced by the month's
    const { csv, job } = await exportCsv("/billing/api/reports/calls", {
      month,
      filter: `(setupTime>=${new Date(now - TIME.DAY_MS).toISOString()})`,
      sort: "-durationSeconds",
      includeTestCalls: false,
    });
    const expected = ctx.db
      .prepare(
        "SELECT call_id FROM calls WHERE account_id = ? AND is_test_call = 0 AND setup_time >= ? AND setup_time < ? ORDER BY setup_time, id",
      )
      .pluck()
      .all(acme, from, to) as string[];
    expect(expected.length).toBeGreaterThan(0);
    expect(csv.rows.map((r) => r["Call ID"])).toEqual(expected);
    expect(job.file_name).toBe(`calls-${month}.csv`);
  });

  it("answers 400 on a bad query or month, before any job exists", async () => {
    const before = ctx.db.prepare("SELECT COUNT(*) FROM export_jobs").pluck().get();
    for (const q of [
      "filter=(nope=1)",
      "sort=bogus",
      "filter=(durationSeconds>=abc)",
      "search=bot", // a search needs a short date range
      "month=2020-13",
      "month=1999-01",
      `month=${new Date(now + 40 * TIME.DAY_MS).toISOString().slice(0, 7)}`,
      "includeTestCalls=maybe",
    ]) {
      const res = await call("POST", `/billing/api/reports/calls?${q}`);
      expect(res.status, q).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    expect(ctx.db.prepare("SELECT COUNT(*) FROM export_jobs").pluck().get()).toBe(before);
  });

  it("needs LIVEHUB_CALLS_READ (403) and a token (401)", async () => {
    expect((await call("POST", "/billing/api/reports/calls", tokens.noCalls)).status).toBe(403);
    expect((await call("POST", "/billing/api/reports/calls", null)).status).toBe(401);
  });

  it("scopes a customer to their account: another account's accountId filter is 404", async () => {
    const trialAccount = ctx.db.prepare("SELECT account_id FROM users WHERE id = ?").pluck().get(users.trial) as string;
    const res = await call("POST", `/billing/api/reports/calls?${qs({ filter: `(accountId=${trialAccount})` })}`);
    expect(res.status).toBe(404);
    const { csv } = await exportCsv("/billing/api/reports/calls", {}, tokens.trial);
    const trialCalls = ctx.db
      .prepare("SELECT COUNT(*) FROM calls WHERE account_id = ? AND is_test_call = 0")
      .pluck()
      .get(trialAccount);
    expect(csv.rows.length).toBe(trialCalls);
  });
});

describe("POST /billing/api/reports/Admin/calls", () => {
  it("is for administrators only", async () => {
    expect((await call("POST", "/billing/api/reports/Admin/calls", tokens.owner)).status).toBe(403);
  });

  it("exports any account with an Account column, narrowed by an accountId filter", async () => {
    const filter = `(accountId=${acme},setupTime>=${new Date(now - 2 * TIME.DAY_MS).toISOString()})`;
    const { csv, job } = await exportCsv("/billing/api/reports/Admin/calls", { filter }, tokens.admin);
    const list = await listIds({ filter }, true);
    expect(csv.rows.map((r) => r["Call ID"])).toEqual(list.ids);
    expect(csv.header[1]).toBe("Account");
    expect(new Set(csv.rows.map((r) => r.Account))).toEqual(new Set(["Acme Voice"]));
    expect(job.file_name).toMatch(/^admin-calls-\d{4}-\d{2}-\d{2}\.csv$/);
    // the administrator downloads their own export
    const res = await call("GET", `/vaic/api/exports/${job.id}/download`, tokens.admin);
    expect(res.status).toBe(200);
  });
});

describe("the job's notifications", () => {
  it("shows progress, then removes it and leaves a download notification for the requesting user", async () => {
    events.length = 0;
    const filter = `(setupTime>=${new Date(now - 30 * TIME.DAY_MS).toISOString()})`;
    const { jobId, job } = await exportCsv("/billing/api/reports/calls", { filter });
    const mine = events.filter((e) => e.userId === users.owner);
    const first = mine[0];
    expect(first.kind).toBe("created");
    if (first.kind !== "created") return;
    expect(first.notification.type).toBe("progress");
    expect(first.notification.data).toMatchObject({ progress: 0, jobId });
    const progressId = first.notification.id;
    const steps = mine.flatMap((e) =>
      e.kind === "updated" && e.notification.id === progressId ? [e.notification.data.progress!] : [],
    );
    expect(steps.length).toBeGreaterThan(1);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.every((p) => p > 0 && p < 100)).toBe(true);
    const deletedAt = mine.findIndex((e) => e.kind === "deleted" && e.id === progressId);
    const download = mine.findIndex((e) => e.kind === "created" && e.notification.type === "download");
    expect(deletedAt).toBeGreaterThan(0);
    expect(download).toBeGreaterThan(deletedAt);
    const created = mine[download];
    if (created.kind !== "created") return;
    expect(created.notification.message).toBe(`${job.rows.toLocaleString("en-US")} records`);
    expect(created.notification.data).toMatchObject({ fileName: job.file_name, url: `exports/${jobId}/download` });
    expect(created.notification.ttl).toBe(TIME.DAY_SECONDS);
    // in the database: the download notification, for this user only; no progress row left
    const rows = ctx.db.prepare("SELECT user_id, type FROM notifications WHERE data LIKE ?").all(`%${jobId}%`);
    expect(rows).toEqual([{ user_id: users.owner, type: "download" }]);
  });

  it("runs one job at a time per account", async () => {
    events.length = 0;
    const a = (await call("POST", "/billing/api/reports/calls")).body.jobId as string;
    const b = (await call("POST", "/billing/api/reports/calls")).body.jobId as string;
    await Promise.all([waitForJob(ctx, a), waitForJob(ctx, b)]);
    const jobOf = (e: NotificationEvent) =>
      e.kind === "created" ? (e.notification.data as { jobId?: string }).jobId : undefined;
    const startB = events.findIndex(
      (e) => e.kind === "created" && e.notification.type === "progress" && jobOf(e) === b,
    );
    const endA = events.findIndex((e) => e.kind === "created" && e.notification.type === "download" && jobOf(e) === a);
    expect(endA).toBeGreaterThanOrEqual(0);
    expect(startB).toBeGreaterThan(endA);
  });
});

describe("GET /vaic/api/exports/:jobId[/download]", () => {
  let jobId: string;
  beforeAll(async () => {
    jobId = (
      await exportCsv("/billing/api/reports/calls", {
        filter: `(setupTime>=${new Date(now - 3 * TIME.DAY_MS).toISOString()})`,
      })
    ).jobId;
  });

  it("streams the file with CSV, attachment, length and no-store headers", async () => {
    const res = await call("GET", `/vaic/api/exports/${jobId}/download`);
    expect(res.status).toBe(200);
    const file = readFileSync(exportFilePath(ctx, jobId));
    expect(res.buffer.equals(file)).toBe(true);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-length")).toBe(String(file.length));
    expect(res.headers.get("cache-control")).toBe("no-store");
    const name = getExportJob(ctx, jobId)!.file_name!;
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${name}"`);
  });

  it("answers the job's status", async () => {
    const res = await call("GET", `/vaic/api/exports/${jobId}`);
    expect(res.status).toBe(200);
    const job = getExportJob(ctx, jobId)!;
    expect(res.body).toMatchObject({
      id: jobId,
      status: "done",
      progress: 100,
      rows: job.rows,
      fileName: job.file_name,
      error: null,
    });
  });

  it("is 404 for another account's user and for another user of the same account", async () => {
    for (const token of [tokens.trial, tokens.viewer, tokens.admin]) {
      expect((await call("GET", `/vaic/api/exports/${jobId}/download`, token)).status).toBe(404);
      expect((await call("GET", `/vaic/api/exports/${jobId}`, token)).status).toBe(404);
    }
    expect((await call("GET", `/vaic/api/exports/${randomUUID()}/download`)).status).toBe(404);
    expect((await call("GET", `/vaic/api/exports/${jobId}/download`, null)).status).toBe(401);
  });

  it("is 409 while the job is not done", async () => {
    const id = randomUUID();
    ctx.db
      .prepare(
        "INSERT INTO export_jobs (id, account_id, user_id, kind, query, status, file_name, created_at) VALUES (?, ?, ?, 'calls', '', 'running', 'x.csv', ?)",
      )
      .run(id, acme, users.owner, now);
    const res = await call("GET", `/vaic/api/exports/${id}/download`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/not finished/);
    ctx.db.prepare("DELETE FROM export_jobs WHERE id = ?").run(id);
  });
});

describe("recoverExportJobs (platform start-up)", () => {
  it("fails a job a stopped server left running, removes its partial file and tells the user", async () => {
    const progress = createNotification(ctx, {
      accountId: acme,
      userId: users.owner,
      title: "Exporting call records",
      type: "progress",
      data: { progress: 40 },
    });
    const id = randomUUID();
    ctx.db
      .prepare(
        "INSERT INTO export_jobs (id, account_id, user_id, kind, query, status, progress, file_name, notification_id, created_at) VALUES (?, ?, ?, 'calls', '', 'running', 40, 'calls.csv', ?, ?)",
      )
      .run(id, acme, users.owner, progress.id, now);
    mkdirSync(exportsDir(ctx), { recursive: true });
    const part = `${exportFilePath(ctx, id)}.part`;
    writeFileSync(part, "Call ID\nhalf");
    const stray = join(exportsDir(ctx), `${randomUUID()}.csv.part`);
    writeFileSync(stray, "x");

    expect(recoverExportJobs(ctx)).toBe(1);
    expect(getExportJob(ctx, id)).toMatchObject({ status: "failed", error: MESSAGES.error_export_to_csv_fail });
    expect(existsSync(part)).toBe(false);
    expect(existsSync(stray)).toBe(false);
    expect(ctx.db.prepare("SELECT COUNT(*) FROM notifications WHERE id = ?").pluck().get(progress.id)).toBe(0);
    const error = ctx.db.prepare("SELECT * FROM notifications WHERE type = 'error' AND data LIKE ?").get(`%${id}%`) as {
      user_id: string;
      message: string;
    };
    expect(error).toMatchObject({ user_id: users.owner, message: MESSAGES.error_export_to_csv_fail });
    expect((await call("GET", `/vaic/api/exports/${id}/download`)).status).toBe(409);
  });
});

describe("a job whose file cannot be written", () => {
  it("fails with an error notification and leaves no file", async () => {
    const own = createTestContext();
    try {
      const account = insertAccount(own.ctx);
      const user = await insertUser(own.ctx, { accountId: account });
      own.ctx.db
        .prepare(
          "INSERT INTO calls (call_id, account_id, calling_type, called_type, setup_time, successful) VALUES ('c1', ?, 'bot', 'bot', ?, 1)",
        )
        .run(account, own.ctx.now());
      writeFileSync(exportsDir(own.ctx), "a file where the exports folder should be");
      const seen: NotificationEvent[] = [];
      own.ctx.events.on(NOTIFICATION_EVENT, (e: NotificationEvent) => seen.push(e));
      const id = createExportJob(own.ctx, {
        accountId: account,
        userId: user,
        kind: "calls",
        query: "includeTestCalls=false",
        fileName: "calls.csv",
      });
      const job = await waitForJob(own.ctx, id);
      expect(job).toMatchObject({ status: "failed", error: MESSAGES.error_export_to_csv_fail, file_path: null });
      const left = own.ctx.db.prepare("SELECT type, message FROM notifications WHERE user_id = ?").all(user);
      expect(left).toEqual([{ type: "error", message: MESSAGES.error_export_to_csv_fail }]);
      expect(seen.map((e) => e.kind)).toEqual(["created", "deleted", "created"]);
      expect(existsSync(`${exportFilePath(own.ctx, id)}.part`)).toBe(false);
    } finally {
      own.cleanup();
    }
  });
});

describe("expiry", () => {
  it("deletes finished exports and their files after 24 hours", async () => {
    const { jobId } = await exportCsv("/billing/api/reports/calls", {
      filter: `(setupTime>=${new Date(now - TIME.DAY_MS).toISOString()})`,
    });
    const file = exportFilePath(ctx, jobId);
    expect(existsSync(file)).toBe(true);
    t.advance(25 * 3600);
    const token = await issueAccessToken(ctx, users.owner); // the earlier one expired meanwhile
    expect((await call("GET", `/vaic/api/exports/${jobId}/download`, token)).status).toBe(404);
    expect(existsSync(file)).toBe(false);
    expect(getExportJob(ctx, jobId)).toBeUndefined();
  });
});
