/**
 * The per-client DNS verification toggle (issue 16 item 2; docs/product.md#account-status "DNS verification can be toggled
 * per client", #endpoint-names EnableDNSVerification), with JavaScript off: the administrator turns it on for an
 * account in the accounts grid's dialog; the account's new SIP connection with an FQDN then waits
 * "DNS verification pending" and shows the TXT value to publish; the administrator turns it off
 * again. With JavaScript on, Cancel and Save. Each test registers an account of its own, so no other
 * spec's SIP connections ever see the setting.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, registerAccount, signIn } from "./support/auth";

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

/** A new account of the test's own (its owner signed in on `page`): its setting reaches no other spec. */
const registerDnsAccount = async (page: Page) => (await registerAccount(page, unique("DNS Co"))).accountName;

async function dnsVerificationOf(baseURL: string | undefined, account: string): Promise<number> {
  const db = await openE2eDatabase(baseURL);
  try {
    return db.prepare("SELECT dns_verification FROM accounts WHERE name = ?").pluck().get(account) as number;
  } finally {
    db.close();
  }
}

async function asAdmin(browser: Browser, account: string, javaScriptEnabled = false) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, DEMO.admin, { redirectTo: `/admin/accounts?search=${encodeURIComponent(account)}` });
  return { context, page };
}

/** Opens the dialog from the row's action, sets the checkbox and saves; the toast and the column follow. */
async function setDnsVerification(page: Page, account: string, on: boolean) {
  await rowOf(page, account)
    .getByRole("link", { name: `DNS verification ${account}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `DNS verification: ${account}` });
  const box = dialog.getByRole("checkbox", { name: "DNS verification" });
  await expect(box).toBeChecked({ checked: !on });
  await box.setChecked(on);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(on ? "DNS verification turned on." : "DNS verification turned off.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(rowOf(page, account).getByRole("cell", { name: on ? "On" : "Off", exact: true })).toBeVisible();
}

test.use({ javaScriptEnabled: false });

test("the administrator turns DNS verification on; the account's new SIP connection with an FQDN waits for its TXT record; then off again", async ({
  browser,
  page,
  baseURL,
}) => {
  const account = await registerDnsAccount(page);
  expect(await dnsVerificationOf(baseURL, account)).toBe(0);
  const admin = await asAdmin(browser, account);
  await setDnsVerification(admin.page, account, true);
  expect(await dnsVerificationOf(baseURL, account)).toBe(1);

  // The account's owner creates a connection with an FQDN: pending, with the value to publish.
  const name = unique("DNS e2e trunk");
  await page.goto("/portal/sip_connections/new");
  const add = page.getByRole("dialog", { name: "Add SIP connection" });
  await add.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await add.getByRole("textbox", { name: "FQDN", exact: true }).fill("dns-e2e.sip.example");
  await add.getByRole("textbox", { name: "Signalling address 1", exact: true }).fill("203.0.113.20");
  await add.getByRole("textbox", { name: "Source IP 1", exact: true }).fill("203.0.113.0/24");
  await add.getByRole("textbox", { name: "Dialed number 1", exact: true }).fill("+15550123");
  await add.getByRole("button", { name: "Create SIP connection" }).click();
  await expect(page.getByText("SIP connection created")).toBeVisible();
  await expect(rowOf(page, name)).toContainText("DNS verification pending");
  await rowOf(page, name)
    .getByRole("link", { name: `View details ${name}` })
    .click();
  const view = page.getByRole("dialog", { name: "SIP connection details" });
  await expect(view.getByRole("textbox", { name: "TXT record to publish at the FQDN" })).toHaveValue(/\S{8,}/);
  await expect(view).toContainText("Publish this value as a TXT record of dns-e2e.sip.example, then verify.");
  await view.getByRole("link", { name: "Close" }).click();
  await rowOf(page, name)
    .getByRole("link", { name: `Delete ${name}` })
    .click();
  await page
    .getByRole("alertdialog", { name: "Delete SIP connection?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("SIP connection deleted")).toBeVisible();

  // Off again.
  await admin.page.goto(`/admin/accounts?search=${encodeURIComponent(account)}`);
  await setDnsVerification(admin.page, account, false);
  expect(await dnsVerificationOf(baseURL, account)).toBe(0);
  await admin.context.close();
});

test("with JavaScript on: Cancel changes nothing; Save turns it on, and off again", async ({
  browser,
  page: registration,
  baseURL,
}) => {
  const account = await registerDnsAccount(registration);
  const admin = await asAdmin(browser, account, true);
  const { page } = admin;
  await rowOf(page, account)
    .getByRole("link", { name: `DNS verification ${account}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `DNS verification: ${account}` });
  await dialog.getByRole("checkbox", { name: "DNS verification" }).setChecked(true);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await dnsVerificationOf(baseURL, account)).toBe(0);
  await setDnsVerification(page, account, true);
  expect(await dnsVerificationOf(baseURL, account)).toBe(1);
  await setDnsVerification(page, account, false);
  expect(await dnsVerificationOf(baseURL, account)).toBe(0);
  await admin.context.close();
});
