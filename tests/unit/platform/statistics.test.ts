/**
 * The statistics metrics endpoint over real HTTP on a seeded database: every count it answers is
 * compared with the call records it comes from (direct SQL on `calls`, never on metric_windows),
 * bucket by bucket, for 5-minute and daily buckets, an entity, and the admin all-accounts aggregate.
 */
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bucketCallSpan, metricWindowStart, seriesWindowMinutes, WINDOW_MS } from "../../../contract/statisticsBuckets";
import {
  buildStatisticsQuery,
  type StatisticsRequest,
  type StatisticsResponse,
} from "../../../contract/wire/statistics";
import { issueTokenPair } from "../../../platform/auth/issue";
import { seed } from "../../../platform/seed/index";
import { createStatisticsRouter } from "../../../platform/services/statistics/index";
import { createTestContext, listen, type TestContext } from "./helpers";
import { TIME } from "../../../contract/limits/units";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
let acme: string;
let now: number;
const tokens: Record<"admin" | "owner" | "viewer" | "trial", string> = {} as never;

const db = () => t.ctx.db;
const count = (sql: string, ...params: unknown[]) =>
  db()
    .prepare(sql)
    .pluck()
    .get(...params) as number;

async function get(
  path: string,
  token?: string,
): Promise<{ status: number; body: StatisticsResponse & { message?: string } }> {
  const res = await fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const metricsPath = (accountId: string, req: StatisticsRequest) =>
  `/statistics/api/v1/accounts/${accountId}/statistics/metrics?${buildStatisticsQuery(req)}`;

/** Real (non-test) calls of an account (or every account) set up in [from, to), optionally of one entity. */
function callsIn(accountId: string | null, from: number, to: number, extra = "", ...params: unknown[]): number {
  const account = accountId === null ? "1 = 1" : "account_id = ?";
  return count(
    `SELECT COUNT(*) FROM calls WHERE ${account} AND setup_time >= ? AND setup_time < ? AND is_test_call = 0 ${extra}`,
    ...(accountId === null ? [] : [accountId]),
    from,
    to,
    ...params,
  );
}

/** The setup-time span of a whole range: from its first window's start to its last window's end. */
const rangeSpan = (range: { from: number; to: number }) => ({
  from: metricWindowStart(range.from),
  to: metricWindowStart(range.to) + WINDOW_MS,
});

async function tokenOf(email: string): Promise<string> {
  const userId = db().prepare("SELECT id FROM users WHERE email = ?").pluck().get(email) as string;
  return (await issueTokenPair(t.ctx, userId, "password")).token;
}

beforeAll(async () => {
  t = createTestContext();
  now = t.ctx.now();
  acme = (await seed(t.ctx.db, { calls: 6000, now })).acmeAccountId;
  tokens.admin = await tokenOf("admin@example.com");
  tokens.owner = await tokenOf("owner@example.com");
  tokens.viewer = await tokenOf("viewer@example.com");
  tokens.trial = await tokenOf("trial@example.com");
  const app = express();
  app.use("/statistics/api", createStatisticsRouter(t.ctx));
  ({ url: base, close } = await listen(app));
});
afterAll(async () => {
  await close();
  t.cleanup();
});

describe("statistics metrics endpoint", () => {
  it("answers 5-minute call success buckets equal to the calls set up in each bucket", async () => {
    const range = { from: now - TIME.DAY_MS, to: now };
    const { status, body } = await get(
      metricsPath(acme, { ...range, metricNames: ["CountCalls"], groupBy: "dimension-exists" }),
      tokens.owner,
    );
    expect(status).toBe(200);
    expect(body.windowMinutes).toBe(5);
    const ok = body.series.find((s) => s.dimensionValue === "true")!;
    const failed = body.series.find((s) => s.dimensionValue === "false")!;
    expect(ok.values.length).toBeGreaterThan(20);
    for (const v of ok.values) {
      const span = bucketCallSpan(Date.parse(v.timestamp), 5, range);
      expect(v.value, v.timestamp).toBe(callsIn(acme, span.from, span.to, "AND successful = 1"));
    }
    for (const v of failed.values) {
      const span = bucketCallSpan(Date.parse(v.timestamp), 5, range);
      expect(v.value, v.timestamp).toBe(callsIn(acme, span.from, span.to, "AND successful = 0"));
    }
    const total = [...ok.values, ...failed.values].reduce((s, v) => s + v.value, 0);
    const whole = rangeSpan(range);
    expect(total).toBe(callsIn(acme, whole.from, whole.to));
  });

  it("sums daily buckets at the timezone offset and splits voice quality by the MOS thresholds", async () => {
    const range = { from: now - 30 * TIME.DAY_MS, to: now };
    expect(seriesWindowMinutes(range.from, range.to)).toBe(1440);
    const { body } = await get(
      metricsPath(acme, { ...range, metricNames: ["CountCallsQuality"], groupBy: "dimension", timezoneOffset: 2 }),
      tokens.owner,
    );
    expect(body.windowMinutes).toBe(1440);
    const byDim: Record<string, { value: number; timestamp: string }[]> = Object.fromEntries(
      body.series.map((s) => [s.dimensionValue ?? "", s.values]),
    );
    expect(Object.keys(byDim).sort()).toEqual(["fair", "good", "poor", "unknown"]);
    const conditions: Record<string, string> = {
      good: "AND voice_mos_quality >= 3.5",
      fair: "AND voice_mos_quality >= 2.8 AND voice_mos_quality < 3.5",
      poor: "AND voice_mos_quality < 2.8",
      unknown: "AND voice_mos_quality IS NULL",
    };
    expect(byDim.good.length).toBeGreaterThanOrEqual(29);
    for (const [dim, values] of Object.entries(byDim)) {
      for (const v of values) {
        const start = Date.parse(v.timestamp);
        // Local midnight at UTC+2.
        expect((start + 2 * TIME.HOUR_MS) % TIME.DAY_MS).toBe(0);
        const span = bucketCallSpan(start, 1440, range);
        expect(v.value, `${dim} ${v.timestamp}`).toBe(callsIn(acme, span.from, span.to, conditions[dim]));
      }
    }
  });

  it("counts an entity's calls whichever side of the call it is on", async () => {
    const bot = db()
      .prepare("SELECT calling_entity_id FROM calls WHERE account_id = ? AND calling_type = 'bot' LIMIT 1")
      .pluck()
      .get(acme) as string;
    const range = { from: now - 7 * TIME.DAY_MS, to: now };
    const { body } = await get(
      metricsPath(acme, { ...range, metricNames: ["CountCalls"], entityId: bot }),
      tokens.owner,
    );
    const [series] = body.series;
    expect(series.dimensionValue).toBe("");
    const total = series.values.reduce((s, v) => s + v.value, 0);
    const span = rangeSpan(range);
    expect(total).toBeGreaterThan(0);
    expect(total).toBe(
      callsIn(acme, span.from, span.to, "AND (calling_entity_id = ? OR called_entity_id = ?)", bot, bot),
    );
  });

  it("answers every metric, including those the picker does not offer", async () => {
    const { status, body } = await get(
      metricsPath(acme, {
        from: now - TIME.DAY_MS,
        to: now,
        metricNames: [
          "MaxConcurrentCalls",
          "MaxCallAttemptsPerSec",
          "AvgCallDurationSec",
          "AvgMediaMOS",
          "MinMediaMOS",
          "MaxMediaJitterMs",
          "LastTeamsLicensedUsers",
        ],
      }),
      tokens.viewer,
    );
    expect(status).toBe(200);
    expect(body.series.map((s) => s.metricName)).toEqual([
      "MaxConcurrentCalls",
      "MaxCallAttemptsPerSec",
      "AvgCallDurationSec",
      "AvgMediaMOS",
      "MinMediaMOS",
      "MaxMediaJitterMs",
      "LastTeamsLicensedUsers",
    ]);
    const mos = body.series.find((s) => s.metricName === "AvgMediaMOS")!.values;
    const minMos = body.series.find((s) => s.metricName === "MinMediaMOS")!.values;
    expect(mos.length).toBeGreaterThan(0);
    for (const v of mos) expect(v.value).toBeGreaterThan(0);
    for (const v of minMos) expect(v.value).toBeLessThanOrEqual(mos.find((m) => m.timestamp === v.timestamp)!.value);
    const duration = body.series.find((s) => s.metricName === "AvgCallDurationSec")!.values;
    const first = duration[duration.length - 1];
    const span = bucketCallSpan(Date.parse(first.timestamp), 5, { from: now - TIME.DAY_MS, to: now });
    const avg = count(
      "SELECT ROUND(AVG(duration_seconds), 2) FROM calls WHERE account_id = ? AND setup_time >= ? AND setup_time < ? AND is_test_call = 0",
      acme,
      span.from,
      span.to,
    );
    expect(first.value).toBe(avg);
  });

  it("gives administrators every account's aggregate, and one account by id", async () => {
    const range = { from: now - 2 * TIME.DAY_MS, to: now };
    const query = buildStatisticsQuery({ ...range, metricNames: ["CountCalls"] });
    const all = await get(`/statistics/api/v1/admin/statistics/metrics?${query}`, tokens.admin);
    expect(all.status).toBe(200);
    const sum = (r: StatisticsResponse) => r.series[0].values.reduce((s, v) => s + v.value, 0);
    const span = rangeSpan(range);
    const everyAccount = callsIn(
      null,
      span.from,
      span.to,
      "AND account_id IN (SELECT id FROM accounts WHERE deleted_at IS NULL)",
    );
    expect(sum(all.body)).toBe(everyAccount);
    expect(sum(all.body)).toBeGreaterThan(callsIn(acme, span.from, span.to));
    const one = await get(`/statistics/api/v1/admin/statistics/metrics?${query}&accountId=${acme}`, tokens.admin);
    expect(sum(one.body)).toBe(callsIn(acme, span.from, span.to));
    const asAdmin = await get(metricsPath(acme, { ...range, metricNames: ["CountCalls"] }), tokens.admin);
    expect(sum(asAdmin.body)).toBe(callsIn(acme, span.from, span.to));
  });

  it("keeps customers to their own account and the admin form to administrators", async () => {
    const req: StatisticsRequest = { from: now - TIME.DAY_MS, to: now, metricNames: ["CountCalls"] };
    expect((await get(metricsPath(acme, req))).status).toBe(401);
    expect((await get(metricsPath(acme, req), tokens.trial)).status).toBe(404);
    expect(
      (await get(`/statistics/api/v1/admin/statistics/metrics?${buildStatisticsQuery(req)}`, tokens.owner)).status,
    ).toBe(403);
    expect(
      (
        await get(
          `/statistics/api/v1/admin/statistics/metrics?${buildStatisticsQuery(req)}&accountId=nope`,
          tokens.admin,
        )
      ).status,
    ).toBe(404);
  });

  it("refuses bad requests with a message naming the problem", async () => {
    const tooLong = await get(
      metricsPath(acme, { from: now - 70 * TIME.DAY_MS, to: now, metricNames: ["CountCalls"] }),
      tokens.owner,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/not longer than 2 months/);
    const unknown = await get(
      `/statistics/api/v1/accounts/${acme}/statistics/metrics?filter=${encodeURIComponent(`(timestamp>=${now - TIME.DAY_MS},timestamp<=${now},metricName=Nope)`)}`,
      tokens.owner,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown metric "Nope"/);
    const noRange = await get(
      `/statistics/api/v1/accounts/${acme}/statistics/metrics?filter=(metricName=CountCalls)`,
      tokens.owner,
    );
    expect(noRange.status).toBe(400);
    const badGroup = await get(
      `${metricsPath(acme, { from: now - TIME.DAY_MS, to: now, metricNames: ["CountCalls"] })}&groupBy=weekly`,
      tokens.owner,
    );
    expect(badGroup.status).toBe(400);
  });
});
