import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./support/auth";
import { menuButton } from "./support/menus";

/**
 * Switch account (issue 19; docs/product.md#header): the demo owner also belongs to "Globex Contact Centers" (the
 * seed). A switch is this browser's session only (a new token pair; the platform keeps the account
 * with the session, migration 022), so the demo owner's other sessions in parallel specs stay in
 * Acme Voice. The platform's rules are covered by vitest (tests/unit/platform/my-account.test.ts).
 */

test("the owner switches to Globex and sees its name and its bots, then switches back", async ({ page, browser }) => {
  await signIn(page, DEMO.owner);
  await menuButton(page, "Account menu").click();
  await page.getByRole("link", { name: "Switch account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Switch account" })).toBeVisible();
  const list = page.getByRole("list", { name: "Switch account" });
  await expect(list.getByRole("listitem").filter({ hasText: "Acme Voice" })).toContainText("Current account");

  await list.getByRole("button", { name: "Switch to Globex Contact Centers" }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByText("You are now working in Globex Contact Centers")).toBeVisible();
  await menuButton(page, "Account menu").click();
  await expect(
    page
      .getByRole("group")
      .filter({ has: page.getByRole("button", { name: "Sign out" }) })
      .getByText("Globex Contact Centers"),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // The other account's data: its bots, none of Acme's.
  await page.goto("/portal/bots");
  const bots = page.getByRole("table", { name: "Bots" });
  await expect(bots.getByRole("cell", { name: "Globex Assistant", exact: true })).toBeVisible();
  await expect(bots.getByText("Survey Bot")).toHaveCount(0);

  // Another browser of the same user is still in Acme Voice (the switch was this session's).
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await signIn(elsewhere, DEMO.owner, { redirectTo: "/portal/bots" });
  await expect(
    elsewhere.getByRole("table", { name: "Bots" }).getByRole("cell", { name: "Survey Bot", exact: true }),
  ).toBeVisible();
  await other.close();

  // And back, without JavaScript's help: the page's forms are plain posts.
  await page.goto("/portal/switch_account");
  await page.getByRole("button", { name: "Switch to Acme Voice" }).click();
  await expect(page.getByText("You are now working in Acme Voice")).toBeVisible();
});
