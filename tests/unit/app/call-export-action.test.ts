import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { CALL_LIST_SPEC } from "../../../contract/calls";
import { parseListQuery } from "../../../contract/listQuery";
import type { CurrentUser } from "../../../contract/wire/currentUser";
import { MSG } from "../../../contract/messages";
import { ADMIN_ROLES, OWNER_ROLES, ROLES } from "../../../contract/roles";
import {
  EXPORT_NOTICE_COOKIE,
  exportNoticeHidden,
  handleExportAction,
  monthlyExportQuery,
  startCallExport,
  startMonthlyExport,
} from "~/features/call-history/export/export.server";
import { EXPORT_ERRORS } from "~/features/call-history/export/schema";
import type { CallHistoryMode } from "~/features/call-history/mode";
import { platform, PlatformError } from "~/services/platform.server";
import { getToasts, TOAST_COOKIE_NAME } from "~/toast/toast.server";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM, signedInAs } from "../../mocks/platform";

const server = mockPlatformServer();
const JAN_15_2026 = Date.UTC(2026, 0, 15, 12);
const LIST = "/portal/call_history";

/** A signed-in browser with `roles` against a stub platform that knows its token. */
async function signedIn(roles: readonly string[] = OWNER_ROLES, user: Partial<CurrentUser> = {}) {
  const { stub, handlers, cookie } = await signedInAs(roles, { user });
  server.use(...handlers);
  return { stub, cookie };
}

interface Seen {
  method: string;
  path: string;
  /** The raw query string, without "?". */
  query: string;
}

/** The billing export endpoints, answering `status` with `body`; records what they were sent. */
function exportEndpoint(status = 202, body: unknown = { jobId: "job-1" }) {
  const seen: Seen[] = [];
  const handler = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, path: url.pathname, query: url.search.slice(1) });
    return HttpResponse.json(body as Record<string, unknown>, { status });
  };
  server.use(
    http.post(`${PLATFORM}/billing/api/reports/calls`, handler),
    http.post(`${PLATFORM}/billing/api/reports/Admin/calls`, handler),
  );
  return seen;
}

function post(path: string, fields: Record<string, string>, cookie: string) {
  return consoleRequest(path, { method: "POST", cookie, body: new URLSearchParams(fields) });
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

/** The toasts a redirect flashes, as the next page would read them. */
async function flashedToasts(response: Response) {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${TOAST_COOKIE_NAME}=`));
  if (!setCookie) return [];
  const { toasts } = await getToasts(consoleRequest(LIST, { cookie: setCookie.split(";")[0] }));
  return toasts.map(({ type, title, message }) => ({ type, title, message }));
}

describe("startCallExport", () => {
  it("POSTs the list query plus includeTestCalls=false and resolves on 202", async () => {
    const { cookie } = await signedIn();
    const seen = exportEndpoint(202);
    const api = platform(consoleRequest(LIST, { cookie }), makeTestContext());
    await startCallExport(api, "portal", "page=2&limit=10&sort=-setupTime&filter=(durationSeconds>=60)&search=acme");
    expect(seen).toEqual([
      {
        method: "POST",
        path: "/billing/api/reports/calls",
        query: "page=2&limit=10&sort=-setupTime&filter=(durationSeconds%3E=60)&search=acme&includeTestCalls=false",
      },
    ]);
  });

  it("uses the admin endpoint in admin mode and never sends its own flags twice", async () => {
    const { cookie } = await signedIn([...ADMIN_ROLES, ROLES.CALLS_READ]);
    const seen = exportEndpoint(202);
    const api = platform(consoleRequest("/admin/calls", { cookie }), makeTestContext());
    await startCallExport(
      api,
      "admin",
      "?sort=setupTime&includeTestCalls=true&includeExternalServers=true&month=2025-01",
    );
    expect(seen).toEqual([
      { method: "POST", path: "/billing/api/reports/Admin/calls", query: "sort=setupTime&includeTestCalls=false" },
    ]);
  });

  it("refuses a 200: only 202 means the export was accepted", async () => {
    const { cookie } = await signedIn();
    exportEndpoint(200, { jobId: "job-1" });
    const api = platform(consoleRequest(LIST, { cookie }), makeTestContext());
    const error = await thrown(startCallExport(api, "portal", ""));
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).messages).toEqual([MSG.error_export_to_csv_fail]);
  });

  it("fails with the export message followed by the platform's own words", async () => {
    const { cookie } = await signedIn();
    exportEndpoint(429, { message: "Too many exports are in progress. Please wait for them to finish." });
    const api = platform(consoleRequest(LIST, { cookie }), makeTestContext());
    const error = (await thrown(startCallExport(api, "portal", ""))) as PlatformError;
    expect(error.status).toBe(429);
    expect(error.messages).toEqual([
      MSG.error_export_to_csv_fail,
      "Too many exports are in progress. Please wait for them to finish.",
    ]);
  });
});

describe("startMonthlyExport", () => {
  it("sends month, the month's setupTime range and sort=setupTime, exactly", async () => {
    const { cookie } = await signedIn();
    const seen = exportEndpoint(202);
    const api = platform(consoleRequest(LIST, { cookie }), makeTestContext());
    await startMonthlyExport(api, "portal", "2025-12", JAN_15_2026);
    const expected =
      "month=2025-12&sort=setupTime&filter=(setupTime%3E=2025-12-01T00:00:00.000Z,setupTime%3C2026-01-01T00:00:00.000Z)&includeTestCalls=false";
    expect(seen).toEqual([{ method: "POST", path: "/billing/api/reports/calls", query: expected }]);
    expect(monthlyExportQuery("2025-12")).toBe(expected);
  });

  it("is a query the shared list parser reads back as that month, ascending", () => {
    const query = parseListQuery(new URLSearchParams(monthlyExportQuery("2024-02")), CALL_LIST_SPEC);
    expect(query.sort).toEqual({ field: "setupTime", direction: "asc" });
    expect(query.filter).toEqual([
      { field: "setupTime", op: ">=", value: Date.UTC(2024, 1, 1) },
      { field: "setupTime", op: "<", value: Date.UTC(2024, 2, 1) },
    ]);
  });

  it("refuses a month outside the last 24 without calling the platform", async () => {
    const { cookie } = await signedIn();
    const seen = exportEndpoint(202);
    const api = platform(consoleRequest(LIST, { cookie }), makeTestContext());
    const error = (await thrown(startMonthlyExport(api, "portal", "2024-01", JAN_15_2026))) as PlatformError;
    expect(error.messages).toEqual([MSG.error_export_to_csv_fail]);
    expect(seen).toEqual([]);
  });
});

describe("handleExportAction", () => {
  const run = (request: Request, mode: CallHistoryMode = "portal", listQuery = "sort=-setupTime&search=acme") =>
    handleExportAction(request, makeTestContext(), mode, { listQuery, now: JAN_15_2026 });

  it("exports the view and returns to the same list with the notice flag", async () => {
    const { cookie } = await signedIn();
    const seen = exportEndpoint(202);
    const response = await run(post(LIST, { intent: "export", returnTo: `${LIST}?search=acme&page=2` }, cookie));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${LIST}?search=acme&page=2&exportNotice=1`);
    expect(seen.map((s) => s.query)).toEqual(["sort=-setupTime&search=acme&includeTestCalls=false"]);
  });

  it("computes a lazy list query only for the export intent", async () => {
    const { cookie } = await signedIn();
    exportEndpoint(202);
    let computed = 0;
    const listQuery = () => {
      computed++;
      return "sort=setupTime";
    };
    const context = makeTestContext();
    await handleExportAction(post(LIST, { intent: "dismiss-export-notice" }, cookie), context, "portal", { listQuery });
    expect(computed).toBe(0);
    await handleExportAction(post(LIST, { intent: "export" }, cookie), context, "portal", { listQuery });
    expect(computed).toBe(1);
  });

  it("leaves the notice out once the user chose not to see it again", async () => {
    const { cookie } = await signedIn();
    exportEndpoint(202);
    const hidden = `${cookie}; ${EXPORT_NOTICE_COOKIE}=hide`;
    const response = await run(post(LIST, { intent: "export", returnTo: `${LIST}?search=acme` }, hidden));
    expect(response.headers.get("Location")).toBe(`${LIST}?search=acme`);
    expect(exportNoticeHidden(consoleRequest(LIST, { cookie: hidden }))).toBe(true);
    expect(exportNoticeHidden(consoleRequest(LIST, { cookie: `${EXPORT_NOTICE_COOKIE}=show` }))).toBe(false);
  });

  it("starts a monthly export from the dialog's month and year", async () => {
    const { cookie } = await signedIn([...ADMIN_ROLES, ROLES.CALLS_READ]);
    const seen = exportEndpoint(202);
    const response = await run(
      post(
        "/admin/calls?dialog=monthly-export",
        { intent: "export-monthly", year: "2024", month: "2", returnTo: "/admin/calls?dialog=monthly-export&page=3" },
        cookie,
      ),
      "admin",
    );
    expect(response.headers.get("Location")).toBe("/admin/calls?page=3&exportNotice=1");
    expect(seen).toHaveLength(1);
    expect(seen[0].path).toBe("/billing/api/reports/Admin/calls");
    expect(new URLSearchParams(seen[0].query).get("month")).toBe("2024-02");
  });

  it("answers 400 with the month field's error (and the pick) for a month outside the window", async () => {
    const { cookie } = await signedIn();
    const seen = exportEndpoint(202);
    const response = await run(
      post(LIST, { intent: "export-monthly", year: "2024", month: "1", returnTo: LIST }, cookie),
    );
    expect(response.status).toBe(400);
    const reply = await response.json();
    expect(reply.error).toEqual({ month: [EXPORT_ERRORS.monthOutOfWindow] });
    expect(reply.initialValue).toMatchObject({ intent: "export-monthly", year: "2024", month: "1" });
    expect(seen).toEqual([]);
  });

  it("returns with the export failure toast and the platform's reason", async () => {
    const { cookie } = await signedIn();
    exportEndpoint(429, { message: "Too many exports are in progress. Please wait for them to finish." });
    const response = await run(
      post(LIST, { intent: "export", returnTo: `${LIST}?search=acme&exportNotice=1` }, cookie),
    );
    expect(response.headers.get("Location")).toBe(`${LIST}?search=acme`);
    expect(await flashedToasts(response)).toEqual([
      { type: "danger", title: MSG.labels_export, message: MSG.error_export_to_csv_fail },
      {
        type: "danger",
        title: MSG.labels_export,
        message: "Too many exports are in progress. Please wait for them to finish.",
      },
    ]);
  });

  it("treats a 200 as a failure (no notice, the failure toast)", async () => {
    const { cookie } = await signedIn();
    exportEndpoint(200);
    const response = await run(post(LIST, { intent: "export", returnTo: LIST }, cookie));
    expect(response.headers.get("Location")).toBe(LIST);
    expect(await flashedToasts(response)).toEqual([
      { type: "danger", title: MSG.labels_export, message: MSG.error_export_to_csv_fail },
    ]);
  });

  it("stores 'do not show again' in a long-lived cookie, and clears the flag either way", async () => {
    const { cookie } = await signedIn();
    const hide = await run(
      post(
        `${LIST}?exportNotice=1`,
        { intent: "dismiss-export-notice", hide: "on", returnTo: `${LIST}?page=2&exportNotice=1` },
        cookie,
      ),
    );
    expect(hide.headers.get("Location")).toBe(`${LIST}?page=2`);
    const setCookie = hide.headers.getSetCookie().find((c) => c.startsWith(`${EXPORT_NOTICE_COOKIE}=`)) ?? "";
    expect(setCookie).toMatch(/^vc_export_notice=hide; /);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const keep = await run(post(LIST, { intent: "dismiss-export-notice", returnTo: `${LIST}?exportNotice=1` }, cookie));
    expect(keep.headers.get("Location")).toBe(LIST);
    expect(keep.headers.getSetCookie().some((c) => c.startsWith(`${EXPORT_NOTICE_COOKIE}=`))).toBe(false);
  });

  it.each([
    ["//evil.example/x", LIST],
    ["https://evil.example/portal/call_history", LIST],
    ["/admin/calls?page=2", LIST],
    ["/portal/bots", LIST],
    ["/portal/call_history/call-1?page=2", LIST],
  ])("returns only to its own list (returnTo %j)", async (returnTo, expected) => {
    const { cookie } = await signedIn();
    const response = await run(post(LIST, { intent: "dismiss-export-notice", returnTo }, cookie));
    expect(response.headers.get("Location")).toBe(expected);
  });

  it("is guarded: no calls-read role, or a customer on the admin screen, is a 403 before any export", async () => {
    const seen = exportEndpoint(202);
    const viewer = await signedIn([ROLES.STATISTICS_READ_READ]);
    const noRole = await thrown(run(post(LIST, { intent: "export" }, viewer.cookie)));
    expect((noRole as Response).status).toBe(403);
    const owner = await signedIn(OWNER_ROLES);
    const customer = await thrown(run(post("/admin/calls", { intent: "export" }, owner.cookie), "admin"));
    expect((customer as Response).status).toBe(403);
    expect(seen).toEqual([]);
  });

  it("does not export for an expired subscription", async () => {
    const { cookie } = await signedIn(OWNER_ROLES, { isActive: false });
    const seen = exportEndpoint(202);
    const response = await run(post(LIST, { intent: "export", returnTo: LIST }, cookie));
    expect(response.headers.get("Location")).toBe(LIST);
    expect(await flashedToasts(response)).toEqual([
      { type: "warning", title: undefined, message: MSG.warning_subscription_inactive },
    ]);
    expect(seen).toEqual([]);
  });
});
