import { expect, test } from "@playwright/test";
import { DEMO, signIn, type Credentials } from "./support/auth";
import { expectAccessible } from "./support/axe";
import { waitForHydration, waitForReactToSettle } from "./support/hydration";
import { busyWindowQuery } from "./support/windows";

/**
 * Accessibility (issue 8): axe on every page and dialog, with no serious or critical violation;
 * keyboard-only use of the main flows; the navigation usable at 320 px.
 */

const PUBLIC_PAGES = ["/login", "/register", "/terms", "/privacy_policy", "/error", "/no-such-page"];

test("public pages", async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});

const pastDay = () => busyWindowQuery(6);

const SIGNED_IN: { user: Credentials; pages: (() => string)[] }[] = [
  {
    user: DEMO.owner,
    pages: [
      () => "/portal/dashboard",
      () => `/portal/call_history?${pastDay()}`,
      () => `/portal/call_history?${pastDay()}&panel=filters`,
      () => `/portal/call_history?${pastDay()}&dialog=monthly-export`,
      () => `/portal/call_history?${pastDay()}&exportNotice=1`,
      () => "/portal/notifications",
      () => "/portal/no-such-screen",
      () => "/portal/statistics",
      () => "/portal/whatsapp_numbers",
      () => "/portal/whatsapp_numbers/new",
    ],
  },
  {
    user: DEMO.admin,
    pages: [
      () => `/admin/calls?${pastDay()}&panel=filters`,
      () => "/admin/statistics?account=all",
      () => "/admin/whatsapp_numbers",
      () => "/admin/accounts",
      () => "/admin/notifications/send",
    ],
  },
];

for (const { user, pages } of SIGNED_IN) {
  test(`signed-in pages of ${user.email}`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, user);
    for (const path of pages) {
      const url = path();
      await page.goto(url);
      await expectAccessible(page, url);
    }
  });
}

test("WhatsApp numbers and the admin money screens, with their dialogs", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.owner);
  for (const url of ["/portal/whatsapp_numbers", "/portal/whatsapp_numbers/new"]) {
    await page.goto(url);
    await expectAccessible(page, url);
  }
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("link", { name: /^Delete / }).first().click();
  await expectAccessible(page, "WhatsApp delete confirmation");
  await page.context().clearCookies();
  await signIn(page, DEMO.admin);
  for (const url of ["/admin/whatsapp_numbers", "/admin/accounts"]) {
    await page.goto(url);
    await expectAccessible(page, url);
  }
  await page.getByRole("link", { name: /^Manual charge / }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible(page, "manual charge dialog");
});

test("the call details drawer", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto(`/portal/call_history?${pastDay()}`);
  await page.getByRole("table", { name: "Calls" }).locator("tbody tr").first().getByRole("link").first().click();
  await expect(page.getByRole("dialog", { name: "Call details" })).toBeVisible();
  await expectAccessible(page, "call details");
});

test("keyboard only: sign in, open a call from the grid, close it, sign out", async ({ page }) => {
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("E-mail").focus();
  await page.keyboard.type(DEMO.owner.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO.owner.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/portal\/dashboard$/);

  await page.goto(`/portal/call_history?${pastDay()}`);
  await waitForHydration(page);
  const firstLink = page.getByRole("table", { name: "Calls" }).locator("tbody tr").first().getByRole("link").first();
  await firstLink.focus();
  await expect(firstLink).toBeFocused();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Call details" });
  await expect(drawer).toBeVisible();
  // The focus moves into the drawer, so Escape reaches it.
  await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  // The drawer slides out (500 ms), then the address is the list's again.
  await expect(page).toHaveURL(/\/portal\/call_history\?/);
  // The focus is back on the row's link that opened the drawer.
  await expect(firstLink).toBeFocused();
  await waitForReactToSettle(page);

  // The account menu opens and signs out from the keyboard.
  const menu = page.getByRole("button", { name: "Account menu" });
  await menu.focus();
  await page.keyboard.press("Enter");
  const signOut = page.getByRole("button", { name: "Sign out" });
  await signOut.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login\?from=logout$/);
});

test("a visible focus ring on every control reached by Tab", async ({ page }) => {
  await page.goto("/login");
  const seen: string[] = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // Joy inputs draw their ring on the input's root (a ::before box-shadow), not on the <input>.
      const root = el.closest(".MuiInput-root") as HTMLElement | null;
      const own = getComputedStyle(el);
      const before = root ? getComputedStyle(root, "::before") : null;
      const visible = own.outlineStyle !== "none" || own.boxShadow !== "none" || (before !== null && before.boxShadow !== "none");
      return { what: `${el.tagName.toLowerCase()} ${el.getAttribute("name") ?? el.textContent?.trim().slice(0, 20) ?? ""}`, visible };
    });
    if (!ring) continue;
    seen.push(ring.what);
    expect(ring.visible, `focus ring on ${ring.what}`).toBe(true);
  }
  expect(seen.length).toBeGreaterThanOrEqual(3);
});

test("the navigation is usable at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, DEMO.owner);
  await page.getByRole("button", { name: "Open navigation" }).or(page.getByRole("link", { name: "Open navigation" })).click();
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "Call history" }).click();
  await expect(page).toHaveURL(/\/portal\/call_history/);
  await expect(page.getByRole("heading", { name: "Call history", level: 1 })).toBeVisible();
  // Nothing forces a horizontal scroll of the whole page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
