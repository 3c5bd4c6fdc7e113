import { expect, test, type Page } from "@playwright/test";
import { DEMO, fillSignInForm, openE2eDatabase, signIn, signOutViaMenu } from "./support/auth";
import { menuButton } from "./support/menus";

/** Sign-in, sign-out, registration, the identity service and the marketplace entry (docs/product.md#public-routes, #session, #session-errors). */

async function expectDashboard(page: Page, search = "") {
  await expect(page).toHaveURL(new RegExp(`/portal/dashboard${search.replace(/[?]/g, "\\?")}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

async function expectInvalidCredentials(page: Page, email: string) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription("Invalid e-mail or password");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the owner signs in, sees the dashboard and signs out", async ({ page }) => {
      await signIn(page, DEMO.owner);
      await expectDashboard(page);

      await signOutViaMenu(page);
      await expect(page.getByRole("status")).toHaveText("You have been signed out.");
      // The session is gone: the dashboard asks for a sign-in again.
      await page.goto("/portal/dashboard");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fportal%2Fdashboard$/);
    });

    test("a wrong password shows the error on the password field and keeps the e-mail", async ({ page }) => {
      await page.goto("/login");
      await fillSignInForm(page, { email: DEMO.owner.email, password: "not-the-password" });
      await expectInvalidCredentials(page, DEMO.owner.email);
      // and the corrected password gets in
      await page.getByLabel("Password").fill(DEMO.owner.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expectDashboard(page);
    });

    test("registration refuses a weak password and a used e-mail, keeping what was typed", async ({ page }) => {
      await page.goto("/register");
      await page.getByLabel("First name").fill("Olivia");
      await page.getByLabel("Last name").fill("Again");
      await page.getByLabel("E-mail").fill(DEMO.owner.email);
      await page.getByLabel("Password").fill("weakpass1");
      await page.getByLabel("Account name").fill("Second Acme");
      await page.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByLabel("Password")).toHaveAccessibleDescription(
        /upper and lower case letters, a digit and a special character/,
      );
      await expect(page.getByLabel("Account name")).toHaveValue("Second Acme");

      await page.getByLabel("Password").fill("Str0ng#Pass");
      if (!(await page.getByRole("checkbox", { name: /I agree/ }).isChecked())) {
        await page.getByRole("checkbox", { name: /I agree/ }).check();
      }
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription("An account with this e-mail already exists");
      await expect(page.getByLabel("First name")).toHaveValue("Olivia");
    });
  });
}

test("a visitor is sent to sign in and comes back to the page they wanted", async ({ page }) => {
  await page.goto("/portal/dashboard?x=1");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fportal%2Fdashboard%3Fx%3D1$/);
  await fillSignInForm(page, DEMO.owner);
  await expectDashboard(page, "?x=1");
  // Signed in, the sign-in page itself sends the user on.
  await page.goto("/login?redirectTo=%2Fportal%2Fdashboard%3Fx%3D2");
  await expectDashboard(page, "?x=2");
});

test("redirectTo never leads off the site", async ({ page, baseURL }) => {
  await page.goto("/login?redirectTo=//evil.example");
  await fillSignInForm(page, DEMO.owner);
  await expectDashboard(page);

  // Posting the field directly does not help either.
  const response = await page.context().request.post("/login", {
    form: { email: DEMO.owner.email, password: DEMO.owner.password, redirectTo: "//evil.example/steal" },
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/portal/dashboard");
});

test("sign-in with the identity service returns signed in to the wanted page", async ({ page }) => {
  await page.goto("/portal/dashboard?via=iam");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByRole("link", { name: "Sign in with the identity service" }).click();
  // The embedded identity provider's own sign-in page.
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.getByLabel("E-mail").fill(DEMO.owner.email);
  await page.getByLabel("Password").fill(DEMO.owner.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectDashboard(page, "?via=iam");
});

test("the identity service's sign-in wears the console's brand: logo, Inter, the primary gradient, no CSP refusal", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (m) => {
    if (m.text().includes("Content Security Policy")) refused.push(m.text());
  });
  await page.goto("/iam-login");
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  const logo = page.getByRole("img", { name: "Voice Console" });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const heading = page.getByRole("heading", { name: "Sign in", level: 1 });
  await expect(heading).toHaveCSS("font-family", /^Inter,/);
  // The font itself, not the fallback: its faces for the page's text loaded from the provider's assets.
  const inter = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.family.replace(/["']/g, "") === "Inter").map((f) => f.status);
  });
  expect(inter).toContain("loaded");
  expect(inter).not.toContain("error");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toHaveCSS(
    "background-image",
    /linear-gradient\(90deg, rgb\(0, 93, 177\) 0%, rgb\(0, 170, 198\) 100%\)/,
  );
  await expect(page.getByLabel("E-mail")).toHaveAttribute("autocomplete", "username");
  expect(refused).toEqual([]);
});

test("the administrators' sign-in through the identity service lands on /admin/dashboard", async ({ page }) => {
  await page.goto("/iam-adminlogin");
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.getByLabel("E-mail").fill(DEMO.admin.email);
  await page.getByLabel("Password").fill(DEMO.admin.password);
  const callback = page.waitForResponse((r) => new URL(r.url()).pathname === "/auth/iam-admin/callback");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const response = await callback;
  expect(response.status()).toBe(302);
  // /admin/dashboard then forwards to the first admin page the roles allow (the admin shell's job).
  expect(response.headers().location).toBe("/admin/dashboard");
  await expect(page).not.toHaveURL(/\/login/);
});

test("a customer signing in through the administrators' entry is signed out onto the no-admin-permissions page", async ({
  page,
}) => {
  await page.goto("/iam-adminlogin");
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.getByLabel("E-mail").fill(DEMO.owner.email);
  await page.getByLabel("Password").fill(DEMO.owner.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/error\?reason=no_admin_permissions$/);
  await expect(
    page.getByText("You have no admin permissions. Please contact your system administrator."),
  ).toBeVisible();
  // Signed out: the portal asks for a sign-in again.
  await page.goto("/portal/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

test("a failed identity-service sign-in comes back to the sign-in page with a message", async ({ page }) => {
  await page.goto("/auth/iam/callback?state=forged&code=stolen");
  await expect(page).toHaveURL(/\/login\?error=iam_failed$/);
  await expect(page.getByRole("alert")).toHaveText(
    "The sign-in with the identity service did not complete. Please try again.",
  );
  // The form still works.
  await fillSignInForm(page, DEMO.owner);
  await expectDashboard(page);
});

test("the marketplace entry signs the subscriber in and welcomes them; a used token has expired", async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await request.post("/vaic/api/auth/login", { data: DEMO.admin });
  expect(admin.status()).toBe(200);
  const { token } = (await admin.json()) as { token: string };
  const db = await openE2eDatabase(baseURL);
  const userId = db
    .prepare(
      "SELECT u.id FROM users u JOIN accounts a ON a.id = u.account_id WHERE a.name = 'Northwind Marketplace' LIMIT 1",
    )
    .pluck()
    .get() as string;
  db.close();
  const landing = await request.post("/vaic/api/auth/marketplace/landing-token", {
    data: { userId },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(landing.status()).toBe(200);
  const { landingToken } = (await landing.json()) as { landingToken: string };

  await page.goto(`/msft/entry?token=${encodeURIComponent(landingToken)}`);
  await expect(page).toHaveURL(/\/msft\/welcome$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Voice Console" })).toBeVisible();
  await expect(page.getByText("Northwind Marketplace")).toBeVisible();
  await expect(page.getByText("A welcome credit of $5.00 has been added to your wallet.")).toBeVisible();
  await page.getByRole("link", { name: "Continue to the dashboard" }).click();
  await expectDashboard(page);

  // Marketplace users sign out to the marketplace's signed-out page.
  await menuButton(page, "Account menu").click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/msft\/logout$/);
  await expect(page.getByRole("heading", { level: 1, name: "You are signed out" })).toBeVisible();

  // A landing token works once.
  await page.goto(`/msft/entry?token=${encodeURIComponent(landingToken)}`);
  await expect(page).toHaveURL(/\/msft\/session_expired$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your marketplace session has expired" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in again via the marketplace" })).toHaveAttribute(
    "href",
    "/loginmsft",
  );
});

test("a new user registers and lands on getting started, signed in, until the account has set something up", async ({
  page,
}) => {
  const email = `new-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto("/login");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel("First name").fill("Nora");
  await page.getByLabel("Last name").fill("Newcomer");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("N3w#Account");
  await page.getByLabel("Account name").fill("Newcomer Labs");
  await page.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/portal\/landing_dashboard$/);
  const gettingStarted = page.getByRole("region", { name: "Welcome, Nora" });
  await expect(gettingStarted).toBeVisible();
  // The new password works for the next sign-in; with nothing set up, the dashboard still starts there.
  await signOutViaMenu(page);
  await signIn(page, { email, password: "N3w#Account" });
  await expectDashboard(page);
  await expect(gettingStarted.getByRole("link", { name: "Connect your bot or AI agent." })).toHaveAttribute(
    "href",
    "/portal/bots/new",
  );
});

test("the legal pages are public and readable", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(5);
  await page.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/privacy_policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Call data/ })).toBeVisible();
});

test("GET /logout offers a sign-out button; signed out it leads to sign-in", async ({ page }) => {
  await signIn(page, DEMO.viewer);
  await page.goto("/logout");
  await expect(page.getByRole("heading", { level: 1, name: "Sign out" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login\?from=logout$/);
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/login$/);
});
