/**
 * The URL state of the export pieces (browser and server): the monthly dialog opens with
 * `dialog=monthly-export`, the "report is being prepared" notice shows with `exportNotice=1`.
 * Both are one-shot UI flags, so they are dropped from the list URL every form returns to.
 */

import {
  DISMISS_EXPORT_NOTICE_INTENT,
  EXPORT_NOTICE_PARAM,
  isExportNoticeShown,
  withExportNotice as withNotice,
} from "~/features/grid/export-notice";
import { CALL_HISTORY_PATHS, type CallHistoryMode } from "../mode";

export { isExportNoticeShown };
export const EXPORT_PARAMS = { dialog: "dialog", notice: EXPORT_NOTICE_PARAM } as const;
export const MONTHLY_EXPORT_DIALOG = "monthly-export";

/** Form intents the list route hands to handleExportAction. */
export const EXPORT_INTENTS = {
  export: "export",
  monthly: "export-monthly",
  dismissNotice: DISMISS_EXPORT_NOTICE_INTENT,
} as const;
export type ExportIntent = (typeof EXPORT_INTENTS)[keyof typeof EXPORT_INTENTS];

export function isExportIntent(value: unknown): value is ExportIntent {
  return typeof value === "string" && (Object.values(EXPORT_INTENTS) as string[]).includes(value);
}

function withParams(pathname: string, search: string, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(search);
  change(params);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The list URL without the dialog and notice flags: where every export form returns to. */
export function exportReturnTo(pathname: string, search: string): string {
  return withParams(pathname, search, (p) => {
    p.delete(EXPORT_PARAMS.dialog);
    p.delete(EXPORT_PARAMS.notice);
  });
}

/** The list URL with the monthly export dialog open (the rest of the query kept). */
export function monthlyExportHref(pathname: string, search: string): string {
  return withParams(pathname, search, (p) => {
    p.delete(EXPORT_PARAMS.notice);
    p.set(EXPORT_PARAMS.dialog, MONTHLY_EXPORT_DIALOG);
  });
}

/** The list URL with the export notice flag (the monthly dialog closed). */
export function withExportNotice(pathname: string, search: string): string {
  return withNotice(pathname, search, [EXPORT_PARAMS.dialog]);
}

export function isMonthlyExportOpen(params: URLSearchParams): boolean {
  return params.get(EXPORT_PARAMS.dialog) === MONTHLY_EXPORT_DIALOG;
}

/**
 * Where the export forms post: the screen's own list URL (with its query, so the action sees the
 * view being exported), whatever nested route (a call's drawer) is showing; the bare list otherwise.
 */
export function exportFormAction(mode: CallHistoryMode, returnTo: string): string {
  const listPath = CALL_HISTORY_PATHS[mode];
  return returnTo === listPath || returnTo.startsWith(`${listPath}?`) ? returnTo : listPath;
}
