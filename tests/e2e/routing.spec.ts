/**
 * Routing (issue 17 item 1), an entity screen of the bots' pattern: a rule created, found by the rule
 * tester and deleted, with JavaScript off (the tester a GET form answered by the server) and on; the
 * administrator's routing groups (add for an account, rename, delete). Other specs run in parallel on
 * the same database: every record here has a unique name, a SIP trunk origin (a number's "routes to"
 * column is left alone), and is deleted again.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

/** Acme Voice's first SIP trunk and bot by name, as the selects label them. */
async function acmeEntities(baseURL: string | undefined): Promise<{ trunk: string; bot: string }> {
  const db = await openE2eDatabase(baseURL);
  try {
    const acme = db.prepare("SELECT id FROM accounts WHERE name = 'Acme Voice'").pluck().get() as string;
    const one = (sql: string) => db.prepare(sql).pluck().get(acme) as string;
    return {
      trunk: one(
        "SELECT name FROM sip_connections WHERE account_id = ? AND type = 'sip-trunk' AND deleted_at IS NULL ORDER BY name LIMIT 1",
      ),
      bot: one("SELECT name FROM bots WHERE account_id = ? AND deleted_at IS NULL ORDER BY name LIMIT 1"),
    };
  } finally {
    db.close();
  }
}

/** Creates a rule from the list's Add: the trunk's calls to a +1 555 01XX number go to the bot; priority 0 is refused first. */
async function createRule(page: Page, name: string, trunk: string, bot: string) {
  await page.getByRole("link", { name: "Add routing rule" }).click();
  let dialog = page.getByRole("dialog", { name: "Add routing rule" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Call origin").selectOption({ label: `SIP connection: ${trunk}` });
  await dialog.getByLabel("Condition").selectOption({ label: "Called number" });
  await dialog.getByLabel("Pattern").fill("+1 555 01XX");
  await dialog.getByLabel("Call destination").selectOption({ label: `Bot: ${bot}` });
  await dialog.getByLabel("Priority").fill("0");
  await dialog.getByRole("button", { name: "Create routing rule" }).click();
  dialog = page.getByRole("dialog", { name: "Add routing rule" });
  await expect(dialog.getByText("Priority must be a whole number from 1 to 999")).toBeVisible();
  await expect(dialog.getByLabel("Pattern")).toHaveValue("+1 555 01XX");
  await dialog.getByLabel("Priority").fill("1");
  await dialog.getByRole("button", { name: "Create routing rule" }).click();
  await expect(page.getByText("Routing rule created")).toBeVisible();
  await expect(rowOf(page, name)).toContainText(`SIP connection: ${trunk}`);
  await expect(rowOf(page, name)).toContainText("Called number +155501XX");
}

/** Asks the tester about a call from the trunk to +1 555 0142: the new rule takes it. */
async function testNumber(page: Page, name: string, trunk: string, bot: string) {
  await page.getByRole("link", { name: "Test a number" }).click();
  const tester = page.getByRole("dialog", { name: "Test a number" });
  await tester.getByLabel("Call origin").selectOption({ label: `SIP connection: ${trunk}` });
  await tester.getByLabel("Calling number").fill("+44 20 7946 0000");
  await tester.getByLabel("Called number").fill("x");
  await tester.getByRole("button", { name: "Test" }).click();
  await expect(
    page.getByRole("dialog", { name: "Test a number" }).getByText("Enter a phone number such as +123 456 7890"),
  ).toBeVisible();
  await page.getByRole("dialog", { name: "Test a number" }).getByLabel("Called number").fill("+1 555 0142");
  await page.getByRole("dialog", { name: "Test a number" }).getByRole("button", { name: "Test" }).click();
  const result = page.getByRole("dialog", { name: "Test a number" }).getByRole("status");
  await expect(result).toContainText(`Rule ${name} (priority 1) takes the call: it goes to Bot ${bot}.`);
  await expect(result).toContainText("The Called number matches +155501XX.");
  await page.getByRole("dialog", { name: "Test a number" }).getByRole("link", { name: "Close" }).click();
}

async function deleteRule(page: Page, name: string) {
  await rowOf(page, name)
    .getByRole("link", { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete routing rule?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Routing rule deleted")).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a rule is created, found by the rule tester and deleted", async ({ page, baseURL }) => {
    const { trunk, bot } = await acmeEntities(baseURL);
    const name = unique("Route nojs");
    await signIn(page, DEMO.owner, { redirectTo: "/portal/routing" });
    await expect(page.getByRole("heading", { name: "Routing", level: 1 })).toBeVisible();
    await createRule(page, name, trunk, bot);
    await testNumber(page, name, trunk, bot);
    await deleteRule(page, name);
  });

  test("an administrator adds a routing group for an account, renames and deletes it", async ({ page }) => {
    const name = unique("Group");
    await signIn(page, DEMO.admin, { redirectTo: "/admin/routingGroups" });
    await expect(page.getByRole("heading", { name: "Routing groups (all accounts)", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Add routing group" }).click();
    let dialog = page.getByRole("dialog", { name: "Add routing group" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Account", { exact: true }).selectOption({ label: "Acme Voice" });
    await dialog.getByRole("button", { name: "Create routing group" }).click();
    await expect(page.getByText("Routing group created")).toBeVisible();
    await expect(rowOf(page, name)).toContainText("Acme Voice");

    await rowOf(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    dialog = page.getByRole("dialog", { name: "Edit routing group" });
    const renamed = `${name} 2`;
    await dialog.getByLabel("Name").fill(renamed);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Routing group updated")).toBeVisible();

    await rowOf(page, renamed)
      .getByRole("link", { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete routing group?" });
    await expect(confirm).toContainText("Acme Voice");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Routing group deleted")).toBeVisible();
    await expect(rowOf(page, renamed)).toHaveCount(0);
  });
});

test.describe("with JavaScript", () => {
  test("a rule is created, found by the rule tester and deleted", async ({ page, baseURL }) => {
    const { trunk, bot } = await acmeEntities(baseURL);
    const name = unique("Route js");
    await signIn(page, DEMO.owner, { redirectTo: "/portal/routing" });
    await waitForHydration(page);
    await createRule(page, name, trunk, bot);
    await testNumber(page, name, trunk, bot);
    await deleteRule(page, name);
  });
});
