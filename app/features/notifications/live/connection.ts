import { retryDelayMs, RECONNECT_AFTER_CLOSE_MS } from "./retry-policy";

/**
 * The live connection's life cycle (docs/product.md#notifications "Real-time retry rules"), independent of SignalR so its
 * timing is unit-tested with fake timers: connect; on failure retry after 5 s + 1 s per attempt
 * (10 s when the 401 token refresh failed) up to 24 attempts, then give up once; after an
 * established connection closes, start again 60 s later. A 401 makes it refresh the token through
 * the console before the next attempt.
 */

export interface ConnectionDriver {
  /** Opens the connection; rejects when it cannot. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Registers what to do when an established connection closes. */
  onClose(listener: () => void): void;
}

export interface LifecycleHooks {
  /** Fetches a fresh token (the 401 case); false when that failed. */
  refreshToken(): Promise<boolean>;
  onConnected(): void;
  onGiveUp(): void;
}

/** The negotiate or the socket answered 401 (the client only names the status in its message). */
export function isUnauthorized(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 401) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && /Status code '401'|\b401\b.*Unauthorized|Unauthorized.*\b401\b/.test(message);
}

/**
 * How the life cycle waits. The browser's timers by default (looked up at each call, so fake timers
 * apply); a test against a real hub passes its own to see each delay without waiting it out.
 */
export interface LifecycleTimers {
  setTimeout(run: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

const GLOBAL_TIMERS: LifecycleTimers = {
  setTimeout: (run, delayMs) => setTimeout(run, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class ConnectionLifecycle {
  private timer: unknown = null;
  private stopped = false;
  private attempts = 0;

  constructor(
    private readonly driver: ConnectionDriver,
    private readonly hooks: LifecycleHooks,
    private readonly timers: LifecycleTimers = GLOBAL_TIMERS,
  ) {
    driver.onClose(() => {
      if (this.stopped) return;
      this.schedule(RECONNECT_AFTER_CLOSE_MS, true);
    });
  }

  /** Connects now (first attempt of a run). */
  begin(): void {
    this.attempts = 0;
    void this.attempt();
  }

  /** Stops for good (the island unmounts). */
  async end(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    await this.driver.stop().catch(() => {});
  }

  private schedule(delayMs: number, newRun: boolean): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      if (newRun) this.begin();
      else void this.attempt();
    }, delayMs);
  }

  private async attempt(): Promise<void> {
    if (this.stopped) return;
    this.attempts++;
    try {
      await this.driver.start();
    } catch (error) {
      if (this.stopped) return;
      let refreshFailed = false;
      if (isUnauthorized(error)) refreshFailed = !(await this.hooks.refreshToken().catch(() => false));
      if (this.stopped) return;
      const delay = retryDelayMs(this.attempts, refreshFailed);
      if (delay === null) return this.hooks.onGiveUp();
      return this.schedule(delay, false);
    }
    if (this.stopped) return void this.driver.stop().catch(() => {});
    this.attempts = 0;
    this.hooks.onConnected();
  }
}
