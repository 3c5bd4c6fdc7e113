/**
 * Campaigns on the embedded platform, over real HTTP against the seeded platform: the contact upload
 * (accepted and rejected rows), the rules of the form against the account (its own bot and active
 * number), the state machine (no start from completed, no double start under concurrent submits, edit
 * only a draft, delete only once it can no longer call), scoping and roles; and the runner driven tick
 * by tick with the platform's clock: calls per second, concurrency, retries, the progress notification,
 * and a campaign of 200 contacts run to completed with exactly its attempts and retries as calls under
 * its id and name in the call history. The seed's campaigns are rows whose contacts match their calls.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityPaths } from "../../../contract/entities";
import { CAMPAIGNS } from "../../../contract/limits/campaigns";
import { buildStatisticsQuery, StatisticsResponseSchema } from "../../../contract/wire/statistics";
import {
  CAMPAIGN_DAYS,
  CAMPAIGNS_API,
  CampaignDetailSchema,
  campaignTransitionPath,
  type CampaignTransition,
} from "../../../contract/wire/campaigns";
import { demoDraftCampaignId } from "../../../platform/seed/campaigns";
import { runCampaigns, windowOpen } from "../../../platform/simulator/campaigns";
import { startSeededPlatform, type Caller, type SeededPlatform } from "./support/seeded-platform";
import { TIME } from "../../../contract/limits/units";

const paths = entityPaths(CAMPAIGNS_API);
let w: SeededPlatform;
let acme: string;
let bot: string;
let number: string;
let clock = Date.now();

const db = () => w.platform.db;
/** `n` distinct numbers (those ending in 00 never answer: the simulated callee). */
const numbers = (n: number, offset = 0) =>
  Array.from({ length: n }, (_, i) => `+4477009${String(offset + i).padStart(5, "0")}`);
const form = (name: string, csv: string | undefined, overrides: Record<string, unknown> = {}) => ({
  name,
  botId: bot,
  callerNumberId: number,
  windowStart: "00:00",
  windowEnd: "23:59",
  days: [...CAMPAIGN_DAYS],
  timeZone: "UTC",
  callsPerSecond: 20,
  concurrency: 50,
  retries: 0,
  retryDelayMinutes: 1,
  ...(csv === undefined ? {} : { contactsCsv: csv }),
  ...overrides,
});

async function create(
  name: string,
  csv: string | undefined,
  overrides: Record<string, unknown> = {},
  caller: Caller = "owner",
) {
  const answer = await w.call(caller, "POST", paths.create, { body: form(name, csv, overrides) });
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { id: string }).id;
}
const detail = async (id: string) => CampaignDetailSchema.parse((await w.call("owner", "GET", paths.one(id))).json);
const transition = (id: string, t: CampaignTransition, caller: Caller = "owner") =>
  w.call(caller, "POST", campaignTransitionPath(id, t));
const stateOf = (id: string) => db().prepare("SELECT state FROM campaigns WHERE id = ?").pluck().get(id) as string;
const callsOf = (id: string) =>
  db().prepare("SELECT COUNT(*) FROM calls WHERE campaign_id = ?").pluck().get(id) as number;
const calling = (id: string) =>
  db()
    .prepare("SELECT COUNT(*) FROM campaign_contacts WHERE campaign_id = ? AND status = 'calling'")
    .pluck()
    .get(id) as number;
const attempts = (id: string) =>
  db()
    .prepare("SELECT COALESCE(SUM(attempts), 0) FROM campaign_contacts WHERE campaign_id = ?")
    .pluck()
    .get(id) as number;
/** One runner pass `seconds` after the last. */
const tick = (seconds = 1) => {
  clock += seconds * 1000;
  return runCampaigns(w.platform.ctx);
};
/** Passes until the campaign is completed (or the limit is hit). */
const runToEnd = (id: string, stepSeconds = 1, maxPasses = 5000) => {
  for (let i = 0; i < maxPasses && stateOf(id) !== "completed"; i++) tick(stepSeconds);
  return stateOf(id);
};

beforeAll(async () => {
  w = await startSeededPlatform();
  acme = w.users.owner.accountId;
  bot = db()
    .prepare("SELECT id FROM bots WHERE account_id = ? AND deleted_at IS NULL ORDER BY name LIMIT 1")
    .pluck()
    .get(acme) as string;
  number = db()
    .prepare(
      "SELECT id FROM phone_numbers WHERE account_id = ? AND deleted_at IS NULL AND status = 'Active' ORDER BY e164 LIMIT 1",
    )
    .pluck()
    .get(acme) as string;
  w.platform.ctx.now = () => clock;
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

describe("the seed's campaigns", () => {
  it("are rows whose contacts match their calls; Acme also has a draft to start", () => {
    const seeded = db()
      .prepare("SELECT id, name, state FROM campaigns WHERE account_id = ? ORDER BY name")
      .all(acme) as { id: string; name: string; state: string }[];
    expect(seeded.map((c) => `${c.name}: ${c.state}`)).toEqual([
      "Appointment reminders: completed",
      "Customer survey: completed",
      "Spring renewals: completed",
      "Winter follow-up: draft",
    ]);
    // Every campaign call names a campaign row, and each completed campaign placed exactly its calls.
    const orphans = db()
      .prepare(
        "SELECT COUNT(*) FROM calls WHERE campaign_id IS NOT NULL AND campaign_id NOT IN (SELECT id FROM campaigns)",
      )
      .pluck()
      .get();
    expect(orphans).toBe(0);
    for (const c of seeded.filter((s) => s.state === "completed")) expect(attempts(c.id), c.name).toBe(callsOf(c.id));
    expect(
      db()
        .prepare("SELECT COUNT(*) FROM campaign_contacts WHERE campaign_id = ?")
        .pluck()
        .get(demoDraftCampaignId(acme)),
    ).toBe(25);
  });
});

describe("the campaign form on the platform", () => {
  it("stores the accepted numbers and shows the rejected rows with their line and why", async () => {
    const id = await create(
      `Upload ${randomUUID().slice(0, 8)}`,
      "phone\n+442079460000\n\nnot-a-number\n+44 20 7946 0000\n+442079460009\n",
    );
    const d = await detail(id);
    expect(d.state).toBe("draft");
    expect(d.progress).toEqual({ contacts: 2, placed: 0, answered: 0, failed: 0, remaining: 2 });
    expect(d.rejectedCount).toBe(3);
    expect(d.rejected).toEqual([
      { line: 3, value: "", reason: "campaign_contact_empty" },
      { line: 4, value: "not-a-number", reason: "campaign_contact_invalid" },
      { line: 5, value: "+44 20 7946 0000", reason: "campaign_contact_duplicate", firstLine: 2 },
    ]);
  });

  it("refuses a file of 10,001 rows, or without a valid number, on its field, and stores nothing", async () => {
    const name = `Too many ${randomUUID().slice(0, 8)}`;
    const tooMany = await w.call("owner", "POST", paths.create, {
      body: form(name, numbers(CAMPAIGNS.CONTACTS_MAX + 1).join("\n")),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toContain("contactsCsv: validation_campaign_contacts_too_many");
    const none = await w.call("owner", "POST", paths.create, { body: form(name, "phone\nnope\n") });
    expect(none.status).toBe(400);
    expect(none.text).toContain("contactsCsv: validation_campaign_contacts_none");
    expect(db().prepare("SELECT COUNT(*) FROM campaigns WHERE name = ?").pluck().get(name)).toBe(0);
  });

  it("takes a list of 10,000 rows", async () => {
    const id = await create(`Ten thousand ${randomUUID().slice(0, 8)}`, numbers(CAMPAIGNS.CONTACTS_MAX).join("\n"));
    expect((await detail(id)).progress.contacts).toBe(CAMPAIGNS.CONTACTS_MAX);
  });

  it("refuses another account's bot, a number that is not active, and calls per second or concurrency out of range", async () => {
    const otherBot = db()
      .prepare("SELECT id FROM bots WHERE account_id <> ? AND deleted_at IS NULL LIMIT 1")
      .pluck()
      .get(acme) as string;
    const inactive = db()
      .prepare("SELECT id FROM phone_numbers WHERE account_id = ? AND status <> 'Active' LIMIT 1")
      .pluck()
      .get(acme) as string | undefined;
    const refused = async (overrides: Record<string, unknown>, line: string) => {
      const answer = await w.call("owner", "POST", paths.create, {
        body: form(`Refused ${randomUUID().slice(0, 8)}`, "+442079460000", overrides),
      });
      expect(answer.status, line).toBe(400);
      expect(answer.text).toContain(line);
    };
    await refused({ botId: otherBot }, "botId: validation_campaign_bot");
    if (inactive) await refused({ callerNumberId: inactive }, "callerNumberId: validation_campaign_caller_number");
    await refused({ callsPerSecond: 0 }, "callsPerSecond: validation_campaign_calls_per_second");
    await refused({ callsPerSecond: 21 }, "callsPerSecond: validation_campaign_calls_per_second");
    await refused({ concurrency: -1 }, "concurrency: validation_campaign_concurrency");
    await refused({ concurrency: 301 }, "concurrency: validation_campaign_concurrency");
  });

  it("keeps the contacts on an update without a file, and replaces them with a new one", async () => {
    const id = await create(`Edited ${randomUUID().slice(0, 8)}`, "+442079460000\n+442079460001\n");
    const name = `Renamed ${randomUUID().slice(0, 8)}`;
    expect((await w.call("owner", "PATCH", paths.one(id), { body: form(name, undefined) })).status).toBe(200);
    expect(await detail(id)).toMatchObject({ name, progress: { contacts: 2 } });
    expect((await w.call("owner", "PATCH", paths.one(id), { body: form(name, "+442079460005\n") })).status).toBe(200);
    expect((await detail(id)).progress.contacts).toBe(1);
  });

  it("is scoped to the account and role-checked", async () => {
    const id = await create(`Scoped ${randomUUID().slice(0, 8)}`, "+442079460000\n");
    expect((await w.call("trial", "GET", paths.one(id))).status).toBe(404);
    expect((await transition(id, "start", "trial")).status).toBe(404);
    expect((await w.call("viewer", "GET", paths.list)).status).toBe(403);
    expect((await transition(id, "start", "viewer")).status).toBe(403);
    // The demo administrator reads every account's campaigns but holds no campaign write role.
    expect((await w.call("admin", "GET", paths.one(id))).status).toBe(200);
    expect((await transition(id, "start", "admin")).status).toBe(403);
  });
});

describe("the campaign states", () => {
  it("never starts a completed campaign", async () => {
    const completed = db()
      .prepare("SELECT id FROM campaigns WHERE account_id = ? AND state = 'completed' LIMIT 1")
      .pluck()
      .get(acme) as string;
    const answer = await transition(completed, "start");
    expect(answer.status).toBe(409);
    expect(answer.text).toContain("campaign_transition_refused");
    expect(stateOf(completed)).toBe("completed");
  });

  it("starts once under concurrent submits: one 200, the other 409, one progress notification", async () => {
    const id = await create(`Double start ${randomUUID().slice(0, 8)}`, "+442079460000\n");
    const answers = await Promise.all([transition(id, "start"), transition(id, "start"), transition(id, "start")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(stateOf(id)).toBe("scheduled");
    const progress = db()
      .prepare("SELECT COUNT(*) FROM notifications WHERE type = 'progress' AND json_extract(data, '$.campaignId') = ?")
      .pluck()
      .get(id);
    expect(progress).toBe(1);
  });

  it("pauses and resumes, edits only a draft, deletes only once cancelled, and refuses what the state does not allow", async () => {
    const id = await create(`Lifecycle ${randomUUID().slice(0, 8)}`, "+442079460000\n");
    expect((await transition(id, "pause")).status).toBe(409);
    expect((await transition(id, "resume")).status).toBe(409);
    expect((await transition(id, "start")).status).toBe(200);
    const edit = await w.call("owner", "PATCH", paths.one(id), { body: form("Too late", undefined) });
    expect(edit.status).toBe(409);
    expect(edit.text).toContain("campaign_not_editable");
    const del = await w.call("owner", "DELETE", paths.one(id));
    expect(del.status).toBe(409);
    expect(del.text).toContain("campaign_delete_active");
    expect((await transition(id, "pause")).status).toBe(200);
    expect(stateOf(id)).toBe("paused");
    expect((await transition(id, "resume")).status).toBe(200);
    expect(stateOf(id)).toBe("scheduled");
    expect((await transition(id, "cancel")).status).toBe(200);
    expect((await transition(id, "cancel")).status).toBe(409);
    expect((await transition(id, "start")).status).toBe(409);
    expect((await w.call("owner", "DELETE", paths.one(id))).status).toBe(204);
  });

  it("needs contacts to start", async () => {
    const id = await create(`Empty ${randomUUID().slice(0, 8)}`, undefined);
    const answer = await transition(id, "start");
    expect(answer.status).toBe(409);
    expect(answer.text).toContain("campaign_no_contacts");
  });
});

describe("the runner", () => {
  it("places at most calls-per-second calls a second (1 and 20) and at most the concurrency (1; 0 is no limit of its own)", async () => {
    const slow = await create(`Pace one ${randomUUID().slice(0, 8)}`, numbers(30, 1000).join("\n"), {
      callsPerSecond: 1,
      concurrency: 0,
    });
    const fast = await create(`Pace twenty ${randomUUID().slice(0, 8)}`, numbers(60, 2000).join("\n"), {
      callsPerSecond: 20,
      concurrency: 0,
    });
    const single = await create(`Concurrency one ${randomUUID().slice(0, 8)}`, numbers(10, 3000).join("\n"), {
      callsPerSecond: 20,
      concurrency: 1,
    });
    for (const id of [slow, fast, single]) expect((await transition(id, "start")).status).toBe(200);
    tick(1);
    expect([attempts(slow), attempts(fast), attempts(single)]).toEqual([1, 20, 1]);
    tick(1);
    expect([attempts(slow), attempts(fast), attempts(single)]).toEqual([2, 40, 1]);
    // A pass long after the last makes up for at most MAX_CATCH_UP_SECONDS of pace.
    tick(60);
    expect(attempts(slow)).toBe(2 + CAMPAIGNS.MAX_CATCH_UP_SECONDS);
    // The fast one placed its last 20 and heard them end in that pass: done. The slow one is stopped here.
    expect(stateOf(fast)).toBe("completed");
    expect((await transition(slow, "cancel")).status).toBe(200);
    for (let i = 0; i < 200 && stateOf(single) !== "completed"; i++) {
      tick(1);
      expect(calling(single)).toBeLessThanOrEqual(1);
    }
    expect(stateOf(single)).toBe("completed");
  });

  it("runs a campaign of 200 contacts to completed: exactly its attempts and retries as calls under it, progress on one notification", async () => {
    // 180 contacts answer (…5), 10 never answer (…00) and 10 are busy once (…01); two retries a minute apart.
    const contacts = Array.from({ length: 180 }, (_, i) => `+4478000${String(i).padStart(3, "0")}5`);
    const never = Array.from({ length: 10 }, (_, i) => `+4479000${String(i).padStart(2, "0")}00`);
    const busyOnce = Array.from({ length: 10 }, (_, i) => `+4479100${String(i).padStart(2, "0")}01`);
    const name = `Two hundred ${randomUUID().slice(0, 8)}`;
    const id = await create(name, ["phone", ...contacts, ...never, ...busyOnce].join("\n"), {
      callsPerSecond: 20,
      concurrency: 50,
      retries: 2,
      retryDelayMinutes: 1,
    });
    expect((await detail(id)).progress.contacts).toBe(200);
    const started = clock;
    // The bot's calls in the statistics, from the start on (the earlier tests' calls are before it).
    const botCalls = async () => {
      const query = buildStatisticsQuery({
        from: started,
        to: started + TIME.DAY_MS,
        metricNames: ["CountCalls"],
        entityId: bot,
      });
      const answer = await w.call("owner", "GET", `/statistics/api/v1/accounts/${acme}/statistics/metrics?${query}`);
      expect(answer.status, answer.text).toBe(200);
      return StatisticsResponseSchema.parse(answer.json)
        .series.flatMap((s) => s.values)
        .reduce((sum, v) => sum + v.value, 0);
    };
    const botCallsBefore = await botCalls();
    expect((await transition(id, "start")).status).toBe(200);

    let maxCalling = 0;
    for (let i = 0; i < 2000 && stateOf(id) !== "completed"; i++) {
      const before = attempts(id);
      tick(1);
      expect(attempts(id) - before).toBeLessThanOrEqual(20);
      maxCalling = Math.max(maxCalling, calling(id));
    }
    expect(stateOf(id)).toBe("completed");
    expect(maxCalling).toBeLessThanOrEqual(50);

    const expected = 180 * 1 + 10 * (1 + 2) + 10 * 2;
    expect(callsOf(id)).toBe(expected);
    expect((await detail(id)).progress).toEqual({
      contacts: 200,
      placed: expected,
      answered: 190,
      failed: 10,
      remaining: 0,
    });
    const byOutcome = db()
      .prepare(
        "SELECT termination_description AS t, COUNT(*) AS n FROM calls WHERE campaign_id = ? GROUP BY t ORDER BY t",
      )
      .all(id) as { t: string; n: number }[];
    expect(byOutcome).toEqual([
      { t: "Busy", n: 10 },
      { t: "No answer", n: 30 },
      { t: "Normal call clearing", n: 190 },
    ]);

    // The call history's campaign filter finds exactly these calls.
    const query = new URLSearchParams({
      filter: `(campaignName~${name},setupTime>=${started - 60_000})`,
      totalItems: "true",
      limit: "1",
    });
    const history = await w.call("owner", "GET", `/billing/api/v1/Calls?${query.toString()}`);
    expect(history.status, history.text).toBe(200);
    expect((history.json as { pages: { totalElements: number } }).pages.totalElements).toBe(expected);
    // And the campaign view's link (this campaign by id) finds the same calls.
    const byId = new URLSearchParams({
      filter: `(campaignId=${id},setupTime>=${started - 60_000})`,
      totalItems: "true",
      limit: "1",
    });
    const linked = await w.call("owner", "GET", `/billing/api/v1/Calls?${byId.toString()}`);
    expect((linked.json as { pages: { totalElements: number } }).pages.totalElements).toBe(expected);
    // The statistics count them too: the bot's calls grew by exactly the campaign's attempts.
    expect((await botCalls()) - botCallsBefore).toBe(expected);
    const row = db()
      .prepare(
        "SELECT campaign_name, calling_type, calling_entity_id, called_number, trigger FROM calls WHERE campaign_id = ? LIMIT 1",
      )
      .get(id);
    expect(row).toMatchObject({
      campaign_name: name,
      calling_type: "bot",
      calling_entity_id: bot,
      trigger: "campaign",
    });

    // One progress notification while it ran, then the completion.
    const notes = db()
      .prepare("SELECT type, title FROM notifications WHERE json_extract(data, '$.campaignId') = ? ORDER BY created_at")
      .all(id);
    expect(notes).toEqual([{ type: "info", title: `Campaign ${name} completed` }]);
  });

  it("opens an overnight window from its start on a chosen day until its end the morning after", () => {
    const overnight = (tz: string) => ({
      window_start: "22:00",
      window_end: "06:00",
      days: JSON.stringify(["mon"]),
      time_zone: tz,
    });
    const at = (iso: string, tz = "UTC") => windowOpen(overnight(tz), Date.parse(iso));
    // 2026-11-23 is a Monday.
    expect(at("2026-11-23T21:59:00Z")).toBe(false);
    expect(at("2026-11-23T22:00:00Z")).toBe(true);
    expect(at("2026-11-23T23:59:00Z")).toBe(true);
    expect(at("2026-11-24T06:00:00Z")).toBe(true);
    expect(at("2026-11-24T06:01:00Z")).toBe(false);
    // Monday's early morning is Sunday's night, and Tuesday night is not chosen.
    expect(at("2026-11-23T05:00:00Z")).toBe(false);
    expect(at("2026-11-24T22:30:00Z")).toBe(false);
    // In the campaign's zone: 23:00 on Monday in New York is 04:00 on Tuesday in UTC.
    expect(at("2026-11-24T04:00:00Z", "America/New_York")).toBe(true);
    expect(at("2026-11-24T12:00:00Z", "America/New_York")).toBe(false);
  });

  it("places nothing outside its window, and nothing while paused", async () => {
    const now = new Date(clock);
    const today = CAMPAIGN_DAYS[(now.getUTCDay() + 6) % 7];
    const id = await create(`Window ${randomUUID().slice(0, 8)}`, numbers(5, 7000).join("\n"), {
      days: CAMPAIGN_DAYS.filter((d) => d !== today),
    });
    expect(
      windowOpen(
        { window_start: "00:00", window_end: "23:59", days: JSON.stringify([today]), time_zone: "UTC" },
        clock,
      ),
    ).toBe(true);
    expect((await transition(id, "start")).status).toBe(200);
    tick(1);
    expect([stateOf(id), attempts(id)]).toEqual(["scheduled", 0]);
    const open = await create(`Paused ${randomUUID().slice(0, 8)}`, numbers(5, 7100).join("\n"), { callsPerSecond: 1 });
    expect((await transition(open, "start")).status).toBe(200);
    tick(1);
    expect([stateOf(open), attempts(open)]).toEqual(["running", 1]);
    expect((await transition(open, "pause")).status).toBe(200);
    tick(5);
    expect(attempts(open)).toBe(1);
    expect((await transition(open, "resume")).status).toBe(200);
    tick(1);
    expect(attempts(open)).toBe(2);
    expect(runToEnd(open)).toBe("completed");
    expect((await transition(id, "cancel")).status).toBe(200);
  });
});
