import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { CallRecord } from "../../../contract/calls";
import { TIME } from "../../../contract/limits/units";
import { OWNER_ROLES, ROLES } from "../../../contract/roles";
import { metricWindowStart, WINDOW_MS } from "../../../contract/statisticsBuckets";
import { parseStatisticsQuery } from "../../../contract/wire/statistics";
import { loadDashboard } from "../../../app/features/dashboard/dashboard.server";
import { LATEST_CALLS_LIMIT } from "../../../app/features/dashboard/latest-calls.server";
import { stackHref } from "../../../app/features/statistics/model";
import { CHART_SPECS } from "../../../app/features/statistics/metrics";
import { DASHBOARD_SUMMARY_PATH } from "../../../app/services/dashboard.server";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM, signedInAs } from "../../mocks/platform";

/**
 * The dashboard's loader (docs/features/shell.md "Dashboard") against a faked platform: which sections
 * each role gets (and which platform calls it makes: an unexpected one fails the test), what to do
 * next by the account's state, getting started, the calls per hour and the latest calls, and a
 * failing section that leaves the others standing.
 */

const server = mockPlatformServer();

const METRICS_PATH = `${PLATFORM}/statistics/api/v1/accounts/:accountId/statistics/metrics`;
const CALLS_PATH = `${PLATFORM}/billing/api/v1/Calls`;
const VIEWER_ROLES = [ROLES.CALLS_READ, ROLES.STATISTICS_READ_READ];
const NO_ALARMS = { critical: 0, major: 0, minor: 0, warning: 0, indeterminate: 0, cleared: 0 };
const EMPTY = { bots: 0, numbers: 0, sipConnections: 0, whatsappNumbers: 0, teamsConnections: 0, routingRules: 0 };
const SET_UP = { bots: 2, numbers: 1, sipConnections: 0, whatsappNumbers: 0, teamsConnections: 0, routingRules: 1 };

function call(id: string, overrides: Partial<CallRecord> = {}): CallRecord {
  return {
    callId: id,
    callingEntity: { displayName: "Front desk", type: "service-number", phoneNumber: "+4930123456" },
    calledEntity: { displayName: "Helpdesk bot", type: "bot", phoneNumber: null },
    setupTime: "2026-01-15T10:00:00.000Z",
    endTime: "2026-01-15T10:01:15.000Z",
    durationSeconds: 75,
    successful: true,
    features: [],
    recorded: false,
    ...overrides,
  } as CallRecord;
}

interface Answer {
  status: number;
  body?: unknown;
}
const ok = (body: unknown): Answer => ({ status: 200, body });
const reply = ({ status, body }: Answer) =>
  body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body as object, { status });

/** Every 5-minute window of the request's range: one successful call each, and a failed one every third window. */
function windowsOf(url: URL) {
  const q = parseStatisticsQuery(url.searchParams);
  const successful: { value: number; timestamp: string }[] = [];
  const failed: { value: number; timestamp: string }[] = [];
  for (let t = metricWindowStart(q.from), i = 0; t <= q.to; t += WINDOW_MS, i++) {
    successful.push({ value: 1, timestamp: new Date(t).toISOString() });
    if (i % 3 === 0) failed.push({ value: 1, timestamp: new Date(t).toISOString() });
  }
  return {
    series: [
      { metricName: "CountCalls", dimensionValue: "true", values: successful },
      { metricName: "CountCalls", dimensionValue: "false", values: failed },
    ],
    windowMinutes: 5,
  };
}

interface Platform {
  summary?: Answer;
  metrics?: (url: URL) => Answer;
  calls?: (url: URL) => Answer;
}

async function dashboard(
  platform: Platform,
  options: { roles?: readonly string[]; timeZone?: string; path?: string } = {},
) {
  const { handlers, cookie } = await signedInAs(options.roles ?? OWNER_ROLES);
  const asked: URL[] = [];
  const seen = (request: Request) => {
    const url = new URL(request.url);
    asked.push(url);
    return url;
  };
  server.use(
    ...handlers,
    http.get(`${PLATFORM}${DASHBOARD_SUMMARY_PATH}`, ({ request }) => {
      seen(request);
      return reply(platform.summary ?? ok(SET_UP));
    }),
    http.get(METRICS_PATH, ({ request }) => {
      const url = seen(request);
      return reply(platform.metrics?.(url) ?? ok(windowsOf(url)));
    }),
    http.get(CALLS_PATH, ({ request }) => {
      const url = seen(request);
      return reply(platform.calls?.(url) ?? ok({ calls: [call("c1")], pages: { page: 1, limit: 5 } }));
    }),
  );
  const zone = options.timeZone ? `; vc_tz=${encodeURIComponent(options.timeZone)}` : "";
  const data = await loadDashboard(
    consoleRequest(options.path ?? "/portal/dashboard", { cookie: `${cookie}${zone}` }),
    makeTestContext(),
  );
  return { data, asked: asked.map((url) => url.pathname) };
}

describe("the dashboard's sections by role", () => {
  it("gives the owner every section, each from its own platform call", async () => {
    const { data, asked } = await dashboard({});
    expect(data.allowed).toBe(true);
    expect(data.cards.map((c) => c.id)).toEqual([
      "bots",
      "numbers",
      "sipConnections",
      "whatsappNumbers",
      "teamsConnections",
    ]);
    expect(data.callsChart?.chart.failed).toBe(false);
    expect(data.latestCalls?.calls.map((c) => c.callId)).toEqual(["c1"]);
    expect(data.toasts).toEqual([]);
    expect(asked.sort()).toEqual(
      ["/billing/api/v1/Calls", DASHBOARD_SUMMARY_PATH, "/statistics/api/v1/accounts/a1/statistics/metrics"].sort(),
    );
  });

  it("gives a viewer with only the calls and statistics roles the calls card, the chart and the latest calls", async () => {
    const { data } = await dashboard(
      { summary: ok({ calls24h: { total: 7, successful: 6 } }) },
      { roles: VIEWER_ROLES },
    );
    expect(data.cards.map((c) => c.id)).toEqual(["calls24h"]);
    expect(data.callsChart?.chart.model?.hasData).toBe(true);
    expect(data.latestCalls?.calls).toHaveLength(1);
    expect(data.steps).toEqual([]);
    expect(data.nothingSetUp).toBe(false);
  });

  it("asks neither statistics nor calls for roles that may read neither, and shows neither section", async () => {
    const { data, asked } = await dashboard({ summary: ok({ bots: 3 }) }, { roles: [ROLES.BOTS_READ] });
    expect(asked).toEqual([DASHBOARD_SUMMARY_PATH]);
    expect(data.callsChart).toBeNull();
    expect(data.latestCalls).toBeNull();
    expect(data.cards.map((c) => c.id)).toEqual(["bots"]);
  });

  it("shows the chart without the latest calls to statistics alone, its columns linking nowhere", async () => {
    const { data, asked } = await dashboard({ summary: ok({}) }, { roles: [ROLES.STATISTICS_READ_READ] });
    expect(asked).not.toContain("/billing/api/v1/Calls");
    expect(data.latestCalls).toBeNull();
    const model = data.callsChart!.chart.model!;
    expect(model.drill).toBeUndefined();
    expect(model.columns.every((c) => c.stacks.every((s) => !s.linked))).toBe(true);
  });

  it("shows the latest calls without the chart to calls alone", async () => {
    const { data, asked } = await dashboard({ summary: ok({}) }, { roles: [ROLES.CALLS_READ] });
    expect(asked.some((path) => path.startsWith("/statistics/"))).toBe(false);
    expect(data.callsChart).toBeNull();
    expect(data.latestCalls?.calls).toHaveLength(1);
  });

  it("shows the no-permission notice without any platform call to a user without a read role", async () => {
    const { data, asked } = await dashboard({}, { roles: [ROLES.BOTS_CREATE] });
    expect(data.allowed).toBe(false);
    expect(asked).toEqual([]);
  });
});

describe("calls per hour over the last 24 hours", () => {
  it("asks the call-success series of the last day and sums its 5-minute windows into the viewer's hours", async () => {
    let query: ReturnType<typeof parseStatisticsQuery> | undefined;
    const { data } = await dashboard(
      {
        metrics: (url) => {
          query = parseStatisticsQuery(url.searchParams);
          return ok(windowsOf(url));
        },
      },
      { timeZone: "Asia/Kolkata" },
    );
    expect(query?.metricNames).toEqual(["CountCalls"]);
    expect(query?.groupBy).toBe("dimension-exists");
    expect(query?.entityId).toBeUndefined();
    const chart = data.callsChart!;
    expect(chart.offsetMinutes).toBe(330);
    const from = Date.parse(chart.range.from);
    const to = Date.parse(chart.range.to);
    expect([query?.from, query?.to]).toEqual([from, to]);
    // 24 columns: the current hour so far and the 23 before it, each starting on a local (:30 UTC) hour.
    expect(to - from).toBeGreaterThan(23 * TIME.HOUR_MS);
    expect(to - from).toBeLessThanOrEqual(24 * TIME.HOUR_MS);
    const model = chart.chart.model!;
    expect(model.windowMinutes).toBe(60);
    expect(model.columns).toHaveLength(24);
    expect(model.columns[0].start).toBe(from);
    expect(model.columns.every((c) => new Date(c.start).getUTCMinutes() === 30)).toBe(true);
    // A full hour holds its twelve windows: 12 successful calls, 4 failed.
    expect(model.columns[0].stacks.map((s) => s.value)).toEqual([12, 4]);
    // Nothing is lost or counted twice: every window of the range once (a failed call every third).
    const windows = Math.floor((to - from) / WINDOW_MS) + 1;
    const total = model.columns.reduce((sum, c) => sum + c.stacks[0].value + c.stacks[1].value, 0);
    expect(total).toBe(windows + Math.ceil(windows / 3));
  });

  it("links each column's stacks to exactly the calls of its hour", async () => {
    const { data } = await dashboard({}, { timeZone: "UTC" });
    const model = data.callsChart!.chart.model!;
    const column = model.columns[1];
    const href = new URL(stackHref(CHART_SPECS.callSuccess, model, column, 1)!, "http://console.test");
    expect(href.pathname).toBe("/portal/call_history");
    expect(href.searchParams.get("from")).toBe(new Date(column.start).toISOString());
    expect(href.searchParams.get("to")).toBe(new Date(column.start + TIME.HOUR_MS - 1).toISOString());
    expect(href.searchParams.get("dimension")).toBe("failed");
  });

  it("says the chart failed, with the platform's lines as toasts, and keeps the other sections", async () => {
    const { data } = await dashboard({
      metrics: () => ({ status: 500, body: { message: "Statistics are resting" } }),
    });
    expect(data.callsChart?.chart).toEqual({ metric: "callSuccess", model: null, failed: true });
    expect(data.toasts).toMatchObject([{ type: "danger", title: "Calls per hour", message: "Statistics are resting" }]);
    expect(data.latestCalls?.failed).toBe(false);
    expect(data.cards.length).toBeGreaterThan(0);
  });
});

describe("the latest calls", () => {
  it("asks for the newest live calls and links each to its details", async () => {
    let asked: URL | undefined;
    const { data } = await dashboard({
      calls: (url) => {
        asked = url;
        return ok({
          calls: [
            call("live", { endTime: null, durationSeconds: 0 }),
            call("lost", { successful: false, durationSeconds: 4 }),
            call("a/b", {
              calledEntity: { displayName: null, type: "sip-conn", phoneNumber: null, serviceNumber: "+15550100" },
            }),
          ],
          pages: { page: 1, limit: LATEST_CALLS_LIMIT },
        });
      },
    });
    expect(asked?.searchParams.get("limit")).toBe(String(LATEST_CALLS_LIMIT));
    expect(asked?.searchParams.get("sort")).toBe("-setupTime");
    expect(asked?.searchParams.get("includeTestCalls")).toBe("false");
    expect(data.latestCalls?.calls).toEqual([
      expect.objectContaining({
        callId: "live",
        status: "in_progress",
        durationSeconds: null,
        href: "/portal/call_history/live",
      }),
      expect.objectContaining({ callId: "lost", status: "failed", durationSeconds: 4 }),
      expect.objectContaining({
        callId: "a/b",
        status: "successful",
        from: { name: "Front desk", number: "+4930123456" },
        to: { name: null, number: "+15550100" },
        href: "/portal/call_history/a%2Fb",
      }),
    ]);
  });

  it("is empty when the account has no calls (204), and says it failed when the platform does", async () => {
    expect((await dashboard({ calls: () => ({ status: 204 }) })).data.latestCalls).toEqual({
      calls: [],
      failed: false,
    });
    const { data } = await dashboard({ calls: () => ({ status: 503 }) });
    expect(data.latestCalls).toEqual({ calls: [], failed: true });
    expect(data.toasts).toHaveLength(1);
    expect(data.toasts[0]).toMatchObject({ type: "danger", title: "Latest calls" });
    expect(data.callsChart?.chart.failed).toBe(false);
  });
});

describe("what to do next, by the account's state", () => {
  const steps = async (summary: object, roles: readonly string[] = OWNER_ROLES) =>
    (await dashboard({ summary: ok(summary) }, { roles })).data.steps;

  it("is nothing for an account with a bot, a channel, a rule and no active alarm", async () => {
    expect(await steps({ ...SET_UP, alarms: { ...NO_ALARMS, cleared: 4 } })).toEqual([]);
  });

  it("asks for a bot, a channel or a rule while there is none", async () => {
    expect(await steps({ ...SET_UP, bots: 0 })).toEqual([{ key: "step_bot", href: "/portal/bots/new" }]);
    expect(await steps({ ...SET_UP, numbers: 0 })).toEqual([{ key: "step_channel", href: "/portal/numbers" }]);
    expect(await steps({ ...SET_UP, numbers: 0, teamsConnections: 1 })).toEqual([]);
    expect(await steps({ ...SET_UP, routingRules: 0 })).toEqual([{ key: "step_route", href: "/portal/wizards" }]);
  });

  it("sends to the alarms while some are active", async () => {
    expect(await steps({ ...SET_UP, alarms: { ...NO_ALARMS, critical: 2, minor: 1 } })).toEqual([
      { key: "step_alarms", href: "/portal/alarms", count: 3 },
    ]);
  });

  it("shows no step whose screen the roles refuse, nor one about a count they may not read", async () => {
    // BOTS_READ reads the bot count but may not create one; the other counts are not sent.
    expect(await steps({ bots: 0 }, [ROLES.BOTS_READ])).toEqual([]);
    expect(await steps({ bots: 0 }, [ROLES.BOTS_READ, ROLES.BOTS_CREATE])).toEqual([
      { key: "step_bot", href: "/portal/bots/new" },
    ]);
    // Routing read without create cannot run the wizard.
    expect(await steps({ routingRules: 0 }, [ROLES.ROUTINGRULES_READ])).toEqual([]);
  });

  it("is nothing when the summary failed, which says so in place", async () => {
    const { data } = await dashboard({ summary: { status: 500, body: { message: "Summary down" } } });
    expect(data.summaryFailed).toBe(true);
    expect(data.cards).toEqual([]);
    expect(data.steps).toEqual([]);
    expect(data.toasts).toMatchObject([{ title: "Dashboard", message: "Summary down" }]);
    expect(data.latestCalls?.calls).toHaveLength(1);
    expect(data.callsChart?.chart.failed).toBe(false);
  });
});

describe('getting started (docs/features/shell.md "Getting started")', () => {
  it("shows while the account has no bot and no channel, every step linked to the screen that does it", async () => {
    const { data } = await dashboard({ summary: ok({ ...EMPTY, calls24h: { total: 0, successful: 0 } }) });
    expect(data.nothingSetUp).toBe(true);
    expect(data.steps).toEqual([
      { key: "step_bot", href: "/portal/bots/new" },
      { key: "step_channel", href: "/portal/numbers" },
      { key: "step_route", href: "/portal/wizards" },
    ]);
  });

  it("goes once one bot or one channel is set up", async () => {
    expect((await dashboard({ summary: ok({ ...EMPTY, bots: 1 }) })).data.nothingSetUp).toBe(false);
    expect((await dashboard({ summary: ok({ ...EMPTY, whatsappNumbers: 1 }) })).data.nothingSetUp).toBe(false);
  });

  it("says nothing is set up only about counts the roles may read", async () => {
    expect((await dashboard({ summary: ok({ bots: 0 }) }, { roles: [ROLES.BOTS_READ] })).data.nothingSetUp).toBe(true);
    expect((await dashboard({ summary: ok({}) }, { roles: [ROLES.BOTS_READ] })).data.nothingSetUp).toBe(false);
  });
});
