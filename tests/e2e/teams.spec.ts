/**
 * Microsoft Teams (issue 16 item 3): a customer adds a tenant (a refused tenant id keeps what was
 * typed) and a Teams connection on it; the platform creates the connection in the background
 * (TEAMS_CONNECTION_SETUP_SECONDS, a few seconds in these runs): its progress and then "connected"
 * arrive in the notifications — the drawer with JavaScript, the notifications page without —; the
 * connection is renamed and deleted; an administrator deletes the tenant (docs/product.md#admin-only-actions admin-only) from
 * /admin/tenants. Also the limit warning (the trial account is seeded at its maximum of one), the
 * admin lists and read-only views, and axe on the list and a dialog.
 * Other specs run in parallel: every record here has a unique name and is deleted again.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";

const suffix = () => randomUUID().slice(0, 8);
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
const bell = (page: Page) => page.getByRole("button", { name: /^Notifications(, \d+ unread)?$/ });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Notifications" });

/** A connection's stored status. */
async function statusOf(baseURL: string | undefined, name: string): Promise<string | undefined> {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare("SELECT status FROM teams_connections WHERE name = ? AND deleted_at IS NULL")
      .pluck()
      .get(name) as string | undefined;
  } finally {
    db.close();
  }
}

/** The owner adds a tenant through its dialog (the first submission with a tenant id that is not a GUID). */
async function addTenant(page: Page, domain: string) {
  await page.goto("/portal/teams_connections/tenants");
  await page.getByRole("link", { name: "Add Teams tenant" }).click();
  let dialog = page.getByRole("dialog", { name: "Add Teams tenant" });
  await dialog.getByLabel("Domain").fill(domain);
  await dialog.getByLabel("Tenant ID").fill("not-a-guid");
  await dialog.getByLabel("License type").selectOption({ label: "Hosted Essential Plus" });
  await dialog.getByLabel("Activation e-mail").fill("it-admin@acme.example");
  await dialog.getByRole("button", { name: "Create Teams tenant" }).click();
  dialog = page.getByRole("dialog", { name: "Add Teams tenant" });
  await expect(dialog.getByText("The tenant ID is a GUID such as 00000000-0000-0000-0000-000000000000")).toBeVisible();
  await expect(dialog.getByLabel("Tenant ID")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Domain")).toHaveValue(domain);
  await dialog.getByLabel("Tenant ID").fill(randomUUID());
  await dialog.getByRole("button", { name: "Create Teams tenant" }).click();
  await expect(page.getByText("Teams tenant created")).toBeVisible();
  await expect(rowOf(page, domain)).toBeVisible();
  // Customers never delete a tenant.
  await expect(rowOf(page, domain).getByRole("link", { name: /^Delete/ })).toHaveCount(0);
}

/** The owner adds a connection on a tenant; it starts "Being created". */
async function addConnection(page: Page, name: string, domain: string) {
  await page.goto("/portal/teams_connections");
  await page.getByRole("link", { name: "Add Teams connection" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Teams connection" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Teams tenant").selectOption({ label: domain });
  await dialog.getByRole("button", { name: "Create Teams connection" }).click();
  await expect(
    page.getByText("The Teams connection is being created: its progress is in the notifications"),
  ).toBeVisible();
}

/** Renames the connection and deletes it again. */
async function renameAndDelete(page: Page, name: string) {
  await page.goto(`/portal/teams_connections?search=${encodeURIComponent(name)}`);
  await rowOf(page, name)
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Teams connection" });
  const renamed = `${name} renamed`;
  await edit.getByLabel("Name").fill(renamed);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Teams connection updated")).toBeVisible();
  await page.goto(`/portal/teams_connections?search=${encodeURIComponent(renamed)}`);
  await rowOf(page, renamed)
    .getByRole("link", { name: `Delete ${renamed}` })
    .click();
  await page
    .getByRole("alertdialog", { name: /Delete Teams connection\?/ })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Teams connection deleted")).toBeVisible();
  await expect(rowOf(page, renamed)).toHaveCount(0);
}

/** An administrator deletes the tenant from /admin/tenants (docs/product.md#admin-only-actions admin-only). */
async function adminDeletesTenant(browser: Browser, domain: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  try {
    await signIn(page, DEMO.admin, { redirectTo: `/admin/tenants?search=${encodeURIComponent(domain)}` });
    await expect(page.getByRole("heading", { level: 1, name: /Teams tenants \(all accounts\)/ })).toBeVisible();
    await expect(rowOf(page, domain)).toContainText("Acme Voice");
    await rowOf(page, domain)
      .getByRole("link", { name: `Delete ${domain}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: /Delete Teams tenant\?/ });
    await expect(confirm).toContainText(`${domain} of Acme Voice`);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Teams tenant deleted")).toBeVisible();
    await expect(rowOf(page, domain)).toHaveCount(0);
  } finally {
    await context.close();
  }
}

test.describe("customer, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a tenant and a connection: created, the creation's result on the notifications page, renamed, deleted; the admin deletes the tenant", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const domain = `e2e-${suffix()}.onmicrosoft.com`;
    const name = `E2E Teams ${suffix()}`;
    await signIn(page, DEMO.owner);
    await addTenant(page, domain);
    await addConnection(page, name, domain);
    await expect(rowOf(page, name)).toContainText(/Being created \(\d+%\)/);

    // The result arrives in the notifications: the page lists it once the platform is done.
    await expect
      .poll(
        async () => {
          await page.goto("/portal/notifications");
          return page
            .getByRole("listitem")
            .filter({ hasText: `Teams connection ${name} is connected` })
            .count();
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toBe(1);
    expect(await statusOf(baseURL, name)).toBe("Connected");
    await page.goto(`/portal/teams_connections?search=${encodeURIComponent(name)}`);
    await expect(rowOf(page, name)).toContainText("Connected");
    await expect(rowOf(page, name)).toContainText(domain);

    await rowOf(page, name)
      .getByRole("link", { name: `View details ${name}` })
      .click();
    const view = page.getByRole("dialog", { name: "Teams connection details" });
    await expect(view.getByLabel("Teams tenant")).toHaveValue(domain);
    await expect(view.getByLabel("Status")).toHaveValue("Connected");
    await renameAndDelete(page, name);
    await adminDeletesTenant(browser, domain, false);
  });

  test("the limit warning: the trial account holds its maximum; another connection is refused with the spec's message", async ({
    page,
  }) => {
    await signIn(page, DEMO.trial, { redirectTo: "/portal/teams_connections" });
    await expect(
      page.getByRole("status").filter({ hasText: "You have reached the maximum number of Teams connections." }),
    ).toContainText("1 of 1");
    // No way to the add dialog from the page (the Add button is shown disabled).
    await expect(page.getByRole("link", { name: "Add Teams connection" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add Teams connection" })).toBeDisabled();
    // The dialog's URL still answers; the platform refuses the create in its write transaction.
    await page.goto("/portal/teams_connections/new");
    const dialog = page.getByRole("dialog", { name: "Add Teams connection" });
    const name = `E2E over ${suffix()}`;
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Create Teams connection" }).click();
    await expect(
      page
        .getByRole("dialog", { name: "Add Teams connection" })
        .getByText("You have reached the maximum number of Teams connections."),
    ).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Add Teams connection" }).getByLabel("Name")).toHaveValue(name);
  });
});

test.describe("customer, with JavaScript", () => {
  test("the creation's progress, then its result, arrive in the notifications drawer", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const domain = `e2e-js-${suffix()}.onmicrosoft.com`;
    const name = `E2E Teams JS ${suffix()}`;
    await signIn(page, DEMO.owner, { redirectTo: "/portal/teams_connections/tenants" });
    await waitForHydration(page);
    await addTenant(page, domain);
    await addConnection(page, name, domain);
    await waitForHydration(page);
    await expect(bell(page)).toHaveAttribute("data-connected", "true", { timeout: 20_000 });
    await bell(page).click();
    await expect(drawer(page)).toBeVisible();
    // The creation reports on a progress notification while it runs (the platform moves it step by
    // step), then replaces it with the result.
    const progress = drawer(page)
      .getByRole("listitem")
      .filter({ hasText: `Creating Teams connection ${name}` });
    const done = drawer(page)
      .getByRole("listitem")
      .filter({ hasText: `Teams connection ${name} is connected` });
    await expect(progress.or(done)).toBeVisible({ timeout: 20_000 });
    if (await progress.isVisible()) await expect(progress.getByRole("progressbar")).toBeVisible();
    await expect(done).toBeVisible({ timeout: 60_000 });
    await expect(progress).toHaveCount(0);
    expect(await statusOf(baseURL, name)).toBe("Connected");
    await page.keyboard.press("Escape");

    await renameAndDelete(page, name);
    await adminDeletesTenant(browser, domain, true);
  });
});

test.describe("administrator", () => {
  test("every account's connections and tenants, read-only views; no add, edit or customer delete", async ({
    page,
  }) => {
    await signIn(page, DEMO.admin, { redirectTo: "/admin/teamsConnections?search=Teams%20Sales" });
    await expect(page.getByRole("heading", { level: 1, name: /Teams connections \(all accounts\)/ })).toBeVisible();
    const row = rowOf(page, "Teams Sales");
    await expect(row).toContainText("Acme Voice");
    await expect(row.getByRole("link", { name: /^(Edit|Delete)/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add Teams connection" })).toHaveCount(0);
    await row.getByRole("link", { name: "View details Teams Sales" }).click();
    const view = page.getByRole("dialog", { name: "Teams connection details" });
    await expect(view.getByLabel("Account name")).toHaveValue("Acme Voice");
    await expect(view.getByRole("button", { name: "Save" })).toHaveCount(0);

    await page.goto("/admin/tenants?search=acmevoice.onmicrosoft.com");
    const tenant = rowOf(page, "acmevoice.onmicrosoft.com");
    await expect(tenant).toContainText("Hosted Essential Plus");
    await expect(tenant.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
    await tenant.getByRole("link", { name: "View details acmevoice.onmicrosoft.com" }).click();
    await expect(page.getByRole("dialog", { name: "Teams tenant details" }).getByLabel("Tenant ID")).toHaveValue(
      /^[0-9a-f-]{36}$/,
    );
  });
});
