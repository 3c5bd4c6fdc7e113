/**
 * The live notification drawer (docs/product.md#notifications): the bell opens a right-side dialog fed by the hub; an
 * export's notifications arrive without a reload; clicking downloads then marks read; delete, clear
 * all, ttl expiry, two tabs agreeing; the admin's send form; and the page without JavaScript.
 * The administrator's own notifications are used where the list is emptied (no other spec reads them).
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support/auth";
import { TIME } from "../../contract/limits/units";
import { menuButton } from "./support/menus";

const pastWindow = (hours: number) => {
  const to = new Date();
  const from = new Date(to.getTime() - hours * TIME.HOUR_MS);
  return `from=${from.toISOString()}&to=${to.toISOString()}`;
};
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications(, \d+ unread)?$/ });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Notifications" });
const item = (page: Page, title: string) => drawer(page).getByRole("listitem").filter({ hasText: title });

async function openDrawer(page: Page) {
  await bell(page).click();
  await expect(drawer(page)).toBeVisible();
}

/** Sends a notification to the administrators' own account through the admin form. */
async function sendToOps(
  page: Page,
  n: { type: "Error" | "Information" | "Warning"; title: string; message?: string; ttl?: number },
) {
  await page.goto("/admin/notifications/send?q=Platform%20Operations");
  // Connected before sending: the notification then arrives live (not in the list sent on connecting).
  await expect(bell(page)).toHaveAttribute("data-connected", "true", { timeout: 20_000 });
  await page.getByRole("combobox", { name: /^Account/ }).selectOption({ label: "Platform Operations" });
  await page.getByRole("combobox", { name: /^Type/ }).selectOption({ label: n.type });
  await page.getByRole("textbox", { name: /^Title/ }).fill(n.title);
  await page.getByRole("textbox", { name: /^Message/ }).fill(n.message ?? "");
  await page.getByRole("spinbutton", { name: /^Remove after \(seconds\)/ }).fill(n.ttl ? String(n.ttl) : "");
  await page.getByRole("button", { name: "Send notification" }).click();
  const sent = page.getByRole("status").filter({ hasText: "Notification sent to Platform Operations." });
  await expect(sent).toBeVisible();
  // The toast sits over the bell's corner: close it as a person would.
  await sent.getByRole("button").click();
}

test("an export's notification arrives in the open drawer without a reload; a click downloads it, then marks it read; delete", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.owner);
  await page.goto(`/portal/call_history?${pastWindow(1)}`);
  await expect(bell(page)).toHaveAttribute("aria-haspopup", "dialog");
  const reloads: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && reloads.push(frame.url()));

  await menuButton(page, "Export").click();
  await page.getByRole("button", { name: "Export records" }).click();
  const notice = page.getByRole("status").filter({ hasText: "Export started" });
  if (await notice.isVisible().catch(() => false)) await notice.getByRole("button", { name: "OK" }).click();

  await openDrawer(page);
  const ready = item(page, "Call records export is ready").first();
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await expect(ready.getByText("Unread")).toBeVisible();
  // The export's own page navigations are over; the drawer got it from the hub.
  const before = reloads.length;

  const downloading = page.waitForEvent("download");
  await ready.getByRole("button").first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  expect((await readFile((await download.path())!, "utf8")).split(/\r?\n/)[0]).toMatch(/Call ID/i);
  await expect(ready.getByText("Unread")).toHaveCount(0);

  const title = await ready.getByRole("button").first().innerText();
  expect(title).toContain("Call records export is ready");
  const count = await drawer(page).getByRole("listitem").count();
  await ready.getByRole("button", { name: /^Delete “Call records export is ready”$/ }).click();
  await expect(drawer(page).getByRole("listitem")).toHaveCount(count - 1);
  // The focus stays in the dialog (on the next notification), not on the page behind it.
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  expect(reloads.length).toBe(before);

  // Escape closes the dialog and gives the focus back to the bell.
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();
});

test("the admin's send form: field errors keep what was typed; sent notifications shake the bell, expire by ttl, delete and clear", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin);
  await page.goto("/admin/notifications/send?q=Platform%20Operations");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Kept after the error");
  await page.getByRole("button", { name: "Send notification" }).click();
  await expect(page.getByText("Title field is required")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue("Kept after the error");

  const kept = unique("Maintenance tonight");
  const brief = unique("Brief notice");
  await sendToOps(page, { type: "Warning", title: kept, message: "From 22:00 UTC\nAbout ten minutes" });
  await expect(bell(page)).toHaveAttribute("data-shaking", "true");
  await sendToOps(page, { type: "Error", title: brief, ttl: 8 });

  await openDrawer(page);
  await expect(item(page, kept)).toContainText("About ten minutes");
  await expect(item(page, kept).getByRole("img", { name: "Warning" })).toBeVisible();
  await expect(item(page, brief).getByRole("img", { name: "Error" })).toBeVisible();
  // The ttl passes: it goes by itself, with nobody touching anything.
  await expect(item(page, brief)).toHaveCount(0, { timeout: 15_000 });
  await expect(item(page, kept)).toBeVisible();

  await item(page, kept)
    .getByRole("button", { name: `Delete “${kept}”` })
    .click();
  await expect(item(page, kept)).toHaveCount(0);

  await page.keyboard.press("Escape");
  await sendToOps(page, { type: "Information", title: unique("First") });
  await sendToOps(page, { type: "Information", title: unique("Second") });
  await openDrawer(page);
  await drawer(page).getByRole("button", { name: "Clear all" }).click();
  await expect(drawer(page).getByText("No notifications")).toBeVisible();
  await drawer(page).getByRole("button", { name: "Close notifications" }).click();
  await expect(bell(page)).toHaveAccessibleName("Notifications");
});

test("two tabs of one user agree: arrival, read and delete", async ({ context }) => {
  test.setTimeout(60_000);
  const first = await context.newPage();
  await signIn(first, DEMO.admin);
  const second = await context.newPage();
  await second.goto("/admin/dashboard");
  await openDrawer(second);

  const title = unique("Two tabs");
  await sendToOps(first, { type: "Information", title });
  await expect(item(second, title)).toBeVisible();
  await expect(item(second, title).getByText("Unread")).toBeVisible();

  await openDrawer(first);
  await item(first, title).getByRole("button").first().click();
  await expect(item(first, title).getByText("Unread")).toHaveCount(0);
  await expect(item(second, title).getByText("Unread")).toHaveCount(0);

  await item(second, title)
    .getByRole("button", { name: `Delete “${title}”` })
    .click();
  await expect(item(second, title)).toHaveCount(0);
  await expect(item(first, title)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the bell is a link; the admin's form sends; the page lists, marks read and deletes", async ({ page }) => {
    await signIn(page, DEMO.admin);
    const title = unique("No-JS notice");
    await page.goto("/admin/notifications/send?q=Platform%20Operations");
    await page.getByRole("combobox", { name: /^Account/ }).selectOption({ label: "Platform Operations" });
    await page.getByRole("combobox", { name: /^Type/ }).selectOption({ label: "Warning" });
    await page.getByRole("textbox", { name: /^Title/ }).fill(title);
    await page.getByRole("button", { name: "Send notification" }).click();
    await expect(page.getByText("Notification sent to Platform Operations.")).toBeVisible();

    const link = page.getByRole("link", { name: /^Notifications, \d+ unread$/ });
    await expect(link).toHaveAttribute("href", "/portal/notifications");
    // (the success toast, which stays without JavaScript, covers the bell's corner)
    await page.goto((await link.getAttribute("href"))!);
    const entry = page.getByRole("listitem", { name: title });
    await entry.getByRole("button", { name: "Mark as read" }).click();
    await expect(entry.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
    await entry.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("listitem", { name: title })).toHaveCount(0);
  });
});
