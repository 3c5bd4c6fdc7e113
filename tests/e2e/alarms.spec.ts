/**
 * Alarms and thresholds (issue 17 item 3): a customer sets a threshold on the alarms screen; when the
 * account's calls cross it the simulator raises its alarm, which arrives in the side-navigation badge,
 * the notification drawer and the alarms list without a reload, and clears when the traffic recovers. Without
 * JavaScript, the alarms list is filtered by severity and an alarm deleted.
 * Each test registers an account of its own (the demo accounts are shared by specs running in
 * parallel) and gives it the traffic the threshold reacts to: calls written to the e2e database, as
 * the platform's call recording would.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { registerAccount } from "./support/auth";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";

const suffix = () => randomUUID().slice(0, 8);
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
const bell = (page: Page) => page.getByRole("button", { name: /^Notifications(, \d+ unread)?$/ });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Notifications" });

/** A writable connection to the e2e server's database (the platform's own file). */
async function openWritable(baseURL: string | undefined) {
  const { default: Database } = await import("better-sqlite3");
  const port = new URL(baseURL ?? "http://127.0.0.1:3100").port;
  const db = new Database(`test-results/e2e-data-${port}/platform.sqlite`, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return db;
}

async function accountOf(baseURL: string | undefined, email: string): Promise<string> {
  const db = await openWritable(baseURL);
  try {
    return db.prepare("SELECT account_id FROM users WHERE email = ?").pluck().get(email) as string;
  } finally {
    db.close();
  }
}

/** Calls of the account that ended a moment ago, failed or not. */
async function recordCalls(baseURL: string | undefined, accountId: string, count: number, successful: boolean) {
  const db = await openWritable(baseURL);
  try {
    const insert = db.prepare(
      `INSERT INTO calls (call_id, account_id, calling_type, called_type, setup_time, end_time, duration_seconds, successful)
       VALUES (?, ?, 'sip-conn', 'bot', ?, ?, 30, ?)`,
    );
    const now = Date.now();
    for (let i = 0; i < count; i++)
      insert.run(`e2e-alarm-${randomUUID()}`, accountId, now - 31_000, now - 1000, successful ? 1 : 0);
  } finally {
    db.close();
  }
}

async function insertAlarm(baseURL: string | undefined, accountId: string, severity: string, name: string) {
  const db = await openWritable(baseURL);
  try {
    db.prepare(
      "INSERT INTO alarms (id, account_id, severity, name, description, active, raised_at) VALUES (?, ?, ?, ?, 'Raised by the e2e test', 1, ?)",
    ).run(randomUUID(), accountId, severity, name, Date.now());
  } finally {
    db.close();
  }
}

test("a threshold set on the alarms screen raises its alarm in the badge and the drawer without a reload, and clears it", async ({
  page,
  baseURL,
}) => {
  const { email } = await registerAccount(page, `Alarmed Ltd ${suffix()}`);
  const accountId = await accountOf(baseURL, email);
  const name = `Failed calls ${suffix()}`;

  await page.goto("/portal/alarms");
  await page.getByRole("navigation", { name: "Alarms pages" }).getByRole("link", { name: "Thresholds" }).click();
  await page.getByRole("link", { name: "Add threshold" }).click();
  const dialog = page.getByRole("dialog", { name: "Add alarm threshold" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Metric").selectOption({ label: "Failed calls (%)" });
  // Out of the metric's range first: refused on the field, what was typed kept.
  await dialog.getByLabel("Threshold value").fill("150");
  await dialog.getByRole("button", { name: "Create threshold" }).click();
  await expect(dialog.getByText("Enter a value within the metric's range")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await dialog.getByLabel("Threshold value").fill("50");
  await dialog.getByLabel("Severity of the alarm").selectOption({ label: "Critical" });
  await dialog.getByLabel("Evaluation window").selectOption({ label: "5 minutes" });
  await dialog.getByRole("button", { name: "Create threshold" }).click();
  await expect(page.getByText("Alarm threshold created")).toBeVisible();
  await expect(rowOf(page, name)).toContainText("Above 50");
  await expect(page.getByRole("img", { name: /active alarm/ })).toHaveCount(0);

  // On the alarms list, the drawer open and connected, then the traffic crosses the threshold: 3 of 3 calls failed.
  await page.getByRole("navigation", { name: "Alarms pages" }).getByRole("link", { name: "Alarms" }).click();
  await expect(page).toHaveURL(/\/portal\/alarms$/);
  const row = rowOf(page, name);
  await expect(row).toHaveCount(0);
  await waitForHydration(page);
  await bell(page).click();
  await expect(drawer(page)).toBeVisible();
  await recordCalls(baseURL, accountId, 3, false);
  await expect(
    drawer(page)
      .getByRole("listitem")
      .filter({ hasText: `Alarm raised: ${name}` }),
  ).toBeVisible({ timeout: 15_000 });
  // The drawer is modal (the page behind it is hidden from the accessibility tree): the badge shows once it is closed.
  await drawer(page).getByRole("button", { name: "Close notifications" }).click();
  await expect(page.getByRole("img", { name: "1 active alarm" })).toBeVisible();
  // The list shows it too, without a reload: its text names the metric, what it measured and the threshold.
  await expect(row).toContainText("Failed calls 100% above 50% over 5 minutes on the account");
  await expect(row).toContainText("Active");

  // The traffic recovers (3 failed of 12 is 25%): the alarm clears, the badge goes.
  await recordCalls(baseURL, accountId, 9, true);
  await expect(page.getByRole("img", { name: /active alarm/ })).toHaveCount(0, { timeout: 15_000 });
  await bell(page).click();
  await expect(
    drawer(page)
      .getByRole("listitem")
      .filter({ hasText: `Alarm cleared: ${name}` }),
  ).toBeVisible();
  await drawer(page).getByRole("button", { name: "Close notifications" }).click();
  await expect(row).toContainText("Cleared");
  await expectAccessible(page, "/portal/alarms");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters the alarms by severity and deletes one", async ({ page, baseURL }) => {
    const { email } = await registerAccount(page, `Alarm Desk ${suffix()}`);
    const accountId = await accountOf(baseURL, email);
    const critical = `Trunk down ${suffix()}`;
    const minor = `Packet loss ${suffix()}`;
    await insertAlarm(baseURL, accountId, "critical", critical);
    await insertAlarm(baseURL, accountId, "minor", minor);

    await page.goto("/portal/alarms");
    await expect(page.getByRole("img", { name: "2 active alarms" })).toBeVisible();
    await page.getByRole("combobox", { name: "Severity" }).selectOption({ label: "Critical" });
    await page
      .locator("form")
      .filter({ has: page.getByRole("combobox", { name: "Severity" }) })
      .getByRole("button", { name: "Apply" })
      .click();
    await expect(page).toHaveURL(/severity=critical/);
    await expect(rowOf(page, critical)).toBeVisible();
    await expect(rowOf(page, minor)).toHaveCount(0);
    await expect(rowOf(page, critical).getByText("Critical", { exact: true })).toBeVisible();

    await rowOf(page, critical)
      .getByRole("link", { name: `Delete ${critical}` })
      .click();
    await page
      .getByRole("alertdialog", { name: /Delete alarm\?/ })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Alarm deleted")).toBeVisible();
    await expect(page.getByText("No results match these filters")).toBeVisible();
    await expect(page.getByRole("img", { name: "1 active alarm" })).toBeVisible();
  });
});
