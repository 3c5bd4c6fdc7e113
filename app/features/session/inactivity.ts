import { useEffect, useRef } from "react";
import { SESSION } from "../../../contract/limits/session";
import { TIME } from "../../../contract/limits/units";

/** Inactivity logout (docs/product.md#inactivity): no mouse or keyboard activity for the session timeout. */

/** The configured timeout in seconds, where 0 (or nothing) keeps the default of 900. */
export function effectiveTimeoutSeconds(configured: number | null | undefined): number {
  if (!configured || configured <= SESSION.TIMEOUT_SECONDS_KEEP_DEFAULT || !Number.isFinite(configured)) {
    return SESSION.TIMEOUT_SECONDS_DEFAULT;
  }
  return configured;
}

/** What counts as activity. */
export const ACTIVITY_EVENTS = ["mousemove", "mousedown", "wheel", "keydown", "touchstart"] as const;

export interface InactivityTimerOptions {
  timeoutMs: number;
  /** Called once when the user has been idle for timeoutMs and nothing pauses the logout. */
  onTimeout: () => void;
  /** While true the timeout is postponed (a monthly export runs). */
  isPaused?: () => boolean;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface InactivityTimer {
  /** Records activity (cheap: called on every mouse move). */
  activity(): void;
  start(): void;
  stop(): void;
}

/**
 * One timer for the whole session: activity only stores a timestamp, and the timer, when it
 * fires, re-arms for the time still left, so mouse moves never churn timers.
 */
export function createInactivityTimer(options: InactivityTimerOptions): InactivityTimer {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let last = now();
  let handle: unknown = null;
  let running = false;

  const arm = (ms: number) => {
    handle = setTimer(check, Math.max(0, ms));
  };
  function check() {
    handle = null;
    if (!running) return;
    const idle = now() - last;
    if (idle < options.timeoutMs) return arm(options.timeoutMs - idle);
    if (options.isPaused?.()) {
      // Count the pause as activity: the full timeout starts again once the export is over.
      last = now();
      return arm(options.timeoutMs);
    }
    running = false;
    options.onTimeout();
  }

  return {
    activity() {
      last = now();
    },
    start() {
      if (running) return;
      running = true;
      last = now();
      arm(options.timeoutMs);
    },
    stop() {
      running = false;
      if (handle !== null) clearTimer(handle);
      handle = null;
    },
  };
}

/** Calls `onTimeout` after `timeoutSeconds` without activity in this tab, unless `isPaused()`. */
export function useInactivityTimeout(timeoutSeconds: number, isPaused: () => boolean, onTimeout: () => void): void {
  const isPausedRef = useRef(isPaused);
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    isPausedRef.current = isPaused;
    onTimeoutRef.current = onTimeout;
  });
  useEffect(() => {
    const timer = createInactivityTimer({
      timeoutMs: effectiveTimeoutSeconds(timeoutSeconds) * TIME.SECOND_MS,
      isPaused: () => isPausedRef.current(),
      onTimeout: () => onTimeoutRef.current(),
    });
    const onActivity = () => timer.activity();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true, capture: true });
    timer.start();
    return () => {
      timer.stop();
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity, { capture: true });
    };
  }, [timeoutSeconds]);
}
