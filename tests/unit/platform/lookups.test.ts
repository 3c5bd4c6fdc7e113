/**
 * Entity lookups (bots, phones, SIP and Teams connections), the admin clients list and the
 * dashboard summary, over real HTTP on a seeded temporary database. Expected ids and counts come
 * from direct SQL (or from raw rows filtered here), never from the endpoints' own queries.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../../contract/roles";
import { issueTokenPair } from "../../../platform/auth/issue";
import { seed } from "../../../platform/seed/index";
import { createBotsRouter } from "../../../platform/services/bots/index";
import { createPhonesRouter } from "../../../platform/services/phones/index";
import { createSipRouter } from "../../../platform/services/sip/index";
import { createTeamsRouter } from "../../../platform/services/teams/index";
import { createClientsRouter } from "../../../platform/services/vaic/clients";
import { createDashboardRouter } from "../../../platform/services/vaic/dashboard";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";
import { TIME } from "../../../contract/limits/units";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
let acme: string;
let trial: string;
let emptyAccount: string;
let deletedAccount: string;
const tokens: Record<"admin" | "owner" | "viewer" | "trial" | "empty", string> = {} as never;
/** Rows inserted as deleted: they must never be listed or counted. */
const deleted = { bot: "", phone: "", sip: "", teams: "", whatsapp: "" };

/** A parsed JSON body or a database row, read field by field in assertions. */
type Json = ReturnType<typeof JSON.parse>;

async function get(path: string, token?: string): Promise<{ status: number; body: Json | undefined }> {
  const res = await fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const db = () => t.ctx.db;
const ids = (sql: string, ...params: unknown[]) =>
  new Set(
    db()
      .prepare(sql)
      .pluck()
      .all(...params) as string[],
  );
const count = (sql: string, ...params: unknown[]) =>
  db()
    .prepare(sql)
    .pluck()
    .get(...params) as number;
/** SQLite's NOCASE: ASCII letters folded, everything else compared as is. */
const nocase = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

function expectSortedByName(items: { name: string; id: string }[]) {
  for (let i = 1; i < items.length; i++) {
    const a = nocase(items[i - 1].name);
    const b = nocase(items[i].name);
    expect(a < b || (a === b && items[i - 1].id < items[i].id), `${items[i - 1].name} before ${items[i].name}`).toBe(
      true,
    );
  }
}

async function tokenOf(email: string): Promise<string> {
  const userId = db().prepare("SELECT id FROM users WHERE email = ?").pluck().get(email) as string;
  return (await issueTokenPair(t.ctx, userId, "password")).token;
}

beforeAll(async () => {
  t = createTestContext();
  const summary = await seed(t.ctx.db, { calls: 2000, now: t.ctx.now() });
  acme = summary.acmeAccountId;
  trial = db().prepare("SELECT id FROM accounts WHERE name = 'Trial Co'").pluck().get() as string;

  const now = t.ctx.now();
  const acmeBot = db()
    .prepare("SELECT id FROM bots WHERE account_id = ? ORDER BY id LIMIT 1")
    .pluck()
    .get(acme) as string;
  const insert = (sql: string, ...params: unknown[]) =>
    db()
      .prepare(sql)
      .run(...params);
  deleted.bot = randomUUID();
  insert(
    "INSERT INTO bots (id, account_id, name, framework, created_at, deleted_at) VALUES (?, ?, 'AAA Deleted Bot', 'Ac', ?, ?)",
    deleted.bot,
    acme,
    now,
    now,
  );
  deleted.phone = randomUUID();
  // A deleted number still pointing at a live bot: not an assigned number any more.
  insert(
    "INSERT INTO phone_numbers (id, account_id, name, e164, country, type, status, bot_id, created_at, deleted_at) VALUES (?, ?, 'Gone', '+10000000001', 'United States', 'local', 'Active', ?, ?, ?)",
    deleted.phone,
    acme,
    acmeBot,
    now,
    now,
  );
  deleted.sip = randomUUID();
  insert(
    "INSERT INTO sip_connections (id, account_id, name, type, created_at, deleted_at) VALUES (?, ?, 'AAA Deleted SIP', 'sip-trunk', ?, ?)",
    deleted.sip,
    acme,
    now,
    now,
  );
  deleted.teams = randomUUID();
  insert(
    "INSERT INTO teams_connections (id, account_id, name, created_at, deleted_at) VALUES (?, ?, 'AAA Deleted Teams', ?, ?)",
    deleted.teams,
    acme,
    now,
    now,
  );
  deleted.whatsapp = randomUUID();
  insert(
    "INSERT INTO whatsapp_numbers (id, account_id, name, region_id, created_at, deleted_at) VALUES (?, ?, 'Deleted WA', 'eu-west', ?, ?)",
    deleted.whatsapp,
    acme,
    now,
    now,
  );
  // A test call and an inactive alarm inside the window: neither counts on the dashboard.
  insert(
    "INSERT INTO calls (call_id, account_id, calling_type, called_type, setup_time, successful, is_test_call) VALUES (?, ?, 'bot', 'bot', ?, 1, 1)",
    randomUUID(),
    acme,
    now - 1000,
  );
  insert(
    "INSERT INTO alarms (id, account_id, severity, name, active, raised_at) VALUES (?, ?, 'critical', 'Old', 0, ?)",
    randomUUID(),
    acme,
    now,
  );

  emptyAccount = insertAccount(t.ctx, { name: "Zeta 50% Off_Co" });
  insertAccount(t.ctx, { name: "Zeta 500 OffXCo" });
  deletedAccount = insertAccount(t.ctx, { name: "Acme Deleted Ltd" });
  insert("UPDATE accounts SET deleted_at = ? WHERE id = ?", now, deletedAccount);
  // An entity of a deleted account: never listed, not even to administrators.
  insert(
    "INSERT INTO bots (id, account_id, name, framework, created_at) VALUES (?, ?, 'Orphan Bot', 'Ac', ?)",
    randomUUID(),
    deletedAccount,
    now,
  );
  await insertUser(t.ctx, { accountId: emptyAccount, email: "empty@example.com" });

  tokens.admin = await tokenOf("admin@example.com");
  tokens.owner = await tokenOf("owner@example.com");
  tokens.viewer = await tokenOf("viewer@example.com");
  tokens.trial = await tokenOf("trial@example.com");
  tokens.empty = await tokenOf("empty@example.com");

  const app = express();
  app.use("/bots/api", createBotsRouter(t.ctx));
  app.use("/phones/api", createPhonesRouter(t.ctx));
  app.use("/sip-connection/api", createSipRouter(t.ctx));
  app.use("/teams/api", createTeamsRouter(t.ctx));
  app.use("/vaic/api", createClientsRouter(t.ctx), createDashboardRouter(t.ctx));
  const server = await listen(app);
  base = server.url;
  close = server.close;
}, 120_000);

afterAll(async () => {
  await close?.();
  t?.cleanup();
});

const LIVE_BOTS =
  "SELECT b.id FROM bots b JOIN accounts a ON a.id = b.account_id WHERE b.deleted_at IS NULL AND a.deleted_at IS NULL";

describe("GET /bots/api/bots", () => {
  it("lists the owner's live bots by name with their assigned numbers", async () => {
    const res = await get("/bots/api/bots?limit=1000", tokens.owner);
    expect(res.status).toBe(200);
    const cards = res.body!.infoCards as Json[];
    const expected = ids(`${LIVE_BOTS} AND b.account_id = ?`, acme);
    expect(expected.size).toBeGreaterThan(1);
    expect(new Set(cards.map((c) => c.id))).toEqual(expected);
    expect(cards).toHaveLength(expected.size);
    expect(res.body!.pages).toEqual({ totalElements: expected.size, number: 1 });
    expectSortedByName(cards as never);
    expect(cards.map((c) => c.id)).not.toContain(deleted.bot);

    const phones = db().prepare("SELECT bot_id, deleted_at FROM phone_numbers WHERE account_id = ?").all(acme) as {
      bot_id: string | null;
      deleted_at: number | null;
    }[];
    for (const card of cards) {
      const row = db()
        .prepare(
          "SELECT name, region_id, framework, sub_framework, api_type, auth_method, created_at FROM bots WHERE id = ?",
        )
        .get(card.id) as Json;
      // The bots entity list (contract/wire/bots BotRow): the lookup's fields and the grid's.
      expect(card).toEqual({
        name: row.name,
        id: card.id,
        regionId: row.region_id,
        framework: row.framework,
        subFramework: row.sub_framework,
        apiType: row.api_type,
        authMethod: row.auth_method,
        createdAt: new Date(row.created_at as number).toISOString(),
        assignedNumbers: phones.filter((p) => p.bot_id === card.id && p.deleted_at === null).length,
      });
    }
    expect(cards.some((c) => c.assignedNumbers > 0)).toBe(true);
  });

  it("answers 404 to a customer naming another account, and accepts the own one", async () => {
    expect((await get(`/bots/api/bots?filter=(accountId=${trial})`, tokens.owner)).status).toBe(404);
    const own = await get(`/bots/api/bots?filter=(accountId=${acme})`, tokens.owner);
    expect(own.status).toBe(200);
    expect(own.body!.infoCards.every((c: Json) => c.accountId === undefined)).toBe(true);
  });

  it("gives administrators every account, or the filtered one, with account id and name", async () => {
    const all = await get("/bots/api/bots?limit=1000", tokens.admin);
    expect(all.status).toBe(200);
    const expected = ids(LIVE_BOTS);
    expect(new Set(all.body!.infoCards.map((c: Json) => c.id))).toEqual(expected);
    expect(all.body!.pages.totalElements).toBe(expected.size);
    expect(new Set(all.body!.infoCards.map((c: Json) => c.accountId)).size).toBeGreaterThan(2);

    const one = await get(`/bots/api/bots?filter=(accountId=${trial})`, tokens.admin);
    expect(one.status).toBe(200);
    expect(new Set(one.body!.infoCards.map((c: Json) => c.id))).toEqual(
      ids(`${LIVE_BOTS} AND b.account_id = ?`, trial),
    );
    for (const c of one.body!.infoCards) expect([c.accountId, c.accountName]).toEqual([trial, "Trial Co"]);

    expect((await get(`/bots/api/bots?filter=(accountId=${randomUUID()})`, tokens.admin)).status).toBe(404);
    expect((await get(`/bots/api/bots?filter=(accountId=${deletedAccount})`, tokens.admin)).status).toBe(404);
  });

  it("pages with limit and page, totalElements counting every match", async () => {
    const full = (await get("/bots/api/bots", tokens.admin)).body!.infoCards.map((c: Json) => c.id);
    const page = await get("/bots/api/bots?limit=7&page=3", tokens.admin);
    expect(page.body!.infoCards.map((c: Json) => c.id)).toEqual(full.slice(14, 21));
    expect(page.body!.pages.totalElements).toBe(full.length);
    const desc = await get("/bots/api/bots?sort=-name", tokens.owner);
    expect(desc.body!.infoCards.map((c: Json) => c.id)).toEqual(
      (await get("/bots/api/bots", tokens.owner)).body!.infoCards.map((c: Json) => c.id).reverse(),
    );
  });

  it("answers 204 for an account without bots", async () => {
    const res = await get("/bots/api/bots", tokens.empty);
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
  });

  it("refuses bad queries with 400 and a message", async () => {
    for (const q of [
      "limit=1001",
      "limit=0",
      "page=0",
      "filter=(colour=red)",
      "filter=(accountId~ac)",
      "filter=(accountId=a",
      "sort=id",
      "sort=secrets",
      "filter=(framework=Skynet)",
    ]) {
      const res = await get(`/bots/api/bots?${q}`, tokens.owner);
      expect(res.status, q).toBe(400);
      expect(typeof res.body!.message, q).toBe("string");
    }
    const twice = await get(`/bots/api/bots?filter=(accountId=${acme},accountId=${trial})`, tokens.admin);
    expect(twice.status).toBe(400);
  });
});

describe("GET /phones/api/phones and /phones/api/Admin", () => {
  const LIVE =
    "SELECT p.id FROM phone_numbers p JOIN accounts a ON a.id = p.account_id WHERE p.deleted_at IS NULL AND a.deleted_at IS NULL";

  it("lists the owner's live numbers by e164", async () => {
    const res = await get("/phones/api/phones", tokens.owner);
    expect(res.status).toBe(200);
    const list = res.body!.phoneNumbers as Json[];
    const expected = ids(`${LIVE} AND p.account_id = ?`, acme);
    expect(expected.size).toBeGreaterThan(1);
    expect(new Set(list.map((p) => p.id))).toEqual(expected);
    expect(list.map((p) => p.id)).not.toContain(deleted.phone);
    const e164s = list.map((p) => p.e164);
    expect(e164s).toEqual([...e164s].sort());
    const row = db().prepare("SELECT * FROM phone_numbers WHERE id = ?").get(list[0].id) as Json;
    // The lookup's fields (docs/product.md#lookup-calls), among the numbers list's others (contract/wire/phones).
    expect(list[0]).toMatchObject({
      phoneNumber: row.e164,
      name: row.name,
      e164: row.e164,
      id: row.id,
      regionId: row.region_id,
      status: row.status,
      country: row.country,
      type: row.type,
    });
  });

  it("answers 404 to a customer naming another account", async () => {
    expect((await get(`/phones/api/phones?filter=(accountId=${trial})`, tokens.owner)).status).toBe(404);
  });

  it("admin form: every account, or the account named by userId, with account fields", async () => {
    const all = await get("/phones/api/Admin", tokens.admin);
    expect(all.status).toBe(200);
    expect(new Set(all.body!.phoneNumbers.map((p: Json) => p.id))).toEqual(ids(LIVE));
    const one = await get(`/phones/api/Admin?filter=(userId=${acme})`, tokens.admin);
    expect(new Set(one.body!.phoneNumbers.map((p: Json) => p.id))).toEqual(ids(`${LIVE} AND p.account_id = ?`, acme));
    for (const p of one.body!.phoneNumbers) expect([p.accountId, p.accountName]).toEqual([acme, "Acme Voice"]);
    expect((await get(`/phones/api/Admin?filter=(userId=${randomUUID()})`, tokens.admin)).status).toBe(404);
    expect((await get(`/phones/api/Admin?filter=(accountId=${acme})`, tokens.admin)).status).toBe(400);
  });

  it("refuses the admin form to customers and answers 204 when empty", async () => {
    expect((await get(`/phones/api/Admin?filter=(userId=${acme})`, tokens.owner)).status).toBe(403);
    expect((await get("/phones/api/phones", tokens.empty)).status).toBe(204);
    expect((await get(`/phones/api/Admin?filter=(userId=${emptyAccount})`, tokens.admin)).status).toBe(204);
  });
});

describe("GET /sip-connection/api/connections and /Connections/admin", () => {
  const LIVE =
    "SELECT s.id FROM sip_connections s JOIN accounts a ON a.id = s.account_id WHERE s.deleted_at IS NULL AND a.deleted_at IS NULL";

  it("lists the owner's live connections with status", async () => {
    const res = await get("/sip-connection/api/connections", tokens.owner);
    expect(res.status).toBe(200);
    const list = res.body!.sipConnections as Json[];
    expect(new Set(list.map((s) => s.id))).toEqual(ids(`${LIVE} AND s.account_id = ?`, acme));
    expect(list.map((s) => s.id)).not.toContain(deleted.sip);
    expectSortedByName(list as never);
    const row = db().prepare("SELECT * FROM sip_connections WHERE id = ?").get(list[0].id) as Json;
    // The SIP connections entity list (contract/wire/sip.ts) is this lookup: its rows carry the lookup's fields.
    expect(list[0]).toMatchObject({
      id: row.id,
      name: row.name,
      displayName: row.name,
      type: row.type,
      fqdn: row.fqdn,
      regionId: row.region_id,
      status: row.status,
    });
    expect(list[0]).not.toHaveProperty("accountName");
  });

  it("admin form: the spec's query, account fields, status only with withStatus", async () => {
    const res = await get(
      `/sip-connection/api/Connections/admin?withStatus=true&page=1&limit=50&filter=(accountId=${acme})`,
      tokens.admin,
    );
    expect(res.status).toBe(200);
    const expected = ids(`${LIVE} AND s.account_id = ?`, acme);
    expect(new Set(res.body!.sipConnections.map((s: Json) => s.id))).toEqual(expected);
    expect(res.body!.pages).toEqual({ totalElements: expected.size });
    for (const s of res.body!.sipConnections) {
      expect(s.accountId).toBe(acme);
      expect(s.accountName).toBe("Acme Voice");
      expect(s.displayName).toBe(`${s.name} (Acme Voice)`);
      expect(typeof s.status).toBe("string");
    }
    const plain = await get(`/sip-connection/api/Connections/admin?filter=(accountId=${acme})`, tokens.admin);
    expect(plain.body!.sipConnections.every((s: Json) => !("status" in s))).toBe(true);
  });

  it("admin form: the grid's fields, the profile in force and the SIP charge flag", async () => {
    const own = db()
      .prepare("SELECT id FROM sip_connections WHERE account_id = ? AND deleted_at IS NULL ORDER BY id LIMIT 2")
      .pluck()
      .all(acme) as string[];
    db().prepare("UPDATE sip_connections SET cac_profile_id = 'cac-10', should_charge = 0 WHERE id = ?").run(own[0]);
    db().prepare("UPDATE sip_connections SET cac_profile_id = NULL, should_charge = 1 WHERE id = ?").run(own[1]);
    const [first, second] = await Promise.all(
      own.map((id) => get(`/sip-connection/api/Connections/admin?withStatus=true&filter=(id=${id})`, tokens.admin)),
    );
    const row = db().prepare("SELECT * FROM sip_connections WHERE id = ?").get(own[0]) as Json;
    expect(first.body!.sipConnections).toMatchObject([
      {
        id: row.id,
        name: row.name,
        displayName: `${row.name} (Acme Voice)`,
        type: row.type,
        fqdn: row.fqdn,
        regionId: row.region_id,
        status: row.status,
        accountId: acme,
        accountName: "Acme Voice",
        cacProfileId: "cac-10",
        cacProfileDisplay: "10 concurrent calls",
        shouldCharge: false,
      },
    ]);
    expect(first.body!.pages).toEqual({ totalElements: 1 });
    // No own profile: the default one is in force.
    expect(second.body!.sipConnections[0]).toMatchObject({
      id: own[1],
      cacProfileId: "unlimited",
      cacProfileDisplay: "Unlimited",
      shouldCharge: true,
    });
    // The customer form carries none of the admin fields.
    const customer = await get("/sip-connection/api/connections", tokens.owner);
    for (const s of customer.body!.sipConnections)
      for (const f of ["shouldCharge", "accountName", "accountId"]) expect(s).not.toHaveProperty(f);
  });

  it("admin form: name search (case-insensitive, LIKE wildcards literal) and sort by the grid's columns", async () => {
    const res = await get("/sip-connection/api/Connections/admin?search=trunk&limit=100", tokens.admin);
    // The entity list's search: name, FQDN, server host name and account name.
    const expected = ids(
      `${LIVE} AND (s.name LIKE '%trunk%' OR s.fqdn LIKE '%trunk%' OR s.server_hostname LIKE '%trunk%' OR a.name LIKE '%trunk%')`,
    );
    expect(expected.size).toBeGreaterThan(1);
    expect(new Set(res.body!.sipConnections.map((s: Json) => s.id))).toEqual(expected);
    expect(res.body!.pages.totalElements).toBe(expected.size);
    expect((await get("/sip-connection/api/Connections/admin?search=%25", tokens.admin)).status).toBe(204);
    const byAccount = await get("/sip-connection/api/Connections/admin?sort=-accountName&limit=100", tokens.admin);
    const names = byAccount.body!.sipConnections.map((s: Json) => nocase(s.accountName as string));
    expect(names).toEqual([...names].sort().reverse());
    const byType = await get("/sip-connection/api/Connections/admin?sort=type&limit=100", tokens.admin);
    const types = byType.body!.sipConnections.map((s: Json) => s.type as string);
    expect(types).toEqual([...types].sort());
    expect((await get("/sip-connection/api/Connections/admin?sort=cacProfileId", tokens.admin)).status).toBe(400);
    // The customer form is the entity list: it searches the caller's own connections only.
    const own = await get("/sip-connection/api/connections?search=trunk", tokens.owner);
    expect(new Set(own.body!.sipConnections.map((s: Json) => s.id))).toEqual(
      ids(
        `${LIVE} AND s.account_id = ? AND (s.name LIKE '%trunk%' OR s.fqdn LIKE '%trunk%' OR s.server_hostname LIKE '%trunk%')`,
        acme,
      ),
    );
  });

  it("admin form pages every account (limit at most 100, the grid's largest page)", async () => {
    const total = count(`SELECT COUNT(*) FROM (${LIVE})`);
    expect(total).toBeGreaterThan(10);
    const first = await get("/sip-connection/api/Connections/admin?limit=50", tokens.admin);
    expect(new Set(first.body!.sipConnections.map((s: Json) => s.id))).toEqual(ids(LIVE));
    const all = first.body!.sipConnections.map((s: Json) => s.id);
    const page2 = await get("/sip-connection/api/Connections/admin?page=2&limit=4", tokens.admin);
    expect(page2.body!.sipConnections.map((s: Json) => s.id)).toEqual(all.slice(4, 8));
    expect(page2.body!.pages.totalElements).toBe(total);
    expect((await get("/sip-connection/api/Connections/admin?page=99&limit=50", tokens.admin)).status).toBe(204);
    expect((await get("/sip-connection/api/Connections/admin?limit=100", tokens.admin)).status).toBe(200);
    expect((await get("/sip-connection/api/Connections/admin?limit=101", tokens.admin)).status).toBe(400);
    expect((await get("/sip-connection/api/Connections/admin?withStatus=maybe", tokens.admin)).status).toBe(400);
  });

  it("refuses the admin form to customers, scopes the customer form, 204 when empty", async () => {
    expect((await get("/sip-connection/api/Connections/admin", tokens.owner)).status).toBe(403);
    expect((await get(`/sip-connection/api/connections?filter=(accountId=${trial})`, tokens.owner)).status).toBe(404);
    expect((await get("/sip-connection/api/connections", tokens.empty)).status).toBe(204);
  });
});

describe("GET /teams/api/TeamsConnections", () => {
  const LIVE =
    "SELECT t.id FROM teams_connections t JOIN accounts a ON a.id = t.account_id WHERE t.deleted_at IS NULL AND a.deleted_at IS NULL";

  it("lists the owner's live Teams connections", async () => {
    const res = await get("/teams/api/TeamsConnections", tokens.owner);
    expect(res.status).toBe(200);
    const list = res.body!.teamsConnections as Json[];
    const expected = ids(`${LIVE} AND t.account_id = ?`, acme);
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(list.map((c) => c.id))).toEqual(expected);
    expect(list.map((c) => c.id)).not.toContain(deleted.teams);
    const row = db().prepare("SELECT * FROM teams_connections WHERE id = ?").get(list[0].id) as Json;
    // The Teams connections entity collection is this lookup: its rows carry what the pickers read, and more.
    expect(list[0]).toMatchObject({ id: row.id, name: row.name, regionId: row.region_id, status: row.status });
    expect(list[0].accountId).toBeUndefined();
  });

  it("administrators read every account or the filtered one; customers get 404 for another", async () => {
    const all = await get("/teams/api/TeamsConnections", tokens.admin);
    expect(new Set(all.body!.teamsConnections.map((c: Json) => c.id))).toEqual(ids(LIVE));
    const one = await get(`/teams/api/TeamsConnections?filter=(accountId=${acme})`, tokens.admin);
    expect(new Set(one.body!.teamsConnections.map((c: Json) => c.id))).toEqual(
      ids(`${LIVE} AND t.account_id = ?`, acme),
    );
    expect(one.body!.teamsConnections[0].accountName).toBe("Acme Voice");
    expect((await get(`/teams/api/TeamsConnections?filter=(accountId=${acme})`, tokens.trial)).status).toBe(404);
    expect((await get("/teams/api/TeamsConnections", tokens.empty)).status).toBe(204);
  });
});

describe("authentication and roles of the lookups", () => {
  const paths = [
    "/bots/api/bots",
    "/phones/api/phones",
    "/sip-connection/api/connections",
    "/teams/api/TeamsConnections",
  ];

  it("answers 403 to the viewer (calls and statistics read only)", async () => {
    for (const p of paths) expect((await get(p, tokens.viewer)).status, p).toBe(403);
  });

  it("answers 401 without a token or with a forged one", async () => {
    for (const p of [
      ...paths,
      "/phones/api/Admin",
      "/sip-connection/api/Connections/admin",
      "/vaic/api/clients",
      "/vaic/api/dashboard/summary",
    ]) {
      const none = await get(p);
      expect(none.status, p).toBe(401);
      expect(typeof none.body!.message).toBe("string");
      expect((await get(p, `${tokens.admin}x`)).status, p).toBe(401);
    }
  });
});

describe("GET /vaic/api/clients", () => {
  it("pages live accounts by name, 20 by default, with the total", async () => {
    const res = await get("/vaic/api/clients", tokens.admin);
    expect(res.status).toBe(200);
    const live = count("SELECT COUNT(*) FROM accounts WHERE deleted_at IS NULL");
    expect(live).toBeGreaterThan(20);
    expect(res.body!.pages).toEqual({ total: live, page: 1, limit: 20 });
    expect(res.body!.clients).toHaveLength(20);
    expectSortedByName(res.body!.clients);
    const acmeRow = res.body!.clients.find((c: Json) => c.id === acme);
    const row = db().prepare("SELECT * FROM accounts WHERE id = ?").get(acme) as Json;
    expect(acmeRow).toEqual({
      id: acme,
      name: "Acme Voice",
      type: row.type,
      plan: row.plan,
      billingType: row.billing_type,
      status: row.status,
      balance: row.balance,
      deleted: false,
      // docs/product.md#account-admin-view "Account (admin view)"; never the REST API secret.
      description: row.description,
      creator: row.creator,
      billingTags: JSON.parse(String(row.billing_tags)),
      monthlyLimit: row.monthly_limit,
      regionId: row.region_id,
      timeZone: row.time_zone,
      freeTeamsMinutes: row.free_teams_minutes,
      usedFreeTeamsMinutes: row.used_free_teams_minutes,
      contractNumber: row.support_contract_number,
      saasSubscriptionId: row.saas_subscription_id,
      saasSubscriptionName: row.saas_subscription_name,
      tenantId: row.tenant_id,
      // docs/product.md#account-status "DNS verification can be toggled per client" (the admin accounts grid shows it).
      dnsVerification: row.dns_verification === 1,
      // A trial's end (the admin's extend-trial dialog); none on an Essential account.
      trialExpiresAt: null,
      createdAt: new Date(Number(row.created_at)).toISOString(),
    });
    expect(JSON.stringify(res.body)).not.toContain(String(row.secret));

    const all = (await get("/vaic/api/clients?limit=100", tokens.admin)).body!.clients.map((c: Json) => c.id);
    expect(new Set(all)).toEqual(ids("SELECT id FROM accounts WHERE deleted_at IS NULL"));
    const page = await get("/vaic/api/clients?page=3&limit=5", tokens.admin);
    expect(page.body!.clients.map((c: Json) => c.id)).toEqual(all.slice(10, 15));
    expect(page.body!.pages).toEqual({ total: live, page: 3, limit: 5 });
  });

  it("filters by name, case-insensitively, with % and _ taken literally", async () => {
    const acmeOnly = await get("/vaic/api/clients?filter=(name~ACME)", tokens.admin);
    expect(acmeOnly.body!.clients.map((c: Json) => c.name)).toEqual(["Acme Voice"]);
    const percent = await get(`/vaic/api/clients?filter=(name~${encodeURIComponent("0% Off_")})`, tokens.admin);
    expect(percent.body!.clients.map((c: Json) => c.id)).toEqual([emptyAccount]);
    expect(percent.body!.pages.total).toBe(1);
    const byId = await get(`/vaic/api/clients?filter=(id=${trial})`, tokens.admin);
    expect(byId.body!.clients.map((c: Json) => c.name)).toEqual(["Trial Co"]);
    expect((await get("/vaic/api/clients?filter=(name~no such account)", tokens.admin)).status).toBe(204);
  });

  it("deletedFilter chooses live, deleted or every account", async () => {
    const deletedOnly = await get("/vaic/api/clients?deletedFilter=deleted", tokens.admin);
    expect(deletedOnly.body!.clients.map((c: Json) => [c.id, c.deleted])).toEqual([[deletedAccount, true]]);
    const acmeAll = await get("/vaic/api/clients?deletedFilter=all&filter=(name~acme)", tokens.admin);
    expect(acmeAll.body!.clients.map((c: Json) => c.name)).toEqual(["Acme Deleted Ltd", "Acme Voice"]);
    const acmeActive = await get("/vaic/api/clients?deletedFilter=active&filter=(name~acme)", tokens.admin);
    expect(acmeActive.body!.clients.map((c: Json) => c.name)).toEqual(["Acme Voice"]);
    const all = await get("/vaic/api/clients?deletedFilter=all", tokens.admin);
    expect(all.body!.pages.total).toBe(count("SELECT COUNT(*) FROM accounts"));
  });

  it("refuses customers and bad queries", async () => {
    expect((await get("/vaic/api/clients", tokens.owner)).status).toBe(403);
    expect((await get("/vaic/api/clients", tokens.viewer)).status).toBe(403);
    for (const q of [
      "limit=101",
      "page=-1",
      "deletedFilter=gone",
      "filter=(name=Acme)",
      "filter=(status=active)",
      "sort=balance",
    ]) {
      const res = await get(`/vaic/api/clients?${q}`, tokens.admin);
      expect(res.status, q).toBe(400);
      expect(typeof res.body!.message).toBe("string");
    }
  });
});

describe("GET /vaic/api/dashboard/summary", () => {
  it("counts the owner's live entities, last-24-hour live calls and active alarms", async () => {
    const res = await get("/vaic/api/dashboard/summary", tokens.owner);
    expect(res.status).toBe(200);
    const live = (table: string) =>
      count(`SELECT COUNT(*) FROM ${table} WHERE account_id = ? AND deleted_at IS NULL`, acme);
    const since = t.ctx.now() - TIME.DAY_MS;
    const calls = (
      db().prepare("SELECT setup_time, successful, is_test_call FROM calls WHERE account_id = ?").all(acme) as Json[]
    ).filter((c) => c.setup_time >= since && c.is_test_call === 0);
    expect(calls.length).toBeGreaterThan(0);
    const alarms = db().prepare("SELECT severity, active FROM alarms WHERE account_id = ?").all(acme) as Json[];
    const active = (s: string) => alarms.filter((a) => a.active === 1 && a.severity === s).length;
    expect(res.body).toEqual({
      bots: live("bots"),
      numbers: live("phone_numbers"),
      sipConnections: live("sip_connections"),
      whatsappNumbers: live("whatsapp_numbers"),
      teamsConnections: live("teams_connections"),
      routingRules: live("routing_rules"),
      calls24h: { total: calls.length, successful: calls.filter((c) => c.successful === 1).length },
      alarms: {
        critical: active("critical"),
        major: active("major"),
        minor: active("minor"),
        warning: active("warning"),
        indeterminate: active("indeterminate"),
        cleared: active("cleared"),
      },
    });
    expect(res.body!.bots).toBeGreaterThan(0);
    expect(res.body!.routingRules).toBeGreaterThan(0);
    expect(res.body!.alarms.critical).toBeGreaterThan(0);
  });

  it("shows the viewer only what its roles allow: calls, no entities, no alarms", async () => {
    const res = await get("/vaic/api/dashboard/summary", tokens.viewer);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body!)).toEqual(["calls24h"]);
    const owner = await get("/vaic/api/dashboard/summary", tokens.owner);
    expect(res.body!.calls24h).toEqual(owner.body!.calls24h);
  });

  it("answers zeros for an account with nothing, and 400 for list parameters", async () => {
    const res = await get("/vaic/api/dashboard/summary", tokens.empty);
    expect(res.body!.bots).toBe(0);
    expect(res.body!.routingRules).toBe(0);
    expect(res.body!.calls24h).toEqual({ total: 0, successful: 0 });
    expect(res.body!.alarms.critical).toBe(0);
    expect((await get("/vaic/api/dashboard/summary?filter=(x=1)", tokens.owner)).status).toBe(400);
  });

  it("tracks role changes at the next token", async () => {
    const viewerId = db().prepare("SELECT id FROM users WHERE email = 'viewer@example.com'").pluck().get() as string;
    db()
      .prepare("UPDATE users SET roles = ? WHERE id = ?")
      .run(JSON.stringify([ROLES.CALLS_READ, ROLES.BOTS_READ]), viewerId);
    const token = (await issueTokenPair(t.ctx, viewerId, "password")).token;
    const res = await get("/vaic/api/dashboard/summary", token);
    expect(Object.keys(res.body!).sort()).toEqual(["bots", "calls24h"]);
    expect((await get("/bots/api/bots", token)).status).toBe(200);
  });

  it("counts the live routing rules for the routing read role only", async () => {
    const rule = db()
      .prepare("SELECT id FROM routing_rules WHERE account_id = ? AND deleted_at IS NULL LIMIT 1")
      .pluck()
      .get(acme) as string;
    const before = (await get("/vaic/api/dashboard/summary", tokens.owner)).body!.routingRules as number;
    db().prepare("UPDATE routing_rules SET deleted_at = ? WHERE id = ?").run(t.ctx.now(), rule);
    try {
      expect((await get("/vaic/api/dashboard/summary", tokens.owner)).body!.routingRules).toBe(before - 1);
    } finally {
      db().prepare("UPDATE routing_rules SET deleted_at = NULL WHERE id = ?").run(rule);
    }
    const userId = db().prepare("SELECT id FROM users WHERE email = 'viewer@example.com'").pluck().get() as string;
    db()
      .prepare("UPDATE users SET roles = ? WHERE id = ?")
      .run(JSON.stringify([ROLES.ROUTINGRULES_READ]), userId);
    const token = (await issueTokenPair(t.ctx, userId, "password")).token;
    expect(Object.keys((await get("/vaic/api/dashboard/summary", token)).body!)).toEqual(["routingRules"]);
  });
});
