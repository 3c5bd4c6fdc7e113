import { expect, type Page } from "@playwright/test";
import { menuButton } from "./menus";

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
 * Registers a new account through /register as a person would; its owner is then signed in on
 * `page`. A spec that counts or changes what an account holds (its notifications, its settings, its
 * wallet) uses one of its own: the demo accounts are shared by specs running in parallel.
 */
export async function registerAccount(page: Page, accountName: string): Promise<Credentials & { accountName: string }> {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "E2e#Pass2026";
  await page.goto("/register");
  await page.getByLabel("First name").fill("Eve");
  await page.getByLabel("Last name").fill("Tester");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Account name").fill(accountName);
  await page.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/portal\//);
  return { email, password, accountName };
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
  await menuButton(page, "Account menu").click();
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
