/**
 * Speech services (issue 14), an entity screen of the bots' pattern: create → list → view → edit →
 * delete with JavaScript off (a Deepgram service, its fields shown after "Continue"; its API key
 * never comes back; a provider's name refused) and on (the fields follow the provider and the
 * usage), a trial account's Essential notice, and the administrator's list and read-only view.
 * Other specs run in parallel on the same database: every record here has a unique name and is
 * deleted again, and nothing counts Acme Voice's records.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

/** Live speech services of an account with this name (any case). */
async function storedNamed(baseURL: string | undefined, account: string, name: string): Promise<number> {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare(
        "SELECT COUNT(*) FROM speech_services s JOIN accounts a ON a.id = s.account_id WHERE a.name = ? AND lower(s.name) = lower(?) AND s.deleted_at IS NULL",
      )
      .pluck()
      .get(account, name) as number;
  } finally {
    db.close();
  }
}

test.describe("customer, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Deepgram service is created, listed, viewed, edited and deleted; a provider's name is refused; its API key never comes back", async ({
    page,
    baseURL,
  }) => {
    const apiKey = `dg-${Date.now()}-e2e-key`;
    const name = unique("E2E deepgram");
    await signIn(page, DEMO.owner, { redirectTo: "/portal/speech_services/new" });
    let dialog = page.getByRole("dialog", { name: "Add speech service" });
    // An Azure service is offered first: its credentials, not Deepgram's.
    await expect(dialog.getByLabel("Azure region")).toBeVisible();
    await expect(dialog.getByLabel("Deepgram model")).toHaveCount(0);
    await dialog.getByLabel("Provider").selectOption({ label: "Deepgram" });
    await dialog.getByLabel("Usage").selectOption({ label: "Speech to text" });
    await dialog.getByLabel("Name").fill("deepgram");
    await dialog.getByRole("button", { name: "Continue" }).click();

    // Deepgram's fields are there now, and what was typed is kept.
    dialog = page.getByRole("dialog", { name: "Add speech service" });
    await expect(dialog.getByLabel("Name")).toHaveValue("deepgram");
    await expect(dialog.getByLabel("Azure region")).toHaveCount(0);
    await expect(dialog.getByLabel("Deepgram model")).toHaveValue("nova-3-general");
    await dialog.getByLabel("API key").fill(apiKey);
    await dialog.getByRole("button", { name: "Create speech service" }).click();

    // A provider's name is refused on the name field; the key is not sent back, nothing is stored.
    dialog = page.getByRole("dialog", { name: "Add speech service" });
    await expect(dialog.getByText("The name must not be a provider name")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("API key")).toHaveValue("");
    expect(await page.content()).not.toContain(apiKey);
    expect(await storedNamed(baseURL, "Acme Voice", "deepgram")).toBe(0);

    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("API key").fill(apiKey);
    await dialog.getByRole("button", { name: "Create speech service" }).click();

    await expect(page.getByRole("heading", { name: "Speech services", level: 1 })).toBeVisible();
    await expect(page.getByText("Speech service created")).toBeVisible();
    await expect(rowOf(page, name)).toContainText("Deepgram");
    await expect(rowOf(page, name)).toContainText("Speech to text");
    expect(await page.content()).not.toContain(apiKey);

    await rowOf(page, name)
      .getByRole("link", { name: `View details ${name}` })
      .click();
    const view = page.getByRole("dialog", { name: "Speech service details" });
    await expect(view.getByLabel("API key")).toHaveValue("Set");
    await expect(view.getByLabel("Deepgram model")).toHaveValue("nova-3-general");
    await expect(view.getByLabel("Name")).toBeDisabled();
    expect(await page.content()).not.toContain(apiKey);
    const data = await page.request.get(`${page.url().split("?")[0]}?_data=routes/portal.speech_services.$id`);
    expect(data.status()).toBe(200);
    expect(await data.text()).not.toContain(apiKey);
    await view.getByRole("link", { name: "Close" }).click();

    await rowOf(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit speech service" });
    await expect(edit.getByLabel("API key")).toHaveValue("");
    await expect(edit.getByText("Set — leave empty to keep it")).toBeVisible();
    const renamed = `${name} v2`;
    await edit.getByLabel("Name").fill(renamed);
    await edit.getByLabel("Deepgram model").selectOption("nova-2-general");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Speech service updated")).toBeVisible();
    await expect(rowOf(page, renamed)).toBeVisible();
    expect(await page.content()).not.toContain(apiKey);

    // The key stayed set through the edit.
    await rowOf(page, renamed)
      .getByRole("link", { name: `View details ${renamed}` })
      .click();
    const again = page.getByRole("dialog", { name: "Speech service details" });
    await expect(again.getByLabel("API key")).toHaveValue("Set");
    await expect(again.getByLabel("Deepgram model")).toHaveValue("nova-2-general");
    await again.getByRole("link", { name: "Close" }).click();

    await rowOf(page, renamed)
      .getByRole("link", { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete speech service?" });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Speech service deleted")).toBeVisible();
    await expect(rowOf(page, renamed)).toHaveCount(0);
    expect(await storedNamed(baseURL, "Acme Voice", renamed)).toBe(0);
  });

  test("a trial account sees the Essential notice, is offered no Add, and a create is refused with it", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, DEMO.trial, { redirectTo: "/portal/speech_services" });
    await expect(page.getByRole("heading", { name: "Speech services", level: 1 })).toBeVisible();
    await expect(page.getByText("Only Essential plan accounts can use this.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add speech service" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add speech service" })).toHaveCount(0);

    // The dialog's address still opens (the roles allow it), says so, and the platform refuses.
    await page.goto("/portal/speech_services/new");
    const dialog = page.getByRole("dialog", { name: "Add speech service" });
    await expect(dialog.getByText("Only Essential plan accounts can use this.")).toBeVisible();
    const name = unique("Trial speech");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("API key").fill("trial-azure-key");
    await dialog.getByLabel("Azure region").fill("westeurope");
    await dialog.getByRole("button", { name: "Create speech service" }).click();
    // Refused by the console itself: the platform's 403 would end the session; the trial user stays signed in.
    await expect(
      page
        .getByRole("dialog", { name: "Add speech service" })
        .getByRole("alert")
        .filter({ hasText: "Only Essential plan accounts can use this." }),
    ).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Add speech service" }).getByLabel("Name")).toHaveValue(name);
    expect(await storedNamed(baseURL, "Trial Co", name)).toBe(0);
  });
});

test.describe("customer, with JavaScript", () => {
  test("the fields follow the provider and the usage as they change", async ({ page }) => {
    await signIn(page, DEMO.owner, { redirectTo: "/portal/speech_services" });
    // The fields follow conform's state: a choice made before hydration would not reach it.
    await waitForHydration(page);
    await page.getByRole("link", { name: "Add speech service" }).click();
    const dialog = page.getByRole("dialog", { name: "Add speech service" });
    await expect(dialog.getByLabel("Azure region")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Continue" })).toHaveCount(0);

    await dialog.getByLabel("Provider").selectOption({ label: "Google Cloud Speech" });
    await expect(dialog.getByLabel("Service account key (JSON)")).toBeVisible();
    await expect(dialog.getByLabel("API key")).toHaveCount(0);
    await expect(dialog.getByLabel("Azure region")).toHaveCount(0);

    await dialog.getByLabel("Provider").selectOption({ label: "Amazon (AWS)" });
    await expect(dialog.getByLabel("Access key ID")).toBeVisible();
    await expect(dialog.getByLabel("Secret access key")).toBeVisible();
    await expect(dialog.getByLabel("AWS region")).toBeVisible();

    await dialog.getByLabel("Provider").selectOption({ label: "LiveHub (built in)" });
    await expect(dialog.getByText("This provider needs no credentials.")).toBeVisible();

    // OpenAI: a speech-to-text model only while the service listens, a text-to-speech one while it speaks.
    await dialog.getByLabel("Provider").selectOption({ label: "OpenAI" });
    await expect(dialog.getByLabel("Speech-to-text model")).toBeVisible();
    await expect(dialog.getByLabel("Text-to-speech model")).toBeVisible();
    await dialog.getByLabel("Usage").selectOption({ label: "Text to speech" });
    await expect(dialog.getByLabel("Speech-to-text model")).toHaveCount(0);
    await expect(dialog.getByLabel("Text-to-speech model")).toBeVisible();

    const name = unique("E2E openai");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Create speech service" }).click();
    // The key is required for OpenAI: refused in the browser, on its field.
    await expect(dialog.getByText("API key field is required")).toBeVisible();
    await dialog.getByLabel("API key").fill("sk-e2e-openai");
    await dialog.getByRole("button", { name: "Create speech service" }).click();
    await expect(rowOf(page, name)).toContainText("OpenAI");
    await expect(rowOf(page, name)).toContainText("Text to speech");

    await rowOf(page, name)
      .getByRole("link", { name: `Delete ${name}` })
      .click();
    await page
      .getByRole("alertdialog", { name: "Delete speech service?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Speech service deleted")).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
  });
});

test.describe("administrator", () => {
  test("lists every account's speech services with the account and views one read-only", async ({ page }) => {
    await signIn(page, DEMO.admin, { redirectTo: "/admin/speech_services" });
    await expect(page.getByRole("heading", { name: "Speech services (all accounts)", level: 1 })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Account name" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add speech service" })).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Search speech services" }).fill("Globex");
    // The search follows the typing after a pause: wait for it, or its navigation closes the dialog.
    await expect(page).toHaveURL(/search=Globex/);
    const row = page.getByRole("row").filter({ hasText: "Globex Contact Centers" }).first();
    await expect(row).toBeVisible();
    await row.getByRole("link", { name: /^View details/ }).click();
    const view = page.getByRole("dialog", { name: "Speech service details" });
    await expect(view.getByLabel("Name")).toBeDisabled();
    await expect(view.getByLabel("API key")).toHaveValue("Set");
    await expect(view.getByRole("button", { name: "Save" })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/speech_services\/[^/]+$/);
  });
});
