/**
 * Bots (issue 14), the first screen of the entity pattern: create → list → view → edit → delete with
 * JavaScript off (OAuth 2.0 client credentials and call transfer, the fields shown after "Continue")
 * and on (the fields follow the framework as it changes), write-only secrets, a trial account's
 * refused second bot, and the admin list. A bot of the built-in AI agent runs a pinned version of one
 * of the account's agents, and that agent cannot be deleted while it does (issue 31).
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}`;
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

test.describe("customer, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an OAuth bot with call transfer is created, listed, viewed, edited and deleted; its secret never comes back", async ({
    page,
  }) => {
    const secret = `s3cret-${Date.now()}`;
    const name = unique("Oauth bot");
    await signIn(page, DEMO.owner, { redirectTo: "/portal/bots/new" });
    let dialog = page.getByRole("dialog", { name: "Add bot" });
    await dialog.getByLabel("Authentication").selectOption({ label: "OAuth 2.0 client credentials" });
    await dialog.getByLabel("Call transfer").check();
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Continue" }).click();

    // The OAuth and transfer fields are there now, and what was typed is kept.
    dialog = page.getByRole("dialog", { name: "Add bot" });
    await expect(dialog.getByLabel("Name")).toHaveValue(name);
    await dialog.getByLabel("Bot URL").fill("https://bots.example.net/oauth-bot");
    await dialog.getByLabel("Client ID").fill("console-e2e");
    await dialog.getByLabel("Client secret").fill(secret);
    await dialog.getByLabel("Scopes").fill("bot.read");
    await dialog.getByLabel("Token URL").fill("https://login.example.net/token");
    await dialog.getByLabel("Transfer number").fill("+442079460123");
    await dialog.getByLabel("Max calls per second").fill("21");
    await dialog.getByRole("button", { name: "Create bot" }).click();

    // 21 calls per second is refused on its field, keeping the rest (the secret is never sent back).
    dialog = page.getByRole("dialog", { name: "Add bot" });
    await expect(dialog.getByText("Max bot calls per second must be between 1 and 20")).toBeVisible();
    await expect(dialog.getByLabel("Client ID")).toHaveValue("console-e2e");
    expect(await page.content()).not.toContain(secret);
    await dialog.getByLabel("Max calls per second").fill("20");
    await dialog.getByLabel("Client secret").fill(secret);
    await dialog.getByRole("button", { name: "Create bot" }).click();

    await expect(page.getByRole("heading", { name: "Bots", level: 1 })).toBeVisible();
    await expect(page.getByText("Bot created")).toBeVisible();
    await expect(rowOf(page, name)).toBeVisible();
    // The new bot is marked on the page that holds it, and the address scrolls to it.
    await expect(page).toHaveURL(/[?&]highlight=[\w-]+#highlighted-record$/);
    await expect(rowOf(page, name)).toHaveAttribute("aria-current", "true");
    expect(await page.content()).not.toContain(secret);

    await rowOf(page, name)
      .getByRole("link", { name: `View details ${name}` })
      .click();
    const view = page.getByRole("dialog", { name: "Bot details" });
    await expect(view.getByLabel("Client secret")).toHaveValue("Set");
    await expect(view.getByLabel("Transfer number")).toHaveValue("+442079460123");
    expect(await page.content()).not.toContain(secret);
    const data = await page.request.get(`${page.url().split("?")[0]}?_data=routes/portal.bots.$id`);
    expect(await data.text()).not.toContain(secret);
    await view.getByRole("link", { name: "Close" }).click();

    await rowOf(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit bot" });
    await expect(edit.getByLabel("Client secret")).toHaveValue("");
    await expect(edit.getByText("Set — leave empty to keep it")).toBeVisible();
    const renamed = `${name} v2`;
    await edit.getByLabel("Name").fill(renamed);
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Bot updated")).toBeVisible();
    await expect(rowOf(page, renamed)).toBeVisible();

    // The secret stayed set through the edit.
    await rowOf(page, renamed)
      .getByRole("link", { name: `View details ${renamed}` })
      .click();
    await expect(page.getByRole("dialog", { name: "Bot details" }).getByLabel("Client secret")).toHaveValue("Set");
    await page.getByRole("dialog", { name: "Bot details" }).getByRole("link", { name: "Close" }).click();

    await rowOf(page, renamed)
      .getByRole("link", { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete bot?" });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Bot deleted")).toBeVisible();
    await expect(rowOf(page, renamed)).toHaveCount(0);
  });

  test("a bot of the built-in AI agent runs v1 of an agent, which then cannot be deleted; the message names the bot", async ({
    page,
  }) => {
    test.slow();
    const agentName = unique("Desk agent");
    const botName = unique("Agent bot");
    const agents = "/portal/ai_framework/agents";
    await signIn(page, DEMO.owner, { redirectTo: `${agents}/new` });
    let dialog = page.getByRole("dialog", { name: "Add agent" });
    await dialog.getByLabel("Name").fill(agentName);
    await dialog.getByLabel("Prompt").fill("You answer the front desk's calls.");
    await dialog.getByRole("button", { name: "Create agent" }).click();
    await expect(page.getByText("Agent created")).toBeVisible();
    await rowOf(page, agentName)
      .getByRole("link", { name: `Versions ${agentName}` })
      .click();
    await page.getByRole("button", { name: "Publish as v1" }).click();
    await expect(page.getByText("Published as version 1")).toBeVisible();

    // The framework, then the agent, each followed by Continue: the agent's versions are offered.
    await page.goto("/portal/bots/new");
    dialog = page.getByRole("dialog", { name: "Add bot" });
    await dialog.getByLabel("Name").fill(botName);
    await dialog.getByLabel("Framework", { exact: true }).selectOption({ label: "AI agent and open source" });
    await dialog.getByRole("button", { name: "Continue" }).click();
    dialog = page.getByRole("dialog", { name: "Add bot" });
    await expect(dialog.getByLabel("Bot type")).toHaveValue("ai-agent");
    await dialog.getByLabel("AI agent", { exact: true }).selectOption({ label: agentName });
    await dialog.getByRole("button", { name: "Continue" }).click();
    dialog = page.getByRole("dialog", { name: "Add bot" });
    await expect(dialog.getByLabel("Version")).toContainText("Latest published (v1)");
    await dialog.getByLabel("Version").selectOption({ label: "v1" });
    await dialog.getByRole("button", { name: "Create bot" }).click();
    await expect(page.getByText("Bot created")).toBeVisible();

    await rowOf(page, botName)
      .getByRole("link", { name: `View details ${botName}` })
      .click();
    const view = page.getByRole("dialog", { name: "Bot details" });
    await expect(view.getByRole("link", { name: agentName })).toHaveAttribute(
      "href",
      new RegExp(`^${agents}/[\\w-]+$`),
    );
    await expect(view.getByLabel("Version")).toHaveValue("v1");

    // The agent the bot runs is refused a delete, naming the bot.
    const deleteAgent = async () => {
      await page.goto(`${agents}?search=${encodeURIComponent(agentName)}`);
      await rowOf(page, agentName)
        .getByRole("link", { name: `Delete ${agentName}` })
        .click();
      await page.getByRole("alertdialog", { name: "Delete agent?" }).getByRole("button", { name: "Delete" }).click();
    };
    await deleteAgent();
    await expect(
      page.getByText(`The agent is used by these bots: ${botName}. Choose another agent for them first.`),
    ).toBeVisible();
    await expect(rowOf(page, agentName)).toBeVisible();

    // Without the bot, the agent goes.
    await page.goto(`/portal/bots?search=${encodeURIComponent(botName)}`);
    await rowOf(page, botName)
      .getByRole("link", { name: `Delete ${botName}` })
      .click();
    await page.getByRole("alertdialog", { name: "Delete bot?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Bot deleted")).toBeVisible();
    await deleteAgent();
    await expect(page.getByText("Agent deleted")).toBeVisible();
    await expect(rowOf(page, agentName)).toHaveCount(0);
  });

  test("a trial account's second bot is refused with the maximum-bots message", async ({ page }) => {
    await signIn(page, DEMO.trial, { redirectTo: "/portal/bots" });
    await expect(page.getByText("You have reached the maximum number of bots.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add bot" })).toHaveCount(0);
    const before = await page.getByRole("row").count();

    await page.goto("/portal/bots/new");
    const dialog = page.getByRole("dialog", { name: "Add bot" });
    // Call transfer is not offered on a trial.
    await expect(dialog.getByLabel("Call transfer")).toBeDisabled();
    await dialog.getByLabel("Name").fill(unique("Second bot"));
    await dialog.getByLabel("Bot URL").fill("https://bots.example.net/second");
    await dialog.getByRole("button", { name: "Create bot" }).click();
    await expect(
      page.getByRole("dialog", { name: "Add bot" }).getByText("You have reached the maximum number of bots."),
    ).toBeVisible();

    await page.goto("/portal/bots");
    await expect(page.getByRole("row")).toHaveCount(before);
  });
});

test.describe("customer, with JavaScript", () => {
  test("the fields follow the framework, bot type and authentication as they change", async ({ page }) => {
    await signIn(page, DEMO.owner, { redirectTo: "/portal/bots" });
    // The fields follow conform's state: a choice made before hydration would not reach it.
    await waitForHydration(page);
    await page.getByRole("link", { name: "Add bot" }).click();
    const dialog = page.getByRole("dialog", { name: "Add bot" });
    await expect(dialog.getByLabel("Bot URL")).toBeVisible();
    await expect(dialog.getByLabel("Project ID")).toHaveCount(0);

    await dialog.getByLabel("Framework", { exact: true }).selectOption({ label: "Dialogflow" });
    await expect(dialog.getByLabel("Project ID")).toBeVisible();
    await expect(dialog.getByLabel("Bot URL")).toHaveCount(0);
    // Dialogflow authenticates with OAuth 2.0 client credentials only.
    await expect(dialog.getByLabel("Client ID")).toBeVisible();

    await dialog.getByLabel("Framework", { exact: true }).selectOption({ label: "Microsoft" });
    await expect(dialog.getByLabel("Direct Line secret")).toBeVisible();
    await expect(dialog.getByLabel("Client ID")).toHaveCount(0);

    await dialog.getByLabel("Call transfer").check();
    await expect(dialog.getByLabel("Transfer number")).toBeVisible();

    const name = unique("Copilot bot");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Direct Line secret").fill("dl-secret-e2e");
    await dialog.getByLabel("Transfer number").fill("0044 no plus");
    await dialog.getByRole("button", { name: "Create bot" }).click();
    await expect(dialog.getByText("The dial-out number must start with + and be at most 20 characters")).toBeVisible();
    await dialog.getByLabel("Transfer number").fill("+442079460000");
    await dialog.getByRole("button", { name: "Create bot" }).click();
    await expect(rowOf(page, name)).toHaveAttribute("aria-current", "true");
    await expect(rowOf(page, name)).toBeInViewport();
    await expect(rowOf(page, name)).toContainText("Microsoft");
    // The checked boxes were sent as checked (a hydrated checkbox posts "on").
    await rowOf(page, name)
      .getByRole("link", { name: `View details ${name}` })
      .click();
    const view = page.getByRole("dialog", { name: "Bot details" });
    await expect(view.getByLabel("Call transfer")).toBeChecked();
    await expect(view.getByLabel("Transfer number")).toHaveValue("+442079460000");
  });
});

test.describe("administrator", () => {
  test("lists every account's bots with the account and views one read-only", async ({ page }) => {
    await signIn(page, DEMO.admin, { redirectTo: "/admin/bots" });
    await expect(page.getByRole("heading", { name: "Bots (all accounts)", level: 1 })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Account name" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add bot" })).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Search bots" }).fill("Trial Co");
    // The search follows the typing after a pause: wait for it, or its navigation closes the dialog.
    await expect(page).toHaveURL(/search=Trial/);
    await expect(page.getByRole("row").filter({ hasText: "Trial Co" }).first()).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "Trial Co" }).first();
    await row.getByRole("link", { name: /^View details/ }).click();
    const view = page.getByRole("dialog", { name: "Bot details" });
    await expect(view.getByLabel("Name")).toBeDisabled();
    await expect(view.getByRole("button", { name: "Save" })).toHaveCount(0);
  });
});
