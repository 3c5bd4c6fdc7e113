/**
 * Admin money actions (issue 7): the accounts grid, manual charge with its confirmation step (with
 * JavaScript on and off), the denied charge dialog, manual credit, a double-clicked charge that moves
 * money once, and a customer's POSTs that change nothing. Balances are read from the e2e database.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { menuButton } from "./support/menus";

async function accountRow(baseURL: string | undefined, name: string) {
  const db = await openE2eDatabase(baseURL);
  try {
    return db.prepare("SELECT id, balance FROM accounts WHERE name = ?").get(name) as { id: string; balance: number };
  } finally {
    db.close();
  }
}

async function billingRecords(baseURL: string | undefined, accountId: string): Promise<number> {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare("SELECT COUNT(*) FROM billing_records WHERE account_id = ? AND kind IN ('charge', 'credit')")
      .pluck()
      .get(accountId) as number;
  } finally {
    db.close();
  }
}

async function openCharge(page: Page, account: string) {
  await signIn(page, DEMO.admin, { redirectTo: `/admin/accounts?search=${encodeURIComponent(account)}` });
  await page
    .getByRole("row")
    .filter({ hasText: account })
    .first()
    .getByRole("link", { name: `Manual charge ${account}` })
    .click();
  return page.getByRole("dialog", { name: `Manual charge: ${account}` });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`manual charge, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("validates, confirms, then charges once", async ({ page, baseURL }) => {
      const account = "Trial Co";
      const before = await accountRow(baseURL, account);
      const dialog = await openCharge(page, account);
      await expect(dialog.getByLabel("Amount (USD)")).toHaveValue("1");
      await dialog.getByLabel("Amount (USD)").fill("10000.000000001");
      await dialog.getByLabel("Description").fill("Setup work");
      await dialog.getByRole("button", { name: "Continue" }).click();
      await expect(dialog.getByText("The amount must be between $1.00 and $10,000.00")).toBeVisible();
      await expect(dialog.getByLabel("Description")).toHaveValue("Setup work");
      await dialog.getByLabel("Amount (USD)").fill("2.5");
      await dialog.getByRole("button", { name: "Continue" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Confirm the charge" });
      await expect(confirm).toContainText(`Charge $2.50 to ${account}?`);
      expect((await accountRow(baseURL, account)).balance).toBe(before.balance);
      await confirm.getByRole("button", { name: "Charge" }).click();
      await expect(page.getByText("The account was charged.")).toBeVisible();
      expect((await accountRow(baseURL, account)).balance).toBeCloseTo(before.balance - 2.5, 9);
    });
  });
}

test("a double-clicked charge moves money once", async ({ page, baseURL }) => {
  const account = "Acme Voice";
  const before = await accountRow(baseURL, account);
  const records = await billingRecords(baseURL, before.id);
  const dialog = await openCharge(page, account);
  await dialog.getByLabel("Amount (USD)").fill("3");
  await dialog.getByLabel("Description").fill("Double click");
  await dialog.getByRole("button", { name: "Continue" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Confirm the charge" });
  const key = await confirm.locator('input[name="idempotencyKey"]').inputValue();
  await confirm.getByRole("button", { name: "Charge" }).dblclick();
  await expect(page.getByText("The account was charged.")).toBeVisible();
  // Replay the confirmation once more, as a browser retry after a timeout would: the same key.
  const replay = await page.request.post(`/admin/accounts/${before.id}/charge`, {
    form: { amount: "3", description: "Double click", intent: "charge", idempotencyKey: key },
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(302);
  expect((await accountRow(baseURL, account)).balance).toBeCloseTo(before.balance - 3, 9);
  expect(await billingRecords(baseURL, before.id)).toBe(records + 1);
});

test("a charge the platform denies shows the Action denied dialog and moves nothing", async ({ page, baseURL }) => {
  const account = "Trial Co";
  const before = await accountRow(baseURL, account);
  const dialog = await openCharge(page, account);
  // Below the minimum new balance (-100): refused with a text body.
  await dialog.getByLabel("Amount (USD)").fill(String(Math.ceil(before.balance + 150)));
  await dialog.getByLabel("Description").fill("Too much");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("alertdialog", { name: "Confirm the charge" }).getByRole("button", { name: "Charge" }).click();
  const denied = page.getByRole("alertdialog", { name: "Action denied" });
  await expect(denied).toContainText("below the minimum");
  expect((await accountRow(baseURL, account)).balance).toBe(before.balance);
});

test("manual credit: the hint shows both limits, bad amounts are refused, a good one is added", async ({
  page,
  baseURL,
}) => {
  const account = "Trial Co";
  const before = await accountRow(baseURL, account);
  await signIn(page, DEMO.admin, { redirectTo: `/admin/accounts?search=${encodeURIComponent(account)}` });
  await page.getByRole("link", { name: `Manual credit ${account}` }).click();
  const dialog = page.getByRole("dialog", { name: `Manual credit: ${account}` });
  await expect(dialog.getByText("Minimum $2.00, maximum $10,000.00")).toBeVisible();
  await dialog.getByLabel("Credit amount (USD)").fill("1.99");
  await dialog.getByRole("button", { name: "Add credit" }).click();
  await expect(dialog.getByText(/The credit must be between/)).toBeVisible();
  await dialog.getByLabel("Credit amount (USD)").fill("25.123456789");
  await dialog.getByRole("button", { name: "Add credit" }).click();
  await expect(page.getByText("The credit was added.")).toBeVisible();
  expect((await accountRow(baseURL, account)).balance).toBeCloseTo(before.balance + 25.123456789, 9);
});

test("the accounts grid: name search needs 3 characters and pages", async ({ page }) => {
  await signIn(page, DEMO.admin, { redirectTo: "/admin/accounts" });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Accounts");
  await page.getByRole("searchbox", { name: "Search accounts by name" }).fill("Ac");
  await expect(page.getByRole("status").filter({ hasText: "Type at least 3 characters" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search accounts by name" }).fill("Acme");
  await expect(page).toHaveURL(/search=Acme/);
  await expect(page.getByRole("row").filter({ hasText: "Acme Voice" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Trial Co" })).toHaveCount(0);
});

test("the accounts grid pages by name, and the gear shows the account's other fields", async ({ page }) => {
  await signIn(page, DEMO.admin, { redirectTo: "/admin/accounts" });
  const grid = page.getByRole("table", { name: "Accounts" });
  const names = () => grid.locator("tbody tr td:first-child").allInnerTexts();
  await expect(grid.locator("tbody tr")).toHaveCount(10);
  const first = await names();
  const byName = [...first].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
  expect(first).toEqual(byName);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByText(/^11–\d+ of \d+$/)).toBeVisible();
  const second = await names();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((name) => first.includes(name))).toEqual([]);
  expect(second[0].localeCompare(first[first.length - 1], "en", { sensitivity: "base" })).toBeGreaterThanOrEqual(0);

  // docs/product.md#account-admin-view's other account fields are hidden by default; the grid settings show them.
  await page.goto("/admin/accounts?search=Acme");
  await expect(grid.getByRole("columnheader", { name: "Contract number" })).toHaveCount(0);
  await menuButton(page, "Grid settings").click();
  const settings = page.getByRole("dialog", { name: "Grid settings" });
  // The column chooser shows 10 columns a page (docs/product.md#call-history): these are on the second.
  await settings.getByRole("radio", { name: "Page 2" }).check();
  // Each change saves the whole form; wait for the save that holds both (the first may land later).
  const saved = page.waitForResponse((r) => {
    const sent = new URLSearchParams(r.request().postData() ?? "").getAll("visible");
    return (
      r.url().includes("/grid-prefs") &&
      r.request().method() === "POST" &&
      sent.includes("contractNumber") &&
      sent.includes("freeTeamsMinutes")
    );
  });
  await settings.getByRole("checkbox", { name: "Contract number" }).click();
  await settings.getByRole("checkbox", { name: "Free Teams minutes" }).click();
  const acme = grid.getByRole("row").filter({ hasText: "Acme Voice" });
  await expect(acme).toContainText("ACME-2024-0042");
  await expect(acme).toContainText("236 of 1000 used");
  // Saved for this browser: they are still there on the next visit.
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(acme).toContainText("ACME-2024-0042");
  await expect(acme).toContainText("236 of 1000 used");
});

test("a customer's POSTs to the money actions change nothing and get no data", async ({ page, baseURL }) => {
  const target = await accountRow(baseURL, "Acme Voice");
  await signIn(page, DEMO.owner);
  for (const [path, form] of [
    [
      `/admin/accounts/${target.id}/charge`,
      { amount: "5", description: "x", intent: "charge", idempotencyKey: crypto.randomUUID() },
    ],
    [`/admin/accounts/${target.id}/credit`, { creditAmount: "5", idempotencyKey: crypto.randomUUID() }],
  ] as const) {
    const res = await page.request.post(path, {
      form: { ...form },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
    const body = await res.text();
    expect(body).not.toContain("balance");
    expect(body).not.toContain(target.id);
  }
  expect((await accountRow(baseURL, "Acme Voice")).balance).toBe(target.balance);
});

test.describe("the accounts grid at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each account is one line tall; its actions open from one button", async ({ page }) => {
    await signIn(page, DEMO.admin, { redirectTo: "/admin/accounts" });
    const rows = page.getByRole("table", { name: "Accounts" }).locator("tbody tr");
    await expect(rows).toHaveCount(10);
    // Three or four stacked action links made rows about 75 px tall (issue 30).
    const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeLessThanOrEqual(48);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const account = "Acme Voice";
    const actions = page.getByRole("button", { name: `Actions for ${account}` });
    await actions.click();
    const credit = page.getByRole("link", { name: `Manual credit ${account}` });
    await expect(credit).toBeVisible();
    // Escape closes the menu (a native popover), and the button opens it again.
    await page.keyboard.press("Escape");
    await expect(credit).toBeHidden();
    await actions.click();
    await credit.click();
    await expect(page.getByRole("dialog", { name: `Manual credit: ${account}` })).toBeVisible();
  });
});
