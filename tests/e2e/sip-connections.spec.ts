/**
 * SIP connections (issue 16 item 2), an entity screen of the bots' pattern: with JavaScript off and
 * on, each SIP type and each authentication method created and edited (the list buttons of the
 * signalling addresses, the fields a type or a method takes after "Continue" or as they change),
 * viewed and deleted; the spec's refusals (11 signalling addresses, keep-alive 4, Source IP without
 * an address) with the message on the field and what was typed kept; a trial account's third
 * connection refused; the administrator's list and read-only view; axe over the list and the create
 * dialog. Every record here has a unique name and is deleted again; nothing counts Acme's records.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
const addDialog = (page: Page) => page.getByRole("dialog", { name: "Add SIP connection" });
const editDialog = (page: Page) => page.getByRole("dialog", { name: "Edit SIP connection" });

interface Stored {
  id: string;
  type: string;
  keep_alive: number;
  authentication: string;
  signalling_addresses: string;
  service_number: string | null;
  secrets: string;
}

async function stored(baseURL: string | undefined, name: string): Promise<Stored | undefined> {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare(
        "SELECT id, type, keep_alive, authentication, signalling_addresses, service_number, secrets FROM sip_connections WHERE name = ? AND deleted_at IS NULL",
      )
      .get(name) as Stored | undefined;
  } finally {
    db.close();
  }
}

async function liveCount(baseURL: string | undefined, email: string): Promise<number> {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare(
        "SELECT COUNT(*) FROM sip_connections s JOIN users u ON u.account_id = s.account_id WHERE u.email = ? AND s.deleted_at IS NULL",
      )
      .pluck()
      .get(email) as number;
  } finally {
    db.close();
  }
}

/** The fields every test fills: name, FQDN, the first signalling address, source IP and dialed number. */
async function fillBasics(dialog: Locator, name: string) {
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByRole("textbox", { name: "FQDN", exact: true }).fill("pbx.example.com");
  await dialog.getByRole("textbox", { name: "Signalling address 1", exact: true }).fill("203.0.113.20");
  await dialog.getByRole("textbox", { name: "Source IP 1", exact: true }).fill("203.0.113.0/24");
  await dialog.getByRole("textbox", { name: "Dialed number 1", exact: true }).fill("+15550123");
}

async function toggle(box: Locator, checked: boolean) {
  await box.focus();
  await box.press("Space");
  await expect(box).toBeChecked({ checked });
}

async function deleteConnection(page: Page, name: string) {
  await rowOf(page, name)
    .getByRole("link", { name: `Delete ${name}` })
    .click();
  await page
    .getByRole("alertdialog", { name: "Delete SIP connection?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("SIP connection deleted")).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
}

test.describe("customer, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a SIP trunk with credentials: built with the list's buttons, created, viewed, edited into a contact center with an authentication code, deleted", async ({
    page,
    baseURL,
  }) => {
    const name = unique("SIP e2e trunk");
    await signIn(page, DEMO.owner, { redirectTo: "/portal/sip_connections/new" });
    let dialog = addDialog(page);
    await fillBasics(dialog, name);
    // "Add signalling address" posts the form: a second row, what was typed kept, nothing saved.
    await dialog.getByRole("button", { name: "Add signalling address" }).click();
    dialog = addDialog(page);
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await expect(dialog.getByRole("textbox", { name: "Signalling address 1", exact: true })).toHaveValue(
      "203.0.113.20",
    );
    await dialog.getByRole("textbox", { name: "Signalling address 2", exact: true }).fill("sbc2.example.com:5061");
    expect(await stored(baseURL, name)).toBeUndefined();

    // Credentials: the user and password fields after Continue.
    await expect(dialog.getByRole("textbox", { name: "User name", exact: true })).toHaveCount(0);
    await dialog.getByLabel("Credentials or code").selectOption("credentials");
    await dialog.getByRole("button", { name: "Continue" }).click();
    dialog = addDialog(page);
    await dialog.getByRole("textbox", { name: "User name", exact: true }).fill("pbx-user");
    await dialog.getByLabel("Password").fill("Trunk-pass-1");
    await dialog.getByRole("button", { name: "Create SIP connection" }).click();

    await expect(page.getByText("SIP connection created")).toBeVisible();
    await expect(rowOf(page, name)).toContainText("SIP trunk");
    await expect(rowOf(page, name)).toContainText("Credentials (user name and password)");
    const created = (await stored(baseURL, name))!;
    expect(JSON.parse(created.signalling_addresses)).toEqual(["203.0.113.20", "sbc2.example.com:5061"]);
    expect(JSON.parse(created.secrets)).toEqual({ password: "Trunk-pass-1" });

    // View: the password only as "set".
    await rowOf(page, name)
      .getByRole("link", { name: `View details ${name}` })
      .click();
    const view = page.getByRole("dialog", { name: "SIP connection details" });
    await expect(view.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await expect(view).not.toContainText("Trunk-pass-1");
    await view.getByRole("link", { name: "Close" }).click();

    // Edit: a contact center (its service number after Continue) with an authentication code.
    await rowOf(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    dialog = editDialog(page);
    await expect(dialog.getByLabel("Password")).toHaveValue("");
    await dialog.getByLabel("Type").selectOption("contact-center");
    await dialog.getByLabel("Credentials or code").selectOption("authCode");
    await dialog.getByRole("button", { name: "Continue" }).click();
    dialog = editDialog(page);
    await dialog.getByRole("textbox", { name: "Server host name", exact: true }).fill("cc.example.com");
    await dialog.getByRole("textbox", { name: "Service number", exact: true }).fill("QUEUE42");
    await dialog.getByLabel("Authentication code").fill("4242");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("SIP connection updated")).toBeVisible();
    await expect(rowOf(page, name)).toContainText("Contact center");
    const edited = (await stored(baseURL, name))!;
    expect(edited).toMatchObject({ type: "contact-center", service_number: "QUEUE42" });
    expect(JSON.parse(edited.secrets)).toEqual({ authCode: "4242" });

    await deleteConnection(page, name);
  });

  test("refusals keep what was typed: 11 signalling addresses, keep-alive 4, Source IP without an address", async ({
    page,
    baseURL,
  }) => {
    const name = unique("SIP e2e refused");
    await signIn(page, DEMO.owner, { redirectTo: "/portal/sip_connections/new" });
    let dialog = addDialog(page);
    await fillBasics(dialog, name);
    for (let i = 2; i <= 11; i++) {
      await dialog.getByRole("button", { name: "Add signalling address" }).click();
      dialog = addDialog(page);
      await dialog.getByRole("textbox", { name: `Signalling address ${i}`, exact: true }).fill(`203.0.113.${20 + i}`);
    }
    await dialog.getByRole("textbox", { name: "Keep-alive (seconds)", exact: true }).fill("4");
    await dialog.getByRole("textbox", { name: "Source IP 1", exact: true }).fill("");
    await dialog.getByRole("button", { name: "Create SIP connection" }).click();
    dialog = addDialog(page);
    await expect(dialog.getByText("At most 10 signalling addresses are allowed")).toBeVisible();
    await expect(dialog.getByText("Keep-alive must be at least 5")).toBeVisible();
    await expect(dialog.getByText("At least one address is required for Source IP")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Keep-alive (seconds)", exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(dialog.getByRole("textbox", { name: "Keep-alive (seconds)", exact: true })).toHaveValue("4");
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await expect(dialog.getByRole("textbox", { name: "Signalling address 11", exact: true })).toHaveValue(
      "203.0.113.31",
    );
    expect(await stored(baseURL, name)).toBeUndefined();
  });
});

test.describe("customer, with JavaScript", () => {
  test("a UC platform by source IP, then a SIP trunk by dialed numbers with credentials: the fields follow the choices", async ({
    page,
    baseURL,
  }) => {
    const name = unique("SIP e2e uc");
    await signIn(page, DEMO.owner, { redirectTo: "/portal/sip_connections" });
    await waitForHydration(page);
    await page.getByRole("link", { name: "Add SIP connection" }).click();
    let dialog = addDialog(page);
    await fillBasics(dialog, name);
    await dialog.getByLabel("Type").selectOption("uc-platform");
    // A UC platform takes no registration; a contact center's service number is not offered.
    await expect(dialog.getByLabel("Registration (the trunk registers with the platform)")).toHaveCount(0);
    await expect(dialog.getByRole("textbox", { name: "Service number", exact: true })).toHaveCount(0);
    await dialog.getByRole("textbox", { name: "Server host name", exact: true }).fill("uc.example.com");
    await dialog.getByLabel("OPUS").check();
    await dialog.getByRole("button", { name: "Create SIP connection" }).click();
    await expect(page.getByText("SIP connection created")).toBeVisible();
    await expect(rowOf(page, name)).toContainText("UC platform");
    expect((await stored(baseURL, name))!.type).toBe("uc-platform");

    // Edit: a trunk authenticated by dialed numbers and credentials, no FQDN or source IP check.
    await rowOf(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    dialog = editDialog(page);
    await dialog.getByLabel("Type").selectOption("sip-trunk");
    await expect(dialog.getByLabel("Registration (the trunk registers with the platform)")).toBeVisible();
    await dialog.getByLabel("Registration (the trunk registers with the platform)").check();
    // Toggled from the keyboard: the field errors that appear as a box loses focus move the others.
    await toggle(dialog.getByLabel("Check the FQDN"), false);
    await toggle(dialog.getByLabel("Check the source IP"), false);
    await dialog.getByRole("button", { name: "Save" }).click();
    // FQDN or Dialed Numbers; Source IP or Credentials: both refused, the form kept.
    await expect(dialog.getByText("FQDN or Dialed Numbers must be checked", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Source IP or Credentials must be checked", { exact: true })).toBeVisible();
    await toggle(dialog.getByLabel("Check the dialed numbers"), true);
    await dialog.getByLabel("Credentials or code").selectOption("credentials");
    await dialog.getByRole("textbox", { name: "User name", exact: true }).fill("uc-user");
    await dialog.getByLabel("Password").fill("Uc-pass-2");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("SIP connection updated")).toBeVisible();
    const edited = (await stored(baseURL, name))!;
    expect(edited.type).toBe("sip-trunk");
    expect(JSON.parse(edited.authentication)).toEqual({
      fqdn: false,
      sourceIp: false,
      dialedNumbers: true,
      method: "credentials",
      username: "uc-user",
    });

    await deleteConnection(page, name);
  });

  test("refusals keep what was typed: 11 signalling addresses, keep-alive 4, Source IP without an address", async ({
    page,
    baseURL,
  }) => {
    const name = unique("SIP e2e refused js");
    await signIn(page, DEMO.owner, { redirectTo: "/portal/sip_connections/new" });
    await waitForHydration(page);
    const dialog = addDialog(page);
    await fillBasics(dialog, name);
    for (let i = 2; i <= 11; i++) {
      await dialog.getByRole("button", { name: "Add signalling address" }).click();
      await dialog.getByRole("textbox", { name: `Signalling address ${i}`, exact: true }).fill(`203.0.113.${20 + i}`);
    }
    await dialog.getByRole("textbox", { name: "Keep-alive (seconds)", exact: true }).fill("4");
    await dialog.getByRole("textbox", { name: "Source IP 1", exact: true }).fill("");
    await dialog.getByRole("button", { name: "Create SIP connection" }).click();
    await expect(dialog.getByText("At most 10 signalling addresses are allowed")).toBeVisible();
    await expect(dialog.getByText("Keep-alive must be at least 5")).toBeVisible();
    await expect(dialog.getByText("At least one address is required for Source IP")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Keep-alive (seconds)", exact: true })).toHaveValue("4");
    await expect(dialog.getByRole("textbox", { name: "Signalling address 11", exact: true })).toHaveValue(
      "203.0.113.31",
    );
    expect(await stored(baseURL, name)).toBeUndefined();
  });
});

test("a trial account holds two SIP connections: the list says so and a third is refused", async ({
  page,
  baseURL,
}) => {
  expect(await liveCount(baseURL, DEMO.trial.email)).toBe(2);
  await signIn(page, DEMO.trial, { redirectTo: "/portal/sip_connections" });
  await expect(
    page.getByText("A trial account has two SIP connections. Upgrade to the Essential plan for more."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Add SIP connection" })).toHaveCount(0);
  await page.goto("/portal/sip_connections/new");
  const dialog = addDialog(page);
  await fillBasics(dialog, "Third trial trunk");
  await dialog.getByRole("button", { name: "Create SIP connection" }).click();
  await expect(
    dialog.getByText("A trial account has two SIP connections. Upgrade to the Essential plan for more."),
  ).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Third trial trunk");
  expect(await liveCount(baseURL, DEMO.trial.email)).toBe(2);
});

test("the administrator lists every account's connections and views one read-only", async ({ page }) => {
  await signIn(page, DEMO.admin, { redirectTo: "/admin/sipConnections?search=Genesys" });
  const row = rowOf(page, "Genesys Contact Center");
  await expect(row).toContainText("Acme Voice");
  await expect(row).toContainText("Contact center");
  await row.getByRole("link", { name: "View details Genesys Contact Center" }).click();
  const view = page.getByRole("dialog", { name: "SIP connection details" });
  await expect(view.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Genesys Contact Center");
  await expect(view.getByRole("textbox", { name: "Service number", exact: true })).toHaveValue("CC1001");
  await expect(view.getByRole("button", { name: "Save" })).toHaveCount(0);
});
