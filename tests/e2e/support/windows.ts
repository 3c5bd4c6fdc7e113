import type { Page } from "@playwright/test";
import { TIME } from "../../../contract/limits/units";

/**
 * Date windows for the call-history specs. The seeded history follows business hours on weekdays
 * (platform/calls/generate.ts: a Sunday night holds a few calls, a Tuesday morning hundreds), so a
 * window "two days ago" made the counts depend on when the suite ran. These windows start at 09:00
 * UTC on the latest weekday that ends at least `minDaysAgo` days back, so they always hold traffic,
 * and lie in the past, so the simulator's new calls never change their counts.
 */

const BUSY_START_HOUR_UTC = 9;

export function busyWindow(hours = 6, minDaysAgo = 2): { from: Date; to: Date } {
  const latestEnd = Date.now() - minDaysAgo * TIME.DAY_MS;
  const start = new Date(latestEnd);
  start.setUTCHours(BUSY_START_HOUR_UTC, 0, 0, 0);
  const weekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;
  while (weekend(start) || start.getTime() + hours * TIME.HOUR_MS > latestEnd)
    start.setTime(start.getTime() - TIME.DAY_MS);
  return { from: start, to: new Date(start.getTime() + hours * TIME.HOUR_MS) };
}

/** `from=…&to=…` of busyWindow, for a call-history URL. */
export function busyWindowQuery(hours = 6, minDaysAgo = 2): string {
  const { from, to } = busyWindow(hours, minDaysAgo);
  return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
}

/** The grid footer's total: "1–10 of 1,234" -> 1234. */
export async function gridTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^\d[\d,]*–\d[\d,]* of \d[\d,]*$/).innerText();
  return Number(text.split(" of ")[1].replace(/,/g, ""));
}
