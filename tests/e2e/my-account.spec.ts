import { expect, test } from "@playwright/test";
import { registerAccount, signIn, signOutViaMenu } from "./support/auth";
import { waitForHydration } from "./support/hydration";
import { menuButton } from "./support/menus";

/**
 * My account, support plans and the inactivity sign-out (issue 19), each on an account of its own
 * (registerAccount). The rules and bounds are covered by vitest (tests/unit/contract/my-account,
 * tests/unit/platform/my-account); these are the flows a person follows, JavaScript on and off.
 */

test("changing the password (JavaScript on), then signing in with the new one", async ({ page }) => {
  const me = await registerAccount(page, "Password Co");
  await page.goto("/portal/settings/my_account");
  const form = page.getByRole("region", { name: "Change password" });
  await form.getByLabel("Current password").fill(me.password);
  await form.getByLabel(/^New password/).fill("weakpassword");
  await form.getByLabel("Confirm new password").fill("weakpassword");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("The password needs at least 8 characters")).toBeVisible();

  const next = "Changed#2026x";
  await form.getByLabel(/^New password/).fill(next);
  await form.getByLabel("Confirm new password").fill(next);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was changed.")).toBeVisible();

  await signOutViaMenu(page);
  await signIn(page, { email: me.email, password: next });
  await expect(page).toHaveURL(/\/portal\//);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("refreshing the API secret: the page says until when the old one works, and both get a token within the hour", async ({
    page,
    request,
  }) => {
    await registerAccount(page, "Secret Co");
    await page.goto("/portal/settings/my_account");
    const section = page.getByRole("region", { name: "REST API secret" });
    const accountId = await page
      .getByRole("region", { name: "Account", exact: true })
      .getByRole("textbox", { name: "Account id" })
      .inputValue();
    // Hidden until asked for.
    await expect(section.getByRole("textbox", { name: "Secret", exact: true })).toHaveCount(0);
    await section.getByText(/^Show the secret \(ends in .{4}\)$/).click();
    const old = await section.getByRole("textbox", { name: "Secret", exact: true }).inputValue();
    expect(old.slice(-4)).toBe((await section.locator("summary").textContent())!.slice(-5, -1));
    await section.getByRole("button", { name: "Refresh secret" }).click();
    await expect(page).toHaveURL(/\/portal\/settings\/my_account$/);
    await expect(section.getByRole("status")).toHaveText(
      /The previous secret keeps working until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./,
    );
    await section.getByText(/^Show the secret/).click();
    const fresh = await section.getByRole("textbox", { name: "Secret", exact: true }).inputValue();
    expect(fresh).not.toBe(old);

    for (const secret of [old, fresh]) {
      const answer = await request.post("/vaic/api/auth/token", {
        form: { grant_type: "client_credentials", client_id: accountId, client_secret: secret },
      });
      expect(answer.status()).toBe(200);
      expect(typeof (await answer.json()).token).toBe("string");
    }
    const wrong = await request.post("/vaic/api/auth/token", {
      form: { grant_type: "client_credentials", client_id: accountId, client_secret: "not-it" },
    });
    expect(wrong.status()).toBe(401);
  });
});

test("changing the support plan: pending, then the contract number; a cancellation takes effect next month", async ({
  page,
}) => {
  test.setTimeout(45_000);
  await registerAccount(page, "Support Co");
  await menuButton(page, "Help").click();
  await page.getByRole("link", { name: "Support plans" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Support plans" })).toBeVisible();
  await page.getByRole("button", { name: "Choose Pro" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your change to Pro is being processed" })).toBeVisible();
  // The page looks again while the change is processed; the contracts desk answers within seconds.
  await expect(page.getByText(/^SC-\d{4}-[0-9A-F]{8}$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Pro" }).getByText("Your plan")).toBeVisible();

  await page.getByRole("button", { name: "Cancel Pro" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /Your support plan changes to Basic on \d{4}-\d{2}-01/ }),
  ).toBeVisible({ timeout: 15_000 });
});

test("a page left alone past the session timeout signs the user out", async ({ page }) => {
  await registerAccount(page, "Idle Co");
  await page.clock.install();
  await page.goto("/portal/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // The inactivity timer starts once the page is hydrated.
  await waitForHydration(page);
  // The default session timeout (900 s, settings "0 keeps the default") passes without activity.
  await page.clock.fastForward("15:01");
  await expect(page).toHaveURL(/\/login\?from=logout$/);
});

test("a monthly export running holds the inactivity sign-out back; once it has finished the timeout applies again", async ({
  page,
}) => {
  await registerAccount(page, "Export Idle Co");
  await page.clock.install();
  await page.goto("/portal/call_history");
  await expect(page.getByRole("heading", { level: 1, name: /Call history/ })).toBeVisible();
  await waitForHydration(page);
  const logouts: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/logout") logouts.push(request.method());
  });
  // The monthly export's request is held, as a slow platform would: the export runs meanwhile.
  let release!: () => Promise<void>;
  const held = new Promise<void>((resolve) => {
    void page.route(
      (url) => url.pathname === "/portal/call_history",
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        release = () => route.continue();
        resolve();
      },
    );
  });
  await menuButton(page, "Export").click();
  await page.getByRole("link", { name: "Export monthly call records" }).click();
  const dialog = page.getByRole("dialog", { name: "Export monthly call records" });
  await dialog.getByRole("button", { name: "Export" }).click();
  await held;
  // What the person sees while the export runs: its button busy.
  await expect(dialog.getByRole("button", { name: "Export" })).toBeDisabled();

  // Past the default session timeout (900 s) without activity: not signed out while the export runs.
  await page.clock.fastForward("15:01");
  await release();
  await expect(page.getByText("Your report is being prepared.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/call_history/);
  expect(logouts).toEqual([]);

  // The export has finished: the timeout counts again from its end, and signs out.
  await page.clock.fastForward("15:01");
  await expect(page).toHaveURL(/\/login\?from=logout$/);
});
