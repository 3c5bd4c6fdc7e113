/**
 * Buying numbers (issue 16 item 1) over real HTTP: the provider's catalogue (deterministic pools,
 * availability, search and pages), the price list, the cart's rules, the order's one charge per
 * idempotency key, the refusals that charge nothing (funds, limits, a number taken meanwhile) and
 * the simulated provider's lifecycle with its refund and notification.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE_TYPES } from "../../../contract/enums/phone-numbers";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { PHONE_ORDERS } from "../../../contract/limits/phone-orders";
import { MSG } from "../../../contract/messages";
import { ADMIN_ROLES, OWNER_ROLES } from "../../../contract/roles";
import {
  AvailablePhonesResponseSchema,
  CartSchema,
  OrderSchema,
  type CatalogCountry,
  type Order,
} from "../../../contract/wire/phoneOrders";
import { issueTokenPair } from "../../../platform/auth/issue";
import { jsonErrorHandler } from "../../../platform/http/errors";
import {
  allPools,
  catalogCountries,
  catalogEntry,
  countryDef,
  PRICE_LIST,
  providerFails,
} from "../../../platform/services/phones/catalog";
import { createPhonesRouter } from "../../../platform/services/phones/index";
import { runProviderStep } from "../../../platform/services/phones/provider";
import { loadTraffic } from "../../../platform/simulator/traffic";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";
import { TIME } from "../../../contract/limits/units";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
const STEP_MS = 1000;

async function call(token: string, method: string, path: string, body?: unknown, key?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: text ? (JSON.parse(text) as unknown) : undefined };
}

interface Buyer {
  account: string;
  token: string;
}

async function buyer(fields: { balance?: number; plan?: string } = {}): Promise<Buyer> {
  const account = insertAccount(t.ctx, fields);
  const user = await insertUser(t.ctx, { accountId: account, roles: OWNER_ROLES });
  return { account, token: (await issueTokenPair(t.ctx, user, "password")).token };
}

const balanceOf = (id: string) =>
  t.ctx.db.prepare("SELECT balance FROM accounts WHERE id = ?").pluck().get(id) as number;
const countOf = (sql: string, ...p: unknown[]) =>
  t.ctx.db
    .prepare(sql)
    .pluck()
    .get(...p) as number;
const numbersOf = (account: string) => countOf("SELECT COUNT(*) FROM phone_numbers WHERE account_id = ?", account);

async function available(b: Buyer, query: string) {
  const answer = await call(b.token, "GET", `/available?${query}`);
  expect(answer.status).toBe(200);
  return AvailablePhonesResponseSchema.parse(answer.json);
}
const addToCart = (b: Buyer, e164: string) => call(b.token, "POST", "/cart/items", { e164 });
const checkout = (b: Buyer, key = randomUUID()) => call(b.token, "POST", "/cart/checkout", undefined, key);

beforeAll(async () => {
  t = createTestContext({ phoneProviderStepMs: STEP_MS });
  const app = express();
  // The phones module as mounted at /phones/api: the buying endpoints with the numbers lookup.
  app.use(createPhonesRouter(t.ctx));
  app.use(jsonErrorHandler);
  ({ url: base, close } = await listen(app));
});

afterAll(async () => {
  await close();
  t.cleanup();
});

describe("the catalogue", () => {
  it("offers every type of PHONE_TYPES somewhere, each with its price, in pools that never overlap", () => {
    const pools = allPools();
    const offered = new Set(pools.map((p) => p.type));
    expect([...offered].sort()).toEqual([...PHONE_TYPES].sort());
    for (const pool of pools)
      expect(PRICE_LIST[pool.country.code][pool.type], `${pool.country.code} ${pool.type}`).toBeGreaterThan(0);
    // No head is a prefix of another: a number belongs to exactly one pool.
    for (const a of pools)
      for (const b of pools) if (a !== b) expect(a.head.startsWith(b.head), `${a.head} / ${b.head}`).toBe(false);
  });

  it("lists customers the offered countries only; a country that requires documents is marked", async () => {
    const customer = catalogCountries(false).map((c) => c.code);
    expect(customer).not.toContain("JP");
    expect(catalogCountries(true).map((c) => c.code)).toContain("JP");
    expect(countryDef("de")?.requiresDocuments).toBe(true);
  });

  it("names on the wire the platform region each country's numbers are served from", async () => {
    const b = await buyer();
    const answer = (await call(b.token, "GET", "/countries")).json as { countries: CatalogCountry[] };
    expect(Object.fromEntries(answer.countries.map((c) => [c.code, c.platformRegion]))).toEqual({
      US: "us-east",
      GB: "eu-west",
      DE: "eu-west",
      FR: "eu-west",
      AU: "ap-southeast",
      NL: "eu-west",
    });
    // A bought number's region is its country's (catalogEntry, what an order writes as its regionId).
    expect(catalogEntry("+442079460100")?.platformRegion).toBe("eu-west");
  });

  it("answers the same numbers for the same query, with their charge, and traces each back to its pool", async () => {
    const b = await buyer();
    const first = await available(b, "country=US&region=NY&type=geographic");
    const again = await available(b, "country=US&region=NY&type=geographic");
    expect(again).toEqual(first);
    expect(first.total).toBe(PHONE_ORDERS.POOL_SIZE);
    expect(first.phones).toHaveLength(PHONE_ORDERS.PAGE_SIZE);
    expect(first.phones[0]).toEqual({
      e164: "+12125550100",
      country: "US",
      countryName: "United States",
      region: "NY",
      regionName: "New York",
      type: "geographic",
      monthlyCharge: 1.5,
    });
    expect(catalogEntry("+12125550100")).toMatchObject({ country: "US", region: "NY", type: "geographic", index: 0 });
    expect(catalogEntry("+12125550300")).toBeUndefined();
    expect(catalogEntry("+12125550099")).toBeUndefined();
    // The last five of a pool are the provider's failures.
    expect(providerFails(catalogEntry("+12125550294")!)).toBe(false);
    expect(providerFails(catalogEntry("+12125550295")!)).toBe(true);
  });

  it("pages and searches; a national type ignores the region; a regional type needs one of the country's", async () => {
    const b = await buyer();
    const page10 = await available(b, "country=US&region=NY&type=geographic&page=10");
    expect(page10.phones.at(-1)?.e164).toBe("+12125550299");
    const search = await available(b, "country=US&region=NY&type=geographic&search=555-029");
    expect(search.phones.map((p) => p.e164)).toEqual(Array.from({ length: 10 }, (_, i) => `+1212555029${i}`));
    const tollFree = await available(b, "country=US&region=NY&type=toll%20free");
    expect(tollFree.phones[0]).toMatchObject({ region: null, type: "toll free", monthlyCharge: 3 });
    expect((await call(b.token, "GET", "/available?country=US&type=geographic")).status).toBe(400);
    expect((await call(b.token, "GET", "/available?country=FR&type=geographic")).status).toBe(400);
    expect((await call(b.token, "GET", "/available?country=JP&type=national")).status).toBe(400);
  });

  it("states, types and the pricing answer per country", async () => {
    const b = await buyer();
    expect((await call(b.token, "GET", "/countries/gb/states")).json).toEqual({
      kind: "city",
      regions: [
        { id: "LON", name: "London" },
        { id: "MAN", name: "Manchester" },
        { id: "BHM", name: "Birmingham" },
      ],
    });
    expect((await call(b.token, "GET", "/countries/FR/states")).json).toEqual({ kind: null, regions: [] });
    expect((await call(b.token, "GET", "/countries/FR/types")).json).toEqual({
      types: [
        { type: "national", regional: false, monthlyCharge: 2.5 },
        { type: "mobile", regional: false, monthlyCharge: 4.5 },
      ],
    });
    expect((await call(b.token, "GET", "/countries/JP/types")).status).toBe(404);
    const pricing = (await call(b.token, "GET", "/pricing?country=DE")).json as { prices: unknown[] };
    expect(pricing.prices).toEqual([
      { country: "DE", type: "geographic", monthlyCharge: 2.75 },
      { country: "DE", type: "national", monthlyCharge: 3 },
      { country: "DE", type: "toll free", monthlyCharge: 6 },
    ]);
  });
});

describe("the cart", () => {
  it("adds, keeps one of a number added twice, totals, and removes", async () => {
    const b = await buyer({ balance: 42 });
    expect((await addToCart(b, "+12125550101")).status).toBe(201);
    expect((await addToCart(b, "+12125550101")).status).toBe(201);
    const added = CartSchema.parse((await addToCart(b, "+18005550100")).json);
    expect(added.items.map((i) => i.e164)).toEqual(["+12125550101", "+18005550100"]);
    expect(added).toMatchObject({ total: 4.5, balance: 42, currency: "USD" });
    const removed = CartSchema.parse(
      (await call(b.token, "DELETE", `/cart/items/${encodeURIComponent("+12125550101")}`)).json,
    );
    expect(removed.items.map((i) => i.e164)).toEqual(["+18005550100"]);
    expect((await call(b.token, "DELETE", `/cart/items/${encodeURIComponent("+12125550101")}`)).status).toBe(404);
    expect(CartSchema.parse((await call(b.token, "DELETE", "/cart")).json).items).toEqual([]);
  });

  it("refuses a number the provider does not offer, a held one, and more than a full cart", async () => {
    const b = await buyer();
    expect((await addToCart(b, "+12125550300")).status).toBe(400);
    expect((await addToCart(b, "+81505550100")).status).toBe(400);
    expect((await addToCart(b, "not a number")).status).toBe(400);
    for (let i = 0; i < PHONE_ORDERS.CART_MAX_ITEMS; i++)
      expect((await addToCart(b, `+1415555${String(110 + i).padStart(4, "0")}`)).status).toBe(201);
    const full = await addToCart(b, "+14155550199");
    expect(full.status).toBe(409);
    expect(full.json).toMatchObject({ message: MSG.warning_phone_cart_full });
  });

  it("shows a number another account bought meanwhile as unavailable, and checkout refuses it, charging nothing", async () => {
    const a = await buyer({ balance: 50 });
    const b = await buyer({ balance: 50 });
    await addToCart(a, "+13125550150");
    await addToCart(b, "+13125550150");
    expect((await checkout(a)).status).toBe(201);
    expect((await addToCart(b, "+13125550150")).status).toBe(409);
    const cart = CartSchema.parse((await call(b.token, "GET", "/cart")).json);
    expect(cart.items).toMatchObject([{ e164: "+13125550150", available: false }]);
    expect((await call(b.token, "GET", "/cart/available")).json).toEqual({
      items: [{ e164: "+13125550150", available: false }],
    });
    const refused = await checkout(b);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: MSG.error_phone_number_unavailable });
    expect(balanceOf(b.account)).toBe(50);
    expect(numbersOf(b.account)).toBe(0);
    // No longer offered to anyone.
    expect((await available(b, "country=US&region=IL&type=geographic&search=5550150")).total).toBe(0);
  });
});

describe("the order", () => {
  it("charges once and answers the same order to a checkout submitted twice (and concurrently)", async () => {
    const b = await buyer({ balance: 20 });
    await addToCart(b, "+442079460120");
    await addToCart(b, "+447700900120");
    const key = randomUUID();
    const answers = await Promise.all([checkout(b, key), checkout(b, key), checkout(b, key)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    const again = await checkout(b, key);
    expect(again.text).toBe(answers[0].text);
    const order = OrderSchema.parse(answers[0].json);
    expect(order.total).toBe(6);
    expect(order.numbers.map((n) => [n.e164, n.status, n.monthlyCharge])).toEqual([
      ["+442079460120", "Purchase Pending", 2],
      ["+447700900120", "Purchase Pending", 4],
    ]);
    expect(balanceOf(b.account)).toBe(14);
    expect(countOf("SELECT COUNT(*) FROM billing_records WHERE account_id = ?", b.account)).toBe(1);
    expect(numbersOf(b.account)).toBe(2);
    expect(CartSchema.parse((await call(b.token, "GET", "/cart")).json).items).toEqual([]);
    // A new key with the cart now empty is refused.
    expect((await checkout(b)).status).toBe(400);
  });

  it("refuses an order the balance cannot cover: nothing charged, nothing created, the cart kept", async () => {
    const b = await buyer({ balance: 6.99 });
    await addToCart(b, "+61270100130");
    await addToCart(b, "+61491650130");
    const key = randomUUID();
    const refused = await checkout(b, key);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: MSG.warning_insufficient_funds });
    expect(balanceOf(b.account)).toBe(6.99);
    expect(numbersOf(b.account)).toBe(0);
    expect(countOf("SELECT COUNT(*) FROM billing_records WHERE account_id = ?", b.account)).toBe(0);
    expect(CartSchema.parse((await call(b.token, "GET", "/cart")).json).items).toHaveLength(2);
    // The refusal is not the key's answer: with enough credit the same submit goes through.
    t.ctx.db.prepare("UPDATE accounts SET balance = 8 WHERE id = ?").run(b.account);
    expect((await checkout(b, key)).status).toBe(201);
    expect(balanceOf(b.account)).toBe(0);
  });

  it("gives a trial account one number: its second is refused with the plan's message; its first expires in 28 days", async () => {
    const b = await buyer({ plan: "Trial Plan", balance: 50 });
    const first = await call(b.token, "POST", "/OrderPhones", { numbers: ["+33199010140"] }, randomUUID());
    expect(first.status).toBe(201);
    const validUntil = t.ctx.db
      .prepare("SELECT valid_until FROM phone_numbers WHERE account_id = ?")
      .pluck()
      .get(b.account) as number;
    expect(validUntil).toBe(t.ctx.now() + 28 * TIME.DAY_MS);
    const second = await call(b.token, "POST", "/OrderPhones", { numbers: ["+33199010141"] }, randomUUID());
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ message: MSG.warning_essential_plan_required });
    expect(balanceOf(b.account)).toBe(47.5);
    expect(numbersOf(b.account)).toBe(1);
  });

  it("stops an Essential account at 100 numbers", async () => {
    const b = await buyer({ balance: 1000 });
    const insert = t.ctx.db.prepare(
      "INSERT INTO phone_numbers (id, account_id, name, e164, country, type, status, created_at) VALUES (?, ?, 'n', ?, 'X', 'geographic', 'Active', 0)",
    );
    for (let i = 0; i < LIMITS_PER_ACCOUNT.NUMBERS - 1; i++)
      insert.run(randomUUID(), b.account, `+99900${String(i).padStart(6, "0")}`);
    expect(
      (await call(b.token, "POST", "/OrderPhones", { numbers: ["+31207990150", "+31207990151"] }, randomUUID())).json,
    ).toMatchObject({
      message: MSG.warning_max_numbers_reached,
    });
    expect((await call(b.token, "POST", "/OrderPhones", { numbers: ["+31207990150"] }, randomUUID())).status).toBe(201);
    expect((await call(b.token, "POST", "/OrderPhones", { numbers: ["+31207990151"] }, randomUUID())).status).toBe(409);
    expect(numbersOf(b.account)).toBe(LIMITS_PER_ACCOUNT.NUMBERS);
  });

  it("OrderPhones with a platform region (a launch wizard's) refuses a number served from another, charging nothing", async () => {
    const b = await buyer({ balance: 20 });
    const refused = await call(
      b.token,
      "POST",
      "/OrderPhones",
      { numbers: ["+18005550180"], platformRegion: "eu-west" },
      randomUUID(),
    );
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ message: MSG.error_phone_number_other_region });
    // One number of another region refuses the whole order.
    const mixed = await call(
      b.token,
      "POST",
      "/OrderPhones",
      { numbers: ["+33199010180", "+18005550180"], platformRegion: "eu-west" },
      randomUUID(),
    );
    expect(mixed.status).toBe(400);
    expect(balanceOf(b.account)).toBe(20);
    expect(numbersOf(b.account)).toBe(0);
    expect(countOf("SELECT COUNT(*) FROM billing_records WHERE account_id = ?", b.account)).toBe(0);
    // The region's own number goes through; the same key with the same body answers the same order.
    const key = randomUUID();
    const body = { numbers: ["+33199010180"], platformRegion: "eu-west" };
    const bought = await call(b.token, "POST", "/OrderPhones", body, key);
    expect(bought.status).toBe(201);
    expect((await call(b.token, "POST", "/OrderPhones", body, key)).json).toEqual(bought.json);
    // The region is part of the request: the same key without it is another request.
    expect((await call(b.token, "POST", "/OrderPhones", { numbers: ["+33199010180"] }, key)).status).toBe(422);
    expect(balanceOf(b.account)).toBe(17.5);
    expect(numbersOf(b.account)).toBe(1);
  });

  it("reuses no key across users or payloads, and answers another account's order with 404", async () => {
    const a = await buyer();
    const b = await buyer();
    const key = randomUUID();
    const order = OrderSchema.parse(
      (await call(a.token, "POST", "/OrderPhones", { numbers: ["+31612990160"] }, key)).json,
    );
    expect((await call(a.token, "POST", "/OrderPhones", { numbers: ["+31612990161"] }, key)).status).toBe(422);
    expect((await call(b.token, "POST", "/OrderPhones", { numbers: ["+31612990160"] }, key)).status).toBe(422);
    expect((await call(a.token, "POST", "/OrderPhones", { numbers: ["+31612990162"] })).status).toBe(400);
    expect((await call(a.token, "GET", `/orders/${order.id}`)).status).toBe(200);
    expect((await call(b.token, "GET", `/orders/${order.id}`)).status).toBe(404);
  });
});

describe("the simulated provider", () => {
  async function order(b: Buyer, numbers: string[]): Promise<Order> {
    const answer = await call(b.token, "POST", "/OrderPhones", { numbers }, randomUUID());
    expect(answer.status).toBe(201);
    return OrderSchema.parse(answer.json);
  }
  const statusOf = async (b: Buyer, id: string) =>
    OrderSchema.parse((await call(b.token, "GET", `/orders/${id}`)).json);

  it("answers after its step: Active, Purchase Failed with the charge refunded, Requirement Info Pending for a documents country; then notifies once", async () => {
    const b = await buyer({ balance: 100 });
    const placed = await order(b, ["+14155550170", "+12125550297", "+493055570170"]);
    expect(placed.final).toBe(false);
    expect(balanceOf(b.account)).toBe(100 - 1.5 - 1.5 - 2.75);
    // Not before its step delay.
    expect(runProviderStep(t.ctx)).toBe(0);
    t.advance(STEP_MS / 1000);
    expect(runProviderStep(t.ctx)).toBeGreaterThanOrEqual(3);
    const done = await statusOf(b, placed.id);
    expect(done.final).toBe(true);
    expect(Object.fromEntries(done.numbers.map((n) => [n.e164, n.status]))).toEqual({
      "+12125550297": "Purchase Failed",
      "+14155550170": "Active",
      "+493055570170": "Requirement Info Pending",
    });
    expect(balanceOf(b.account)).toBe(100 - 1.5 - 2.75);
    expect(countOf("SELECT COUNT(*) FROM billing_records WHERE account_id = ? AND kind = 'credit'", b.account)).toBe(1);
    expect(runProviderStep(t.ctx)).toBe(0);
    const notes = t.ctx.db
      .prepare("SELECT title, type, message FROM notifications WHERE account_id = ?")
      .all(b.account) as { title: string; type: string; message: string }[];
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: "Phone number order completed", type: "warning" });
    expect(notes[0].message).toContain("+14155550170: Active");
    // The statistics and call-history pickers list every number of the account (docs/product.md#lookup-calls GET {phones}/phones).
    const lookup = (await call(b.token, "GET", "/phones?limit=100")).json as {
      phoneNumbers: { e164: string; status: string }[];
    };
    expect(lookup.phoneNumbers.map((p) => p.e164).sort()).toEqual(["+12125550297", "+14155550170", "+493055570170"]);
    // The simulated traffic calls the number that can take calls, never the failed or waiting ones.
    const traffic = loadTraffic(t.ctx.db, t.ctx.now()).find((a) => a.accountId === b.account);
    expect(traffic?.phones.map((p) => p.e164)).toEqual(["+14155550170"]);
  });

  it("ConfirmPhonePurchase answers a pending purchase at once (administrators); a settled one is a 409", async () => {
    const b = await buyer({ balance: 10 });
    const placed = await order(b, ["+15125550180"]);
    const adminAccount = insertAccount(t.ctx);
    const adminUser = await insertUser(t.ctx, { accountId: adminAccount, roles: [...ADMIN_ROLES, ...OWNER_ROLES] });
    const admin = (await issueTokenPair(t.ctx, adminUser, "password")).token;
    const numberId = placed.numbers[0].id;
    expect((await call(b.token, "POST", `/Admin/ConfirmPhonePurchase/${numberId}`)).status).toBe(403);
    expect((await call(admin, "POST", `/Admin/ConfirmPhonePurchase/${numberId}`)).json).toEqual({
      id: numberId,
      status: "Active",
    });
    expect((await call(admin, "POST", `/Admin/ConfirmPhonePurchase/${numberId}`)).status).toBe(409);
    expect((await statusOf(b, placed.id)).final).toBe(true);
  });
});
