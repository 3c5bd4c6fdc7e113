/**
 * Admin numbers (issue 7 item 4): the grid of every account's numbers (headers, search, sort), the
 * manual number dialog with JavaScript on (the client through the paging account dropdown) and off
 * (server-rendered forms only), validation on the right fields keeping what was typed, a duplicate
 * number refused, axe on the page and the dialog, and a customer refused with no data and no change.
 * Numbers are read from the e2e database.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";

/** A number no seed or other test uses: +777 ddd ddddddd, and its E.164 form. */
function uniqueNumber(): { typed: string; e164: string } {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-10).padStart(10, "0");
  const typed = `+777 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  return { typed, e164: `+777${digits}` };
}

async function numberRow(baseURL: string | undefined, e164: string) {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare(
        "SELECT p.country, p.monthly_charge, p.provider, p.region_id, p.status, a.name AS account FROM phone_numbers p JOIN accounts a ON a.id = p.account_id WHERE p.e164 = ? AND p.deleted_at IS NULL",
      )
      .get(e164) as
      | {
          country: string;
          monthly_charge: number;
          provider: string;
          region_id: string;
          status: string;
          account: string;
        }
      | undefined;
  } finally {
    db.close();
  }
}

/** The first column of the first row of `sql` in the e2e database. */
async function dbValue<T extends string | number>(
  baseURL: string | undefined,
  sql: string,
  ...params: unknown[]
): Promise<T> {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...params) as T;
  } finally {
    db.close();
  }
}

const rowOf = (page: Page, e164: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: e164, exact: true }) });

async function openDialog(page: Page) {
  await signIn(page, DEMO.admin, { redirectTo: "/admin/numbers" });
  await page.getByRole("link", { name: "Manual number" }).click();
  const dialog = page.getByRole("dialog", { name: "Manual number" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the grid lists every account's numbers with column headers, search and sort", async ({ page, baseURL }) => {
  await signIn(page, DEMO.admin, { redirectTo: "/admin/numbers" });
  await expect(page.getByRole("heading", { name: /^Phone numbers/, level: 1 })).toBeVisible();
  for (const header of [
    "Number",
    "Name",
    "Account name",
    "Country",
    "Type",
    "Status",
    "Region",
    "Monthly charge",
    "Provider",
    "Created (UTC)",
  ]) {
    await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("columnheader", { name: "Account ID" })).toHaveCount(0);
  // Newest first by default.
  await expect(page.getByRole("columnheader", { name: "Created (UTC)" })).toHaveAttribute("aria-sort", "descending");

  const acme = await dbValue<number>(
    baseURL,
    "SELECT COUNT(*) FROM phone_numbers p JOIN accounts a ON a.id = p.account_id WHERE a.name = 'Acme Voice' AND p.deleted_at IS NULL",
  );
  expect(acme).toBeGreaterThan(0);
  await page.getByRole("searchbox", { name: "Search phone numbers" }).fill("Acme Voice");
  await expect(page).toHaveURL(/search=Acme(\+|%20)Voice/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${acme} number`);
  const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows.first()).toContainText("Acme Voice");
  for (const text of await rows.allInnerTexts()) expect(text).toContain("Acme Voice");

  await page.getByRole("link", { name: "Monthly charge" }).click();
  await expect(page).toHaveURL(/sort=-monthlyCharge/);
  await expect(page.getByRole("columnheader", { name: "Monthly charge" })).toHaveAttribute("aria-sort", "descending");
  await expect(page).toHaveURL(/search=Acme/);
});

test.describe("manual number, JavaScript on", () => {
  test("validates on the right fields, picks the client through the paging dropdown, adds the number, refuses it twice", async ({
    page,
    baseURL,
  }) => {
    const number = uniqueNumber();
    const dialog = await openDialog(page);
    await waitForHydration(page);
    await dialog.getByLabel("Phone number").fill("+777 12 345");
    await dialog.getByLabel("Country name").fill("x".repeat(31));
    await dialog.getByLabel("Monthly charge (USD)").fill("1.00001");
    await dialog.getByRole("button", { name: "Add number" }).click();
    await expect(dialog.getByLabel("Phone number")).toHaveAccessibleDescription(
      /Enter a phone number such as \+123 456 7890/,
    );
    await expect(dialog.getByLabel("Country name")).toHaveAccessibleDescription(
      "Country name must be 1 to 30 characters",
    );
    await expect(dialog.getByLabel("Monthly charge (USD)")).toHaveAccessibleDescription(
      /greater than 0 with at most 4 decimals/,
    );
    await expect(dialog.getByRole("combobox", { name: "Client" })).toHaveAccessibleDescription(
      "Client field is required",
    );
    await expect(dialog.getByLabel("Phone number")).toHaveValue("+777 12 345");
    expect(await numberRow(baseURL, number.e164)).toBeUndefined();

    await dialog.getByLabel("Phone number").fill(number.typed);
    await dialog.getByLabel("Country name").fill("Testland");
    await dialog.getByLabel("Monthly charge (USD)").fill("1.0001");
    await dialog.getByLabel("Region").selectOption({ label: "US (East)" });
    await dialog.getByLabel("Provider").selectOption("Third-party provider A");

    // The dropdown shows the first page and loads the next one when scrolled to its end.
    const client = dialog.getByRole("combobox", { name: "Client" });
    await client.click();
    const total = await dbValue<number>(baseURL, "SELECT COUNT(*) FROM accounts WHERE deleted_at IS NULL");
    expect(total).toBeGreaterThan(20);
    await expect(dialog.getByText(`20 of ${total} accounts`)).toBeVisible();
    const listbox = page.getByRole("listbox");
    await listbox.hover();
    await page.mouse.wheel(0, 2000);
    await expect(dialog.getByText(`${Math.min(40, total)} of ${total} accounts`)).toBeVisible();
    await expect(listbox.getByRole("option")).toHaveCount(Math.min(40, total));
    // Search by name (3 characters, debounced) and choose.
    await client.fill("Trial");
    await page.getByRole("option", { name: "Trial Co", exact: true }).click();
    await expect(client).toHaveValue("Trial Co");
    await expect(client).not.toHaveAccessibleDescription("Client field is required");

    await dialog.getByRole("button", { name: "Add number" }).click();
    await expect(page.getByText("The number was added.")).toBeVisible();
    // The number is marked on the page of the list that holds it.
    await expect(page).toHaveURL(/\/admin\/numbers\?(page=\d+&)?highlight=[\w-]+#highlighted-record$/);
    await expect(rowOf(page, number.e164)).toHaveAttribute("aria-current", "true");
    await expect(rowOf(page, number.e164)).toContainText("Trial Co");
    await expect(rowOf(page, number.e164)).toContainText("Manually Added");
    expect(await numberRow(baseURL, number.e164)).toEqual({
      country: "Testland",
      monthly_charge: 1.0001,
      provider: "Third-party provider A",
      region_id: "us-east",
      status: "Manually Added",
      account: "Trial Co",
    });

    // The same number again: refused on the phone number field, everything typed kept.
    await page.getByRole("link", { name: "Manual number" }).click();
    await dialog.getByLabel("Phone number").fill(number.typed.replace(/ /g, "-"));
    await dialog.getByLabel("Country name").fill("Otherland");
    await dialog.getByLabel("Monthly charge (USD)").fill("3");
    await client.fill("Acme");
    await page.getByRole("option", { name: "Acme Voice", exact: true }).click();
    await dialog.getByRole("button", { name: "Add number" }).click();
    await expect(dialog.getByLabel("Phone number")).toHaveAccessibleDescription("This number is already in use");
    await expect(dialog.getByLabel("Phone number")).toHaveValue(number.typed.replace(/ /g, "-"));
    await expect(dialog.getByLabel("Country name")).toHaveValue("Otherland");
    await expect(client).toHaveValue("Acme Voice");
    expect((await numberRow(baseURL, number.e164))?.account).toBe("Trial Co");
  });
});

test.describe("manual number, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole flow through server-rendered forms: account search, validation keeping what was typed, then the number", async ({
    page,
    baseURL,
  }) => {
    const number = uniqueNumber();
    const dialog = await openDialog(page);
    await dialog.getByLabel("Phone number").fill(number.typed);
    await dialog.getByLabel("Country name").fill("Nojsland");
    await dialog.getByLabel("Monthly charge (USD)").fill("0");
    await dialog.getByLabel("Region").selectOption({ label: "Europe (West)" });
    // The account search posts the form back with the accounts found, keeping every field.
    await dialog.getByLabel("Search accounts").fill("Trial");
    await dialog.getByRole("button", { name: "Find accounts" }).click();
    await expect(dialog.getByLabel("Client")).toContainText("Trial Co");
    await expect(dialog.getByLabel("Phone number")).toHaveValue(number.typed);
    await expect(dialog.getByLabel("Country name")).toHaveValue("Nojsland");
    await expect(dialog.getByLabel("Monthly charge (USD)")).toHaveValue("0");
    await expect(dialog.getByLabel("Phone number")).not.toHaveAccessibleDescription(/Enter a phone number/);
    await dialog.getByLabel("Client").selectOption({ label: "Trial Co" });

    await dialog.getByRole("button", { name: "Add number" }).click();
    await expect(dialog.getByLabel("Monthly charge (USD)")).toHaveAccessibleDescription(
      /greater than 0 with at most 4 decimals/,
    );
    await expect(dialog.getByLabel("Monthly charge (USD)")).toHaveValue("0");
    await expect(dialog.getByLabel("Phone number")).toHaveValue(number.typed);
    await expect(dialog.getByLabel("Client")).toHaveValue(/.+/);
    await expect(dialog.getByLabel("Client").locator("option:checked")).toHaveText("Trial Co");
    expect(await numberRow(baseURL, number.e164)).toBeUndefined();

    await dialog.getByLabel("Monthly charge (USD)").fill("2.5");
    await dialog.getByRole("button", { name: "Add number" }).click();
    await expect(page.getByText("The number was added.")).toBeVisible();
    await expect(rowOf(page, number.e164)).toContainText("Trial Co");
    expect(await numberRow(baseURL, number.e164)).toMatchObject({
      country: "Nojsland",
      monthly_charge: 2.5,
      provider: "System default",
      region_id: "eu-west",
    });
  });
});

test("a customer's GET and POST to the numbers screens are refused with no data and change nothing", async ({
  page,
  baseURL,
}) => {
  const acme = await dbValue<string>(baseURL, "SELECT id FROM accounts WHERE name = 'Acme Voice'");
  // Only this test's number: other specs add and delete numbers in parallel.
  const countTestNumber = () =>
    dbValue<number>(
      baseURL,
      "SELECT COUNT(*) FROM phone_numbers WHERE e164 LIKE '%7770000000001%' OR country = 'Nowhere'",
    );
  expect(await countTestNumber()).toBe(0);
  await signIn(page, DEMO.owner);
  const form = {
    phoneNumber: "+777 000 0000001",
    countryName: "Nowhere",
    monthlyCharge: "1",
    regionId: "eu-west",
    clientId: acme,
    provider: "System default",
  };
  for (const path of [
    "/admin/numbers",
    "/admin/numbers/new",
    "/admin/numbers/new?_data=routes%2Fadmin.numbers.new",
    "/admin/account-options?page=1",
  ]) {
    const get = await page.request.get(path, { maxRedirects: 0 });
    expect(get.status(), `GET ${path}`).toBe(403);
    const post = await page.request.post(path, { form, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 });
    expect(post.status(), `POST ${path}`).toBe(403);
    for (const body of [await get.text(), await post.text()]) {
      for (const leak of ["Acme Voice", "Trial Co", "+44", "phoneNumbers", "clients"])
        expect(body, `${path} must not contain ${leak}`).not.toContain(leak);
    }
  }
  expect(await countTestNumber()).toBe(0);
});
