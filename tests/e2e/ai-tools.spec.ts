/**
 * AI tools (issue 31; docs/features/ai-framework.md#tools), an entity screen of the pattern: with
 * JavaScript on, a tool whose URL is private is refused on its URL field with what was typed kept,
 * then a tool of the platform's own origin (/healthz) is created and its Test shows status, time and
 * body; with JavaScript off, a tool is built with parameter and header rows (the list buttons post the
 * form), created, edited (its header value kept, never shown), tested and deleted; the pre-defined
 * tools are listed read-only; the viewer is refused and another account's tool answers 404. Other
 * specs run in parallel on the same database: every tool here has a unique name and is deleted again.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";

const LIST = "/portal/ai_framework/tools";
const unique = (prefix: string) =>
  `${prefix}_${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

async function stored(baseURL: string | undefined, name: string) {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare("SELECT id, description, header_values FROM ai_tools WHERE name = ? AND deleted_at IS NULL")
      .get(name) as { id: string; description: string; header_values: string } | undefined;
  } finally {
    db.close();
  }
}

async function deleteTool(page: Page, name: string) {
  await rowOf(page, name)
    .getByRole("link", { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete tool?" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Tool deleted")).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
}

test.describe("customer, with JavaScript", () => {
  test("a private URL is refused on its field; a tool of the platform's own origin is created and tested", async ({
    page,
    baseURL,
  }) => {
    const name = unique("e2e_js");
    await signIn(page, DEMO.owner, { redirectTo: LIST });
    await waitForHydration(page);
    await page.getByRole("link", { name: "Add tool" }).click();
    const dialog = page.getByRole("dialog", { name: "Add tool" });
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("Says whether the console is up");
    await dialog.getByRole("textbox", { name: "URL", exact: true }).fill("http://10.0.0.1/x");
    await dialog.getByRole("button", { name: "Create tool" }).click();
    await expect(dialog.getByRole("textbox", { name: "URL", exact: true })).toHaveAccessibleDescription(
      /This URL leads to a private or local address, which the platform does not call/,
    );
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await expect(dialog.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(
      "Says whether the console is up",
    );
    expect(await stored(baseURL, name)).toBeUndefined();

    await dialog.getByRole("textbox", { name: "URL", exact: true }).fill(`${baseURL}/healthz`);
    await dialog.getByRole("button", { name: "Create tool" }).click();
    await expect(page.getByText("Tool created")).toBeVisible();
    await expect(rowOf(page, name)).toContainText(`${baseURL}/healthz`);

    await rowOf(page, name)
      .getByRole("link", { name: `View details ${name}` })
      .click();
    await page.getByRole("dialog", { name: "Tool details" }).getByRole("link", { name: "Test" }).click();
    const tester = page.getByRole("dialog", { name: `Test tool ${name}` });
    await expect(tester.getByText("This tool takes no arguments.")).toBeVisible();
    await tester.getByRole("button", { name: "Run test" }).click();
    const result = tester.getByRole("region", { name: "Result" });
    await expect(result.getByRole("row", { name: /^Status/ })).toHaveText(/Status\s*200/);
    await expect(result.getByRole("row", { name: /^Time/ })).toHaveText(/Time\s*\d+ ms/);
    await expect(result.getByRole("row", { name: /^Request/ })).toContainText(`GET ${baseURL}/healthz`);
    await expect(result.getByLabel("Answer body")).toHaveText('{"status":"ok"}');

    await page.goto(LIST);
    await deleteTool(page, name);
  });
});

test.describe("customer, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a tool is built with parameter and header rows, created, edited, tested and deleted", async ({
    page,
    baseURL,
  }) => {
    // About twenty page loads without JavaScript: on a busy 2-core machine they take about a minute.
    test.setTimeout(120_000);
    const name = unique("e2e_nojs");
    const secret = `demo-secret-${Date.now()}`;
    await signIn(page, DEMO.owner, { redirectTo: `${LIST}/new` });
    let dialog = page.getByRole("dialog", { name: "Add tool" });
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await dialog
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("Looks up the console's health for a city");

    // "Add parameter" and "Add header" post the form: a row more, what was typed kept, nothing saved.
    await dialog.getByRole("button", { name: "Add parameter" }).click();
    dialog = page.getByRole("dialog", { name: "Add tool" });
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await dialog.getByLabel("Parameter 1 name").fill("city");
    await dialog.getByLabel("Parameter 1 required").check();
    await dialog.getByRole("button", { name: "Add header" }).click();
    dialog = page.getByRole("dialog", { name: "Add tool" });
    await expect(dialog.getByLabel("Parameter 1 name")).toHaveValue("city");
    await dialog.getByLabel("Header 1 name").fill("X-Demo");
    await dialog.getByLabel("Header 1 value").fill(secret);
    await dialog.getByRole("textbox", { name: "URL", exact: true }).fill(`${baseURL}/healthz`);
    expect(await stored(baseURL, name)).toBeUndefined();
    await dialog.getByRole("button", { name: "Create tool" }).click();

    await expect(page.getByRole("heading", { name: "Tools", level: 1 })).toBeVisible();
    await expect(page.getByText("Tool created")).toBeVisible();
    await expect(rowOf(page, name)).toContainText("city");
    expect(JSON.parse((await stored(baseURL, name))!.header_values)).toEqual({ "x-demo": secret });

    // The pre-defined tools: listed, labelled, only viewed.
    await expect(rowOf(page, "transfer_call")).toContainText("Pre-defined");
    await expect(rowOf(page, "transfer_call").getByRole("link", { name: "Edit transfer_call" })).toHaveCount(0);
    await expect(rowOf(page, "transfer_call").getByRole("link", { name: "Delete transfer_call" })).toHaveCount(0);

    // Edit: the header's value shows only as set, and an empty field keeps it.
    await rowOf(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit tool" });
    await expect(edit.getByLabel("Header 1 value")).toHaveValue("");
    await expect(edit.getByLabel("Header 1 value")).toHaveAccessibleDescription(
      "A value is set: leave this empty to keep it.",
    );
    expect(await page.content()).not.toContain(secret);
    await edit.getByRole("textbox", { name: "Description", exact: true }).fill("The console's health, for a city");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Tool updated")).toBeVisible();
    const saved = (await stored(baseURL, name))!;
    expect(saved.description).toBe("The console's health, for a city");
    expect(JSON.parse(saved.header_values)).toEqual({ "x-demo": secret });

    // Test: a field per parameter; the request as sent, its secret header value hidden.
    await page.goto(`${LIST}/${saved.id}/test`);
    const tester = page.getByRole("dialog", { name: `Test tool ${name}` });
    await tester.getByLabel("city").fill("Oslo");
    await tester.getByRole("button", { name: "Run test" }).click();
    const result = page.getByRole("dialog", { name: `Test tool ${name}` }).getByRole("region", { name: "Result" });
    await expect(result.getByRole("row", { name: /^Status/ })).toHaveText(/Status\s*200/);
    await expect(result.getByRole("row", { name: /^Request/ })).toContainText(`GET ${baseURL}/healthz?city=Oslo`);
    await expect(result.getByLabel("Request headers")).toHaveText("X-Demo: •••");
    await expect(result.getByLabel("Answer body")).toHaveText('{"status":"ok"}');
    await expect(page.getByLabel("city")).toHaveValue("Oslo");
    expect(await page.content()).not.toContain(secret);

    await page.goto(LIST);
    await deleteTool(page, name);
    expect(await stored(baseURL, name)).toBeUndefined();
  });
});

test.describe("refusals", () => {
  test("the viewer is refused the screen, and another account's tool answers 404", async ({ page, baseURL }) => {
    await signIn(page, DEMO.viewer);
    expect((await page.goto(LIST))?.status()).toBe(403);
    expect((await page.goto(`${LIST}/new`))?.status()).toBe(403);
    await expect(page.getByRole("link", { name: "Tools" })).toHaveCount(0);

    const db = await openE2eDatabase(baseURL);
    const acmeTool = db
      .prepare(
        "SELECT t.id FROM ai_tools t JOIN users u ON u.account_id = t.account_id WHERE u.email = ? AND t.name = 'order_status'",
      )
      .pluck()
      .get(DEMO.owner.email) as string;
    db.close();
    await page.context().clearCookies();
    await signIn(page, DEMO.trial);
    expect((await page.goto(`${LIST}/${acmeTool}`))?.status()).toBe(404);
    expect((await page.goto(`${LIST}/${acmeTool}/test`))?.status()).toBe(404);
  });
});
