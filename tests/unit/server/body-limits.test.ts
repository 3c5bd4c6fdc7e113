/**
 * Request size limits on every body, through the whole server: a platform endpoint's JSON body, the
 * identity provider's sign-in form and a console action's form, each a little over its limit, are
 * refused with 413, change no row, and the server goes on serving (the same request at a normal size
 * then works).
 */
import type { ServerBuild } from "@remix-run/node";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_BODY_LIMITS } from "../../../contract/limits/request-body-limits";
import type { RunningServer } from "../../../server/app";
import { consoleBuild } from "./support/console-build";
import { Browser, PASSWORD, startWholeServer } from "./support/whole-server";

let server: RunningServer;
let base: string;
let acme: string;

beforeAll(async () => {
  const build: ServerBuild = await consoleBuild();
  ({ server, base, acme } = await startWholeServer(build, "http://console.test"));
}, 120_000);
afterAll(() => server?.close());

const count = (sql: string, ...params: unknown[]) =>
  server
    .platform!.db.prepare(sql)
    .pluck()
    .get(...params) as number;
/** A string that makes its JSON or form body `extra` bytes longer than `limit`. */
const padding = (limit: number, extra = 1) => "x".repeat(limit + extra);

async function tokenOf(email: string): Promise<string> {
  const res = await fetch(`${base}/vaic/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function expectStillServing() {
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
}

describe("platform JSON bodies", () => {
  it("refuses a WhatsApp number whose request is over the limit (413), creating nothing", async () => {
    const token = await tokenOf("owner@example.com");
    const create = (name: string) =>
      fetch(`${base}/sip-connection/api/whatsapp/numbers`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ name, pinCode: "123456", regionId: "eu-west", maxCallDurationInMinutes: 0 }),
      });
    const before = count("SELECT COUNT(*) FROM whatsapp_numbers");
    const big = await create(padding(REQUEST_BODY_LIMITS.PLATFORM_WHATSAPP_BYTES));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toMatch(/too large/i);
    expect(count("SELECT COUNT(*) FROM whatsapp_numbers")).toBe(before);
    await expectStillServing();
    expect((await create("Support line")).status).toBe(201);
    expect(count("SELECT COUNT(*) FROM whatsapp_numbers")).toBe(before + 1);
  });

  it("refuses a manual charge whose request is over the limit (413): no money moves", async () => {
    const token = await tokenOf("admin@example.com");
    const charge = (description: string) =>
      fetch(`${base}/vaic/api/payment/manualCharge`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${token}`,
          "Idempotency-Key": randomUUID(),
        },
        body: JSON.stringify({ accountId: acme, amount: 5, description }),
      });
    const balance = () => count("SELECT balance FROM accounts WHERE id = ?", acme);
    const before = {
      balance: balance(),
      records: count("SELECT COUNT(*) FROM billing_records"),
      audit: count("SELECT COUNT(*) FROM audit_log"),
    };
    const big = await charge(padding(REQUEST_BODY_LIMITS.PLATFORM_VAIC_BYTES));
    expect(big.status).toBe(413);
    expect({
      balance: balance(),
      records: count("SELECT COUNT(*) FROM billing_records"),
      audit: count("SELECT COUNT(*) FROM audit_log"),
    }).toEqual(before);
    await expectStillServing();
    expect((await charge("Correction")).status).toBe(200);
    expect(balance()).toBe(before.balance - 5);
  });
});

describe("the identity provider's sign-in form", () => {
  it("answers an oversized form with a 413 page (not a server error), and the same sign-in then works", async () => {
    const browser = new Browser(base, {});
    const params = new URLSearchParams({
      client_id: "voice-console",
      response_type: "code",
      scope: "openid email profile offline_access",
      redirect_uri: "http://console.test/auth/iam/callback",
      code_challenge: createHash("sha256").update(randomBytes(32).toString("base64url")).digest("base64url"),
      code_challenge_method: "S256",
      state: "s1",
    });
    const page = await browser.follow("authorize", `/idp/auth?${params}`);
    expect(page.path).toMatch(/^\/idp\/interaction\//);
    const action = /<form method="post" action="([^"]+)"/.exec(await page.res.text())?.[1]?.replaceAll("&amp;", "&");
    const target = new URL(action!, "http://browser.invalid").pathname;

    // The provider's whole state (interactions, sessions, grants): the refused post changes none of it.
    const state = () =>
      server.platform!.db.prepare("SELECT model, id, payload FROM oidc_payloads ORDER BY model, id").all();
    const stateBefore = state();
    const big = await browser.request("oversized", target, {
      form: { email: "owner@example.com", password: padding(REQUEST_BODY_LIMITS.IDP_SIGN_IN_FORM_BYTES) },
    });
    expect(big.status).toBe(413);
    expect(big.headers.get("content-type")).toMatch(/text\/html/);
    expect(await big.text()).toContain("The sign-in form sent too much data.");
    expect(state()).toEqual(stateBefore);

    await expectStillServing();
    const done = await browser.request("sign-in", target, { form: { email: "owner@example.com", password: PASSWORD } });
    expect(done.status).toBe(303);
  });
});

describe("console actions", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = new Browser(base, {});
    const signedIn = await browser.follow("sign-in", "/login", {
      form: { email: "owner@example.com", password: PASSWORD },
    });
    expect(signedIn.path).toMatch(/^\/portal\//);
  });

  const newNumber = { name: "Sales line", pinCode: "654321", regionId: "eu-west", maxCallDurationInMinutes: "0" };

  it("refuses an urlencoded form over 1 MiB with 413, creating nothing", async () => {
    const before = count("SELECT COUNT(*) FROM whatsapp_numbers");
    const res = await browser.request("oversized form", "/portal/whatsapp_numbers/new", {
      form: { ...newNumber, notes: padding(REQUEST_BODY_LIMITS.CONSOLE_BYTES) },
    });
    expect(res.status).toBe(413);
    expect(count("SELECT COUNT(*) FROM whatsapp_numbers")).toBe(before);
    await expectStillServing();
  });

  it("refuses a multipart form over 1 MiB with 413, creating nothing; a normal one then creates the number", async () => {
    const before = count("SELECT COUNT(*) FROM whatsapp_numbers");
    const multipart = (extra?: string) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(newNumber)) data.set(name, value);
      if (extra) data.set("attachment", new Blob([extra]), "big.txt");
      return data;
    };
    const big = await browser.request("oversized multipart", "/portal/whatsapp_numbers/new", {
      body: multipart(padding(REQUEST_BODY_LIMITS.CONSOLE_BYTES)),
    });
    expect(big.status).toBe(413);
    expect(count("SELECT COUNT(*) FROM whatsapp_numbers")).toBe(before);
    await expectStillServing();

    const created = await browser.request("normal multipart", "/portal/whatsapp_numbers/new", { body: multipart() });
    expect(created.status).toBe(302);
    expect(count("SELECT COUNT(*) FROM whatsapp_numbers")).toBe(before + 1);
  });
});
