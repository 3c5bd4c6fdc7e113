/**
 * The bots collection over HTTP on the real platform (issue 14): create, read, update, delete through
 * the generic entity store; write-only secrets; the account's limit (20, or one on a trial) checked in
 * the write transaction; scoping and roles.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

let w: SeededPlatform;
beforeAll(async () => {
  w = await startSeededPlatform();
});
afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

const form = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  framework: "None",
  subFramework: "custom",
  botApiType: "chat_api",
  apiUrl: "https://bots.example.net/x",
  regionId: "eu-west",
  authMethod: "no-auth",
  maxCallsPerSecond: 5,
  maxConcurrentCalls: 10,
  ...extra,
});
const liveBots = (accountId: string) =>
  w.platform.db
    .prepare("SELECT COUNT(*) FROM bots WHERE account_id = ? AND deleted_at IS NULL")
    .pluck()
    .get(accountId) as number;

describe("bots", () => {
  it("creates, reads, updates and deletes; a secret is never read back and an empty one keeps it", async () => {
    const secret = "tok-never-shown-0042";
    const created = await w.call("owner", "POST", "/bots/api/bots", {
      body: form("Secret keeper", { authMethod: "token", token: secret }),
    });
    expect(created.status).toBe(201);
    const id = (created.json as { id: string }).id;
    const one = await w.call("owner", "GET", `/bots/api/bots/${id}`);
    expect(one.status).toBe(200);
    expect(one.text).not.toContain(secret);
    expect((one.json as { secretsSet: Record<string, boolean> }).secretsSet).toEqual({
      token: true,
      clientSecret: false,
      directLineSecret: false,
    });
    const list = await w.call("owner", "GET", "/bots/api/bots?limit=1000&search=Secret%20keeper");
    expect(list.text).not.toContain(secret);

    const updated = await w.call("owner", "PATCH", `/bots/api/bots/${id}`, {
      body: form("Secret keeper 2", { authMethod: "token", token: "" }),
    });
    expect(updated.status).toBe(200);
    expect(
      JSON.parse(w.platform.db.prepare("SELECT secrets FROM bots WHERE id = ?").pluck().get(id) as string),
    ).toEqual({ token: secret });
    // Switching to no authentication forgets the token.
    await w.call("owner", "PATCH", `/bots/api/bots/${id}`, { body: form("Secret keeper 2") });
    expect(
      JSON.parse(w.platform.db.prepare("SELECT secrets FROM bots WHERE id = ?").pluck().get(id) as string),
    ).toEqual({});

    expect((await w.call("owner", "DELETE", `/bots/api/bots/${id}`)).status).toBe(204);
    expect((await w.call("owner", "GET", `/bots/api/bots/${id}`)).status).toBe(404);
  });

  it("refuses a duplicate name in the account (any case) on the name field", async () => {
    await w.call("owner", "POST", "/bots/api/bots", { body: form("Twin bot") });
    const again = await w.call("owner", "POST", "/bots/api/bots", { body: form("TWIN BOT") });
    expect(again.status).toBe(400);
    expect(again.text).toContain("name: validation_name_unique");
  });

  it("takes 20 bots per account: the 21st is refused with the maximum-bots message and nothing is stored", async () => {
    const account = w.users.owner.accountId;
    for (let i = liveBots(account); i < 20; i++) {
      expect((await w.call("owner", "POST", "/bots/api/bots", { body: form(`Filler bot ${i}`) })).status).toBe(201);
    }
    expect(liveBots(account)).toBe(20);
    const refused = await w.call("owner", "POST", "/bots/api/bots", { body: form("Bot twenty one") });
    expect(refused.status).toBe(409);
    expect((refused.json as { message: string }).message).toBe("warning_max_bots_reached");
    expect(liveBots(account)).toBe(20);
  });

  it("gives a trial account one bot and no call transfer", async () => {
    const account = w.users.trial.accountId;
    expect(liveBots(account)).toBe(1);
    const second = await w.call("trial", "POST", "/bots/api/bots", { body: form("Trial second") });
    expect(second.status).toBe(409);
    expect((second.json as { message: string }).message).toBe("warning_max_bots_reached");
    expect(liveBots(account)).toBe(1);
    const own = w.platform.db
      .prepare("SELECT id FROM bots WHERE account_id = ? AND deleted_at IS NULL")
      .pluck()
      .get(account) as string;
    const transfer = await w.call("trial", "PATCH", `/bots/api/bots/${own}`, {
      body: form("Trial bot", { isTransferCallingEnabled: true, transferTarget: "+15550100" }),
    });
    expect(transfer.status).toBe(400);
    expect(transfer.text).toContain("isTransferCallingEnabled: validation_transfer_trial");
  });

  it("scopes records to the caller's account: another account's bot is a 404 to read, change or delete", async () => {
    const other = w.platform.db
      .prepare("SELECT id FROM bots WHERE account_id = ? AND deleted_at IS NULL")
      .pluck()
      .get(w.users.trial.accountId) as string;
    const before = w.totalChanges();
    expect((await w.call("owner", "GET", `/bots/api/bots/${other}`)).status).toBe(404);
    expect((await w.call("owner", "PATCH", `/bots/api/bots/${other}`, { body: form("Hijacked") })).status).toBe(404);
    expect((await w.call("owner", "DELETE", `/bots/api/bots/${other}`)).status).toBe(404);
    expect(w.totalChanges()).toBe(before);
    // Administrators read every account's, with the account.
    const admin = await w.call("admin", "GET", `/bots/api/bots/${other}`);
    expect(admin.status).toBe(200);
    expect((admin.json as { accountId: string }).accountId).toBe(w.users.trial.accountId);
  });

  it("refuses callers without the roles", async () => {
    expect((await w.call("viewer", "GET", "/bots/api/bots")).status).toBe(403);
    expect((await w.call("admin", "POST", "/bots/api/bots", { body: form("Admin bot") })).status).toBe(403);
    expect((await w.call("visitor", "GET", "/bots/api/bots")).status).toBe(401);
  });

  it("answers the report generator with 202", async () => {
    expect((await w.call("owner", "POST", "/bots/api/reports/bots?sort=name")).status).toBe(202);
  });
});
