/** How long a graceful stop may take before the server gives up and exits 1. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Runs `close()` on SIGTERM/SIGINT (stop accepting connections, stop the simulator, close the
 * database) and exits 0 when done, or 1 if it takes over 10 s.
 */
export function installGracefulShutdown(close: () => Promise<void>, log: (line: string) => void = console.log): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`[server] ${signal} received, shutting down`);
    const deadline = setTimeout(() => {
      log("[server] shutdown took longer than 10 s, exiting");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("[server] error during shutdown", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
