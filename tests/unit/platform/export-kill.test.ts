/**
 * A server killed during an export (issue 8 "Faults"; docs/product.md#exports "Export"): the embedded platform
 * runs in a process of its own (support/platform-process.ts) on a temporary DATA_DIR holding 30,000
 * calls, so a full export takes a few hundred ms. An export is started over HTTP, the process is killed
 * with SIGKILL while the job writes its .part file, and the platform is started again on the same
 * folder. Then: the job is reported failed, its user got an error notification (and no progress one
 * is left), nothing of it is offered for download and no file of it remains; a new export works.
 */
import { fork, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/messages";
import type { Notification } from "../../../contract/wire/notifications";
import type { PlatformProcessReady } from "./support/platform-process";
import { TIME } from "../../../contract/limits/units";

const PLATFORM_PROCESS = fileURLToPath(new URL("./support/platform-process.ts", import.meta.url));
/**
 * Enough calls that exporting them all takes a good fraction of a second (some 150,000 rows/s,
 * bench/export.ts), far longer than the 10 ms between two looks at the partial file; over a week,
 * to seed faster.
 */
const CALLS = 30_000;
const SEED_DAYS = 7;

let dataDir: string;
const children = new Set<ChildProcess>();

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "vc-export-kill-"));
});

afterAll(async () => {
  await Promise.all([...children].map((child) => stop(child, "SIGKILL")));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the platform process on `dataDir`; resolves with its base URL once it serves. */
function startPlatform(): Promise<{ child: ChildProcess; base: string; seeded: boolean }> {
  const child = fork(PLATFORM_PROCESS, [dataDir, String(CALLS), String(SEED_DAYS)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the platform process did not start within 60 s")), 60_000);
    child.on("message", (m: { ready?: PlatformProcessReady }) => {
      if (!m.ready) return;
      clearTimeout(timer);
      resolve({ child, base: `http://127.0.0.1:${m.ready.port}`, seeded: m.ready.seeded });
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the platform process exited with ${code ?? signal} before serving`));
    });
  });
}

/** Kills `child` with `signal` and resolves with the signal it died of. */
function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<NodeJS.Signals | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => {
    child.once("exit", (_code, died) => resolve(died));
    child.kill(signal);
  });
}

async function call(base: string, token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json: json as Record<string, unknown> };
}

/** Polls `check` every `everyMs` until it answers a value, for at most `withinMs`. */
async function poll<T>(
  check: () => T | undefined | Promise<T | undefined>,
  what: string,
  withinMs: number,
  everyMs = 20,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${withinMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const exportsDir = () => join(dataDir, "exports");
const exportFiles = () => (existsSync(exportsDir()) ? readdirSync(exportsDir()).sort() : []);

describe("a server killed during an export", () => {
  it(
    "fails the job at the next start, tells its user, offers no partial file, and exports again",
    { timeout: 180_000 },
    async () => {
      const first = await startPlatform();
      expect(first.seeded).toBe(true);
      const login = await call(first.base, null, "POST", "/vaic/api/auth/login", {
        email: "owner@example.com",
        password: "Owner#2026x",
      });
      expect(login.status).toBe(200);
      const token = login.json.token as string;

      // Every live call of the account: some seconds of writing.
      const started = await call(first.base, token, "POST", "/billing/api/reports/calls?includeTestCalls=false");
      expect(started.status, started.text).toBe(202);
      const jobId = started.json.jobId as string;
      const part = join(exportsDir(), `${jobId}.csv.part`);
      // Kill it while the job is writing its partial file (it has rows in it, the job is not done).
      await poll(
        () => (existsSync(part) && statSync(part).size > 64 * 1024 ? true : undefined),
        "the job's .part file",
        30_000,
        10,
      );
      expect(await stop(first.child, "SIGKILL")).toBe("SIGKILL");
      // What the killed server left: a partial file, the job still "running", nothing finished.
      expect(existsSync(part)).toBe(true);
      expect(exportFiles()).toEqual([`${jobId}.csv.part`]);

      const second = await startPlatform();
      expect(second.seeded).toBe(false);
      // The same signing key (DATA_DIR/jwt-secret): the token from before the crash still works.
      const job = await call(second.base, token, "GET", `/vaic/api/exports/${jobId}`);
      expect(job.status).toBe(200);
      expect(job.json).toMatchObject({ id: jobId, status: "failed", error: MESSAGES.error_export_to_csv_fail });
      expect(job.json.finishedAt).toEqual(expect.any(String));

      // No partial file is offered, and none is left.
      const download = await call(second.base, token, "GET", `/vaic/api/exports/${jobId}/download`);
      expect([404, 409]).toContain(download.status);
      expect(download.text).not.toContain("Call ID");
      expect(exportFiles()).toEqual([]);

      // The user was told: an error notification for the job, and its progress notification is gone.
      const list = await call(second.base, token, "GET", "/vaic/api/notifications");
      expect(list.status).toBe(200);
      const mine = (list.json as unknown as Notification[]).filter(
        (n) => (n.data as { jobId?: string } | null)?.jobId === jobId,
      );
      expect(mine.map((n) => ({ type: n.type, message: n.message }))).toEqual([
        { type: "error", message: MESSAGES.error_export_to_csv_fail },
      ]);

      // A new export (the last day, a few thousand rows) runs to the end and is offered.
      const now = Date.now();
      const filter = encodeURIComponent(
        `(setupTime>=${new Date(now - TIME.DAY_MS).toISOString()},setupTime<=${new Date(now).toISOString()})`,
      );
      const again = await call(
        second.base,
        token,
        "POST",
        `/billing/api/reports/calls?includeTestCalls=false&filter=${filter}`,
      );
      expect(again.status, again.text).toBe(202);
      const newId = again.json.jobId as string;
      const done = await poll(
        async () => {
          const state = await call(second.base, token, "GET", `/vaic/api/exports/${newId}`);
          return state.json.status === "done" || state.json.status === "failed" ? state.json : undefined;
        },
        "the new export to end",
        60_000,
        100,
      );
      expect(done.status).toBe("done");
      const file = await call(second.base, token, "GET", `/vaic/api/exports/${newId}/download`);
      expect(file.status).toBe(200);
      const lines = file.text
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\n");
      expect(lines[0]).toContain("Call ID");
      expect(lines.length - 1).toBe(done.rows);
      expect(done.rows as number).toBeGreaterThan(0);
      expect(exportFiles()).toEqual([`${newId}.csv`]);
      await stop(second.child, "SIGTERM");
    },
  );
});
