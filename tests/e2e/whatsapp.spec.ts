/**
 * WhatsApp numbers (issue 7): the customer's create -> provider sign-up -> finalize flow to
 * Configured (JavaScript on, with the popup; and off, in one window), edit, view, delete behind a
 * danger confirmation, and the admin table's search, status filter, sort, export and view dialog.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}`;

async function fillCreateForm(page: Page, name: string, pin = "123456") {
  const dialog = page.getByRole("dialog", { name: "Add WhatsApp number" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Pin code").fill(pin);
  await dialog.getByLabel("Region").selectOption({ label: "US (East)" });
  await dialog.getByLabel("Max call duration (minutes)").fill("90");
  return dialog;
}

const SETUP_WILL_FAIL = "The WhatsApp setup is still running. If you close now, the setup will fail.";

/** Presses the connect dialog's Close, answers the browser's warning with "stay", returns its text. */
async function closeAndStay(page: Page): Promise<string> {
  const warning = page.waitForEvent("dialog");
  const click = page
    .getByRole("dialog", { name: "Connect WhatsApp Business" })
    .getByRole("link", { name: "Close" })
    .click();
  const dialog = await warning;
  const text = dialog.message();
  await dialog.dismiss();
  await click;
  return text;
}

function rowOf(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
}

test.describe("customer, with JavaScript", () => {
  test("create, sign up in the provider's popup, finalize, and the number turns Configured", async ({ page }) => {
    await signIn(page, DEMO.owner, { redirectTo: "/portal/whatsapp_numbers" });
    await expect(page.getByRole("heading", { name: "WhatsApp numbers", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Add WhatsApp number" }).click();
    const name = unique("Popup line");
    const dialog = await fillCreateForm(page, name);
    await expect(dialog.getByLabel("Call limits")).toHaveValue("unlimited");
    await dialog.getByRole("button", { name: "Create and connect" }).click();

    const connect = page.getByRole("dialog", { name: "Connect WhatsApp Business" });
    await expect(connect).toContainText(name);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      connect.getByRole("link", { name: "Open WhatsApp sign-up" }).click(),
    ]);
    // Closing while the sign-up is open warns that the setup will fail; staying keeps the dialog.
    expect(await closeAndStay(page)).toBe(SETUP_WILL_FAIL);
    await expect(connect).toBeVisible();

    // The finalize call is held in the network: meanwhile the sign-up is disabled and closing warns.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith("/connect") && url.searchParams.has("_data"),
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await popup.getByLabel("WhatsApp phone number").fill("+14155550123");
    await popup.getByRole("button", { name: "Connect" }).click();
    await popup.waitForEvent("close");
    await expect(connect.getByRole("status")).toHaveText(SETUP_WILL_FAIL);
    await expect(connect.getByRole("link", { name: "Open WhatsApp sign-up" })).toHaveAttribute("aria-disabled", "true");
    expect(await closeAndStay(page)).toBe(SETUP_WILL_FAIL);
    release();

    await expect(page.getByText("WhatsApp number finalized successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/portal\/whatsapp_numbers$/);
    const row = rowOf(page, name);
    await expect(row).toContainText("+14155550123");
    await expect(row).toContainText("In progress");
    // The platform configures the number a short delay after finalize.
    await expect(async () => {
      await page.reload();
      await expect(rowOf(page, name)).toContainText("Configured", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    await rowOf(page, name)
      .getByRole("link", { name: `View details ${name}` })
      .click();
    const view = page.getByRole("dialog", { name: "WhatsApp number details" });
    await expect(view.getByRole("status")).toContainText("Connection: Connected");
    await expect(view.getByLabel("Max call duration (minutes)")).toHaveValue("90");
    await view.getByRole("link", { name: "Close" }).click();
    await expect(view).toBeHidden();
  });

  test("a wrong pin is refused on its field and keeps what was typed; the pin rule shows", async ({ page }) => {
    await signIn(page, DEMO.owner, { redirectTo: "/portal/whatsapp_numbers/new" });
    const name = unique("Short pin");
    const dialog = await fillCreateForm(page, name, "12345");
    await dialog.getByRole("button", { name: "Create and connect" }).click();
    await expect(dialog.getByText("The pin code must be exactly 6 digits")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue(name);
    await expect(dialog.getByLabel("Pin code")).toHaveAttribute("aria-invalid", "true");
  });

  test("edit and delete with the danger confirmation", async ({ page }) => {
    await signIn(page, DEMO.owner, { redirectTo: "/portal/whatsapp_numbers" });
    await rowOf(page, "Sales WhatsApp").getByRole("link", { name: "Edit Sales WhatsApp" }).click();
    const edit = page.getByRole("dialog", { name: "Edit WhatsApp number" });
    await expect(edit.getByLabel("Pin code")).toHaveCount(0);
    const renamed = unique("Sales renamed");
    await edit.getByLabel("Name").fill(renamed);
    await edit.getByLabel("Max call duration (minutes)").fill("35792");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit.getByText("Max call duration must be 0 (no limit) to 35791 minutes")).toBeVisible();
    await edit.getByLabel("Max call duration (minutes)").fill("35791");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("WhatsApp number updated successfully")).toBeVisible();
    await expect(rowOf(page, renamed)).toBeVisible();

    await rowOf(page, renamed)
      .getByRole("link", { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: /Delete WhatsApp number/ });
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(rowOf(page, renamed)).toBeVisible();
    await rowOf(page, renamed)
      .getByRole("link", { name: `Delete ${renamed}` })
      .click();
    await page
      .getByRole("alertdialog", { name: /Delete WhatsApp number/ })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("WhatsApp number deleted")).toBeVisible();
    await expect(rowOf(page, renamed)).toHaveCount(0);
  });

  test("the failed number shows its error as the status tooltip", async ({ page }) => {
    await signIn(page, DEMO.owner, { redirectTo: "/portal/whatsapp_numbers" });
    const chip = rowOf(page, "Promo WhatsApp").getByText("Failed");
    await chip.hover();
    await expect(page.getByRole("tooltip")).toContainText("not registered for WhatsApp Business calling");
  });

  test("the view's connection: Not connected unless every check is ok, Loading while checked again", async ({
    page,
  }) => {
    await signIn(page, DEMO.owner, { redirectTo: "/portal/whatsapp_numbers" });
    await rowOf(page, "Promo WhatsApp").getByRole("link", { name: "View details Promo WhatsApp" }).click();
    const view = page.getByRole("dialog", { name: "WhatsApp number details" });
    const connection = view.getByRole("status").filter({ hasText: "Connection:" });
    await expect(connection).toHaveText("Connection: Not connected");
    // "Check again" fetches the status anew; the answer is held in the network to see the meantime.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.searchParams.has("_data"),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await view.getByRole("link", { name: "Check again" }).click();
    await expect(connection).toHaveText("Connection: Loading");
    release();
    await expect(connection).toHaveText("Connection: Not connected");
  });
});

test.describe("customer, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("create, the provider page in the same window, finish on the callback page, then Configured", async ({
    page,
  }) => {
    await signIn(page, DEMO.owner, { redirectTo: "/portal/whatsapp_numbers/new" });
    const name = unique("No-JS line");
    const dialog = await fillCreateForm(page, name);
    await dialog.getByRole("button", { name: "Create and connect" }).click();
    await page
      .getByRole("dialog", { name: "Connect WhatsApp Business" })
      .getByRole("link", { name: "Open WhatsApp sign-up" })
      .click();
    await expect(page.getByRole("heading", { name: "Connect WhatsApp Business" })).toBeVisible();
    await page.getByLabel("WhatsApp phone number").fill("not a number");
    await page.getByRole("button", { name: "Connect" }).click();
    await expect(page.getByRole("alert")).toContainText("international format");
    await expect(page.getByLabel("WhatsApp phone number")).toHaveValue("not a number");
    await page.getByLabel("WhatsApp phone number").fill("+14155550199");
    await page.getByRole("button", { name: "Connect" }).click();
    await expect(page).toHaveURL(/signup-callback\?/);
    await page.getByRole("button", { name: "Finish setup" }).click();
    await expect(page.getByText("WhatsApp number finalized successfully")).toBeVisible();
    await expect(rowOf(page, name)).toContainText("+14155550199");
    await expect(async () => {
      await page.reload();
      await expect(rowOf(page, name)).toContainText("Configured", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });

  test("a cancelled sign-up fails the number and says so", async ({ page }) => {
    await signIn(page, DEMO.owner, { redirectTo: "/portal/whatsapp_numbers/new" });
    const name = unique("Cancelled");
    const dialog = await fillCreateForm(page, name);
    await dialog.getByRole("button", { name: "Create and connect" }).click();
    await page.getByRole("link", { name: "Open WhatsApp sign-up" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("alert")).toContainText("The WhatsApp Business sign-up was cancelled.");
    await page.getByRole("link", { name: "Back to WhatsApp numbers" }).click();
    await expect(rowOf(page, name)).toContainText("Failed");
  });

  test("export shows the report notice; 'Do not show this again' keeps later exports quiet", async ({ page }) => {
    await signIn(page, DEMO.owner, { redirectTo: "/portal/whatsapp_numbers?search=line" });
    await page.getByRole("button", { name: "Export" }).click();
    const notice = page.getByRole("status").filter({ hasText: "Export started" });
    await expect(notice).toContainText("It will appear in the notifications panel");
    await expect(page).toHaveURL(/search=line/);
    await notice.getByRole("checkbox", { name: "Do not show this again" }).check();
    await notice.getByRole("button", { name: "OK" }).click();
    await expect(page).not.toHaveURL(/exportNotice/);
    await expect(page).toHaveURL(/search=line/);
    await expect(page.getByText("Export started")).toHaveCount(0);

    await page.getByRole("button", { name: "Export" }).click();
    await expect(page).toHaveURL(/search=line/);
    await expect(page.getByText("Export started")).toHaveCount(0);
    await page.goto("/portal/notifications");
    await expect(page.getByText(/WhatsApp numbers export is ready|Exporting WhatsApp numbers/).first()).toBeVisible();
  });

  test("delete works as a confirm page and a plain form", async ({ page }) => {
    await signIn(page, DEMO.owner, { redirectTo: "/portal/whatsapp_numbers/new" });
    const name = unique("To delete");
    await (await fillCreateForm(page, name)).getByRole("button", { name: "Create and connect" }).click();
    await page.getByRole("link", { name: "Close" }).click();
    await rowOf(page, name)
      .getByRole("link", { name: `Delete ${name}` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("WhatsApp number deleted")).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
  });
});

test.describe("admin table", () => {
  test("every account's numbers: total, search, status filter, sort, export and the read-only view", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, DEMO.admin, { redirectTo: "/admin/whatsapp_numbers" });
    const db = await openE2eDatabase(baseURL);
    const total = db
      .prepare(
        "SELECT COUNT(*) FROM whatsapp_numbers w JOIN accounts a ON a.id = w.account_id WHERE w.deleted_at IS NULL AND a.deleted_at IS NULL",
      )
      .pluck()
      .get() as number;
    const failed = db
      .prepare(
        "SELECT COUNT(*) FROM whatsapp_numbers w JOIN accounts a ON a.id = w.account_id WHERE w.status = 'Failed' AND w.deleted_at IS NULL AND a.deleted_at IS NULL",
      )
      .pluck()
      .get() as number;
    db.close();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${total} number`);
    // Hidden by default: account id, number id, WhatsApp number id, region.
    await expect(page.getByRole("columnheader", { name: "Account name" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Account ID", exact: true })).toHaveCount(0);
    await expect(page.getByRole("columnheader", { name: "Region", exact: true })).toHaveCount(0);

    await page.getByLabel("Filter by status").selectOption({ label: "Failed" });
    await expect(page).toHaveURL(/status=2/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${failed} number`);
    const statuses = () =>
      page
        .getByRole("row")
        .locator("td")
        .filter({ hasText: /^(In progress|Configured|Failed)/ })
        .allTextContents();
    await expect.poll(async () => (await statuses()).every((s) => s.startsWith("Failed"))).toBe(true);

    // The URL changes a moment before the table re-renders: wait for the rows a person would read.
    await page.getByRole("searchbox", { name: "Search WhatsApp numbers" }).fill("Acme");
    await expect(page).toHaveURL(/search=Acme/);
    const accountNames = () => page.getByRole("row").locator("td:nth-child(1)").allTextContents();
    await expect
      .poll(async () => {
        const names = await accountNames();
        return names.length > 0 && names.every((n) => n.includes("Acme"));
      })
      .toBe(true);

    await page.getByRole("button", { name: "Export" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Export started" })).toContainText(
      "Your report is being prepared",
    );
    await expect(page).toHaveURL(/search=Acme/);

    // The saved sort and filter come back when the table is opened again from elsewhere.
    await page.goto("/admin/calls");
    await page.goto("/admin/whatsapp_numbers");
    await expect(page).toHaveURL(/status=2/);
    await expect(page).toHaveURL(/search=Acme/);

    await page
      .getByRole("link", { name: /^View details/ })
      .first()
      .click();
    const view = page.getByRole("dialog", { name: "WhatsApp number details" });
    await expect(view.getByLabel("FQDN")).toBeVisible();
    await expect(view.getByRole("button", { name: "Save" })).toHaveCount(0);
  });

  test("sorting by name toggles descending then ascending", async ({ page }) => {
    await signIn(page, DEMO.admin, { redirectTo: "/admin/whatsapp_numbers?limit=50" });
    await page
      .getByRole("columnheader", { name: /Number name/ })
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(/sort=-name/);
    const names = async () =>
      (await page.getByRole("row").locator("td:nth-child(2)").allTextContents()).map((n) => n.toLowerCase());
    await expect
      .poll(async () => {
        const list = await names();
        return list.length > 1 && list.join("|") === [...list].sort().reverse().join("|");
      })
      .toBe(true);
    await page
      .getByRole("columnheader", { name: /Number name/ })
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(/sort=name/);
    await expect
      .poll(async () => {
        const list = await names();
        return list.length > 1 && list.join("|") === [...list].sort().join("|");
      })
      .toBe(true);
  });
});
