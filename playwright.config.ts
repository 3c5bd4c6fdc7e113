import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** Port of the server Playwright starts (E2E_PORT lets a busy machine pick another). */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// Per port, so two runs on one machine (E2E_PORT) never share a database or output folder.
const dataDirFor = (port: number) => `test-results/e2e-data-${port}`;
const E2E_DATA_DIR = dataDirFor(PORT);

/**
 * A second server whose access tokens live 5 s (the minimum), for the session spec only: expired
 * tokens mid-session and parallel refreshes. Every other spec keeps the normal lifetime.
 */
const SESSION_SPEC = /session\.spec\.ts$/;
/**
 * The fault spec runs against a console in proxy mode (PLATFORM_URL) whose platform sits behind a
 * fault-injecting proxy (tests/e2e/support/fault-proxy.ts) in front of the main e2e server, with a
 * 2 s platform timeout.
 */
const FAULTS_SPEC = /faults\.spec\.ts$/;
/**
 * The cluster spec starts `npm start`'s cluster itself (it reads its output and stops it), on
 * PORT + 8 and PORT + 10, and needs no browser.
 */
const CLUSTER_SPEC = /cluster\.spec\.ts$/;
const FAULT_PROXY_PORT = PORT + 4;
const FAULTY_CONSOLE_PORT = PORT + 6;
const FAULTY_CONSOLE_URL = `http://127.0.0.1:${FAULTY_CONSOLE_PORT}`;
const SHORT_TTL_PORT = Number(process.env.E2E_SHORT_TTL_PORT ?? PORT + 2);
const SHORT_TTL_URL = `http://127.0.0.1:${SHORT_TTL_PORT}`;
// Started unless the command line names spec files and none is the session spec (saves a second seed).
const namedSpecs = process.argv.filter((arg) => /\.spec\.ts\b|^tests\//.test(arg));
const START_SHORT_TTL = namedSpecs.length === 0 || namedSpecs.some((arg) => /session/.test(arg));
const START_FAULTS = namedSpecs.length === 0 || namedSpecs.some((arg) => /faults/.test(arg));

/**
 * The system's Chromium (Debian packages), never a downloaded browser: its headless shell when
 * installed (docs/testing.md: a quarter less CPU than the full browser on a two-core machine), else
 * the browser.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
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
};

function server(port: number, dataDir: string, env: Record<string, string>) {
  const url = `http://127.0.0.1:${port}`;
  return {
    // Playwright starts the web server before any globalSetup, so the command itself begins with a
    // fresh platform database (seeded with the demo users on start-up).
    command: `node -e "require('fs').rmSync('${dataDir}', { recursive: true, force: true })" && npx tsx server.ts`,
    url: `${url}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", PUBLIC_ORIGIN: url, ...env },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/playwright-${PORT}`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // `npm test` asks for a JSON report too (E2E_JSON_REPORT): it prints what failed from it, last.
  reporter: [
    [process.env.CI ? "line" : "list"],
    ...(process.env.E2E_JSON_REPORT ? [["json", { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  // Generous for a loaded 2-core machine; a healthy run takes a fraction of this.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // A trace records a screencast of every test, failing or not: a quarter of the suite's CPU on
    // two cores. CI keeps only what the reporter prints, so it records none; a local run keeps
    // the trace of a failed test (E2E_TRACE=off skips them there too).
    trace: process.env.CI || process.env.E2E_TRACE === "off" ? "off" : "retain-on-failure",
  },
  projects: [
    { name: "chromium", testIgnore: [SESSION_SPEC, FAULTS_SPEC, CLUSTER_SPEC], use: chromium },
    { name: "faults", testMatch: FAULTS_SPEC, use: { ...chromium, baseURL: FAULTY_CONSOLE_URL } },
    { name: "short-token-ttl", testMatch: SESSION_SPEC, use: { ...chromium, baseURL: SHORT_TTL_URL } },
    { name: "cluster", testMatch: CLUSTER_SPEC },
  ],
  webServer: [
    server(PORT, E2E_DATA_DIR, {
      PLATFORM_SIMULATE: "true",
      // The number provider answers a purchase within seconds (numbers-buy.spec.ts).
      PHONE_PROVIDER_STEP_MS: "1000",
      ACCESS_TOKEN_TTL_SECONDS: process.env.ACCESS_TOKEN_TTL_SECONDS ?? "900",
      // A Teams connection's creation in seconds, not the default minute (teams.spec.ts waits for it).
      TEAMS_CONNECTION_SETUP_SECONDS: "8",
    }),
    ...(START_SHORT_TTL
      ? [
          server(SHORT_TTL_PORT, dataDirFor(SHORT_TTL_PORT), {
            PLATFORM_SIMULATE: "false",
            ACCESS_TOKEN_TTL_SECONDS: "5",
          }),
        ]
      : []),
    ...(START_FAULTS
      ? [
          {
            command: "npx tsx tests/e2e/support/fault-proxy.ts",
            url: `http://127.0.0.1:${FAULT_PROXY_PORT}/healthz`,
            timeout: 60_000,
            reuseExistingServer: false,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
            env: { PORT: String(FAULT_PROXY_PORT), TARGET: BASE_URL },
          },
          server(FAULTY_CONSOLE_PORT, dataDirFor(FAULTY_CONSOLE_PORT), {
            PLATFORM_URL: `http://127.0.0.1:${FAULT_PROXY_PORT}`,
            PLATFORM_TIMEOUT_MS: "2000",
          }),
        ]
      : []),
  ],
});
