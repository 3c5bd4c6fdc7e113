/**
 * AI models (docs/features/ai-framework.md#models), an entity screen of the pattern: with JavaScript,
 * an OpenAI-compatible model tested in place (the typed key stays typed), created and listed, its key
 * in no page afterwards, the fields following the provider; without JavaScript, the built-in embedded
 * model view-only, a create refused on its field and kept, an edit, a stored model's Test connection
 * and a delete; the viewer refused, another account's id a 404. Test connection runs against the
 * platform's own origin at a path that answers 404: the provider's status and words, as they are.
 * Other specs run in parallel on the same database: every model here has a unique name and is
 * deleted again.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";

const EMBEDDED = "Embedded (deterministic, no LLM)";
const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
/** A path of the platform's own origin that answers 404 (allowed: the platform's own origin). */
const nowhere = (baseURL: string | undefined) => `${baseURL}/ai-framework-management/api/v1/nothing`;
/** The platform's own OpenAI-compatible endpoint: the embedded engine, keyed by the account's REST API secret. */
const ownEndpoint = (baseURL: string | undefined) => `${baseURL}/ai-framework-management/api/v1/openai/v1`;

/** The account's REST API secret, as My account shows it. */
async function restApiSecret(page: Page): Promise<string> {
  await page.goto("/portal/settings/my_account");
  await page.getByText(/^Show the secret/).click();
  return page.getByRole("textbox", { name: "Secret", exact: true }).inputValue();
}

async function stored(baseURL: string | undefined, name: string) {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare("SELECT id, provider, timeout_seconds, secrets FROM ai_models WHERE name = ? AND deleted_at IS NULL")
      .get(name) as { id: string; provider: string; timeout_seconds: number; secrets: string } | undefined;
  } finally {
    db.close();
  }
}

test.describe("customer, with JavaScript", () => {
  test("an OpenAI-compatible model at the platform's own endpoint passes Test connection, is created and listed; its key is in no page", async ({
    page,
    baseURL,
  }) => {
    const name = unique("Model js");
    // A flow of many answers (the page's and the key checks'): more than the default budget on a busy machine.
    test.slow();
    await signIn(page, DEMO.owner);
    const key = await restApiSecret(page);
    await page.goto("/portal/ai_framework/models");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Models", level: 1 })).toBeVisible();
    // The built-in model comes first, labelled.
    const firstRow = page.getByRole("row").nth(1);
    await expect(firstRow).toContainText(EMBEDDED);
    await expect(firstRow).toContainText("Built-in");

    await page.getByRole("link", { name: "Add model" }).click();
    const dialog = page.getByRole("dialog", { name: "Add model" });
    await expect(dialog.getByLabel("Provider")).toHaveValue("openai-compatible");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Base URL").fill(nowhere(baseURL));
    await dialog.getByLabel("Model", { exact: true }).fill("llama3.1:8b");
    await dialog.getByLabel("API key").fill(key);

    // Test connection in place: the platform's 404, word for word; nothing saved, the key still typed.
    await dialog.getByRole("button", { name: "Test connection" }).click();
    const result = dialog.getByRole("status", { name: /Test result/ });
    await expect(result).toContainText("The test failed.");
    await expect(result.getByRole("definition").first()).toHaveText("404");
    await expect(result).toContainText("Not found");
    await expect(dialog.getByLabel("API key")).toHaveValue(key);
    expect(await stored(baseURL, name)).toBeUndefined();

    // The platform's own chat-completions endpoint with the account's secret: the model answers.
    await dialog.getByLabel("Base URL").fill(ownEndpoint(baseURL));
    await dialog.getByLabel("Model", { exact: true }).fill("embedded");
    await dialog.getByRole("button", { name: "Test again" }).click();
    await expect(result).toContainText("Connected: the model answered.");
    await expect(result.getByRole("definition").first()).toHaveText("200");
    await expect(result).toContainText(`${ownEndpoint(baseURL)}/chat/completions`);

    // The fields follow the provider.
    await dialog.getByLabel("Provider").selectOption({ label: "Azure OpenAI" });
    await expect(dialog.getByLabel("Deployment")).toBeVisible();
    await expect(dialog.getByLabel("Model", { exact: true })).toHaveCount(0);
    await dialog.getByLabel("Provider").selectOption({ label: "OpenAI-compatible" });
    await dialog.getByLabel("Model", { exact: true }).fill("embedded");
    await dialog.getByLabel("API key").fill(key);

    await dialog.getByRole("button", { name: "Create model" }).click();
    await expect(page.getByText("Model created")).toBeVisible();
    await expect(rowOf(page, name)).toContainText("OpenAI-compatible");
    await expect(rowOf(page, name)).toContainText("embedded");
    expect(JSON.parse((await stored(baseURL, name))!.secrets)).toEqual({ apiKey: key });

    // After saving, the key is in no page and no data answer: the list, the view, the edit, the test.
    const id = (await stored(baseURL, name))!.id;
    expect(await page.content()).not.toContain(key);
    for (const path of [
      "/portal/ai_framework/models",
      `/portal/ai_framework/models/${id}`,
      `/portal/ai_framework/models/${id}/edit`,
      `/portal/ai_framework/models/${id}/test`,
      `/portal/ai_framework/models/${id}?_data=routes/portal.ai_framework.models.$id`,
    ]) {
      const answer = await page.request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).not.toContain(key);
    }
    await rowOf(page, name)
      .getByRole("link", { name: `View details ${name}` })
      .click();
    const view = page.getByRole("dialog", { name: "Model details" });
    await expect(view.getByLabel("API key")).toHaveValue("Set");
    await view.getByRole("link", { name: "Close" }).click();

    await rowOf(page, name)
      .getByRole("link", { name: `Delete ${name}` })
      .click();
    await page.getByRole("alertdialog", { name: "Delete model?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Model deleted")).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
  });
});

test.describe("customer, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the built-in model is listed first, labelled, and offers its view only", async ({ page }) => {
    await signIn(page, DEMO.owner, { redirectTo: "/portal/ai_framework/models" });
    const builtIn = rowOf(page, EMBEDDED);
    await expect(builtIn).toContainText("Built-in");
    await expect(builtIn.getByRole("link", { name: `Edit ${EMBEDDED}` })).toHaveCount(0);
    await expect(builtIn.getByRole("link", { name: `Delete ${EMBEDDED}` })).toHaveCount(0);
    await expect(page.getByRole("row").nth(1)).toContainText(EMBEDDED);
    await builtIn.getByRole("link", { name: `View details ${EMBEDDED}` }).click();
    const view = page.getByRole("dialog", { name: "Model details" });
    await expect(view).toContainText("a deterministic engine, not a language model");
    await expect(view.getByRole("button", { name: "Test connection" })).toHaveCount(0);
    // Its delete and edit open its view; nothing deletes it.
    await page.goto("/portal/ai_framework/models/embedded/delete");
    await expect(page.getByRole("dialog", { name: "Model details" })).toBeVisible();
    await page.goto("/portal/ai_framework/models/embedded/edit");
    await expect(page.getByRole("dialog", { name: "Model details" })).toBeVisible();
  });

  test("a model is created (refused on its field first), edited, tested and deleted", async ({ page, baseURL }) => {
    // A long flow of full page loads: more than the default budget on a busy machine.
    test.slow();
    await signIn(page, DEMO.owner, { redirectTo: "/portal/ai_framework/models" });
    // Create: Azure first (its fields after Continue), refused on its endpoint, what was typed kept but the key.
    const name = unique("Model nojs");
    await page.goto("/portal/ai_framework/models/new");
    let dialog = page.getByRole("dialog", { name: "Add model" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Provider").selectOption({ label: "Azure OpenAI" });
    await dialog.getByRole("button", { name: "Continue" }).click();
    dialog = page.getByRole("dialog", { name: "Add model" });
    await expect(dialog.getByLabel("Model", { exact: true })).toHaveCount(0);
    await dialog.getByLabel("Base URL").fill("https://example.com/openai");
    await dialog.getByLabel("Deployment").fill("gpt4o-prod");
    await dialog.getByLabel("API key").fill("azure-key-typed");
    await dialog.getByRole("button", { name: "Create model" }).click();
    dialog = page.getByRole("dialog", { name: "Add model" });
    await expect(dialog.getByText("Invalid Azure OpenAI endpoint (base URL)")).toBeVisible();
    await expect(dialog.getByLabel("Base URL")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Name")).toHaveValue(name);
    await expect(dialog.getByLabel("Deployment")).toHaveValue("gpt4o-prod");
    await expect(dialog.getByLabel("API key")).toHaveValue("");

    // An OpenAI-compatible server without a key instead.
    await dialog.getByLabel("Provider").selectOption({ label: "OpenAI-compatible" });
    await dialog.getByRole("button", { name: "Continue" }).click();
    dialog = page.getByRole("dialog", { name: "Add model" });
    await dialog.getByLabel("Base URL").fill(nowhere(baseURL));
    await dialog.getByLabel("Model", { exact: true }).fill("llama3.1:8b");
    await dialog.getByRole("button", { name: "Create model" }).click();
    await expect(page.getByText("Model created")).toBeVisible();
    await expect(rowOf(page, name)).toContainText("OpenAI-compatible");
    expect(await stored(baseURL, name)).toMatchObject({ provider: "openai-compatible", timeout_seconds: 30 });

    // Edit: a timeout out of range is refused on its field; then saved.
    await rowOf(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    let edit = page.getByRole("dialog", { name: "Edit model" });
    await edit.getByLabel("Timeout (seconds)").fill("999");
    await edit.getByRole("button", { name: "Save" }).click();
    edit = page.getByRole("dialog", { name: "Edit model" });
    await expect(edit.getByText("The timeout is 1 to 120 seconds")).toBeVisible();
    await edit.getByLabel("Timeout (seconds)").fill("45");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Model updated")).toBeVisible();
    expect((await stored(baseURL, name))?.timeout_seconds).toBe(45);

    // The stored model's Test connection, from its view: the provider's status and words.
    await rowOf(page, name)
      .getByRole("link", { name: `View details ${name}` })
      .click();
    const view = page.getByRole("dialog", { name: "Model details" });
    await view.getByRole("button", { name: "Test connection" }).click();
    const tester = page.getByRole("dialog", { name: "Test connection" });
    const result = tester.getByRole("status", { name: /Test result/ });
    await expect(result).toContainText("The test failed.");
    await expect(result.getByRole("definition").first()).toHaveText("404");
    await expect(result).toContainText("Not found");
    await expect(result).toContainText(`${nowhere(baseURL)}/chat/completions`);
    await tester.getByRole("button", { name: "Test again" }).click();
    await expect(page.getByRole("dialog", { name: "Test connection" }).getByRole("status")).toContainText("404");
    await page.getByRole("dialog", { name: "Test connection" }).getByRole("link", { name: "Close" }).click();

    await rowOf(page, name)
      .getByRole("link", { name: `Delete ${name}` })
      .click();
    await page.getByRole("alertdialog", { name: "Delete model?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Model deleted")).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
    expect(await stored(baseURL, name)).toBeUndefined();
  });
});

test.describe("refusals", () => {
  test.use({ javaScriptEnabled: false });

  test("the viewer is refused the models and their create", async ({ page }) => {
    await signIn(page, DEMO.viewer, { redirectTo: "/portal/call_history" });
    for (const path of ["/portal/ai_framework/models", "/portal/ai_framework/models/new"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { name: "No permission" })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Add model" })).toHaveCount(0);
    }
  });

  test("another account's model answers 404 and shows nothing of it", async ({ page, baseURL }) => {
    const db = await openE2eDatabase(baseURL);
    const acme = db
      .prepare(
        "SELECT m.id, m.name FROM ai_models m JOIN users u ON u.account_id = m.account_id WHERE u.email = ? AND m.deleted_at IS NULL ORDER BY m.created_at LIMIT 1",
      )
      .get(DEMO.owner.email) as { id: string; name: string };
    db.close();
    await signIn(page, DEMO.trial, { redirectTo: "/portal/ai_framework/models" });
    for (const path of ["", "/edit", "/test"]) {
      const response = await page.goto(`/portal/ai_framework/models/${acme.id}${path}`);
      expect(response?.status(), path).toBe(404);
      expect(await page.content()).not.toContain(acme.name);
    }
  });
});

test.describe("administrator", () => {
  test("lists every account's own models with the account, read-only", async ({ page }) => {
    await signIn(page, DEMO.admin, { redirectTo: "/admin/ai_framework/models" });
    await expect(page.getByRole("heading", { name: "Models (all accounts)", level: 1 })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Account name" })).toBeVisible();
    const seeded = rowOf(page, "OpenAI GPT-4o mini");
    await expect(seeded).toContainText("Acme Voice");
    await expect(page.getByRole("cell", { name: EMBEDDED, exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add model" })).toHaveCount(0);
    await seeded.getByRole("link", { name: "View details OpenAI GPT-4o mini" }).click();
    const view = page.getByRole("dialog", { name: "Model details" });
    await expect(view.getByLabel("API key")).toHaveValue("Set");
    await expect(view.getByRole("button", { name: "Test connection" })).toHaveCount(0);
  });
});
