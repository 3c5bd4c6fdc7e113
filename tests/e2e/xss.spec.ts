import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";
import { TIME } from "../../contract/limits/units";
import { menuButton } from "./support/menus";

/**
 * User-supplied text is rendered inert everywhere (issue 8): markup planted in the platform's data
 * (call parties, termination, campaign, transcript, call log, notifications, phone number, SIP
 * connection, WhatsApp number and account names) and markup a platform error message repeats shows
 * as text and never becomes an element. On every page: the text is visible as the text it is, no
 * element the markup would inject exists, and its script never ran.
 *
 * The trial account's data is planted (no other spec counts it); the account named with markup is a
 * new one, registered here, so no spec that finds accounts by name ("Acme Voice", "Trial Co", ...) sees
 * a renamed row.
 */

const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>"'>`;

/** Finds the planted names through the grids' search. */
const MARKER = "XssMarker";
/** A new account's name (80 characters at most, no ';'). */
const ACCOUNT_MARKER = "XssAcct";
const ACCOUNT_NAME = `${PAYLOAD} ${ACCOUNT_MARKER}`;
const NUMBER_NAME = `${PAYLOAD} XssNumber`;
/** Fixed, so a second run of the planting (one per worker) replaces rather than adds. */
const NOTIFICATION_ID = "5a1f0c3e-0000-4000-8000-00000000a55e";

test.describe.configure({ mode: "parallel" });

interface Planted {
  callId: string;
  setupTime: number;
}

async function plant(baseURL: string | undefined): Promise<Planted> {
  const { default: Database } = await import("better-sqlite3");
  const port = new URL(baseURL ?? "http://127.0.0.1:3100").port;
  const db = new Database(`test-results/e2e-data-${port}/platform.sqlite`, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const user = db.prepare("SELECT id, account_id FROM users WHERE email = ?").get(DEMO.trial.email) as {
      id: string;
      account_id: string;
    };
    const call = db
      .prepare(
        "SELECT id, call_id, setup_time FROM calls WHERE account_id = ? AND is_test_call = 0 AND setup_time < ? ORDER BY setup_time DESC LIMIT 1",
      )
      .get(user.account_id, Date.now() - 2 * TIME.DAY_MS) as { id: number; call_id: string; setup_time: number };
    db.prepare("UPDATE calls SET calling_name = ?, termination_description = ?, campaign_name = ? WHERE id = ?").run(
      `${PAYLOAD} Caller`,
      PAYLOAD,
      PAYLOAD,
      call.id,
    );
    db.prepare(
      "INSERT OR REPLACE INTO call_transcripts (call_id, seq, role, text, at) VALUES (?, 9999, 'user', ?, ?)",
    ).run(call.id, PAYLOAD, call.setup_time);
    db.prepare(
      "INSERT OR REPLACE INTO call_logs (call_id, seq, at, level, message) VALUES (?, 9999, ?, 'info', ?)",
    ).run(call.id, call.setup_time, PAYLOAD);
    db.prepare(
      `INSERT OR REPLACE INTO notifications (id, account_id, user_id, title, message, type, status, data, ttl, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, 'info', 0, '{}', NULL, ?, NULL)`,
    ).run(NOTIFICATION_ID, user.account_id, user.id, `${PAYLOAD} title`, PAYLOAD, Date.now());
    // Names the admin grids and the statistics entity list show (a real platform's data is not bound
    // by this console's form rules).
    db.prepare(
      "UPDATE phone_numbers SET name = ? WHERE id = (SELECT id FROM phone_numbers WHERE account_id = ? AND deleted_at IS NULL ORDER BY id LIMIT 1)",
    ).run(`${PAYLOAD} ${MARKER}`, user.account_id);
    db.prepare(
      "UPDATE sip_connections SET name = ? WHERE id = (SELECT id FROM sip_connections WHERE account_id = ? AND deleted_at IS NULL ORDER BY id LIMIT 1)",
    ).run(`${PAYLOAD} ${MARKER}`, user.account_id);
    return { callId: call.call_id, setupTime: call.setup_time };
  } finally {
    db.close();
  }
}

/**
 * Watches a browser context for the payload's side effects on every page it opens: its script
 * setting window.__xss (reported here even from a page already left) and any alert() (the seed's
 * own hostile names use alert).
 */
async function watch(context: BrowserContext): Promise<{ fired: unknown[]; dialogs: string[] }> {
  const fired: unknown[] = [];
  const dialogs: string[] = [];
  await context.exposeBinding("__xssFired", (_source, value: unknown) => {
    fired.push(value);
  });
  await context.addInitScript(() => {
    let value: unknown;
    Object.defineProperty(window, "__xss", {
      configurable: true,
      get: () => value,
      set: (v: unknown) => {
        value = v;
        void (window as unknown as { __xssFired: (v: unknown) => Promise<void> }).__xssFired(v);
      },
    });
  });
  context.on("page", (page) =>
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    }),
  );
  return { fired, dialogs };
}

/**
 * `shown` (where the planted text is on this page) is visible; nowhere on the page is an element the
 * payload injects (its <img src=x>, any onerror attribute, its <script>); its script never ran.
 */
async function expectInert(
  page: Page,
  watched: { fired: unknown[]; dialogs: string[] },
  shown: Locator | Locator[],
): Promise<void> {
  for (const where of Array.isArray(shown) ? shown : [shown]) await expect(where).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator("[onerror]")).toHaveCount(0);
  await expect(page.locator("script").filter({ hasText: /^window\.__xss=2$/ })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(watched.fired).toEqual([]);
  expect(watched.dialogs).toEqual([]);
}

/** The payload as text in an element of its own (the cell, title or message that holds it). */
const textOf = (scope: Page | Locator, text = PAYLOAD) => scope.getByText(text, { exact: false });

test("the detectors see markup that was injected (control)", async ({ page }) => {
  const watched = await watch(page.context());
  await page.goto("/terms");
  await page.evaluate((html) => document.body.insertAdjacentHTML("beforeend", html), PAYLOAD);
  await expect(page.locator('img[src="x"]')).toHaveCount(1);
  await expect(page.locator("[onerror]")).toHaveCount(1);
  // The console's CSP (a nonce, no inline handlers) keeps the handler from running: the elements
  // are what the checks must catch. A script that does run is reported through the watch.
  await page.evaluate(() => ((window as unknown as { __xss: number }).__xss = 3));
  await expect.poll(() => watched.fired).toEqual([3]);
});

test("planted markup shows as text on every page that shows it, and never runs", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const planted = await plant(baseURL);
  const watched = await watch(page.context());
  await signIn(page, DEMO.trial);

  const from = new Date(planted.setupTime - 60_000).toISOString();
  const to = new Date(planted.setupTime + 60_000).toISOString();
  await page.goto(`/portal/call_history?from=${from}&to=${to}`);
  const calls = page.getByRole("table", { name: "Calls" });
  await expectInert(page, watched, textOf(calls, `${PAYLOAD} Caller`));

  await page.goto(`/portal/call_history/${planted.callId}?from=${from}&to=${to}`);
  const details = page.getByRole("dialog", { name: "Call details" });
  await expect(details).toBeVisible();
  // Caller, termination, campaign, transcript and call log: each shows the text.
  await expect.poll(() => textOf(details).count()).toBeGreaterThanOrEqual(4);
  await expectInert(page, watched, [textOf(details, `${PAYLOAD} Caller`).first(), textOf(details).last()]);

  await page.goto("/portal/notifications");
  await expectInert(page, watched, page.getByRole("listitem").filter({ hasText: `${PAYLOAD} title` }));

  // The live drawer (JavaScript: the hub's list, rendered by the island).
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const drawer = page.getByRole("dialog", { name: "Notifications" });
  await expectInert(page, watched, drawer.getByRole("listitem").filter({ hasText: `${PAYLOAD} title` }));
  await page.keyboard.press("Escape");

  // A SIP connection's name as a statistics entity option, and chosen.
  await page.goto("/portal/statistics?range=24h&metrics=callSuccess");
  const entity = page.getByLabel("Configuration entity");
  const option = entity.getByRole("option", { name: `${PAYLOAD} ${MARKER}`, exact: true });
  await expect(option).toHaveCount(1);
  await expect(option).toHaveText(`${PAYLOAD} ${MARKER}`);
  await expectInert(page, watched, entity);
  await waitForHydration(page);
  await entity.selectOption({ label: `${PAYLOAD} ${MARKER}` });
  await expect(page).toHaveURL(/entity=sip/);
  await expect(entity.locator("option:checked")).toHaveText(`${PAYLOAD} ${MARKER}`);
  await expectInert(page, watched, entity);

  // The same text in the administrators' lists.
  const admin = await page.context().browser()!.newContext();
  const adminWatched = await watch(admin);
  const adminPage = await admin.newPage();
  await signIn(adminPage, DEMO.admin);
  await adminPage.goto(`/admin/calls?from=${from}&to=${to}`);
  await expectInert(
    adminPage,
    adminWatched,
    textOf(adminPage.getByRole("table", { name: "Calls" }), `${PAYLOAD} Caller`),
  );
  for (const grid of ["/admin/numbers", "/admin/sipConnections"]) {
    await adminPage.goto(`${grid}?search=${MARKER}`);
    await expectInert(adminPage, adminWatched, textOf(adminPage.getByRole("table"), `${PAYLOAD} ${MARKER}`).first());
  }
  await admin.close();
  expect(watched.fired).toEqual([]);
});

test("an account and a WhatsApp number named with markup, and a platform error repeating markup, show as text", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const user = await browser.newContext();
  const watched = await watch(user);
  const page = await user.newPage();

  // Registered through the form: the account name is the payload (80 characters at most, no ';').
  const email = `xss-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto("/register");
  await page.getByLabel("First name").fill("Mallory");
  await page.getByLabel("Last name").fill("Markup");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("Xss#Pass2026");
  await page.getByLabel("Account name").fill(ACCOUNT_NAME);
  await page.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/portal\//);

  // The account menu names the account.
  await page.goto("/portal/whatsapp_numbers");
  await waitForHydration(page);
  await menuButton(page, "Account menu").click();
  await expectInert(page, watched, page.getByText(ACCOUNT_NAME, { exact: true }));
  await page.keyboard.press("Escape");
  await page.goto("/msft/welcome");
  await expectInert(page, watched, page.getByText(ACCOUNT_NAME, { exact: true }));

  // A WhatsApp number named with markup, through the form.
  await page.goto("/portal/whatsapp_numbers/new");
  const create = page.getByRole("dialog", { name: "Add WhatsApp number" });
  await create.getByLabel("Name").fill(NUMBER_NAME);
  await create.getByLabel("Pin code").fill("123456");
  await create.getByRole("button", { name: "Create and connect" }).click();
  const connect = page.getByRole("dialog", { name: "Connect WhatsApp Business" });
  await expectInert(page, watched, textOf(connect, NUMBER_NAME));
  const id = /\/portal\/whatsapp_numbers\/([^/?]+)\/connect/.exec(page.url())![1];
  // The provider's sign-up page (the platform's own HTML) names it too.
  const signupUrl = (await connect.getByRole("link", { name: "Open WhatsApp sign-up" }).getAttribute("href"))!;
  await page.goto(signupUrl);
  await expectInert(page, watched, textOf(page, NUMBER_NAME));

  await page.goto("/portal/whatsapp_numbers");
  await expectInert(page, watched, page.getByRole("cell", { name: NUMBER_NAME, exact: true }));
  for (const [path, title] of [
    [id, "WhatsApp number details"],
    [`${id}/edit`, "Edit WhatsApp number"],
  ] as const) {
    await page.goto(`/portal/whatsapp_numbers/${path}`);
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog.getByLabel("Name")).toHaveValue(NUMBER_NAME);
    await expectInert(page, watched, dialog);
  }
  // The delete confirmation over the list (the list names the number; the dialog does not).
  await page.goto(`/portal/whatsapp_numbers/${id}/delete`);
  await expectInert(page, watched, [
    page.getByRole("alertdialog"),
    page.getByRole("cell", { name: NUMBER_NAME, exact: true }),
  ]);

  // A sign-up window "returning" markup as its event (anyone can send a victim such a link): the
  // platform's error message repeats it, on the callback page and then as the number's failure reason.
  const reflected = new URLSearchParams({ event: PAYLOAD, code: "x", wabaId: "x", waPhoneNumberId: "x" });
  await page.goto(`/portal/whatsapp_numbers/${id}/signup-callback?${reflected.toString()}`);
  await page.getByRole("button", { name: "Finish setup" }).click();
  await expectInert(page, watched, textOf(page.getByRole("alert"), `The sign-up ended with event ${PAYLOAD}`));
  await page.goto("/portal/whatsapp_numbers");
  await waitForHydration(page);
  await page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: NUMBER_NAME, exact: true }) })
    .getByText("Failed")
    .hover();
  await expectInert(page, watched, textOf(page.getByRole("tooltip"), `The sign-up ended with event ${PAYLOAD}`));

  // The administrators' screens: grids, dialog titles, the platform's Action denied message, every
  // account dropdown, and a notification sent to the account (its toast, and the user's live drawer).
  const db = await openE2eDatabase(baseURL);
  const account = db.prepare("SELECT id, balance FROM accounts WHERE name = ?").get(ACCOUNT_NAME) as {
    id: string;
    balance: number;
  };
  db.close();
  const adminContext = await browser.newContext();
  const adminWatched = await watch(adminContext);
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin, { redirectTo: `/admin/accounts?search=${ACCOUNT_MARKER}` });
  await expectInert(admin, adminWatched, admin.getByRole("cell", { name: ACCOUNT_NAME, exact: true }));
  await admin.getByRole("link", { name: `Manual charge ${ACCOUNT_NAME}` }).click();
  const charge = admin.getByRole("dialog", { name: `Manual charge: ${ACCOUNT_NAME}` });
  await expectInert(admin, adminWatched, charge.getByRole("heading", { name: `Manual charge: ${ACCOUNT_NAME}` }));
  await charge.getByLabel("Amount (USD)").fill(String(Math.min(10_000, Math.ceil(account.balance + 150))));
  await charge.getByLabel("Description").fill("Markup check");
  await charge.getByRole("button", { name: "Continue" }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Confirm the charge" });
  await expectInert(admin, adminWatched, textOf(confirm, ACCOUNT_NAME));
  await confirm.getByRole("button", { name: "Charge" }).click();
  // The platform's refusal (a text body) names the account.
  const denied = admin.getByRole("alertdialog", { name: "Action denied" });
  await expectInert(admin, adminWatched, textOf(denied, `would take the balance of ${ACCOUNT_NAME} to`));
  await admin.goto(`/admin/accounts/${account.id}/credit`);
  await expectInert(admin, adminWatched, admin.getByRole("heading", { name: `Manual credit: ${ACCOUNT_NAME}` }));

  await admin.goto("/admin/whatsapp_numbers?search=XssNumber");
  const row = admin.getByRole("row").filter({ has: admin.getByRole("cell", { name: NUMBER_NAME, exact: true }) });
  await expectInert(admin, adminWatched, row.getByRole("cell", { name: ACCOUNT_NAME, exact: true }));
  await admin.goto(`/admin/whatsapp_numbers/${id}`);
  await expect(admin.getByRole("dialog", { name: "WhatsApp number details" }).getByLabel("Name")).toHaveValue(
    NUMBER_NAME,
  );
  await expectInert(admin, adminWatched, admin.getByRole("dialog", { name: "WhatsApp number details" }));

  // Account dropdowns: the statistics picker (searching), the call filter, the manual number's client.
  await admin.goto("/admin/statistics");
  await waitForHydration(admin);
  await admin.getByPlaceholder("Search accounts").fill(ACCOUNT_MARKER);
  const pickerOption = admin.getByRole("option", { name: ACCOUNT_NAME, exact: true });
  await expectInert(admin, adminWatched, pickerOption);
  await pickerOption.click();
  await expect(admin).toHaveURL(new RegExp(`account=${account.id}`));
  await expect(admin.getByPlaceholder("Search accounts")).toHaveValue(ACCOUNT_NAME);
  await expectInert(admin, adminWatched, admin.getByRole("heading", { name: "Statistics", level: 1 }));
  await admin.goto("/admin/calls?panel=filters");
  const accountFilter = admin.getByRole("region", { name: "Filter calls" }).getByLabel("Account");
  await expect(accountFilter.getByRole("option", { name: ACCOUNT_NAME, exact: true })).toHaveText(ACCOUNT_NAME);
  await expectInert(admin, adminWatched, accountFilter);
  await admin.goto("/admin/numbers/new");
  await waitForHydration(admin);
  const client = admin.getByRole("dialog", { name: "Manual number" }).getByRole("combobox", { name: "Client" });
  // The server's select becomes the searchable box once React has taken over (after hydration's effects).
  await expect(client).toHaveJSProperty("tagName", "INPUT");
  await client.fill(ACCOUNT_MARKER);
  await expectInert(admin, adminWatched, admin.getByRole("option", { name: ACCOUNT_NAME, exact: true }));

  // A notification to the account: the success toast names it; the user's open drawer gets it live.
  await page.goto("/portal/dashboard");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: /^Notifications/ })).toHaveAttribute("data-connected", "true", {
    timeout: 20_000,
  });
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const drawer = page.getByRole("dialog", { name: "Notifications" });
  await expect(drawer).toBeVisible();
  await admin.goto(`/admin/notifications/send?q=${ACCOUNT_MARKER}`);
  const accountSelect = admin.getByRole("combobox", { name: /^Account/ });
  await expect(accountSelect.getByRole("option", { name: ACCOUNT_NAME, exact: true })).toHaveText(ACCOUNT_NAME);
  await accountSelect.selectOption({ label: ACCOUNT_NAME });
  await admin.getByRole("combobox", { name: /^Type/ }).selectOption({ label: "Information" });
  await admin.getByRole("textbox", { name: /^Title/ }).fill(PAYLOAD);
  await admin.getByRole("textbox", { name: /^Message/ }).fill(`${PAYLOAD} message`);
  await admin.getByRole("button", { name: "Send notification" }).click();
  await expectInert(
    admin,
    adminWatched,
    admin.getByRole("status").filter({ hasText: `Notification sent to ${ACCOUNT_NAME}.` }),
  );
  await expectInert(page, watched, drawer.getByRole("listitem").filter({ hasText: `${PAYLOAD} message` }));

  await adminContext.close();
  await user.close();
});
