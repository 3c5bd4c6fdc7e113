import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";

/**
 * Keeps a loader value fresh: `url` (a resource route answering `{ value }`) is loaded every
 * `intervalMs` with a fetcher, and at once on `refreshEvent` (a window event); the newest of the
 * page's loader value and the polled one wins.
 */
export function usePolled<T>(url: string, intervalMs: number, initial: T, enabled = true, refreshEvent?: string): T {
  const fetcher = useFetcher<{ value: T }>();
  const [value, setValue] = useState(initial);

  // A navigation brings a fresh loader value.
  useEffect(() => setValue(initial), [initial]);
  useEffect(() => {
    // The JSON of a resource route: the same shape the loader value has after serialisation.
    if (fetcher.data && "value" in fetcher.data) setValue(fetcher.data.value as T);
  }, [fetcher.data]);

  const { load, state } = fetcher;
  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => {
      if (state === "idle") load(url);
    }, intervalMs);
    return () => clearInterval(id);
  }, [enabled, intervalMs, load, state, url]);

  // Loaded at once when the page announces the value changed (an alarm notification arrived).
  useEffect(() => {
    if (!enabled || !refreshEvent) return;
    const refresh = () => load(url);
    window.addEventListener(refreshEvent, refresh);
    return () => window.removeEventListener(refreshEvent, refresh);
  }, [enabled, load, refreshEvent, url]);

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
