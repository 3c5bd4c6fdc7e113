/**
 * `npm start` on more than one core (WEB_CONCURRENCY, default one per core): this process only
 * supervises. It starts the embedded platform once, in a process of its own on an internal port of
 * 127.0.0.1 (platform-process.ts), then one console worker per core with node's cluster
 * (console-worker.ts: they share the public port; each proxies the browser's platform paths to
 * the platform process, as with PLATFORM_URL). It holds the workers' shared sign-in counts
 * (rate-limiter-flexible's cluster master), prints the listening line and the demo users once,
 * replaces a process that dies (restarts.ts), and on SIGTERM/SIGINT stops the workers, then the
 * platform. With PLATFORM_URL there is no platform process: the workers proxy to that one.
 * See docs/decisions/011-both-cores.md.
 */
import { fork, type ChildProcess } from "node:child_process";
import cluster, { type Worker } from "node:cluster";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import type { ServerConfig } from "../config";
import { SHUTDOWN_DEADLINE_MS } from "../shutdown";
import { isMessage, PLATFORM_PORT_ENV, STOP, type PlatformReady } from "./ipc";
import { RestartBackoff } from "./restarts";

const PLATFORM_ENTRY = fileURLToPath(new URL("./platform-process.ts", import.meta.url));
const WORKER_ENTRY = fileURLToPath(new URL("./console-worker.ts", import.meta.url));

const log = (line: string) => console.log(`[cluster] ${line}`);
const exitStatus = (code: number | null, signal: string | null) => (signal ? `signal ${signal}` : `code ${code}`);
const inSeconds = (ms: number) => (ms === 0 ? "now" : `in ${ms / 1000} s`);

/** Forks the platform process; `ready` resolves once it listens and rejects if it exits first. */
function startPlatform(config: ServerConfig, port: number): { child: ChildProcess; ready: Promise<PlatformReady> } {
  const child = fork(PLATFORM_ENTRY, {
    env: { ...process.env, SESSION_SECRET: config.sessionSecret, [PLATFORM_PORT_ENV]: String(port) },
  });
  const ready = new Promise<PlatformReady>((resolve, reject) => {
    const exited = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(`the platform process exited (${exitStatus(code, signal)}) before it was ready`));
    child.once("exit", exited);
    child.on("message", (message) => {
      if (!isMessage(message, "platform-ready")) return;
      child.off("exit", exited);
      resolve(message);
    });
  });
  return { child, ready };
}

/** Asks a process to stop and waits for its exit. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  if (child.connected) child.send(STOP);
  else child.kill("SIGTERM");
  await exited;
}

export async function runPrimary(config: ServerConfig): Promise<void> {
  // Answers the workers' RateLimiterCluster calls (the console's sign-in counts per address).
  new RateLimiterClusterMaster();

  let stopping = false;
  let platform: ChildProcess | null = null;
  const pendingRestarts = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopping) run();
    }, ms);
    pendingRestarts.add(timer);
  };

  async function shutdown(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal} received, shutting down`);
    for (const timer of pendingRestarts) clearTimeout(timer);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    setTimeout(() => {
      log(`shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s, exiting`);
      for (const child of [...workers.map((w) => w.process), platform]) child?.kill("SIGKILL");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // The workers first: they finish their requests while the platform still answers them.
    await Promise.all(workers.map((w) => stopProcess(w.process)));
    log(`${workers.length} console workers stopped`);
    if (platform) {
      await stopProcess(platform);
      log("platform stopped");
    }
    process.exit(0);
  }
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void shutdown(signal));

  /** Start-up failed (a port in use, a bad database): nothing is left running. */
  const fail = (error: unknown): never => {
    console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}; stopping`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
    platform?.kill("SIGKILL");
    process.exit(1);
  };

  // 1. The platform, once.
  let platformUrl = config.platformUrl;
  let idpClientSecret = config.idpClientSecret;
  let demoUsers: string | null = null;
  if (!config.platformUrl) {
    const platformRestarts = new RestartBackoff();
    let port = 0;
    // After a death it comes back on the same port, where the workers look for it.
    const start = (first: boolean) => {
      const startedAt = Date.now();
      const { child, ready } = startPlatform(config, port);
      platform = child;
      const died = (why: string, beforeReady: boolean) => {
        if (platform === child) platform = null;
        if (stopping) return;
        if (first && beforeReady) fail(why);
        const wait = platformRestarts.delayAfter(Date.now() - startedAt);
        log(`${why}; it starts again ${inSeconds(wait)}`);
        later(wait, () => start(false));
      };
      return ready.then(
        (message) => {
          child.once("exit", (code, signal) =>
            died(`the platform process exited (${exitStatus(code, signal)})`, false),
          );
          return message;
        },
        (error: Error) => (died(error.message, true), null),
      );
    };
    const ready = await start(true);
    if (!ready || stopping) return;
    port = ready.port;
    platformUrl = `http://127.0.0.1:${port}`;
    idpClientSecret = ready.idpClientSecret;
    demoUsers = ready.demoUsers;
  }

  // 2. The console workers, sharing the public port.
  cluster.setupPrimary({ exec: WORKER_ENTRY });
  const workerEnv: Record<string, string> = { SESSION_SECRET: config.sessionSecret, PLATFORM_URL: platformUrl! };
  if (idpClientSecret) workerEnv.IDP_CLIENT_SECRET = idpClientSecret;
  const startedAt = new Map<number, number>();
  const forkWorker = () => startedAt.set(cluster.fork(workerEnv).id, Date.now());

  let listening = 0;
  const allListening = new Promise<void>((resolve, reject) => {
    cluster.on("listening", () => ++listening === config.workers && resolve());
    cluster.on("exit", (worker, code, signal) => {
      if (!stopping && listening < config.workers) {
        reject(new Error(`console worker ${worker.id} exited (${exitStatus(code, signal)}) while starting`));
      }
    });
  });
  for (let i = 0; i < config.workers; i++) forkWorker();
  await allListening.catch(fail);
  if (stopping) return;

  const workerRestarts = new RestartBackoff();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    const wait = workerRestarts.delayAfter(Date.now() - (startedAt.get(worker.id) ?? 0));
    startedAt.delete(worker.id);
    log(`console worker ${worker.id} exited (${exitStatus(code, signal)}); a new one starts ${inSeconds(wait)}`);
    later(wait, forkWorker);
  });

  const mode = config.platformUrl ? `proxying the platform at ${config.platformUrl}` : "embedded platform";
  // One write: whoever reads the output up to the listening line has the demo users too.
  const listeningLine = `Voice Console listening on ${config.publicOrigin} (port ${config.port}, ${config.nodeEnv}, ${mode}, ${config.workers} console workers)`;
  console.log(
    demoUsers
      ? `${listeningLine}\n\nDemo data created. Sign in at ${config.publicOrigin}/login as:\n${demoUsers}\n`
      : listeningLine,
  );
}
