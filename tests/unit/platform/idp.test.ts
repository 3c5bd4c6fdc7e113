import express from "express";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueTokenPair } from "../../../platform/auth/issue";
import { createIdentityProvider } from "../../../platform/idp/index";
import { createVaicRouter } from "../../../platform/services/vaic/index";
import { SIGN_IN_LIMITS } from "../../../contract/limits/sign-in-limits";
import { THEME } from "../../../contract/limits/theme";
import { theme } from "../../../app/theme";
import { SCALES } from "../../../app/theme-tokens";
import { TRUSTED_PROXIES } from "../../../server/security";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

const PASSWORD = "Owner#2026x";

let t: TestContext;
let origin: string;
let issuer: string;
let clientId: string;
let clientSecret: string;
let userId: string;
let close: () => Promise<void>;

beforeAll(async () => {
  t = createTestContext();
  const app = express();
  app.set("trust proxy", TRUSTED_PROXIES); // as server.ts
  const server = await listen(app);
  close = server.close;
  origin = server.url;
  t.ctx.config.publicOrigin = origin; // the issuer must be the address the test talks to
  const idp = await createIdentityProvider(t.ctx);
  app.use(idp.mountPath, idp.app);
  app.use("/vaic/api", createVaicRouter(t.ctx));
  ({ issuer, clientId, clientSecret } = idp);
  const accountId = insertAccount(t.ctx, { name: "Acme Voice" });
  userId = await insertUser(t.ctx, { accountId, email: "owner@example.com", password: PASSWORD });
});

afterAll(async () => {
  await close();
  t.cleanup();
});

/** A minimal browser: a cookie jar (oidc-provider's cookies are path-scoped; sending them all is harmless). */
class Browser {
  private cookies = new Map<string, string>();

  /** `address`: the client address a trusted proxy in front of the server names (X-Forwarded-For). */
  constructor(private readonly address?: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.address) headers.set("x-forwarded-for", this.address);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects until a page (200) or the console's callback. */
  async follow(url: string, init?: RequestInit): Promise<{ url: string; res: Response; callback?: URL }> {
    let res = await this.request(url, init);
    for (let hops = 0; hops < 10; hops++) {
      if (res.status < 300 || res.status >= 400) return { url, res };
      url = new URL(res.headers.get("location")!, url).href;
      if (url.startsWith(`${origin}/auth/`)) return { url, res, callback: new URL(url) };
      res = await this.request(url);
    }
    throw new Error("too many redirects");
  }
}

function authorizeUrl(extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString("base64url");
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: "code",
    scope: "openid email profile offline_access",
    prompt: "consent",
    redirect_uri: `${origin}/auth/iam/callback`,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    state: "state-1",
    ...extra,
  });
  return { url: `${issuer}/auth?${params}`, verifier };
}

async function submitSignIn(browser: Browser, page: { url: string; res: Response }, email: string, password: string) {
  const html = await page.res.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form at ${page.url}`);
  return browser.follow(new URL(action.replaceAll("&amp;", "&"), page.url).href, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

/** The console's side of the authorization-code + PKCE flow, signing in on the provider's page. */
async function signInAtIdp(email = "owner@example.com", password = PASSWORD) {
  const browser = new Browser();
  const { url, verifier } = authorizeUrl();
  const page = await browser.follow(url);
  expect(page.res.status).toBe(200);
  const done = await submitSignIn(browser, page, email, password);
  expect(done.callback?.searchParams.get("state")).toBe("state-1");
  const code = done.callback!.searchParams.get("code")!;
  const res = await fetch(`${issuer}/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: `${origin}/auth/iam/callback`,
      code_verifier: verifier,
    }).toString(),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; id_token: string; refresh_token?: string; scope: string };
}

const tokeniam = (token: string) =>
  fetch(`${origin}/vaic/api/auth/tokeniam`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });

async function currentUserEmail(token: string) {
  const res = await fetch(`${origin}/vaic/api/Accounts/Current`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { email: string }).email;
}

describe("identity provider", () => {
  it("publishes its discovery document under /idp with S256 PKCE", async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${origin}/idp`);
    expect(doc.authorization_endpoint).toBe(`${origin}/idp/auth`);
    expect(doc.code_challenge_methods_supported).toEqual(["S256"]);
  });

  it("signs in on its own page, consents automatically and issues a refresh token for offline_access", async () => {
    const tokens = await signInAtIdp();
    expect(tokens.scope.split(" ").sort()).toEqual(["email", "offline_access", "openid", "profile"]);
    expect(typeof tokens.refresh_token).toBe("string");
    expect(tokens.id_token.split(".")).toHaveLength(3);
  });

  it("refuses an authorization request without PKCE", async () => {
    const { url } = authorizeUrl();
    const noPkce = new URL(url);
    noPkce.searchParams.delete("code_challenge");
    noPkce.searchParams.delete("code_challenge_method");
    const done = await new Browser().follow(noPkce.href);
    expect(done.callback?.searchParams.get("error")).toBe("invalid_request");
  });

  it("shows a clear, escaped error on bad credentials, under a strict CSP without scripts", async () => {
    const browser = new Browser();
    const page = await browser.follow(authorizeUrl().url);
    const csp = page.res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src");
    const evil = `"><script>alert(1)</script>@example.com`;
    const again = await submitSignIn(browser, page, evil, "wrong");
    expect(again.res.status).toBe(200);
    const html = await again.res.text();
    expect(html).toContain("Invalid e-mail or password");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    // the same interaction still accepts the right password afterwards
    const done = await submitSignIn(
      browser,
      { url: again.url, res: new Response(html) },
      "owner@example.com",
      PASSWORD,
    );
    expect(done.callback?.searchParams.get("code")).toBeTruthy();
  });

  it("holds an address back after 30 failed sign-ins over many accounts, here and at the REST login; other addresses go on", async () => {
    const attacker = new Browser("198.51.100.21");
    let page = await attacker.follow(authorizeUrl().url);
    for (let i = 0; i < SIGN_IN_LIMITS.FAILURES_PER_ADDRESS; i++) {
      const again = await submitSignIn(attacker, page, `guess-${i}@example.com`, "Spring#2026x");
      expect(again.res.status).toBe(200);
      const html = await again.res.text();
      expect(html).toContain("Invalid e-mail or password");
      page = { url: again.url, res: new Response(html) };
    }
    // The 31st: the right password of an account nobody guessed at, still refused.
    const held = await submitSignIn(attacker, page, "owner@example.com", PASSWORD);
    expect(held.callback).toBeUndefined();
    expect(held.res.status).toBe(429);
    expect(Number(held.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await held.res.text()).toContain(
      "Too many failed sign-in attempts from your network. Try again in 15 minutes.",
    );
    // One count per address for every password sign-in of the platform: the REST login refuses it too.
    const rest = await fetch(`${origin}/vaic/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.21" },
      body: JSON.stringify({ email: "owner@example.com", password: PASSWORD }),
    });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get("retry-after"))).toBeGreaterThan(0);

    // Another address signs in on the provider's page as usual.
    const other = new Browser("198.51.100.22");
    const done = await submitSignIn(other, await other.follow(authorizeUrl().url), "owner@example.com", PASSWORD);
    expect(done.callback?.searchParams.get("code")).toBeTruthy();
  });

  it("rejects a sign-in post for an interaction uid the browser does not hold", async () => {
    const browser = new Browser();
    await browser.follow(authorizeUrl().url);
    const res = await browser.request(`${issuer}/interaction/some-other-uid/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "owner@example.com", password: PASSWORD }).toString(),
    });
    expect(res.status).toBe(400);
  });
});

describe("POST /vaic/api/auth/tokeniam", () => {
  it("exchanges the provider's access token for a platform token pair of that user", async () => {
    const { access_token } = await signInAtIdp();
    const res = await tokeniam(access_token);
    expect(res.status).toBe(200);
    const pair = (await res.json()) as { token: string; refresh_token: string };
    expect(typeof pair.refresh_token).toBe("string");
    expect(await currentUserEmail(pair.token)).toBe("owner@example.com");
    const source = t.ctx.db.prepare("SELECT source FROM refresh_tokens ORDER BY issued_at DESC LIMIT 1").pluck().get();
    expect(source).toBe("iam");
  });

  it("exchanges the provider's id token too", async () => {
    const { id_token } = await signInAtIdp();
    const res = await tokeniam(id_token);
    expect(res.status).toBe(200);
    expect(await currentUserEmail(((await res.json()) as { token: string }).token)).toBe("owner@example.com");
  });

  it("answers 401 for garbage, a platform token and a revoked provider token", async () => {
    expect((await tokeniam("garbage")).status).toBe(401);
    const platformPair = await issueTokenPair(t.ctx, userId, "password");
    expect((await tokeniam(platformPair.token)).status).toBe(401);

    const { access_token } = await signInAtIdp();
    const revoke = await fetch(`${issuer}/token/revocation`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
      },
      body: new URLSearchParams({ token: access_token }).toString(),
    });
    expect(revoke.status).toBe(200);
    expect((await tokeniam(access_token)).status).toBe(401);
  });

  it("keeps accepting issued tokens after a restart (state and keys persist in the database)", async () => {
    const { access_token, id_token } = await signInAtIdp();
    const restarted = await createIdentityProvider(t.ctx); // same database, fresh provider instance
    expect(restarted.clientSecret).toBe(clientSecret);
    expect((await tokeniam(access_token)).status).toBe(200);
    expect((await tokeniam(id_token)).status).toBe(200);
  });
});

describe("its pages wear the console's brand (docs/product.md#theme)", () => {
  const ASSET = /\/idp\/assets\/[\w.-]+/;

  it("links the brand's stylesheet and logo, with nothing inline, under a CSP that allows only this origin's styles, fonts and images", async () => {
    const browser = new Browser();
    const page = await browser.follow(authorizeUrl().url);
    const csp = page.res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("font-src 'self';");
    expect(csp).toContain("img-src 'self';");
    expect(csp).not.toMatch(/unsafe-inline|script-src/);
    const html = await page.res.text();
    expect(html).toMatch(/<link rel="stylesheet" href="\/idp\/assets\/idp-[0-9a-f]{12}\.css">/);
    expect(html).toMatch(
      /<img src="\/idp\/assets\/logo-main-black-[0-9a-f]{12}\.svg" alt="Voice Console" width="183" height="40">/,
    );
    expect(html).not.toMatch(/<style|style=|<script/);
    expect(html).toContain('<label for="email">E-mail<span class="required" aria-hidden="true"> *</span></label>');
    expect(html).toContain('<label for="password">Password');

    // A refusal is tied to both fields, which are marked invalid.
    const again = await submitSignIn(
      browser,
      { url: page.url, res: new Response(html) },
      "nobody@example.com",
      "Wrong#Pass1",
    );
    const refused = await again.res.text();
    expect(refused).toContain('<p class="error" id="sign-in-error" role="alert">Invalid e-mail or password');
    expect(refused.match(/aria-invalid="true" aria-describedby="sign-in-error"/g)).toHaveLength(2);

    // The provider's messages too (an interaction it does not know).
    const expired = await fetch(`${issuer}/interaction/no-such-interaction`);
    expect(expired.status).toBe(400);
    const message = await expired.text();
    expect(message).toContain("Sign-in expired");
    expect(message).toMatch(/<link rel="stylesheet" href="\/idp\/assets\/idp-[0-9a-f]{12}\.css">/);
    expect(message).toContain('alt="Voice Console"');
  });

  it("serves the stylesheet with Inter and only the console theme's colours, the font files and the logo", async () => {
    const html = await (await new Browser().follow(authorizeUrl().url)).res.text();
    const [stylesheet, logo] = [/<link rel="stylesheet" href="([^"]+)"/, /<img src="([^"]+)"/].map(
      (re) => re.exec(html)![1],
    );
    expect(stylesheet).toMatch(ASSET);
    const css = await fetch(`${origin}${stylesheet}`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(css.headers.get("cache-control")).toContain("immutable");
    const text = await css.text();
    expect(text).toMatch(/body \{[^}]*font: 400 14px\/1\.5 'Inter', /);
    for (const weight of [400, 500, 600]) expect(text).toContain(`font-weight: ${weight};`);

    // Every font face the stylesheet names is served, as WOFF2.
    const fonts = [...text.matchAll(/url\((\/idp\/assets\/[^)]+)\)/g)].map((m) => m[1]);
    expect(fonts).toContain("/idp/assets/inter-latin-400-normal.woff2");
    expect(fonts.every((f) => f.endsWith(".woff2"))).toBe(true);
    for (const font of fonts) {
      const res = await fetch(`${origin}${font}`);
      expect(res.status, font).toBe(200);
      expect(res.headers.get("content-type"), font).toBe("font/woff2");
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 4)
          .toString("latin1"),
        font,
      ).toBe("wOF2");
    }

    // Its colours are the console theme's (the platform may not import app/theme-tokens.ts).
    const consoleColours = new Set(
      [
        ...Object.values(SCALES).flatMap((scale) => Object.values(scale)),
        ...Object.values(THEME).filter((v) => typeof v === "string" && v.startsWith("#")),
        ...Object.values(theme.colorSchemes.light.palette.text),
      ].map((c) => String(c).toUpperCase()),
    );
    const colours = [...new Set([...text.matchAll(/#[0-9a-fA-F]{6}\b/g)].map((m) => m[0].toUpperCase()))];
    expect(colours.length).toBeGreaterThan(8);
    expect(colours.filter((c) => !consoleColours.has(c))).toEqual([]);

    const svg = await fetch(`${origin}${logo}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(await svg.text()).toBe(
      readFileSync(new URL("../../../public/assets/brand/images/logo-main-black.svg", import.meta.url), "utf8"),
    );
  });

  it("serves nothing else under /idp/assets", async () => {
    expect((await fetch(`${issuer}/assets/no-such-file.css`)).status).toBe(404);
    const html = await (await new Browser().follow(authorizeUrl().url)).res.text();
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1];
    expect((await fetch(`${origin}${stylesheet}`, { method: "POST" })).status).not.toBe(200);
  });
});
