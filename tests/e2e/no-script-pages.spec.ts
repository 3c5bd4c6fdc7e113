import { expect, test, type Page } from "@playwright/test";
import { DEMO, fillSignInForm } from "./support/auth";

/**
 * Pages that work without JavaScript ship none (issue 15 "Less JavaScript"): a browser with
 * JavaScript on gets no <script>, no module preload and makes no script request on them, and a
 * person still signs in and registers through them. The first signed-in page then renders in the
 * browser's time zone although no script ran before it.
 */

const NO_SCRIPT_PAGES = [
  "/login",
  "/register",
  "/terms",
  "/privacy_policy",
  "/error",
  "/msft/session_expired",
  "/msft/logout",
  "/forgot-password",
  "/reset-password",
  "/help",
  "/help/bots",
  "/api-docs",
];

/** The URLs of every script the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") seen.push(request.url());
  });
  return seen;
}

async function expectNoScript(page: Page): Promise<void> {
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
}

test("the sign-in, registration, legal, error, marketplace and help pages ship no script", async ({ page }) => {
  const requested = scriptRequests(page);
  for (const path of NO_SCRIPT_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoScript(page);
  }
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
});

test("a person signs in through the script-less page: the error on the field, the e-mail kept, then in", async ({
  page,
}) => {
  const requested = scriptRequests(page);
  await page.goto("/login");
  await fillSignInForm(page, { email: DEMO.owner.email, password: "not-the-password" });
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription("Invalid e-mail or password");
  await expect(page.getByLabel("E-mail")).toHaveValue(DEMO.owner.email);
  // What conform's validation did with JavaScript, the server's answer does: the field to fix has the focus.
  await expect(page.getByLabel("Password")).toBeFocused();
  await expectNoScript(page);
  expect(requested).toEqual([]);

  await page.getByLabel("Password").fill(DEMO.owner.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // The signed-in pages are the app: they hydrate.
  await page.waitForFunction(() => "__remixRouter" in window);
  expect(requested.length).toBeGreaterThan(0);
});

test("a person registers through the script-less page: errors on their fields, what was typed kept, then signed in", async ({
  page,
}) => {
  const requested = scriptRequests(page);
  const email = `noscript-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto("/register");
  await page.getByLabel("Last name").fill("Plain");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("weakpass1");
  await page.getByLabel("Account name").fill("Plain HTML Ltd");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByLabel("First name")).toHaveAccessibleDescription("First name is required");
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(
    /upper and lower case letters, a digit and a special character/,
  );
  await expect(page.getByLabel("Last name")).toHaveValue("Plain");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByLabel("Account name")).toHaveValue("Plain HTML Ltd");
  await expectNoScript(page);
  expect(requested).toEqual([]);

  await page.getByLabel("First name").fill("Paula");
  await page.getByLabel("Password").fill("Pl4in#Html");
  await page.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/portal\/landing_dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test.describe("in a browser east of UTC", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("the first page after a script-less sign-in shows local times, loaded once more for it and only once", async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document" && new URL(request.url()).pathname === "/portal/call_history")
        documents.push(request.url());
    });
    await page.goto(`/login?${new URLSearchParams({ redirectTo: "/portal/call_history" }).toString()}`);
    await fillSignInForm(page, DEMO.owner);
    await expect(page.getByText("Times are shown in your local time (Europe/Berlin).")).toBeVisible();
    // Rendered in UTC (no zone known yet), then at once again in the browser's zone.
    expect(documents).toHaveLength(2);

    await page.reload();
    await expect(page.getByText("Times are shown in your local time (Europe/Berlin).")).toBeVisible();
    await page.waitForFunction(() => "__remixRouter" in window);
    expect(documents).toHaveLength(3);
  });
});
