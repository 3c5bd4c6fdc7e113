import { redirect, type AppLoadContext } from "@remix-run/node";
import { withExportNotice } from "./export-notice";
import { TIME } from "../../../contract/limits/units";

/** The notice is suppressed while this cookie says "hide" (the do-not-show-again box). */
export const EXPORT_NOTICE_COOKIE = "vc_export_notice";
export const EXPORT_NOTICE_HIDE = "hide";
/** A preference, kept a year (browsers cap cookies at about 400 days). */
const EXPORT_NOTICE_MAX_AGE_SECONDS = 365 * TIME.DAY_SECONDS;

/** Has this browser asked not to see the export notice again? */
export function exportNoticeHidden(request: Request): boolean {
  const cookies = request.headers.get("Cookie") ?? "";
  return cookies.split(/;\s*/).some((c) => c === `${EXPORT_NOTICE_COOKIE}=${EXPORT_NOTICE_HIDE}`);
}

function hideNoticeCookie(context: AppLoadContext): string {
  const secure = context.secureCookies ? "; Secure" : "";
  return `${EXPORT_NOTICE_COOKIE}=${EXPORT_NOTICE_HIDE}; Max-Age=${EXPORT_NOTICE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** "OK" on the notice: back to the list, remembering "do not show again" when ticked. */
export function dismissExportNotice(context: AppLoadContext, back: string, hide: boolean): Response {
  const headers = new Headers();
  if (hide) headers.append("Set-Cookie", hideNoticeCookie(context));
  return redirect(back, { headers });
}

/** An accepted export: back to the list `back` (no notice flag), with the notice unless hidden. */
export function exportAcceptedRedirect(request: Request, back: string): Response {
  if (exportNoticeHidden(request)) return redirect(back);
  const url = new URL(back, "http://console.invalid");
  return redirect(withExportNotice(url.pathname, url.search));
}
