/**
 * AI documents (issue 31 item 4; docs/features/ai-framework.md#documents): with JavaScript off, pasted
 * Markdown with three headings becomes a Ready document of three chunks, the chunk browser shows them
 * and the retrieval test ranks the chunk of the section a question is about first, with the same score
 * asked twice, above the threshold line; with JavaScript on, a file is uploaded, becomes Ready while
 * the list follows it, and is deleted. The viewer is refused, and another account's document is a 404.
 * Other specs run in parallel on the same database: every document here has a unique name and is
 * deleted again, and nothing counts Acme Voice's documents.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";

const LIST = "/portal/ai_framework/documents";
const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

const THREE_SECTIONS = [
  "# Billing",
  "",
  "Refunds are paid back to your card within five days. Ask support for a refund.",
  "",
  "# Shipping",
  "",
  "Parcels ship from our warehouse every weekday. Tracking numbers arrive by e-mail.",
  "",
  "# Accounts",
  "",
  "You can close your account at any time from the settings page.",
].join("\n");

async function deleteDocument(page: Page, name: string) {
  await rowOf(page, name)
    .getByRole("link", { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete document?" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Document deleted.")).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
}

test.describe("customer, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pasted Markdown becomes three chunks, browsed and ranked by the retrieval test", async ({ page, baseURL }) => {
    const name = unique("Docs e2e");
    await signIn(page, DEMO.owner, { redirectTo: `${LIST}/new` });
    let dialog = page.getByRole("dialog", { name: "Add document" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("radio", { name: "Paste text" }).check();
    await dialog.getByLabel("Chunk size (characters)").fill("50");
    await dialog.getByRole("button", { name: "Add document" }).click();
    // Refused on their fields, what was typed kept.
    dialog = page.getByRole("dialog", { name: "Add document" });
    await expect(dialog.getByText("Paste the document's text")).toBeVisible();
    await expect(dialog.getByText("The chunk size is 200 to 4,000 characters")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue(name);
    await dialog.getByLabel("Text", { exact: true }).fill(THREE_SECTIONS);
    await dialog.getByLabel("Chunk size (characters)").fill("1000");
    await dialog.getByRole("button", { name: "Add document" }).click();

    await expect(page.getByRole("heading", { name: "Documents", level: 1 })).toBeVisible();
    await expect(page.getByText("Document added. It is being read and indexed.")).toBeVisible();
    const row = rowOf(page, name);
    await expect(row).toContainText("Pasted text");
    await expect(row).toContainText("Ready");
    await expect(row.getByRole("cell", { name: "3", exact: true })).toBeVisible();

    await row.getByRole("link", { name: `View details ${name}` }).click();
    const view = page.getByRole("dialog", { name: "Document details" });
    const chunks = view.getByRole("table", { name: "3 chunks" });
    await expect(chunks.getByRole("row")).toHaveCount(4);
    await expect(chunks.getByRole("row").nth(1)).toContainText("Billing");
    await expect(chunks.getByRole("row").nth(2)).toContainText("Shipping");
    await expect(chunks.getByRole("row").nth(3)).toContainText("Accounts");
    await expect(chunks.getByRole("row").nth(2)).toContainText("Parcels ship from our warehouse every weekday.");

    // The retrieval test of this document, from its view.
    await view.getByRole("link", { name: "Retrieval test" }).click();
    let test = page.getByRole("dialog", { name: "Retrieval test" });
    await expect(test.getByRole("checkbox", { name })).toBeChecked();
    await test.getByLabel("Question").fill("When do parcels ship from the warehouse?");
    await test.getByRole("button", { name: "Rank chunks" }).click();
    test = page.getByRole("dialog", { name: "Retrieval test" });
    const ranked = test.getByRole("table", { name: /chunks? found/ });
    const first = ranked.getByRole("row").nth(1);
    await expect(first).toContainText("Shipping");
    await expect(first).toContainText("Used");
    await expect(first.getByRole("cell").nth(5)).toHaveText("parcels, ship, shipping, warehouse");
    const score = await first.getByRole("cell").nth(1).textContent();
    expect(Number(score)).toBeGreaterThan(0);
    await expect(ranked.getByText(/^Threshold [\d.]+: the chunks below are not used$/)).toBeVisible();
    await expect(test.getByText("Words searched: parcels, ship, warehouse.")).toBeVisible();

    // The same question again: the same ranking and the same score (the URL is the question: reload it).
    await page.reload();
    const again = page.getByRole("dialog", { name: "Retrieval test" }).getByRole("table", { name: /chunks? found/ });
    await expect(again.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText(score ?? "");

    // Stored as the platform made it.
    const db = await openE2eDatabase(baseURL);
    try {
      const stored = db
        .prepare("SELECT status, chunk_count FROM ai_documents WHERE name = ? AND deleted_at IS NULL")
        .get(name);
      expect(stored).toEqual({ status: "Ready", chunk_count: 3 });
    } finally {
      db.close();
    }

    await page.goto(LIST);
    await deleteDocument(page, name);
  });
});

test.describe("customer, with JavaScript", () => {
  test("an uploaded file is read in the background, shown Ready, and deleted", async ({ page }) => {
    const name = unique("Upload e2e");
    await signIn(page, DEMO.owner, { redirectTo: LIST });
    await waitForHydration(page);
    await page.getByRole("link", { name: "Add document" }).click();
    const dialog = page.getByRole("dialog", { name: "Add document" });
    await dialog.getByLabel("Name").fill(name);
    await expect(dialog.getByRole("radio", { name: "Upload a file" })).toBeChecked();
    // With JavaScript only the chosen source's field shows.
    await expect(dialog.getByLabel("Text", { exact: true })).toHaveCount(0);
    await dialog.getByLabel("File", { exact: true }).setInputFiles({
      name: "guide.md",
      mimeType: "text/markdown",
      buffer: Buffer.from(THREE_SECTIONS),
    });
    await dialog.getByRole("button", { name: "Add document" }).click();
    await expect(page.getByText("Document added. It is being read and indexed.")).toBeVisible();
    const row = rowOf(page, name);
    await expect(row).toContainText("File: guide.md");
    await expect(row).toContainText("Ready", { timeout: 15_000 });
    await expect(row.getByRole("cell", { name: "3", exact: true })).toBeVisible();
    await deleteDocument(page, name);
  });
});

test.describe("refusals", () => {
  test("the viewer is refused the documents, and another account's document is not found", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, DEMO.viewer);
    expect((await page.goto(LIST))?.status()).toBe(403);
    await expect(page.getByText("Acme Voice help")).toHaveCount(0);

    const db = await openE2eDatabase(baseURL);
    let trialDocument: string;
    try {
      trialDocument = db
        .prepare(
          "SELECT d.id FROM ai_documents d JOIN users u ON u.account_id = d.account_id WHERE u.email = ? AND d.deleted_at IS NULL LIMIT 1",
        )
        .pluck()
        .get(DEMO.trial.email) as string;
    } finally {
      db.close();
    }
    await page.context().clearCookies();
    await signIn(page, DEMO.owner);
    expect((await page.goto(`${LIST}/${trialDocument}`))?.status()).toBe(404);
    await expect(page.getByText("Trial FAQ")).toHaveCount(0);
  });
});
