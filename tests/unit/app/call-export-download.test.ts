import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { MSG } from "../../../contract/messages";
import { OWNER_ROLES } from "../../../contract/roles";
import type { Notification } from "../../../contract/wire/notifications";
import { loader } from "~/routes/portal.notifications.$id.download";
import { getToasts, TOAST_COOKIE_NAME } from "~/toast/toast.server";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM, signedInAs } from "../../mocks/platform";

const server = mockPlatformServer();
const CSV = "Call ID,Calling number\ncall-1,+15550001\ncall-2,+15550002\n";

async function signedIn() {
  const { stub, handlers, cookie } = await signedInAs(OWNER_ROLES);
  server.use(...handlers);
  return { stub, cookie };
}

function notification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    title: "Call records export is ready",
    message: "2 records",
    type: "download",
    status: 0,
    createdAt: "2026-01-15T12:00:00.000Z",
    ttl: 86_400,
    data: { fileName: "calls-2026-01-15.csv", url: "exports/job-1/download" },
    ...overrides,
  };
}

/** The user's notifications on the platform; returns the paths the platform was asked for. */
function notificationsEndpoint(list: Notification[]) {
  const asked: string[] = [];
  server.use(
    http.get(`${PLATFORM}/vaic/api/notifications`, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json(list);
    }),
  );
  return asked;
}

/** The file endpoint of export job-1, answering with `answer`; records the bearer it was called with. */
function fileEndpoint(answer: () => Response) {
  const seen: { authorization: string | null }[] = [];
  server.use(
    http.get(`${PLATFORM}/vaic/api/exports/job-1/download`, ({ request }) => {
      seen.push({ authorization: request.headers.get("Authorization") });
      return answer();
    }),
  );
  return seen;
}

const csvAnswer = () =>
  new HttpResponse(CSV, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Length": String(Buffer.byteLength(CSV)) },
  });

function download(id: string, cookie: string, accept = "*/*") {
  const request = consoleRequest(`/portal/notifications/${encodeURIComponent(id)}/download`, {
    cookie,
    headers: { Accept: accept },
  });
  return loader({ request, context: makeTestContext(), params: { id } }) as Promise<Response>;
}

describe("GET /portal/notifications/:id/download", () => {
  it("streams the file as an attachment with the platform's type and length, fetched with the user's token", async () => {
    const { cookie } = await signedIn();
    notificationsEndpoint([notification("n-other", { type: "info", data: {} }), notification("n1")]);
    const seen = fileEndpoint(csvAnswer);
    const response = await download("n1", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Length")).toBe(String(Buffer.byteLength(CSV)));
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="calls-2026-01-15.csv"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toBe(CSV);
    expect(seen).toHaveLength(1);
    expect(seen[0].authorization).toMatch(/^Bearer ./);
  });

  it("passes the body through as it arrives instead of buffering the whole file", async () => {
    const { cookie } = await signedIn();
    notificationsEndpoint([notification("n1")]);
    let finish!: () => void;
    const rest = new Promise<void>((resolve) => (finish = resolve));
    const encoder = new TextEncoder();
    fileEndpoint(
      () =>
        new HttpResponse(
          new ReadableStream({
            async start(controller) {
              controller.enqueue(encoder.encode("first,chunk\n"));
              await rest; // the platform is still writing
              controller.enqueue(encoder.encode("last,chunk\n"));
              controller.close();
            },
          }),
          { headers: { "Content-Type": "text/csv" } },
        ),
    );
    // The loader answers while the platform has sent only the first chunk.
    const response = await download("n1", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Length")).toBeNull();
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("first,chunk\n");
    finish();
    let restText = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      restText += new TextDecoder().decode(chunk.value);
    expect(restText).toBe("last,chunk\n");
  });

  it("writes a file name that is not plain ASCII safely (RFC 6266 fallback plus filename*)", async () => {
    const { cookie } = await signedIn();
    notificationsEndpoint([
      notification("n1", { data: { fileName: 'Anrufe "März" 100%.csv', url: "exports/job-1/download" } }),
    ]);
    fileEndpoint(csvAnswer);
    const response = await download("n1", cookie);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Anrufe _M_rz_ 100_.csv"; filename*=UTF-8''Anrufe%20%22M%C3%A4rz%22%20100%25.csv`,
    );
    expect(await response.text()).toBe(CSV);
  });

  it("uses only the last segment of a file name that carries a path", async () => {
    const { cookie } = await signedIn();
    notificationsEndpoint([
      notification("n1", { data: { fileName: "../../etc/calls.csv", url: "/vaic/api/exports/job-1/download" } }),
    ]);
    fileEndpoint(csvAnswer);
    const response = await download("n1", cookie);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="calls.csv"');
    expect(await response.text()).toBe(CSV);
  });

  it.each([
    ["an absolute url", "https://evil.example/calls.csv"],
    ["the platform's own origin spelled out", `${PLATFORM}/vaic/api/exports/job-1/download`],
    ["a protocol-relative url", "//evil.example/calls.csv"],
    ["a path outside the services", "/portal/settings"],
    ["a path climbing out of the main service", "../../portal/settings"],
  ])("refuses %s with 404 and fetches nothing", async (_what, url) => {
    const { cookie } = await signedIn();
    notificationsEndpoint([notification("n1", { data: { fileName: "calls.csv", url } })]);
    // Any request other than the notifications list fails the test (msw: unhandled requests are errors).
    const response = await download("n1", cookie);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ messages: [MSG.error_download_file] });
  });

  it.each([
    ["an unknown notification", "n-missing", notification("n1")],
    ["a notification that is not a download", "n1", notification("n1", { type: "info" })],
    ["a download without a url", "n1", notification("n1", { data: { fileName: "calls.csv" } })],
    ["a download without a file name", "n1", notification("n1", { data: { url: "exports/job-1/download" } })],
  ])("answers 404 for %s", async (_what, id, listed) => {
    const { cookie } = await signedIn();
    notificationsEndpoint([listed]);
    const response = await download(id, cookie);
    expect(response.status).toBe(404);
  });

  it("maps a platform failure to 'Error downloading the file.' with the platform's reason", async () => {
    const { cookie } = await signedIn();
    notificationsEndpoint([notification("n1")]);
    fileEndpoint(() => HttpResponse.json({ message: "This export is not finished yet." }, { status: 409 }));
    const conflict = await download("n1", cookie);
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ messages: [MSG.error_download_file, "This export is not finished yet."] });

    fileEndpoint(() => new HttpResponse(null, { status: 500 }));
    const broken = await download("n1", cookie);
    expect(broken.status).toBe(502);
    expect(await broken.json()).toEqual({ messages: [MSG.error_download_file] });

    fileEndpoint(() => HttpResponse.json({ message: "The export file no longer exists" }, { status: 404 }));
    expect((await download("n1", cookie)).status).toBe(410);
  });

  it("sends a browser navigation back to the notifications page with the Download toast", async () => {
    const { cookie } = await signedIn();
    notificationsEndpoint([notification("n1")]);
    fileEndpoint(() => HttpResponse.json({ message: "This export is not finished yet." }, { status: 409 }));
    const response = await download("n1", cookie, "text/html,application/xhtml+xml,*/*;q=0.8");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/portal/notifications");
    const flash = response.headers.getSetCookie().find((c) => c.startsWith(`${TOAST_COOKIE_NAME}=`))!;
    const { toasts } = await getToasts(consoleRequest("/portal/notifications", { cookie: flash.split(";")[0] }));
    expect(toasts.map(({ type, title, message }) => ({ type, title, message }))).toEqual([
      { type: "danger", title: MSG.labels_download, message: MSG.error_download_file },
      { type: "danger", title: MSG.labels_download, message: "This export is not finished yet." },
    ]);
  });

  it("fails the same way when the notifications cannot be read", async () => {
    const { cookie } = await signedIn();
    server.use(http.get(`${PLATFORM}/vaic/api/notifications`, () => new HttpResponse(null, { status: 503 })));
    const response = await download("n1", cookie);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ messages: [MSG.error_download_file] });
  });

  it("sends a visitor without a session to sign in, asking the platform nothing", async () => {
    const asked = notificationsEndpoint([notification("n1")]);
    const error = await download("n1", "").catch((e: unknown) => e);
    expect((error as Response).status).toBe(302);
    expect((error as Response).headers.get("Location")).toBe(
      "/login?redirectTo=%2Fportal%2Fnotifications%2Fn1%2Fdownload",
    );
    expect(asked).toEqual([]);
  });
});
