import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, registerAccount, signIn, type Credentials } from "./support/auth";
import { expectAccessible } from "./support/axe";
import { transferredSession } from "./support/calls";
import { waitForHydration, waitForReactToSettle } from "./support/hydration";
import { busyWindowQuery } from "./support/windows";
import { menuButton } from "./support/menus";

/**
 * Accessibility (docs/testing.md "Accessibility"): axe on representative pages and dialogs, with no
 * serious or critical violation; keyboard-only use of the main flows; the navigation usable at 320 px.
 */

// Independent tests (each signs in its own users): spread them over both workers.
test.describe.configure({ mode: "parallel" });

/** One page of each layout outside the shell: the forms are scanned below with their errors. */
const PUBLIC_PAGES = ["/terms", "/error", "/forgot-password"];

test("public pages", async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
  // The forms with their errors shown (an unknown user: no account's failure counter moves).
  await page.goto("/register");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expectAccessible(page, "/register with errors");
  await page.goto("/login");
  await page.getByLabel("E-mail").fill("nobody-a11y@example.com");
  await page.getByLabel("Password").fill("Wrong#Pass1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Invalid e-mail or password")).toBeVisible();
  await expectAccessible(page, "/login with an error");
});

test("the refusal and not-found pages of the admin area", async ({ page }) => {
  await signIn(page, DEMO.owner);
  expect((await page.goto("/admin/calls"))?.status()).toBe(403);
  await expectAccessible(page, "403 page");
  await page.context().clearCookies();
  await signIn(page, DEMO.admin);
  expect((await page.goto("/admin/no-such-screen"))?.status()).toBe(404);
  await expectAccessible(page, "/admin not-found page");
});

const pastDay = () => busyWindowQuery(6);

/**
 * Representative pages, not every screen (docs/testing.md "Accessibility"): every entity list and
 * dialog is drawn by the same EntityListPage and EntityFormDialog, so one of each is scanned here
 * (the bot's, in "the bot dialogs" below) and the others are covered by their role-based e2e flows.
 * Each group is one sign-in; a failure names its page.
 */
const SIGNED_IN: { name: string; user: Credentials; pages: (() => string)[] }[] = [
  {
    name: "the customer's reading screens",
    user: DEMO.owner,
    pages: [
      () => "/portal/dashboard",
      () => `/portal/call_history?${pastDay()}&panel=filters`,
      // Seven daily columns a chart: the same markup as the 24 h view's 288 five-minute columns, which
      // the fullscreen test below checks (axe takes about a minute over 1,440 linked columns).
      () => "/portal/statistics?range=7d",
    ],
  },
  {
    name: "the customer's forms",
    user: DEMO.owner,
    pages: [
      () => "/portal/sip_connections/new",
      // The rule tester answering a question without an origin: the error on its field.
      () => "/portal/routing/tester?calling=%2B15550100&called=100",
    ],
  },
  {
    name: "the administrator's screens",
    user: DEMO.admin,
    pages: [() => "/admin/accounts", () => "/admin/notifications/send"],
  },
];

for (const { name, user, pages } of SIGNED_IN) {
  test(`signed in: ${name}`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, user);
    for (const path of pages) {
      const url = path();
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectAccessible(page, url);
    }
  });
}

// Two tests, each with its own time: the walk scans seven pages and creates two records; on a slow
// machine the two walks together outran one test's minute (CI, 2026-11-28).
test("every step of a wizard, its create dialogs and its rule", async ({ page }) => {
  test.setTimeout(90_000);
  // An account of its own: the walk creates a bot and a contact center there.
  await registerAccount(page, `A11y Wizard ${Date.now().toString(36)}`);
  const wizard = "/portal/wizards/bot-to-contact-center";
  await page.goto(`${wizard}/region`);
  await expectAccessible(page, "wizard step: region");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Pick or create the bot" })).toBeVisible();
  await page.getByRole("link", { name: "Create a new bot" }).click();
  const bot = page.getByRole("dialog", { name: "Add bot" });
  await expectAccessible(page, "wizard step: bot, its create dialog");
  await bot.getByLabel("Name").fill("A11y bot");
  await bot.getByLabel("Bot URL").fill("https://bots.example.net/a11y");
  await bot.getByRole("button", { name: "Create bot" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Pick or create the SIP connection" })).toBeVisible();
  await page.getByRole("link", { name: "Create a new SIP connection" }).click();
  await expect(page.getByRole("dialog", { name: "Add SIP connection" })).toBeVisible();
  const sip = page.getByRole("dialog", { name: "Add SIP connection" });
  await waitForHydration(page);
  await sip.getByRole("textbox", { name: "Name", exact: true }).fill("A11y center");
  await sip.getByRole("textbox", { name: "FQDN", exact: true }).fill("pbx.example.com");
  await sip.getByRole("textbox", { name: "Signalling address 1", exact: true }).fill("203.0.113.20");
  await sip.getByRole("textbox", { name: "Source IP 1", exact: true }).fill("203.0.113.0/24");
  await sip.getByRole("textbox", { name: "Dialed number 1", exact: true }).fill("+15550123");
  await sip.getByLabel("Type").selectOption("contact-center");
  await sip.getByRole("textbox", { name: "Server host name", exact: true }).fill("cc.example.com");
  await sip.getByRole("textbox", { name: "Service number", exact: true }).fill("QUEUE42");
  await sip.getByRole("button", { name: "Create SIP connection" }).click();
  await expect(page.getByRole("dialog", { name: "Add routing rule" })).toBeVisible();
  await expectAccessible(page, "wizard step: the routing rule");
});

test("the create-account wizard's steps", async ({ page }) => {
  // A user of its own: the wizard remembers a user's step, and the route-gate matrix expects the
  // demo owner's wizard to start at its first step. Nothing is created: the account step is
  // refused for its empty name.
  await registerAccount(page, `A11y Create ${Date.now().toString(36)}`);
  await page.goto("/portal/wizards/create-account/region");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Name the new account" })).toBeVisible();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText("Account name is required, at most 80 characters, without semicolons").first(),
  ).toBeVisible();
  await expectAccessible(page, "create-account wizard: the account with a refused field");
});

test("the bot dialogs: view, edit with every OAuth field and a refused field, delete", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.owner, { redirectTo: "/portal/bots" });
  await page
    .getByRole("link", { name: /^View details / })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: /details/ })).toBeVisible();
  await page.getByRole("link", { name: "Close" }).click();
  await page
    .getByRole("link", { name: /^Edit / })
    .first()
    .click();
  const edit = page.getByRole("dialog", { name: "Edit bot" });
  await edit.getByLabel("Max calls per second").fill("99");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("Max bot calls per second must be between 1 and 20")).toBeVisible();
  await expectAccessible(page, "bot edit with a refused field");
  await edit.getByRole("link", { name: "Cancel" }).click();
  await page
    .getByRole("link", { name: /^Delete / })
    .first()
    .click();
  await expectAccessible(page, "bot delete confirmation");
});

test("the call timeline and the SIP ladder dialog of a transferred call", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { first } = await transferredSession(baseURL);
  await signIn(page, DEMO.owner, { redirectTo: `/portal/call_history/${first}` });
  await expect(page.getByRole("region", { name: "Timeline" })).toBeVisible();
  await expectAccessible(page, "call details with the timeline");
  await page.goto(`/portal/call_history/${first}/ladder`);
  await expect(page.getByRole("dialog", { name: "SIP ladder" })).toBeVisible();
  await expectAccessible(page, "SIP ladder dialog");
});

test("keyboard only: sign in, open a call from the grid, close it, sign out", async ({ page }) => {
  // The sign-in page ships no script: its HTML is all there is to wait for.
  await page.goto("/login");
  await tabTo(page, page.getByLabel("E-mail"));
  await page.keyboard.type(DEMO.owner.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO.owner.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/portal\/dashboard$/);

  await page.goto(`/portal/call_history?${pastDay()}`);
  await waitForHydration(page);
  // The first row is reached by Tab, past the header, the navigation and the grid's toolbar.
  const firstLink = page.getByRole("table", { name: "Calls" }).locator("tbody tr").first().getByRole("link").first();
  await tabTo(page, firstLink);
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Call details" });
  await expect(drawer).toBeVisible();
  // The focus moves into the drawer, so Escape reaches it.
  await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  // The drawer slides out (500 ms), then the address is the list's again.
  await expect(page).toHaveURL(/\/portal\/call_history\?/);
  // The focus is back on the row's link that opened the drawer.
  await expect(firstLink).toBeFocused();
  await waitForReactToSettle(page);

  // The account menu (back up the page with Shift+Tab) opens and signs out from the keyboard.
  const menu = menuButton(page, "Account menu");
  await tabTo(page, menu, { key: "Shift+Tab" });
  await page.keyboard.press("Enter");
  const signOut = page.getByRole("button", { name: "Sign out" });
  await tabTo(page, signOut, { max: 15 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login\?from=logout$/);
});

test("a visible focus ring on every control reached by Tab", async ({ page }) => {
  await page.goto("/login");
  const seen: string[] = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // Joy inputs draw their ring on the input's root (a ::before box-shadow), not on the <input>.
      const root = el.closest(".MuiInput-root") as HTMLElement | null;
      const own = getComputedStyle(el);
      const before = root ? getComputedStyle(root, "::before") : null;
      const visible =
        own.outlineStyle !== "none" || own.boxShadow !== "none" || (before !== null && before.boxShadow !== "none");
      return {
        what: `${el.tagName.toLowerCase()} ${el.getAttribute("name") ?? el.textContent?.trim().slice(0, 20) ?? ""}`,
        visible,
      };
    });
    if (!ring) continue;
    seen.push(ring.what);
    expect(ring.visible, `focus ring on ${ring.what}`).toBe(true);
  }
  expect(seen.length).toBeGreaterThanOrEqual(3);
});

test("the navigation is usable at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, DEMO.owner);
  await page
    .getByRole("button", { name: "Open navigation" })
    .or(page.getByRole("link", { name: "Open navigation" }))
    .click();
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav).toBeVisible();
  await expectAccessible(page, "navigation drawer at 320 px");
  await nav.getByRole("link", { name: "Call history" }).click();
  await expect(page).toHaveURL(/\/portal\/call_history/);
  await expect(page.getByRole("heading", { name: "Call history", level: 1 })).toBeVisible();
  // The grid scrolls in its frame instead of squeezing its columns until one cell's text runs over the next.
  const headerWidths = await page
    .getByRole("table")
    .first()
    .getByRole("columnheader")
    .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
  expect(headerWidths.length).toBeGreaterThan(3);
  expect(Math.min(...headerWidths)).toBeGreaterThanOrEqual(80);
  // Nothing forces a horizontal scroll of the whole page.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("at 320 px without JavaScript, lists with filters scroll their grid in its frame, and the page never scrolls sideways", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, DEMO.owner);
  for (const path of ["/portal/bots", "/portal/numbers", "/portal/sip_connections", "/portal/call_history"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const headerWidths = await page
      .getByRole("table")
      .first()
      .getByRole("columnheader")
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
    expect(Math.min(...headerWidths), path).toBeGreaterThanOrEqual(80);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test("sign-out and marketplace pages", async ({ page }) => {
  await signIn(page, DEMO.owner);
  // The marketplace pages signed in, then signed out.
  for (const url of ["/msft/welcome", "/msft/logout"]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page, url);
  }
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/msft\/logout$/);
  await expect(page.getByRole("link", { name: /sign in again/i })).toBeVisible();
  await expectAccessible(page, "/msft/logout signed out");
});

test("the identity provider's sign-in page", async ({ page }) => {
  await page.goto("/iam-login");
  await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe("/login");
  // Its error state (an unknown user: no account's failure counter moves).
  await page.getByLabel("E-mail").fill("nobody-a11y@example.com");
  await page.getByLabel("Password").fill("Wrong#Pass1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectAccessible(page, "identity provider sign-in, refused");
});

test("WhatsApp: the connect dialog, the provider's sign-up page and the callback page", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.owner, { redirectTo: "/portal/whatsapp_numbers/new" });
  const name = `A11y line ${Date.now().toString(36)}`;
  const create = page.getByRole("dialog", { name: "Add WhatsApp number" });
  await create.getByLabel("Name").fill(name);
  await create.getByLabel("Pin code").fill("123456");
  await create.getByRole("button", { name: "Create and connect" }).click();
  const connect = page.getByRole("dialog", { name: "Connect WhatsApp Business" });
  await expect(connect).toContainText(name);
  const id = /\/portal\/whatsapp_numbers\/([^/?]+)\/connect/.exec(page.url())![1];

  // The provider's page, in this window (as without JavaScript), with its error state.
  await page.goto((await connect.getByRole("link", { name: "Open WhatsApp sign-up" }).getAttribute("href"))!);
  await expect(page.getByRole("heading", { name: "Connect WhatsApp Business" })).toBeVisible();
  await page.getByLabel("WhatsApp phone number").fill("not a number");
  await page.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectAccessible(page, "WhatsApp provider sign-up page, refused");
  await page.getByLabel("WhatsApp phone number").fill("+14155550142");
  await page.getByRole("button", { name: "Connect" }).click();
  await expect(page).toHaveURL(/signup-callback\?/);
  await expect(page.getByRole("button", { name: "Finish setup" })).toBeVisible();
  await expectAccessible(page, "WhatsApp signup-callback page");
  await page.getByRole("button", { name: "Finish setup" }).click();
  await expect(page.getByText("WhatsApp number finalized successfully")).toBeVisible();

  await page.goto(`/portal/whatsapp_numbers/${id}/delete`);
  const confirm = page.getByRole("alertdialog", { name: /Delete WhatsApp number/ });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("WhatsApp number deleted")).toBeVisible();
});

test("admin: the charge confirmation and Action denied, statistics before an account", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);

  const account = "Trial Co";
  const db = await openE2eDatabase(baseURL);
  const trial = db.prepare("SELECT id, balance FROM accounts WHERE name = ?").get(account) as {
    id: string;
    balance: number;
  };
  db.close();
  // A charge the platform refuses (below -100): the confirmation step, then Action denied; no money moves.
  await page.goto(`/admin/accounts/${trial.id}/charge`);
  const charge = page.getByRole("dialog", { name: `Manual charge: ${account}` });
  await charge.getByLabel("Amount (USD)").fill(String(Math.min(10_000, Math.ceil(trial.balance + 150))));
  await charge.getByLabel("Description").fill("A11y check");
  await charge.getByRole("button", { name: "Continue" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Confirm the charge" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Charge" }).click();
  await expect(page.getByRole("alertdialog", { name: "Action denied" })).toBeVisible();
  await expectAccessible(page, "Action denied dialog");

  await page.goto("/admin/statistics");
  await expect(page.getByText("Choose a client account, or all accounts, to see statistics.")).toBeVisible();
  await expectAccessible(page, "/admin/statistics before an account is chosen");
});

test("UI states: live notifications drawer and grid settings; the menus open", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto(`/portal/call_history?${pastDay()}`);
  await waitForHydration(page);
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await bell.click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await expectAccessible(page, "live notifications drawer");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeHidden();

  await menuButton(page, "Grid settings").click();
  await expect(page.getByRole("dialog", { name: "Grid settings" })).toBeVisible();
  await expectAccessible(page, "grid settings");
  await page.keyboard.press("Escape");

  await menuButton(page, "Account menu").click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expectAccessible(page, "account menu");
  await page.keyboard.press("Escape");
});

test("UI states: related calls and a statistics column's custom-filter view", async ({ page, baseURL }) => {
  await signIn(page, DEMO.owner);
  const db = await openE2eDatabase(baseURL);
  const leg = db
    .prepare(
      // A leg of one of Acme Voice's sessions with more than one leg (any leg of the group will do).
      `SELECT call_id FROM calls WHERE account_id = (SELECT id FROM accounts WHERE name = 'Acme Voice') AND global_session_id IS NOT NULL
       GROUP BY global_session_id HAVING COUNT(*) > 1 LIMIT 1`,
    )
    .pluck()
    .get() as string;
  // A bot that took calls: the bots spec adds (and deletes) Acme Voice's bots meanwhile, with none.
  const bot = db
    .prepare(
      `SELECT c.called_entity_id FROM calls c JOIN accounts a ON a.id = c.account_id
       WHERE a.name = 'Acme Voice' AND c.called_type = 'bot' AND c.called_entity_id IS NOT NULL
       GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1`,
    )
    .pluck()
    .get() as string;
  db.close();
  await page.goto(`/portal/call_history?related=${leg}`);
  await expect(page.getByText(`Related call records of ${leg}`)).toBeVisible();
  // The custom-filter view a statistics column opens.
  await page.goto(
    `/portal/call_history?${pastDay()}&entityType=bot&entityId=${bot}&metric=callSuccess&dimension=successful`,
  );
  await expect(page.getByText(/^Custom filters: /)).toBeVisible();
  // Not over a page React is still hydrating (a held control is checked as React leaves it).
  await waitForHydration(page);
  await expectAccessible(page, "custom-filter view");
});

test("UI states: a 24-hour statistics chart in fullscreen (288 linked five-minute columns)", async ({ page }) => {
  // axe takes its time over the chart's 288 linked columns, drawn twice (the page and the dialog).
  test.setTimeout(120_000);
  await signIn(page, DEMO.owner);
  await page.goto("/portal/statistics?range=24h&metrics=voiceQuality&fullscreen=voiceQuality");
  const full = page.getByRole("dialog", { name: "Voice quality" });
  await expect(full.getByRole("figure", { name: /^Voice quality,/ })).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, "statistics fullscreen");
  await full.getByRole("link", { name: "Close fullscreen" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("UI states: a statistics chart's export menu and its print page", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto("/portal/statistics?range=7d&metrics=callSuccess");
  const figure = page.getByRole("figure", { name: /^Call success,/ });
  await menuButton(figure, "Export: Call success").click();
  const print = figure.getByRole("link", { name: "Print", exact: true });
  await expect(print).toBeVisible();
  await page.goto((await print.getAttribute("href"))!);
  await expect(page.locator("svg").first()).toBeVisible();
  await expectAccessible(page, "statistics print page");
});

test("a new account: the welcome splash, then the terms-update dialog", async ({ page, baseURL }) => {
  const email = `a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto("/register");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Access");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("A11y#Pass2026");
  await page.getByLabel("Account name").fill("A11y Ltd");
  await page.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  const splash = page.getByRole("status").filter({ hasText: "Welcome! Your account is ready." });
  await expect(splash).toBeVisible();
  // It fades out after 3 s: hold its animation while axe looks.
  await page.evaluate(() => document.getAnimations().forEach((a) => a.pause()));
  await expect(splash).toBeVisible();
  await expectAccessible(page, "welcome splash");

  const { default: Database } = await import("better-sqlite3");
  const db = new Database(`test-results/e2e-data-${new URL(baseURL!).port}/platform.sqlite`, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("UPDATE users SET terms_accepted_version = 0 WHERE email = ?").run(email);
  } finally {
    db.close();
  }
  await page.goto("/portal/dashboard");
  await expect(page.getByRole("dialog", { name: "Our terms have changed" })).toBeVisible();
  await expectAccessible(page, "terms-update dialog");
});

/**
 * Presses `key` (Tab by default) until `target` has the focus, as a person tabs through a page;
 * fails when it is not reached within `max` presses (not in the tab order, or behind a trap).
 */
async function tabTo(
  page: Page,
  target: Locator,
  { key = "Tab", max = 80 }: { key?: string; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached by ${key} within ${max} presses`).toBeFocused({ timeout: 1 });
}

/** An account no other spec reads or charges (money specs use Trial Co and Acme Voice). */
const KEYBOARD_ACCOUNT = "Nimbus Software";

async function balanceOf(baseURL: string | undefined, name: string): Promise<number> {
  const db = await openE2eDatabase(baseURL);
  try {
    return db.prepare("SELECT balance FROM accounts WHERE name = ?").pluck().get(name) as number;
  } finally {
    db.close();
  }
}

test("keyboard only: a row action's dialog is filled and submitted; Escape closes a dialog and gives the focus back", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin, { redirectTo: `/admin/accounts?search=${encodeURIComponent(KEYBOARD_ACCOUNT)}` });
  await waitForHydration(page);
  const before = await balanceOf(baseURL, KEYBOARD_ACCOUNT);

  // Manual credit, from the row's action link: open, type, submit, and see the result.
  const creditLink = page.getByRole("link", { name: `Manual credit ${KEYBOARD_ACCOUNT}` });
  await tabTo(page, creditLink);
  await page.keyboard.press("Enter");
  const credit = page.getByRole("dialog", { name: `Manual credit: ${KEYBOARD_ACCOUNT}` });
  await expect(credit).toBeVisible();
  // The focus is in the dialog, so Tab walks its fields.
  await expect.poll(() => credit.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const amount = credit.getByLabel("Credit amount (USD)");
  await tabTo(page, amount, { max: 10 });
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("2");
  await tabTo(page, credit.getByRole("button", { name: "Add credit" }), { max: 10 });
  await page.keyboard.press("Enter");
  await expect(page.getByText("The credit was added.")).toBeVisible();
  await expect(credit).toHaveCount(0);
  expect(await balanceOf(baseURL, KEYBOARD_ACCOUNT)).toBeCloseTo(before + 2, 9);
  await waitForReactToSettle(page);

  // A route dialog: Escape closes it and the focus is back on the link that opened it.
  const chargeLink = page.getByRole("link", { name: `Manual charge ${KEYBOARD_ACCOUNT}` });
  await tabTo(page, chargeLink);
  await page.keyboard.press("Enter");
  const charge = page.getByRole("dialog", { name: `Manual charge: ${KEYBOARD_ACCOUNT}` });
  await expect(charge).toBeVisible();
  await expect.poll(() => charge.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(charge).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/accounts\?search=/);
  await expect(chargeLink).toBeFocused();
  expect(await balanceOf(baseURL, KEYBOARD_ACCOUNT)).toBeCloseTo(before + 2, 9);

  // The grid's settings dialog: Space opens it, Escape closes it, the focus is back on the gear.
  const gear = menuButton(page, "Grid settings");
  await tabTo(page, gear);
  await page.keyboard.press("Space");
  const settings = page.getByRole("dialog", { name: "Grid settings" });
  await expect(settings).toBeVisible();
  await tabTo(page, settings.getByRole("checkbox").first(), { max: 5 });
  await page.keyboard.press("Escape");
  await expect(settings).toBeHidden();
  await expect(gear).toBeFocused();
});

test("keyboard only: sort a grid column, then the next page", async ({ page }) => {
  await signIn(page, DEMO.admin, { redirectTo: "/admin/accounts?limit=10" });
  await waitForHydration(page);
  const grid = page.getByRole("table", { name: "Accounts" });
  const names = () => grid.locator("tbody tr td:first-child").allTextContents();
  const nameHeader = grid.getByRole("columnheader", { name: "Account name" });
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");

  await tabTo(page, nameHeader.getByRole("link"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sort=-name/);
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect
    .poll(async () => {
      const list = (await names()).map((n) => n.toLowerCase());
      return list.length === 10 && list.join("|") === [...list].sort().reverse().join("|");
    })
    .toBe(true);
  const firstPage = await names();

  await tabTo(page, page.getByRole("link", { name: "Next page" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=-name/);
  await expect
    .poll(async () => {
      const next = await names();
      return (
        next.length > 0 &&
        next.every((n) => !firstPage.includes(n)) &&
        next[0].toLowerCase() <= firstPage[firstPage.length - 1].toLowerCase()
      );
    })
    .toBe(true);
});

/** The focus indicator of the focused element: its own outline and shadow, and its ::before/::after ones. */
async function focusLook(target: Locator): Promise<{ look: string; visible: boolean }> {
  return target.evaluate((el) => {
    const parts = [getComputedStyle(el), getComputedStyle(el, "::before"), getComputedStyle(el, "::after")];
    let visible = false;
    const look = parts
      .map((s) => {
        const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 1;
        const shadow = s.boxShadow !== "none" && s.boxShadow !== "";
        visible ||= outline || shadow;
        return `${outline ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` : "no outline"} / ${shadow ? s.boxShadow : "no shadow"}`;
      })
      .join(" | ");
    return { look, visible };
  });
}

/** Reaches `target` by Tab, checks it shows a focus indicator, then Tabs away and checks it is gone. */
async function expectVisibleFocus(page: Page, target: Locator, what: string) {
  await tabTo(page, target);
  const focused = await focusLook(target);
  expect(focused.visible, `${what}: a focus indicator (${focused.look})`).toBe(true);
  await page.keyboard.press("Tab");
  await expect(target).not.toBeFocused();
  const unfocused = await focusLook(target);
  expect(unfocused.look, `${what}: the indicator differs from the unfocused look`).not.toBe(focused.look);
}

test("a visible focus indicator on a grid link, a navigation link, the notifications bell and a dialog button", async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto(`/portal/call_history?${pastDay()}`);
  await waitForHydration(page);
  await expectVisibleFocus(
    page,
    page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Statistics" }),
    "navigation link",
  );
  await expectVisibleFocus(page, page.getByRole("button", { name: /^Notifications/ }), "notifications bell");
  await expectVisibleFocus(
    page,
    page.getByRole("table", { name: "Calls" }).locator("tbody tr").first().getByRole("link").first(),
    "grid link",
  );

  await page.goto("/portal/whatsapp_numbers/new");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Add WhatsApp number" });
  await expect(dialog).toBeVisible();
  await expectVisibleFocus(page, dialog.getByRole("button", { name: "Create and connect" }), "dialog button");
});

test("keyboard only: a chart's export menu opens with Enter, Escape closes it (and only it, in the fullscreen dialog)", async ({
  page,
}) => {
  await signIn(page, DEMO.owner, { redirectTo: "/portal/statistics?range=24h&metrics=callSuccess" });
  await waitForHydration(page);
  const menu = menuButton(page.getByRole("figure", { name: /^Call success,/ }), "Export: Call success");
  const csv = page.getByRole("figure", { name: /^Call success,/ }).getByRole("link", { name: "CSV", exact: true });
  await tabTo(page, menu);
  await page.keyboard.press("Enter");
  await expect(csv).toBeVisible();
  await tabTo(page, csv, { max: 6 });
  await page.keyboard.press("Escape");
  await expect(csv).toBeHidden();
  await expect(menu).toBeFocused();

  // In the fullscreen dialog: the first Escape closes the menu, the second the dialog.
  await tabTo(page, page.getByRole("link", { name: "Fullscreen: Call success" }), { key: "Shift+Tab" });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Call success" });
  const bigMenu = menuButton(dialog, "Export: Call success");
  await tabTo(page, bigMenu, { max: 10 });
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("link", { name: "CSV", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog.getByRole("link", { name: "CSV", exact: true })).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(bigMenu).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/fullscreen=/);
});
