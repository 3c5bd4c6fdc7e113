/**
 * AI agents (issue 31 item 5; docs/features/ai-framework.md#agents, #preview, #versions, #try-it). With
 * JavaScript off: a document is pasted, the prompt is previewed with a sample value ("Preview" posts,
 * nothing is saved), an agent is created on it, Try it answers a question from the document and the
 * answer's record names the chunk; publish v1, edit, publish v2, the diff shows the edit, roll back to
 * v1 (v3), and v3 equals v1. With JavaScript on: the preview follows the typing, an intent is added
 * with "Add intent", and Try it answers it. The viewer is refused. Every record here has a unique name.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";

const AGENTS = "/portal/ai_framework/agents";
const DOCUMENTS = "/portal/ai_framework/documents";
const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

const HANDBOOK = [
  "# Deliveries",
  "",
  "Parcels leave the warehouse within two working days. Tracking links arrive by e-mail.",
  "",
  "# Refunds",
  "",
  "A refund is paid back to the original card within five working days after the return arrives.",
].join("\n");

async function pasteDocument(page: Page, name: string) {
  await page.goto(`${DOCUMENTS}/new`);
  const dialog = page.getByRole("dialog", { name: "Add document" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("radio", { name: "Paste text" }).check();
  await dialog.getByLabel("Text", { exact: true }).fill(HANDBOOK);
  await dialog.getByRole("button", { name: "Add document" }).click();
  await expect(rowOf(page, name)).toContainText("Ready");
}

test.describe("customer, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an agent answers from its document with the chunk named; publish, edit, diff and roll back", async ({
    page,
  }) => {
    test.slow();
    const documentName = unique("Handbook");
    const name = unique("Shop agent");
    await signIn(page, DEMO.owner);
    await pasteDocument(page, documentName);

    await page.goto(`${AGENTS}/new`);
    let dialog = page.getByRole("dialog", { name: "Add agent" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Prompt").fill("You help the shop's customers.");
    await dialog.getByLabel("Welcome message").fill("Hello, how can I help?");
    await dialog.getByRole("checkbox", { name: documentName }).check();
    // Preview: the form comes back as typed with the prompt expanded, and nothing is saved.
    await dialog
      .getByLabel("Prompt")
      .fill('You help {caller}.{{#if channel == "chat"}} Write.{{#else}} Be brief.{{/if}}');
    await dialog.getByRole("button", { name: "Preview" }).click();
    const preview = dialog.getByRole("region", { name: "Preview", exact: true });
    await expect(preview.locator("pre").first()).toHaveText("You help +15550100. Be brief.");
    await preview.getByLabel("{channel}").fill("chat");
    await dialog.getByRole("button", { name: "Preview" }).click();
    await expect(preview.locator("pre").first()).toHaveText("You help +15550100. Write.");
    await expect(preview.getByLabel("{channel}")).toHaveValue("chat");
    await expect(dialog.getByLabel("Name")).toHaveValue(name);
    await expect(dialog.getByRole("checkbox", { name: documentName })).toBeChecked();
    await dialog.getByRole("button", { name: "Create agent" }).click();
    await expect(page.getByText("Agent created")).toBeVisible();
    const row = rowOf(page, name);
    await expect(row).toContainText("Embedded (deterministic, no LLM)");
    await expect(row).toContainText("Draft, not published");

    // Try it: the answer quotes the document, and its record names the chunk.
    await row.getByRole("link", { name: `Try it ${name}` }).click();
    await page.getByRole("button", { name: "Start the chat" }).click();
    await expect(page.getByText("Hello, how can I help?")).toBeVisible();
    await page.getByLabel("Your message").fill("how long does a refund take to reach my card?");
    await page.getByRole("button", { name: "Send" }).click();
    const transcript = page.getByRole("list", { name: "Messages" });
    await expect(transcript).toContainText("five working days");
    await expect(transcript).toContainText(`document: ${documentName} › Refunds`);
    await transcript.getByText(/Why this answer: a document/).click();
    await expect(transcript.getByRole("table", { name: "Document passages" })).toContainText(
      `${documentName} › Refunds`,
    );
    await expect(transcript).toContainText("deterministic, no language model");

    // Versions: publish v1, edit the welcome, publish v2, compare, roll back to v1.
    await page.goto(AGENTS);
    await rowOf(page, name)
      .getByRole("link", { name: `Versions ${name}` })
      .click();
    await page.getByRole("button", { name: "Publish as v1" }).click();
    await expect(page.getByText("Published as version 1")).toBeVisible();
    await page.goto(AGENTS);
    await rowOf(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    dialog = page.getByRole("dialog", { name: "Edit agent" });
    await dialog.getByLabel("Welcome message").fill("Welcome to the shop.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Agent updated")).toBeVisible();
    await expect(rowOf(page, name)).toContainText("v1, draft changed");
    await rowOf(page, name)
      .getByRole("link", { name: `Versions ${name}` })
      .click();
    await page.getByRole("button", { name: "Publish as v2" }).click();
    // After a publish, the new version against the one before it.
    const changes = page.getByRole("region", { name: "Changes to Welcome message" });
    await expect(changes.locator("del")).toContainText("Hello, how can I help?");
    await expect(changes.locator("ins")).toContainText("Welcome to the shop.");
    await page.getByRole("button", { name: "Roll back to v1" }).click();
    await expect(page.getByText("Version 1 published again as version 3")).toBeVisible();
    await page.getByLabel("Compare").selectOption("1");
    await page.getByLabel("with").selectOption("3");
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await expect(page.getByText("No differences.")).toBeVisible();
  });
});

test.describe("customer, with JavaScript", () => {
  test("an intent added in the dialog answers in Try it", async ({ page }) => {
    test.slow();
    const name = unique("Hours agent");
    await signIn(page, DEMO.owner, { redirectTo: `${AGENTS}/new` });
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Add agent" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Add intent" }).click();
    await dialog.getByLabel("Intent 1: name").fill("hours");
    await dialog.getByLabel("Intent 1: examples").fill("when are you open\nwhat are your opening hours");
    await dialog.getByLabel("Intent 1: answer").fill("Nine to five, {caller}.");
    // The preview follows the typing and the sample values.
    const preview = dialog.getByRole("region", { name: "Preview", exact: true });
    await dialog.getByLabel("Prompt").fill("Hello {caller}, {{#if vip}}welcome back{{#else}}welcome{{/if}}.");
    await expect(preview.locator("pre").first()).toHaveText("Hello +15550100, welcome.");
    await preview.getByLabel("{vip}").fill("yes");
    await expect(preview.locator("pre").first()).toHaveText("Hello +15550100, welcome back.");
    // A malformed prompt: the preview says where; saving is refused on the field; what was typed stays.
    await dialog.getByLabel("Prompt").fill("{{#if caller}}Hi");
    await expect(preview).toContainText(
      "It cannot be expanded: line 1, column 17: expected {{/if}} for the {{#if}} at line 1, column 1",
    );
    await dialog.getByRole("button", { name: "Create agent" }).click();
    await expect(
      dialog.getByText("line 1, column 17: expected {{/if}} for the {{#if}} at line 1, column 1", { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByLabel("Intent 1: examples")).toHaveValue("when are you open\nwhat are your opening hours");
    await dialog.getByLabel("Prompt").fill("You say the opening hours.");
    await dialog.getByRole("button", { name: "Create agent" }).click();
    await expect(page.getByText("Agent created")).toBeVisible();

    await rowOf(page, name)
      .getByRole("link", { name: `Try it ${name}` })
      .click();
    await page.getByLabel("Caller's number").fill("+441130000001");
    await page.getByRole("button", { name: "Start the chat" }).click();
    await page.getByLabel("Your message").fill("when are you open?");
    await page.getByRole("button", { name: "Send" }).click();
    const transcript = page.getByRole("list", { name: "Messages" });
    await expect(transcript).toContainText("Nine to five, +441130000001.");
    await expect(transcript).toContainText("intent: hours");
  });
});

test("the viewer is refused the agents", async ({ page }) => {
  await signIn(page, DEMO.viewer);
  const answer = await page.goto(AGENTS);
  expect(answer?.status()).toBe(403);
});
