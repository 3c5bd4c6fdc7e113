import { defineConfig, devices } from "@playwright/test";

/** Port of the server Playwright starts (E2E_PORT lets a busy machine pick another). */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// Per port, so two runs on one machine (E2E_PORT) never share a database or output folder.
const E2E_DATA_DIR = `test-results/e2e-data-${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/playwright-${PORT}`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        // The system's Chromium (Debian package), never a downloaded browser.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
          headless: true,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    // Playwright starts the web server before any globalSetup, so the command itself begins with a
    // fresh platform database (seeded with the demo users on start-up).
    command: `node -e "require('fs').rmSync('${E2E_DATA_DIR}', { recursive: true, force: true })" && npx tsx server.ts`,
    url: `${BASE_URL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: "production",
      PLATFORM_SIMULATE: "true",
      PUBLIC_ORIGIN: BASE_URL,
      ACCESS_TOKEN_TTL_SECONDS: process.env.ACCESS_TOKEN_TTL_SECONDS ?? "900",
    },
  },
});
