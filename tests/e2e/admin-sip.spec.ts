/**
 * Admin SIP connections (issue 7): the grid (column headers, total, search, sort) and its three row
 * actions as an administrator — the call-limit profile, the SBC override (invalid JSON refused on the
 * field, keeping the text) and the SIP charge switch — each with JavaScript on and off; a customer's
 * GETs and POSTs to the dialogs are refused and change nothing; axe over the page and each dialog.
 * What the platform stored is read from the e2e database.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";

interface SipRow {
  id: string;
  cac_profile_id: string | null;
  override_sbc_config: string;
  should_charge: number;
}

async function sipRow(baseURL: string | undefined, name: string): Promise<SipRow> {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare("SELECT id, cac_profile_id, override_sbc_config, should_charge FROM sip_connections WHERE name = ?")
      .get(name) as SipRow;
  } finally {
    db.close();
  }
}

async function liveConnections(baseURL: string | undefined): Promise<number> {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare(
        "SELECT COUNT(*) FROM sip_connections s JOIN accounts a ON a.id = s.account_id WHERE s.deleted_at IS NULL AND a.deleted_at IS NULL",
      )
      .pluck()
      .get() as number;
  } finally {
    db.close();
  }
}

/** Live connections the grid's search finds (the SIP connections list searches name, FQDN, server host name and account name). */
async function searched(baseURL: string | undefined, term: string): Promise<number> {
  const db = await openE2eDatabase(baseURL);
  try {
    const like = `%${term}%`;
    return db
      .prepare(
        `SELECT COUNT(*) FROM sip_connections s JOIN accounts a ON a.id = s.account_id WHERE s.deleted_at IS NULL AND a.deleted_at IS NULL
         AND (s.name LIKE ? OR s.fqdn LIKE ? OR s.server_hostname LIKE ? OR a.name LIKE ?)`,
      )
      .pluck()
      .get(like, like, like, like) as number;
  } finally {
    db.close();
  }
}

/** The account name the search's matches sort last by (the first row of a descending sort). */
async function lastAccountOf(baseURL: string | undefined, term: string): Promise<string> {
  const db = await openE2eDatabase(baseURL);
  try {
    const like = `%${term}%`;
    return db
      .prepare(
        `SELECT a.name FROM sip_connections s JOIN accounts a ON a.id = s.account_id WHERE s.deleted_at IS NULL AND a.deleted_at IS NULL
         AND (s.name LIKE ? OR s.fqdn LIKE ? OR s.server_hostname LIKE ? OR a.name LIKE ?) ORDER BY a.name COLLATE NOCASE DESC LIMIT 1`,
      )
      .pluck()
      .get(like, like, like, like) as string;
  } finally {
    db.close();
  }
}

// The admin screen is the SIP connections entity screen's admin mode (app/features/sip-connections).
const grid = (page: Page) => page.getByRole("table", { name: "SIP connections (all accounts)" });
const rowOf = (page: Page, name: string) =>
  grid(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name, exact: true }) });

/** Signs the admin in on the grid narrowed to `name`. */
async function openGrid(page: Page, name: string) {
  await signIn(page, DEMO.admin, { redirectTo: `/admin/sipConnections?search=${encodeURIComponent(name)}` });
  await expect(rowOf(page, name)).toBeVisible();
}

test("the grid: column headers, total, ids hidden, search and sort in the URL", async ({ page, baseURL }) => {
  const total = await liveConnections(baseURL);
  await signIn(page, DEMO.admin, { redirectTo: "/admin/sipConnections" });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("SIP connections");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${total} connections`);
  const headers = grid(page).getByRole("columnheader");
  await expect(headers).toHaveText([
    "Account name",
    "Name",
    "Type",
    "FQDN",
    "Status",
    "Region",
    "Call-limit profile",
    "SIP charge",
    "Admin settings",
    "Actions",
  ]);
  await expect(page.getByText(`1–10 of ${total}`)).toBeVisible();
  const main = rowOf(page, "Backup SIP Trunk");
  for (const text of ["Acme Voice", "SIP trunk", "trunk2.acme.example", "Connected", "US (East)"])
    await expect(main).toContainText(text);

  await page.getByRole("searchbox", { name: "Search SIP connections" }).fill("contact");
  await expect(page).toHaveURL(/search=contact/);
  await expect(grid(page).locator("tbody tr")).toHaveCount(Math.min(10, await searched(baseURL, "contact")));
  await expect(rowOf(page, "Genesys Contact Center")).toContainText("Contact center");
  await expect(rowOf(page, "Genesys Contact Center")).toContainText("50 concurrent calls");

  await grid(page).getByRole("link", { name: "Account name" }).click();
  await expect(page).toHaveURL(/sort=-accountName/);
  await expect(page).toHaveURL(/search=contact/);
  await expect(grid(page).getByRole("columnheader", { name: "Account name" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(grid(page).locator("tbody tr").first()).toContainText(await lastAccountOf(baseURL, "contact"));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search is a GET form and the grid renders on the server", async ({ page, baseURL }) => {
    await signIn(page, DEMO.admin, { redirectTo: "/admin/sipConnections" });
    const search = page.getByRole("searchbox", { name: "Search SIP connections" });
    await search.fill("zoom");
    await search.press("Enter");
    await expect(page).toHaveURL(/search=zoom/);
    await expect(grid(page).locator("tbody tr")).toHaveCount(await searched(baseURL, "zoom"));
    await expect(rowOf(page, "Zoom Phone")).toContainText("UC platform");
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`row actions, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    // One connection per test and mode, so the runs never see each other's changes.
    const names = javaScriptEnabled
      ? { cac: "Zoom Phone", override: "Main SIP Trunk", charge: "Cobalt Trunk" }
      : { cac: "Five9 Overflow", override: "Backup SIP Trunk", charge: "Driftwood Trunk" };

    test("the call-limit profile: the current one is chosen, a new one is saved and shown in the grid", async ({
      page,
      baseURL,
    }) => {
      const name = names.cac;
      const before = await sipRow(baseURL, name);
      await openGrid(page, name);
      const shown = before.cac_profile_id === "cac-50" ? "50 concurrent calls" : "Unlimited";
      await expect(rowOf(page, name)).toContainText(shown);
      await rowOf(page, name)
        .getByRole("link", { name: `Call-limit profile ${name}` })
        .click();
      const dialog = page.getByRole("dialog", { name: `Call-limit profile: ${name}` });
      await expect(dialog.getByLabel("Call-limit profile")).toHaveValue(before.cac_profile_id ?? "unlimited");
      await dialog.getByLabel("Call-limit profile").selectOption({ label: "100 concurrent calls" });
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("The call-limit profile was saved.")).toBeVisible();
      await expect(dialog).toBeHidden();
      // Back on the grid as it was: the search is kept.
      await expect(page).toHaveURL(
        (url) => url.pathname === "/admin/sipConnections" && url.searchParams.get("search") === name,
      );
      await expect(rowOf(page, name)).toContainText("100 concurrent calls");
      expect((await sipRow(baseURL, name)).cac_profile_id).toBe("cac-100");
    });

    test("the SBC override: invalid JSON is refused on the field keeping the text; valid JSON is saved and shown again", async ({
      page,
      baseURL,
    }) => {
      const name = names.override;
      const before = await sipRow(baseURL, name);
      await openGrid(page, name);
      await rowOf(page, name)
        .getByRole("link", { name: `SBC override ${name}` })
        .click();
      const dialog = page.getByRole("dialog", { name: `SBC override: ${name}` });
      const field = dialog.getByLabel("Override SBC configuration (JSON)");
      await expect(field).toHaveValue(JSON.stringify(JSON.parse(before.override_sbc_config), null, 2));
      for (const bad of ['{"maxSessions": 20,', '["PCMU", "PCMA"]', "42"]) {
        await field.fill(bad);
        await dialog.getByRole("button", { name: "Save" }).click();
        await expect(dialog.getByText("invalid JSON format")).toBeVisible();
        await expect(field).toHaveValue(bad);
        await expect(field).toHaveAttribute("aria-invalid", "true");
      }
      expect((await sipRow(baseURL, name)).override_sbc_config).toBe(before.override_sbc_config);

      const value = { maxSessions: 20, codecs: ["PCMU", "OPUS"], headers: { "X-Tenant": name } };
      await field.fill(JSON.stringify(value));
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("The SBC override was saved.")).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(JSON.parse((await sipRow(baseURL, name)).override_sbc_config)).toEqual(value);

      await rowOf(page, name)
        .getByRole("link", { name: `SBC override ${name}` })
        .click();
      await expect(
        page.getByRole("dialog", { name: `SBC override: ${name}` }).getByLabel("Override SBC configuration (JSON)"),
      ).toHaveValue(JSON.stringify(value, null, 2));
    });

    test("the SIP charge switch flips, persists, and flips back", async ({ page, baseURL }) => {
      const name = names.charge;
      expect((await sipRow(baseURL, name)).should_charge).toBe(1);
      await openGrid(page, name);
      const toggle = () => rowOf(page, name).getByRole("button", { name: `SIP charge for ${name}` });
      await expect(toggle()).toHaveAttribute("aria-pressed", "true");
      await toggle().click();
      await expect(page.getByText("SIP charge turned off.")).toBeVisible();
      await expect(toggle()).toHaveAttribute("aria-pressed", "false");
      expect((await sipRow(baseURL, name)).should_charge).toBe(0);
      await page.reload();
      await expect(toggle()).toHaveAttribute("aria-pressed", "false");
      await toggle().click();
      await expect(page.getByText("SIP charge turned on.")).toBeVisible();
      await expect(toggle()).toHaveAttribute("aria-pressed", "true");
      expect((await sipRow(baseURL, name)).should_charge).toBe(1);
    });
  });
}

test("the SIP charge dialog sets the flag with its radio buttons", async ({ page, baseURL }) => {
  const name = "Falcon Trunk";
  const { id } = await sipRow(baseURL, name);
  await signIn(page, DEMO.admin, { redirectTo: `/admin/sipConnections/${id}/charge?search=Falcon` });
  const dialog = page.getByRole("dialog", { name: `SIP charge: ${name}` });
  await expect(dialog.getByRole("radio", { name: "On" })).toBeChecked();
  await dialog.getByRole("radio", { name: "Off" }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("SIP charge turned off.")).toBeVisible();
  await expect(rowOf(page, name).getByRole("button", { name: `SIP charge for ${name}` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  expect((await sipRow(baseURL, name)).should_charge).toBe(0);
});

test("a customer's GETs and POSTs to the SIP screen and its dialogs are refused, carry no data and change nothing", async ({
  page,
  baseURL,
}) => {
  const name = "Globex Trunk";
  const before = await sipRow(baseURL, name);
  await signIn(page, DEMO.owner);
  const base = `/admin/sipConnections/${before.id}`;
  const attempts: [string, Record<string, string>][] = [
    ["/admin/sipConnections", { intent: "anything" }],
    [`${base}/cacProfile`, { cacProfile: "cac-10" }],
    [`${base}/sbcOverride`, { overrideSbcConfig: '{"hijacked": true}' }],
    [`${base}/charge`, { shouldCharge: "false" }],
  ];
  for (const [path, form] of attempts) {
    for (const url of [path, `${path}?search=Globex`]) {
      const get = await page.request.get(url, { maxRedirects: 0 });
      expect(get.status(), `GET ${url}`).toBe(403);
      const post = await page.request.post(url, { form, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 });
      expect(post.status(), `POST ${url}`).toBe(403);
      for (const body of [await get.text(), await post.text()]) {
        for (const leak of [name, "globex-contact-centers", "Globex Contact Centers", "concurrent calls"])
          expect(body, `${url} must not contain ${leak}`).not.toContain(leak);
      }
    }
  }
  expect(await sipRow(baseURL, name)).toEqual(before);
});
