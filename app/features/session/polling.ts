import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { isSigningOut } from "./signing-out";

/**
 * Keeps a loader value fresh: `url` (a resource route answering `{ value }`) is loaded every
 * `intervalMs`, and at once on `refreshEvent` (a window event); the newest of the page's loader value
 * and the polled one wins.
 *
 * A plain fetch, not a Remix fetcher: a fetcher joins the router's state, is revalidated after every
 * form submission and, with lazy route discovery, may be matched to the catch-all route while its own
 * route is still being discovered; a submission landing then left the router an error on a route the
 * page did not render ("Application Error"). A poll needs none of that. A signed-out session answers
 * with the sign-in page (the route's redirect, followed): the window goes there, unless the page is
 * signing out itself (signing-out.ts), whose navigation then has the last word.
 */
export function usePolled<T>(url: string, intervalMs: number, initial: T, enabled = true, refreshEvent?: string): T {
  const [value, setValue] = useState(initial);
  const inFlight = useRef<AbortController | null>(null);

  // A navigation brings a fresh loader value.
  useEffect(() => setValue(initial), [initial]);

  const load = useCallback(async () => {
    if (inFlight.current || isSigningOut()) return;
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const res = await fetch(url, { headers: { Accept: "application/json" }, signal: controller.signal });
      const target = new URL(url, window.location.href);
      if (res.redirected && new URL(res.url).pathname !== target.pathname) {
        if (!isSigningOut()) window.location.assign(res.url);
        return;
      }
      if (!res.ok) return;
      const body = (await res.json()) as { value: T };
      if (!controller.signal.aborted) setValue(body.value);
    } catch {
      // Offline or aborted: the next poll asks again.
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, [url]);

  // Nothing lands after the page is gone.
  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => void load(), intervalMs);
    return () => clearInterval(id);
  }, [enabled, intervalMs, load]);

  // Loaded at once when the page announces the value changed (an alarm notification arrived).
  useEffect(() => {
    if (!enabled || !refreshEvent) return;
    const refresh = () => void load();
    window.addEventListener(refreshEvent, refresh);
    return () => window.removeEventListener(refreshEvent, refresh);
  }, [enabled, load, refreshEvent]);

  return value;
}

/**
 * Reloads the page's data when the window event `event` fires (an alarm notification arrived), unless
 * a reload is already under way: a list showing what the event changed stays current without a poll.
 */
export function useRevalidateOn(event: string): void {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const reload = () => {
      if (state === "idle") revalidate();
    };
    window.addEventListener(event, reload);
    return () => window.removeEventListener(event, reload);
  }, [event, revalidate, state]);
}
