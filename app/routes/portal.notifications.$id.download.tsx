import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { TIME } from "../../contract/limits/units";
import { GENERIC_ERROR, MSG } from "../../contract/messages";
import { platformDownloadPath } from "../../contract/servicePaths";
import { isDownloadable } from "../../contract/wire/notifications";
import { requireUser } from "~/auth/guards.server";
import { NOTIFICATIONS_PAGE } from "~/features/notifications/paths";
import { listNotifications } from "~/services/notifications.server";
import { isPlatformError } from "~/services/platform.server";
import { redirectWithToast, type ToastInput } from "~/toast/toast.server";

/**
 * GET /portal/notifications/:id/download: the file of one of the user's download notifications
 * (docs/product.md#notification-record "Notification", #notifications "Notifications"), streamed from the platform as an attachment.
 *
 * Only a platform path under a service base path is fetched, with the user's own token: a relative
 * url is resolved against the main service base, anything absolute or foreign is refused, so a
 * notification can never make the console fetch an arbitrary URL.
 *
 * This is a resource route (a streamed body cannot go through a page's loader), so it has no error
 * boundary of its own. A browser navigation that fails returns to the notifications page with the
 * spec's danger toast ('Error downloading the file.' titled Download, docs/product.md#notification-messages); other callers (a
 * fetch from the live drawer) get the status with {messages}: 404 for a notification that is not
 * there or has no downloadable file, the platform's failure mapped otherwise.
 */

/**
 * How long the whole transfer may take. Longer than the API timeout: the platform client's timeout
 * covers the body too, and a large export over a slow link must not be cut off. Not a spec value.
 */
const DOWNLOAD_TIMEOUT_MS = 10 * TIME.MINUTE_MS;
const FALLBACK_FILE_NAME = "download";
const MAX_FILE_NAME_LENGTH = 200;

/** The last path segment of a name, without control characters; never empty. */
function baseName(fileName: string): string {
  // eslint-disable-next-line no-control-regex
  const name = (fileName.split(/[/\\]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return name.slice(0, MAX_FILE_NAME_LENGTH) || FALLBACK_FILE_NAME;
}

/** RFC 6266: an ASCII `filename` every browser reads, plus RFC 5987 `filename*` when the name needs it. */
function contentDisposition(fileName: string): string {
  const name = baseName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  if (ascii === name) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A page navigation (the browser wants HTML) rather than a fetch. */
function wantsPage(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/** The failure answer: the notifications page with toasts for a navigation, else the status with {messages}. */
async function failure(request: Request, status: number, lines: readonly string[] = []): Promise<Response> {
  const own = lines.filter((line) => line !== GENERIC_ERROR && line !== MSG.error_download_file);
  if (wantsPage(request)) {
    const toasts: ToastInput[] = [MSG.error_download_file, ...own].map((message) => ({
      type: "danger",
      title: MSG.labels_download,
      message,
    }));
    return redirectWithToast(NOTIFICATIONS_PAGE, toasts);
  }
  return json(
    { messages: [MSG.error_download_file, ...own] },
    { status, headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The status a platform failure answers with: the file is gone (404 becomes 410), the platform is down (502). */
function failureStatus(error: { status: number }): number {
  if (error.status === 404) return 410;
  if (error.status === 503) return 503;
  if (error.status >= 500) return 502;
  return error.status;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  let upstream: Response;
  let fileName: string;
  try {
    const notification = (await listNotifications(api)).find((n) => n.id === params.id);
    const file = notification && isDownloadable(notification) ? notification.data : null;
    const path = file ? platformDownloadPath(file.url) : null;
    if (!file || !path) return failure(request, 404);
    fileName = file.fileName;
    upstream = await api.raw(path, { headers: { Accept: "*/*" }, timeoutMs: DOWNLOAD_TIMEOUT_MS });
  } catch (error) {
    // A thrown Response is the client's sign-in or billing redirect: let it through.
    if (error instanceof Response || !isPlatformError(error)) throw error;
    console.warn("[notifications] download failed", error.status);
    return failure(request, failureStatus(error), error.messages);
  }

  const headers = new Headers({
    "Content-Type": upstream.headers.get("Content-Type") ?? "application/octet-stream",
    "Content-Disposition": contentDisposition(fileName),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  // fetch hands over a decoded body: the upstream length only holds when nothing was decoded.
  const length = upstream.headers.get("Content-Length");
  if (length && !upstream.headers.get("Content-Encoding")) headers.set("Content-Length", length);
  // The body is passed through as it arrives (never buffered); a client that goes away cancels it.
  return new Response(upstream.body, { status: 200, headers });
}
