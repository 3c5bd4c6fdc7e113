import { expect, test } from "@playwright/test";

test("the sign-in page renders with labelled fields", async ({ page }) => {
  const cspViolations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) cspViolations.push(msg.text());
  });
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));

  const response = await page.goto("/login");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page).toHaveTitle(/Sign in/);

  // nothing was blocked and nothing failed (the page ships no script: no-script-pages.spec.ts)
  await page.waitForLoadState("networkidle");
  expect(cspViolations).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("/ leads to the sign-in page", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
});

test("the health check answers 200", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: "ok" });
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: /dashboard/i })).toHaveAttribute("href", "/portal/dashboard");
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
});

// A public page that ships scripts (the sign-in page ships none): the not-found page.
const SCRIPTED_PUBLIC_PAGE = "/no/such/page";

test("every script carries the response's CSP nonce, and the framework stays hidden", async ({ page, request }) => {
  const res = await request.get(SCRIPTED_PUBLIC_PAGE);
  const headers = res.headers();
  expect(headers["x-powered-by"]).toBeUndefined();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();

  // in the HTML as sent...
  const html = await res.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

  // ...and in the browser, for another response with its own nonce
  const response = await page.goto(SCRIPTED_PUBLIC_PAGE);
  const pageNonce = /'nonce-([^']+)'/.exec((await response?.headerValue("content-security-policy")) ?? "")?.[1];
  expect(pageNonce).toBeTruthy();
  expect(pageNonce).not.toBe(nonce);
  const nonces = await page.evaluate(() => Array.from(document.scripts, (s) => s.nonce));
  expect(nonces.length).toBeGreaterThan(0);
  for (const n of nonces) expect(n).toBe(pageNonce);
});
