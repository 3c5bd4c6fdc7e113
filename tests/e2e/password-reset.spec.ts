import { expect, test } from "@playwright/test";
import { openE2eDatabase, registerAccount, signIn, signOutViaMenu } from "./support/auth";

/**
 * The signed-out password reset (issue 19), on an account of its own (registerAccount: the demo
 * users' passwords stay as they are). The pages ship no script (no-script-pages.spec.ts), so this
 * one flow is the JavaScript-off flow too. The rules, the expiry and the limits are covered by vitest
 * (tests/unit/platform/my-account.test.ts, tests/unit/app/password-reset.test.ts).
 */

/** The newest reset link mailed to `email`, read from the outbox as docs/features/my-account.md says (the table outbox_emails). */
async function resetLinkFor(baseURL: string | undefined, email: string): Promise<string> {
  const db = await openE2eDatabase(baseURL);
  try {
    let link = "";
    await expect
      .poll(() => {
        const row = db
          .prepare(
            "SELECT body FROM outbox_emails WHERE kind = 'password_reset' AND to_addresses = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
          )
          .get(JSON.stringify([email])) as { body: string } | undefined;
        link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(row?.body ?? "")?.[0] ?? "";
        return link;
      })
      .not.toBe("");
    return link;
  } finally {
    db.close();
  }
}

test("forgot password: the link from the outbox sets a new password once, and the user signs in with it", async ({
  page,
  baseURL,
}) => {
  const me = await registerAccount(page, "Reset Co");
  await signOutViaMenu(page);

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("E-mail").fill(me.email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toHaveText(/If an account uses this e-mail address, we have sent it a link/);

  const link = await resetLinkFor(baseURL, me.email);
  // The link is on this console (PUBLIC_ORIGIN), over HTTP on 127.0.0.1.
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  const next = "Renewed#2026x";
  await page.getByLabel(/^New password/).fill(next);
  await page.getByLabel("Confirm new password").fill("Renewed#2026y");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("Confirm new password")).toHaveAccessibleDescription("The passwords do not match");
  await expect(page.getByLabel("Confirm new password")).toBeFocused();

  await page.getByLabel(/^New password/).fill(next);
  await page.getByLabel("Confirm new password").fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your password was changed. Sign in with the new one.")).toBeVisible();

  // Used once: the link now says so and leads to a new one.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(
    "This password-reset link has expired or was already used. Ask for a new one.",
  );
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");

  await signIn(page, { email: me.email, password: next });
  await expect(page).toHaveURL(/\/portal\//);
});
