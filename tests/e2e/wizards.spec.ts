/**
 * The launch wizards (issue 18; must show): with JavaScript off, bot to number creates a bot, buys a
 * number of the wizard's region after its price confirmation and connects them — /portal/routing shows
 * the new rule and the rule tester (the matcher the simulator routes its calls with) sends that
 * number's calls to that bot; with JavaScript on, bot to number in another region, its confirmation,
 * and the bought number listed as routed (not preselected) when launched again; the
 * Teams connection wizard; a wizard blocked by an inactive subscription; a wizard failing at its
 * last step, resumed from the chooser; the other three connection wizards end to end (bot to SIP
 * trunk without JavaScript, bot to contact center and contact center to SIP trunk with it); the
 * create-account wizard signing in to the new account. Every test runs on an account of its own
 * (registerAccount).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { DEMO, openE2eDatabase, registerAccount, signIn } from "./support/auth";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { menuButton } from "./support/menus";

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;

/** An administrator credits the new account (a trial starts at 0: a number costs money), in a context of its own. */
async function credit(browser: Browser, account: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const admin = await context.newPage();
  await signIn(admin, DEMO.admin, { redirectTo: `/admin/accounts?search=${encodeURIComponent(account)}` });
  await admin.getByRole("link", { name: `Manual credit ${account}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Manual credit: ${account}` });
  await dialog.getByLabel("Credit amount (USD)").fill("50");
  await dialog.getByRole("button", { name: "Add credit" }).click();
  await expect(admin.getByText("The credit was added.")).toBeVisible();
  await context.close();
}

/** The account's status as the platform keeps it: set by hand (no screen changes it in this build). */
async function setAccountStatus(baseURL: string | undefined, account: string, status: "active" | "inactive") {
  const readonly = await openE2eDatabase(baseURL);
  const file = readonly.name;
  readonly.close();
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("UPDATE accounts SET status = ? WHERE name = ?").run(status, account);
  } finally {
    db.close();
  }
}

async function createBot(page: Page, name: string) {
  await page.getByRole("link", { name: "Create a new bot" }).click();
  const dialog = page.getByRole("dialog", { name: "Add bot" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Bot URL").fill("https://bots.example.net/wizard");
  await dialog.getByRole("button", { name: "Create bot" }).click();
}

/**
 * A SIP connection created with its own dialog over the step: a trunk as the dialog starts, or a
 * contact center (its server host name and service number; without JavaScript, after Continue).
 */
async function createSipConnection(page: Page, name: string, type: "sip-trunk" | "contact-center", js: boolean) {
  await page.getByRole("link", { name: "Create a new SIP connection" }).click();
  if (js) await waitForHydration(page);
  let dialog = page.getByRole("dialog", { name: "Add SIP connection" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByRole("textbox", { name: "FQDN", exact: true }).fill("pbx.example.com");
  await dialog.getByRole("textbox", { name: "Signalling address 1", exact: true }).fill("203.0.113.20");
  await dialog.getByRole("textbox", { name: "Source IP 1", exact: true }).fill("203.0.113.0/24");
  await dialog.getByRole("textbox", { name: "Dialed number 1", exact: true }).fill("+15550123");
  if (type === "contact-center") {
    await dialog.getByLabel("Type").selectOption("contact-center");
    if (!js) {
      await dialog.getByRole("button", { name: "Continue" }).click();
      dialog = page.getByRole("dialog", { name: "Add SIP connection" });
    }
    await dialog.getByRole("textbox", { name: "Server host name", exact: true }).fill("cc.example.com");
    await dialog.getByRole("textbox", { name: "Service number", exact: true }).fill("QUEUE42");
  }
  await dialog.getByRole("button", { name: "Create SIP connection" }).click();
}

/** The rule step: the rule's origin and destination are the wizard's; created, /portal/routing shows it highlighted. */
async function connect(page: Page, origin: RegExp, destination: RegExp, names: string[]) {
  const rule = page.getByRole("dialog", { name: "Add routing rule" });
  await expect(rule.getByLabel("Call origin")).toHaveValue(origin);
  await expect(rule.getByLabel("Call destination")).toHaveValue(destination);
  await rule.getByRole("button", { name: "Create routing rule" }).click();
  await expect(page).toHaveURL(/\/portal\/routing\?(page=\d+&)?highlight=[\w-]+#highlighted-record$/);
  const row = page.locator('tbody tr[aria-current="true"]');
  for (const name of names) await expect(row).toContainText(name);
}

/** Launch wizard → the chooser → start one → its region (the first one offered, or the one named). */
async function startWizard(page: Page, title: string, region?: string) {
  await page.getByRole("link", { name: "Launch wizard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Launch a wizard" })).toBeVisible();
  await page.getByRole("link", { name: `Start ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Choose the region" })).toBeVisible();
  if (region) await page.getByLabel("Region", { exact: true }).selectOption({ label: region });
  await page.getByRole("button", { name: "Next" }).click();
}

/**
 * The number step's buying: a country and type of the wizard's region, the first number's link to its
 * price confirmation (the number, where it is, its monthly fee, no setup fee, the charge now), Back to
 * the list and the same number again, then "Buy for $X". Returns the number bought.
 */
async function buyWithConfirmation(
  page: Page,
  choice: { country: string; type: string; where: string; region: string; price: string },
) {
  await page.getByLabel("Country").selectOption({ label: choice.country });
  await page.getByRole("button", { name: "Show numbers" }).click();
  await page.getByLabel("Number type").selectOption({ label: choice.type });
  await page.getByRole("button", { name: "Show numbers" }).click();
  const numbers = page.getByRole("table", { name: "Numbers you can buy" });
  const e164 = (await numbers.getByRole("row").nth(1).getByRole("cell").first().textContent())!.trim();
  await numbers.getByRole("link", { name: `Buy ${e164}` }).click();

  const confirm = page.getByRole("region", { name: "Confirm the purchase" });
  await expect(confirm).toBeVisible();
  for (const [term, value] of [
    ["Number", e164],
    ["Country and type", choice.where],
    ["Region", choice.region],
    ["Monthly fee", choice.price],
    ["Setup fee", "None"],
    ["Charged to your wallet now (the first month)", choice.price],
  ])
    await expect(
      confirm
        .locator("dt", { hasText: new RegExp(`^${term.replace(/[()]/g, "\\$&")}:$`) })
        .locator("xpath=following-sibling::dd[1]"),
    ).toHaveText(value);
  // Nothing is bought by looking: Back leads to the same list, and the number is still offered.
  await confirm.getByRole("link", { name: "Back to the numbers" }).click();
  await numbers.getByRole("link", { name: `Buy ${e164}` }).click();
  await page.getByRole("button", { name: `Buy for ${choice.price}` }).click();
  return e164;
}

/** The Teams connection wizard up to its rule: a tenant, a connection and a bot, each created with its own dialog. */
async function teamsUpToRule(page: Page, names: { domain: string; connection: string; bot: string }) {
  await startWizard(page, "Teams connection");
  await page.getByRole("link", { name: "Add a new Teams tenant" }).click();
  const tenant = page.getByRole("dialog", { name: "Add Teams tenant" });
  await tenant.getByLabel("Domain").fill(names.domain);
  await tenant.getByLabel("Tenant ID").fill(randomUUID());
  await tenant.getByLabel("License type").selectOption({ label: "Hosted Pro" });
  await tenant.getByLabel("Activation e-mail").fill("it@example.com");
  await tenant.getByRole("button", { name: "Create Teams tenant" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Pick or create the Teams connection" })).toBeVisible();
  await page.getByRole("link", { name: "Create a new Teams connection" }).click();
  const connection = page.getByRole("dialog", { name: "Add Teams connection" });
  await expect(connection.getByLabel("Teams tenant")).toHaveValue(/.+/);
  await connection.getByLabel("Name").fill(names.connection);
  await connection.getByRole("button", { name: "Create Teams connection" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Pick or create the bot" })).toBeVisible();
  await createBot(page, names.bot);
  await expect(page.getByRole("dialog", { name: "Add routing rule" })).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("bot to number: a bot created, a number bought and connected; the rule shows on /portal/routing and takes that number's calls to that bot", async ({
    page,
    browser,
  }) => {
    test.slow();
    const { accountName } = await registerAccount(page, unique("Wizard Co"));
    await credit(browser, accountName);
    const bot = unique("Wizard bot");
    await page.goto("/portal/dashboard");
    await startWizard(page, "Bot to phone number", "Europe (West)");

    await expect(page.getByRole("heading", { level: 2, name: "Pick or create the bot" })).toBeVisible();
    await createBot(page, bot);

    // The wizard's region: only the countries served from it are offered.
    await expect(page.getByRole("heading", { level: 2, name: "Pick or buy the phone number" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Buy a number in Europe (West)" })).toBeVisible();
    await expect(page.getByLabel("Country").getByRole("option")).toHaveText([
      "Choose…",
      "United Kingdom (+44)",
      "Germany (+49)",
      "France (+33)",
      "Netherlands (+31)",
    ]);
    const e164 = await buyWithConfirmation(page, {
      country: "United Kingdom (+44)",
      type: "National",
      where: "United Kingdom, National",
      region: "Europe (West)",
      price: "$2.50",
    });

    const rule = page.getByRole("dialog", { name: "Add routing rule" });
    await expect(rule.getByLabel("Call origin")).toHaveValue(/^service-number:/);
    await expect(rule.getByLabel("Call destination")).toHaveValue(/^bot:/);
    const name = await rule.getByLabel("Name").inputValue();
    await rule.getByRole("button", { name: "Create routing rule" }).click();

    await expect(page).toHaveURL(/\/portal\/routing\?(page=\d+&)?highlight=[\w-]+#highlighted-record$/);
    await expect(page.getByText("Connected: the wizard created the routing rule, highlighted below.")).toBeVisible();
    const row = page.locator('tbody tr[aria-current="true"]');
    await expect(row).toContainText(name);
    await expect(row).toContainText(`Bot: ${bot}`);

    // The next call to that number reaches that bot: the tester answers with the simulator's matcher.
    await page.getByRole("link", { name: "Test a number" }).click();
    const tester = page.getByRole("dialog", { name: "Test a number" });
    await tester.getByLabel("Call origin").selectOption({ label: `Phone number: ${e164}` });
    await tester.getByLabel("Calling number").fill("+44 20 7946 0000");
    await tester.getByLabel("Called number").fill(e164);
    await tester.getByRole("button", { name: "Test" }).click();
    await expect(page.getByRole("dialog", { name: "Test a number" }).getByRole("status")).toContainText(
      `it goes to Bot ${bot}`,
    );

    // And a call to it does: the number's test call (once the provider has activated the bought
    // number) opens in the call history, answered by that bot.
    await page.goto("/portal/numbers");
    await page
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: e164, exact: true }) })
      .getByRole("link", { name: /^View details/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Phone number details" })).toBeVisible();
    const placeTestCall = page.getByRole("button", { name: "Place a test call" });
    await expect
      .poll(
        async () => {
          await page.reload();
          return placeTestCall.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await placeTestCall.click();
    const details = page.getByRole("dialog", { name: "Call details" });
    await expect(details).toBeVisible();
    await expect(details).toContainText(bot);
    await expect(details).toContainText(e164);
  });

  test("a wizard is blocked while the subscription is inactive", async ({ page, baseURL }) => {
    const { accountName } = await registerAccount(page, unique("Lapsed Co"));
    await setAccountStatus(baseURL, accountName, "inactive");
    await page.goto("/portal/wizards");
    await expect(page.getByRole("alert").filter({ hasText: "Your subscription is inactive" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Start / })).toHaveCount(0);
    // Asked by URL, the server refuses it as well, and says why.
    await page.goto("/portal/wizards/bot-to-number/region");
    await expect(page).toHaveURL(/\/portal\/wizards$/);
    await expect(
      page.getByText("Your subscription is inactive. Add credit or upgrade your plan to continue.").first(),
    ).toBeVisible();
  });
});

test.describe("bot to SIP trunk and create account, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("bot to SIP trunk: a bot and a trunk created in the wizard, connected", async ({ page }) => {
    await registerAccount(page, unique("Trunk Co"));
    const names = { bot: unique("Trunk bot"), trunk: unique("Wizard trunk") };
    await page.goto("/portal/dashboard");
    await startWizard(page, "Bot to SIP trunk");
    await createBot(page, names.bot);
    await expect(page.getByRole("heading", { level: 2, name: "Pick or create the SIP connection" })).toBeVisible();
    await createSipConnection(page, names.trunk, "sip-trunk", false);
    await connect(page, /^sip-conn:/, /^bot:/, [`Bot: ${names.bot}`, names.trunk]);
  });

  test("create account: a new trial account in a region, its name refused with a semicolon, then signed in to it", async ({
    page,
  }) => {
    const { accountName } = await registerAccount(page, unique("First Co"));
    const created = unique("Second Co");
    await page.goto("/portal/wizards");
    await page.getByRole("link", { name: "Start Create account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create account" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Name the new account" })).toBeVisible();
    await page.getByLabel("Account name").fill("Semi;colon");
    await page.getByLabel("Description").fill("Our second brand");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByLabel("Account name")).toHaveValue("Semi;colon");
    await expect(page.getByLabel("Description")).toHaveValue("Our second brand");
    await expect(
      page.getByText("Account name is required, at most 80 characters, without semicolons").first(),
    ).toBeVisible();
    await page.getByLabel("Account name").fill(created);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard/);
    await expect(page.getByText("Your new account was created: you are now working in it")).toBeVisible();
    // From the keyboard: without JavaScript the success toast stays over the header's corner.
    await menuButton(page, "Account menu").press("Enter");
    const menu = page.getByRole("group").filter({ has: page.getByRole("button", { name: "Sign out" }) });
    await expect(menu.getByText(created)).toBeVisible();
    await expect(menu.getByText(accountName)).toHaveCount(0);
  });
});

test.describe("with JavaScript", () => {
  test("bot to number: a number of the chosen region bought after its price confirmation; launched again, that number is listed as routed and not preselected", async ({
    page,
    browser,
  }) => {
    test.slow();
    const { accountName } = await registerAccount(page, unique("Number Co"));
    await credit(browser, accountName);
    const bot = unique("Number bot");
    await page.goto("/portal/dashboard");
    await startWizard(page, "Bot to phone number", "US (East)");
    await createBot(page, bot);
    await expect(page.getByRole("heading", { level: 3, name: "Buy a number in US (East)" })).toBeVisible();
    await expect(page.getByLabel("Country").getByRole("option")).toHaveText(["Choose…", "United States (+1)"]);
    await waitForHydration(page);
    const e164 = await buyWithConfirmation(page, {
      country: "United States (+1)",
      type: "Toll free",
      where: "United States, Toll free",
      region: "US (East)",
      price: "$3.00",
    });
    await connect(page, /^service-number:/, /^bot:/, [`Bot: ${bot}`, e164]);

    // Launched again: the number is answered by that bot now, so "Existing phone number" says so and starts on nothing.
    await startWizard(page, "Bot to phone number", "US (East)");
    await expect(page.getByRole("heading", { level: 2, name: "Pick or create the bot" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Pick or buy the phone number" })).toBeVisible();
    const existing = page.getByLabel("Existing phone number");
    await expect(existing).toHaveValue("");
    await expect(existing.getByRole("option", { name: `${e164}, routed to ${bot}` })).toBeAttached();
  });

  test("bot to contact center: a bot and a contact center created in the wizard, connected", async ({ page }) => {
    await registerAccount(page, unique("Center Co"));
    const names = { bot: unique("Center bot"), center: unique("Wizard center") };
    await page.goto("/portal/dashboard");
    await startWizard(page, "Bot to contact center");
    await createBot(page, names.bot);
    await expect(page.getByRole("heading", { level: 2, name: "Pick or create the SIP connection" })).toBeVisible();
    await createSipConnection(page, names.center, "contact-center", true);
    await connect(page, /^sip-conn:/, /^bot:/, [`Bot: ${names.bot}`, names.center]);
  });

  test("contact center to SIP trunk: both connections created in the wizard, the trunk's calls sent to the contact center", async ({
    page,
  }) => {
    await registerAccount(page, unique("Relay Co"));
    const names = { center: unique("Relay center"), trunk: unique("Relay trunk") };
    await page.goto("/portal/dashboard");
    await startWizard(page, "Contact center to SIP trunk");
    await expect(page.getByRole("heading", { level: 2, name: "Pick or create the SIP connection" })).toBeVisible();
    await createSipConnection(page, names.center, "contact-center", true);
    await expect(page.getByRole("list", { name: "Wizard steps" })).toContainText("2. Contact center (done)");
    await createSipConnection(page, names.trunk, "sip-trunk", true);
    await connect(page, /^sip-conn:/, /^sip-conn:/, [names.center, names.trunk]);
  });

  test("the Teams connection wizard creates a tenant, a connection and a bot, and connects them", async ({ page }) => {
    test.slow();
    await registerAccount(page, unique("Teams Co"));
    const names = {
      domain: `${randomUUID().slice(0, 8)}.onmicrosoft.com`,
      connection: unique("Wizard Teams"),
      bot: unique("Teams bot"),
    };
    await page.goto("/portal/dashboard");
    await teamsUpToRule(page, names);
    const rule = page.getByRole("dialog", { name: "Add routing rule" });
    await expect(rule.getByLabel("Call origin")).toHaveValue(/^teams-conn:/);
    await rule.getByRole("button", { name: "Create routing rule" }).click();
    await expect(page).toHaveURL(/\/portal\/routing\?(page=\d+&)?highlight=[\w-]+#highlighted-record$/);
    await expect(page.locator('tbody tr[aria-current="true"]')).toContainText(`Bot: ${names.bot}`);
    await expect(page.locator('tbody tr[aria-current="true"]')).toContainText(`Teams connection: ${names.connection}`);
  });

  test("a wizard failing at its last step keeps what was done and is resumed from the chooser", async ({
    page,
    context,
  }) => {
    test.slow();
    await registerAccount(page, unique("Resume Co"));
    const names = {
      domain: `${randomUUID().slice(0, 8)}.onmicrosoft.com`,
      connection: unique("Resumed Teams"),
      bot: unique("Gone bot"),
    };
    await page.goto("/portal/dashboard");
    await teamsUpToRule(page, names);

    // Meanwhile, in another tab, the bot is deleted: the rule's destination is no longer there.
    const other = await context.newPage();
    await other.goto("/portal/bots");
    await other.getByRole("link", { name: `Delete ${names.bot}` }).click();
    await other.getByRole("alertdialog", { name: "Delete bot?" }).getByRole("button", { name: "Delete" }).click();
    await expect(other.getByText("Bot deleted")).toBeVisible();
    await other.close();

    await page
      .getByRole("dialog", { name: "Add routing rule" })
      .getByRole("button", { name: "Create routing rule" })
      .click();
    await expect(page.getByRole("alert").filter({ hasText: "The step Routing rule failed" })).toBeVisible();

    // Closed and resumed later: the chooser says which step failed; resuming lands on it, with what was done.
    await page.goto("/portal/wizards");
    await expect(page.getByText(/the step Routing rule failed/)).toBeVisible();
    await page.getByRole("link", { name: "Resume Teams connection" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The step Routing rule failed" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Wizard steps" })).toContainText("2. Teams tenant (done)");
    await expect(page.getByRole("list", { name: "Wizard steps" })).toContainText("3. Teams connection (done)");
    await expectAccessible(page, "a resumed step with its failure");

    // Back (closing the rule's dialog) to the bot: a new one, and the rule goes through.
    await page.getByRole("dialog", { name: "Add routing rule" }).getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Pick or create the bot" })).toBeVisible();
    await createBot(page, unique("New bot"));
    await page
      .getByRole("dialog", { name: "Add routing rule" })
      .getByRole("button", { name: "Create routing rule" })
      .click();
    await expect(page).toHaveURL(/\/portal\/routing\?(page=\d+&)?highlight=[\w-]+#highlighted-record$/);
    await expect(page.locator('tbody tr[aria-current="true"]')).toContainText(`Teams connection: ${names.connection}`);
  });
});
