import { expect, type Page } from "@playwright/test";

/** The seeded demo users (DESIGN.md "Demo users"). */
export const DEMO = {
  admin: { email: "admin@example.com", password: "Admin#2026x" },
  owner: { email: "owner@example.com", password: "Owner#2026x" },
  trial: { email: "trial@example.com", password: "Trial#2026x" },
  viewer: { email: "viewer@example.com", password: "Viewer#2026x" },
} as const;

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs `user` in through the /login form as a person would (labelled fields, the submit button) and
 * waits until the browser has left the sign-in page. Pass `redirectTo` to ask for a page after
 * signing in. Works with JavaScript on and off.
 */
export async function signIn(page: Page, user: Credentials, options: { redirectTo?: string } = {}): Promise<void> {
  const query = options.redirectTo ? `?${new URLSearchParams({ redirectTo: options.redirectTo }).toString()}` : "";
  await page.goto(`/login${query}`);
  await fillSignInForm(page, user);
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** Fills and submits the sign-in form already shown on `page` (no waiting for where it leads). */
export async function fillSignInForm(page: Page, user: Credentials): Promise<void> {
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs out through the avatar menu's form (a POST), and checks the sign-in page says so. */
export async function signOutViaMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login\?from=logout$/);
}

/**
 * The e2e server's platform database, opened read-only (playwright.config.ts gives every server
 * port its own data folder). For looking things up that no page shows; close it when done.
 */
export async function openE2eDatabase(baseURL: string | undefined) {
  const { default: Database } = await import("better-sqlite3");
  const port = new URL(baseURL ?? "http://127.0.0.1:3100").port;
  return new Database(`test-results/e2e-data-${port}/platform.sqlite`, { readonly: true, fileMustExist: true });
}
