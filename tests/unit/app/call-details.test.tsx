import { createInstance } from "i18next";
import express from "express";
import { http, HttpResponse, passthrough } from "msw";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallDetails, CallLogEntry } from "../../../contract/callDetails";
import { MESSAGES } from "../../../contract/messages";
import { OWNER_ROLES, ROLES } from "../../../contract/roles";
import type { BaseSettings } from "../../../contract/wire/settings";
import { CallDetailsErrorBoundary } from "../../../app/features/call-history/details/CallDetailsRoute";
import { CallDetailsView } from "../../../app/features/call-history/details/CallDetailsView";
import {
  loadCallDetails,
  type CallDetailsData,
  type CallDetailsLoaded,
} from "../../../app/features/call-history/details/details.server";
import {
  analysisView,
  durationParts,
  humanizeKey,
  latencyRows,
  mosRows,
  relatedCallsHref,
} from "../../../app/features/call-history/details/format";
import { loadCallRecording } from "../../../app/features/call-history/details/recording.server";
import { i18nOptions } from "../../../app/i18n/config";
import { DEFAULT_LOCALE } from "../../../app/i18n/locale";
import {
  consoleRequest,
  currentUserFixture,
  makeTestContext,
  mockPlatformServer,
  PLATFORM,
  platformStub,
  randomRefreshToken,
  sessionCookieFor,
  signTestToken,
} from "../../mocks/platform";
import { issueAccessToken } from "../../../platform/auth/issue";
import { seed } from "../../../platform/seed/index";
import { createBillingRouter } from "../../../platform/services/billing/index";
import { createVaicRouter } from "../../../platform/services/vaic/index";
import {
  createTestContext as createPlatformContext,
  listen,
  type TestContext as PlatformTestContext,
} from "../platform/helpers";

const server = mockPlatformServer();

const CALL_ID = "c-0001";

function detailsFixture(overrides: Partial<CallDetails> = {}): CallDetails {
  return {
    callId: CALL_ID,
    regionId: "eu-west",
    callingEntity: {
      id: "n1",
      displayName: "Front desk",
      type: "service-number",
      phoneNumber: "+4930123456",
      isClickToCall: false,
      isTeams: true,
      scType: "pstn",
    },
    calledEntity: {
      id: "b1",
      displayName: "Helpdesk bot",
      type: "bot",
      phoneNumber: "+4930999999",
      serviceNumber: "100",
    },
    setupTime: "2026-01-15T10:00:00.000Z",
    connectTime: "2026-01-15T10:00:05.000Z",
    endTime: "2026-01-15T10:01:20.000Z",
    durationSeconds: 75,
    successful: true,
    alternativeRoute: "alternative",
    features: ["recording", "transcript"],
    trigger: "transfer",
    terminationDescription: "Normal call clearing",
    voiceMosQuality: 4.1,
    sourceInboundMos: 3.0,
    sourceOutboundMos: 2.5,
    destInboundMos: null,
    destOutboundMos: 0,
    recorded: true,
    externalRecordingServers: [{ entityType: "bot", role: "agent-assist" }],
    campaignName: "Spring promo",
    campaignId: "camp-7",
    botConversationId: "conv-42",
    isAiFramework: true,
    sessionId: "s-1",
    globalSessionId: "g-1",
    egressCallingNumber: "+4930111",
    ingressCallingNumber: null,
    sourceNumberOut: null,
    expireTime: null,
    sttProvider: "Azure",
    sttModel: "whisper-1",
    ttsProvider: "Elevenlabs",
    ttsModel: "gpt-4o-mini-tts",
    sttAvgDelayMs: 310.4,
    sttMaxDelayMs: 900,
    sttMedDelayMs: 280,
    botAvgDelayMs: 1200,
    botMaxDelayMs: 2600,
    botMedDelayMs: 1100,
    ttsAvgDelayMs: 150,
    ttsMaxDelayMs: 400,
    ttsMedDelayMs: 140,
    transcript: [
      { role: "assistant", text: "Hello, how can I help?", datetime: "2026-01-15T10:00:10.000Z" },
      { role: "user", text: "My router is broken.", datetime: "2026-01-15T10:00:20.000Z" },
    ],
    postCallAnalysis: [
      { type: "summarize", result: { summary: "Router fault reported", sentiment: "neutral" } },
      { type: "extract", result: { intent: "router_fault", callbackRequested: true } },
    ],
    ...overrides,
  };
}

const LOG: CallLogEntry[] = [
  { datetime: "2026-01-15T10:00:00.000Z", level: "info", message: "Call setup from service-number Front desk" },
  { datetime: "2026-01-15T10:00:30.000Z", level: "warning", message: "Bot response took 2600 ms" },
];

function baseSettingsFixture(mosThresholds = { poorToFair: 2.8, fairToGood: 3.5 }): BaseSettings {
  return {
    regionsSettings: [],
    registrationEnabled: true,
    sessionTimeoutSeconds: 900,
    dnsTxtRegex: ".*",
    mosThresholds,
    brand: { name: "Voice Console" },
    widgets: { chatSupportEnabled: false },
    termsVersion: 1,
  };
}

interface BillingStub {
  details: () => Response;
  log: () => Response;
  recording: () => Response;
  /** The call's SIP ladder (GetCallLog); none by default. */
  ladder?: () => Response;
  calls: string[];
}

/** msw handlers for the billing service's call endpoints and the base settings. */
function billingHandlers(stub: BillingStub, thresholds?: { poorToFair: number; fairToGood: number }) {
  const record = (request: Request) => stub.calls.push(`${request.method} ${new URL(request.url).pathname}`);
  return [
    http.get(`${PLATFORM}/vaic/api/Settings/baseSettings`, () => HttpResponse.json(baseSettingsFixture(thresholds))),
    http.get(`${PLATFORM}/billing/api/v1/Calls/:callId/log`, ({ request }) => (record(request), stub.log())),
    http.get(
      `${PLATFORM}/billing/api/v1/Calls/:callId/recording`,
      ({ request }) => (record(request), stub.recording()),
    ),
    http.get(`${PLATFORM}/billing/api/v1/Calls/:callId`, ({ request }) => (record(request), stub.details())),
    // The timeline's parts: no other leg, no ladder (the timeline's own tests use the embedded platform).
    http.get(`${PLATFORM}/billing/api/v1/GetTransferCallBySessionId`, () => new HttpResponse(null, { status: 204 })),
    http.get(
      `${PLATFORM}/billing/api/v1/GetCallLog`,
      () => stub.ladder?.() ?? HttpResponse.json({ message: "Call not found" }, { status: 404 }),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Helpers

const ADMIN = [ROLES.ADMIN, ROLES.CALLS_READ, ROLES.CALLTRANSCRIPT_READ, ROLES.CALLRECORDING_READ];
const WAV = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45]);

/** A browser signed in with `roles`, and a billing service answering as `answers` say. */
async function signedIn(
  roles: readonly string[],
  answers: Partial<Omit<BillingStub, "calls">> = {},
  thresholds?: { poorToFair: number; fairToGood: number },
) {
  const { stub, handlers } = platformStub();
  const token = await signTestToken({ roles });
  stub.valid.add(token);
  stub.currentUser = currentUserFixture({ roles: [...roles] });
  const billing: BillingStub = {
    details: () => HttpResponse.json(detailsFixture()),
    log: () => HttpResponse.json({ callId: CALL_ID, log: LOG }),
    recording: () =>
      new HttpResponse(WAV, {
        headers: {
          "Content-Type": "audio/wav",
          "Content-Length": String(WAV.length),
          "Content-Disposition": `attachment; filename="call-${CALL_ID}.wav"`,
        },
      }),
    calls: [],
    ...answers,
  };
  server.use(...handlers, ...billingHandlers(billing, thresholds));
  const cookie = await sessionCookieFor({ token, refreshToken: randomRefreshToken(), source: "password" });
  return { billing, cookie };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

const detailsPath = (mode: "portal" | "admin", search = "") =>
  `${mode === "admin" ? "/admin/calls" : "/portal/call_history"}/${CALL_ID}${search}`;

async function load(cookie: string, mode: "portal" | "admin" = "portal", extraCookie = "") {
  const request = consoleRequest(detailsPath(mode), { cookie: extraCookie ? `${cookie}; ${extraCookie}` : cookie });
  const response = await loadCallDetails(request, makeTestContext(), mode, CALL_ID);
  return { response, data: (await response.json()) as CallDetailsData };
}

function loaded(data: CallDetailsData): CallDetailsLoaded {
  if (data.state !== "loaded") throw new Error(`expected loaded details, got ${data.state}`);
  return data;
}

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init(i18nOptions(DEFAULT_LOCALE));
});

/** Server-renders `element` at `url` inside a data router (as Remix has), with the whole catalogue. */
async function render(url: string, element: ReactElement, loader?: () => never): Promise<string> {
  const handler = createStaticHandler([{ path: "/:area/:list/:callId", element, errorElement: element, loader }]);
  const context = (await handler.query(new Request(`http://console.test${url}`))) as StaticHandlerContext;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
  // Emotion inlines <style> tags when rendering without a cache: keep only the markup.
  return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
}

/** The href of the drawer's close link. */
const closeHref = (html: string) =>
  /<a[^>]*aria-label="Close call details"[^>]*>/
    .exec(html)?.[0]
    .match(/href="([^"]*)"/)?.[1]
    .replace(/&amp;/g, "&");

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

function renderData(data: CallDetailsData, listSearch = "?page=3&sort=-durationSeconds") {
  return render(`${detailsPath(data.mode)}${listSearch}`, <CallDetailsView data={data} listSearch={listSearch} />);
}

// ---------------------------------------------------------------------------------------------
// The loader

describe("loadCallDetails", () => {
  it("fetches the call and its log, keeping transcript, analyses and the recording link for a full-role user", async () => {
    const { billing, cookie } = await signedIn(OWNER_ROLES);
    const { response, data } = await load(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const d = loaded(data);
    expect(d.call.callId).toBe(CALL_ID);
    expect(d.call).not.toHaveProperty("transcript");
    expect(d.transcript?.map((t) => t.role)).toEqual(["assistant", "user"]);
    expect(d.analyses.map((a) => a.type)).toEqual(["summarize", "extract"]);
    expect(d.log).toEqual(LOG);
    expect(d.recordingHref).toBe(`/portal/call_history/${CALL_ID}/recording`);
    expect(d.timeZone).toBe("UTC");
    expect(d.title).toBe(`Call ${CALL_ID} · Voice Console`);
    expect(billing.calls.sort()).toEqual([
      `GET /billing/api/v1/Calls/${CALL_ID}`,
      `GET /billing/api/v1/Calls/${CALL_ID}/log`,
    ]);
  });

  it("shows customers their browser's time zone, administrators UTC", async () => {
    const { cookie } = await signedIn(OWNER_ROLES);
    expect(loaded((await load(cookie, "portal", "vc_tz=Europe%2FBerlin")).data).timeZone).toBe("Europe/Berlin");
    const admin = await signedIn(ADMIN);
    expect(loaded((await load(admin.cookie, "admin", "vc_tz=Europe%2FBerlin")).data).timeZone).toBe("UTC");
  });

  it("a call the platform does not know (404) is a 404 for the drawer's boundary", async () => {
    const { cookie } = await signedIn(OWNER_ROLES, {
      details: () => HttpResponse.json({ message: "Call not found" }, { status: 404 }),
    });
    const error = await thrown(load(cookie));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(404);
  });

  it("any other failure keeps the server's message lines, one toast each", async () => {
    const { cookie } = await signedIn(OWNER_ROLES, {
      details: () =>
        HttpResponse.json({ message: "Billing database unavailable\nPlease retry later" }, { status: 503 }),
    });
    const { response, data } = await load(cookie);
    expect(response.status).toBe(503);
    expect(data.state).toBe("failed");
    if (data.state !== "failed") return;
    expect(data.toasts.map((t) => [t.type, t.message])).toEqual([
      ["danger", "Billing database unavailable"],
      ["danger", "Please retry later"],
    ]);
  });

  it("hides transcript and analysis from users without the transcript role, even if the platform sent them", async () => {
    const roles = OWNER_ROLES.filter((r) => r !== ROLES.CALLTRANSCRIPT_READ);
    const { cookie } = await signedIn(roles);
    const d = loaded((await load(cookie)).data);
    expect(d.transcript).toBeNull();
    expect(d.analyses).toEqual([]);
  });

  it("a call without transcript reads as unavailable", async () => {
    const { cookie } = await signedIn(OWNER_ROLES, {
      details: () => HttpResponse.json(detailsFixture({ transcript: [], postCallAnalysis: [] })),
    });
    expect(loaded((await load(cookie)).data).transcript).toBeNull();
  });

  it.each([
    ["fails", () => HttpResponse.json({ message: "log store down" }, { status: 500 })],
    ["is missing", () => HttpResponse.json({ message: "Call not found" }, { status: 404 })],
    ["is empty", () => HttpResponse.json({ callId: CALL_ID, log: [] })],
  ])("the details still show when the log %s (log: null)", async (_, log) => {
    const { cookie } = await signedIn(OWNER_ROLES, { log });
    const d = loaded((await load(cookie)).data);
    expect(d.log).toBeNull();
    expect(d.call.callId).toBe(CALL_ID);
  });

  it("offers no recording without the recording role, or for a call that was not recorded", async () => {
    const noRole = await signedIn(OWNER_ROLES.filter((r) => r !== ROLES.CALLRECORDING_READ));
    expect(loaded((await load(noRole.cookie)).data).recordingHref).toBeNull();
    const notRecorded = await signedIn(OWNER_ROLES, {
      details: () => HttpResponse.json(detailsFixture({ recorded: false })),
    });
    expect(loaded((await load(notRecorded.cookie)).data).recordingHref).toBeNull();
  });

  it("refuses users without call read (403), and customers on the admin screen", async () => {
    const { billing, cookie } = await signedIn([ROLES.BOTS_READ]);
    expect(((await thrown(load(cookie))) as Response).status).toBe(403);
    const customer = await signedIn(OWNER_ROLES);
    expect(((await thrown(load(customer.cookie, "admin"))) as Response).status).toBe(403);
    expect([...billing.calls, ...customer.billing.calls]).toEqual([]);
  });

  it("admin mode carries the account and links the admin recording route", async () => {
    const { cookie } = await signedIn(ADMIN, {
      details: () => HttpResponse.json(detailsFixture({ accountId: "acc-9", accountName: "Acme Voice" })),
    });
    const d = loaded((await load(cookie, "admin")).data);
    expect(d.call.accountName).toBe("Acme Voice");
    expect(d.recordingHref).toBe(`/admin/calls/${CALL_ID}/recording`);
  });
});

// ---------------------------------------------------------------------------------------------
// The recording route

describe("loadCallRecording", () => {
  const get = (cookie: string, mode: "portal" | "admin" = "portal") =>
    loadCallRecording(consoleRequest(`${detailsPath(mode)}/recording`, { cookie }), makeTestContext(), mode, CALL_ID);

  it("streams the WAV inline, uncached, with type and length", async () => {
    const { cookie } = await signedIn(OWNER_ROLES);
    const response = await get(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("audio/wav");
    expect(response.headers.get("Content-Length")).toBe(String(WAV.length));
    expect(response.headers.get("Content-Disposition")).toBe(`inline; filename="call-${CALL_ID}.wav"`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(WAV);
  });

  it("is a 403 without the recording role, like every role gate, never asking the platform", async () => {
    const { billing, cookie } = await signedIn(OWNER_ROLES.filter((r) => r !== ROLES.CALLRECORDING_READ));
    const refused = await get(cookie).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(403);
    expect(billing.calls).toEqual([]);
  });

  it("is a 404 when the call was not recorded", async () => {
    const { cookie } = await signedIn(OWNER_ROLES, {
      recording: () => HttpResponse.json({ message: "This call was not recorded" }, { status: 404 }),
    });
    expect((await get(cookie)).status).toBe(404);
  });

  it("passes a platform failure on with its text", async () => {
    const { cookie } = await signedIn(OWNER_ROLES, {
      recording: () => HttpResponse.json({ message: "Storage offline" }, { status: 502 }),
    });
    const response = await get(cookie);
    expect(response.status).toBe(502);
    expect(await response.text()).toBe("Storage offline");
  });

  it("is refused to customers on the admin path", async () => {
    const { cookie } = await signedIn(OWNER_ROLES);
    expect(((await thrown(get(cookie, "admin"))) as Response).status).toBe(403);
  });
});

// ---------------------------------------------------------------------------------------------
// The drawer

describe("the details drawer", () => {
  it("is a server-rendered dialog labelled by its title, closing back to the same list page", async () => {
    const { cookie } = await signedIn(OWNER_ROLES);
    const html = await renderData((await load(cookie)).data);
    const dialog = /<div[^>]*role="dialog"[^>]*>/.exec(html)?.[0] ?? "";
    expect(dialog).toContain('aria-modal="true"');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(dialog)?.[1];
    expect(html).toMatch(new RegExp(`<h2[^>]*id="${labelledBy}"[^>]*>Call details</h2>`));
    const describedBy = /aria-describedby="([^"]+)"/.exec(dialog)?.[1];
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>Call ID ${CALL_ID}<`));
    expect(closeHref(html)).toBe("/portal/call_history?page=3&sort=-durationSeconds");
  });

  it("links the related call records of the session, on the list's first page", async () => {
    const { cookie } = await signedIn(OWNER_ROLES);
    const html = await renderData((await load(cookie)).data);
    expect(html).toContain(`href="/portal/call_history?sort=-durationSeconds&amp;related=${CALL_ID}"`);
    expect(text(html)).toContain("Related call records");
    const alone = await signedIn(OWNER_ROLES, {
      details: () => HttpResponse.json(detailsFixture({ globalSessionId: null })),
    });
    expect(text(await renderData((await load(alone.cookie)).data))).not.toContain("Related call records");
  });

  it("shows parties, timing in the named zone, duration as MM min SS sec, and the outcome", async () => {
    const { cookie } = await signedIn(OWNER_ROLES);
    const page = text(await renderData((await load(cookie, "portal", "vc_tz=Europe%2FBerlin")).data));
    expect(page).toContain("Calling party");
    expect(page).toMatch(/Name Front desk Type Number Number \+4930123456/);
    expect(page).toMatch(/Click-to-call No Teams Yes/);
    expect(page).toMatch(/Name Helpdesk bot Type Bot/);
    expect(page).toContain("Times are shown in Europe/Berlin.");
    expect(page).toContain("Setup time 2026-01-15 11:00:00");
    expect(page).toContain("Duration 01 min 15 sec");
    expect(page).toMatch(
      /Result Successful Alternative route Alternative Trigger Transfer Termination Normal call clearing/,
    );
  });

  it("labels MOS per leg with the configured thresholds, in a table with column headers", async () => {
    const { cookie } = await signedIn(OWNER_ROLES, {}, { poorToFair: 2.8, fairToGood: 3.5 });
    const html = await renderData((await load(cookie)).data);
    expect(html).toMatch(/<th scope="col">Leg<\/th><th scope="col">MOS<\/th><th scope="col">Quality<\/th>/);
    const page = text(html);
    expect(page).toContain("Source inbound 3.00 Fair");
    expect(page).toContain("Source outbound 2.50 Poor");
    expect(page).toContain("Destination inbound - -");
    expect(page).toContain("Destination outbound 0.00 Unknown");
    expect(page).toContain("Overall 4.10 Good");
    // Stricter thresholds from configuration change the labels.
    const strict = await signedIn(OWNER_ROLES, {}, { poorToFair: 3.2, fairToGood: 4.5 });
    const strictPage = text(await renderData((await load(strict.cookie)).data));
    expect(strictPage).toContain("Source inbound 3.00 Poor");
    expect(strictPage).toContain("Overall 4.10 Fair");
  });

  it("shows features, external servers, context, speech services and the latency table", async () => {
    const { cookie } = await signedIn(OWNER_ROLES);
    const html = await renderData((await load(cookie)).data);
    const page = text(html);
    expect(page).toMatch(/Features recording transcript/);
    expect(page).toContain("Entity type Role Bot Agent assist");
    expect(page).toMatch(/Campaign name Spring promo Campaign ID camp-7 Bot conversation ID conv-42/);
    expect(page).toContain("Global session ID g-1");
    expect(page).toContain("AI framework Yes");
    expect(page).not.toContain("Ingress calling number"); // empty context values are left out
    expect(page).toContain("Speech-to-text model whisper-1");
    expect(html).toMatch(
      /<th scope="col">Stage<\/th><th scope="col">Average<\/th><th scope="col">Median<\/th><th scope="col">Maximum<\/th>/,
    );
    expect(page).toContain("Speech to text 310 ms 280 ms 900 ms");
    expect(page).toContain("Bot 1200 ms 1100 ms 2600 ms");
  });

  it("plays the recording only when it is offered", async () => {
    const { cookie } = await signedIn(OWNER_ROLES);
    const html = await renderData((await load(cookie)).data);
    expect(html).toMatch(
      new RegExp(`<audio[^>]*controls=""[^>]*preload="none"[^>]*src="/portal/call_history/${CALL_ID}/recording"`),
    );
    const noRole = await signedIn(OWNER_ROLES.filter((r) => r !== ROLES.CALLRECORDING_READ));
    expect(await renderData((await load(noRole.cookie)).data)).not.toContain("<audio");
  });

  it("shows the transcript by speaker and the post-call analysis by type", async () => {
    const { cookie } = await signedIn(OWNER_ROLES);
    const page = text(await renderData((await load(cookie)).data));
    expect(page).toMatch(
      /Transcript Bot · 2026-01-15 10:00:10 Hello, how can I help\? Caller · 2026-01-15 10:00:20 My router is broken\./,
    );
    expect(page).toMatch(/Post call analysis Summarize conversation Summary Router fault reported Sentiment neutral/);
    expect(page).toMatch(/Extract variables Intent router_fault Callback requested true/);
    expect(page).not.toContain(MESSAGES.warning_transcripts_unavailable);
  });

  it("says transcripts are unavailable without the role, and hides the analysis", async () => {
    const { cookie } = await signedIn(OWNER_ROLES.filter((r) => r !== ROLES.CALLTRANSCRIPT_READ));
    const page = text(await renderData((await load(cookie)).data));
    expect(page).toContain(MESSAGES.warning_transcripts_unavailable);
    expect(page).not.toContain("Hello, how can I help?");
    expect(page).not.toContain("Post call analysis");
  });

  it("lists the call log, or says logs are unavailable", async () => {
    const { cookie } = await signedIn(OWNER_ROLES);
    const html = await renderData((await load(cookie)).data);
    expect(html).toMatch(/<th scope="col">Time<\/th><th scope="col">Level<\/th><th scope="col">Message<\/th>/);
    expect(text(html)).toContain("2026-01-15 10:00:30 warning Bot response took 2600 ms");
    expect(text(html)).not.toContain(MESSAGES.warning_logs_unavailable);
    const failing = await signedIn(OWNER_ROLES, { log: () => HttpResponse.json({ message: "down" }, { status: 500 }) });
    expect(text(await renderData((await load(failing.cookie)).data))).toContain(MESSAGES.warning_logs_unavailable);
  });

  it("without log lines, points to the call's SIP messages instead of saying logs are unavailable", async () => {
    const at = (s: number) => new Date(Date.parse("2026-01-15T10:00:00.000Z") + s * 1000).toISOString();
    const message = (s: number, method: string, status: number | null, from: "calling" | "called") => ({
      datetime: at(s),
      from,
      to: from === "calling" ? "called" : "calling",
      method,
      status,
      reason: status === null ? null : "OK",
      cseq: 1,
      detail: null,
    });
    const { cookie } = await signedIn(OWNER_ROLES, {
      log: () => HttpResponse.json({ callId: CALL_ID, log: [] }),
      ladder: () =>
        HttpResponse.json({
          callId: CALL_ID,
          calling: { name: "Front desk", number: "+4930123456" },
          called: { name: "Helpdesk bot", number: "+4930999999" },
          messages: [message(0, "INVITE", null, "calling"), message(1, "INVITE", 200, "called")],
        }),
    });
    const html = await renderData((await load(cookie)).data);
    expect(text(html)).not.toContain(MESSAGES.warning_logs_unavailable);
    expect(text(html)).toContain("No log lines for this call: its 2 SIP messages are in the SIP ladder.");
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="/portal/call_history/${CALL_ID}/ladder[^"]*"[^>]*>Open the SIP ladder</a>`),
    );
  });

  it("names the account for administrators only", async () => {
    const admin = await signedIn(ADMIN, {
      details: () => HttpResponse.json(detailsFixture({ accountId: "acc-9", accountName: "Acme Voice" })),
    });
    const adminPage = text(await renderData((await load(admin.cookie, "admin")).data));
    expect(adminPage).toContain("Account name Acme Voice Account ID acc-9");
    const customer = await signedIn(OWNER_ROLES);
    expect(text(await renderData((await load(customer.cookie)).data))).not.toContain("Account name");
  });

  it("says the details could not be loaded when the platform failed", async () => {
    const { cookie } = await signedIn(OWNER_ROLES, {
      details: () => HttpResponse.json({ message: "boom" }, { status: 500 }),
    });
    const html = await renderData((await load(cookie)).data);
    expect(html).toContain('role="dialog"');
    expect(text(html)).toContain("The details of this call could not be loaded.");
  });

  it("shows 'not found' inside the drawer for an unknown call, with a way back to the list", async () => {
    const html = await render(
      `/portal/call_history/${CALL_ID}?page=2`,
      <CallDetailsErrorBoundary mode="portal" />,
      () => {
        throw new Response("Not Found", { status: 404 });
      },
    );
    expect(html).toContain('role="dialog"');
    expect(text(html)).toContain("This call was not found.");
    expect(text(html)).toContain(MESSAGES.warning_records_retention);
    expect(closeHref(html)).toBe("/portal/call_history?page=2");
  });

  it("shows a crash's server lines inside the drawer", async () => {
    const html = await render(`/admin/calls/${CALL_ID}`, <CallDetailsErrorBoundary mode="admin" />, () => {
      throw Response.json({ messages: ["Upstream timed out"] }, { status: 504 });
    });
    expect(text(html)).toContain(MESSAGES.error_generic);
    expect(text(html)).toContain("Upstream timed out");
    expect(closeHref(html)).toBe("/admin/calls");
  });
});

// ---------------------------------------------------------------------------------------------
// Pure helpers

describe("details helpers", () => {
  it("the related-calls link sets related and drops paging, keeping the rest of the list's query", () => {
    expect(relatedCallsHref("portal", "?page=4&search=abc&after=xyz", "c 1")).toBe(
      "/portal/call_history?search=abc&related=c+1",
    );
    expect(relatedCallsHref("admin", "", "c1")).toBe("/admin/calls?related=c1");
  });

  it("splits a duration into padded minutes and seconds", () => {
    expect(durationParts(75)).toEqual({ minutes: "01", seconds: "15" });
    expect(durationParts(3600 + 5)).toEqual({ minutes: "60", seconds: "05" });
    expect(durationParts(null)).toEqual({ minutes: "00", seconds: "00" });
  });

  it("has no latency rows for a call without a bot", () => {
    const call = detailsFixture({
      sttAvgDelayMs: null,
      sttMaxDelayMs: null,
      sttMedDelayMs: null,
      botAvgDelayMs: null,
      botMaxDelayMs: null,
      botMedDelayMs: null,
      ttsAvgDelayMs: null,
      ttsMaxDelayMs: null,
      ttsMedDelayMs: null,
    });
    expect(latencyRows(call)).toEqual([]);
    expect(latencyRows(detailsFixture()).map((r) => r.stage)).toEqual(["stt", "bot", "tts"]);
  });

  it("rates every MOS leg", () => {
    expect(mosRows(detailsFixture(), { poorToFair: 2.8, fairToGood: 3.5 }).map((r) => r.quality)).toEqual([
      "Fair",
      "Poor",
      "-",
      "Unknown",
      "Good",
    ]);
  });

  it("reads analysis results as a conversation, named values or text", () => {
    expect(analysisView([{ role: "user", text: "hi" }]).kind).toBe("conversation");
    expect(analysisView({ a: 1, b: { c: true } })).toEqual({
      kind: "fields",
      fields: [
        ["a", "1"],
        ["b", '{"c":true}'],
      ],
    });
    expect(analysisView("A short summary")).toEqual({ kind: "text", text: "A short summary" });
    expect(analysisView([])).toEqual({ kind: "empty" });
    expect(analysisView(null)).toEqual({ kind: "empty" });
    expect(humanizeKey("callbackRequested")).toBe("Callback requested");
    expect(humanizeKey("caller_name")).toBe("Caller name");
  });
});

// ---------------------------------------------------------------------------------------------
// Against the embedded platform: the contract schemas read its real answers end to end.

describe("with the embedded platform", () => {
  let platform: PlatformTestContext;
  let url: string;
  let close: () => Promise<void>;
  const cookies: Record<"owner" | "viewer" | "admin", string> = {} as never;
  let withTranscript: string;
  let recorded: string;

  beforeAll(async () => {
    platform = createPlatformContext();
    await seed(platform.ctx.db, { calls: 2000, now: platform.ctx.now() });
    const app = express();
    app.use("/vaic/api", createVaicRouter(platform.ctx));
    app.use("/billing/api", createBillingRouter(platform.ctx));
    ({ url, close } = await listen(app));
    const db = platform.ctx.db;
    for (const who of ["owner", "viewer", "admin"] as const) {
      const userId = db.prepare("SELECT id FROM users WHERE email = ?").pluck().get(`${who}@example.com`) as string;
      const token = await issueAccessToken(platform.ctx, userId);
      cookies[who] = await sessionCookieFor({ token, refreshToken: randomRefreshToken(), source: "password" });
    }
    const acme = db.prepare("SELECT account_id FROM users WHERE email = 'owner@example.com'").pluck().get() as string;
    withTranscript = db
      .prepare(
        "SELECT call_id FROM calls c WHERE account_id = ? AND EXISTS (SELECT 1 FROM call_transcripts t WHERE t.call_id = c.id) LIMIT 1",
      )
      .pluck()
      .get(acme) as string;
    recorded = db
      .prepare("SELECT call_id FROM calls WHERE account_id = ? AND recorded = 1 LIMIT 1")
      .pluck()
      .get(acme) as string;
  });

  afterAll(async () => {
    await close?.();
    platform?.cleanup();
  });

  const real = (mode: "portal" | "admin", who: keyof typeof cookies, callId: string) => {
    server.use(http.all(`${url}/*`, () => passthrough()));
    const request = consoleRequest(`${mode === "admin" ? "/admin/calls" : "/portal/call_history"}/${callId}`, {
      cookie: cookies[who],
    });
    return { request, context: makeTestContext({ platformBaseUrl: url }) };
  };

  it("loads a bot call with transcript, analysis and log for the owner", async () => {
    const { request, context } = real("portal", "owner", withTranscript);
    const d = loaded(
      (await (await loadCallDetails(request, context, "portal", withTranscript)).json()) as CallDetailsData,
    );
    expect(d.call.callId).toBe(withTranscript);
    expect(d.transcript?.length).toBeGreaterThan(0);
    expect(d.analyses.map((a) => a.type).sort()).toEqual(["extract", "summarize", "transcript"]);
    expect(d.log?.length).toBeGreaterThan(0);
    const page = text(await renderData(d));
    expect(page).toContain("Conversation log");
    expect(page).not.toContain(MESSAGES.warning_logs_unavailable);
  });

  it("gives the viewer (no transcript role) the details without transcript", async () => {
    const { request, context } = real("portal", "viewer", withTranscript);
    const d = loaded(
      (await (await loadCallDetails(request, context, "portal", withTranscript)).json()) as CallDetailsData,
    );
    expect(d.transcript).toBeNull();
    expect(d.analyses).toEqual([]);
  });

  it("gives administrators the account of the call", async () => {
    const { request, context } = real("admin", "admin", withTranscript);
    const d = loaded(
      (await (await loadCallDetails(request, context, "admin", withTranscript)).json()) as CallDetailsData,
    );
    expect(d.call.accountName).toBe("Acme Voice");
  });

  it("answers 404 for an unknown call", async () => {
    const { request, context } = real("portal", "owner", "no-such-call");
    expect(((await thrown(loadCallDetails(request, context, "portal", "no-such-call"))) as Response).status).toBe(404);
  });

  it("streams a real recording as WAV", async () => {
    const { request, context } = real("portal", "owner", recorded);
    const response = await loadCallRecording(request, context, "portal", recorded);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("audio/wav");
    const wav = Buffer.from(await response.arrayBuffer());
    expect(wav.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(response.headers.get("Content-Length")).toBe(String(wav.length));
  });
});
