/**
 * The whole server for tests that go through every layer as a browser would: a started server with
 * a few users, and a browser with a cookie jar that records every Set-Cookie it receives.
 */
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { ADMIN_ROLES, OWNER_ROLES } from "../../../../contract/roles";
import { seedCatalog } from "../../../../platform/seed/catalog";
import { createServer } from "../../../../server/app";
import { parseEnv } from "../../../../server/config";
import { insertAccount, insertUser } from "../../platform/helpers";

export const PASSWORD = "Owner#2026x";

export interface SeenCookie {
  step: string;
  header: string;
}

/** A browser behind the given proxy headers: a cookie jar, and every Set-Cookie it was sent. */
export class Browser {
  readonly seen: SeenCookie[] = [];
  private readonly jar = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly proxyHeaders: Record<string, string>,
  ) {}

  /** `form`: an urlencoded POST; `body`: any other (its Content-Type in `headers`, or fetch's own). */
  async request(
    step: string,
    path: string,
    init: { method?: string; form?: Record<string, string>; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers = new Headers({ ...this.proxyHeaders, ...init.headers });
    if (this.jar.size) headers.set("Cookie", [...this.jar].map(([name, value]) => `${name}=${value}`).join("; "));
    if (init.form) headers.set("Content-Type", "application/x-www-form-urlencoded");
    const body = init.form ? new URLSearchParams(init.form).toString() : init.body;
    const res = await fetch(`${this.base}${path}`, {
      method: init.method ?? (body !== undefined ? "POST" : "GET"),
      headers,
      body,
      redirect: "manual",
    });
    for (const header of res.headers.getSetCookie()) {
      this.seen.push({ step, header });
      const pair = header.split(";")[0];
      const name = pair.slice(0, pair.indexOf("="));
      const gone = /;\s*max-age=0\b/i.test(header) || /expires=thu, 01 jan 1970/i.test(header) || pair.endsWith("=");
      if (gone) this.jar.delete(name);
      else this.jar.set(name, pair.slice(name.length + 1));
    }
    return res;
  }

  /** Follows redirects (the browser-facing origin's or relative ones) until a page answers. */
  async follow(
    step: string,
    path: string,
    init?: { method?: string; form?: Record<string, string> },
  ): Promise<{ res: Response; path: string }> {
    let res = await this.request(step, path, init);
    for (let hops = 0; hops < 12 && res.status >= 300 && res.status < 400; hops++) {
      const next = new URL(res.headers.get("Location")!, "http://browser.invalid");
      path = `${next.pathname}${next.search}`;
      res = await this.request(step, path);
    }
    return { res, path };
  }
}

/**
 * The whole server (security middleware, embedded platform without the simulator, the console
 * `build`) on 127.0.0.1, with the region catalogue, an owner of "Acme Voice" and an administrator
 * (both with PASSWORD).
 */
export async function startWholeServer(build: ServerBuild, publicOrigin: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "console-cookies-"));
  const config = {
    ...parseEnv({ DATA_DIR: dataDir, PLATFORM_SIMULATE: "false", NODE_ENV: "test", PUBLIC_ORIGIN: publicOrigin }),
    sessionSecret: "s".repeat(32),
  };
  const server = await createServer(config, { consoleBuild: build, log: () => {} });
  server.httpServer.listen(0, "127.0.0.1");
  await once(server.httpServer, "listening");
  const ctx = server.platform!.ctx;
  seedCatalog(ctx.db);
  const acme = insertAccount(ctx, { name: "Acme Voice" });
  await insertUser(ctx, { accountId: acme, email: "owner@example.com", password: PASSWORD, roles: OWNER_ROLES });
  const operator = insertAccount(ctx, { name: "Operator" });
  await insertUser(ctx, {
    accountId: operator,
    email: "admin@example.com",
    password: PASSWORD,
    roles: [...ADMIN_ROLES, ...OWNER_ROLES],
  });
  return { server, acme, base: `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}` };
}
