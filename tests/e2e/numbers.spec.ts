/**
 * Phone numbers (issue 16) beyond buying, on the entity pattern: porting a number in to Active (and
 * a carrier's refusal to Port Failed), configuring it (name, default, format, prefix, language and
 * the language's voices) and deleting it, with JavaScript off and on; requirement documents to Under
 * Review (a wrong file type refused first); a trial account's second number refused; the
 * administrator's list and read-only view; axe on the list and the configure dialog. Every number
 * here is a new one (a unique +4477 number ported in), except the documents tests, which take Acme
 * Voice's seeded Requirement Info Pending and Exception numbers (no other spec uses them).
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";

/** A number no seed or other test uses, in E.164. */
const uniqueNumber = () => `+4477${`${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9)}`;
const rowOf = (page: Page, e164: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: e164, exact: true }) });

async function stored(baseURL: string | undefined, e164: string) {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare(
        "SELECT name, status, is_default, format, prefix, language, voice, deleted_at FROM phone_numbers WHERE e164 = ? ORDER BY created_at DESC LIMIT 1",
      )
      .get(e164) as
      | {
          name: string;
          status: string;
          is_default: number;
          format: string;
          prefix: string | null;
          language: string;
          voice: string;
          deleted_at: number | null;
        }
      | undefined;
  } finally {
    db.close();
  }
}

/** Acme Voice's seeded number in this status: its E.164 and name. */
async function acmeNumberIn(baseURL: string | undefined, status: string) {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare(
        "SELECT p.e164, p.name FROM phone_numbers p JOIN accounts a ON a.id = p.account_id WHERE a.name = 'Acme Voice' AND p.status = ? AND p.deleted_at IS NULL ORDER BY p.created_at LIMIT 1",
      )
      .get(status) as { e164: string; name: string };
  } finally {
    db.close();
  }
}

async function portIn(page: Page, e164: string, name: string, carrier = "Old Telecom") {
  await page.getByRole("link", { name: "Port a number" }).click();
  const dialog = page.getByRole("dialog", { name: "Port a number" });
  await dialog.getByLabel("Number to port").fill(e164);
  await dialog.getByRole("textbox", { name: /^Name/ }).fill(name);
  await dialog.getByRole("textbox", { name: /^Country/ }).fill("United Kingdom");
  await dialog.getByRole("textbox", { name: /^Current carrier/ }).fill(carrier);
  await dialog.getByLabel("Account number at the current carrier").fill("ACC-77");
  return dialog;
}

/** Reloads the list until the number's row shows the status (the simulated carrier answers within seconds). */
async function waitForStatus(page: Page, e164: string, status: string) {
  await expect(async () => {
    await page.reload();
    await expect(rowOf(page, e164)).toContainText(status, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a number is ported in to Active, configured and deleted", async ({ page, baseURL }) => {
    const e164 = uniqueNumber();
    await signIn(page, DEMO.owner, { redirectTo: "/portal/numbers" });
    await expect(page.getByRole("heading", { name: /^Phone numbers/, level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Buy numbers" })).toHaveAttribute("href", /\/portal\/numbers\/buy/);

    // Without the authorisation the port is refused, keeping what was typed.
    let dialog = await portIn(page, "4477 12", "No JS line");
    await dialog.getByRole("button", { name: "Request port-in" }).click();
    dialog = page.getByRole("dialog", { name: "Port a number" });
    await expect(dialog.getByLabel("Number to port")).toHaveAccessibleDescription(/E\.164/);
    await expect(dialog.getByText("Confirm that you are authorised to move this number")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Current carrier/ })).toHaveValue("Old Telecom");
    await dialog.getByLabel("Number to port").fill(e164);
    await dialog.getByLabel("I am authorised to move this number to this account").check();
    await dialog.getByRole("button", { name: "Request port-in" }).click();
    await expect(page.getByText("Port-in requested.")).toBeVisible();
    await expect(rowOf(page, e164)).toContainText("Port Pending");
    await waitForStatus(page, e164, "Active");

    // Configure: the voices follow the language after "Continue".
    await rowOf(page, e164).getByRole("link", { name: /^Edit/ }).click();
    dialog = page.getByRole("dialog", { name: "Configure phone number" });
    await dialog.getByRole("textbox", { name: /^Name/ }).fill("No JS desk");
    await dialog.getByLabel("Default number of the account").check();
    await dialog.getByLabel("Format").selectOption("National");
    await dialog.getByLabel("Prefix").fill("+44");
    await dialog.getByLabel("Language").selectOption("de-DE");
    await dialog.getByRole("button", { name: "Continue" }).click();
    dialog = page.getByRole("dialog", { name: "Configure phone number" });
    await expect(dialog.getByRole("textbox", { name: /^Name/ })).toHaveValue("No JS desk");
    await expect(dialog.getByLabel("Voice").locator("option")).toHaveText(["de-DE-KatjaNeural", "de-DE-ConradNeural"]);
    await dialog.getByLabel("Voice").selectOption("de-DE-ConradNeural");
    await dialog.getByLabel("Prefix").fill("12345678901");
    await dialog.getByRole("button", { name: "Save" }).click();
    dialog = page.getByRole("dialog", { name: "Configure phone number" });
    await expect(dialog.getByLabel("Prefix")).toHaveAccessibleDescription(
      "A prefix is up to 8 digits, optionally after a +",
    );
    await dialog.getByLabel("Prefix").fill("+44");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Phone number configured")).toBeVisible();
    await expect(rowOf(page, e164)).toContainText("No JS desk");
    await expect(rowOf(page, e164)).toContainText("Default");
    expect(await stored(baseURL, e164)).toMatchObject({
      name: "No JS desk",
      is_default: 1,
      format: "National",
      prefix: "+44",
      language: "de-DE",
      voice: "de-DE-ConradNeural",
    });

    // Delete: released, no longer listed, its row kept.
    await rowOf(page, e164)
      .getByRole("link", { name: /^Delete/ })
      .click();
    await page
      .getByRole("alertdialog", { name: "Delete phone number?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Phone number deleted")).toBeVisible();
    await expect(rowOf(page, e164)).toHaveCount(0);
    expect(await stored(baseURL, e164)).toMatchObject({ status: "Deleted", is_default: 0 });
  });

  test("requirement documents go for review; a wrong type is refused first", async ({ page, baseURL }) => {
    const number = await acmeNumberIn(baseURL, "Requirement Info Pending");
    await signIn(page, DEMO.owner, { redirectTo: `/portal/numbers?search=${encodeURIComponent(number.e164)}` });
    await rowOf(page, number.e164)
      .getByRole("link", { name: /^Upload documents/ })
      .click();
    let dialog = page.getByRole("dialog", { name: /^Upload documents/ });
    await dialog
      .getByLabel("Documents")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await dialog.getByRole("button", { name: "Upload" }).click();
    dialog = page.getByRole("dialog", { name: /^Upload documents/ });
    await expect(dialog.getByLabel("Documents")).toHaveAccessibleDescription(
      "Documents must be PDF, PNG or JPEG files",
    );
    expect((await stored(baseURL, number.e164))?.status).toBe("Requirement Info Pending");
    await dialog.getByLabel("Documents").setInputFiles({
      name: "passport.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4 e2e passport"),
    });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Documents uploaded. They are now under review.")).toBeVisible();
    await expect(rowOf(page, number.e164)).toContainText("Requirement Info Under Review");
    await waitForStatus(page, number.e164, "Active");
  });
});

test.describe("with JavaScript", () => {
  test("a refused port ends in Port Failed; a number's voices follow its language; deleting it", async ({
    page,
    baseURL,
  }) => {
    const failing = uniqueNumber();
    await signIn(page, DEMO.owner, { redirectTo: "/portal/numbers" });
    await waitForHydration(page);
    let dialog = await portIn(page, failing, "Refused line", "Reject Telecom");
    await dialog.getByLabel("I am authorised to move this number to this account").check();
    await dialog.getByRole("button", { name: "Request port-in" }).click();
    await expect(page.getByText("Port-in requested.")).toBeVisible();
    await waitForStatus(page, failing, "Port Failed");

    const e164 = uniqueNumber();
    await waitForHydration(page);
    dialog = await portIn(page, e164, "JS line");
    await dialog.getByLabel("I am authorised to move this number to this account").check();
    await dialog.getByRole("button", { name: "Request port-in" }).click();
    await expect(rowOf(page, e164)).toContainText("Port Pending");
    await waitForStatus(page, e164, "Active");
    await waitForHydration(page);
    await rowOf(page, e164).getByRole("link", { name: /^Edit/ }).click();
    dialog = page.getByRole("dialog", { name: "Configure phone number" });
    await dialog.getByLabel("Language").selectOption("fr-FR");
    await expect(dialog.getByLabel("Voice").locator("option")).toHaveText(["fr-FR-DeniseNeural", "fr-FR-HenriNeural"]);
    await dialog.getByLabel("Voice").selectOption("fr-FR-HenriNeural");
    await dialog.getByRole("textbox", { name: /^Name/ }).fill("JS desk");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Phone number configured")).toBeVisible();
    expect(await stored(baseURL, e164)).toMatchObject({
      name: "JS desk",
      language: "fr-FR",
      voice: "fr-FR-HenriNeural",
    });

    await rowOf(page, e164)
      .getByRole("link", { name: /^Delete/ })
      .click();
    await page
      .getByRole("alertdialog", { name: "Delete phone number?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Phone number deleted")).toBeVisible();
    await expect(rowOf(page, e164)).toHaveCount(0);
    expect((await stored(baseURL, e164))?.status).toBe("Deleted");
  });

  test("a refused number's documents go for review again", async ({ page, baseURL }) => {
    const number = await acmeNumberIn(baseURL, "Requirement Info Exception");
    await signIn(page, DEMO.owner, { redirectTo: `/portal/numbers?search=${encodeURIComponent(number.e164)}` });
    await waitForHydration(page);
    await rowOf(page, number.e164)
      .getByRole("link", { name: /^Upload documents/ })
      .click();
    const dialog = page.getByRole("dialog", { name: /^Upload documents/ });
    await dialog.getByLabel("Documents").setInputFiles({
      name: "bill.png",
      mimeType: "image/png",
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Documents uploaded. They are now under review.")).toBeVisible();
    await expect(rowOf(page, number.e164)).toContainText("Requirement Info Under Review");
  });

  test("a test call to a number with a bot opens in the call history, answered by that bot", async ({
    page,
    baseURL,
  }) => {
    const db = await openE2eDatabase(baseURL);
    let number: { id: string; e164: string; bot: string };
    try {
      number = db
        .prepare(
          `SELECT p.id, p.e164, b.name AS bot FROM phone_numbers p JOIN accounts a ON a.id = p.account_id JOIN bots b ON b.id = p.bot_id
           WHERE a.name = 'Acme Voice' AND p.status = 'Active' AND p.deleted_at IS NULL AND b.deleted_at IS NULL ORDER BY p.e164 LIMIT 1`,
        )
        .get() as { id: string; e164: string; bot: string };
    } finally {
      db.close();
    }
    await signIn(page, DEMO.owner, { redirectTo: `/portal/numbers/${number.id}` });
    const view = page.getByRole("dialog", { name: "Phone number details" });
    await expect(view.getByRole("textbox", { name: "Number", exact: true })).toHaveValue(number.e164);
    await waitForHydration(page);
    await view.getByRole("button", { name: "Place a test call" }).click();
    const details = page.getByRole("dialog", { name: "Call details" });
    await expect(details).toBeVisible();
    await expect(details).toContainText(number.bot);
    await expect(page.getByText("Test call placed", { exact: false })).toBeVisible();
  });

  test("a trial account's second number is refused", async ({ page, baseURL }) => {
    const e164 = uniqueNumber();
    await signIn(page, DEMO.trial, { redirectTo: "/portal/numbers" });
    await expect(page.getByText("A trial account holds one phone number, valid 28 days.")).toBeVisible();
    // Its one number shows its expiry.
    await expect(page.getByRole("columnheader", { name: "Expires (UTC)" })).toBeVisible();
    await waitForHydration(page);
    const dialog = await portIn(page, e164, "Second line");
    await dialog.getByLabel("I am authorised to move this number to this account").check();
    await dialog.getByRole("button", { name: "Request port-in" }).click();
    await expect(dialog.getByText("Only Essential", { exact: false })).toBeVisible();
    await expect(dialog.getByLabel("Number to port")).toHaveValue(e164);
    expect(await stored(baseURL, e164)).toBeUndefined();
  });
});

test("the administrator's list of every account's numbers and a read-only number", async ({ page, baseURL }) => {
  const number = await acmeNumberIn(baseURL, "Manually Added");
  await signIn(page, DEMO.admin, { redirectTo: `/admin/numbers?search=${encodeURIComponent(number.e164)}` });
  await expect(page.getByRole("heading", { name: /^Phone numbers \(all accounts\)/, level: 1 })).toBeVisible();
  await expect(rowOf(page, number.e164)).toContainText("Acme Voice");
  await expect(rowOf(page, number.e164)).toContainText("Manually Added");
  await rowOf(page, number.e164).getByRole("link", { name: /^View/ }).click();
  const dialog = page.getByRole("dialog", { name: "Phone number details" });
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(number.name);
  await expect(dialog.getByRole("button", { name: "Save" })).toHaveCount(0);
});

test.describe("at 390 px, without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("each number is one line: dates never wrap, the row's actions are one button with a menu", async ({
    page,
    baseURL,
  }) => {
    const number = await acmeNumberIn(baseURL, "Active");
    await signIn(page, DEMO.owner, { redirectTo: "/portal/numbers" });
    const rows = page.getByRole("table", { name: "Phone numbers" }).locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(1);
    for (const height of heights) expect(height).toBeLessThanOrEqual(48);
    // The creation date reads on one line, whole.
    const created = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.querySelectorAll("td")];
        const cell = cells.find((td) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(td.textContent ?? ""))!;
        const range = document.createRange();
        range.selectNodeContents(cell);
        return { lines: range.getClientRects().length, cut: cell.scrollWidth > cell.clientWidth };
      }),
    );
    for (const date of created) expect(date).toEqual({ lines: 1, cut: false });

    // The actions are one button; its menu lists them, and one opens its dialog.
    await page.goto(`/portal/numbers?search=${encodeURIComponent(number.e164)}`);
    const row = rowOf(page, number.e164);
    const view = row.getByRole("link", { name: `View details ${number.name}` });
    await expect(view).toBeHidden();
    await row.getByRole("button", { name: `Actions for ${number.name}` }).click();
    await expect(row.getByRole("link", { name: `Edit ${number.name}` })).toBeVisible();
    await view.click();
    await expect(page.getByRole("dialog", { name: "Phone number details" })).toBeVisible();
  });
});
