/**
 * Routing rules and groups on the embedded platform, over real HTTP against the seeded platform:
 * the seed's rules are valid forms; create, list (by priority), read, update, delete; a deleted
 * destination reads as missing; account scoping and roles; the maximum under concurrent creates;
 * groups written by administrators only; the rule tester, and the simulator routing its generated
 * calls exactly as the tester answers.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityListSchema, entityPaths } from "../../../contract/entities";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import {
  ROUTING_CHOICES_PATH,
  ROUTING_GROUPS_API,
  ROUTING_RULES_API,
  ROUTING_TEST_PATH,
  RoutingChoicesSchema,
  RoutingRuleDetailSchema,
  routingRuleFormSchema,
  RoutingRuleRowSchema,
  RoutingTestAnswerSchema,
  type RoutingRuleDetail,
  type RoutingRuleRow,
} from "../../../contract/wire/routing";
import { CallGenerator } from "../../../platform/calls/generate";
import { Rng } from "../../../platform/seed/random";
import { loadTraffic } from "../../../platform/simulator/traffic";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";
import { TIME } from "../../../contract/limits/units";

const rules = entityPaths(ROUTING_RULES_API);
const groups = entityPaths(ROUTING_GROUPS_API);
const rowsOf = (json: unknown) =>
  entityListSchema(ROUTING_RULES_API.rowsKey, RoutingRuleRowSchema).parse(json)[
    ROUTING_RULES_API.rowsKey
  ] as RoutingRuleRow[];

let w: SeededPlatform;
let acme: string;
let trial: string;
const db = () => w.platform.db;
const one = (sql: string, ...params: unknown[]) =>
  db()
    .prepare(sql)
    .pluck()
    .get(...params) as string;
let bot1: string;
let bot2: string;
let trunk: string;
let phone: string;

/** A detail as the form the dialog would post. */
const formOf = (d: RoutingRuleDetail) => ({
  name: d.name,
  eventType: d.eventType,
  origin: `${d.origin.type}:${d.origin.id}`,
  destination: `${d.destination.type}:${d.destination.id}`,
  alternatives: d.alternatives.map((a) => `${a.type}:${a.id}`),
  condition: d.condition,
  pattern: d.pattern ?? "",
  customizedNumbers: d.customizedNumbers,
  priority: d.priority,
  routingGroupId: d.routingGroupId ?? "",
  regionId: d.regionId ?? "",
});

const rule = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  eventType: "call",
  origin: `sip-conn:${trunk}`,
  destination: `bot:${bot1}`,
  alternatives: [],
  condition: "called",
  pattern: "+1555XXXXXXX",
  priority: 7,
  regionId: "eu-west",
  ...over,
});

beforeAll(async () => {
  w = await startSeededPlatform();
  acme = w.users.owner.accountId;
  trial = w.users.trial.accountId;
  [bot1, bot2] = db()
    .prepare("SELECT id FROM bots WHERE account_id = ? AND deleted_at IS NULL ORDER BY name LIMIT 2")
    .pluck()
    .all(acme) as string[];
  trunk = one(
    "SELECT id FROM sip_connections WHERE account_id = ? AND type = 'sip-trunk' AND deleted_at IS NULL ORDER BY name LIMIT 1",
    acme,
  );
  phone = one(
    "SELECT id FROM phone_numbers WHERE account_id = ? AND deleted_at IS NULL AND status = 'Active' ORDER BY e164 LIMIT 1",
    acme,
  );
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

describe("routing rules: the seed", () => {
  it("gives Acme rules that the form accepts as they are, listed by priority", async () => {
    const answer = await w.call("owner", "GET", rules.list);
    expect(answer.status).toBe(200);
    const rows = rowsOf(answer.json);
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.map((r) => r.priority)).toEqual([...rows.map((r) => r.priority)].sort((a, b) => a - b));
    for (const row of rows) {
      const detail = RoutingRuleDetailSchema.parse((await w.call("owner", "GET", rules.one(row.id))).json);
      const result = routingRuleFormSchema().safeParse(formOf(detail));
      expect(result.success, `${row.name}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
      expect(detail.origin.name, row.name).not.toBeNull();
    }
  });
});

describe("routing rules: create, read, update, delete", () => {
  let id = "";

  it("creates a rule of the account's entities and reads it back by name", async () => {
    const answer = await w.call("owner", "POST", rules.create, {
      body: rule("Trunk overflow", { alternatives: [`bot:${bot2}`], customizedNumbers: "+442079460001" }),
    });
    expect(answer.status, answer.text).toBe(201);
    id = (answer.json as { id: string }).id;
    const detail = RoutingRuleDetailSchema.parse((await w.call("owner", "GET", rules.one(id))).json);
    expect(detail).toMatchObject({
      name: "Trunk overflow",
      priority: 7,
      condition: "called",
      pattern: "+1555XXXXXXX",
      customizedNumbers: ["+442079460001"],
      origin: { type: "sip-conn", id: trunk },
      destination: { type: "bot", id: bot1 },
      alternatives: [{ type: "bot", id: bot2 }],
    });
    expect(detail.destination.name).toBe(one("SELECT name FROM bots WHERE id = ?", bot1));
  });

  it("refuses another account's entity, an unknown group and a duplicate name on their fields", async () => {
    const trialBot = one("SELECT id FROM bots WHERE account_id = ? LIMIT 1", trial);
    const refused = async (body: unknown) =>
      (await w.call("owner", "POST", rules.create, { body })).json as { message: string };
    expect((await refused(rule("Foreign", { destination: `bot:${trialBot}` }))).message).toContain(
      "destination: validation_routing_entity",
    );
    expect((await refused(rule("No group", { routingGroupId: randomUUID() }))).message).toContain(
      "routingGroupId: validation_routing_group",
    );
    expect((await refused(rule("Trunk overflow"))).message).toContain("name: validation_name_unique");
    expect((await refused(rule("Bad priority", { priority: 1000 }))).message).toContain(
      "priority: validation_routing_priority",
    );
  });

  it("updates the whole form, and shows a deleted destination as missing", async () => {
    const patched = await w.call("owner", "PATCH", rules.one(id), {
      body: rule("Trunk overflow", { priority: 3, destination: `bot:${bot2}`, condition: "none" }),
    });
    expect(patched.status, patched.text).toBe(200);
    expect(RoutingRuleDetailSchema.parse(patched.json)).toMatchObject({
      priority: 3,
      condition: "none",
      pattern: null,
      destination: { id: bot2 },
    });
    db().prepare("UPDATE bots SET deleted_at = ? WHERE id = ?").run(Date.now(), bot2);
    try {
      const row = rowsOf((await w.call("owner", "GET", rules.list)).json).find((r) => r.id === id)!;
      expect(row.destination).toEqual({ type: "bot", id: bot2, name: null });
    } finally {
      db().prepare("UPDATE bots SET deleted_at = NULL WHERE id = ?").run(bot2);
    }
  });

  it("keeps rules in their account: another customer gets a 404, a user without the role a 403", async () => {
    expect((await w.call("trial", "GET", rules.one(id))).status).toBe(404);
    expect((await w.call("trial", "DELETE", rules.one(id))).status).toBe(404);
    expect((await w.call("viewer", "GET", rules.list)).status).toBe(403);
    const trialList = await w.call("trial", "GET", rules.list);
    expect(trialList.status === 204 || rowsOf(trialList.json).every((r) => r.id !== id)).toBe(true);
  });

  it("deletes softly: gone from the list, the row kept", async () => {
    expect((await w.call("owner", "DELETE", rules.one(id))).status).toBe(204);
    expect((await w.call("owner", "GET", rules.one(id))).status).toBe(404);
    expect(one("SELECT name FROM routing_rules WHERE id = ? AND deleted_at IS NOT NULL", id)).toBe("Trunk overflow");
  });
});

describe("routing groups: managed by administrators, chosen by customers", () => {
  it("refuses a customer's write, takes an administrator's for the account it names", async () => {
    expect((await w.call("owner", "POST", groups.create, { body: { name: "Weekend", accountId: acme } })).status).toBe(
      403,
    );
    const bad = await w.call("admin", "POST", groups.create, { body: { name: "Weekend", accountId: randomUUID() } });
    expect(bad.status).toBe(400);
    expect((bad.json as { message: string }).message).toContain("accountId: validation_account_choice");
    const created = await w.call("admin", "POST", groups.create, { body: { name: "Weekend", accountId: acme } });
    expect(created.status, created.text).toBe(201);
    const id = (created.json as { id: string }).id;
    expect(one("SELECT account_id FROM routing_groups WHERE id = ?", id)).toBe(acme);

    const choices = RoutingChoicesSchema.parse((await w.call("owner", "GET", ROUTING_CHOICES_PATH)).json);
    expect(choices.groups.map((g) => g.name)).toContain("Weekend");
    expect(choices.endpoints.some((e) => e.type === "service-number" && e.id === phone)).toBe(true);
    expect(
      (await w.call("owner", "POST", rules.create, { body: rule("Weekend rule", { routingGroupId: id }) })).status,
    ).toBe(201);

    expect((await w.call("owner", "PATCH", groups.one(id), { body: { name: "Weekends" } })).status).toBe(403);
    const renamed = await w.call("admin", "PATCH", groups.one(id), { body: { name: "Weekends" } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(one("SELECT name FROM routing_groups WHERE id = ?", id)).toBe("Weekends");
    expect((await w.call("owner", "DELETE", groups.one(id))).status).toBe(403);
    expect((await w.call("admin", "DELETE", groups.one(id))).status).toBe(204);
    const row = rowsOf((await w.call("owner", "GET", rules.list)).json).find((r) => r.name === "Weekend rule")!;
    expect(row).toMatchObject({ routingGroupId: id, routingGroupName: null });
  });
});

describe("the rule tester and the simulator", () => {
  const test = async (body: Record<string, unknown>) => {
    const answer = await w.call("owner", "POST", ROUTING_TEST_PATH, { body: { eventType: "call", ...body } });
    expect(answer.status, answer.text).toBe(200);
    return RoutingTestAnswerSchema.parse(answer.json);
  };

  it("answers the seeded VIP rule by its calling-number pattern, and why the others did not match", async () => {
    const vip = await test({ origin: `service-number:${phone}`, calling: "+447700900123", called: "+442079460000" });
    expect(vip.outcome).toBe("routed");
    expect(vip.rule?.name).toBe("VIP callers to support");
    expect(vip.matched).toEqual({ condition: "calling", by: "+447700900*" });
    const other = await test({ origin: `service-number:${phone}`, calling: "+15550100", called: "+442079460000" });
    expect(other.reasons.find((r) => r.ruleName === "VIP callers to support")?.verdict).toBe("condition-failed");
    const bad = await w.call("owner", "POST", ROUTING_TEST_PATH, {
      body: { origin: `service-number:${phone}`, calling: "x", called: "1" },
    });
    expect(bad.status).toBe(400);
  });

  it("routes the simulator's generated calls exactly where the tester says", async () => {
    // Every call of the trunk goes to bot2 (the generator would pick any bot).
    expect(
      (
        await w.call("owner", "POST", rules.create, {
          body: rule("All trunk calls", { destination: `bot:${bot2}`, condition: "none", priority: 1 }),
        })
      ).status,
    ).toBe(201);
    const traffic = loadTraffic(db(), Date.now()).find((t) => t.accountId === acme)!;
    expect(traffic.routing?.rules.length).toBeGreaterThan(0);
    const generator = new CallGenerator(new Rng(17), traffic);
    let routed = 0;
    const now = Date.now();
    for (let i = 0; i < 300; i++) {
      const [first] = generator.session(now - TIME.HOUR_MS, now);
      const row = first.row;
      if (!["service-number", "sip-conn", "teams-conn", "wa-conn"].includes(row.calling_type)) continue;
      const answer = await test({
        origin: `${row.calling_type}:${row.calling_entity_id}`,
        calling: row.calling_number,
        called: row.called_number,
      });
      if (answer.outcome !== "routed") continue;
      routed++;
      expect({ type: row.called_type, id: row.called_entity_id }).toEqual({
        type: answer.destination!.type,
        id: answer.destination!.id,
      });
    }
    expect(routed).toBeGreaterThan(10);
  });

  it("reads one account's traffic alone, the same as that account's part of everyone's (a test call's)", () => {
    const all = loadTraffic(db(), Date.now());
    expect(all.length).toBeGreaterThan(1);
    // The routing table's name lookup is a closure: compare its rules.
    const comparable = ({ routing, ...entities }: (typeof all)[number]) => ({ ...entities, rules: routing?.rules });
    expect(loadTraffic(db(), Date.now(), acme).map(comparable)).toEqual([
      comparable(all.find((t) => t.accountId === acme)!),
    ]);
  });

  it("sends calls to a number without a bot of its own once a rule takes its calls (a wizard's connection)", async () => {
    // A number of the account, no longer answered by a bot of its own.
    const bare = one(
      "SELECT id FROM phone_numbers WHERE account_id = ? AND deleted_at IS NULL AND status = 'Active' ORDER BY e164 DESC LIMIT 1",
      acme,
    );
    db().prepare("UPDATE phone_numbers SET bot_id = NULL WHERE id = ?").run(bare);
    const arriving = (seed: number) => {
      const traffic = loadTraffic(db(), Date.now()).find((t) => t.accountId === acme)!;
      const generator = new CallGenerator(new Rng(seed), traffic);
      const now = Date.now();
      return Array.from({ length: 600 }, () => generator.session(now - TIME.HOUR_MS, now)[0].row).filter(
        (r) => r.calling_entity_id === bare,
      );
    };
    expect(arriving(31)).toEqual([]);

    const created = await w.call("owner", "POST", rules.create, {
      body: rule("Bare number to bot 2", {
        origin: `service-number:${bare}`,
        destination: `bot:${bot2}`,
        condition: "none",
        priority: 3,
      }),
    });
    expect(created.status, created.text).toBe(201);
    const calls = arriving(31);
    expect(calls.length).toBeGreaterThan(5);
    const e164 = one("SELECT e164 FROM phone_numbers WHERE id = ?", bare);
    for (const row of calls)
      expect({ type: row.called_type, id: row.called_entity_id, number: row.called_service_number }).toEqual({
        type: "bot",
        id: bot2,
        number: e164,
      });
    const answer = await test({
      origin: `service-number:${bare}`,
      calling: calls[0].calling_number,
      called: calls[0].called_number,
    });
    expect(answer.destination).toMatchObject({ type: "bot", id: bot2 });
  });

  it("sends a bot's transfers where the tester says for the event type transfer", async () => {
    // bot1's transfers go to the trunk, whatever number the bot transfers to.
    const created = await w.call("owner", "POST", rules.create, {
      body: rule("Bot 1 transfers to the trunk", {
        eventType: "transfer",
        origin: `bot:${bot1}`,
        destination: `sip-conn:${trunk}`,
        condition: "none",
        priority: 2,
      }),
    });
    expect(created.status, created.text).toBe(201);
    const traffic = loadTraffic(db(), Date.now()).find((t) => t.accountId === acme)!;
    const generator = new CallGenerator(new Rng(23), traffic);
    const now = Date.now();
    let checked = 0;
    let toTrunk = 0;
    for (let i = 0; i < 20_000 && (checked < 12 || toTrunk < 3); i++) {
      const legs = generator.session(now - TIME.HOUR_MS, now);
      if (legs.length < 2) continue;
      const [first, second] = legs.map((l) => l.row);
      // The transfer leg is placed by the bot, for the caller.
      expect(second.calling_type).toBe("bot");
      const answer = await test({
        eventType: "transfer",
        origin: `bot:${second.calling_entity_id}`,
        calling: first.calling_number,
        called: second.called_number,
      });
      if (answer.outcome === "routed") {
        expect({ type: second.called_type, id: second.called_entity_id }).toEqual({
          type: answer.destination!.type,
          id: answer.destination!.id,
        });
        if (second.calling_entity_id === bot1) toTrunk++;
      } else {
        expect(second.calling_entity_id).not.toBe(bot1);
      }
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(12);
    expect(toTrunk).toBeGreaterThanOrEqual(3);
  });
});

describe("routing rules: the account's maximum", () => {
  it("lets exactly the free places be taken by concurrent creates", async () => {
    const live = () =>
      Number(one("SELECT COUNT(*) FROM routing_rules WHERE account_id = ? AND deleted_at IS NULL", acme));
    const insert = db().prepare(
      `INSERT INTO routing_rules (id, account_id, name, origin_type, origin_id, destination_type, destination_id, priority, created_at)
       VALUES (?, ?, ?, 'sip-conn', ?, 'bot', ?, 500, ?)`,
    );
    const filler: string[] = [];
    while (live() < LIMITS_PER_ACCOUNT.ROUTING_RULES - 2) {
      const id = randomUUID();
      insert.run(id, acme, `Filler ${filler.length}`, trunk, bot1, Date.now());
      filler.push(id);
    }
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => w.call("owner", "POST", rules.create, { body: rule(`Race ${i}`) })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(4);
    expect((refused[0].json as { message: string }).message).toBe("warning_max_routings_reached");
    expect(live()).toBe(LIMITS_PER_ACCOUNT.ROUTING_RULES);
  });
});
