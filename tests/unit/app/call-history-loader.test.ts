import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { CallRecord } from "../../../contract/calls";
import { OWNER_ROLES, ROLES } from "../../../contract/roles";
import { loadCallHistory, type CallHistoryData } from "../../../app/features/call-history/list.server";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM, signedInAs } from "../../mocks/platform";

/** The call-history loader against a faked platform: empty, not found, failures, modes, paging. */

const server = mockPlatformServer();

function call(id: string, overrides: Partial<CallRecord> = {}): CallRecord {
  return {
    callId: id,
    callingEntity: { displayName: "Front desk", type: "service-number", phoneNumber: "+4930123456" },
    calledEntity: { displayName: "Helpdesk bot", type: "bot", phoneNumber: "+4930999999" },
    setupTime: "2026-01-15T10:00:00.000Z",
    durationSeconds: 75,
    successful: true,
    features: [],
    recorded: false,
    globalSessionId: "g-1",
    ...overrides,
  } as CallRecord;
}

interface ListAnswer {
  status: number;
  body?: unknown;
}

async function setup(
  list: (url: URL) => ListAnswer,
  options: { roles?: readonly string[]; isActive?: boolean; details?: (id: string) => ListAnswer } = {},
) {
  const { handlers, cookie } = await signedInAs(options.roles ?? OWNER_ROLES, {
    user: { isActive: options.isActive ?? true },
  });
  const seen: URL[] = [];
  const answer = ({ status, body }: ListAnswer) =>
    body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body as object, { status });
  server.use(
    ...handlers,
    http.get(`${PLATFORM}/vaic/api/Settings/baseSettings`, () => new HttpResponse(null, { status: 503 })),
    http.get(`${PLATFORM}/billing/api/v1/Calls`, ({ request }) => {
      const url = new URL(request.url);
      seen.push(url);
      return answer(list(url));
    }),
    http.get(`${PLATFORM}/billing/api/v1/Calls/:callId`, ({ params }) =>
      answer(options.details?.(String(params.callId)) ?? { status: 404, body: { message: "Not found" } }),
    ),
  );
  const load = async (query = "") => {
    const response = await loadCallHistory(
      consoleRequest(`/portal/call_history${query}`, { cookie }),
      makeTestContext(),
      "portal",
    );
    return (await response.json()) as CallHistoryData;
  };
  return { seen, load, cookie };
}

const page = (calls: CallRecord[], total: number) => ({
  status: 200,
  body: { calls, pages: { page: 1, limit: 10, totalElements: total } },
});

describe("call history loader", () => {
  it("asks the platform for real calls with external servers, the total, and the grid's query", async () => {
    const { seen, load } = await setup(() => page([call("a"), call("b")], 2));
    const data = await load("?sort=durationSeconds&limit=20&successful=false");
    expect(data.rows.map((r) => r.callId)).toEqual(["a", "b"]);
    expect(data.total).toBe(2);
    const url = seen[0];
    expect(url.searchParams.get("includeTestCalls")).toBe("false");
    expect(url.searchParams.get("includeExternalServers")).toBe("true");
    expect(url.searchParams.get("totalItems")).toBe("true");
    expect(url.searchParams.get("sort")).toBe("durationSeconds");
    expect(url.searchParams.get("limit")).toBe("20");
    expect(url.searchParams.get("filter")).toMatch(/successful=false/);
    expect(data.toasts).toEqual([]);
  });

  it("treats 204 as an empty list and 404 as nothing, silently", async () => {
    let status = 204;
    const { load } = await setup(() => ({ status, body: status === 404 ? { message: "gone" } : undefined }));
    let data = await load();
    expect(data.rows).toEqual([]);
    expect(data.total).toBe(0);
    expect(data.toasts).toEqual([]);
    status = 404;
    data = await load();
    expect(data.rows).toEqual([]);
    expect(data.toasts).toEqual([]);
  });

  it("opens the last page for a page past it (the platform answers 204 there, as for an empty list)", async () => {
    const { cookie } = await setup((url) =>
      url.searchParams.get("page") === "1" ? page([call("a")], 2481) : { status: 204 },
    );
    const response = await loadCallHistory(
      consoleRequest("/portal/call_history?page=99999", { cookie }),
      makeTestContext(),
      "portal",
    ).catch((thrown: unknown) => thrown as Response);
    expect(response.status).toBe(302);
    // 2,481 calls at 10 a page: the last page is 249.
    expect(new URL(response.headers.get("Location")!, "http://console.invalid").searchParams.get("page")).toBe("249");
    // …and says why the page changed, in a flash toast.
    expect(response.headers.get("Set-Cookie")).toContain("__vc_toast=");
  });

  it("says there is nothing when a page past the first finds no call at all", async () => {
    const { load, seen } = await setup(() => ({ status: 204 }));
    const data = await load("?page=3");
    expect(data.rows).toEqual([]);
    expect(data.total).toBe(0);
    expect(seen.map((u) => u.searchParams.get("page"))).toEqual(["3", "1"]);
  });

  it("shows the server's message lines, one toast each, and still renders the page", async () => {
    const { load } = await setup(() => ({
      status: 400,
      body: { message: "Search needs a date range\nshorter than 3 days" },
    }));
    const data = await load();
    expect(data.rows).toEqual([]);
    expect(data.toasts.map((t) => [t.type, t.message])).toEqual([
      ["danger", "Search needs a date range"],
      ["danger", "shorter than 3 days"],
    ]);
  });

  it("a body-less failure shows the generic message", async () => {
    const { load } = await setup(() => ({ status: 500 }));
    expect((await load()).toasts.map((t) => t.message)).toEqual(["error_generic"]);
  });

  it("warns when the range is over 2 months and shows the last day instead", async () => {
    const { seen, load } = await setup(() => page([], 0));
    const data = await load("?from=2026-01-01T00:00:00Z&to=2026-03-15T00:00:00Z");
    expect(data.toasts.map((t) => t.message)).toEqual(["warning_selected_time_range_is_long"]);
    expect(data.view.rangeRejected).toBe(true);
    expect(seen[0].searchParams.get("filter")).not.toContain("2026-01-01");
  });

  it("related mode lists the session of the call; a lone call or a failed lookup says not found", async () => {
    const related = page([call("a"), call("b")], 2);
    const { seen, load } = await setup(
      (url) => (url.searchParams.get("filter")?.includes("globalSessionId") ? related : page([call("x")], 1)),
      {
        details: (id) => (id === "a" ? { status: 200, body: call("a", { globalSessionId: "g-9" }) } : { status: 404 }),
      },
    );
    let data = await load("?related=a");
    expect(data.view.related).toBe("a");
    expect(data.rows.map((r) => r.callId)).toEqual(["a", "b"]);
    expect(seen.at(-1)?.searchParams.get("filter")).toContain("globalSessionId=g-9");
    expect(data.toasts).toEqual([]);

    data = await load("?related=missing");
    expect(data.view.related).toBeUndefined();
    expect(data.rows.map((r) => r.callId)).toEqual(["x"]);
    expect(data.toasts.map((t) => t.message)).toEqual(["error_transfer_call_not_found"]);
  });

  it("a page past the end goes to the last page", async () => {
    const { load } = await setup((url) =>
      url.searchParams.get("page") === "9" ? page([], 25) : page([call("a")], 25),
    );
    const result = await load("?page=9&limit=20").catch((e: unknown) => e);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("Location")).toBe("/portal/call_history?limit=20&page=2");
  });

  it("refuses a user without calls read, and flags an inactive account's subscription", async () => {
    const { load: forbidden } = await setup(() => page([], 0), { roles: [ROLES.STATISTICS_READ_READ] });
    const refused = await forbidden().catch((e: unknown) => e);
    expect((refused as Response).status).toBe(403);

    const { load } = await setup(() => page([call("a")], 1), { isActive: false });
    expect((await load()).subscriptionExpired).toBe(true);
  });
});
