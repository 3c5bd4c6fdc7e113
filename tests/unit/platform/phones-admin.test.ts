/**
 * The admin numbers grid's list (GET /phones/api/Admin: paging, sort by every column, search, the
 * account and billing fields), the connectivity providers and the manual number's provider, over
 * real HTTP on a small temporary database. Expected rows come from the inserted fixtures.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROLES, OWNER_ROLES, ROLES } from "../../../contract/roles";
import { AdminPhonesResponseSchema, ConnectivityProvidersResponseSchema } from "../../../contract/wire/phones";
import { issueTokenPair } from "../../../platform/auth/issue";
import { jsonErrorHandler } from "../../../platform/http/errors";
import { seedCatalog } from "../../../platform/seed/catalog";
import { createPhonesRouter } from "../../../platform/services/phones/index";
import { createManualNumberRouter } from "../../../platform/services/phones/manualNumber";
import { DEFAULT_THIRD_PARTY_PROVIDERS } from "../../../platform/services/phones/providers";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";
import { TIME } from "../../../contract/limits/units";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
const accounts = { acme: "", zeta: "" };
const tokens = { admin: "", readOnlyAdmin: "", owner: "" };

interface Fixture {
  name: string;
  e164: string;
  country: string;
  account: keyof typeof accounts;
  charge: number;
  provider: string;
  ageDays: number;
}

const FIXTURES: Fixture[] = [
  {
    name: "London Main",
    e164: "+442079460001",
    country: "United Kingdom",
    account: "acme",
    charge: 1,
    provider: "System default",
    ageDays: 3,
  },
  {
    name: "Berlin Desk",
    e164: "+493012345678",
    country: "Germany",
    account: "acme",
    charge: 4.5,
    provider: "Third-party provider A",
    ageDays: 1,
  },
  {
    name: "Austin Sales",
    e164: "+15125550100",
    country: "United States",
    account: "zeta",
    charge: 0.25,
    provider: "System default",
    ageDays: 2,
  },
  {
    name: "Zurich 50% line",
    e164: "+41445550000",
    country: "Switzerland",
    account: "zeta",
    charge: 12,
    provider: "Third-party provider B",
    ageDays: 5,
  },
];

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

async function list(query: string) {
  const res = await call("GET", `/phones/api/Admin?${query}`, tokens.admin);
  expect(res.status, query).toBe(200);
  return AdminPhonesResponseSchema.parse(res.body);
}

beforeAll(async () => {
  t = createTestContext();
  seedCatalog(t.ctx.db);
  accounts.acme = insertAccount(t.ctx, { name: "Acme" });
  accounts.zeta = insertAccount(t.ctx, { name: "Zeta Calls" });
  const insert = t.ctx.db.prepare(
    `INSERT INTO phone_numbers (id, account_id, name, e164, country, type, provider, status, region_id, monthly_charge, created_at)
     VALUES (?, ?, ?, ?, ?, 'geographic', ?, 'Active', 'eu-west', ?, ?)`,
  );
  for (const f of FIXTURES)
    insert.run(
      randomUUID(),
      accounts[f.account],
      f.name,
      f.e164,
      f.country,
      f.provider,
      f.charge,
      t.ctx.now() - f.ageDays * TIME.DAY_MS,
    );
  // A deleted number: never listed.
  t.ctx.db
    .prepare(
      "INSERT INTO phone_numbers (id, account_id, name, e164, country, type, status, created_at, deleted_at) VALUES (?, ?, 'Gone', '+10000000009', 'X', 'local', 'Active', ?, ?)",
    )
    .run(randomUUID(), accounts.acme, t.ctx.now(), t.ctx.now());
  const operator = insertAccount(t.ctx, { name: "Operator" });
  const adminId = await insertUser(t.ctx, {
    accountId: operator,
    roles: [...ADMIN_ROLES, ROLES.NUMBERS_READ, ROLES.NUMBERS_UPDATE],
  });
  const readOnlyId = await insertUser(t.ctx, { accountId: operator, roles: [...ADMIN_ROLES, ROLES.NUMBERS_READ] });
  const ownerId = await insertUser(t.ctx, { accountId: accounts.acme, roles: OWNER_ROLES });
  tokens.admin = (await issueTokenPair(t.ctx, adminId, "password")).token;
  tokens.readOnlyAdmin = (await issueTokenPair(t.ctx, readOnlyId, "password")).token;
  tokens.owner = (await issueTokenPair(t.ctx, ownerId, "password")).token;
  const app = express();
  app.use("/phones/api", createPhonesRouter(t.ctx), createManualNumberRouter(t.ctx));
  app.use(jsonErrorHandler);
  ({ url: base, close } = await listen(app));
});

afterAll(async () => {
  await close?.();
  t?.cleanup();
});

describe("GET /phones/api/Admin for the numbers grid", () => {
  it("pages every live number with the total, the account and the billing fields", async () => {
    const first = await list("page=1&limit=3&sort=e164");
    expect(first.pages.totalElements).toBe(FIXTURES.length);
    expect(first.phoneNumbers.map((p) => p.e164)).toEqual(["+15125550100", "+41445550000", "+442079460001"]);
    const second = await list("page=2&limit=3&sort=e164");
    expect(second.phoneNumbers.map((p) => p.e164)).toEqual(["+493012345678"]);
    const berlin = second.phoneNumbers[0];
    expect(berlin).toMatchObject({
      name: "Berlin Desk",
      country: "Germany",
      accountId: accounts.acme,
      accountName: "Acme",
      monthlyCharge: 4.5,
      provider: "Third-party provider A",
      regionId: "eu-west",
      status: "Active",
    });
    expect(Date.parse(berlin.createdDate)).toBe(t.ctx.now() - TIME.DAY_MS);
  });

  it.each([
    ["-createdAt", ["Berlin Desk", "Austin Sales", "London Main", "Zurich 50% line"]],
    ["monthlyCharge", ["Austin Sales", "London Main", "Berlin Desk", "Zurich 50% line"]],
    ["-monthlyCharge", ["Zurich 50% line", "Berlin Desk", "London Main", "Austin Sales"]],
    ["accountName", ["Berlin Desk", "London Main", "Austin Sales", "Zurich 50% line"]],
    ["country", ["Berlin Desk", "Zurich 50% line", "London Main", "Austin Sales"]],
    ["-name", ["Zurich 50% line", "London Main", "Berlin Desk", "Austin Sales"]],
  ])("sorts by %s", async (sort, names) => {
    const body = await list(`sort=${encodeURIComponent(sort)}`);
    if (sort === "accountName") {
      // Ties (same account) keep a stable order by id: compare the accounts' order only.
      expect(body.phoneNumbers.map((p) => p.accountName)).toEqual(["Acme", "Acme", "Zeta Calls", "Zeta Calls"]);
    } else {
      expect(body.phoneNumbers.map((p) => p.name)).toEqual(names);
    }
  });

  it.each([
    ["germany", ["Berlin Desk"]],
    ["zeta", ["Austin Sales", "Zurich 50% line"]],
    ["london", ["London Main"]],
    ["+44 20 7946", ["London Main"]],
    ["512-555", ["Austin Sales"]],
    ["50%", ["Zurich 50% line"]],
    ["5%", []],
  ])("searches %j", async (search, names) => {
    const res = await call("GET", `/phones/api/Admin?sort=name&search=${encodeURIComponent(search)}`, tokens.admin);
    if (names.length === 0) {
      expect(res.status).toBe(204);
      return;
    }
    const body = AdminPhonesResponseSchema.parse(res.body);
    expect(body.phoneNumbers.map((p) => p.name)).toEqual(names);
    expect(body.pages.totalElements).toBe(names.length);
  });

  it("still serves the statistics lookup: every number of one account by e164, without a page", async () => {
    const body = await list(`filter=(userId=${accounts.zeta})`);
    expect(body.phoneNumbers.map((p) => p.e164)).toEqual(["+15125550100", "+41445550000"]);
  });

  it("refuses unknown sort fields and customers", async () => {
    expect((await call("GET", "/phones/api/Admin?sort=secret", tokens.admin)).status).toBe(400);
    expect((await call("GET", "/phones/api/Admin", tokens.owner)).status).toBe(403);
  });
});

describe("connectivity providers and the manual number's provider", () => {
  const ok = (phoneNumber: string) => ({
    phoneNumber,
    countryName: "Germany",
    monthlyCharge: 2,
    regionId: "eu-west",
    clientId: accounts.acme,
    accountName: "Acme",
  });
  const providerOf = (id: unknown) =>
    t.ctx.db.prepare("SELECT provider FROM phone_numbers WHERE id = ?").pluck().get(id);

  it("lists System default first, then the third-party providers; customers get 403", async () => {
    const res = await call("GET", "/phones/api/Admin/Providers", tokens.readOnlyAdmin);
    expect(res.status).toBe(200);
    expect(ConnectivityProvidersResponseSchema.parse(res.body).providers).toEqual([
      "System default",
      ...DEFAULT_THIRD_PARTY_PROVIDERS,
    ]);
    expect((await call("GET", "/phones/api/Admin/Providers", tokens.owner)).status).toBe(403);
  });

  it("follows the connectivityProviders setting of the deployment", async () => {
    t.ctx.db
      .prepare("INSERT INTO settings (key, value) VALUES ('connectivityProviders', ?)")
      .run(JSON.stringify(["Carrier X", " ", "System default"]));
    try {
      const res = await call("GET", "/phones/api/Admin/Providers", tokens.admin);
      expect((res.body as { providers: string[] }).providers).toEqual(["System default", "Carrier X"]);
    } finally {
      t.ctx.db.prepare("DELETE FROM settings WHERE key = 'connectivityProviders'").run();
    }
  });

  it("stores the chosen provider, System default when none is named, and refuses an unknown one", async () => {
    const chosen = await call("PATCH", "/phones/api/Admin/ManualNumber", tokens.admin, {
      ...ok("+493 015 550001"),
      provider: "Third-party provider B",
    });
    expect(chosen.status).toBe(200);
    expect(providerOf((chosen.body as { id: string }).id)).toBe("Third-party provider B");
    const none = await call("PATCH", "/phones/api/Admin/ManualNumber", tokens.admin, ok("+493 015 550002"));
    expect(providerOf((none.body as { id: string }).id)).toBe("System default");
    const before = t.ctx.db.prepare("SELECT COUNT(*) FROM phone_numbers").pluck().get();
    const unknown = await call("PATCH", "/phones/api/Admin/ManualNumber", tokens.admin, {
      ...ok("+493 015 550003"),
      provider: "Nobody",
    });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { message: string }).message).toBe("provider: unknown provider");
    expect(t.ctx.db.prepare("SELECT COUNT(*) FROM phone_numbers").pluck().get()).toBe(before);
  });

  it("needs NUMBERS_UPDATE: an administrator without it gets 403 and nothing is added", async () => {
    const before = t.ctx.db.prepare("SELECT COUNT(*) FROM phone_numbers").pluck().get();
    expect(
      (await call("PATCH", "/phones/api/Admin/ManualNumber", tokens.readOnlyAdmin, ok("+493 015 550004"))).status,
    ).toBe(403);
    expect(t.ctx.db.prepare("SELECT COUNT(*) FROM phone_numbers").pluck().get()).toBe(before);
  });
});
