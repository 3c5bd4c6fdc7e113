import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { createRequire } from "node:module";
import { join } from "node:path";
import { hasRoles, ROLES } from "../../contract/roles";
import { pathAllows } from "../../app/features/navigation/model";
import { DEMO, openE2eDatabase, type Credentials } from "./support/auth";

/**
 * The authorization matrix (issue 8): every loader and action of /portal and /admin, read from the
 * built route manifest, called as a visitor and as each demo user, with every method: each is
 * refused or served exactly as the role gates of the navigation model say, and a refusal carries no
 * data. Route parameters get ids that exist nowhere, so a served route answers "not found".
 */

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { loader?: unknown; action?: unknown; default?: unknown };
}

const FAKE_ID = "00000000-0000-4000-8000-00000000dead";

/** Every /portal and /admin route of the build, as a concrete path. */
function consoleRoutes(): { id: string; path: string; loader: boolean; action: boolean }[] {
  const require = createRequire(import.meta.url);
  const build = require(join(process.cwd(), "build", "index.js")) as { routes: Record<string, ManifestRoute> };
  const routes = build.routes;
  const fullPath = (route: ManifestRoute): string => {
    const own = (route.path ?? "").replace(/:[A-Za-z]+/g, FAKE_ID).replace(/\*$/, "no-such-page");
    const parent = route.parentId && route.parentId !== "root" ? fullPath(routes[route.parentId]) : "";
    return [parent, own].filter(Boolean).join("/").replace(/\/+/g, "/");
  };
  return Object.values(routes)
    .map((r) => ({ id: r.id, path: `/${fullPath(r)}`.replace(/\/+/g, "/"), loader: Boolean(r.module.loader), action: Boolean(r.module.action) }))
    .filter((r) => /^\/(portal|admin)(\/|$)/.test(r.path));
}

type Who = "visitor" | keyof typeof DEMO;

/** Gates of the shell's own data routes, which have no navigation entry (spec 000 §6: the alarm badge needs alarms read). */
const SHELL_GATES: Record<string, readonly string[]> = {
  "/portal/alarms-summary": [ROLES.ALARMS_READ],
};

/** Whether the role gates let `roles` open `path`: its screen's gate, its action gate, or the shell's own. */
function allowed(path: string, roles: readonly string[]): boolean {
  const screen = path.split("/").slice(0, 3).join("/");
  if (!path.startsWith("/admin") && SHELL_GATES[screen]) return hasRoles(roles, SHELL_GATES[screen]);
  return pathAllows(path, roles);
}

async function signedInContext(baseURL: string, user: Credentials | null): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  if (user) {
    const res = await context.post("/login", { form: { email: user.email, password: user.password }, maxRedirects: 0 });
    expect(res.status(), `sign-in of ${user.email}`).toBe(302);
  }
  return context;
}

test("every /portal and /admin loader and action answers each user as the role gates say", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const routes = consoleRoutes();
  expect(routes.length).toBeGreaterThan(10);
  const db = await openE2eDatabase(baseURL);
  const users = Object.fromEntries(
    (Object.keys(DEMO) as (keyof typeof DEMO)[]).map((who) => {
      const row = db.prepare("SELECT u.roles, a.name FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.email = ?").get(DEMO[who].email) as {
        roles: string;
        name: string;
      };
      return [who, { roles: JSON.parse(row.roles) as string[], accountName: row.name }];
    }),
  );
  db.close();
  // What a refusal must never contain: any demo account's name or any demo e-mail.
  const secrets = [...Object.values(users).map((u) => u.accountName), ...Object.values(DEMO).map((u) => u.email)];

  const problems: string[] = [];
  for (const who of ["visitor", ...Object.keys(DEMO)] as Who[]) {
    const context = await signedInContext(baseURL!, who === "visitor" ? null : DEMO[who]);
    const roles = who === "visitor" ? [] : users[who].roles;
    for (const route of routes) {
      const may = who !== "visitor" && allowed(route.path, roles);
      const calls: { method: "GET" | "POST"; url: string }[] = [
        { method: "GET", url: route.path },
        { method: "POST", url: route.path },
      ];
      if (route.loader) calls.push({ method: "GET", url: `${route.path}?_data=${encodeURIComponent(route.id)}` });
      if (route.action) calls.push({ method: "POST", url: `${route.path}?_data=${encodeURIComponent(route.id)}` });
      for (const call of calls) {
        const res =
          call.method === "GET"
            ? await context.get(call.url, { maxRedirects: 0 })
            : await context.post(call.url, { form: { intent: "authz-probe" }, maxRedirects: 0 });
        const status = res.status();
        const body = await res.text();
        const where = `${who} ${call.method} ${call.url} -> ${status}`;
        if (status >= 500) problems.push(`${where}: server error`);
        if (who === "visitor") {
          const location = res.headers()["location"] ?? res.headers()["x-remix-redirect"] ?? "";
          const toLogin = [302, 303, 204].includes(status) && location.startsWith("/login");
          if (!toLogin && status !== 403 && status !== 405) problems.push(`${where}: a visitor must be sent to sign in`);
        } else if (!may) {
          if (status !== 403 && status !== 405) problems.push(`${where}: must be refused`);
        } else if (status === 403) {
          problems.push(`${where}: must be served`);
        }
        const refused = who === "visitor" || !may;
        if (refused) for (const secret of secrets) if (body.includes(secret)) problems.push(`${where}: leaks "${secret}"`);
      }
    }
    await context.dispose();
  }
  expect(problems).toEqual([]);
});
