import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigError, loadConfig, parseEnv, type Env } from "../../../server/config";

function problemsOf(env: Env): string[] {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("server configuration", () => {
  it("uses the documented defaults", () => {
    const config = parseEnv({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(join(process.cwd(), "data"));
    expect(config.accessTokenTtlSeconds).toBe(900);
    expect(config.platformUrl).toBeNull();
    expect(config.publicOrigin).toBe("http://localhost:3000");
    expect(config.platformSimulate).toBe(true);
    expect(config.workers).toBe(availableParallelism());
  });

  it("reads TEAMS_CONNECTION_SETUP_SECONDS: a minute by default, 1 to 600 (docs/product.md#limits 'up to 10 minutes')", () => {
    expect(parseEnv({}).teamsConnectionSetupSeconds).toBe(60);
    expect(parseEnv({ TEAMS_CONNECTION_SETUP_SECONDS: "1" }).teamsConnectionSetupSeconds).toBe(1);
    expect(parseEnv({ TEAMS_CONNECTION_SETUP_SECONDS: "600" }).teamsConnectionSetupSeconds).toBe(600);
    expect(problemsOf({ TEAMS_CONNECTION_SETUP_SECONDS: "601" })).toEqual([
      'TEAMS_CONNECTION_SETUP_SECONDS must be an integer between 1 and 600 (got "601")',
    ]);
    expect(problemsOf({ TEAMS_CONNECTION_SETUP_SECONDS: "0" })).toHaveLength(1);
    expect(problemsOf({ TEAMS_CONNECTION_SETUP_SECONDS: "1m" })).toHaveLength(1);
  });

  it("reads WEB_CONCURRENCY (console workers of npm start) and explains a bad one", () => {
    expect(parseEnv({ WEB_CONCURRENCY: "1" }).workers).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "4" }).workers).toBe(4);
    expect(problemsOf({ WEB_CONCURRENCY: "0" })).toEqual([
      'WEB_CONCURRENCY must be an integer between 1 and 64 (got "0")',
    ]);
    expect(problemsOf({ WEB_CONCURRENCY: "two" })).toHaveLength(1);
  });

  it("reads every setting", () => {
    const config = parseEnv({
      PORT: "8080",
      DATA_DIR: "/var/lib/console",
      PLATFORM_URL: "https://platform.example.com/",
      ACCESS_TOKEN_TTL_SECONDS: "60",
      PUBLIC_ORIGIN: "https://console.example.com",
      PLATFORM_SIMULATE: "false",
      NODE_ENV: "production",
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/var/lib/console",
      platformUrl: "https://platform.example.com",
      accessTokenTtlSeconds: 60,
      publicOrigin: "https://console.example.com",
      platformSimulate: false,
      nodeEnv: "production",
    });
  });

  it("explains a bad PORT", () => {
    expect(problemsOf({ PORT: "abc" })).toEqual(['PORT must be an integer between 1 and 65535 (got "abc")']);
    expect(problemsOf({ PORT: "70000" })).toEqual(['PORT must be an integer between 1 and 65535 (got "70000")']);
    expect(problemsOf({ PORT: "80.5" })).toHaveLength(1);
  });

  it("reads PHONE_PROVIDER_STEP_MS and explains a bad one", () => {
    expect(parseEnv({}).phoneProviderStepMs).toBe(30_000);
    expect(parseEnv({ PHONE_PROVIDER_STEP_MS: "500" }).phoneProviderStepMs).toBe(500);
    expect(problemsOf({ PHONE_PROVIDER_STEP_MS: "99" })).toEqual([
      'PHONE_PROVIDER_STEP_MS must be an integer between 100 and 3600000 (got "99")',
    ]);
  });

  it("reads PLATFORM_PRIVATE_URLS_ALLOWED (docs/security.md#outbound-requests): none by default, * or addresses and ranges", () => {
    expect(parseEnv({}).platformPrivateUrlsAllowed).toEqual([]);
    expect(
      parseEnv({ PLATFORM_PRIVATE_URLS_ALLOWED: " 10.0.0.0/8, 192.168.1.20 " }).platformPrivateUrlsAllowed,
    ).toEqual(["10.0.0.0/8", "192.168.1.20"]);
    expect(parseEnv({ PLATFORM_PRIVATE_URLS_ALLOWED: "*" }).platformPrivateUrlsAllowed).toEqual(["*"]);
    expect(problemsOf({ PLATFORM_PRIVATE_URLS_ALLOWED: "intranet.local" })).toEqual([
      'PLATFORM_PRIVATE_URLS_ALLOWED must be "*" or comma-separated IP addresses or CIDR ranges, such as 10.0.0.0/8 (got "intranet.local")',
    ]);
  });

  it("explains a bad ACCESS_TOKEN_TTL_SECONDS", () => {
    expect(problemsOf({ ACCESS_TOKEN_TTL_SECONDS: "4" })).toEqual([
      'ACCESS_TOKEN_TTL_SECONDS must be an integer between 5 and 86400 (got "4")',
    ]);
    expect(problemsOf({ ACCESS_TOKEN_TTL_SECONDS: "1h" })).toEqual([
      'ACCESS_TOKEN_TTL_SECONDS must be an integer between 5 and 86400 (got "1h")',
    ]);
  });

  it("explains a bad PLATFORM_URL", () => {
    expect(problemsOf({ PLATFORM_URL: "platform:8080" })[0]).toMatch(
      /^PLATFORM_URL must be an absolute http\(s\) URL .*\(got "platform:8080"\)$/,
    );
    expect(problemsOf({ PLATFORM_URL: "not a url" })[0]).toMatch(/^PLATFORM_URL must be an absolute http\(s\) URL/);
  });

  it("reads the help menu's addresses (PRODUCT_URL, DOCUMENTATION_URL, API_DOCUMENTATION_URL): http(s) URLs or paths", () => {
    expect(parseEnv({}).helpLinks).toEqual({});
    expect(
      parseEnv({
        PRODUCT_URL: "https://voice.example.com",
        DOCUMENTATION_URL: " /help/shell ",
        API_DOCUMENTATION_URL: "http://docs.example.com/api",
      }).helpLinks,
    ).toEqual({
      productUrl: "https://voice.example.com",
      documentationUrl: "/help/shell",
      apiDocumentationUrl: "http://docs.example.com/api",
    });
    expect(problemsOf({ PRODUCT_URL: "javascript:alert(1)" })).toEqual([
      'PRODUCT_URL must be an absolute http(s) URL or a path such as /help (got "javascript:alert(1)")',
    ]);
    expect(problemsOf({ DOCUMENTATION_URL: "//evil.example.com" })).toHaveLength(1);
    expect(problemsOf({ API_DOCUMENTATION_URL: "docs" })).toHaveLength(1);
  });

  it("reports every problem at once, one line each, prefixed for the log", () => {
    const env = { PORT: "0", ACCESS_TOKEN_TTL_SECONDS: "x", PLATFORM_URL: "ftp://a", PLATFORM_SIMULATE: "maybe" };
    expect(problemsOf(env)).toHaveLength(4);
    expect(() => parseEnv(env)).toThrow(
      /^Invalid configuration: PORT must be an integer between 1 and 65535 \(got "0"\)\n/,
    );
  });

  it("generates the session secret once, keeps it private in DATA_DIR and reuses it", () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "console-config-")), "data");
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, "session-secret");
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, "utf8").trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.sessionSecret).toBe(first.sessionSecret);
  });

  it("prefers SESSION_SECRET from the environment and writes nothing", () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "console-config-")), "data");
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "a-configured-secret-value" });
    expect(config.sessionSecret).toBe("a-configured-secret-value");
    expect(() => statSync(join(dataDir, "session-secret"))).toThrow();
  });
});

describe("server.ts start-up", () => {
  it("prints one clear line per invalid setting and exits 1", () => {
    const result = spawnSync(join("node_modules", ".bin", "tsx"), ["server.ts"], {
      env: {
        ...process.env,
        PORT: "abc",
        ACCESS_TOKEN_TTL_SECONDS: "0",
        DATA_DIR: mkdtempSync(join(tmpdir(), "console-config-")),
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
      'Invalid configuration: ACCESS_TOKEN_TTL_SECONDS must be an integer between 5 and 86400 (got "0")',
    ]);
  });
});
