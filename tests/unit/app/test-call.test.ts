/**
 * A number's test call in the console, against the embedded platform: the number's view offers it
 * (an active number; the numbers' update and the calls' read roles), the action opens the placed call
 * in the call history with a toast, a number nothing answers goes back to its view saying why, and a
 * caller without the roles is refused on the server whatever the page showed. The placed call is in
 * progress: the call history's first row and its details drawer say "In progress" where an ended call
 * shows its duration (issue 30).
 */
import { createInstance } from "i18next";
import { http, passthrough } from "msw";
import { createElement, Fragment, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OWNER_ROLES, ROLES } from "../../../contract/roles";
import { issueAccessToken } from "../../../platform/auth/issue";
import { callColumns } from "../../../app/features/call-history/columns";
import { loadCallDetails, type CallDetailsLoaded } from "../../../app/features/call-history/details/details.server";
import { TimingSection } from "../../../app/features/call-history/details/SummarySections";
import { loadCallHistory, type CallHistoryData } from "../../../app/features/call-history/list.server";
import { loadEntityRecord } from "../../../app/features/entities/dialog.server";
import { i18nOptions } from "../../../app/i18n/config";
import { DEFAULT_LOCALE } from "../../../app/i18n/locale";
import { numberDialogData } from "../../../app/features/numbers/dialog-data.server";
import { NUMBERS_RESOURCE } from "../../../app/features/numbers/resource";
import { numberTestCallAction } from "../../../app/features/numbers/test-call.server";
import {
  answerOf,
  consoleRequest,
  makeTestContext,
  mockPlatformServer,
  randomRefreshToken,
  sessionCookieFor,
} from "../../mocks/platform";
import { startSeededPlatform, type SeededPlatform } from "../platform/support/seeded-platform";

const server = mockPlatformServer();
let w: SeededPlatform;
const db = () => w.platform.db;

/** The platform calls reach the embedded platform (the mock server's handlers are reset after each test). */
const toEmbeddedPlatform = () => server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));

const i18n = createInstance();
beforeAll(async () => {
  toEmbeddedPlatform();
  w = await startSeededPlatform();
  await i18n.use(initReactI18next).init(i18nOptions(DEFAULT_LOCALE));
});
beforeEach(toEmbeddedPlatform);

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

/** A user of its own in the owner's account, with these roles. */
async function person(roles: readonly string[]): Promise<string> {
  const id = randomUUID();
  db()
    .prepare(
      `INSERT INTO users (id, account_id, email, first_name, last_name, roles, is_active, terms_accepted_version, created_at)
       VALUES (?, ?, ?, 'Test', 'Caller', ?, 1, 1, ?)`,
    )
    .run(id, w.users.owner.accountId, `caller-${id.slice(0, 8)}@example.com`, JSON.stringify(roles), Date.now());
  const token = await issueAccessToken(w.platform.ctx, id);
  return sessionCookieFor({ token, refreshToken: randomRefreshToken(), source: "password" });
}

const context = () => makeTestContext({ platformBaseUrl: w.base });
const view = async (cookie: string, id: string) =>
  loadEntityRecord(
    { request: consoleRequest(`/portal/numbers/${id}`, { cookie }), context: context(), params: { id } },
    NUMBERS_RESOURCE,
    "view",
    "portal",
    numberDialogData,
  );
const testCall = (cookie: string, id: string) =>
  answerOf(
    numberTestCallAction({
      request: consoleRequest(`/portal/numbers/${id}/test-call`, { cookie, method: "POST" }),
      context: context(),
      params: { id },
    }),
  );
const activeWithBot = () =>
  db()
    .prepare(
      "SELECT id FROM phone_numbers WHERE account_id = ? AND status = 'Active' AND bot_id IS NOT NULL AND deleted_at IS NULL ORDER BY e164 LIMIT 1",
    )
    .pluck()
    .get(w.users.owner.accountId) as string;
const calls = () => db().prepare("SELECT COUNT(*) FROM calls").pluck().get() as number;

describe("a number's test call", () => {
  it("is offered on an active number's view and opens the placed call in the call history", async () => {
    const owner = await person(OWNER_ROLES);
    const phone = activeWithBot();
    expect((await view(owner, phone)).canTestCall).toBe(true);
    const before = calls();
    const done = await testCall(owner, phone);
    expect(done.status).toBe(302);
    const callId = /^\/portal\/call_history\/([^/?]+)$/.exec(done.headers.get("Location") ?? "")?.[1];
    expect(callId).toBeTruthy();
    expect(calls()).toBe(before + 1);
    expect(
      db().prepare("SELECT calling_entity_id FROM calls WHERE call_id = ?").pluck().get(decodeURIComponent(callId!)),
    ).toBe(phone);
    expect(done.headers.get("Set-Cookie")).toContain("toast");
  });

  it("shows the placed call in progress: first in the call history and in its details, no duration yet", async () => {
    const owner = await person(OWNER_ROLES);
    const done = await testCall(owner, activeWithBot());
    const callId = decodeURIComponent(
      /^\/portal\/call_history\/([^/?]+)$/.exec(done.headers.get("Location") ?? "")![1],
    );
    const html = (element: ReactElement) =>
      renderToString(createElement(I18nextProvider, { i18n }, element)).replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
    const fragment = (node: ReactNode) => createElement(Fragment, null, node);

    // The list (newest first by default): the call is its first row, and its duration cell says so.
    const list = (await (
      await loadCallHistory(consoleRequest("/portal/call_history", { cookie: owner }), context(), "portal")
    ).json()) as CallHistoryData;
    const row = list.rows[0];
    expect(row.callId).toBe(callId);
    expect(row.endTime ?? null).toBeNull();
    const duration = callColumns(i18n.t, { mode: "portal", timeZone: "UTC", thresholds: list.thresholds }).find(
      (c) => c.id === "durationSeconds",
    )!;
    const cell = html(fragment(duration.cell(row)));
    expect(cell).toContain("In progress");
    expect(cell).not.toContain("00 min 00 sec");

    // The details drawer's timing: "In progress" for the duration.
    const details = (await (
      await loadCallDetails(
        consoleRequest(`/portal/call_history/${encodeURIComponent(callId)}`, { cookie: owner }),
        context(),
        "portal",
        callId,
      )
    ).json()) as CallDetailsLoaded;
    expect(details.state).toBe("loaded");
    const timing = html(createElement(TimingSection, { call: details.call, timeZone: "UTC" }));
    expect(timing).toContain("In progress");
    expect(timing).not.toContain("00 min 00 sec");

    // Once ended, the same cell shows the duration again.
    const ended = html(fragment(duration.cell({ ...row, endTime: new Date().toISOString(), durationSeconds: 42 })));
    expect(ended).toContain("00 min 42 sec");
    expect(ended).not.toContain("In progress");
  });

  it("goes back to the number's view saying why when nothing answers it", async () => {
    const owner = await person(OWNER_ROLES);
    const phone = db()
      .prepare(
        "SELECT id FROM phone_numbers WHERE account_id = ? AND status = 'Active' AND deleted_at IS NULL ORDER BY e164 DESC LIMIT 1",
      )
      .pluck()
      .get(w.users.owner.accountId) as string;
    db().prepare("UPDATE phone_numbers SET bot_id = NULL WHERE id = ?").run(phone);
    db().prepare("UPDATE routing_rules SET deleted_at = ? WHERE origin_id = ?").run(Date.now(), phone);
    const before = calls();
    const refused = await testCall(owner, phone);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe(`/portal/numbers/${phone}`);
    expect(calls()).toBe(before);
  });

  it("is neither offered nor allowed without the calls' read role", async () => {
    const noCalls = await person(OWNER_ROLES.filter((r) => r !== ROLES.CALLS_READ));
    const phone = activeWithBot();
    expect((await view(noCalls, phone)).canTestCall).toBe(false);
    const before = calls();
    expect((await testCall(noCalls, phone)).status).toBe(403);
    expect(calls()).toBe(before);
  });
});
