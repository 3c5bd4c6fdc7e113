/**
 * The per-client DNS verification toggle (issue 16 item 2; 000 §4 "DNS verification can be toggled
 * per client", §7 EnableDNSVerification), with JavaScript off: the administrator turns it on for Acme
 * Voice in the accounts grid's dialog; the owner's new SIP connection with an FQDN then waits "DNS
 * verification pending" and shows the TXT value to publish; the administrator turns it off again.
 * With JavaScript on, Cancel and Save. The connection made here has a unique name and is deleted;
 * the setting is restored even on failure.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";

const ACCOUNT = "Acme Voice";
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

async function acme(baseURL: string | undefined) {
  const db = await openE2eDatabase(baseURL);
  try {
    return db.prepare("SELECT id, dns_verification FROM accounts WHERE name = ?").get(ACCOUNT) as { id: string; dns_verification: number };
  } finally {
    db.close();
  }
}

async function asAdmin(browser: Browser, javaScriptEnabled = false) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, DEMO.admin, { redirectTo: `/admin/accounts?search=${encodeURIComponent(ACCOUNT)}` });
  return { context, page };
}

/** Opens the dialog from the row's action, sets the checkbox and saves; the toast and the column follow. */
async function setDnsVerification(page: Page, on: boolean) {
  await rowOf(page, ACCOUNT).getByRole("link", { name: `DNS verification ${ACCOUNT}` }).click();
  const dialog = page.getByRole("dialog", { name: `DNS verification: ${ACCOUNT}` });
  const box = dialog.getByRole("checkbox", { name: "DNS verification" });
  await expect(box).toBeChecked({ checked: !on });
  await box.setChecked(on);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(on ? "DNS verification turned on." : "DNS verification turned off.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(rowOf(page, ACCOUNT).getByRole("cell", { name: on ? "On" : "Off", exact: true })).toBeVisible();
}

test.use({ javaScriptEnabled: false });

test.afterAll(async ({ browser, baseURL }) => {
  // Restore the seed's setting if the test stopped half-way (the form's Save without the box is "off").
  const account = await acme(baseURL);
  if (account.dns_verification === 0) return;
  const { context, page } = await asAdmin(browser);
  await page.request.post(`/admin/accounts/${account.id}/dns`, { form: { intent: "save" }, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 });
  await context.close();
});

test("the administrator turns DNS verification on; the owner's new SIP connection with an FQDN waits for its TXT record; then off again", async ({ browser, page, baseURL }) => {
  expect((await acme(baseURL)).dns_verification).toBe(0);
  const admin = await asAdmin(browser);
  await setDnsVerification(admin.page, true);
  expect((await acme(baseURL)).dns_verification).toBe(1);

  // The owner creates a connection with an FQDN: pending, with the value to publish.
  const name = unique("DNS e2e trunk");
  await signIn(page, DEMO.owner, { redirectTo: "/portal/sip_connections/new" });
  const add = page.getByRole("dialog", { name: "Add SIP connection" });
  await add.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await add.getByRole("textbox", { name: "FQDN", exact: true }).fill("dns-e2e.sip.example");
  await add.getByRole("textbox", { name: "Signalling address 1", exact: true }).fill("203.0.113.20");
  await add.getByRole("textbox", { name: "Source IP 1", exact: true }).fill("203.0.113.0/24");
  await add.getByRole("textbox", { name: "Dialed number 1", exact: true }).fill("+15550123");
  await add.getByRole("button", { name: "Create SIP connection" }).click();
  await expect(page.getByText("SIP connection created")).toBeVisible();
  await expect(rowOf(page, name)).toContainText("DNS verification pending");
  await rowOf(page, name).getByRole("link", { name: `View details ${name}` }).click();
  const view = page.getByRole("dialog", { name: "SIP connection details" });
  await expect(view.getByRole("textbox", { name: "TXT record to publish at the FQDN" })).toHaveValue(/\S{8,}/);
  await expect(view).toContainText("Publish this value as a TXT record of dns-e2e.sip.example, then verify.");
  await view.getByRole("link", { name: "Close" }).click();
  await rowOf(page, name).getByRole("link", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog", { name: "Delete SIP connection?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("SIP connection deleted")).toBeVisible();

  // Off again: the seed's setting.
  await admin.page.goto(`/admin/accounts?search=${encodeURIComponent(ACCOUNT)}`);
  await setDnsVerification(admin.page, false);
  expect((await acme(baseURL)).dns_verification).toBe(0);
  await admin.context.close();
});

test("with JavaScript on: Cancel changes nothing; Save turns it on, and off again", async ({ browser, baseURL }) => {
  const admin = await asAdmin(browser, true);
  const { page } = admin;
  await rowOf(page, ACCOUNT).getByRole("link", { name: `DNS verification ${ACCOUNT}` }).click();
  const dialog = page.getByRole("dialog", { name: `DNS verification: ${ACCOUNT}` });
  await dialog.getByRole("checkbox", { name: "DNS verification" }).setChecked(true);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect((await acme(baseURL)).dns_verification).toBe(0);
  await setDnsVerification(page, true);
  expect((await acme(baseURL)).dns_verification).toBe(1);
  await setDnsVerification(page, false);
  expect((await acme(baseURL)).dns_verification).toBe(0);
  await admin.context.close();
});
