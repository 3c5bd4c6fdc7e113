/**
 * Extending a trial by 30 days (docs/product.md#account-status, admin), JavaScript on: a trial account of its own
 * (registerAccount, in a browser context of its own), the row action on the accounts grid, the
 * dialog, one submit; the toast names the new end date and the platform's trial end moved by exactly
 * 30 days. The grid offers the action on trial accounts only.
 */
import { expect, test } from "@playwright/test";
import { TRIAL } from "../../contract/limits/trial";
import { TIME } from "../../contract/limits/units";
import { DEMO, openE2eDatabase, registerAccount, signIn } from "./support/auth";

async function trialEnd(baseURL: string | undefined, name: string): Promise<number> {
  const db = await openE2eDatabase(baseURL);
  try {
    return db.prepare("SELECT trial_expires_at FROM accounts WHERE name = ?").pluck().get(name) as number;
  } finally {
    db.close();
  }
}

test("an administrator extends a trial account by 30 days once", async ({ page, browser, baseURL }) => {
  const customer = await browser.newPage();
  const { accountName } = await registerAccount(customer, `Trial ext ${Date.now()}`);
  await customer.close();
  const before = await trialEnd(baseURL, accountName);

  await signIn(page, DEMO.admin, { redirectTo: `/admin/accounts?search=${encodeURIComponent(accountName)}` });
  const row = page.getByRole("row").filter({ hasText: accountName });
  await row.getByRole("link", { name: `Extend trial ${accountName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Extend trial: ${accountName}` });
  await expect(dialog.getByText(/^The trial ends on /)).toBeVisible();
  await dialog.getByRole("button", { name: "Extend by 30 days" }).click();

  const until = before + TRIAL.EXTENSION_DAYS * TIME.DAY_MS;
  const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(until);
  await expect(
    page.getByText(`The trial of ${accountName} was extended by 30 days: it now ends on ${date}`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await trialEnd(baseURL, accountName)).toBe(until);

  // An Essential account has no trial to extend: no such action on its row.
  await page.goto("/admin/accounts?search=Acme%20Voice");
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: "Acme Voice" })
      .first()
      .getByRole("link", { name: /^Manual charge/ }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /^Extend trial Acme Voice/ })).toHaveCount(0);
});
