import { expect, test, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";

/**
 * Expired access tokens (docs/product.md#session-errors: a 401 is retried once after a refresh). Runs against the
 * second e2e server whose access tokens live 5 s (playwright.config.ts, project short-token-ttl).
 */

const TOKEN_TTL_MS = 5_000;
/**
 * The shortest time before the console renews a fresh token: exp is whole seconds (up to 1 s less
 * than the TTL) and the console renews a token with less than a second left.
 */
const EARLIEST_RENEWAL_MS = TOKEN_TTL_MS - 2_000;
/** Past the token's expiry (whole seconds in the JWT) with a margin. */
const WAIT_FOR_EXPIRY_MS = TOKEN_TTL_MS + 2_000;

test.describe.configure({ mode: "serial", timeout: 90_000 });

/** The refresh tokens of the owner's newest session (one family), oldest first. */
async function ownerFamily(baseURL: string | undefined, since: number) {
  const db = await openE2eDatabase(baseURL);
  try {
    return db
      .prepare(
        `SELECT issued_at AS issuedAt, rotated_at AS rotatedAt FROM refresh_tokens
         WHERE family_id = (SELECT r.family_id FROM refresh_tokens r JOIN users u ON u.id = r.user_id
                            WHERE u.email = ? AND r.issued_at >= ? ORDER BY r.issued_at ASC LIMIT 1)
         ORDER BY issued_at ASC`,
      )
      .all(DEMO.owner.email, since) as { issuedAt: number; rotatedAt: number | null }[];
  } finally {
    db.close();
  }
}

/** Times the platform exchanged a refresh token of the family for a new pair. */
function refreshesOf(family: { rotatedAt: number | null }[]): number[] {
  return family.map((t) => t.rotatedAt).filter((at): at is number => at !== null);
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

test("twenty parallel page loads with an expired access token all succeed, and one refresh reaches the platform", async ({
  browser,
  baseURL,
}) => {
  // Without JavaScript, so the shell's background polling cannot add refreshes of its own: every
  // platform call counted here comes from the twenty document requests.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const since = Date.now() - 1_000;
  await signIn(page, DEMO.owner);
  await expectDashboard(page);
  expect(await ownerFamily(baseURL, since)).toEqual([expect.objectContaining({ rotatedAt: null })]);

  await page.waitForTimeout(WAIT_FOR_EXPIRY_MS);
  const pages = await Promise.all(Array.from({ length: 20 }, () => context.newPage()));
  const started = Date.now();
  const responses = await Promise.all(pages.map((p) => p.goto("/portal/dashboard")));
  const loadsTookMs = Date.now() - started;
  for (const [index, response] of responses.entries()) {
    expect(response?.status(), `page ${index}`).toBe(200);
    await expectDashboard(pages[index]);
  }

  const family = await ownerFamily(baseURL, since);
  const refreshes = refreshesOf(family);
  // No refresh token ever reached the platform twice: each exchange made exactly one successor (a
  // second use, even inside the platform's reuse window, would add a sibling token to the family).
  expect(family).toHaveLength(refreshes.length + 1);
  // The expired token of the twenty loads was exchanged once.
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  if (loadsTookMs < EARLIEST_RENEWAL_MS) {
    expect(refreshes, "one refresh for twenty loads").toHaveLength(1);
  } else {
    // A machine so slow that the twenty loads outlived the NEW token as well: renewing that one is a
    // separate, legitimate refresh, never before its predecessor's lifetime was (nearly) over.
    for (let i = 1; i < refreshes.length; i++)
      expect(refreshes[i] - refreshes[i - 1]).toBeGreaterThanOrEqual(EARLIEST_RENEWAL_MS);
    test.info().annotations.push({
      type: "slow machine",
      description: `loads took ${loadsTookMs} ms; ${refreshes.length} refreshes`,
    });
  }
  await context.close();
});

test("an access token that expires mid-session goes unnoticed", async ({ page, baseURL }) => {
  const since = Date.now() - 1_000;
  await signIn(page, DEMO.owner);
  await expectDashboard(page);

  await page.waitForTimeout(WAIT_FOR_EXPIRY_MS);
  // A client-side navigation (the loader's data request carries the expired token)...
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expectDashboard(page);
  // ...and a full page load afterwards: still signed in, never the sign-in page.
  await page.waitForTimeout(WAIT_FOR_EXPIRY_MS);
  await page.reload();
  await expectDashboard(page);
  const family = await ownerFamily(baseURL, since);
  expect(refreshesOf(family).length).toBeGreaterThanOrEqual(1);
  expect(family).toHaveLength(refreshesOf(family).length + 1);
});
