import { parseWithZod } from "@conform-to/zod";
import { json, type AppLoadContext } from "@remix-run/node";
import { CALL_LIST_SPEC } from "../../../../contract/calls";
import { EXPORT } from "../../../../contract/limits/export";
import { buildListQuery } from "../../../../contract/listQuery";
import { GENERIC_ERROR, MSG } from "../../../../contract/messages";
import { safeRedirectPath } from "~/auth/redirect";
import { isSubscriptionExpired } from "~/features/session/subscription";
import { isPlatformError, PlatformError, type PlatformClient } from "~/services/platform.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";
import { requireCallHistory } from "../guard.server";
import { CALL_HISTORY_PATHS, CALLS_API, type CallHistoryMode } from "../mode";
import { isExportMonth, monthRange, monthValue } from "./months";
import { dismissExportNotice, exportAcceptedRedirect } from "~/features/grid/export-notice.server";
import { EXPORT_INTENTS, exportReturnTo } from "./params";
import { exportActionSchema } from "./schema";

/**
 * Call-record exports (docs/product.md#exports "Export", #generic-list-calls "Generic grid list" and "Call history", #export-call-and-ai-messages): the
 * console asks the billing service for a CSV report and the platform answers 202 at once; the file
 * arrives later as a download notification. Only a 202 counts as accepted.
 *
 * Failures are PlatformErrors whose first message is error_export_to_csv_fail, followed by the
 * platform's own lines when it gave any (e.g. the 429 "Too many exports are in progress"), so the
 * user learns both that the export failed and why; toastsFromError turns them into danger toasts.
 */

export { EXPORT_NOTICE_COOKIE, exportNoticeHidden } from "~/features/grid/export-notice.server";

/** Query parameters the export sets itself; a list query carrying them would be refused (given twice). */
const EXPORT_OWN_PARAMS = new Set(["includeTestCalls", "includeExternalServers", "month"]);

function exportFailure(status: number, lines: readonly string[] = []): PlatformError {
  const own = lines.filter((line) => line !== GENERIC_ERROR && line !== MSG.error_export_to_csv_fail);
  return new PlatformError({ status, messages: [MSG.error_export_to_csv_fail, ...own] });
}

/** Drops the export's own parameters from a list query, leaving every other piece byte for byte. */
function listPart(listQuery: string): string {
  return listQuery
    .replace(/^\?/, "")
    .split("&")
    .filter((piece) => {
      if (!piece) return false;
      const name = piece.split("=")[0];
      try {
        return !EXPORT_OWN_PARAMS.has(decodeURIComponent(name.replace(/\+/g, " ")));
      } catch {
        return true; // malformed: the platform answers 400 for it
      }
    })
    .join("&");
}

/** POSTs an export and resolves only when the platform accepted it with exactly 202. */
async function postExport(api: PlatformClient, path: string): Promise<void> {
  let response: Response;
  try {
    response = await api.raw(path, { method: "POST" });
  } catch (error) {
    // A thrown Response is the sign-in or billing redirect of the platform client: let it through.
    if (error instanceof Response || !isPlatformError(error)) throw error;
    throw exportFailure(error.status, error.messages);
  }
  // The body is only {jobId}: release the connection without waiting for it.
  void response.body?.cancel().catch(() => undefined);
  // A 200 (or any other 2xx) is not "export started" (docs/product.md#exports): treat it as a failure.
  if (response.status !== EXPORT.ACCEPTED_STATUS) throw exportFailure(502);
}

/**
 * Exports what the list shows: POST {export}?{listQuery}&includeTestCalls=false. `listQuery` is the
 * platform list query of the current view (filters, sort, search; page and limit are ignored there).
 */
export async function startCallExport(api: PlatformClient, mode: CallHistoryMode, listQuery: string): Promise<void> {
  const query = [listPart(listQuery), "includeTestCalls=false"].filter(Boolean).join("&");
  await postExport(api, `${CALLS_API[mode].export}?${query}`);
}

/** The platform query of a monthly export: the UTC month by setupTime, oldest first. */
export function monthlyExportQuery(month: string): string {
  const { from, to } = monthRange(month);
  const list = buildListQuery(
    {
      sort: { field: "setupTime", direction: "asc" },
      filter: [
        { field: "setupTime", op: ">=", value: from },
        { field: "setupTime", op: "<", value: to },
      ],
    },
    CALL_LIST_SPEC,
  );
  return `month=${month}&${list}&includeTestCalls=false`;
}

/** Exports one of the last 24 months ("YYYY-MM", UTC); any other month fails without calling the platform. */
export async function startMonthlyExport(
  api: PlatformClient,
  mode: CallHistoryMode,
  month: string,
  now: Date | number = Date.now(),
): Promise<void> {
  if (!isExportMonth(month, now)) throw exportFailure(400);
  await postExport(api, `${CALLS_API[mode].export}?${monthlyExportQuery(month)}`);
}

/** The form's returnTo when it is this screen's own list URL (its query kept, one-shot flags dropped), else the bare list. */
export function exportReturnPath(returnTo: unknown, mode: CallHistoryMode): string {
  const listPath = CALL_HISTORY_PATHS[mode];
  const url = new URL(safeRedirectPath(returnTo, listPath), "http://console.invalid");
  if (url.pathname !== listPath) return listPath;
  return exportReturnTo(url.pathname, url.search);
}

export interface ExportActionOptions {
  /** The platform list query of the current view; a function is called only for the "export" intent. */
  listQuery: string | (() => string | Promise<string>);
  /** The submitted form, when the route has read the body already. */
  formData?: FormData;
  /** The clock of the month window (tests). */
  now?: Date | number;
}

/**
 * The export half of the call-history list action (intents export, export-monthly,
 * dismiss-export-notice). Success returns to the list with the notice flag (unless hidden); a
 * failure returns with danger toasts; an invalid monthly pick answers 400 with the field error.
 */
export async function handleExportAction(
  request: Request,
  context: AppLoadContext,
  mode: CallHistoryMode,
  options: ExportActionOptions,
): Promise<Response> {
  const { user, api } = await requireCallHistory(request, context, mode);
  const formData = options.formData ?? (await request.formData());
  const now = options.now ?? Date.now();
  const submission = parseWithZod(formData, { schema: exportActionSchema(now) });
  const back = exportReturnPath(formData.get("returnTo"), mode);
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const value = submission.value;

  if (value.intent === EXPORT_INTENTS.dismissNotice) {
    return dismissExportNotice(context, back, Boolean(value.hide));
  }

  // docs/product.md#exports: with an expired subscription export is disabled; the page hides it, this enforces it.
  if (isSubscriptionExpired(user)) {
    return redirectWithToast(back, { type: "warning", message: MSG.warning_subscription_inactive });
  }

  try {
    if (value.intent === EXPORT_INTENTS.export) {
      const listQuery = typeof options.listQuery === "function" ? await options.listQuery() : options.listQuery;
      await startCallExport(api, mode, listQuery);
    } else {
      await startMonthlyExport(api, mode, monthValue(value.year, value.month), now);
    }
  } catch (error) {
    if (error instanceof Response || !isPlatformError(error)) throw error;
    console.warn(`[call-export] ${value.intent} failed`, error.status);
    return redirectWithToast(back, toastsFromError(error, MSG.labels_export));
  }
  return exportAcceptedRedirect(request, back);
}
