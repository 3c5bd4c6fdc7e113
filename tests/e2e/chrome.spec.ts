import { expect, test, type Page } from "@playwright/test";

const GENERIC = "Oops, something went wrong. Please contact your system administrator!";
const NO_ADMIN = "You have no admin permissions. Please contact your system administrator.";
const NO_ACCOUNT = "No account is assigned to your user. Please contact support.";

/** Uncaught errors in the page, hydration mismatches included (React reports them as errors). */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

test.describe("document chrome", () => {
  test("the document declares the locale en-US, also for yue-hk visitors (no catalogue yet)", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await page.goto("/login?lng=yue-hk");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  });

  test("/error shows the generic text and leads back to sign-in, without a page error", async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto("/error");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: GENERIC })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to sign-in" })).toHaveAttribute("href", "/login");
    await expect(page).toHaveTitle(/Something went wrong/);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });

  test("/error?reason= shows the known reasons' texts", async ({ page }) => {
    await page.goto("/error?reason=no_admin_permissions");
    await expect(page.getByText(NO_ADMIN)).toBeVisible();
    await expect(page.getByText(GENERIC)).toHaveCount(0);
    await page.goto("/error?reason=warning_no_account_assigned");
    await expect(page.getByText(NO_ACCOUNT)).toBeVisible();
  });

  test("/error with an unknown reason shows the generic text and never repeats the query", async ({ page }) => {
    const reason = "Your account was hacked, call 555-0100";
    await page.goto(`/error?reason=${encodeURIComponent(reason)}`);
    await expect(page.getByText(GENERIC)).toBeVisible();
    await expect(page.getByText(reason)).toHaveCount(0);
    expect(await page.content()).not.toContain("555-0100");
  });

  test("an unknown path is a translated not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-screen/at-all"); // /portal/* sends visitors to sign in first
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/portal/dashboard");
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  test("the navigation progress bar is absent when idle and shows while a page loads", async ({ page }) => {
    await page.goto("/no/such/page");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("progressbar")).toHaveCount(0);

    // Hold the next page's data for a moment, so the navigation is slow enough to show the bar.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/[?&]_data=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/error and the not-found page are complete server-rendered pages", async ({ page }) => {
    await page.goto("/error?reason=no_admin_permissions");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page.getByText(NO_ADMIN)).toBeVisible();
    await page.getByRole("link", { name: "Go to sign-in" }).click();
    await expect(page).toHaveURL(/\/login$/);

    const response = await page.goto("/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });
});
