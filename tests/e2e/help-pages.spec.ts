import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support/auth";
import { menuButton } from "./support/menus";

/**
 * The help menu's documentation links (docs/features/shell.md "Help"): the embedded platform's
 * settings lead them to the console's REST API reference and user guide, which are public pages that
 * work without JavaScript. Both with JavaScript on and off.
 */

/** Follows a help-menu link (it opens a new tab) and gives that tab, loaded. */
async function follow(context: BrowserContext, link: Locator): Promise<Page> {
  const [opened] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await opened.waitForLoadState();
  return opened;
}

for (const javaScriptEnabled of [true, false]) {
  test(`the help menu leads to the REST API reference and the user guide, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    try {
      const page = await context.newPage();
      await signIn(page, DEMO.owner);
      await menuButton(page, "Help").click();
      const menu = page.getByRole("list", { name: "Help and support" });
      await expect(menu.getByRole("link", { name: "Product site" })).toHaveAttribute("href", "/help");

      const reference = await follow(context, menu.getByRole("link", { name: "REST API documentation" }));
      await expect(reference).toHaveURL(/\/api-docs$/);
      await expect(reference.getByRole("heading", { level: 1, name: "REST API reference" })).toBeVisible();
      // The bots collection: its list endpoint, its parameters and the rows it answers.
      const botsList = reference.getByRole("region", { name: "GET /bots/api/bots", exact: true });
      await reference
        .getByRole("navigation", { name: "Contents of the REST API reference" })
        .getByRole("link", { name: "Bots", exact: true })
        .click();
      await expect(
        botsList.getByRole("heading", { level: 3, name: "GET /bots/api/bots", exact: true }),
      ).toBeInViewport();
      await expect(botsList.getByText("List the records")).toBeVisible();
      const parameters = botsList.getByRole("table", { name: "Parameters: GET /bots/api/bots" });
      await expect(parameters.getByRole("row", { name: /^filter query string no Clauses/ })).toBeVisible();
      const answer = botsList.getByRole("table", { name: "Responses 200: GET /bots/api/bots" });
      await expect(answer.getByRole("cell", { name: "infoCards[].name", exact: true })).toBeVisible();
      await reference.close();

      // The menu is still open on the console's page: the reference opened in a tab of its own.
      const guide = await follow(context, menu.getByRole("link", { name: "Documentation", exact: true }));
      await expect(guide).toHaveURL(/\/help$/);
      await expect(guide.getByRole("heading", { level: 1, name: "User guide" })).toBeVisible();
      const pages = guide.getByRole("navigation", { name: "Pages of the user guide" });
      await expect(pages.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
      await pages.getByRole("link", { name: "Bots", exact: true }).click();
      await expect(guide).toHaveURL(/\/help\/bots$/);
      await expect(guide.getByRole("heading", { level: 1, name: "Bots" })).toBeVisible();
      await expect(pages.getByRole("link", { name: "Bots", exact: true })).toHaveAttribute("aria-current", "page");
      // A link between the docs leads to the guide's page of the product rules, at its heading.
      await guide.getByRole("main").getByRole("link", { name: "product rules" }).first().click();
      await expect(guide).toHaveURL(/\/help\/product#bots$/);
      await expect(guide.getByRole("heading", { level: 1, name: "Product rules" })).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
