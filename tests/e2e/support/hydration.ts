import type { Page } from "@playwright/test";

/**
 * Waits until Remix has hydrated the page and React has run its effects (focus traps, key
 * handlers). Keyboard tests need it: a key pressed on the server's HTML before then does nothing,
 * exactly as it would for a person on a slow connection, so the test would race the scripts.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => "__remixRouter" in window);
  await waitForReactToSettle(page);
}

/**
 * Waits two animation frames, by which React has committed what the last event or navigation
 * changed and run its effects. The address changes before React renders the new location, so a
 * test that acts right after `toHaveURL` can be undone by that render (a menu closing on navigation).
 */
export async function waitForReactToSettle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
