/** What the processes of `npm start`'s cluster tell each other over their IPC channels, and how they obey. */

/** Platform process → primary: it listens on 127.0.0.1:`port` and the console may use it. */
export interface PlatformReady {
  kind: "platform-ready";
  port: number;
  /** The console's client secret at the embedded identity provider (kept in the platform's database). */
  idpClientSecret: string;
  /** The demo users to print, when this start seeded an empty database. */
  demoUsers: string | null;
}

/** Primary → worker or platform process: stop gracefully (drain, close), then exit. */
export interface Stop {
  kind: "stop";
}

export const STOP: Stop = { kind: "stop" };

/** The environment variable telling the platform process which internal port to listen on (0: any free one). */
export const PLATFORM_PORT_ENV = "VOICE_CONSOLE_PLATFORM_PORT";

export function isMessage<K extends (PlatformReady | Stop)["kind"]>(
  message: unknown,
  kind: K,
): message is Extract<PlatformReady | Stop, { kind: K }> {
  return typeof message === "object" && message !== null && (message as { kind?: unknown }).kind === kind;
}

/**
 * A worker's or the platform process's way of stopping: when the primary says so (or is gone), it
 * closes `server` (once it exists) and exits. SIGINT and SIGTERM are ignored: a terminal's Ctrl-C
 * (and a service manager's stop) reach every process of the group at once, and only the primary may
 * order the stop, workers before the platform.
 */
export function stopWhenTold(server: Promise<{ close(): Promise<void> }>, name: string): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server
      .then((s) => s.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`[${name}] error during shutdown`, error);
          process.exit(1);
        },
      );
  };
  process.on("message", (message) => isMessage(message, "stop") && stop());
  process.on("disconnect", stop);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => {});
}
