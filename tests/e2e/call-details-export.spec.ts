import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { busyWindowQuery, gridTotal as totalOf } from "./support/windows";
import { menuButton } from "./support/menus";

/**
 * A call's details (the drawer of the nested route) and the exports of the call history, ending in
 * a downloaded CSV whose row count matches the grid's total (docs/product.md#call-history, #exports, #call-history-calls).
 */

const grid = (page: Page) => page.getByRole("table", { name: "Calls" });
const pastWindow = (hours: number) => busyWindowQuery(hours, 3);

for (const js of [true, false]) {
  test.describe(`call details with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("a click opens the call in a drawer over the list, which keeps its place", async ({ page }) => {
      await signIn(page, DEMO.owner);
      const list = `/portal/call_history?${pastWindow(6)}&page=2`;
      await page.goto(list);
      const row = grid(page).locator("tbody tr").first();
      const caller = (await row.locator("td").first().innerText()).split("\n")[0].trim();
      // The first cell is a link (the whole row is clickable with JavaScript).
      await row.getByRole("link").first().click();
      const drawer = page.getByRole("dialog", { name: "Call details" });
      await expect(drawer).toBeVisible();
      await expect(page).toHaveURL(/\/portal\/call_history\/[^/?]+\?.*page=2/);
      await expect(drawer.getByRole("heading", { name: "Parties" })).toBeVisible();
      await expect(drawer.getByText(caller).first()).toBeVisible();
      await expect(drawer.getByRole("heading", { name: "Timing" })).toBeVisible();
      await drawer.getByRole("link", { name: "Close call details" }).click();
      await expect(drawer).toHaveCount(0);
      await expect(page).toHaveURL(/\/portal\/call_history\?.*page=2/);
    });
  });
}

test("a direct link renders the drawer on the server, with transcript and log, and leads to related calls", async ({
  browser,
  baseURL,
}) => {
  const db = await openE2eDatabase(baseURL);
  const acme = db.prepare("SELECT id FROM accounts WHERE name = 'Acme Voice'").pluck().get() as string;
  // A leg of a transferred session that has a transcript.
  const callId = db
    .prepare(
      `SELECT c.call_id FROM calls c WHERE c.account_id = ? AND c.global_session_id IN
         (SELECT global_session_id FROM calls WHERE account_id = ? AND global_session_id IS NOT NULL GROUP BY 1 HAVING COUNT(*) > 1)
         AND EXISTS (SELECT 1 FROM call_transcripts t WHERE t.call_id = c.id) LIMIT 1`,
    )
    .pluck()
    .get(acme, acme) as string | undefined;
  db.close();
  expect(callId, "the seed has a transferred call with a transcript").toBeTruthy();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, DEMO.owner);
  const response = await page.goto(`/portal/call_history/${callId}`);
  expect(response?.status()).toBe(200);
  const drawer = page.getByRole("dialog", { name: "Call details" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(`Call ID ${callId}`)).toBeVisible();
  await expect(drawer.getByRole("heading", { name: "Transcript" })).toBeVisible();
  await expect(drawer.getByRole("heading", { name: "Call log" })).toBeVisible();
  await drawer.getByRole("link", { name: "Related call records" }).click();
  await expect(page).toHaveURL(new RegExp(`related=${callId}`));
  await expect(page.getByText(`Related call records of ${callId}`)).toBeVisible();
  expect(await totalOf(page)).toBeGreaterThanOrEqual(2);

  // Another account's call is not found, inside the portal.
  const other = await openE2eDatabase(baseURL);
  const foreign = other.prepare("SELECT call_id FROM calls WHERE account_id <> ? LIMIT 1").pluck().get(acme) as string;
  other.close();
  await page.goto(`/portal/call_history/${foreign}`);
  await expect(page.getByText("This call was not found.", { exact: false })).toBeVisible();
  await context.close();
});

/** Waits for the export of `rows` records to be ready on the notifications page, and downloads it. */
async function downloadExport(page: Page, rows: number): Promise<string> {
  const message = `${rows.toLocaleString("en-US")} ${rows === 1 ? "record" : "records"}`;
  const item = page.getByRole("listitem", { name: "Call records export is ready" }).filter({ hasText: message });
  await expect(async () => {
    await page.goto("/portal/notifications");
    await expect(item.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const downloading = page.waitForEvent("download");
  await item
    .first()
    .getByRole("link", { name: /^Download / })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return readFile((await download.path())!, "utf8");
}

const dataRows = (csv: string) => csv.split(/\r?\n/).filter((line) => line.trim() !== "").length - 1;

test("export records and the monthly export end in CSV files whose rows match the grid", async ({ page }) => {
  test.setTimeout(120_000);
  // The viewer exports: nobody else's export notifications can be mistaken for these.
  await signIn(page, DEMO.viewer);
  await page.goto(`/portal/call_history?${pastWindow(3)}&successful=false`);
  const total = await totalOf(page);
  expect(total).toBeGreaterThan(0);

  await menuButton(page, "Export").click();
  await page.getByRole("button", { name: "Export records" }).click();
  const notice = page.getByRole("status").filter({ hasText: "Export started" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("notifications panel");
  // Do not show again: the next export says nothing.
  await notice.getByRole("checkbox", { name: "Do not show this again" }).check();
  await notice.getByRole("button", { name: "OK" }).click();
  await expect(page).not.toHaveURL(/exportNotice/);
  const csv = await downloadExport(page, total);
  expect(dataRows(csv)).toBe(total);
  expect(csv.split(/\r?\n/)[0]).toMatch(/Call ID/i);

  // The monthly export of last month, against the grid's count for that month.
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1);
  await page.goto(`/portal/call_history?from=${monthStart.toISOString()}&to=${monthEnd.toISOString()}`);
  const monthTotal = await totalOf(page);
  await menuButton(page, "Export").click();
  await page.getByRole("link", { name: "Export monthly call records" }).click();
  const dialog = page.getByRole("dialog", { name: "Export monthly call records" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Month")).toHaveValue(String(monthStart.getUTCMonth() + 1));
  await expect(dialog.getByLabel("Year")).toHaveValue(String(monthStart.getUTCFullYear()));
  await dialog.getByRole("button", { name: "Export" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Export started" })).toHaveCount(0);
  const monthly = await downloadExport(page, monthTotal);
  expect(dataRows(monthly)).toBe(monthTotal);
});
