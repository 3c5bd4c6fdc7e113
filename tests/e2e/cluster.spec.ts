import { expect, test } from "@playwright/test";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { WebSocket } from "ws";
import { SIGN_IN_LIMITS } from "../../contract/limits/sign-in-limits";
import { DEMO } from "./support/auth";
import {
  childPidsRunning,
  requestOnNewConnection,
  startCluster,
  webSocketOnNewConnection,
  type RunningCluster,
} from "./support/cluster";

/**
 * `npm start` on two cores (issue 15 "Both cores"): scripts/start.ts with WEB_CONCURRENCY=2, started
 * as `npm start` starts it, its output read by the test. Every request goes on a new connection and
 * first asks that connection's worker for its id (/healthz), so each assertion knows which worker
 * served what, and the tests check that both did. No browser: what matters is the HTTP answers.
 */

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The cluster on the embedded platform, and one in proxy mode in front of a platform stand-in. */
const CLUSTER_PORT = E2E_PORT + 8;
const PROXY_CLUSTER_PORT = E2E_PORT + 10;
/** Workers start, and the platform seeds a fresh data folder, on a loaded 2-core machine. */
const START_TIMEOUT_MS = 180_000;
const RS = "\u001e";

const count = (text: string, what: string) => text.split(what).length - 1;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** The sign-in form's data request, as the page sends it with JavaScript on. */
const SIGN_IN_PATH = "/login?_data=routes%2Flogin";

function signInHeaders(base: string, address: string): Record<string, string> {
  // The test runs on loopback, a trusted proxy: X-Forwarded-For names the browser's address.
  return { Origin: base, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address };
}

test.describe("npm start on two workers, embedded platform", () => {
  test.describe.configure({ mode: "serial" });
  let cluster: RunningCluster;

  test.beforeAll(async () => {
    test.setTimeout(START_TIMEOUT_MS);
    cluster = await startCluster(CLUSTER_PORT, { WEB_CONCURRENCY: "2" });
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test("prints the listening line and the demo users once; the platform seeds and simulates once; both workers answer", async () => {
    const output = cluster.output();
    expect(count(output, "Voice Console listening on")).toBe(1);
    expect(output).toContain("(port " + CLUSTER_PORT + ", production, embedded platform, 2 console workers)");
    expect(count(output, "Demo data created.")).toBe(1);
    expect(count(output, DEMO.owner.email)).toBe(1);
    expect(count(output, "[platform] seeded demo data")).toBe(1);
    expect(count(output, "[platform] call simulator running")).toBe(1);

    const workers = new Set<number>();
    for (let i = 0; i < 4; i++) workers.add((await requestOnNewConnection(cluster.base, "/healthz")).worker);
    expect([...workers].sort()).toEqual([1, 2]);
  });

  test("the platform's sign-in limit per account holds whichever worker a sign-in lands on", async () => {
    const headers = signInHeaders(cluster.base, "203.0.113.20");
    const wrong = form({ email: DEMO.trial.email, password: "Wrong#2026x" });
    const workers = new Set<number>();
    for (let i = 0; i < SIGN_IN_LIMITS.FAILURES_PER_ACCOUNT; i++) {
      const answer = await requestOnNewConnection(cluster.base, SIGN_IN_PATH, { method: "POST", headers, body: wrong });
      expect(answer.status).toBe(400);
      workers.add(answer.worker);
    }
    expect(workers.size).toBe(2);

    // The right password now, on each worker: the one platform has counted every failure.
    const right = form(DEMO.trial);
    const first = await requestOnNewConnection(cluster.base, SIGN_IN_PATH, { method: "POST", headers, body: right });
    expect(first.status).toBe(429);
    expect(first.body).toContain("for this account");
    const second = await requestOnNewConnection(cluster.base, SIGN_IN_PATH, {
      method: "POST",
      headers,
      body: right,
      avoidWorker: first.worker,
    });
    expect(second.status).toBe(429);
    // The platform's own REST sign-in, proxied by a worker, shares that count.
    const rest = await requestOnNewConnection(cluster.base, "/vaic/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.21" },
      body: JSON.stringify(DEMO.trial),
    });
    expect(rest.status).toBe(429);
    expect(rest.body).toContain("for this account");
  });

  test("a notification sent through one worker reaches a live client connected through the other", async () => {
    const token = async (user: { email: string; password: string }) => {
      const answer = await requestOnNewConnection(cluster.base, "/vaic/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(user),
      });
      expect(answer.status).toBe(200);
      return (JSON.parse(answer.body) as { token: string }).token;
    };
    const ownerToken = await token(DEMO.owner);
    const adminToken = await token(DEMO.admin);
    const { accountId } = JSON.parse(Buffer.from(ownerToken.split(".")[1], "base64url").toString()) as {
      accountId: string;
    };

    // The owner's live connection to the notification hub (the JSON hub protocol, as the browser's client speaks it).
    const { ws, worker: listening } = await webSocketOnNewConnection(
      cluster.base,
      `/vaic/api/notifications?access_token=${ownerToken}`,
    );
    const frames: string[] = [];
    const arrived = (text: string) =>
      new Promise<void>((resolve) => {
        const look = () => frames.some((f) => f.includes(text)) && (ws.off("message", onMessage), resolve());
        const onMessage = (data: WebSocket.RawData) => (frames.push(data.toString()), look());
        ws.on("message", onMessage);
        look();
      });
    try {
      const initialised = arrived('"InitNotifications"');
      ws.send(JSON.stringify({ protocol: "json", version: 1 }) + RS);
      await initialised;

      const title = `Sent through another worker ${Date.now()}`;
      const received = arrived(title);
      const sent = await requestOnNewConnection(cluster.base, "/vaic/api/admin/notifications", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ accountId, type: "info", title }),
        avoidWorker: listening,
      });
      expect(sent.status).toBe(201);
      expect(sent.worker).not.toBe(listening);
      await received;
      expect(frames.find((f) => f.includes(title))).toContain('"ReceiveNotification"');
    } finally {
      ws.terminate();
    }
  });

  test("a console worker that dies is replaced; the platform process is not restarted", async () => {
    const [platform] = await childPidsRunning(cluster.pid, "platform-process");
    const workers = await childPidsRunning(cluster.pid, "console-worker");
    expect(workers).toHaveLength(2);
    process.kill(workers[0], "SIGKILL");

    await expect
      .poll(
        async () =>
          (await childPidsRunning(cluster.pid, "console-worker")).filter((pid) => !workers.includes(pid)).length,
        {
          timeout: 60_000,
        },
      )
      .toBe(1);
    expect(cluster.output()).toMatch(/console worker \d exited \(signal SIGKILL\); a new one starts now/);
    // The newcomer (worker 3) serves requests once it listens.
    await expect
      .poll(async () => (await requestOnNewConnection(cluster.base, "/healthz")).worker, { timeout: 60_000 })
      .toBe(3);
    expect(await childPidsRunning(cluster.pid, "platform-process")).toEqual([platform]);
  });

  test("SIGTERM stops the workers, then the platform, and exits 0 leaving no process behind", async () => {
    const children = [
      ...(await childPidsRunning(cluster.pid, "platform-process")),
      ...(await childPidsRunning(cluster.pid, "console-worker")),
    ];
    expect(children).toHaveLength(3);
    expect(await cluster.stop()).toBe(0);

    const output = cluster.output();
    expect(output).toContain("[server] SIGTERM received, shutting down");
    const workersStopped = output.indexOf("console workers stopped");
    expect(workersStopped).toBeGreaterThan(0);
    expect(output.indexOf("platform stopped")).toBeGreaterThan(workersStopped);
    const alive = children.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });
});

test.describe("npm start on two workers, in front of a platform", () => {
  /**
   * A stand-in platform that refuses every password and has no limit of its own: whatever holds a
   * sign-in back here is the console's count per address, which must hold across the workers.
   */
  let platform: Server;
  const seen = { signIns: 0 };
  let cluster: RunningCluster;

  test.beforeAll(async () => {
    test.setTimeout(START_TIMEOUT_MS);
    platform = createServer((req, res) => {
      if (req.method === "POST" && req.url === "/vaic/api/auth/login") seen.signIns++;
      res.writeHead(req.url === "/vaic/api/auth/login" ? 401 : 404, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: "Invalid e-mail or password" }));
    });
    platform.listen(0, "127.0.0.1");
    await once(platform, "listening");
    const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    cluster = await startCluster(PROXY_CLUSTER_PORT, { WEB_CONCURRENCY: "2", PLATFORM_URL: platformUrl });
  });
  test.afterAll(async () => {
    await cluster?.stop();
    platform?.close();
  });

  test("the console's sign-in limit per address holds whichever worker a sign-in lands on", async () => {
    const headers = signInHeaders(cluster.base, "203.0.113.30");
    const workers = new Set<number>();
    for (let i = 0; i < SIGN_IN_LIMITS.FAILURES_PER_ADDRESS; i++) {
      const body = form({ email: `someone${i}@example.com`, password: "Wrong#2026x" });
      const answer = await requestOnNewConnection(cluster.base, SIGN_IN_PATH, { method: "POST", headers, body });
      expect(answer.status).toBe(400);
      workers.add(answer.worker);
    }
    expect(workers.size).toBe(2);
    expect(seen.signIns).toBe(SIGN_IN_LIMITS.FAILURES_PER_ADDRESS);

    // Held back on either worker without asking the platform, though each saw only some of the failures.
    for (const avoidWorker of [1, 2]) {
      const body = form({ email: "someone.else@example.com", password: "Wrong#2026x" });
      const held = await requestOnNewConnection(cluster.base, SIGN_IN_PATH, {
        method: "POST",
        headers,
        body,
        avoidWorker,
      });
      expect(held.status).toBe(429);
      expect(Number(held.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(seen.signIns).toBe(SIGN_IN_LIMITS.FAILURES_PER_ADDRESS);

    // Another address goes on.
    const other = await requestOnNewConnection(cluster.base, SIGN_IN_PATH, {
      method: "POST",
      headers: signInHeaders(cluster.base, "203.0.113.31"),
      body: form({ email: "someone@example.com", password: "Wrong#2026x" }),
    });
    expect(other.status).toBe(400);
    expect(seen.signIns).toBe(SIGN_IN_LIMITS.FAILURES_PER_ADDRESS + 1);
  });
});
