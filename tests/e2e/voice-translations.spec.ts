/**
 * Voice translations (issue 14), an entity screen of the bots' pattern: create → list → view →
 * edit → delete with JavaScript off (languages added and removed with the list's buttons, each
 * language's voices after "Continue", Enter in a field saves) and on (the voices follow the language,
 * the rules between fields), a trial account's Essential notice, and the administrator's list and
 * read-only view. Other specs run in parallel on the same database: every record here has a unique
 * name and is deleted again, and nothing counts Acme Voice's records.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
/** Acme Voice's seeded speech service that listens and speaks. */
const SPEECH_SERVICE = "Acme Azure Speech";

async function stored(
  baseURL: string | undefined,
  name: string,
): Promise<{ languages: string; volume_db: number } | undefined> {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare("SELECT languages, volume_db FROM voice_translations WHERE name = ? AND deleted_at IS NULL")
      .get(name) as { languages: string; volume_db: number } | undefined;
  } finally {
    db.close();
  }
}

test.describe("customer, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a translation is built with the list's buttons, created, listed, viewed, edited and deleted", async ({
    page,
    baseURL,
  }) => {
    const name = unique("VT e2e");
    await signIn(page, DEMO.owner, { redirectTo: "/portal/voice_translation/new" });
    let dialog = page.getByRole("dialog", { name: "Add voice translation" });
    await expect(dialog.getByLabel("Language 1", { exact: true })).toHaveValue("en-US");
    await expect(dialog.getByLabel("Language 2", { exact: true })).toHaveCount(0);
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Voice 1").selectOption("en-US-GuyNeural");

    // "Add language" posts the form: a second row, what was typed kept, nothing saved.
    await dialog.getByRole("button", { name: "Add language" }).click();
    dialog = page.getByRole("dialog", { name: "Add voice translation" });
    await expect(dialog.getByLabel("Name")).toHaveValue(name);
    await expect(dialog.getByLabel("Voice 1")).toHaveValue("en-US-GuyNeural");
    await expect(dialog.getByLabel("Language 2", { exact: true })).toHaveValue("en-GB");
    expect(await stored(baseURL, name)).toBeUndefined();

    // Another language: its voices after Continue.
    await dialog.getByLabel("Language 2", { exact: true }).selectOption({ label: "German (Germany)" });
    await dialog.getByRole("button", { name: "Continue" }).click();
    dialog = page.getByRole("dialog", { name: "Add voice translation" });
    await expect(dialog.getByLabel("Voice 2").locator("option")).toHaveText([
      "de-DE-KatjaNeural",
      "de-DE-ConradNeural",
    ]);
    await dialog.getByLabel("Voice 2").selectOption("de-DE-ConradNeural");

    // A third row, then removed again.
    await dialog.getByRole("button", { name: "Add language" }).click();
    dialog = page.getByRole("dialog", { name: "Add voice translation" });
    await expect(dialog.getByLabel("Language 3", { exact: true })).toHaveValue("en-GB");
    await dialog.getByRole("button", { name: "Remove language 3" }).click();
    dialog = page.getByRole("dialog", { name: "Add voice translation" });
    await expect(dialog.getByLabel("Language 3", { exact: true })).toHaveCount(0);
    await expect(dialog.getByLabel("Language 2", { exact: true })).toHaveValue("de-DE");
    await expect(dialog.getByLabel("Voice 2")).toHaveValue("de-DE-ConradNeural");

    await dialog.getByLabel("Speech service").selectOption({ label: SPEECH_SERVICE });
    await dialog.getByLabel("Volume (dB)").fill("-40");
    await dialog.getByLabel("Outbound calls").check();
    await dialog.getByRole("button", { name: "Create voice translation" }).click();
    dialog = page.getByRole("dialog", { name: "Add voice translation" });
    await expect(dialog.getByText("The volume must be between 0 and -31 dB")).toBeVisible();
    await expect(dialog.getByLabel("Voice 2")).toHaveValue("de-DE-ConradNeural");
    await dialog.getByLabel("Volume (dB)").fill("-12");
    await dialog.getByRole("button", { name: "Create voice translation" }).click();

    await expect(page.getByRole("heading", { name: "Voice translation", level: 1 })).toBeVisible();
    await expect(page.getByText("Voice translation created")).toBeVisible();
    await expect(rowOf(page, name)).toContainText("English (United States), German (Germany)");
    await expect(rowOf(page, name)).toContainText(SPEECH_SERVICE);
    expect(JSON.parse((await stored(baseURL, name))!.languages)).toEqual([
      { language: "en-US", voice: "en-US-GuyNeural" },
      { language: "de-DE", voice: "de-DE-ConradNeural" },
    ]);

    await rowOf(page, name)
      .getByRole("link", { name: `View details ${name}` })
      .click();
    const view = page.getByRole("dialog", { name: "Voice translation details" });
    await expect(view.getByLabel("Language 2", { exact: true })).toHaveValue("de-DE");
    await expect(view.getByLabel("Language 2", { exact: true })).toBeDisabled();
    await expect(view.getByLabel("Voice 2")).toHaveValue("de-DE-ConradNeural");
    await expect(view.getByLabel("Speech service")).toHaveValue(SPEECH_SERVICE);
    await expect(view.getByLabel("Outbound calls")).toBeChecked();
    await expect(view.getByRole("button", { name: "Add language" })).toHaveCount(0);
    await view.getByRole("link", { name: "Close" }).click();

    // Edit: Enter in the name saves (never the list's "Remove" buttons, which come first on the page).
    await rowOf(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit voice translation" });
    await expect(edit.getByLabel("Voice 1")).toHaveValue("en-US-GuyNeural");
    const renamed = `${name} v2`;
    await edit.getByLabel("Name").fill(renamed);
    await edit.getByLabel("Name").press("Enter");
    await expect(page.getByText("Voice translation updated")).toBeVisible();
    await expect(rowOf(page, renamed)).toContainText("English (United States), German (Germany)");
    expect((await stored(baseURL, renamed))?.volume_db).toBe(-12);

    await rowOf(page, renamed)
      .getByRole("link", { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete voice translation?" });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Voice translation deleted")).toBeVisible();
    await expect(rowOf(page, renamed)).toHaveCount(0);
    expect(await stored(baseURL, renamed)).toBeUndefined();
  });

  test("a trial account sees the Essential notice and is offered no Add", async ({ page }) => {
    await signIn(page, DEMO.trial, { redirectTo: "/portal/voice_translation" });
    await expect(page.getByRole("heading", { name: "Voice translation", level: 1 })).toBeVisible();
    await expect(page.getByText("Only Essential plan accounts can use this.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add voice translation" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add voice translation" })).toHaveCount(0);
    await page.goto("/portal/voice_translation/new");
    const dialog = page.getByRole("dialog", { name: "Add voice translation" });
    await expect(dialog.getByText("Only Essential plan accounts can use this.")).toBeVisible();
    // A trial account has no speech service to translate with.
    await expect(
      dialog.getByText("Add a speech service that does both speech to text and text to speech first"),
    ).toBeVisible();
  });
});

test.describe("customer, with JavaScript", () => {
  test("the voices follow the language, rows are added and removed in place, and the rules between fields hold", async ({
    page,
  }) => {
    await signIn(page, DEMO.owner, { redirectTo: "/portal/voice_translation" });
    // The voices follow conform's state: a choice made before hydration would not reach it.
    await waitForHydration(page);
    await page.getByRole("link", { name: "Add voice translation" }).click();
    const dialog = page.getByRole("dialog", { name: "Add voice translation" });
    const name = unique("VT js");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Add language" }).click();
    await expect(dialog.getByLabel("Language 2", { exact: true })).toHaveValue("en-GB");
    await expect(dialog.getByLabel("Voice 2")).toHaveValue("en-GB-SoniaNeural");
    await dialog.getByLabel("Language 2", { exact: true }).selectOption({ label: "French (France)" });
    await expect(dialog.getByLabel("Voice 2").locator("option")).toHaveText([
      "fr-FR-DeniseNeural",
      "fr-FR-HenriNeural",
    ]);
    await dialog.getByLabel("Voice 2").selectOption("fr-FR-HenriNeural");

    await dialog.getByRole("button", { name: "Add language" }).click();
    await dialog.getByLabel("Language 3", { exact: true }).selectOption({ label: "French (France)" });
    await dialog.getByRole("button", { name: "Create voice translation" }).click();
    await expect(dialog.getByText("Each language can be chosen only once")).toBeVisible();
    await dialog.getByRole("button", { name: "Remove language 3" }).click();
    await expect(dialog.getByLabel("Language 3", { exact: true })).toHaveCount(0);

    await dialog.getByLabel("Speech service").selectOption({ label: SPEECH_SERVICE });
    await dialog.getByLabel("Agent assist").check();
    await dialog.getByRole("button", { name: "Create voice translation" }).click();
    await expect(dialog.getByText("Agent assist and voice translation cannot both be on.")).toBeVisible();
    await dialog.getByLabel("Agent assist").uncheck();
    await dialog.getByRole("button", { name: "Create voice translation" }).click();
    await expect(rowOf(page, name)).toContainText("English (United States), French (France)");

    await rowOf(page, name)
      .getByRole("link", { name: `Delete ${name}` })
      .click();
    await page
      .getByRole("alertdialog", { name: "Delete voice translation?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Voice translation deleted")).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
  });
});

test.describe("administrator", () => {
  test("lists every account's voice translations with the account and views one read-only", async ({ page }) => {
    await signIn(page, DEMO.admin, { redirectTo: "/admin/voice_translations" });
    await expect(page.getByRole("heading", { name: "Voice translations (all accounts)", level: 1 })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Account name" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add voice translation" })).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Search voice translations" }).fill("Spanish support line");
    // The search follows the typing after a pause: wait for it, or its navigation closes the dialog.
    await expect(page).toHaveURL(/search=Spanish/);
    const row = rowOf(page, "Spanish support line");
    await expect(row).toContainText("Acme Voice");
    await row.getByRole("link", { name: "View details Spanish support line" }).click();
    const view = page.getByRole("dialog", { name: "Voice translation details" });
    await expect(view.getByLabel("Name")).toBeDisabled();
    await expect(view.getByLabel("Language 2", { exact: true })).toHaveValue("es-ES");
    await expect(view.getByLabel("Speech service")).toHaveValue(SPEECH_SERVICE);
    await expect(view.getByRole("button", { name: "Save" })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/voice_translations\/[^/]+$/);
  });
});
