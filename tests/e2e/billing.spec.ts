/**
 * Billing (issue 19 item 1), each test on an account of its own (registerAccount): adding $25 by card
 * through the platform's hosted card page with 3-D Secure succeeded, the confirmation submitted twice
 * (JavaScript off) raising the wallet exactly once, and its invoice downloaded; the failed outcome
 * changing nothing and saying why (JavaScript on); the bypassed and unavailable outcomes each letting
 * the payment through with their own message (JavaScript on); setting auto-recharge (JavaScript on).
 * The test card numbers are those of docs/features/billing.md.
 */
import { expect, test, type Page } from "@playwright/test";
import { openE2eDatabase, registerAccount } from "./support/auth";

async function walletOf(baseURL: string | undefined, accountName: string) {
  const db = await openE2eDatabase(baseURL);
  try {
    const account = db.prepare("SELECT id, balance FROM accounts WHERE name = ?").get(accountName) as {
      id: string;
      balance: number;
    };
    const records = db
      .prepare("SELECT COUNT(*) FROM billing_records WHERE account_id = ?")
      .pluck()
      .get(account.id) as number;
    return { balance: account.balance, records };
  } finally {
    db.close();
  }
}

/** Billing, Add credit, $25, then the provider's card page with `card`. */
async function payByCard(page: Page, card: string, save = false) {
  await page.goto("/portal/settings/billing");
  await page.getByRole("link", { name: "Add credit" }).click();
  const dialog = page.getByRole("dialog", { name: "Add credit" });
  await dialog.getByLabel("Amount (USD)").fill("25");
  await dialog.getByRole("button", { name: "Continue to card payment" }).click();
  await expect(page.getByRole("heading", { name: "Pay with card" })).toBeVisible();
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Eve Tester");
  if (save) await page.getByLabel(/Save this card/).check();
  await page.getByRole("button", { name: "Pay $25.00" }).click();
  await expect(page).toHaveURL(/\/portal\/settings\/billing\/payment\?pfToken=/);
}

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("adds $25 through 3-D Secure succeeded once, even when the confirmation is submitted twice, then downloads the invoice", async ({
    page,
    baseURL,
  }) => {
    const { accountName } = await registerAccount(page, `Billing JS off ${Date.now()}`);
    await payByCard(page, "4000 0000 0000 3220", true);
    const dialog = page.getByRole("dialog", { name: "Payment" });
    await expect(dialog.getByText("3-D Secure authentication with Voice Console Pay succeeded.")).toBeVisible();
    const confirmation = page.url();
    const form = {
      pfToken: await dialog.locator('input[name="pfToken"]').inputValue(),
      idempotencyKey: await dialog.locator('input[name="idempotencyKey"]').inputValue(),
    };
    await dialog.getByRole("button", { name: "Confirm payment of $25.00" }).click();
    await expect(page).toHaveURL(/\/portal\/settings\/billing$/);
    await expect(page.getByTestId("wallet-balance")).toHaveText("$25.00");
    // The same confirmation submitted again (a replayed POST of the same form): the same answer, no money.
    const again = await page.request.post(confirmation, {
      form,
      maxRedirects: 0,
      headers: { Origin: new URL(confirmation).origin },
    });
    expect(again.status()).toBe(302);
    expect(again.headers().location).toBe("/portal/settings/billing");
    await page.reload();
    await expect(page.getByTestId("wallet-balance")).toHaveText("$25.00");
    await expect.poll(() => walletOf(baseURL, accountName)).toEqual({ balance: 25, records: 1 });
    await expect(page.getByText("Visa ending 3220, expires 12/2039 · Default")).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /^Download INV-\d{4}-\d{6} \(PDF\)$/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  });
});

test.describe("JavaScript on", () => {
  test("3-D Secure failed changes nothing and says why", async ({ page, baseURL }) => {
    const { accountName } = await registerAccount(page, `Billing failed ${Date.now()}`);
    await page.goto("/portal/settings/billing");
    await expect(page.getByText("No invoices yet")).toBeVisible();
    await payByCard(page, "4000 0084 0000 1629");
    const dialog = page.getByRole("alertdialog", { name: "Payment" });
    await expect(dialog.getByRole("alert")).toHaveText("3-D Secure authentication with Voice Console Pay failed.");
    await expect(dialog.getByText("The payment did not go through.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /Confirm payment/ })).toHaveCount(0);
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page.getByTestId("wallet-balance")).toHaveText("$0.00");
    await expect(
      page.getByText(/did not go through: 3-D Secure authentication with Voice Console Pay failed\./),
    ).toBeVisible();
    expect(await walletOf(baseURL, accountName)).toEqual({ balance: 0, records: 0 });
  });

  for (const outcome of [
    { name: "bypassed", card: "4111 1111 1111 1111", message: "3-D Secure was bypassed by Voice Console Pay." },
    { name: "unavailable", card: "4000 0000 0000 3055", message: "3-D Secure is unavailable at Voice Console Pay." },
  ]) {
    test(`3-D Secure ${outcome.name} says so and adds the credit once`, async ({ page, baseURL }) => {
      const { accountName } = await registerAccount(page, `Billing 3DS ${outcome.name} ${Date.now()}`);
      await payByCard(page, outcome.card);
      const dialog = page.getByRole("dialog", { name: "Payment" });
      await expect(dialog.getByText(outcome.message)).toBeVisible();
      await dialog.getByRole("button", { name: "Confirm payment of $25.00" }).click();
      await expect(page).toHaveURL(/\/portal\/settings\/billing$/);
      await expect(page.getByTestId("wallet-balance")).toHaveText("$25.00");
      await expect.poll(() => walletOf(baseURL, accountName)).toEqual({ balance: 25, records: 1 });
    });
  }

  test("sets auto-recharge: a threshold out of range is refused on its field, a valid one is saved", async ({
    page,
  }) => {
    await registerAccount(page, `Billing auto ${Date.now()}`);
    await page.goto("/portal/settings/billing");
    await expect(page.getByTestId("auto-recharge-state")).toHaveText("Off.");
    await page.getByRole("link", { name: "Set up auto-recharge" }).click();
    const dialog = page.getByRole("dialog", { name: "Auto-recharge" });
    await expect(dialog.getByLabel("Threshold (USD)")).toHaveValue("10");
    await expect(dialog.getByLabel("Recharge amount (USD)")).toHaveValue("50");
    await dialog.getByLabel("Recharge automatically").check();
    await dialog.getByLabel("Threshold (USD)").fill("501");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("The threshold must be between $10 and $500")).toBeVisible();
    await expect(dialog.getByLabel("Threshold (USD)")).toHaveValue("501");
    await dialog.getByLabel("Threshold (USD)").fill("20");
    await dialog.getByLabel("Recharge amount (USD)").fill("30");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("auto-recharge-state")).toHaveText(
      "On: when the balance falls below $20.00, the default card tops it up to $50.00.",
    );
  });
});
