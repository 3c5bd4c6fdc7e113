import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ACCOUNT_PLANS, ACCOUNT_TYPES, BILLING_TYPES } from "../../../contract/enums/accounts";
import { OWNER_ROLES, ROLES, ADMIN_ROLES } from "../../../contract/roles";
import { verifyPassword } from "../../../platform/auth/passwords";
import { openDatabase, type Db } from "../../../platform/db/database";
import { DEMO_USERS, seed, seedIfEmpty, type SeedSummary } from "../../../platform/seed/index";
import { TIME } from "../../../contract/limits/units";

// A Wednesday, mid-morning UTC: the last 24 hours hold business-hours traffic.
const NOW = Date.UTC(2026, 2, 11, 10, 30);

let dir: string;
let db: Db;
let summary: SeedSummary;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "vc-seed-"));
  db = openDatabase(join(dir, "db.sqlite"));
  summary = await seed(db, { calls: 5000, now: NOW });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const value = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const acmeId = () => value("SELECT id FROM accounts WHERE name = 'Acme Voice'") as unknown as string;

describe("seed: demo users", () => {
  it("creates the four demo users whose passwords verify", async () => {
    for (const u of DEMO_USERS) {
      const row = one<{ password_hash: string } | undefined>(
        "SELECT password_hash FROM users WHERE email = ?",
        u.email,
      );
      expect(row, u.email).toBeDefined();
      expect(await verifyPassword(u.password, row!.password_hash)).toBe(true);
      expect(await verifyPassword(u.password + "x", row!.password_hash)).toBe(false);
    }
  });

  it("gives each demo user the account and roles of DESIGN.md", () => {
    const user = (email: string) =>
      one<{
        roles: string;
        name: string;
        type: string;
        plan: string;
        billing_type: string;
        trial_expires_at: number | null;
      }>(
        `SELECT u.roles, a.name, a.type, a.plan, a.billing_type, a.trial_expires_at FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.email = ?`,
        email,
      );
    const admin = user("admin@example.com");
    expect(admin.name).toBe("Platform Operations");
    expect(admin.type).toBe("LiveHub");
    const adminRoles = JSON.parse(admin.roles) as string[];
    expect(adminRoles).toEqual(
      expect.arrayContaining([...ADMIN_ROLES, ROLES.BOTS_READ, ROLES.CALLS_READ, ROLES.STATISTICS_READ_READ]),
    );
    expect(adminRoles).not.toContain(ROLES.BOTS_DELETE);
    // The admin SIP dialogs need it (the platform checks it with the admin role).
    expect(adminRoles).toContain(ROLES.SIPCONNECTIONS_UPDATE);

    const owner = user("owner@example.com");
    expect(owner).toMatchObject({ name: "Acme Voice", plan: "Essential Plan", billing_type: "Prepaid" });
    expect(new Set(JSON.parse(owner.roles))).toEqual(new Set(OWNER_ROLES));

    const trial = user("trial@example.com");
    expect(trial.plan).toBe("Trial Plan");
    expect(new Set(JSON.parse(trial.roles))).toEqual(new Set(OWNER_ROLES));
    expect(trial.trial_expires_at! - NOW).toBe(28 * TIME.DAY_MS);

    const viewer = user("viewer@example.com");
    expect(viewer.name).toBe("Acme Voice");
    expect(JSON.parse(viewer.roles).sort()).toEqual([ROLES.CALLS_READ, ROLES.STATISTICS_READ_READ].sort());
  });

  it("makes the demo owner a member of one more account, to switch to, with read roles only", () => {
    const memberships = all<{ email: string; name: string; roles: string }>(
      `SELECT u.email, a.name, m.roles FROM account_memberships m JOIN users u ON u.id = m.user_id JOIN accounts a ON a.id = m.account_id`,
    );
    expect(memberships.map((m) => [m.email, m.name])).toEqual([["owner@example.com", "Globex Contact Centers"]]);
    const roles = JSON.parse(memberships[0].roles) as string[];
    expect(roles).toContain(ROLES.CALLS_READ);
    expect(roles.every((r) => r.endsWith("_READ"))).toBe(true);
  });
});

describe("seed: accounts and entities", () => {
  it("covers every account type, plan and billing type, with active and inactive accounts", () => {
    const distinct = (column: string) =>
      all<{ v: string }>(`SELECT DISTINCT ${column} AS v FROM accounts`).map((r) => r.v);
    expect(new Set(distinct("type"))).toEqual(new Set(ACCOUNT_TYPES));
    expect(new Set(distinct("plan"))).toEqual(new Set(ACCOUNT_PLANS));
    expect(new Set(distinct("billing_type"))).toEqual(new Set(BILLING_TYPES));
    expect(distinct("status")).toEqual(expect.arrayContaining(["active", "inactive"]));
    expect(summary.accounts).toBeGreaterThanOrEqual(25);
    const secrets = all<{ secret: string }>("SELECT secret FROM accounts").map((r) => r.secret);
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it("gives the marketplace account its subscription and a 5 USD welcome credit", () => {
    const mp = one<{ id: string; saas_subscription_id: string | null }>(
      "SELECT id, saas_subscription_id FROM accounts WHERE name = 'Northwind Marketplace' AND type = 'MSFT' AND billing_type = 'Marketplace'",
    );
    expect(mp.saas_subscription_id).toBeTruthy();
    expect(value("SELECT amount FROM billing_records WHERE account_id = ? AND kind = 'credit'", mp.id)).toBe(5);
  });

  it("gives Acme Voice the full set of entities", () => {
    const count = (table: string) => value(`SELECT COUNT(*) FROM ${table} WHERE account_id = ?`, acmeId());
    expect(count("bots")).toBeGreaterThanOrEqual(8);
    expect(count("phone_numbers")).toBeGreaterThanOrEqual(12);
    expect(count("sip_connections")).toBeGreaterThanOrEqual(5);
    expect(count("teams_connections")).toBe(2);
    expect(count("whatsapp_numbers")).toBe(3);
    expect(count("routing_rules")).toBeGreaterThanOrEqual(6);
    expect(count("routing_groups")).toBe(2);
    expect(count("speech_services")).toBe(3);
    expect(count("alarms")).toBeGreaterThanOrEqual(8);
    const sipTypes = all<{ type: string }>(
      "SELECT DISTINCT type FROM sip_connections WHERE account_id = ?",
      acmeId(),
    ).map((r) => r.type);
    expect(new Set(sipTypes)).toEqual(new Set(["sip-trunk", "contact-center", "uc-platform"]));
    const wa = all<{ status: string; error: string | null }>(
      "SELECT status, error FROM whatsapp_numbers WHERE account_id = ?",
      acmeId(),
    );
    expect(new Set(wa.map((w) => w.status))).toEqual(new Set(["Connected", "InProgress", "Failed"]));
    expect(wa.find((w) => w.status === "Failed")!.error).toBeTruthy();
    expect(value("SELECT COUNT(*) FROM alarms WHERE account_id = ? AND active = 1", acmeId())).toBeGreaterThan(0);
    expect(value("SELECT COUNT(*) FROM alarms WHERE account_id = ? AND active = 0", acmeId())).toBeGreaterThan(0);
  });

  it("keeps HTML-looking text out of Acme and puts it in a secondary account", () => {
    const hostileBot = one<{ account_id: string } | undefined>(
      "SELECT account_id FROM bots WHERE name = '<img src=x onerror=alert(1)>'",
    );
    expect(hostileBot).toBeDefined();
    expect(hostileBot!.account_id).not.toBe(acmeId());
    expect(
      value(
        "SELECT COUNT(*) FROM calls WHERE termination_description LIKE '%<script>%' AND account_id = ?",
        hostileBot!.account_id,
      ),
    ).toBeGreaterThan(0);
    const acmeNames = all<{ name: string }>(
      `SELECT name FROM bots WHERE account_id = @a UNION ALL SELECT name FROM phone_numbers WHERE account_id = @a
       UNION ALL SELECT name FROM accounts WHERE id = @a`,
      { a: acmeId() },
    );
    expect(acmeNames.some((r) => /[<>]/.test(r.name))).toBe(false);
  });

  it("writes the platform settings and catalog", () => {
    expect(JSON.parse(value("SELECT value FROM settings WHERE key = 'mosThresholds'") as unknown as string)).toEqual({
      poorToFair: 2.8,
      fairToGood: 3.5,
    });
    expect(value("SELECT value FROM settings WHERE key = 'sessionTimeoutSeconds'")).toBe("900");
    expect(value("SELECT COUNT(*) FROM regions")).toBe(3);
    expect(value("SELECT COUNT(*) FROM cac_profiles WHERE max_concurrent_calls IS NULL AND is_default = 1")).toBe(1);
  });
});

describe("seed: call history", () => {
  it("writes about the asked number of Acme calls over 60 days, some in the last 24 hours, none in the future", () => {
    const acme = one<{ n: number; first: number; last: number; lastEnd: number }>(
      "SELECT COUNT(*) n, MIN(setup_time) first, MAX(setup_time) last, MAX(end_time) lastEnd FROM calls WHERE account_id = ?",
      acmeId(),
    );
    expect(acme.n).toBeGreaterThan(4750);
    expect(acme.n).toBeLessThan(5250);
    expect(acme.first).toBeGreaterThanOrEqual(NOW - 60 * TIME.DAY_MS);
    expect(acme.lastEnd).toBeLessThanOrEqual(NOW);
    expect(
      value("SELECT COUNT(*) FROM calls WHERE account_id = ? AND setup_time > ?", acmeId(), NOW - TIME.DAY_MS),
    ).toBeGreaterThan(20);
    expect(summary.calls).toBe(value("SELECT COUNT(*) FROM calls"));
    expect(summary.calls - acme.n).toBeGreaterThan(1000); // the other accounts' few thousand
  });

  it("makes about 92% of calls successful; failed calls never connected", () => {
    const s = one<{ ok: number; n: number }>(
      "SELECT SUM(successful) ok, COUNT(*) n FROM calls WHERE account_id = ?",
      acmeId(),
    );
    expect(s.ok / s.n).toBeGreaterThan(0.88);
    expect(s.ok / s.n).toBeLessThan(0.96);
    expect(
      value("SELECT COUNT(*) FROM calls WHERE successful = 0 AND (connect_time IS NOT NULL OR duration_seconds <> 0)"),
    ).toBe(0);
    expect(value("SELECT COUNT(*) FROM calls WHERE successful = 0 AND termination_description IS NULL")).toBe(0);
    expect(value("SELECT COUNT(*) FROM calls WHERE end_time < setup_time OR connect_time < setup_time")).toBe(0);
  });

  it("references existing entities of the call's own account on both sides", () => {
    const tables: Record<string, string> = {
      bot: "bots",
      "service-number": "phone_numbers",
      "sip-conn": "sip_connections",
      "teams-conn": "teams_connections",
      "wa-conn": "whatsapp_numbers",
    };
    const types = all<{ t: string }>(
      "SELECT DISTINCT calling_type t FROM calls UNION SELECT DISTINCT called_type FROM calls",
    ).map((r) => r.t);
    expect(new Set(types)).toEqual(new Set(Object.keys(tables)));
    for (const side of ["calling", "called"]) {
      for (const [type, table] of Object.entries(tables)) {
        const orphans = value(
          `SELECT COUNT(*) FROM calls c WHERE c.${side}_type = ? AND NOT EXISTS
             (SELECT 1 FROM ${table} e WHERE e.id = c.${side}_entity_id AND e.account_id = c.account_id AND e.name = c.${side}_name)`,
          type,
        );
        expect(orphans, `${side} ${type}`).toBe(0);
      }
    }
  });

  it("links transfer legs to their first leg by global session id", () => {
    const transfers = all<{ gsid: string; setup: number }>(
      "SELECT global_session_id gsid, setup_time setup FROM calls WHERE trigger = 'transfer' AND account_id = ?",
      acmeId(),
    );
    expect(transfers.length).toBeGreaterThan(50);
    for (const t of transfers.slice(0, 50)) {
      const legs = all<{
        trigger: string | null;
        setup_time: number;
        features: string;
        alternative_route: string | null;
        session_id: string;
      }>(
        "SELECT trigger, setup_time, features, alternative_route, session_id FROM calls WHERE global_session_id = ? ORDER BY setup_time",
        t.gsid,
      );
      expect(legs).toHaveLength(2);
      expect(legs[0].trigger).not.toBe("transfer");
      expect(JSON.parse(legs[0].features)).toContain("transfer");
      expect(legs[1].alternative_route).toMatch(/^(attempt|alternative)$/);
      expect(legs[0].session_id).not.toBe(legs[1].session_id);
    }
  });

  it("fills bot details, recording services and quality consistently", () => {
    expect(
      value(
        "SELECT COUNT(*) FROM calls WHERE (calling_type = 'bot' OR called_type = 'bot') AND bot_conversation_id IS NULL",
      ),
    ).toBe(0);
    expect(
      value(
        "SELECT COUNT(*) FROM calls WHERE calling_type <> 'bot' AND called_type <> 'bot' AND bot_conversation_id IS NOT NULL",
      ),
    ).toBe(0);
    expect(
      value("SELECT COUNT(*) FROM calls WHERE has_agent_assist <> (external_recording_servers LIKE '%agent-assist%')"),
    ).toBe(0);
    expect(
      value(
        "SELECT COUNT(*) FROM calls WHERE has_voice_translation <> (external_recording_servers LIKE '%translation%')",
      ),
    ).toBe(0);
    expect(value("SELECT COUNT(*) FROM calls WHERE recorded <> (features LIKE '%\"recording\"%')")).toBe(0);
    expect(value("SELECT COUNT(*) FROM calls WHERE campaign_id IS NOT NULL")).toBeGreaterThan(0);
    expect(value("SELECT COUNT(*) FROM calls WHERE is_ai_framework = 1")).toBeGreaterThan(0);
    expect(value("SELECT COUNT(*) FROM calls WHERE is_test_call = 1")).toBeGreaterThan(0);
    expect(
      value(
        "SELECT COUNT(*) FROM calls WHERE voice_mos_quality IS NOT NULL AND (voice_mos_quality < 1.5 OR voice_mos_quality > 4.5)",
      ),
    ).toBe(0);
    const good = value("SELECT AVG(voice_mos_quality >= 3.5) FROM calls WHERE voice_mos_quality IS NOT NULL");
    expect(good).toBeGreaterThan(0.7);
    expect(value("SELECT COUNT(*) FROM calls WHERE voice_mos_quality IS NULL")).toBeGreaterThan(0);
  });

  it("adds transcripts, post-call analysis and logs to a few percent of bot calls", () => {
    const withTranscript = value("SELECT COUNT(DISTINCT call_id) FROM call_transcripts");
    expect(withTranscript).toBe(summary.callsWithDetails);
    expect(withTranscript / summary.calls).toBeGreaterThan(0.02);
    expect(withTranscript / summary.calls).toBeLessThan(0.08);
    const turns = one<{ lo: number; hi: number }>(
      "SELECT MIN(n) lo, MAX(n) hi FROM (SELECT COUNT(*) n FROM call_transcripts GROUP BY call_id)",
    );
    expect(turns.lo).toBeGreaterThanOrEqual(4);
    expect(turns.hi).toBeLessThanOrEqual(12);
    const types = all<{ type: string }>("SELECT DISTINCT type FROM call_analyses").map((r) => r.type);
    expect(new Set(types)).toEqual(new Set(["extract", "summarize", "transcript"]));
    expect(value("SELECT COUNT(DISTINCT call_id) FROM call_logs")).toBe(withTranscript);
    expect(
      value(
        `SELECT COUNT(*) FROM call_transcripts t JOIN calls c ON c.id = t.call_id WHERE c.bot_conversation_id IS NULL`,
      ),
    ).toBe(0);
  });
});

describe("seed: schema and connection afterwards", () => {
  /** Tables, indexes, triggers and views with their SQL; ANALYZE's planner statistics are not schema. */
  const schema = (d: Db) =>
    d
      .prepare(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%' ORDER BY type, name",
      )
      .all();

  it("leaves exactly the schema the migrations create (the call indexes dropped for the bulk load are back)", () => {
    const migrated = openDatabase(join(dir, "migrated-only.sqlite"));
    try {
      expect(schema(db)).toEqual(schema(migrated));
      expect(schema(db).filter((o) => (o as { tbl_name: string }).tbl_name === "calls").length).toBeGreaterThan(10);
    } finally {
      migrated.close();
    }
  });

  it("gives the connection back with its settings: WAL, normal fsyncs, the platform's page cache", () => {
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("synchronous", { simple: true })).toBe(1);
    expect(db.pragma("cache_size", { simple: true })).toBe(-65536);
  });
});

describe("seed: guards and reproducibility", () => {
  it("refuses a database that already has accounts; seedIfEmpty leaves it alone", async () => {
    const before = value("SELECT COUNT(*) FROM calls");
    await expect(seed(db, { calls: 10, now: NOW })).rejects.toThrow(/already/);
    await expect(seedIfEmpty(db, { calls: 10, now: NOW })).resolves.toBeNull();
    expect(value("SELECT COUNT(*) FROM calls")).toBe(before);
  });

  it("builds the same entities and calls for the same options", async () => {
    const other = openDatabase(":memory:");
    try {
      const s = await seedIfEmpty(other, { calls: 5000, now: NOW });
      expect(s).not.toBeNull();
      const ids = (d: Db, sql: string) => (d.prepare(sql).pluck().all() as string[]).join(",");
      expect(ids(other, "SELECT id FROM bots ORDER BY id")).toBe(ids(db, "SELECT id FROM bots ORDER BY id"));
      expect(ids(other, "SELECT call_id FROM calls ORDER BY id LIMIT 500")).toBe(
        ids(db, "SELECT call_id FROM calls ORDER BY id LIMIT 500"),
      );
    } finally {
      other.close();
    }
  });
});
