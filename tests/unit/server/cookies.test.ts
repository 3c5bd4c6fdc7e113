/**
 * Every cookie the server sends, over a realistic visit through the whole Express app (security
 * middleware, embedded platform with its identity provider, the console built from the sources):
 * the language chosen with ?lng=, a failed and a good sign-in, a toast after deleting a WhatsApp
 * number, the export notice's "do not show again", grid settings, statistics choices, the admin
 * WhatsApp table's saved view, the identity-service sign-in (OAuth state, the provider's own
 * interaction and session cookies) and sign-out. Behind HTTPS (a trusted proxy's X-Forwarded-Proto,
 * an https PUBLIC_ORIGIN) each one must be HttpOnly, SameSite=Lax and Secure; over plain HTTP none
 * may be Secure, or a browser on http://localhost would drop it. No cookie needs reading by the
 * page's scripts; the only script-written one (the time zone) is checked at the end.
 */
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIME_ZONE_SCRIPT } from "../../../app/features/time/timezone";
import type { RunningServer } from "../../../server/app";
import { consoleBuild } from "./support/console-build";
import { Browser, PASSWORD, startWholeServer, type SeenCookie } from "./support/whole-server";

let build: ServerBuild;
beforeAll(async () => {
  build = await consoleBuild();
}, 120_000);

/** The visit; returns every Set-Cookie seen. */
async function visit(base: string, proxyHeaders: Record<string, string>): Promise<SeenCookie[]> {
  const browser = new Browser(base, proxyHeaders);
  expect((await browser.request("language", "/login?lng=en-us")).status).toBe(200);
  expect(
    (
      await browser.request("wrong password", "/login", {
        form: { email: "owner@example.com", password: "nope-Wrong1!" },
      })
    ).status,
  ).toBe(400);
  const signedIn = await browser.follow("sign-in", "/login", {
    form: { email: "owner@example.com", password: PASSWORD },
  });
  expect(signedIn.res.status).toBe(200);
  expect(signedIn.path).toMatch(/^\/portal\//);

  // A number to delete, made on the platform as the owner; deleting it in the console flashes a toast.
  const login = await fetch(`${base}/vaic/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "owner@example.com", password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${base}/sip-connection/api/whatsapp/numbers`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: "Support line", pinCode: "123456", regionId: "eu-west", maxCallDurationInMinutes: 0 }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const deleted = await browser.follow("toast", `/portal/whatsapp_numbers/${id}/delete`, { form: {} });
  expect(deleted.res.status).toBe(200);
  expect(await deleted.res.text()).toContain("WhatsApp number deleted");

  const notice = await browser.request("export notice", "/portal/whatsapp_numbers", {
    form: { intent: "dismiss-export-notice", hide: "on" },
  });
  expect(notice.status).toBe(302);
  const grid = await browser.request("grid settings", "/grid-prefs", {
    form: {
      gridId: "whatsapp",
      returnTo: "/portal/whatsapp_numbers",
      column: "name",
      visible: "name",
      density: "compact",
    },
  });
  expect(grid.status).toBe(302);
  expect((await browser.request("statistics", "/portal/statistics?metrics=calls&entity=all")).status).toBe(200);
  expect((await browser.follow("sign-out", "/logout", { form: {} })).path).toMatch(/^\/login/);

  // The identity-service sign-in: the console's OAuth state, the provider's interaction and session.
  const page = await browser.follow("identity service", "/iam-login?redirectTo=/portal/whatsapp_numbers");
  expect(page.path).toMatch(/^\/idp\/interaction\//);
  const action = /<form method="post" action="([^"]+)"/.exec(await page.res.text())?.[1]?.replaceAll("&amp;", "&");
  expect(action).toBeTruthy();
  const back = await browser.follow("identity service", new URL(action!, "http://browser.invalid").pathname, {
    form: { email: "owner@example.com", password: PASSWORD },
  });
  expect(back.path).toBe("/portal/whatsapp_numbers");
  // Signing out of an identity-service session ends the provider's session too, on its confirmation page.
  const confirm = await browser.follow("identity service sign-out", "/logout", { form: {} });
  expect(confirm.path).toMatch(/^\/idp\/session\/end/);
  const logoutForm = await confirm.res.text();
  const logoutAction = /<form[^>]*action="([^"]+)"/.exec(logoutForm)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutForm)?.[1];
  expect(logoutAction && xsrf).toBeTruthy();
  const signedOut = await browser.follow(
    "identity service sign-out",
    new URL(logoutAction!, "http://browser.invalid").pathname,
    {
      form: { xsrf: xsrf!, logout: "yes" },
    },
  );
  expect(signedOut.path).toBe("/login?from=logout");

  // The administrator's WhatsApp table remembers its view.
  await browser.follow("admin sign-in", "/login", { form: { email: "admin@example.com", password: PASSWORD } });
  expect((await browser.request("admin saved view", "/admin/whatsapp_numbers?sort=name")).status).toBe(200);
  return browser.seen;
}

const nameOf = (header: string) => header.slice(0, header.indexOf("="));
const attributes = (header: string) =>
  header
    .split(";")
    .slice(1)
    .map((a) => a.trim().toLowerCase());

/** Every cookie the visit must have produced, so a flow that stops setting one fails here. */
const EXPECTED = [
  "lng",
  "__vc_session",
  "__vc_toast",
  "vc_export_notice",
  "vc_grid",
  "vc_stats",
  "vc_wa_admin_view",
  "__vc_iam_return",
  "__vc_oidc_user",
  "_interaction",
  "_interaction_resume",
  "_session",
];

function expectEveryCookieCovered(seen: SeenCookie[]) {
  const names = new Set(seen.map((s) => nameOf(s.header).replace(/(:|\.sig$|\.legacy$).*/, "")));
  for (const name of EXPECTED) expect(names, `no ${name} cookie was set`).toContain(name);
}

for (const mode of [
  { name: "behind HTTPS (trusted proxy, https PUBLIC_ORIGIN)", origin: "https://console.example", https: true },
  { name: "over plain HTTP", origin: "http://console.test", https: false },
]) {
  describe(`cookies ${mode.name}`, () => {
    let server: RunningServer;
    let seen: SeenCookie[];
    beforeAll(async () => {
      const started = await startWholeServer(build, mode.origin);
      server = started.server;
      const host = new URL(mode.origin).host;
      seen = await visit(
        started.base,
        mode.https ? { "X-Forwarded-Proto": "https", "X-Forwarded-Host": host } : { "X-Forwarded-Host": host },
      );
    }, 120_000);
    afterAll(() => server?.close());

    it("sets every cookie of the console and of the identity provider on the way", () => {
      expectEveryCookieCovered(seen);
    });

    it(`gives each one HttpOnly and SameSite=Lax, and ${mode.https ? "Secure" : "never Secure"}`, () => {
      const wrong = seen.filter(({ header }) => {
        const attrs = attributes(header);
        return (
          !attrs.includes("httponly") || !attrs.includes("samesite=lax") || attrs.includes("secure") !== mode.https
        );
      });
      expect(wrong).toEqual([]);
    });
  });
}

describe("the time-zone cookie the page's script writes", () => {
  /**
   * Runs the inline script as a browser in `zone` on `protocol` would, over a cookie jar holding
   * `cookies` (name=value pairs; `accepts: false` is a browser that refuses cookies). Returns what it
   * wrote and whether it loaded the page again.
   */
  function run({ zone = "Europe/Berlin", protocol = "http:", cookies = "", accepts = true } = {}) {
    const jar = new Map(
      cookies
        .split("; ")
        .filter(Boolean)
        .map((pair) => pair.split("=") as [string, string]),
    );
    let written = "";
    const document = {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      },
      set cookie(header: string) {
        written = header;
        const [name, value] = header.split(";")[0].split("=");
        if (accepts) jar.set(name, value);
      },
    };
    let reloads = 0;
    const location = { protocol, href: "http://localhost/portal/call_history", replace: () => reloads++ };
    new Function("document", "location", "Intl", TIME_ZONE_SCRIPT)(document, location, {
      DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone: zone }) }),
    });
    return { written, reloads };
  }

  it("is SameSite=Lax, and Secure on an https page only (scripts write it, so it cannot be HttpOnly)", () => {
    const https = run({ protocol: "https:" }).written.toLowerCase().split(";");
    expect(https).toContain("vc_tz=europe%2fberlin");
    expect(https).toContain("samesite=lax");
    expect(https).toContain("secure");
    const http = run({ protocol: "http:" }).written.toLowerCase().split(";");
    expect(http).toContain("samesite=lax");
    expect(http).not.toContain("secure");
  });

  it("loads the page again once when the server rendered it in another zone (the first page after a script-less sign-in)", () => {
    expect(run({ cookies: "session=abc" })).toMatchObject({ reloads: 1 });
    // The reloaded request carries the zone: nothing more to do.
    expect(run({ cookies: "session=abc; vc_tz=Europe%2FBerlin" })).toEqual({ written: "", reloads: 0 });
    // The browser moved to another zone: the cookie follows, and the page shows the new zone.
    expect(run({ cookies: "vc_tz=Europe%2FBerlin", zone: "Asia/Tokyo" })).toMatchObject({ reloads: 1 });
  });

  it("never loads the page again for nothing or in a loop", () => {
    // A browser in UTC: the page is already right, the cookie is only remembered.
    const utc = run({ zone: "UTC" });
    expect(utc.written).toMatch(/^vc_tz=UTC;/);
    expect(utc.reloads).toBe(0);
    // Cookies refused: a reload would render in UTC again, forever.
    expect(run({ accepts: false }).reloads).toBe(0);
  });
});
