import { expect, test } from "@playwright/test";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO } from "./support/auth";
import { httpSession, signedInSession, type HttpSession } from "./support/http-session";
import { busyWindowQuery } from "./support/windows";

/**
 * Valid HTML (docs/testing.md "Valid HTML"): the server-rendered markup of representative pages,
 * public and signed in, has no error in the W3C Nu Html Checker (the `vnu-jar` package's vnu.jar).
 * Duplicate ids break the ARIA references that name things for screen readers, and invalid markup is
 * what a browser repairs in its own way. The pages are fetched over HTTP (no browser: the checker
 * reads what the server sent, before any script) and checked by one run of the checker, one JVM for
 * all of them.
 */

/**
 * A page to check: a file name for the checker's report, the path, and the status it answers;
 * `follow`: the path redirects to the page (the identity service's sign-in, at a new interaction).
 */
interface Page {
  name: string;
  path: string;
  status?: number;
  follow?: boolean;
}

const PUBLIC_PAGES: Page[] = [
  { name: "login", path: "/login" },
  { name: "register", path: "/register" },
  { name: "terms", path: "/terms" },
  // The user guide (its home, a feature page, the product rules with their tables) and the REST API reference.
  { name: "help", path: "/help" },
  { name: "help-bots", path: "/help/bots" },
  { name: "help-product", path: "/help/product" },
  { name: "api-docs", path: "/api-docs" },
  { name: "error", path: "/error" },
  { name: "not-found", path: "/no-such-page", status: 404 },
  // The identity service's own pages (platform/idp/pages.ts): its sign-in and one of its messages.
  { name: "idp-sign-in", path: "/iam-login", follow: true },
  { name: "idp-expired", path: "/idp/interaction/no-such-interaction", status: 400 },
];

/** Redirects a page may take before it answers. */
const MAX_REDIRECTS = 5;

const OWNER_PAGES: Page[] = [
  { name: "dashboard", path: "/portal/dashboard" },
  { name: "call-history-filters", path: `/portal/call_history?${busyWindowQuery(6)}&panel=filters` },
  // A date the field refuses: its message, described by the field.
  {
    name: "call-history-date-refused",
    path: `/portal/call_history?from=${encodeURIComponent("11/27/2026, 01:35 PM")}`,
  },
  {
    name: "statistics-custom-refused",
    path: `/portal/statistics?range=custom&from=nonsense&to=${encodeURIComponent("2026-11-27 13:35")}&metrics=callAttempts`,
  },
  // Every chart on one page: their ids must differ from each other's.
  {
    name: "statistics",
    path: "/portal/statistics?range=7d&metrics=callSuccess,concurrentCalls,callAttempts,callDuration,voiceQuality",
  },
  { name: "bots", path: "/portal/bots" },
  // A Joy modal dialog rendered on the server (its widths are patched CSS: docs/testing.md "Valid HTML").
  { name: "statistics-fullscreen", path: "/portal/statistics?fullscreen=callSuccess" },
  { name: "bots-new", path: "/portal/bots/new" },
  { name: "numbers", path: "/portal/numbers" },
  { name: "sip-connections-new", path: "/portal/sip_connections/new" },
  { name: "routing-new", path: "/portal/routing/new" },
  { name: "alarm-thresholds-new", path: "/portal/alarms/thresholds/new" },
  { name: "campaigns-new", path: "/portal/campaigns/new" },
  { name: "whatsapp-numbers", path: "/portal/whatsapp_numbers" },
  { name: "notifications", path: "/portal/notifications" },
  { name: "alarms", path: "/portal/alarms" },
  { name: "my-account", path: "/portal/settings/my_account" },
  { name: "billing", path: "/portal/settings/billing" },
];

const ADMIN_PAGES: Page[] = [
  { name: "admin-accounts", path: "/admin/accounts" },
  { name: "admin-calls", path: `/admin/calls?${busyWindowQuery(6)}` },
  { name: "admin-statistics", path: "/admin/statistics?account=all&range=7d" },
  { name: "admin-notifications-send", path: "/admin/notifications/send" },
  // The SIP charge toggles: a button that submits its form.
  { name: "admin-sip-connections", path: "/admin/sipConnections" },
];

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const require = createRequire(import.meta.url);
/** vnu.jar's path: the package's main module is that path (a String object). */
const vnuJar = String(require("vnu-jar"));

/**
 * Runs the checker once over `files` and returns its messages. It writes its JSON report to stderr
 * and exits 1 when it found an error; anything else (no Java, a Java too old) fails with what it said.
 */
function checkHtml(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      ["-jar", vnuJar, "--format", "json", "--errors-only", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
          reject(
            new Error(
              "The Nu Html Checker (vnu-jar) needs Java 11 or newer and `java` is not on the PATH: " +
                "install a Java runtime (e.g. `apt-get install -y openjdk-17-jre-headless`).",
            ),
          );
          return;
        }
        try {
          // From its first brace: the JVM may say something first (JAVA_TOOL_OPTIONS, for one).
          resolve((JSON.parse(stderr.slice(stderr.indexOf("{"))) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`The Nu Html Checker did not answer with its report (Java 11+ needed):\n${stderr}`));
        }
      },
    );
  });
}

async function fetchPages(session: HttpSession, pages: Page[], dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const { name, path, status = 200, follow = false } of pages) {
    let answer = await session.send(path);
    for (let hops = 0; follow && hops < MAX_REDIRECTS && answer.status >= 300 && answer.status < 400; hops++) {
      answer = await session.send(answer.headers.get("location")!);
    }
    expect(answer.status, `${path} answered ${answer.status}`).toBe(status);
    expect(answer.headers.get("content-type"), path).toMatch(/^text\/html/);
    const file = join(dir, `${name}.html`);
    await writeFile(file, answer.body);
    files.push(file);
  }
  return files;
}

test("the server-rendered pages have no error in the Nu Html Checker", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(join(tmpdir(), "html-validity-"));
  try {
    const [visitor, owner, admin] = await Promise.all([
      httpSession(baseURL!),
      signedInSession(baseURL!, DEMO.owner),
      signedInSession(baseURL!, DEMO.admin),
    ]);
    // A call's details drawer (with a toast inside: the list behind it refuses its range) and its SIP ladder.
    const list = await owner.send(`/portal/call_history?${busyWindowQuery(6)}`);
    const callId = /href="\/portal\/call_history\/([0-9a-f-]{36})[?"]/.exec(list.body)?.[1];
    expect(callId, "a call of the busy window").toBeTruthy();
    const tooLong = `from=${encodeURIComponent(new Date(Date.now() - 70 * 86_400_000).toISOString())}`;
    const drawers: Page[] = [
      { name: "call-details-toast", path: `/portal/call_history/${callId}?${tooLong}` },
      { name: "call-ladder", path: `/portal/call_history/${callId}/ladder` },
    ];
    const files = [
      ...(await fetchPages(visitor, PUBLIC_PAGES, dir)),
      ...(await fetchPages(owner, [...OWNER_PAGES, ...drawers], dir)),
      ...(await fetchPages(admin, ADMIN_PAGES, dir)),
    ];
    const messages = await checkHtml(files);
    const errors = messages.filter((m) => m.type !== "info");
    const lines = errors.map(
      (m) => `${(m.url ?? "").replace(/^.*\//, "")}:${m.lastLine ?? "?"}: ${m.message} [${m.extract?.trim() ?? ""}]`,
    );
    expect(lines.slice(0, 20), `${errors.length} errors, the first 20`).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
