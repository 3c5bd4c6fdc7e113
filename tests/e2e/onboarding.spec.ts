import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/auth";

/**
 * A new account's first minutes (docs/product.md#start-up): the 3 s welcome splash after the first sign-in, and
 * the terms-update dialog whose Accept records the new terms version on the platform.
 */

async function register(page: Page): Promise<{ email: string; password: string }> {
  const email = `onboard-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "0nboard#Pass";
  await page.goto("/register");
  await page.getByLabel("First name").fill("Olga");
  await page.getByLabel("Last name").fill("Onboard");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Account name").fill("Onboard Ltd");
  await page.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/portal\//);
  return { email, password };
}

/** Makes the platform consider that the user accepted an older version of the terms. */
async function outdateTerms(baseURL: string | undefined, email: string): Promise<void> {
  const { default: Database } = await import("better-sqlite3");
  const port = new URL(baseURL ?? "http://127.0.0.1:3100").port;
  const db = new Database(`test-results/e2e-data-${port}/platform.sqlite`, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("UPDATE users SET terms_accepted_version = 0 WHERE email = ?").run(email);
  } finally {
    db.close();
  }
}

test("a new account is welcomed for 3 seconds, once per browser session", async ({ page, browser }) => {
  const user = await register(page);
  const splash = page.getByRole("status").filter({ hasText: "Welcome! Your account is ready." });
  await expect(splash).toBeVisible();
  // It fades out after 3 s and never blocks the page underneath.
  await expect(splash).toBeHidden({ timeout: 6_000 });
  await page.reload();
  await expect(splash).toHaveCount(0);

  // A new browser session greets the new account again on its first page.
  const other = await browser.newContext();
  const again = await other.newPage();
  await signIn(again, user);
  await expect(again.getByRole("status").filter({ hasText: "Welcome! Your account is ready." })).toBeVisible();
  await other.close();
});

for (const js of [true, false]) {
  test(`updated terms must be accepted before using the console (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: js });
    const page = await context.newPage();
    const user = await register(page);
    await outdateTerms(baseURL, user.email);
    await page.goto("/portal/dashboard");
    const dialog = page.getByRole("dialog", { name: "Our terms have changed" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Terms of use" })).toHaveAttribute("href", "/terms");
    await dialog.getByRole("button", { name: "Accept" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    // Accepted on the platform: a fresh page does not ask again.
    await page.reload();
    await expect(page.getByRole("dialog", { name: "Our terms have changed" })).toHaveCount(0);
    await context.close();
  });
}
