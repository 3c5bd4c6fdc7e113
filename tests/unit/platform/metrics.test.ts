import { callWriter, type CallRow } from "../../../platform/calls/record";
import { openDatabase, type Db } from "../../../platform/db/database";
import { rebuildMetricWindows } from "../../../platform/metrics/rebuild";
import { WINDOW_MS, windowStart } from "../../../platform/metrics/windows";
import { seed } from "../../../platform/seed/index";
import { TIME } from "../../../contract/limits/units";

const NOW = Date.UTC(2026, 2, 11, 10, 30);

describe("metric windows of the seeded history", () => {
  let db: Db;
  let acme: string;
  const value = (sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params) as number;

  beforeAll(async () => {
    db = openDatabase(":memory:");
    await seed(db, { calls: 4000, now: NOW });
    acme = value("SELECT id FROM accounts WHERE name = 'Acme Voice'") as unknown as string;
  });
  afterAll(() => db.close());

  it("count the account's calls exactly, for every account", () => {
    const rows = db
      .prepare(
        `SELECT a.id, (SELECT COUNT(*) FROM calls c WHERE c.account_id = a.id AND c.is_test_call = 0) calls,
                (SELECT COALESCE(SUM(count_calls), 0) FROM metric_windows w WHERE w.account_id = a.id AND entity_type = '' AND entity_id = '') windows
         FROM accounts a`,
      )
      .all() as { id: string; calls: number; windows: number }[];
    expect(rows.reduce((s, r) => s + r.calls, 0)).toBeGreaterThan(4000);
    for (const r of rows) expect(r.windows, r.id).toBe(r.calls);
  });

  it("count an entity's calls exactly, whichever side it is on", () => {
    const bot = value(
      "SELECT calling_entity_id FROM calls WHERE account_id = ? AND calling_type = 'bot' LIMIT 1",
      acme,
    ) as unknown as string;
    const calls = value(
      "SELECT COUNT(*) FROM calls WHERE account_id = ? AND (calling_entity_id = ? OR called_entity_id = ?) AND is_test_call = 0",
      acme,
      bot,
      bot,
    );
    const windows = value(
      "SELECT SUM(count_calls) FROM metric_windows WHERE account_id = ? AND entity_type = 'bot' AND entity_id = ?",
      acme,
      bot,
    );
    expect(calls).toBeGreaterThan(100);
    expect(windows).toBe(calls);
    // Each call counts once per distinct entity: two entities per call here.
    const entityRows = value(
      "SELECT SUM(count_calls) FROM metric_windows WHERE account_id = ? AND entity_type <> ''",
      acme,
    );
    expect(entityRows).toBe(2 * value("SELECT COUNT(*) FROM calls WHERE account_id = ? AND is_test_call = 0", acme));
  });

  it("count the calls of a time range exactly", () => {
    const from = windowStart(NOW - TIME.DAY_MS);
    const to = windowStart(NOW - 2 * TIME.HOUR_MS);
    const calls = value(
      "SELECT COUNT(*) FROM calls WHERE account_id = ? AND setup_time >= ? AND setup_time < ? AND is_test_call = 0",
      acme,
      from,
      to,
    );
    const windows = value(
      "SELECT SUM(count_calls) FROM metric_windows WHERE account_id = ? AND entity_type = '' AND window_start >= ? AND window_start < ?",
      acme,
      from,
      to,
    );
    expect(calls).toBeGreaterThan(10);
    expect(windows).toBe(calls);
  });

  it("split every window's calls into quality classes and agree with success and duration totals", () => {
    expect(
      value(
        "SELECT COUNT(*) FROM metric_windows WHERE count_quality_good + count_quality_fair + count_quality_poor + count_quality_unknown <> count_calls",
      ),
    ).toBe(0);
    const fromCalls = db
      .prepare(
        `SELECT SUM(successful) ok, SUM(duration_seconds) dur, SUM(voice_mos_quality >= 3.5) good, SUM(voice_mos_quality IS NULL) unknown,
                COUNT(voice_mos_quality) media, MIN(voice_mos_quality) minMos
         FROM calls WHERE account_id = ? AND is_test_call = 0`,
      )
      .get(acme);
    const fromWindows = db
      .prepare(
        `SELECT SUM(count_success) ok, SUM(sum_duration_sec) dur, SUM(count_quality_good) good, SUM(count_quality_unknown) unknown,
                SUM(count_media) media, MIN(min_mos) minMos
         FROM metric_windows WHERE account_id = ? AND entity_type = ''`,
      )
      .get(acme);
    expect(fromWindows).toEqual(fromCalls);
  });

  it("have peaks within the window's own counts", () => {
    expect(
      value(
        "SELECT COUNT(*) FROM metric_windows WHERE max_call_attempts_per_sec < 1 OR max_call_attempts_per_sec > count_calls",
      ),
    ).toBe(0);
    expect(value("SELECT COUNT(*) FROM metric_windows WHERE max_concurrent_calls < 1")).toBe(0);
    expect(value("SELECT COUNT(*) FROM metric_windows WHERE window_start % ? <> 0", WINDOW_MS)).toBe(0);
  });

  it("rebuild to the same rows", () => {
    const snapshot = () =>
      db
        .prepare(
          "SELECT * FROM metric_windows WHERE account_id = ? AND window_start >= ? ORDER BY entity_type, entity_id, window_start",
        )
        .all(acme, NOW - 3 * TIME.DAY_MS);
    const before = snapshot();
    rebuildMetricWindows(db, acme, NOW - 3 * TIME.DAY_MS, NOW);
    expect(snapshot()).toEqual(before);
  });
});

describe("metric window peaks and rules", () => {
  const ACCOUNT = "00000000-0000-4000-8000-000000000001";
  const T0 = Date.UTC(2026, 0, 5, 12, 0); // a window boundary
  let db: Db;
  let seq = 0;

  const base = (over: Partial<CallRow>): CallRow => ({
    call_id: `call-${++seq}`,
    account_id: ACCOUNT,
    region_id: "eu-west",
    calling_type: "service-number",
    calling_entity_id: "phone-1",
    calling_name: "Phone 1",
    calling_number: "+442079460001",
    calling_is_click_to_call: 0,
    calling_is_teams: 0,
    calling_sc_type: null,
    called_type: "bot",
    called_entity_id: "bot-1",
    called_name: "Bot 1",
    called_number: null,
    called_service_number: null,
    setup_time: T0,
    connect_time: T0,
    end_time: T0 + 60_000,
    duration_seconds: 60,
    successful: 1,
    alternative_route: null,
    features: "[]",
    trigger: null,
    termination_description: null,
    voice_mos_quality: 3.9,
    source_inbound_mos: null,
    source_outbound_mos: null,
    dest_inbound_mos: null,
    dest_outbound_mos: null,
    recorded: 0,
    external_recording_servers: "[]",
    has_agent_assist: 0,
    has_voice_translation: 0,
    campaign_name: null,
    campaign_id: null,
    bot_conversation_id: null,
    is_ai_framework: 0,
    session_id: null,
    global_session_id: null,
    egress_calling_number: null,
    ingress_calling_number: null,
    source_number_out: null,
    expire_time: null,
    stt_provider: null,
    stt_model: null,
    tts_provider: null,
    tts_model: null,
    stt_avg_delay_ms: null,
    stt_max_delay_ms: null,
    stt_med_delay_ms: null,
    bot_avg_delay_ms: null,
    bot_max_delay_ms: null,
    bot_med_delay_ms: null,
    tts_avg_delay_ms: null,
    tts_max_delay_ms: null,
    tts_med_delay_ms: null,
    media_packet_loss_percent: 1,
    media_jitter_ms: 10,
    media_delay_ms: 50,
    is_test_call: 0,
    ...over,
  });
  const window = (entityType: string, entityId: string, start: number) =>
    db
      .prepare(
        "SELECT * FROM metric_windows WHERE account_id = ? AND entity_type = ? AND entity_id = ? AND window_start = ?",
      )
      .get(ACCOUNT, entityType, entityId, start) as Record<string, number> | undefined;

  beforeEach(() => {
    db = openDatabase(":memory:");
    db.prepare(
      `INSERT INTO accounts (id, name, type, status, plan, billing_type, secret, created_at)
       VALUES (?, 'Peaks', 'LiveHub', 'active', 'Essential Plan', 'Prepaid', 's', 0)`,
    ).run(ACCOUNT);
    const w = callWriter(db);
    const s = (ms: number) => T0 + ms;
    // Running since the previous window until 30 s into this one.
    w.insert(base({ setup_time: s(-60_000), connect_time: s(-58_000), end_time: s(30_000) }));
    // Three setups within one second.
    for (const at of [10_000, 10_200, 10_900])
      w.insert(base({ setup_time: s(at), connect_time: s(at + 500), end_time: s(100_000) }));
    // Later, on another bot; one still in progress.
    w.insert(base({ setup_time: s(200_000), end_time: s(250_000), called_entity_id: "bot-2", voice_mos_quality: 2.9 }));
    w.insert(
      base({
        setup_time: s(220_000),
        connect_time: s(221_000),
        end_time: null,
        called_entity_id: "bot-2",
        voice_mos_quality: null,
      }),
    );
    // A failed call.
    w.insert(
      base({
        setup_time: s(240_000),
        connect_time: null,
        end_time: s(245_000),
        duration_seconds: 0,
        successful: 0,
        voice_mos_quality: null,
      }),
    );
  });
  afterEach(() => db.close());

  it("takes the most calls in progress at once, counting calls from earlier windows", () => {
    rebuildMetricWindows(db, ACCOUNT, T0 - WINDOW_MS, T0 + 1000);
    expect(window("", "", T0 - WINDOW_MS)).toMatchObject({
      count_calls: 1,
      max_concurrent_calls: 1,
      max_call_attempts_per_sec: 1,
    });
    // At +10.9 s: the call from the previous window plus the three new ones.
    expect(window("", "", T0)).toMatchObject({
      count_calls: 6,
      count_success: 5,
      max_concurrent_calls: 4,
      max_call_attempts_per_sec: 3,
    });
    expect(window("bot", "bot-1", T0)).toMatchObject({ count_calls: 4, max_concurrent_calls: 4 });
    // bot-2: the in-progress call overlaps the finished one.
    expect(window("bot", "bot-2", T0)).toMatchObject({
      count_calls: 2,
      max_concurrent_calls: 2,
      max_call_attempts_per_sec: 1,
    });
    expect(window("service-number", "phone-1", T0)).toMatchObject({ count_calls: 6 });
  });

  it("does not count a call that ended at the very moment another was set up as concurrent", () => {
    const w = callWriter(db);
    const t = T0 + 2 * WINDOW_MS;
    w.insert(base({ setup_time: t + 1000, end_time: t + 5000, called_entity_id: "bot-3" }));
    w.insert(base({ setup_time: t + 5000, end_time: t + 9000, called_entity_id: "bot-3" }));
    rebuildMetricWindows(db, ACCOUNT, t, t);
    expect(window("bot", "bot-3", t)).toMatchObject({
      count_calls: 2,
      max_concurrent_calls: 1,
      max_call_attempts_per_sec: 1,
    });
  });

  it("counts a call still running from before a rebuilt range", () => {
    rebuildMetricWindows(db, ACCOUNT, T0 - WINDOW_MS, T0 + 1000);
    db.prepare("DELETE FROM metric_windows WHERE window_start = ?").run(T0);
    rebuildMetricWindows(db, ACCOUNT, T0, T0);
    expect(window("", "", T0)).toMatchObject({ count_calls: 6, max_concurrent_calls: 4 });
    expect(window("", "", T0 - WINDOW_MS)).toMatchObject({ count_calls: 1 });
  });

  it("classes quality by the configured MOS thresholds and sums media of measured calls", () => {
    rebuildMetricWindows(db, ACCOUNT, T0, T0);
    expect(window("", "", T0)).toMatchObject({
      count_quality_good: 3,
      count_quality_fair: 1,
      count_quality_poor: 0,
      count_quality_unknown: 2,
      count_media: 4,
      sum_packet_loss: 4,
      max_jitter: 10,
      min_mos: 2.9,
    });
    db.prepare("INSERT INTO settings (key, value) VALUES ('mosThresholds', ?)").run(
      JSON.stringify({ poorToFair: 3.0, fairToGood: 4.0 }),
    );
    rebuildMetricWindows(db, ACCOUNT, T0, T0);
    expect(window("", "", T0)).toMatchObject({
      count_quality_good: 0,
      count_quality_fair: 3,
      count_quality_poor: 1,
      count_quality_unknown: 2,
    });
  });

  it("counts distinct Teams users and the connection's licensed users", () => {
    db.prepare(
      "INSERT INTO teams_connections (id, account_id, name, licensed_users, created_at) VALUES ('teams-1', ?, 'Teams', 25, 0)",
    ).run(ACCOUNT);
    const w = callWriter(db);
    for (const user of ["+14255550001", "+14255550002", "+14255550001"]) {
      w.insert(
        base({
          setup_time: T0 + 5000,
          calling_type: "teams-conn",
          calling_entity_id: "teams-1",
          calling_number: user,
          calling_is_teams: 1,
        }),
      );
    }
    rebuildMetricWindows(db, ACCOUNT, T0, T0);
    expect(window("teams-conn", "teams-1", T0)).toMatchObject({
      count_calls: 3,
      teams_active_users: 2,
      teams_licensed_users: 25,
    });
    expect(window("", "", T0)).toMatchObject({ teams_active_users: 2, teams_licensed_users: 25 });
    expect(window("bot", "bot-1", T0)).toMatchObject({ teams_active_users: 0, teams_licensed_users: 0 });
  });

  it("removes windows whose calls are gone", () => {
    rebuildMetricWindows(db, ACCOUNT, T0 - WINDOW_MS, T0);
    db.prepare("DELETE FROM calls WHERE setup_time < ?").run(T0);
    rebuildMetricWindows(db, ACCOUNT, T0 - WINDOW_MS, T0 - WINDOW_MS);
    expect(window("", "", T0 - WINDOW_MS)).toBeUndefined();
    expect(window("", "", T0)).toBeDefined();
  });
});
