/**
 * For cluster.spec.ts: `npm start`'s cluster as a child process whose output the test reads, and
 * requests that know which console worker served them.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import http, { type IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { WebSocket } from "ws";

export interface RunningCluster {
  base: string;
  /** The primary's pid (node running scripts/start.ts, as `npm start` does behind npm and tsx). */
  pid: number;
  /** Everything the processes printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM to the primary; resolves with its exit code once it has exited. */
  stop(): Promise<number | null>;
}

/**
 * Starts scripts/start.ts (what `npm start` runs) with a fresh data folder and waits for the
 * listening line. The caller stops it (`stop()`); a leftover one is killed when the test process exits.
 */
export async function startCluster(port: number, env: Record<string, string>): Promise<RunningCluster> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = `test-results/e2e-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: base, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const leftover = () => child.kill("SIGKILL");
  process.once("exit", leftover);

  await new Promise<void>((resolve, reject) => {
    const check = () => output.includes("Voice Console listening on") && (clearInterval(timer), resolve());
    const timer = setInterval(check, 100);
    child.once(
      "exit",
      (code) => (clearInterval(timer), reject(new Error(`the cluster exited (${code}) while starting:\n${output}`))),
    );
  });

  return {
    base,
    pid: child.pid!,
    output: () => output,
    async stop() {
      process.off("exit", leftover);
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = once(child, "exit") as Promise<[number | null]>;
      child.kill("SIGTERM");
      return (await exited)[0];
    },
  };
}

/** Pids of `pid`'s children whose command line names `script`. */
export async function childPidsRunning(pid: number, script: string): Promise<number[]> {
  const ps = spawn("ps", ["-o", "pid=,args=", "--ppid", String(pid)], { stdio: ["ignore", "pipe", "ignore"] });
  let text = "";
  ps.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
  await once(ps, "exit");
  return text
    .split("\n")
    .filter((line) => line.includes(script))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

export interface Answer {
  /** The console worker that served the request (`/healthz` asked on the same connection just before). */
  worker: number;
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
}

function send(
  agent: http.Agent,
  url: URL,
  init: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ res: IncomingMessage; body: string; socket: Socket }> {
  return new Promise((resolve, reject) => {
    let socket: Socket;
    const req = http.request(url, { agent, method: init.method ?? "GET", headers: init.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ res, body, socket }));
    });
    req.once("socket", (s: Socket) => (socket = s));
    req.once("error", reject);
    req.end(init.body);
  });
}

/**
 * One request on a new connection, after asking that connection's worker for its id: a connection
 * is served by one worker from its accept to its close, so the request's worker is known. The
 * cluster hands new connections to its workers in turn, so consecutive calls reach every worker.
 */
export async function requestOnNewConnection(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; avoidWorker?: number } = {},
): Promise<Answer> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const health = await send(agent, new URL("/healthz", base), {});
      const worker = workerOf(health.body);
      if (worker === init.avoidWorker) continue;
      const answer = await send(agent, new URL(path, base), init);
      if (answer.socket !== health.socket) {
        throw new Error(
          `the request did not reuse the connection that /healthz was asked on (${health.res.headers.connection}, ${answer.res.statusCode})`,
        );
      }
      return { worker, status: answer.res.statusCode!, headers: answer.res.headers, body: answer.body };
    } finally {
      agent.destroy();
    }
  }
  throw new Error(`ten new connections all reached worker ${init.avoidWorker}`);
}

function workerOf(healthBody: string): number {
  const { worker } = JSON.parse(healthBody) as { worker?: number };
  if (typeof worker !== "number") throw new Error(`/healthz names no worker: ${healthBody}`);
  return worker;
}

/**
 * A WebSocket on a new connection (one whose worker is not `avoid`, if given); resolves once open,
 * with the id of the worker it goes through.
 */
export async function webSocketOnNewConnection(
  base: string,
  path: string,
  avoid?: number,
): Promise<{ ws: WebSocket; worker: number }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const health = await send(agent, new URL("/healthz", base), {});
    const worker = workerOf(health.body);
    if (worker === avoid) {
      agent.destroy();
      continue;
    }
    const healthSocket = health.socket;
    const ws = new WebSocket(new URL(path, base.replace(/^http/, "ws")), { agent, perMessageDeflate: false });
    let upgradedOn: Socket | null = null;
    ws.once("upgrade", (res) => (upgradedOn = res.socket));
    await once(ws, "open");
    if (upgradedOn !== healthSocket)
      throw new Error("the WebSocket did not reuse the connection that /healthz was asked on");
    return { ws, worker };
  }
  throw new Error(`ten new connections all reached worker ${avoid}`);
}
