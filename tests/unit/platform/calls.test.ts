/**
 * GET /billing/api/v1/Calls and the call details, on a seeded database. Expected answers are
 * computed independently: a JavaScript filter/sort over every row of the account.
 */
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CallDetailsSchema, CallLadderSchema } from "../../../contract/callDetails";
import { CallsListResponseSchema } from "../../../contract/wire/calls";
import { ROLES } from "../../../contract/roles";
import { issueAccessToken } from "../../../platform/auth/issue";
import { readCallsList } from "../../../platform/calls/query";
import { seed } from "../../../platform/seed/index";
import { createBillingRouter } from "../../../platform/services/billing/index";
import { createTestContext, insertUser, listen, type TestContext } from "./helpers";
import { TIME } from "../../../contract/limits/units";

interface Row {
  id: number;
  call_id: string;
  account_id: string;
  region_id: string | null;
  calling_type: string;
  calling_entity_id: string | null;
  calling_name: string | null;
  calling_number: string | null;
  called_type: string;
  called_entity_id: string | null;
  called_name: string | null;
  called_number: string | null;
  setup_time: number;
  connect_time: number | null;
  end_time: number | null;
  duration_seconds: number;
  successful: number;
  voice_mos_quality: number | null;
  termination_description: string | null;
  recorded: number;
  external_recording_servers: string;
  has_agent_assist: number;
  has_voice_translation: number;
  campaign_name: string | null;
  campaign_id: string | null;
  bot_conversation_id: string | null;
  global_session_id: string | null;
  features: string;
  is_test_call: number;
}

let t: TestContext;
let base: string;
let close: () => Promise<void>;
let acme: string;
let now: number;
/** Every call of Acme (test calls included), and the live ones. */
let all: Row[];
let live: Row[];
const tokens: Record<"owner" | "viewer" | "admin" | "trial" | "noCalls", string> = {} as never;

beforeAll(async () => {
  t = createTestContext();
  now = t.ctx.now();
  const summary = await seed(t.ctx.db, { calls: 3000, now });
  acme = summary.acmeAccountId;
  const app = express();
  app.use("/billing/api", createBillingRouter(t.ctx));
  const server = await listen(app);
  base = `${server.url}/billing/api`;
  close = server.close;
  const userId = (email: string) =>
    t.ctx.db.prepare("SELECT id FROM users WHERE email = ?").pluck().get(email) as string;
  tokens.owner = await issueAccessToken(t.ctx, userId("owner@example.com"));
  tokens.viewer = await issueAccessToken(t.ctx, userId("viewer@example.com"));
  tokens.admin = await issueAccessToken(t.ctx, userId("admin@example.com"));
  tokens.trial = await issueAccessToken(t.ctx, userId("trial@example.com"));
  const noCalls = await insertUser(t.ctx, { accountId: acme, roles: [ROLES.BOTS_READ, ROLES.STATISTICS_READ_READ] });
  tokens.noCalls = await issueAccessToken(t.ctx, noCalls);
  all = t.ctx.db.prepare("SELECT * FROM calls WHERE account_id = ?").all(acme) as Row[];
  live = all.filter((r) => r.is_test_call === 0);
});

describe("recording byte ranges (a seekable player)", () => {
  it("answers a single range with 206 and its Content-Range, an unsatisfiable one with 416", async () => {
    const recorded = live.find((r) => r.recorded === 1)!;
    const headers = (range: string) => ({ authorization: `Bearer ${tokens.owner}`, range });
    const whole = await fetch(`${base}/v1/Calls/${recorded.call_id}/recording`, {
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const all = Buffer.from(await whole.arrayBuffer());
    const part = await fetch(`${base}/v1/Calls/${recorded.call_id}/recording`, { headers: headers("bytes=100-199") });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${all.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(all.subarray(100, 200));
    const beyond = await fetch(`${base}/v1/Calls/${recorded.call_id}/recording`, {
      headers: headers(`bytes=${all.length + 10}-`),
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${all.length}`);
  });
});

describe("GetCallLog: the SIP ladder of a call", () => {
  it("a transferred leg REFERs to its session's next leg, NOTIFYs at its setup; the answer follows the contract", async () => {
    const first = live.find((r) => r.termination_description === "Call transferred" && r.end_time !== null)!;
    const second = all
      .filter((r) => r.global_session_id === first.global_session_id && r.call_id !== first.call_id)
      .sort((a, b) => a.setup_time - b.setup_time)[0];
    const res = await get(`/v1/GetCallLog?callId=${first.call_id}`);
    expect(res.status).toBe(200);
    const ladder = CallLadderSchema.parse(res.body);
    expect(ladder).toMatchObject({
      callId: first.call_id,
      globalSessionId: first.global_session_id,
      called: { name: first.called_name },
    });
    const refer = ladder.messages.find((m) => m.method === "REFER" && m.status === null)!;
    expect(refer.detail).toBe(`Refer-To: <sip:${second.called_number}>`);
    const notify = ladder.messages.find((m) => m.method === "NOTIFY" && m.status === null)!;
    expect(Date.parse(notify.datetime)).toBe(second.setup_time);
    expect(ladder.messages[0]).toMatchObject({ method: "INVITE", datetime: new Date(first.setup_time).toISOString() });
    expect(ladder.messages.at(-1)).toMatchObject({
      method: "BYE",
      status: 200,
      datetime: new Date(first.end_time!).toISOString(),
    });
    // The transfer leg's own ladder: the final answer matches its outcome.
    const own = CallLadderSchema.parse((await get(`/v1/GetCallLog?callId=${second.call_id}`)).body);
    const final = own.messages.find(
      (m) => m.method === "INVITE" && m.cseq === 1 && m.from === "called" && (m.status ?? 0) >= 200,
    )!;
    expect(final.status === 200).toBe(second.connect_time !== null);
  });

  it("is scoped to the caller's account and needs LIVEHUB_CALLS_READ", async () => {
    const callId = live[0].call_id;
    expect((await get(`/v1/GetCallLog?callId=${callId}`, tokens.viewer)).status).toBe(200);
    expect((await get(`/v1/GetCallLog?callId=${callId}`, tokens.admin)).status).toBe(200);
    expect((await get(`/v1/GetCallLog?callId=${callId}`, tokens.trial)).status).toBe(404);
    expect((await get(`/v1/GetCallLog?callId=${callId}`, tokens.noCalls)).status).toBe(403);
    expect((await get(`/v1/GetCallLog?callId=${callId}`, null)).status).toBe(401);
    expect((await get("/v1/GetCallLog?callId=no-such-call")).status).toBe(404);
    const missing = await get("/v1/GetCallLog");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("callId is required");
  });

  it("a bot answer in the transcript carries its STT, bot and TTS delays within the call's maxima", async () => {
    const row = t.ctx.db
      .prepare(
        `SELECT c.call_id, c.stt_max_delay_ms, c.bot_max_delay_ms, c.tts_max_delay_ms FROM calls c
         WHERE c.account_id = ? AND c.bot_max_delay_ms IS NOT NULL AND EXISTS (SELECT 1 FROM call_transcripts t WHERE t.call_id = c.id AND t.role = 'user') LIMIT 1`,
      )
      .get(acme) as { call_id: string; stt_max_delay_ms: number; bot_max_delay_ms: number; tts_max_delay_ms: number };
    const details = CallDetailsSchema.parse((await get(`/v1/Calls/${row.call_id}`)).body);
    const answers = details.transcript!.filter((turn) => turn.latency);
    expect(answers.length).toBeGreaterThan(0);
    for (const turn of details.transcript!)
      expect(Boolean(turn.latency)).toBe(turn.role === "assistant" && details.transcript!.indexOf(turn) > 0);
    expect(Math.max(...answers.map((a) => a.latency!.botMs))).toBe(row.bot_max_delay_ms);
    expect(Math.max(...answers.map((a) => a.latency!.sttMs))).toBe(row.stt_max_delay_ms);
  });
});

afterAll(async () => {
  await close();
  t.cleanup();
});

async function get(path: string, token: string | null = tokens.owner) {
  const res = await fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : undefined };
}

/** GET /v1/Calls with the query; the filter group is URL-encoded. */
function calls(params: Record<string, string | number | boolean>, token: string | null = tokens.owner) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return get(`/v1/Calls?${query}`, token);
}

/** Every page of a query (limit 1000), as callIds in answer order. */
async function allIds(
  params: Record<string, string | number | boolean>,
  token: string | null = tokens.owner,
): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await calls({ ...params, page, limit: 1000 }, token);
    if (res.status === 204) return ids;
    expect(res.status).toBe(200);
    ids.push(...res.body.calls.map((c: { callId: string }) => c.callId));
    if (res.body.calls.length < 1000) return ids;
  }
}

const sortIds = (rows: Row[]) => rows.map((r) => r.call_id).sort();
const contains = (v: string | null, q: string) => v !== null && v.toLowerCase().includes(q.toLowerCase());
const hasServer = (r: Row, type: string) =>
  (JSON.parse(r.external_recording_servers) as { entityType: string }[]).some((s) => s.entityType === type);
const pick = <T>(rows: Row[], f: (r: Row) => T | null): T => {
  const found = rows.map(f).find((v) => v !== null && v !== undefined);
  if (found === undefined || found === null) throw new Error("seed data lacks a value for this test");
  return found;
};

/** SQLite order: NULL first ascending; ties by setup time then rowid in the same direction. */
const compare = (key: keyof Row, desc: boolean) => (a: Row, b: Row) => {
  const cmp = (x: unknown, y: unknown) =>
    x === y ? 0 : x === null ? -1 : y === null ? 1 : (x as number | string) < (y as number | string) ? -1 : 1;
  const c = cmp(a[key], b[key]) || cmp(a.setup_time, b.setup_time) || cmp(a.id, b.id);
  return desc ? -c : c;
};

describe("filters: every field and operator against a JavaScript filter", () => {
  // [filter text, expected rows] built lazily (the data exists only after beforeAll).
  const cases: [string, () => { filter: string; expected: Row[] }][] = [
    [
      "setupTime >= and <=",
      () => ({
        filter: `(setupTime>=${now - 7 * TIME.DAY_MS},setupTime<=${now - 2 * TIME.DAY_MS})`,
        expected: live.filter((r) => r.setup_time >= now - 7 * TIME.DAY_MS && r.setup_time <= now - 2 * TIME.DAY_MS),
      }),
    ],
    [
      "setupTime > and < (ISO dates)",
      () => ({
        filter: `(setupTime>${new Date(now - 3 * TIME.DAY_MS).toISOString()},setupTime<${new Date(now - TIME.DAY_MS).toISOString()})`,
        expected: live.filter((r) => r.setup_time > now - 3 * TIME.DAY_MS && r.setup_time < now - TIME.DAY_MS),
      }),
    ],
    [
      "setupTime = and !=",
      () => {
        const v = live[5].setup_time;
        return { filter: `(setupTime=${v})`, expected: live.filter((r) => r.setup_time === v) };
      },
    ],
    [
      "setupTime !=",
      () => {
        const v = live[5].setup_time;
        return { filter: `(setupTime!=${v})`, expected: live.filter((r) => r.setup_time !== v) };
      },
    ],
    [
      "connectTime >=",
      () => ({
        filter: `(connectTime>=${now - 5 * TIME.DAY_MS})`,
        expected: live.filter((r) => r.connect_time !== null && r.connect_time >= now - 5 * TIME.DAY_MS),
      }),
    ],
    [
      "endTime <= with setupTime lower bound",
      () => ({
        filter: `(setupTime>=${now - 11 * TIME.DAY_MS},endTime<=${now - 10 * TIME.DAY_MS})`,
        expected: live.filter(
          (r) => r.setup_time >= now - 11 * TIME.DAY_MS && r.end_time !== null && r.end_time <= now - 10 * TIME.DAY_MS,
        ),
      }),
    ],
    [
      "durationSeconds >=",
      () => ({ filter: "(durationSeconds>=120)", expected: live.filter((r) => r.duration_seconds >= 120) }),
    ],
    [
      "durationSeconds < and >",
      () => ({
        filter: "(durationSeconds>5,durationSeconds<30)",
        expected: live.filter((r) => r.duration_seconds > 5 && r.duration_seconds < 30),
      }),
    ],
    [
      "durationSeconds = and !=",
      () => ({ filter: "(durationSeconds!=0)", expected: live.filter((r) => r.duration_seconds !== 0) }),
    ],
    [
      "durationSeconds =",
      () => ({ filter: "(durationSeconds=0)", expected: live.filter((r) => r.duration_seconds === 0) }),
    ],
    ["successful = false", () => ({ filter: "(successful=false)", expected: live.filter((r) => r.successful === 0) })],
    ["successful != true", () => ({ filter: "(successful!=1)", expected: live.filter((r) => r.successful !== 1) })],
    [
      "voiceMosQuality <",
      () => ({
        filter: "(voiceMosQuality<2.8)",
        expected: live.filter((r) => r.voice_mos_quality !== null && r.voice_mos_quality < 2.8),
      }),
    ],
    [
      "voiceMosQuality >= and <=",
      () => ({
        filter: "(voiceMosQuality>=3.5,voiceMosQuality<=4)",
        expected: live.filter(
          (r) => r.voice_mos_quality !== null && r.voice_mos_quality >= 3.5 && r.voice_mos_quality <= 4,
        ),
      }),
    ],
    [
      "voiceMosQuality =",
      () => {
        const v = pick(live, (r) => r.voice_mos_quality);
        return { filter: `(voiceMosQuality=${v})`, expected: live.filter((r) => r.voice_mos_quality === v) };
      },
    ],
    [
      "voiceMosQuality !=",
      () => {
        const v = pick(live, (r) => r.voice_mos_quality);
        return { filter: `(voiceMosQuality!=${v})`, expected: live.filter((r) => r.voice_mos_quality !== v) };
      },
    ],
    [
      "voiceMosMeasured = false (quality unknown)",
      () => ({ filter: "(voiceMosMeasured=false)", expected: live.filter((r) => r.voice_mos_quality === null) }),
    ],
    [
      "voiceMosMeasured = true",
      () => ({ filter: "(voiceMosMeasured=true)", expected: live.filter((r) => r.voice_mos_quality !== null) }),
    ],
    [
      "CallingEntityName =",
      () => {
        const v = pick(live, (r) => r.calling_name);
        return { filter: `(CallingEntityName=${v})`, expected: live.filter((r) => r.calling_name === v) };
      },
    ],
    [
      "CallingEntityName ~ (any case)",
      () => ({ filter: "(CallingEntityName~TEAM)", expected: live.filter((r) => contains(r.calling_name, "team")) }),
    ],
    [
      "CalledEntityName ~",
      () => ({ filter: "(CalledEntityName~bot)", expected: live.filter((r) => contains(r.called_name, "bot")) }),
    ],
    [
      "CalledEntityName =",
      () => {
        const v = pick(live, (r) => r.called_name);
        return { filter: `(CalledEntityName=${v})`, expected: live.filter((r) => r.called_name === v) };
      },
    ],
    [
      "callingNumber ~",
      () => ({ filter: "(callingNumber~44)", expected: live.filter((r) => contains(r.calling_number, "44")) }),
    ],
    [
      "callingNumber =",
      () => {
        const v = pick(live, (r) => r.calling_number);
        return { filter: `(callingNumber=${v})`, expected: live.filter((r) => r.calling_number === v) };
      },
    ],
    [
      "calledNumber ~ and =",
      () => {
        const v = pick(live, (r) => r.called_number);
        return {
          filter: `(calledNumber~${v.slice(-4)},calledNumber=${v})`,
          expected: live.filter((r) => r.called_number === v),
        };
      },
    ],
    [
      "campaignId =",
      () => {
        const v = pick(live, (r) => r.campaign_id);
        return { filter: `(campaignId=${v})`, expected: live.filter((r) => r.campaign_id === v) };
      },
    ],
    [
      "campaignId != (keeps calls without campaign)",
      () => {
        const v = pick(live, (r) => r.campaign_id);
        return { filter: `(campaignId!=${v})`, expected: live.filter((r) => r.campaign_id !== v) };
      },
    ],
    [
      "campaignName ~",
      () => {
        const v = pick(live, (r) => r.campaign_name);
        return {
          filter: `(campaignName~${v.slice(1, 5)})`,
          expected: live.filter((r) => contains(r.campaign_name, v.slice(1, 5))),
        };
      },
    ],
    [
      "globalSessionId =",
      () => {
        const v = pick(
          live.filter((r) => live.filter((x) => x.global_session_id === r.global_session_id).length > 1),
          (r) => r.global_session_id,
        );
        return { filter: `(globalSessionId=${v})`, expected: live.filter((r) => r.global_session_id === v) };
      },
    ],
    [
      "botConversationId ~",
      () => {
        const v = pick(live, (r) => r.bot_conversation_id);
        return {
          filter: `(botConversationId~${v.slice(0, 6)})`,
          expected: live.filter((r) => contains(r.bot_conversation_id, v.slice(0, 6))),
        };
      },
    ],
    ["id =", () => ({ filter: `(id=${live[10].call_id})`, expected: [live[10]] })],
    [
      "id ~",
      () => {
        const v = live[10].call_id.slice(2, 9);
        return { filter: `(id~${v})`, expected: live.filter((r) => contains(r.call_id, v)) };
      },
    ],
    [
      "regionId = and !=",
      () => {
        const v = pick(live, (r) => r.region_id);
        return { filter: `(regionId!=${v})`, expected: live.filter((r) => r.region_id !== v) };
      },
    ],
    [
      "terminationDescription ~",
      () => ({
        filter: "(terminationDescription~normal)",
        expected: live.filter((r) => contains(r.termination_description, "normal")),
      }),
    ],
    [
      "recordingBoolean = true",
      () => ({ filter: "(recordingBoolean=true)", expected: live.filter((r) => r.recorded === 1) }),
    ],
    [
      "recordingBoolean != true",
      () => ({ filter: "(recordingBoolean!=true)", expected: live.filter((r) => r.recorded === 0) }),
    ],
    [
      "externalRecordingSipEntityType = true",
      () => ({
        filter: "(externalRecordingSipEntityType=true)",
        expected: live.filter((r) => hasServer(r, "sipConnection")),
      }),
    ],
    [
      "externalRecordingSipEntityType = false",
      () => ({
        filter: "(externalRecordingSipEntityType=false)",
        expected: live.filter((r) => !hasServer(r, "sipConnection")),
      }),
    ],
    [
      "assistBotRole = true",
      () => ({ filter: "(assistBotRole=true)", expected: live.filter((r) => r.has_agent_assist === 1) }),
    ],
    [
      "voiceTranslationRole = true",
      () => ({ filter: "(voiceTranslationRole=1)", expected: live.filter((r) => r.has_voice_translation === 1) }),
    ],
    [
      "callingEntityType =",
      () => ({ filter: "(callingEntityType=sip-conn)", expected: live.filter((r) => r.calling_type === "sip-conn") }),
    ],
    [
      "calledEntityType !=",
      () => ({ filter: "(calledEntityType!=bot)", expected: live.filter((r) => r.called_type !== "bot") }),
    ],
    [
      "entityType = (either party)",
      () => ({
        filter: "(entityType=service-number)",
        expected: live.filter((r) => r.calling_type === "service-number" || r.called_type === "service-number"),
      }),
    ],
    [
      "entityType != (neither party)",
      () => ({
        filter: "(entityType!=bot)",
        expected: live.filter((r) => r.calling_type !== "bot" && r.called_type !== "bot"),
      }),
    ],
    [
      "entityId = (either party)",
      () => {
        const v = pick(live, (r) => r.called_entity_id);
        return {
          filter: `(entityId=${v})`,
          expected: live.filter((r) => r.calling_entity_id === v || r.called_entity_id === v),
        };
      },
    ],
    [
      "callingEntityId =",
      () => {
        const v = pick(live, (r) => r.calling_entity_id);
        return { filter: `(callingEntityId=${v})`, expected: live.filter((r) => r.calling_entity_id === v) };
      },
    ],
    [
      "calledEntityId =",
      () => {
        const v = pick(live, (r) => r.called_entity_id);
        return { filter: `(calledEntityId=${v})`, expected: live.filter((r) => r.called_entity_id === v) };
      },
    ],
    ["accountId = own account", () => ({ filter: `(accountId=${acme})`, expected: live })],
    [
      "features ~",
      () => ({
        filter: "(features~dtmf)",
        expected: live.filter((r) =>
          (JSON.parse(r.features) as string[]).some((f) => f.toLowerCase().includes("dtmf")),
        ),
      }),
    ],
    [
      "several clauses together",
      () => ({
        filter: `(setupTime>=${now - 20 * TIME.DAY_MS},successful=true,CalledEntityName~bot,durationSeconds>=60)`,
        expected: live.filter(
          (r) =>
            r.setup_time >= now - 20 * TIME.DAY_MS &&
            r.successful === 1 &&
            contains(r.called_name, "bot") &&
            r.duration_seconds >= 60,
        ),
      }),
    ],
  ];

  it.each(cases)("%s", async (_name, build) => {
    const { filter, expected } = build();
    expect(expected.length).toBeGreaterThan(0); // a case that matches nothing proves nothing
    const res = await calls({ filter, totalItems: true, limit: 1 });
    expect(res.status).toBe(200);
    expect(res.body.pages.totalElements).toBe(expected.length);
    if (expected.length <= 3000) expect((await allIds({ filter })).sort()).toEqual(sortIds(expected));
  });

  it("~ matches % and _ literally", async () => {
    expect(live.some((r) => contains(r.calling_name, "%") || contains(r.calling_name, "_"))).toBe(false);
    expect((await calls({ filter: "(CallingEntityName~%)" })).status).toBe(204);
    expect((await calls({ filter: "(CallingEntityName~_)" })).status).toBe(204);
  });
});

describe("sorting", () => {
  const sortable = [
    "setupTime",
    "connectTime",
    "endTime",
    "durationSeconds",
    "voiceMosQuality",
    "CallingEntityName",
    "CalledEntityName",
  ];
  const column: Record<string, keyof Row> = {
    setupTime: "setup_time",
    connectTime: "connect_time",
    endTime: "end_time",
    durationSeconds: "duration_seconds",
    voiceMosQuality: "voice_mos_quality",
    CallingEntityName: "calling_name",
    CalledEntityName: "called_name",
  };
  // Two windows: 10 days walks a sort index, 1 day sorts the range: both plans must agree.
  for (const days of [10, 1]) {
    for (const field of sortable) {
      for (const desc of [false, true]) {
        it(`${desc ? "-" : ""}${field} over ${days} day(s)`, async () => {
          const from = now - days * TIME.DAY_MS;
          const expected = live.filter((r) => r.setup_time >= from).sort(compare(column[field], desc));
          const res = await calls({
            filter: `(setupTime>=${from})`,
            sort: `${desc ? "-" : ""}${field}`,
            limit: 15,
            page: 2,
          });
          expect(res.status).toBe(200);
          expect(res.body.calls.map((c: { callId: string }) => c.callId)).toEqual(
            expected.slice(15, 30).map((r) => r.call_id),
          );
        });
      }
    }
  }
});

describe("paging", () => {
  it("offset pages cover the set without duplicates or gaps", async () => {
    const filter = `(setupTime>=${now - 15 * TIME.DAY_MS})`;
    const expected = live.filter((r) => r.setup_time >= now - 15 * TIME.DAY_MS);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 97); page++) {
      const res = await calls({ filter, sort: "-setupTime", page, limit: 97 });
      expect(res.status).toBe(200);
      expect(res.body.pages).toMatchObject({ page, limit: 97 });
      seen.push(...res.body.calls.map((c: { callId: string }) => c.callId));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(sortIds(expected));
    // One page past the end is empty.
    expect((await calls({ filter, page: Math.ceil(expected.length / 97) + 1, limit: 97 })).status).toBe(204);
  });

  // Wide and narrow ranges, nullable and not-null sort columns, both directions.
  const cursorCases = [
    { sort: "-setupTime", days: 20, extra: "" },
    { sort: "voiceMosQuality", days: 20, extra: "" },
    { sort: "-voiceMosQuality", days: 20, extra: ",successful=true" },
    { sort: "-connectTime", days: 1.9, extra: "" }, // under WIDE_RANGE_MS, yet two daily cycles of traffic
    { sort: "CalledEntityName", days: 30, extra: ",durationSeconds>=10" },
  ];
  it.each(cursorCases)("cursors walk $sort forwards and back over the same rows", async ({ sort, days, extra }) => {
    const filter = `(setupTime>=${Math.round(now - days * TIME.DAY_MS)}${extra})`;
    const everything = await allIds({ filter, sort });
    expect(everything.length).toBeGreaterThan(30);
    const forward: string[] = [];
    let res = await calls({ filter, sort, limit: 10 });
    expect(res.body.pages.prev).toBeUndefined();
    const firstPage = res.body.calls.map((c: { callId: string }) => c.callId);
    for (;;) {
      forward.push(...res.body.calls.map((c: { callId: string }) => c.callId));
      if (!res.body.pages.next) break;
      res = await calls({ filter, sort, limit: 10, after: res.body.pages.next });
      expect(res.status).toBe(200);
    }
    expect(forward).toEqual(everything);
    // Back from the last page with `before`.
    const backward: string[][] = [];
    for (;;) {
      backward.unshift(res.body.calls.map((c: { callId: string }) => c.callId));
      if (!res.body.pages.prev) break;
      res = await calls({ filter, sort, limit: 10, before: res.body.pages.prev });
      expect(res.status).toBe(200);
    }
    expect(backward.flat()).toEqual(everything);
    expect(backward[0]).toEqual(firstPage);
  });

  it("an offset page gives a cursor to its neighbours", async () => {
    const filter = `(setupTime>=${now - 10 * TIME.DAY_MS})`;
    const page2 = await calls({ filter, page: 2, limit: 10 });
    const page3 = await calls({ filter, limit: 10, after: page2.body.pages.next });
    const page1 = await calls({ filter, limit: 10, before: page2.body.pages.prev });
    expect(page3.body.calls).toEqual((await calls({ filter, page: 3, limit: 10 })).body.calls);
    expect(page1.body.calls).toEqual((await calls({ filter, page: 1, limit: 10 })).body.calls);
  });

  it("totalElements only when totalItems=true", async () => {
    const without = await calls({ limit: 5 });
    expect(without.body.pages.totalElements).toBeUndefined();
    const withCount = await calls({ limit: 5, totalItems: true });
    expect(withCount.body.pages.totalElements).toBe(live.length);
  });

  it("answers 204 with no body when nothing matches", async () => {
    const res = await calls({ filter: "(durationSeconds>=999999)" });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
  });
});

describe("readCallsList (export jobs): every row of a list in its order, in batches", () => {
  // Orders an index gives (rows read directly) and orders that need a sort (ids ordered in steps,
  // rows read by id), with more batches and steps than one.
  const cases = [
    {
      name: "-setupTime over 20 days",
      filters: [{ field: "setupTime", op: ">=", value: -20 }],
      sort: "setupTime",
      desc: true,
      tests: false,
    },
    { name: "setupTime ascending, test calls included", filters: [], sort: "setupTime", desc: false, tests: true },
    {
      name: "-durationSeconds of failed calls (sorted)",
      filters: [{ field: "successful", op: "=", value: false }],
      sort: "durationSeconds",
      desc: true,
      tests: false,
    },
    {
      name: "CallingEntityName over 30 days with test calls (sorted)",
      filters: [{ field: "setupTime", op: ">=", value: -30 }],
      sort: "CallingEntityName",
      desc: false,
      tests: true,
    },
    {
      name: "-voiceMosQuality (nullable) over 40 days",
      filters: [{ field: "setupTime", op: ">=", value: -40 }],
      sort: "voiceMosQuality",
      desc: true,
      tests: false,
    },
  ] as const;
  const column: Record<string, keyof Row> = {
    setupTime: "setup_time",
    durationSeconds: "duration_seconds",
    voiceMosQuality: "voice_mos_quality",
    CallingEntityName: "calling_name",
  };
  it.each(cases)("$name", ({ filters, sort, desc, tests }) => {
    const clauses = filters.map((f) =>
      f.field === "setupTime" ? { ...f, value: now + (f.value as number) * TIME.DAY_MS } : f,
    );
    const from = clauses.find((f) => f.field === "setupTime")?.value as number | undefined;
    const expected = (tests ? all : live)
      .filter(
        (r) =>
          (from === undefined || r.setup_time >= from) &&
          (!clauses.some((f) => f.field === "successful") || r.successful === 0),
      )
      .sort(compare(column[sort], desc))
      .map((r) => r.call_id);
    expect(expected.length).toBeGreaterThan(200);
    const reader = readCallsList(
      t.ctx.db,
      {
        accountId: acme,
        filters: clauses,
        sort: { field: sort, direction: desc ? "desc" : "asc" },
        includeTestCalls: tests,
        columns: ["call_id"],
        maxSearchDays: 3,
      },
      37,
      120,
    );
    const callId = reader.columns.indexOf("call_id");
    const batches = [...reader.batches()];
    expect(batches.every((b) => b.length <= 37)).toBe(true);
    expect(batches.flat().map((row) => row[callId])).toEqual(expected);
  });
});

describe("search", () => {
  const range = () => `(setupTime>=${now - 2 * TIME.DAY_MS},setupTime<=${now})`;
  it("matches a callId prefix and names or numbers, inside a short range", async () => {
    const recent = live.filter((r) => r.setup_time >= now - 2 * TIME.DAY_MS && r.setup_time <= now);
    const target = recent[3];
    const byId = await allIds({ filter: range(), search: target.call_id.slice(0, 12) });
    const expectedById = recent.filter(
      (r) =>
        r.call_id.startsWith(target.call_id.slice(0, 12)) ||
        [r.calling_name, r.called_name, r.calling_number, r.called_number].some((v) =>
          contains(v, target.call_id.slice(0, 12)),
        ),
    );
    expect(byId.sort()).toEqual(sortIds(expectedById));
    expect(byId).toContain(target.call_id);
    const byName = await allIds({ filter: range(), search: "Bot" });
    const expectedByName = recent.filter(
      (r) =>
        r.call_id.toLowerCase().startsWith("bot") ||
        [r.calling_name, r.called_name, r.calling_number, r.called_number].some((v) => contains(v, "bot")),
    );
    expect(expectedByName.length).toBeGreaterThan(0);
    expect(byName.sort()).toEqual(sortIds(expectedByName));
  });

  it("needs a date range shorter than 3 days", async () => {
    for (const filter of [
      undefined,
      `(setupTime>=${now - TIME.DAY_MS})`,
      `(setupTime>=${now - 3 * TIME.DAY_MS},setupTime<=${now})`,
    ]) {
      const res = await calls(filter ? { filter, search: "bot" } : { search: "bot" });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Search needs a date range shorter than 3 days");
    }
  });
});

describe("bad queries answer 400 with a message, never 5xx", () => {
  const bad: [string, string][] = [
    ["page=-1", "page=-1"],
    ["page=0", "page=0"],
    ["limit=100000", "limit=100000"],
    ["limit=0", "limit=0"],
    ["sort=nosuchfield", "sort=nosuchfield"],
    ["sort on a filter-only field", "sort=successful"],
    ["filter=(x=", "filter=(x="],
    ["unknown filter field", "filter=(nosuch=1)"],
    ["bad date", "filter=(setupTime>=yesterday)"],
    ["bad number", "filter=(durationSeconds>=ten)"],
    ["operator not allowed", "filter=(successful~tr)"],
    ["bad boolean parameter", "includeTestCalls=maybe"],
    ["garbage cursor", "after=%%%"],
    ["cursor of another sort", `after=${Buffer.from(JSON.stringify([1, 2, 3, 4])).toString("base64url")}`],
    ["before and after", "before=a&after=b"],
  ];
  it.each(bad)("%s", async (_name, query) => {
    const res = await get(`/v1/Calls?${query}`);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    expect(res.body.message.length).toBeGreaterThan(0);
  });

  it("random query strings never get a 5xx", async () => {
    const fragments = [
      "page=",
      "limit=",
      "sort=",
      "-",
      "filter=",
      "(",
      ")",
      ",",
      "=",
      "~",
      ">=",
      "<=",
      "!=",
      ">",
      "<",
      "\\",
      "&",
      "search=",
      "totalItems=",
      "after=",
      "before=",
      "includeTestCalls=",
      "setupTime",
      "durationSeconds",
      "voiceMosQuality",
      "CalledEntityName",
      "entityId",
      "features",
      "successful",
      "accountId",
      "true",
      "1",
      "-1",
      "0",
      "1e309",
      "abc",
      "%25",
      "%00",
      "'",
      '"',
      ";DROP TABLE calls",
      "2024-01-01T00:00:00Z",
      String(Date.now()),
      "WyJ4IiwxXQ",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 6 })), { maxLength: 14 }),
        async (parts) => {
          const res = await fetch(`${base}/v1/Calls?${parts.join("")}`, {
            headers: { authorization: `Bearer ${tokens.owner}` },
          });
          await res.arrayBuffer();
          expect([200, 204, 400, 404]).toContain(res.status);
        },
      ),
      { numRuns: 300 },
    );
    expect(t.ctx.db.prepare("SELECT COUNT(*) FROM calls").pluck().get()).toBeGreaterThan(0);
  });
});

describe("account scoping and roles", () => {
  it("owner and viewer of Acme see only Acme's calls", async () => {
    for (const token of [tokens.owner, tokens.viewer]) {
      const ids = await allIds({ includeTestCalls: true }, token);
      expect(ids.sort()).toEqual(sortIds(all));
    }
  });

  it("another account's owner sees only its own calls", async () => {
    const trialAccount = t.ctx.db
      .prepare("SELECT account_id FROM users WHERE email = 'trial@example.com'")
      .pluck()
      .get() as string;
    const trialIds = t.ctx.db
      .prepare("SELECT call_id FROM calls WHERE account_id = ? AND is_test_call = 0")
      .pluck()
      .all(trialAccount) as string[];
    expect(trialIds.length).toBeGreaterThan(0);
    expect((await allIds({}, tokens.trial)).sort()).toEqual([...trialIds].sort());
  });

  it("an accountId filter naming another account answers 404", async () => {
    const other = t.ctx.db
      .prepare("SELECT account_id FROM calls WHERE account_id != ? LIMIT 1")
      .pluck()
      .get(acme) as string;
    const res = await calls({ filter: `(accountId=${other})` });
    expect(res.status).toBe(404);
    expect(res.body.message).toBeTruthy();
  });

  it("a call of another account answers 404 on every details path", async () => {
    const foreign = t.ctx.db
      .prepare("SELECT call_id FROM calls WHERE account_id != ? AND recorded = 1 LIMIT 1")
      .pluck()
      .get(acme) as string;
    for (const suffix of ["", "/transcript", "/log", "/recording"]) {
      expect((await get(`/v1/Calls/${foreign}${suffix}`)).status).toBe(404);
    }
  });

  it("a token without LIVEHUB_CALLS_READ gets 403; no or a bad token gets 401", async () => {
    expect((await calls({}, tokens.noCalls)).status).toBe(403);
    const none = await calls({}, null);
    expect(none.status).toBe(401);
    expect(none.body.message).toBeTruthy();
    expect((await calls({}, `${tokens.owner.slice(0, -4)}AAAA`)).status).toBe(401);
    expect((await calls({}, "not-a-jwt")).status).toBe(401);
  });

  it("administrators list every account on /v1/Admin/Calls, with the account's name", async () => {
    expect((await get("/v1/Admin/Calls", tokens.owner)).status).toBe(403);
    const res = await get("/v1/Admin/Calls?limit=1000&totalItems=true", tokens.admin);
    expect(res.status).toBe(200);
    const total = t.ctx.db.prepare("SELECT COUNT(*) FROM calls WHERE is_test_call = 0").pluck().get() as number;
    expect(res.body.pages.totalElements).toBe(total);
    const accounts = new Set(res.body.calls.map((c: { accountId: string }) => c.accountId));
    expect(accounts.size).toBeGreaterThan(1);
    const acmeRow = res.body.calls.find((c: { accountId: string }) => c.accountId === acme);
    expect(acmeRow?.accountName).toBe("Acme Voice");
    const filtered = await get(`/v1/Admin/Calls?totalItems=true&filter=(accountId=${acme})`, tokens.admin);
    expect(filtered.body.pages.totalElements).toBe(live.length);
  });
});

describe("answer shape", () => {
  it("rows follow the contract; includeExternalServers and includeTestCalls", async () => {
    const withServers = await calls({ includeExternalServers: true, filter: "(assistBotRole=true)", limit: 5 });
    expect(() => CallsListResponseSchema.parse(withServers.body)).not.toThrow();
    const row = withServers.body.calls[0];
    const stored = all.find((r) => r.call_id === row.callId)!;
    expect(row.externalRecordingServers).toEqual(JSON.parse(stored.external_recording_servers));
    expect(row.setupTime).toBe(new Date(stored.setup_time).toISOString());
    expect(row.accountId).toBeUndefined();

    const without = await calls({ limit: 5 });
    expect(without.body.calls.every((c: object) => !("externalRecordingServers" in c))).toBe(true);

    const tests = all.filter((r) => r.is_test_call === 1);
    expect(tests.length).toBeGreaterThan(0);
    expect((await calls({ includeTestCalls: true, totalItems: true })).body.pages.totalElements).toBe(all.length);
    expect((await calls({ includeTestCalls: false, totalItems: true })).body.pages.totalElements).toBe(live.length);
    expect((await calls({ filter: `(id=${tests[0].call_id})` })).status).toBe(204);
  });
});

describe("call details", () => {
  const withTranscript = () =>
    t.ctx.db
      .prepare(
        "SELECT c.call_id FROM calls c WHERE c.account_id = ? AND EXISTS (SELECT 1 FROM call_transcripts t WHERE t.call_id = c.id) LIMIT 1",
      )
      .pluck()
      .get(acme) as string;

  it("one call with transcript and post-call analysis; the viewer gets no transcript", async () => {
    const callId = withTranscript();
    const res = await get(`/v1/Calls/${callId}`);
    expect(res.status).toBe(200);
    expect(res.body.callId).toBe(callId);
    const turns = t.ctx.db
      .prepare("SELECT COUNT(*) FROM call_transcripts t JOIN calls c ON c.id = t.call_id WHERE c.call_id = ?")
      .pluck()
      .get(callId);
    expect(res.body.transcript).toHaveLength(turns as number);
    expect(Array.isArray(res.body.postCallAnalysis)).toBe(true);
    const viewer = await get(`/v1/Calls/${callId}`, tokens.viewer);
    expect(viewer.status).toBe(200);
    expect(viewer.body.transcript).toBeUndefined();
    expect((await get(`/v1/Calls/${callId}/transcript`, tokens.viewer)).status).toBe(403);
    expect((await get(`/v1/Calls/${callId}/transcript`)).body.transcript).toHaveLength(turns as number);
    expect((await get("/v1/Calls/no-such-call")).status).toBe(404);
  });

  it("log and recording", async () => {
    const callId = withTranscript();
    const log = await get(`/v1/Calls/${callId}/log`);
    expect(log.status).toBe(200);
    expect(Array.isArray(log.body.log)).toBe(true);
    const unrecorded = live.find((r) => r.recorded === 0)!;
    const none = await get(`/v1/Calls/${unrecorded.call_id}/recording`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe("This call was not recorded");
    const recorded = live.find((r) => r.recorded === 1)!;
    const res = await fetch(`${base}/v1/Calls/${recorded.call_id}/recording`, {
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/wav");
    const wav = Buffer.from(await res.arrayBuffer());
    expect(wav.subarray(0, 4).toString("ascii")).toBe("RIFF");
  });

  it("GetTransferCallBySessionId lists every leg of a session within a day", async () => {
    const session = pick(
      all.filter((r) => all.filter((x) => x.global_session_id === r.global_session_id).length > 1),
      (r) => r.global_session_id,
    );
    const legs = all.filter((r) => r.global_session_id === session);
    const setup = new Date(legs[0].setup_time).toISOString();
    const res = await get(`/v1/GetTransferCallBySessionId?globalSessionId=${session}&setupTime=${setup}`);
    expect(res.status).toBe(200);
    expect(res.body.calls.map((c: { callId: string }) => c.callId).sort()).toEqual(sortIds(legs));
    expect(
      (await get(`/v1/GetTransferCallBySessionId?globalSessionId=${session}&setupTime=${setup}`, tokens.trial)).status,
    ).toBe(204);
    expect((await get(`/v1/GetTransferCallBySessionId?globalSessionId=${session}`)).status).toBe(400);
    // Another account's id: 404 for a customer; an administrator may name it.
    const other = `/v1/GetTransferCallBySessionId?globalSessionId=${session}&setupTime=${setup}&accountId=${acme}`;
    expect((await get(other, tokens.trial)).status).toBe(404);
    expect((await get(other, tokens.admin)).body.calls).toHaveLength(legs.length);
  });
});
