/**
 * The portal and admin shells: navigation by role, header parts, the alarm badge, dashboard cards,
 * admin landing and refusal, the narrow-screen navigation, JavaScript off, and the notifications page.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { MESSAGES } from "../../contract/messages";
import { adminLandingPath } from "../../app/features/navigation/admin-landing";
import { allows, WIZARDS_GATE, WIZARDS_PATH } from "../../app/features/navigation/gates";
import { visibleNavigation, type NavEntry } from "../../app/features/navigation/tree";
import { DEMO, openE2eDatabase, registerAccount, signIn, signOutViaMenu } from "./support/auth";
import { menuButton } from "./support/menus";

const NAV = "Main navigation";
/** The trial banner: the days left when the trial's end is known, else the general invitation (labels_trial_banner). */
const TRIAL_BANNER = /^(Your trial ends in \d+ days?\.|You are using a trial account\.)/;

/** The href of every link in the side navigation, in order. */
async function navHrefs(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: NAV });
  await expect(nav).toBeVisible();
  return nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

const flatPaths = (entries: NavEntry[]) =>
  entries.flatMap((e) => ("items" in e ? e.items.map((i) => i.path) : [e.path]));
/** The navigation a user with `roles` sees: the screens, then the launch-wizard button when the wizards' gate allows. */
const expectedNav = (roles: string[]) => [
  ...flatPaths(visibleNavigation(roles)),
  ...(allows(WIZARDS_GATE, roles) ? [WIZARDS_PATH] : []),
];

interface UserRow {
  id: string;
  account_id: string;
  roles: string;
}

/** A demo user's row (read-only look-up). */
async function userRow(baseURL: string | undefined, email: string): Promise<UserRow & { roleList: string[] }> {
  const db = await openE2eDatabase(baseURL);
  try {
    const row = db.prepare("SELECT id, account_id, roles FROM users WHERE email = ?").get(email) as UserRow;
    return { ...row, roleList: JSON.parse(row.roles) as string[] };
  } finally {
    db.close();
  }
}

/** The names of a page part's sections (the dashboard's cards and sections), in order. */
function sectionNames(scope: Locator): Promise<string[]> {
  return scope
    .locator("section[aria-labelledby]")
    .evaluateAll((sections) =>
      sections.map(
        (section) => document.getElementById(section.getAttribute("aria-labelledby") ?? "")?.textContent ?? "",
      ),
    );
}

test.describe("portal shell", () => {
  test("the side navigation lists what each role may open: the viewer sees no more than the owner", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    const owner = await navHrefs(page);
    const ownerRoles = (await userRow(baseURL, DEMO.owner.email)).roleList;
    expect(owner).toEqual(expectedNav(ownerRoles));
    await expect(page.getByRole("navigation", { name: NAV }).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    const context = await browser.newContext();
    const viewerPage = await context.newPage();
    await signIn(viewerPage, DEMO.viewer);
    const viewer = await navHrefs(viewerPage);
    const viewerRoles = (await userRow(baseURL, DEMO.viewer.email)).roleList;
    expect(viewer).toEqual(expectedNav(viewerRoles));
    for (const href of viewer) expect(owner).toContain(href);
    await context.close();
  });

  test("the header: wallet for the owner, help menu, notifications bell and the account menu", async ({ page }) => {
    await signIn(page, DEMO.owner);
    // The wallet links to billing (issue 19).
    await expect(page.getByRole("link", { name: /^Wallet balance: \$[\d,]+\.\d{2}$/ })).toHaveAttribute(
      "href",
      "/portal/settings/billing",
    );
    // With JavaScript the bell is the live drawer's button (notifications-drawer.spec.ts covers it).
    await expect(page.getByRole("button", { name: /^Notifications/ })).toHaveAttribute("aria-haspopup", "dialog");

    // menus open from the keyboard
    await menuButton(page, "Help").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "Terms of use" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy_policy");
    // The contact-support dialog, returning to this page (issue 19).
    await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute(
      "href",
      /^\/portal\/contact_support\?returnTo=/,
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Terms of use" })).toBeHidden();

    await menuButton(page, "Account menu").click();
    const menu = page.getByRole("group").filter({ has: page.getByRole("button", { name: "Sign out" }) });
    await expect(menu.getByText("Olivia Owner", { exact: true }).last()).toBeVisible();
    await expect(menu.getByText("owner@example.com")).toBeVisible();
    await expect(menu.getByText("Acme Voice")).toBeVisible();
    await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();
    // The owner's entries (docs/product.md#roles), and no administration link for a customer.
    for (const name of ["Edit user", "Billing", "Settings"])
      await expect(menu.getByRole("link", { name })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Administration" })).toHaveCount(0);
    // "Manage account" is a form's button among links: it reads as one of them, in their type size.
    const fontSize = (entry: Locator) => entry.evaluate((element) => getComputedStyle(element).fontSize);
    expect(await fontSize(menu.getByRole("button", { name: "Manage account" }))).toBe(
      await fontSize(menu.getByRole("link", { name: "Billing" })),
    );
  });

  test("the viewer has no wallet and the trial owner sees the trial banner", async ({ page, browser }) => {
    await signIn(page, DEMO.viewer);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /Wallet balance/ })).toHaveCount(0);
    await expect(page.getByText(TRIAL_BANNER)).toHaveCount(0);

    const context = await browser.newContext();
    const trial = await context.newPage();
    await signIn(trial, DEMO.trial);
    await expect(trial.getByText(TRIAL_BANNER)).toBeVisible();
    await context.close();
  });

  test("copying the account id puts it on the clipboard and says so for a second", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await signIn(page, DEMO.owner);
    const { account_id: accountId } = await userRow(baseURL, DEMO.owner.email);
    await menuButton(page, "Account menu").click();
    await page.getByRole("button", { name: "Copy account ID" }).click();
    await expect(page.getByRole("tooltip", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accountId);
    await expect(page.getByRole("tooltip", { name: "Copied" })).toBeHidden({ timeout: 2500 });
  });

  test("the owner's alarm badge shows the account's active alarms", async ({ page, baseURL }) => {
    const { account_id: accountId } = await userRow(baseURL, DEMO.owner.email);
    const activeNow = async () => {
      const db = await openE2eDatabase(baseURL);
      try {
        return db
          .prepare(
            "SELECT COUNT(*) FROM alarms WHERE account_id = ? AND active = 1 AND deleted_at IS NULL AND severity <> 'cleared'",
          )
          .pluck()
          .get(accountId) as number;
      } finally {
        db.close();
      }
    };
    expect(await activeNow()).toBeGreaterThan(0);
    await signIn(page, DEMO.owner);
    // The demo account is shared: the simulator and other specs raise and clear its alarms while this
    // runs, so the badge is compared with the count read just before the page that shows it.
    await expect
      .poll(async () => {
        const active = await activeNow();
        await page.reload();
        const shown = await page.getByRole("img", { name: /active alarms?$/ }).getAttribute("aria-label");
        return shown === `${active} active alarm${active === 1 ? "" : "s"}`;
      })
      .toBe(true);
  });

  test("dashboard sections by role: the owner sees every card, the viewer the calls card, the chart and the latest calls", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, DEMO.owner);
    const main = page.getByRole("main");
    const cards = [
      "Bots",
      "Phone numbers",
      "SIP connections",
      "WhatsApp numbers",
      "Teams connections",
      "Calls in the last 24 hours",
      "Active alarms",
    ];
    for (const name of cards) await expect(main.getByRole("region", { name })).toBeVisible();
    // The owner's account has a bot, channels and rules: what to do next is at most its active alarms.
    expect((await sectionNames(main)).filter((name) => name !== "What to do next")).toEqual([
      ...cards,
      "Calls per hour",
      "Latest calls",
    ]);

    // The count is the account's: checked on the trial account, whose bots no other spec changes
    // (the bots spec adds and deletes Acme Voice's meanwhile).
    const { account_id: trialAccount } = await userRow(baseURL, DEMO.trial.email);
    const db = await openE2eDatabase(baseURL);
    const bots = db
      .prepare("SELECT COUNT(*) FROM bots WHERE account_id = ? AND deleted_at IS NULL")
      .pluck()
      .get(trialAccount) as number;
    db.close();
    const trialContext = await browser.newContext();
    const trial = await trialContext.newPage();
    await signIn(trial, DEMO.trial);
    await expect(trial.getByRole("main").getByRole("region", { name: "Bots" })).toContainText(String(bots));
    await trialContext.close();
    await expect(main.getByRole("region", { name: "Calls in the last 24 hours" })).toContainText(
      /% successful|No calls yet/,
    );

    // LIVEHUB_CALLS_READ and LIVEHUB_STATISTICS_READ_READ only: what those roles read, nothing else.
    const context = await browser.newContext();
    const viewer = await context.newPage();
    await signIn(viewer, DEMO.viewer);
    const viewerMain = viewer.getByRole("main");
    await expect(viewerMain.getByRole("region", { name: "Calls in the last 24 hours" })).toBeVisible();
    expect(await sectionNames(viewerMain)).toEqual(["Calls in the last 24 hours", "Calls per hour", "Latest calls"]);
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`the dashboard with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("calls per hour, the latest calls opening their details, and what to do next", async ({ page }) => {
        await signIn(page, DEMO.owner);
        await expect(page).toHaveURL(/\/portal\/dashboard$/);
        const main = page.getByRole("main");

        // Acme Voice has active alarms from the seed (other specs delete one at most).
        const next = main.getByRole("region", { name: "What to do next" });
        await expect(next.getByRole("link", { name: /^Look into the (\d+ )?active alarms?\.$/ })).toHaveAttribute(
          "href",
          "/portal/alarms",
        );

        // The chart: a figure named by its caption, the value axis in calls, columns linking to their calls.
        const chart = main.getByRole("region", { name: "Calls per hour" });
        const figure = chart.getByRole("figure", { name: /^Successful and failed calls per hour, / });
        await expect(figure).toBeVisible();
        await expect(figure.locator("svg text").filter({ hasText: /^Calls$/ })).toHaveCount(1);
        await expect(
          figure.getByRole("link", { name: /^Call success, (successful|failed), / }).first(),
        ).toHaveAttribute("href", /^\/portal\/call_history\?from=/);
        // Its numbers as a table, every hour of the 24.
        await figure.getByText("Show the numbers as a table").click();
        const hours = figure.getByRole("table").locator("tbody tr");
        await expect(hours).toHaveCount(24);
        await expect(figure.getByRole("table").getByRole("columnheader")).toHaveText(["Hour", "Successful", "Failed"]);

        // The latest calls: five, newest first; one opens its details in the call history.
        const latest = main.getByRole("region", { name: "Latest calls" });
        await expect(latest.getByRole("link", { name: "See all calls" })).toHaveAttribute(
          "href",
          "/portal/call_history",
        );
        const rows = latest.getByRole("table").locator("tbody tr");
        await expect(rows).toHaveCount(5);
        const times = await rows
          .locator("time")
          .evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
        expect(times).toEqual([...times].sort().reverse());
        const open = rows.nth(1).getByRole("link");
        const href = (await open.getAttribute("href")) ?? "";
        expect(href).toMatch(/^\/portal\/call_history\/[^/?]+$/);
        await open.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        const drawer = page.getByRole("dialog", { name: "Call details" });
        await expect(drawer).toBeVisible();
        await expect(drawer.getByText(`Call ID ${decodeURIComponent(href.split("/").pop()!)}`)).toBeVisible();
      });
    });
  }

  test("/portal goes to the dashboard and an unknown portal path is not found inside the shell", async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    const response = await page.goto("/portal/no-such-screen");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: NAV })).toBeVisible();
    // A signed-in user is not offered "Sign in".
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  });

  test("a page the viewer's roles refuse is the 403 page inside the shell, with none of the page's data", async ({
    page,
  }) => {
    await signIn(page, DEMO.viewer);
    const response = await page.goto("/portal/bots/new");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "No permission" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: NAV })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("link", { name: "Go to the dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });

  test("at 320 px the navigation opens in a drawer", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page, DEMO.owner);
    await expect(page.getByRole("navigation", { name: NAV })).toBeHidden();
    await page.getByRole("link", { name: "Open navigation" }).click();
    const nav = page.getByRole("navigation", { name: NAV });
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expect(page.getByRole("navigation", { name: NAV })).toBeHidden();
  });
});

test.describe("admin area", () => {
  test("the admin lands on the first admin page the roles allow, or is signed out to /error", async ({
    page,
    baseURL,
  }) => {
    const adminRoles = (await userRow(baseURL, DEMO.admin.email)).roleList;
    const landing = adminLandingPath(adminRoles);
    await signIn(page, DEMO.admin);
    await page.goto("/admin/dashboard");
    if (landing) {
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
    } else {
      await expect(page).toHaveURL(/\/error\?reason=no_admin_permissions$/);
      await expect(page.getByText(MESSAGES.error_no_admin_permissions)).toBeVisible();
      // signed out: the portal asks for a sign-in again
      await page.goto("/portal/dashboard");
      await expect(page).toHaveURL(/\/login\?redirectTo=/);
    }
  });

  test("the admin shell: an unknown admin page is not found inside it, and the account menu leads back", async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await menuButton(page, "Account menu").click();
    await expect(page.getByRole("link", { name: "Administration" })).toHaveAttribute("href", "/admin/dashboard");
    const response = await page.goto("/admin/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("banner").getByText("Administration")).toBeVisible();
    await expect(page.getByRole("status", { name: /Wallet balance/ })).toHaveCount(0);
    await menuButton(page, "Account menu").click();
    await page.getByRole("link", { name: "Customer portal" }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
  });

  test("a customer is refused on every /admin path, whatever the method, and sees no data", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, DEMO.owner);
    const paths = [
      "/admin",
      "/admin?index",
      "/admin/dashboard",
      "/admin/calls",
      "/admin/calls?_data=routes%2Fadmin.calls",
      "/admin/calls/some-call",
      "/admin/calls/some-call/recording",
      "/admin/anything/deeper",
      "/admin/whatsapp_numbers",
      "/admin/whatsapp_numbers/some-number",
      "/admin/accounts",
      "/admin/accounts/some-account/charge",
      "/admin/accounts/some-account/credit",
      "/admin/sipConnections",
      "/admin/sipConnections/some-connection/cacProfile",
      "/admin/sipConnections/some-connection/sbcOverride",
      "/admin/sipConnections/some-connection/charge",
      "/admin/numbers",
      "/admin/numbers/new",
      "/admin/account-options",
      "/admin?_data=routes%2Fadmin",
    ];
    const leaks = ["owner@example.com", "Olivia", "Acme Voice", "Platform Operations", "walletBalance", "accountId"];
    for (const path of paths) {
      const get = await page.request.get(path, { maxRedirects: 0 });
      expect(get.status(), `GET ${path}`).toBe(403);
      const post = await page.request.post(path, {
        form: { intent: "anything" },
        headers: { Origin: baseURL ?? "" },
        maxRedirects: 0,
      });
      expect(post.status(), `POST ${path}`).toBe(403);
      for (const body of [await get.text(), await post.text()]) {
        for (const leak of leaks) expect(body, `${path} must not contain ${leak}`).not.toContain(leak);
      }
    }
    const response = await page.goto("/admin/dashboard");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "No permission" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner signs in, sees the dashboard, uses the navigation and signs out", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 720 });
    await signIn(page, DEMO.owner);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: NAV })).toBeHidden();
    await page.getByRole("link", { name: "Open navigation" }).click();
    const nav = page.getByRole("navigation", { name: NAV });
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expect(page.getByRole("region", { name: "Bots" })).toBeVisible();
    await signOutViaMenu(page);
  });

  test("notifications: mark read with a plain form", async ({ page, baseURL }) => {
    const ids = await insertNotifications(baseURL, DEMO.owner.email, [
      { title: `No-JS note ${randomUUID().slice(0, 6)}`, type: "info" },
    ]);
    try {
      await signIn(page, DEMO.owner);
      await page.goto("/portal/notifications");
      const item = page.getByRole("listitem", { name: /^No-JS note/ });
      await item.getByRole("button", { name: "Mark as read" }).click();
      await expect(page).toHaveURL(/\/portal\/notifications$/);
      await expect(item.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
    } finally {
      await removeNotifications(baseURL, ids);
    }
  });
});

interface NewNotification {
  title: string;
  type: string;
  message?: string;
  data?: Record<string, unknown>;
  forUser?: boolean;
}

/** Puts notifications straight into the e2e server's database (the hub learns of them on the next connection). */
async function insertNotifications(
  baseURL: string | undefined,
  email: string,
  list: NewNotification[],
): Promise<string[]> {
  const { default: Database } = await import("better-sqlite3");
  const port = new URL(baseURL ?? "http://127.0.0.1:3100").port;
  const db = new Database(`test-results/e2e-data-${port}/platform.sqlite`, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const user = db.prepare("SELECT id, account_id FROM users WHERE email = ?").get(email) as {
      id: string;
      account_id: string;
    };
    const insert = db.prepare(
      `INSERT INTO notifications (id, account_id, user_id, title, message, type, status, data, ttl, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?, NULL, ?, NULL)`,
    );
    const now = Date.now();
    return list.map((n, i) => {
      const id = randomUUID();
      insert.run(
        id,
        user.account_id,
        n.forUser ? user.id : null,
        n.title,
        n.message ?? "",
        n.type,
        JSON.stringify(n.data ?? {}),
        now - i * 60_000,
      );
      return id;
    });
  } finally {
    db.close();
  }
}

async function removeNotifications(baseURL: string | undefined, ids: string[]): Promise<void> {
  const { default: Database } = await import("better-sqlite3");
  const port = new URL(baseURL ?? "http://127.0.0.1:3100").port;
  const db = new Database(`test-results/e2e-data-${port}/platform.sqlite`, { fileMustExist: true });
  try {
    for (const id of ids) db.prepare("DELETE FROM notifications WHERE id = ?").run(id);
  } finally {
    db.close();
  }
}

test.describe("notifications page", () => {
  test("lists the user's notifications; mark read, delete and clear all", async ({ page, baseURL }) => {
    // An account of its own: other specs' work sends the demo owner notifications meanwhile.
    const { email } = await registerAccount(page, `Notified Ltd ${randomUUID().slice(0, 8)}`);
    await insertNotifications(baseURL, email, [
      { title: "Maintenance tonight", type: "info", message: "From 22:00 UTC\nAbout ten minutes" },
      {
        title: "Calls export ready",
        type: "download",
        data: { fileName: "calls-2026-01.csv", url: "/exports/x" },
        forUser: true,
      },
      { title: "Low balance", type: "warning" },
    ]);
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("console", (m) => {
      if (/hydrat|Minified React error/i.test(m.text())) problems.push(m.text());
    });
    await page.goto("/portal/dashboard");
    await expect(page.getByRole("button", { name: "Notifications, 3 unread" })).toBeVisible();
    await page.goto("/portal/notifications");
    // a document load of the list, so hydration of its relative times is checked too
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();

    const list = page.getByRole("list", { name: "Notifications" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    const maintenance = list.getByRole("listitem", { name: "Maintenance tonight" });
    await expect(maintenance).toContainText("From 22:00 UTC");
    await expect(maintenance).toContainText("About ten minutes");
    const download = list.getByRole("listitem", { name: "Calls export ready" });
    // Downloads go through the console's route; a url outside the platform's services is refused.
    const link = download.getByRole("link", { name: "Download calls-2026-01.csv" });
    await expect(link).toHaveAttribute("href", /^\/portal\/notifications\/[^/]+\/download$/);
    await link.click();
    await expect(page).toHaveURL(/\/portal\/notifications$/);
    await expect(page.getByRole("alert").filter({ hasText: "Error downloading the file." })).toBeVisible();

    await maintenance.getByRole("button", { name: "Mark as read" }).click();
    await expect(maintenance.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
    // the live bell follows what the page's form did
    await expect(page.getByRole("button", { name: "Notifications, 2 unread" })).toBeVisible();

    await list.getByRole("listitem", { name: "Low balance" }).getByRole("button", { name: "Delete" }).click();
    await expect(list.getByRole("listitem", { name: "Low balance" })).toHaveCount(0);
    await expect(list.getByRole("listitem")).toHaveCount(2);

    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(page.getByText(MESSAGES.labels_no_notifications)).toBeVisible();
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
    // server and browser rendered the same page: no hydration errors
    expect(problems).toEqual([]);
  });
});
