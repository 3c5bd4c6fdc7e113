/**
 * The launch wizards' loaders and actions against the embedded platform (the seeded one, over real
 * HTTP): bot to number end to end — region, a bot created with the bots' own form, a number of the
 * wizard's region confirmed and bought, the rule refused and the failure kept, resumed, then created —
 * the existing numbers a later run lists (routed ones last, never preselected) — and the simulator's calls to that
 * number reaching that bot; steps out of order; cancel; the launch block of an inactive subscription
 * and of Teams-only mode; the gate.
 */
import { http, passthrough } from "msw";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../../contract/messages";
import { WIZARDS_API } from "../../../contract/wire/wizards";
import { ROUTING_TEST_PATH } from "../../../contract/wire/routing";
import { CallGenerator } from "../../../platform/calls/generate";
import { Rng } from "../../../platform/seed/random";
import { loadTraffic } from "../../../platform/simulator/traffic";
import {
  chooserAction,
  loadChooser,
  loadWizardStep,
  resumeWizard,
  wizardStepAction,
  cancelWizard,
} from "../../../app/features/wizards/wizards.server";
import type { BuyChoices } from "../../../app/features/wizards/buy-step.server";
import {
  answerOf,
  consoleRequest,
  makeTestContext,
  mockPlatformServer,
  randomRefreshToken,
  sessionCookieFor,
} from "../../mocks/platform";
import { startSeededPlatform, type SeededPlatform } from "../platform/support/seeded-platform";
import { TIME } from "../../../contract/limits/units";

const server = mockPlatformServer();
const toEmbeddedPlatform = () => server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));

let w: SeededPlatform;
const cookies: Record<"owner" | "trial" | "viewer" | "admin", string> = {} as never;
const db = () => w.platform.db;

beforeAll(async () => {
  toEmbeddedPlatform();
  w = await startSeededPlatform();
  for (const who of ["owner", "trial", "viewer", "admin"] as const) {
    cookies[who] = await sessionCookieFor({
      token: w.tokens[who]!,
      refreshToken: randomRefreshToken(),
      source: "password",
    });
  }
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

type Who = keyof typeof cookies;
const context = () => makeTestContext({ platformBaseUrl: w.base });
const get = (who: Who, path: string) => consoleRequest(path, { cookie: cookies[who] });
const post = (who: Who, path: string, form: Record<string, string>) =>
  consoleRequest(path, {
    cookie: cookies[who],
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });

const location = (r: Response) => r.headers.get("Location");
const step = (kind: string, id: string, query = "") => `/portal/wizards/${kind}/${id}${query}`;
const load = (who: Who, kind: string, id: string, query = "") =>
  answerOf(loadWizardStep(get(who, step(kind, id, query)), context(), kind, id));
const act = (who: Who, kind: string, id: string, form: Record<string, string>, query = "") =>
  answerOf(wizardStepAction(post(who, step(kind, id, query), form), context(), kind, id));
const draftOf = async (who: "owner" | "trial", kind: string) => {
  const r = await w.call(who, "GET", WIZARDS_API.draft(kind as never));
  return r.status === 200
    ? (r.json as {
        values: Record<string, string>;
        created: string[];
        failure: { step: string; messages: string[] } | null;
      })
    : null;
};

const botForm = (name: string) => ({
  name,
  regionId: "eu-west",
  framework: "None",
  subFramework: "custom",
  botApiType: "chat_api",
  apiUrl: "https://bots.example.com/hook",
  authMethod: "no-auth",
  transferMethod: "refer",
  backgroundMusicFormat: "mp3",
  outboundCallAttempts: "1",
  maxCallsPerSecond: "1",
  maxConcurrentCalls: "10",
});

describe("the bot-to-number wizard, end to end", () => {
  const kind = "bot-to-number";
  let botId = "";
  let numberId = "";

  it("launches at the region step; a later step by URL goes back to the current one", async () => {
    toEmbeddedPlatform();
    const chooser = await answerOf(loadChooser(get("owner", "/portal/wizards"), context()));
    const data = (await chooser.json()) as {
      wizards: { kind: string; blocked: string | null }[];
      blocked: string | null;
    };
    expect(data.wizards.map((x) => x.kind)).toContain(kind);
    expect(data.blocked).toBeNull();
    expect(location(await answerOf(resumeWizard(get("owner", `/portal/wizards/${kind}`), context(), kind)))).toBe(
      step(kind, "region"),
    );
    expect(location(await load("owner", kind, "rule"))).toBe(step(kind, "region"));
    expect((await load("owner", kind, "nope")).status).toBe(404);
    expect((await answerOf(resumeWizard(get("owner", "/portal/wizards/nope"), context(), "nope"))).status).toBe(404);
  });

  it("region: an unknown region is refused on its field; a known one leads to the bot step", async () => {
    toEmbeddedPlatform();
    expect((await act("owner", kind, "region", { regionId: "mars" })).status).toBe(400);
    expect(await draftOf("owner", kind)).toBeNull();
    const moved = await act("owner", kind, "region", { regionId: "eu-west" });
    expect(location(moved)).toBe(step(kind, "bot"));
    expect((await draftOf("owner", kind))?.values).toEqual({ region: "eu-west" });
  });

  it("bot: the bots' own create dialog (region first), its form refused on a field, then created", async () => {
    toEmbeddedPlatform();
    const page = (await (await load("owner", kind, "bot", "?create")).json()) as {
      regions: { regionId: string }[];
      frameworks: unknown[];
      picks: unknown[];
      dialog: boolean;
    };
    expect(page.dialog).toBe(true);
    expect(page.regions[0].regionId).toBe("eu-west");
    expect(page.frameworks.length).toBeGreaterThan(0);
    expect(page.picks.length).toBeGreaterThan(0);

    const refused = await act("owner", kind, "bot", { ...botForm("x") }, "?create");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("name");
    expect((await draftOf("owner", kind))?.failure).toBeNull();

    const created = await act("owner", kind, "bot", botForm("Wizard Bot One"), "?create");
    expect(location(created)).toBe(step(kind, "number"));
    botId = db()
      .prepare("SELECT id FROM bots WHERE name = 'Wizard Bot One' AND deleted_at IS NULL")
      .pluck()
      .get() as string;
    expect(botId).toBeTruthy();
    expect(await draftOf("owner", kind)).toMatchObject({ values: { region: "eu-west", bot: botId }, created: ["bot"] });
  });

  it("number: offers the numbers of the wizard's region only; a country of another region named by the URL is not offered", async () => {
    toEmbeddedPlatform();
    const page = (await (await load("owner", kind, "number")).json()) as { buy: BuyChoices };
    expect(page.buy.region).toEqual({ regionId: "eu-west", regionName: "Europe (West)" });
    expect(page.buy.countries.map((c) => c.code)).toEqual(["GB", "DE", "FR", "NL"]);
    const us = (await (
      await load("owner", kind, "number", `?country=US&type=toll+free&number=${encodeURIComponent("+18005550100")}`)
    ).json()) as { buy: BuyChoices };
    expect(us.buy).toMatchObject({ country: "", types: [], phones: null, confirm: null });
    expect(us.buy.refused).toBe(MSG.error_phone_number_other_region);
  });

  it("number: a number opens its price confirmation (nothing bought by looking); one taken meanwhile says so", async () => {
    toEmbeddedPlatform();
    const list = (await (await load("owner", kind, "number", "?country=GB&type=national")).json()) as {
      buy: BuyChoices;
    };
    expect(list.buy.types).toEqual(["national", "mobile", "toll free"]);
    expect(list.buy.confirm).toBeNull();
    const [first, second] = list.buy.phones!;
    const confirmOf = async (e164: string) =>
      (
        (await (
          await load("owner", kind, "number", `?country=GB&type=national&number=${encodeURIComponent(e164)}`)
        ).json()) as { buy: BuyChoices }
      ).buy;
    const balance = db()
      .prepare("SELECT balance FROM accounts WHERE id = ?")
      .pluck()
      .get(w.users.owner.accountId) as number;
    const confirm = await confirmOf(first.e164);
    expect(confirm.refused).toBeNull();
    expect(confirm.confirm).toEqual({
      phone: {
        e164: first.e164,
        country: "GB",
        countryName: "United Kingdom",
        region: null,
        regionName: null,
        type: "national",
        monthlyCharge: 2.5,
      },
      balance,
    });
    expect(db().prepare("SELECT COUNT(*) FROM phone_numbers WHERE e164 = ?").pluck().get(first.e164)).toBe(0);
    // Another account buys the second meanwhile: its confirmation says it is gone instead.
    db()
      .prepare(
        "INSERT INTO phone_numbers (id, account_id, name, e164, country, type, status, created_at) VALUES (?, ?, ?, ?, 'United Kingdom', 'national', 'Purchase Pending', ?)",
      )
      .run(randomUUID(), w.users.trial.accountId, second.e164, second.e164, Date.now());
    const gone = await confirmOf(second.e164);
    expect(gone.confirm).toBeNull();
    expect(gone.refused).toBe(MSG.error_wizard_number_unavailable);
    // A number of the wizard's region but another pool than the listed type's is not offered as it.
    expect((await confirmOf("+33199010100")).refused).toBe(MSG.error_wizard_number_unavailable);
  });

  it("number: the confirmation's form buys (OrderPhones in the wizard's region), once per key; another region's number is refused", async () => {
    toEmbeddedPlatform();
    const query = "?country=GB&type=national";
    const list = (await (await load("owner", kind, "number", query)).json()) as { buy: BuyChoices };
    const e164 = list.buy.phones![0].e164;
    const confirmQuery = `${query}&number=${encodeURIComponent(e164)}`;
    const { buy } = (await (await load("owner", kind, "number", confirmQuery)).json()) as { buy: BuyChoices };
    const balance = () =>
      db().prepare("SELECT balance FROM accounts WHERE id = ?").pluck().get(w.users.owner.accountId) as number;
    const before = balance();

    // A number of another region, posted by hand: the platform refuses it, nothing is charged.
    const elsewhere = await act("owner", kind, "number", {
      intent: "buy",
      e164: "+18005550110",
      idempotencyKey: randomUUID(),
    });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toEqual({ errors: { buy: [MSG.error_phone_number_other_region] } });
    expect(db().prepare("SELECT COUNT(*) FROM phone_numbers WHERE e164 = '+18005550110'").pluck().get()).toBe(0);
    expect(
      (await act("owner", kind, "number", { intent: "buy", e164: "nope", idempotencyKey: buy.idempotencyKey })).status,
    ).toBe(400);
    expect(balance()).toBe(before);

    const form = { intent: "buy", e164, idempotencyKey: buy.idempotencyKey };
    expect(location(await act("owner", kind, "number", form, confirmQuery))).toBe(step(kind, "rule"));
    // Sent again with the same key (a double submit without JavaScript): the same number, bought and charged once.
    expect(location(await act("owner", kind, "number", form, confirmQuery))).toBe(step(kind, "rule"));
    const rows = db()
      .prepare("SELECT id, region_id AS regionId FROM phone_numbers WHERE e164 = ? AND deleted_at IS NULL")
      .all(e164) as { id: string; regionId: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0].regionId).toBe("eu-west");
    expect(balance()).toBeCloseTo(before - buy.confirm!.phone.monthlyCharge, 9);
    numberId = rows[0].id;
    expect(await draftOf("owner", kind)).toMatchObject({
      values: { number: numberId },
      created: ["bot", "number"],
      failure: null,
    });
  });

  it("rule: a refused rule is kept as the step's failure with what was done; resuming lands there; then success highlights the rule", async () => {
    toEmbeddedPlatform();
    const page = (await (await load("owner", kind, "rule")).json()) as {
      rule: Record<string, string>;
      choices: unknown;
    };
    expect(page.rule).toMatchObject({
      origin: `service-number:${numberId}`,
      destination: `bot:${botId}`,
      regionId: "eu-west",
    });
    const taken = db()
      .prepare("SELECT name FROM routing_rules WHERE deleted_at IS NULL LIMIT 1")
      .pluck()
      .get() as string;
    const form = {
      name: taken,
      eventType: "call",
      origin: page.rule.origin,
      destination: page.rule.destination,
      condition: "none",
      priority: "100",
      regionId: "eu-west",
    };
    const refused = await act("owner", kind, "rule", form);
    expect(refused.status).toBe(400);
    const draft = await draftOf("owner", kind);
    expect(draft?.failure?.step).toBe("rule");
    expect(draft?.values).toMatchObject({ bot: botId, number: numberId });
    // Resumed later: the failed step, its failure shown.
    expect(location(await answerOf(resumeWizard(get("owner", `/portal/wizards/${kind}`), context(), kind)))).toBe(
      step(kind, "rule"),
    );
    const chooser = (await (await answerOf(loadChooser(get("owner", "/portal/wizards"), context()))).json()) as {
      wizards: { kind: string; draft: { failed: boolean } | null }[];
    };
    expect(chooser.wizards.find((x) => x.kind === kind)?.draft?.failed).toBe(true);
    expect(((await (await load("owner", kind, "rule")).json()) as { failure: { step: string } }).failure.step).toBe(
      "rule",
    );

    const done = await act("owner", kind, "rule", { ...form, name: "Wizard rule one" });
    const ruleId = db()
      .prepare("SELECT id FROM routing_rules WHERE name = 'Wizard rule one' AND deleted_at IS NULL")
      .pluck()
      .get() as string;
    // The page of the routing list that holds the new rule, the rule marked (docs/adding-an-entity-screen.md).
    expect(location(done)).toMatch(
      new RegExp(`^/portal/routing\\?(page=\\d+&)?highlight=${ruleId}#highlighted-record$`),
    );
    expect(await draftOf("owner", kind)).toBeNull();
    expect(
      db()
        .prepare("SELECT origin_type, origin_id, destination_type, destination_id FROM routing_rules WHERE id = ?")
        .get(ruleId),
    ).toEqual({
      origin_type: "service-number",
      origin_id: numberId,
      destination_type: "bot",
      destination_id: botId,
    });
  });

  it("the next call to that number reaches that bot: the rule tester and the simulator's generated calls agree", async () => {
    toEmbeddedPlatform();
    // The provider's answer (the simulator's lifecycle, a second in the e2e server): the number is Active.
    db().prepare("UPDATE phone_numbers SET status = 'Active' WHERE id = ?").run(numberId);
    const e164 = db().prepare("SELECT e164 FROM phone_numbers WHERE id = ?").pluck().get(numberId) as string;
    const tested = await w.call("owner", "POST", ROUTING_TEST_PATH, {
      body: { origin: `service-number:${numberId}`, calling: "+442079460000", called: e164, eventType: "call" },
    });
    expect(tested.status, tested.text).toBe(200);
    expect(tested.json).toMatchObject({ outcome: "routed", destination: { type: "bot", id: botId } });
    // And the simulator (its traffic re-read every minute): calls arrive at the number, which has no
    // bot of its own, and the wizard's rule sends them to the bot.
    const { accountId, ownBot } = db()
      .prepare("SELECT account_id AS accountId, bot_id AS ownBot FROM phone_numbers WHERE id = ?")
      .get(numberId) as { accountId: string; ownBot: string | null };
    expect(ownBot).toBeNull();
    const traffic = loadTraffic(db(), Date.now()).find((t) => t.accountId === accountId)!;
    const generator = new CallGenerator(new Rng(7), traffic);
    const now = Date.now();
    const atNumber = Array.from({ length: 2000 }, () => generator.session(now - TIME.HOUR_MS, now)[0].row).filter(
      (r) => r.calling_entity_id === numberId,
    );
    expect(atNumber.length).toBeGreaterThan(0);
    for (const row of atNumber)
      expect({ type: row.called_type, id: row.called_entity_id, number: row.called_service_number }).toEqual({
        type: "bot",
        id: botId,
        number: e164,
      });
  });
});

describe("cancel, discard and the launch block", () => {
  it("cancel forgets the draft (WizardCanceled) and reopens the chooser; the entities stay", async () => {
    toEmbeddedPlatform();
    await act("owner", "bot-to-sip-trunk", "region", { regionId: "eu-west" });
    expect(await draftOf("owner", "bot-to-sip-trunk")).not.toBeNull();
    const canceled = await answerOf(
      cancelWizard(
        post("owner", "/portal/wizards/bot-to-sip-trunk", { intent: "cancel" }),
        context(),
        "bot-to-sip-trunk",
      ),
    );
    expect(location(canceled)).toBe("/portal/wizards");
    expect(await draftOf("owner", "bot-to-sip-trunk")).toBeNull();
    expect(
      (
        await answerOf(
          cancelWizard(post("owner", "/portal/wizards/bot-to-sip-trunk", {}), context(), "bot-to-sip-trunk"),
        )
      ).status,
    ).toBe(400);
  });

  it("discard from the chooser forgets a half-finished wizard", async () => {
    toEmbeddedPlatform();
    await act("owner", "sip-connection", "region", { regionId: "eu-west" });
    const discarded = await answerOf(
      chooserAction(post("owner", "/portal/wizards", { intent: "discard", kind: "sip-connection" }), context()),
    );
    expect(location(discarded)).toBe("/portal/wizards");
    expect(await draftOf("owner", "sip-connection")).toBeNull();
  });

  it("an entity step picks only the account's own records of the step's type", async () => {
    toEmbeddedPlatform();
    await act("owner", "bot-to-contact-center", "region", { regionId: "eu-west" });
    const bot = db()
      .prepare("SELECT id FROM bots WHERE account_id = ? AND deleted_at IS NULL LIMIT 1")
      .pluck()
      .get(w.users.owner.accountId) as string;
    const foreign = db()
      .prepare("SELECT id FROM bots WHERE account_id = ? AND deleted_at IS NULL LIMIT 1")
      .pluck()
      .get(w.users.trial.accountId) as string;
    expect((await act("owner", "bot-to-contact-center", "bot", { intent: "next", entityId: foreign })).status).toBe(
      400,
    );
    expect(location(await act("owner", "bot-to-contact-center", "bot", { intent: "next", entityId: bot }))).toBe(
      step("bot-to-contact-center", "contact-center"),
    );
    const page = (await (await load("owner", "bot-to-contact-center", "contact-center")).json()) as {
      picks: { id: string }[];
    };
    const types = page.picks.map((p) =>
      db().prepare("SELECT type FROM sip_connections WHERE id = ?").pluck().get(p.id),
    );
    expect(new Set(types)).toEqual(new Set(["contact-center"]));
    const trunk = db()
      .prepare(
        "SELECT id FROM sip_connections WHERE account_id = ? AND type = 'sip-trunk' AND deleted_at IS NULL LIMIT 1",
      )
      .pluck()
      .get(w.users.owner.accountId) as string;
    expect(
      (await act("owner", "bot-to-contact-center", "contact-center", { intent: "next", entityId: trunk })).status,
    ).toBe(400);
    // Created in the step, a connection of another type is refused on its type field, nothing created.
    const before = db().prepare("SELECT COUNT(*) FROM sip_connections").pluck().get();
    const wrongType = await act(
      "owner",
      "bot-to-contact-center",
      "contact-center",
      { name: "Wrong type", type: "sip-trunk", regionId: "eu-west" },
      "?create",
    );
    expect(wrongType.status).toBe(400);
    expect(JSON.stringify(await wrongType.json())).toContain("validation_wizard_sip_type");
    expect(db().prepare("SELECT COUNT(*) FROM sip_connections").pluck().get()).toBe(before);
  });

  it("blocks launching while the subscription is inactive, and other channels' wizards in Teams-only mode", async () => {
    toEmbeddedPlatform();
    const trialAccount = w.users.trial.accountId;
    db().prepare("UPDATE accounts SET status = 'inactive' WHERE id = ?").run(trialAccount);
    try {
      const chooser = (await (await answerOf(loadChooser(get("trial", "/portal/wizards"), context()))).json()) as {
        blocked: string;
        wizards: { blocked: string }[];
      };
      expect(chooser.blocked).toBe("warning_subscription_inactive");
      expect(chooser.wizards.every((x) => x.blocked === "warning_subscription_inactive")).toBe(true);
      const refused = await answerOf(
        resumeWizard(get("trial", "/portal/wizards/bot-to-number"), context(), "bot-to-number"),
      );
      expect(location(refused)).toBe("/portal/wizards");
      const action = await act("trial", "bot-to-number", "region", { regionId: "eu-west" });
      expect(location(action)).toBe("/portal/wizards");
      expect(await draftOf("trial", "bot-to-number")).toBeNull();
    } finally {
      db().prepare("UPDATE accounts SET status = 'active' WHERE id = ?").run(trialAccount);
    }
    db().prepare("UPDATE accounts SET teams_only_mode = 1 WHERE id = ?").run(trialAccount);
    try {
      const chooser = (await (await answerOf(loadChooser(get("trial", "/portal/wizards"), context()))).json()) as {
        blocked: string;
        wizards: { kind: string; blocked: string | null }[];
      };
      expect(chooser.wizards.find((x) => x.kind === "bot-to-number")?.blocked).toBe("labels_disable_teams_only_mode");
      expect(chooser.wizards.find((x) => x.kind === "teams-connection")?.blocked).toBeNull();
      expect(location(await act("trial", "bot-to-number", "region", { regionId: "eu-west" }))).toBe("/portal/wizards");
      expect(location(await act("trial", "teams-tenant", "region", { regionId: "eu-west" }))).toBe(
        step("teams-tenant", "tenant"),
      );
    } finally {
      db().prepare("UPDATE accounts SET teams_only_mode = 0 WHERE id = ?").run(trialAccount);
    }
  });

  it("refuses a user without the routing roles, with no data", async () => {
    toEmbeddedPlatform();
    expect((await answerOf(loadChooser(get("viewer", "/portal/wizards"), context()))).status).toBe(403);
    expect((await act("viewer", "bot-to-number", "region", { regionId: "eu-west" })).status).toBe(403);
  });
});

describe("the number step's existing numbers", () => {
  it("lists the numbers not routed yet first and starts on one of them; those routed elsewhere come last, labelled, never preselected", async () => {
    toEmbeddedPlatform();
    const kind = "bot-to-number";
    await act("owner", kind, "region", { regionId: "eu-west" });
    const bot = db()
      .prepare("SELECT id FROM bots WHERE account_id = ? AND deleted_at IS NULL LIMIT 1")
      .pluck()
      .get(w.users.owner.accountId) as string;
    expect(location(await act("owner", kind, "bot", { intent: "next", entityId: bot }))).toBe(step(kind, "number"));
    const page = (await (await load("owner", kind, "number")).json()) as {
      picks: { id: string; routedTo: string | null }[];
      selected: string;
    };
    const firstRouted = page.picks.findIndex((p) => p.routedTo !== null);
    expect(firstRouted).toBeGreaterThan(0);
    expect(page.picks.slice(firstRouted).every((p) => p.routedTo !== null)).toBe(true);
    // What each answers, as the numbers list says it: its own bot, else the first rule's destination.
    const routeOf = db().prepare(
      `SELECT COALESCE((SELECT b.name FROM bots b WHERE b.id = p.bot_id),
                       (SELECT COALESCE(d.name, r.name) FROM routing_rules r LEFT JOIN bots d ON d.id = r.destination_id
                         WHERE r.origin_id = p.id AND r.deleted_at IS NULL ORDER BY r.priority, r.created_at, r.id LIMIT 1))
         FROM phone_numbers p WHERE p.id = ?`,
    );
    for (const p of page.picks) expect(routeOf.pluck().get(p.id) ?? null, p.id).toBe(p.routedTo);
    // The number the first wizard bought is routed now, by its rule, to that wizard's bot.
    const wizardNumber = db()
      .prepare("SELECT origin_id FROM routing_rules WHERE name = 'Wizard rule one' AND deleted_at IS NULL")
      .pluck()
      .get() as string;
    expect(page.picks.find((p) => p.id === wizardNumber)?.routedTo).toBe("Wizard Bot One");
    expect(page.selected).toBe(page.picks[0].id);
    expect(page.picks[0].routedTo).toBeNull();

    // A routed number may still be chosen on purpose; back at the step, the select starts on that choice.
    const routed = page.picks[firstRouted].id;
    expect(location(await act("owner", kind, "number", { intent: "next", entityId: routed }))).toBe(step(kind, "rule"));
    expect(((await (await load("owner", kind, "number")).json()) as { selected: string }).selected).toBe(routed);
    await answerOf(cancelWizard(post("owner", `/portal/wizards/${kind}`, { intent: "cancel" }), context(), kind));
  });
});
