/**
 * A number's test call on the embedded platform (POST /phones/api/phones/:id/testcall), over real
 * HTTP against the seeded platform: the call is placed now and answered as the live traffic's calls
 * to the number are (its own bot, or where a rule sends it), it is in the call list at once, in progress
 * (set up at the moment it was placed, no end yet) until the simulator ends it 20 to 60 s later (issue 30),
 * and a number nothing answers, an inactive one, another account's, or a caller without both roles is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityPaths } from "../../../contract/entities";
import { PHONES_PATHS, TestCallAnswerSchema } from "../../../contract/wire/phones";
import { ROUTING_RULES_API } from "../../../contract/wire/routing";
import { windowStart } from "../../../platform/metrics/windows";
import { Simulator } from "../../../platform/simulator/index";
import { startSeededPlatform, type SeededPlatform } from "./support/seeded-platform";

let w: SeededPlatform;
let acme: string;
const db = () => w.platform.db;
const one = (sql: string, ...params: unknown[]) =>
  db()
    .prepare(sql)
    .pluck()
    .get(...params) as string;
const callRow = (callId: string) =>
  db()
    .prepare(
      "SELECT account_id AS accountId, called_type AS calledType, called_entity_id AS calledId, calling_entity_id AS callingId, end_time AS endTime FROM calls WHERE call_id = ?",
    )
    .get(callId) as
    { accountId: string; calledType: string; calledId: string; callingId: string; endTime: number | null } | undefined;

beforeAll(async () => {
  w = await startSeededPlatform();
  acme = w.users.owner.accountId;
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

describe("POST /phones/api/phones/:id/testcall", () => {
  it("places a call from the number to its own bot, in progress from now, in the account's call list at once; the simulator ends it", async () => {
    const phone = db()
      .prepare(
        "SELECT id, bot_id AS botId, created_at AS createdAt FROM phone_numbers WHERE account_id = ? AND status = 'Active' AND bot_id IS NOT NULL AND deleted_at IS NULL LIMIT 1",
      )
      .get(acme) as {
      id: string;
      botId: string;
      createdAt: number;
    };
    // The number was bought a moment ago: a call set up before this would predate it.
    const placedAt = Date.now();
    db().prepare("UPDATE phone_numbers SET created_at = ? WHERE id = ?").run(placedAt, phone.id);
    const answer = await w.call("owner", "POST", PHONES_PATHS.testCall(phone.id));
    expect(answer.status, answer.text).toBe(201);
    const { callId } = TestCallAnswerSchema.parse(answer.json);
    expect(callRow(callId)).toMatchObject({
      accountId: acme,
      callingId: phone.id,
      calledType: "bot",
      calledId: phone.botId,
    });
    const timing = () =>
      db()
        .prepare(
          "SELECT setup_time AS setup, connect_time AS connect, end_time AS end, duration_seconds AS duration, termination_description AS termination, trigger, is_test_call AS flagged FROM calls WHERE call_id = ?",
        )
        .get(callId) as {
        setup: number;
        connect: number | null;
        end: number | null;
        duration: number;
        termination: string | null;
        trigger: string | null;
        flagged: number;
      };
    const placed = timing();
    // Set up when it was placed (never before the number existed), and still in progress.
    expect(placed.setup).toBeGreaterThanOrEqual(placedAt);
    expect(placed.setup).toBeLessThanOrEqual(Date.now());
    expect(placed).toMatchObject({ end: null, duration: 0, termination: null, trigger: "test-call", flagged: 0 });
    const listed = await w.call("owner", "GET", `/billing/api/v1/Calls/${callId}`);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json).toMatchObject({ endTime: null, trigger: "test-call" });
    // The newest call: first in the list (sorted by setup time, newest first), not somewhere down it.
    const list = await w.call("owner", "GET", "/billing/api/v1/Calls?limit=1&sort=-setupTime");
    expect(list.status, list.text).toBe(200);
    expect(list.json).toMatchObject({ calls: [{ callId }] });

    // The simulator (its clock a few seconds on, then a minute) ends it 20 to 60 s after it connected.
    const clock = { now: placed.setup + 5_000 };
    const simulator = new Simulator({ ...w.platform.ctx, now: () => clock.now }, { seed: 3 });
    simulator.tick();
    expect(timing().end).toBeNull();
    clock.now = placed.setup + 61_000;
    simulator.tick();
    const ended = timing();
    const start = ended.connect ?? ended.setup;
    expect(ended.end).not.toBeNull();
    expect(ended.end! - start).toBeGreaterThanOrEqual(20_000);
    expect(ended.end! - start).toBeLessThanOrEqual(60_000);
    expect(ended.duration).toBe(Math.floor((ended.end! - start) / 1000));
    expect(ended.termination).not.toBeNull();
    // Its metric window counts it with its duration.
    const window = windowStart(ended.setup);
    const summed = db()
      .prepare(
        "SELECT count_calls AS calls, sum_duration_sec AS seconds FROM metric_windows WHERE account_id = ? AND entity_type = '' AND window_start = ?",
      )
      .get(acme, window);
    expect(summed).toEqual(
      db()
        .prepare(
          "SELECT COUNT(*) AS calls, SUM(duration_seconds) AS seconds FROM calls WHERE account_id = ? AND is_test_call = 0 AND setup_time >= ? AND setup_time < ?",
        )
        .get(acme, window, window + 300_000),
    );
  });

  it("follows the account's rules for a number without a bot of its own, and refuses one nothing answers", async () => {
    const phone = one(
      "SELECT id FROM phone_numbers WHERE account_id = ? AND status = 'Active' AND deleted_at IS NULL LIMIT 1",
      acme,
    );
    db().prepare("UPDATE phone_numbers SET bot_id = NULL WHERE id = ?").run(phone);
    db()
      .prepare("UPDATE routing_rules SET deleted_at = ? WHERE account_id = ? AND origin_id = ?")
      .run(Date.now(), acme, phone);
    const refused = await w.call("owner", "POST", PHONES_PATHS.testCall(phone));
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("warning_test_call_no_destination");

    const bot = one("SELECT id FROM bots WHERE account_id = ? AND deleted_at IS NULL ORDER BY name LIMIT 1", acme);
    const rule = await w.call("owner", "POST", entityPaths(ROUTING_RULES_API).create, {
      body: {
        name: "Test call rule",
        eventType: "call",
        origin: `service-number:${phone}`,
        destination: `bot:${bot}`,
        alternatives: [],
        condition: "none",
        pattern: "",
        customizedNumbers: [],
        priority: 1,
        routingGroupId: "",
        regionId: "eu-west",
      },
    });
    expect(rule.status, rule.text).toBe(201);
    const placed = await w.call("owner", "POST", PHONES_PATHS.testCall(phone));
    expect(placed.status, placed.text).toBe(201);
    expect(callRow(TestCallAnswerSchema.parse(placed.json).callId)).toMatchObject({
      callingId: phone,
      calledType: "bot",
      calledId: bot,
    });
  });

  it("refuses an inactive number, another account's, and a caller without the numbers' update role", async () => {
    // A number still being bought (the provider has not answered): not active yet.
    const inactive = one(
      "SELECT id FROM phone_numbers WHERE account_id = ? AND status = 'Active' AND bot_id IS NOT NULL AND deleted_at IS NULL ORDER BY e164 DESC LIMIT 1",
      acme,
    );
    db().prepare("UPDATE phone_numbers SET status = 'Pending' WHERE id = ?").run(inactive);
    const answer = await w.call("owner", "POST", PHONES_PATHS.testCall(inactive));
    expect(answer.status).toBe(409);
    expect(answer.text).toContain("warning_test_call_number_not_active");
    db().prepare("UPDATE phone_numbers SET status = 'Active' WHERE id = ?").run(inactive);
    const foreign = one(
      "SELECT id FROM phone_numbers WHERE account_id <> ? AND status = 'Active' AND deleted_at IS NULL LIMIT 1",
      acme,
    );
    const before = db().prepare("SELECT COUNT(*) FROM calls").pluck().get() as number;
    expect((await w.call("owner", "POST", PHONES_PATHS.testCall(foreign))).status).toBe(404);
    const own = one(
      "SELECT id FROM phone_numbers WHERE account_id = ? AND status = 'Active' AND bot_id IS NOT NULL AND deleted_at IS NULL LIMIT 1",
      acme,
    );
    expect((await w.call("viewer", "POST", PHONES_PATHS.testCall(own))).status).toBe(403);
    expect((await w.call("visitor", "POST", PHONES_PATHS.testCall(own))).status).toBe(401);
    expect(db().prepare("SELECT COUNT(*) FROM calls").pluck().get()).toBe(before);
  });
});
