/**
 * The one-call timeline and the SIP ladder dialog (issue 18): the layout maths, and the loader and
 * server rendering against the embedded platform's real answers (a transferred call's two legs).
 */
import express from "express";
import { createInstance } from "i18next";
import { http, passthrough } from "msw";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CallDetailsView } from "../../../app/features/call-history/details/CallDetailsView";
import {
  loadCallDetails,
  type CallDetailsData,
  type CallDetailsLoaded,
} from "../../../app/features/call-history/details/details.server";
import { LadderDialog } from "../../../app/features/call-history/details/LadderDialog";
import { loadLadder, type LadderData } from "../../../app/features/call-history/details/ladder.server";
import { ladderRows } from "../../../app/features/call-history/details/ladderLayout";
import { loadCallRecording } from "../../../app/features/call-history/details/recording.server";
import {
  axisSpan,
  axisTicks,
  formatOffset,
  latencySegments,
  layoutTimeline,
  playHref,
  recordingOffset,
  sessionTurns,
  timeScale,
  TIMELINE_GEOMETRY,
  type TimelineLeg,
} from "../../../app/features/call-history/details/timelineLayout";
import { i18nOptions } from "../../../app/i18n/config";
import { DEFAULT_LOCALE } from "../../../app/i18n/locale";
import { issueAccessToken } from "../../../platform/auth/issue";
import { seed } from "../../../platform/seed/index";
import { createBillingRouter } from "../../../platform/services/billing/index";
import { createVaicRouter } from "../../../platform/services/vaic/index";
import {
  consoleRequest,
  makeTestContext,
  mockPlatformServer,
  randomRefreshToken,
  sessionCookieFor,
} from "../../mocks/platform";
import {
  createTestContext as createPlatformContext,
  insertUser,
  listen,
  type TestContext as PlatformTestContext,
} from "../platform/helpers";
import { ROLES } from "../../../contract/roles";

const server = mockPlatformServer();
const T0 = Date.UTC(2026, 0, 15, 10, 0, 0);

const leg = (overrides: Partial<TimelineLeg> = {}): TimelineLeg => ({
  callId: "c1",
  current: true,
  calling: "A",
  called: "B",
  setup: T0,
  connect: T0 + 5000,
  end: T0 + 65_000,
  successful: true,
  termination: null,
  mos: 4.1,
  messages: [],
  turns: [],
  recordingHref: null,
  detailsHref: "/portal/call_history/c1",
  ...overrides,
});

describe("timeline layout maths", () => {
  it("spans the legs from the first setup to the last end; an open leg ends now", () => {
    expect(axisSpan([leg(), leg({ setup: T0 + 60_000, end: T0 + 90_000 })], T0 + 999_999)).toEqual({
      start: T0,
      end: T0 + 90_000,
    });
    expect(axisSpan([leg({ end: null })], T0 + 70_000)).toEqual({ start: T0, end: T0 + 70_000 });
    // Never an empty axis.
    expect(axisSpan([leg({ end: T0 })], T0)).toEqual({ start: T0, end: T0 + 1000 });
  });

  it("maps instants linearly onto the drawing, clamping those outside", () => {
    const x = timeScale(T0, T0 + 10_000, 100, 600);
    expect(x(T0)).toBe(100);
    expect(x(T0 + 5000)).toBe(350);
    expect(x(T0 + 10_000)).toBe(600);
    expect(x(T0 - 1)).toBe(100);
    expect(x(T0 + 20_000)).toBe(600);
  });

  it("picks a round tick step giving at most the maximum ticks", () => {
    expect(axisTicks(T0, T0 + 65_000, 8)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(axisTicks(T0, T0 + 3000, 8)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
    expect(axisTicks(T0, T0 + 3_600_000, 8)).toEqual([0, 600, 1200, 1800, 2400, 3000, 3600]);
    for (const span of [1, 999, 61_000, 7_200_000, 86_400_000])
      expect(axisTicks(T0, T0 + span, 8).length).toBeLessThanOrEqual(8);
  });

  it("formats offsets as m:ss (tenths under ten seconds, h:mm:ss past an hour)", () => {
    expect(formatOffset(0)).toBe("0:00");
    expect(formatOffset(2.5)).toBe("0:02.5");
    expect(formatOffset(65)).toBe("1:05");
    expect(formatOffset(3725)).toBe("1:02:05");
    expect(formatOffset(9.96)).toBe("0:10");
  });

  it("plays a turn from its offset into the recording, which starts at the answer", () => {
    expect(recordingOffset(leg(), T0 + 17_340)).toBe(12.3);
    expect(recordingOffset(leg(), T0 + 1000)).toBe(0);
    expect(playHref("/portal/call_history/c1/recording", 12.3)).toBe("/portal/call_history/c1/recording#t=12.3");
  });

  it("stacks each leg's rows under the axis; a recorded leg has a recording row", () => {
    const layout = layoutTimeline(
      { legs: [leg(), leg({ callId: "c2", recordingHref: "/r" })], start: T0, end: T0 + 65_000 },
      8,
    );
    const g = TIMELINE_GEOMETRY;
    expect(layout.rows[0]).toEqual({
      title: g.axisHeight,
      bar: g.axisHeight + g.legTitle,
      sip: g.axisHeight + g.legTitle + g.lane,
      turns: g.axisHeight + g.legTitle + 2 * g.lane,
      recording: null,
      bottom: g.axisHeight + g.legTitle + 3 * g.lane,
    });
    expect(layout.rows[1].title).toBe(layout.rows[0].bottom + g.gap);
    expect(layout.rows[1].recording).toBe(layout.rows[1].turns + g.lane);
    expect(layout.height).toBe(layout.rows[1].bottom + g.gap);
    expect(layout.ticks[0]).toEqual({ seconds: 0, x: g.labelWidth });
    expect(layout.ticks.at(-1)!.x).toBeLessThanOrEqual(g.width - g.right);
  });

  it("places a bot answer's STT, bot and TTS delays back to back, ending at the answer", () => {
    const segments = latencySegments({
      at: T0 + 10_000,
      role: "assistant",
      text: "x",
      latency: { sttMs: 200, botMs: 700, ttsMs: 100 },
    });
    expect(segments).toEqual([
      { stage: "stt", from: T0 + 9000, to: T0 + 9200 },
      { stage: "bot", from: T0 + 9200, to: T0 + 9900 },
      { stage: "tts", from: T0 + 9900, to: T0 + 10_000 },
    ]);
    expect(latencySegments({ at: T0, role: "user", text: "x", latency: null })).toEqual([]);
  });

  it("orders the session's turns by time across legs (the keyboard order)", () => {
    const a = leg({
      turns: [
        { at: T0 + 1000, role: "assistant", text: "a1", latency: null },
        { at: T0 + 9000, role: "user", text: "a2", latency: null },
      ],
    });
    const b = leg({ callId: "c2", turns: [{ at: T0 + 5000, role: "assistant", text: "b1", latency: null }] });
    expect(sessionTurns([a, b]).map((t) => `${t.leg}:${t.turn.text}`)).toEqual(["0:a1", "1:b1", "0:a2"]);
  });

  it("lists a ladder's messages in time order with their offsets from the setup", () => {
    const m = (datetime: string, method: string) => ({
      datetime,
      from: "calling" as const,
      to: "called" as const,
      method,
      status: null,
      reason: null,
      cseq: 1,
      detail: null,
    });
    const rows = ladderRows([m("2026-01-15T10:00:01.250Z", "ACK"), m("2026-01-15T10:00:00.000Z", "INVITE")], T0);
    expect(rows.map((r) => [r.message.method, r.offset])).toEqual([
      ["INVITE", "+0.000"],
      ["ACK", "+1.250"],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------

const i18n = createInstance();

async function render(url: string, routes: Parameters<typeof createStaticHandler>[0]): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = (await handler.query(new Request(`http://console.test${url}`))) as StaticHandlerContext;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
  return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the timeline and the ladder dialog, with the embedded platform", () => {
  let platform: PlatformTestContext;
  let url: string;
  let close: () => Promise<void>;
  const cookies: Record<"owner" | "admin" | "trial" | "noTranscripts", string> = {} as never;
  /** The first leg of a transferred session whose legs both connected and were measured. */
  let first: { call_id: string; global_session_id: string; account_id: string };
  let second: string;

  beforeAll(async () => {
    await i18n.use(initReactI18next).init(i18nOptions(DEFAULT_LOCALE));
    platform = createPlatformContext();
    await seed(platform.ctx.db, { calls: 4000, now: platform.ctx.now() });
    const app = express();
    app.use("/vaic/api", createVaicRouter(platform.ctx));
    app.use("/billing/api", createBillingRouter(platform.ctx));
    ({ url, close } = await listen(app));
    const db = platform.ctx.db;
    const cookieOf = async (userId: string) =>
      sessionCookieFor({
        token: await issueAccessToken(platform.ctx, userId),
        refreshToken: randomRefreshToken(),
        source: "password",
      });
    for (const who of ["owner", "admin", "trial"] as const) {
      cookies[who] = await cookieOf(
        db.prepare("SELECT id FROM users WHERE email = ?").pluck().get(`${who}@example.com`) as string,
      );
    }
    first = db
      .prepare(
        `SELECT a.call_id, a.global_session_id, a.account_id FROM calls a JOIN calls b ON b.global_session_id = a.global_session_id AND b.trigger = 'transfer'
         WHERE a.account_id = (SELECT account_id FROM users WHERE email = 'owner@example.com') AND a.termination_description = 'Call transferred' AND a.voice_mos_quality IS NOT NULL AND b.connect_time IS NOT NULL
           AND b.voice_mos_quality IS NOT NULL ORDER BY a.setup_time LIMIT 1`,
      )
      .get() as typeof first;
    second = db
      .prepare("SELECT call_id FROM calls WHERE global_session_id = ? AND trigger = 'transfer'")
      .pluck()
      .get(first.global_session_id) as string;
    const noTranscripts = await insertUser(platform.ctx, {
      accountId: first.account_id,
      roles: [ROLES.CALLS_READ, ROLES.CALLRECORDING_READ],
    });
    cookies.noTranscripts = await cookieOf(noTranscripts);
  });

  afterAll(async () => {
    await close?.();
    platform?.cleanup();
  });

  const load = async (mode: "portal" | "admin", who: keyof typeof cookies, callId: string, search = "") => {
    server.use(http.all(`${url}/*`, () => passthrough()));
    const request = consoleRequest(`${mode === "admin" ? "/admin/calls" : "/portal/call_history"}/${callId}${search}`, {
      cookie: cookies[who],
    });
    const response = await loadCallDetails(request, makeTestContext({ platformBaseUrl: url }), mode, callId);
    const data = (await response.json()) as CallDetailsData;
    if (data.state !== "loaded") throw new Error("not loaded");
    return data as CallDetailsLoaded;
  };

  it("lines up both legs of a transferred call with their ladders and MOS, the REFER leading to the second leg", async () => {
    const d = await load("portal", "owner", first.call_id, "?page=2");
    expect(d.timeline.legs.map((l) => l.callId)).toEqual([first.call_id, second]);
    const [a, b] = d.timeline.legs;
    expect(a.current).toBe(true);
    expect(b.detailsHref).toBe(`/portal/call_history/${second}?page=2`);
    expect(a.mos).not.toBeNull();
    expect(b.mos).not.toBeNull();
    const refer = a.messages!.find((m) => m.method === "REFER" && m.status === null)!;
    expect(Date.parse(refer.datetime)).toBeLessThanOrEqual(b.setup);
    expect(b.messages![0]).toMatchObject({ method: "INVITE", datetime: new Date(b.setup).toISOString() });
    expect(d.timeline.start).toBe(a.setup);
    expect(d.timeline.end).toBe(Math.max(a.end!, b.end!));

    const html = await render(`/portal/call_history/${first.call_id}?page=2`, [
      { path: "/portal/call_history/:callId", element: <CallDetailsView data={d} listSearch="?page=2" /> },
    ]);
    expect(html).toContain("<svg");
    const page = text(html);
    expect(page).toContain("Timeline");
    expect(page).toContain(`MOS ${a.mos!.toFixed(2)}`);
    expect(page).toContain(`${b.mos!.toFixed(2)}`);
    expect(page).toContain(`${a.messages!.length} messages`);
    expect(html).toContain(`href="/portal/call_history/${first.call_id}/ladder?page=2"`);
    expect(html).toContain(`href="/portal/call_history/${second}?page=2"`);
  });

  const ladder = async (mode: "portal" | "admin", who: keyof typeof cookies, callId: string) => {
    server.use(http.all(`${url}/*`, () => passthrough()));
    const path = `${mode === "admin" ? "/admin/calls" : "/portal/call_history"}/${callId}/ladder`;
    return loadLadder(
      consoleRequest(path, { cookie: cookies[who] }),
      makeTestContext({ platformBaseUrl: url }),
      mode,
      callId,
    );
  };

  it("the ladder dialog lists every leg's messages, closing back to the details", async () => {
    const data = (await (await ladder("portal", "owner", first.call_id)).json()) as LadderData;
    expect(data.title).toContain(`SIP ladder of call ${first.call_id}`);
    expect(data.legs.map((l) => l.callId)).toEqual([first.call_id, second]);
    // The ladder needs no conversation.
    expect(data.legs.every((l) => l.turns.length === 0)).toBe(true);
    const routes = [
      { path: "/portal/call_history/:callId/ladder", loader: () => data, element: <LadderDialog mode="portal" /> },
    ];
    const html = await render(`/portal/call_history/${first.call_id}/ladder`, routes);
    expect(html).toContain('role="dialog"');
    const page = text(html);
    expect(page).toContain("SIP ladder");
    expect(page).toContain(`Call ID ${first.call_id}`);
    expect(page).toContain("Leg 1:");
    expect(page).toContain("Leg 2:");
    for (const label of ["INVITE", "100 Trying", "200 OK", "ACK", "REFER", "202 Accepted", "NOTIFY", "BYE"])
      expect(page).toContain(label);
    expect(html).toContain(`href="/portal/call_history/${first.call_id}"`);
  });

  it("the ladder route answers only the caller's calls (404 otherwise) and checks the details' gate", async () => {
    expect(((await ladder("portal", "trial", first.call_id).catch((e: unknown) => e)) as Response).status).toBe(404);
    expect(((await ladder("portal", "owner", "no-such-call").catch((e: unknown) => e)) as Response).status).toBe(404);
    // An administrator on the customer screen: only their own account's calls.
    expect(((await ladder("portal", "admin", first.call_id).catch((e: unknown) => e)) as Response).status).toBe(404);
    const admin = (await (await ladder("admin", "admin", first.call_id)).json()) as LadderData;
    expect(admin.legs).toHaveLength(2);
    expect(admin.timeZone).toBe("UTC");
    expect(((await ladder("admin", "owner", first.call_id).catch((e: unknown) => e)) as Response).status).toBe(403);
  });

  it("shows each bot answer's delays and plays turns from the recording when the leg was recorded", async () => {
    const db = platform.ctx.db;
    const callId = db
      .prepare(
        `SELECT c.call_id FROM calls c WHERE c.account_id = ? AND c.recorded = 1 AND c.bot_max_delay_ms IS NOT NULL
           AND EXISTS (SELECT 1 FROM call_transcripts t WHERE t.call_id = c.id AND t.role = 'user') LIMIT 1`,
      )
      .pluck()
      .get(first.account_id) as string;
    const d = await load("portal", "owner", callId);
    const turns = d.timeline.legs.flatMap((l) => l.turns);
    expect(turns.length).toBeGreaterThan(1);
    const answer = turns.find((t) => t.latency)!;
    const html = await render(`/portal/call_history/${callId}`, [
      { path: "/portal/call_history/:callId", element: <CallDetailsView data={d} listSearch="" /> },
    ]);
    const { sttMs, botMs, ttsMs } = answer.latency!;
    expect(text(html)).toContain(
      `Speech to text ${sttMs} ms, bot ${botMs} ms, text to speech ${ttsMs} ms (${sttMs + botMs + ttsMs} ms)`,
    );
    const leg = d.timeline.legs.find((l) => l.callId === callId)!;
    const links = [...html.matchAll(/href="([^"]*\/recording#t=[\d.]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(leg.turns.length);
    expect(links[0]).toBe(`/portal/call_history/${callId}/recording#t=${recordingOffset(leg, leg.turns[0].at)}`);
    expect(html).toContain(`id="recording-${callId}"`);
  });

  it("leaves the turns out for a user without the transcript role, and scopes the session to the account", async () => {
    const hidden = await load("portal", "noTranscripts", first.call_id);
    expect(hidden.timeline.transcriptsHidden).toBe(true);
    expect(hidden.timeline.legs.every((l) => l.turns.length === 0)).toBe(true);
    expect(hidden.timeline.legs).toHaveLength(2);
    // An administrator reads the session in the call's own account.
    const admin = await load("admin", "admin", first.call_id);
    expect(admin.timeline.legs.map((l) => l.callId)).toEqual([first.call_id, second]);
    expect(admin.timeline.legs[1].detailsHref).toBe(`/admin/calls/${second}`);
    // Another account's user never gets the call (the details say not found).
    server.use(http.all(`${url}/*`, () => passthrough()));
    const request = consoleRequest(`/portal/call_history/${first.call_id}`, { cookie: cookies.trial });
    const refused = await loadCallDetails(
      request,
      makeTestContext({ platformBaseUrl: url }),
      "portal",
      first.call_id,
    ).catch((e: unknown) => e);
    expect((refused as Response).status).toBe(404);
  });

  it("passes a player's byte range to the recording, so a turn can seek into it", async () => {
    server.use(http.all(`${url}/*`, () => passthrough()));
    const recorded = platform.ctx.db
      .prepare("SELECT call_id FROM calls WHERE account_id = ? AND recorded = 1 LIMIT 1")
      .pluck()
      .get(first.account_id) as string;
    const request = consoleRequest(`/portal/call_history/${recorded}/recording`, {
      cookie: cookies.owner,
      headers: { Range: "bytes=44-143" },
    });
    const response = await loadCallRecording(request, makeTestContext({ platformBaseUrl: url }), "portal", recorded);
    expect(response.status).toBe(206);
    expect(response.headers.get("Accept-Ranges")).toBe("bytes");
    expect(response.headers.get("Content-Range")).toMatch(/^bytes 44-143\/\d+$/);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });
});
