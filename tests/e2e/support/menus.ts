import type { Locator, Page } from "@playwright/test";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The button of a <details> menu (the header's Help and account menus, grid settings, the export
 * menus): its <summary>, named `name` (the whole name, or a pattern) by its aria-label or its text.
 * A summary carries no role attribute (HTML allows it none: docs/testing.md "Valid HTML"); browsers
 * expose it as a button of their own, but Playwright's getByRole gives it no role, so it is found
 * here instead.
 */
export function menuButton(scope: Page | Locator, name: string | RegExp): Locator {
  // A label may name its menu after what the button shows ("Olivia Owner, account menu", WCAG's label
  // in name): the menu's own name, at the label's end, is enough.
  const label = typeof name === "string" ? new RegExp(`(^|, )${escapeRegExp(name)}$`, "i") : name;
  const labelled = scope.locator("summary").and(scope.getByLabel(label));
  const text = typeof name === "string" ? new RegExp(`^\\s*${escapeRegExp(name)}\\s*$`) : name;
  return labelled.or(scope.locator("summary:not([aria-label])").filter({ hasText: text }));
}
