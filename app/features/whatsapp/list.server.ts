import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { EXPORT } from "../../../contract/limits/export";
import { MSG } from "../../../contract/messages";
import { hasRoles } from "../../../contract/roles";
import { WhatsAppNumbersResponseSchema, type WhatsAppNumberRow } from "../../../contract/wire/whatsapp";
import { BRAND_NAME } from "~/components/BrandLogo";
import { readGridPrefs } from "~/features/grid/prefs.server";
import { pastLastPageHref } from "~/features/grid/url-state";
import { i18nServer } from "~/i18n/i18next.server";
import { isNotFound, isPlatformError, PlatformError } from "~/services/platform.server";
import { redirectWithToast, toastsFromError, type Toast } from "~/toast/toast.server";
import { WHATSAPP_GRID_ID, WHATSAPP_HIDDEN_BY_DEFAULT } from "./columns";
import { WHATSAPP_ACTION_GATES } from "~/features/navigation/gates";
import { requireWhatsAppList } from "./guard.server";
import { WHATSAPP_API, WHATSAPP_EXPORT_INTENT, WHATSAPP_PATHS, type WhatsAppMode } from "./paths";
import { DISMISS_EXPORT_NOTICE_INTENT, withoutExportNotice } from "~/features/grid/export-notice";
import { dismissExportNotice, exportAcceptedRedirect } from "~/features/grid/export-notice.server";
import { isSubscriptionExpired } from "~/features/session/subscription";
import { restoreSavedView, saveViewHeaders } from "./saved-view.server";
import { parseWhatsAppUrl, whatsAppListQuery, type WhatsAppListState } from "./url";

export interface WhatsAppListData {
  mode: WhatsAppMode;
  view: WhatsAppListState;
  rows: WhatsAppNumberRow[];
  total: number;
  prefs: Awaited<ReturnType<typeof readGridPrefs>>;
  /** Export is off while the subscription is expired (docs/product.md#subscription). */
  exportDisabled: boolean;
  /** Row actions the user's roles allow (customer screen). */
  can: { create: boolean; edit: boolean; view: boolean; delete: boolean };
  toasts: Toast[];
  title: string;
}

/** The loader of /portal/whatsapp_numbers and /admin/whatsapp_numbers. */
export async function loadWhatsAppList(request: Request, context: AppLoadContext, mode: WhatsAppMode) {
  const { user, api } = await requireWhatsAppList(request, context, mode);
  const url = new URL(request.url);
  // Admin table: an address without a query opens the saved sort and filter (docs/product.md#whatsapp-numbers).
  if (mode === "admin") {
    const saved = await restoreSavedView(request, url);
    if (saved) throw redirect(saved);
  }
  const view = parseWhatsAppUrl(url.searchParams);
  const [prefs, t] = await Promise.all([
    readGridPrefs(request, WHATSAPP_GRID_ID[mode], { hidden: [...WHATSAPP_HIDDEN_BY_DEFAULT[mode]] }),
    i18nServer.getFixedT(request, ["whatsapp", "messages", "common"]),
  ]);
  const toasts: Toast[] = [];
  let rows: WhatsAppNumberRow[] = [];
  let total = 0;
  try {
    // 204 (no rows) arrives as null.
    const body = await api.get(`${WHATSAPP_API.list}?${whatsAppListQuery(view, false, mode === "portal" ? user.accountId : undefined)}`, { schema: WhatsAppNumbersResponseSchema.nullable() });
    rows = body?.whatsappNumbers ?? [];
    total = body?.pages.totalElements ?? rows.length;
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    // docs/product.md#whatsapp-messages: a load failure of the admin table is titled with the WhatsApp numbers label.
    if (!isNotFound(error)) toasts.push(...toastsFromError(error, mode === "admin" ? MSG.labels_whatsapp_numbers : undefined));
  }
  const past = rows.length === 0 && total > 0 ? pastLastPageHref(url.searchParams, view.grid, total) : null;
  if (past) throw redirect(`${url.pathname}${past}`);

  const roles = user.roles;
  const data: WhatsAppListData = {
    mode,
    view,
    rows,
    total,
    prefs,
    exportDisabled: isSubscriptionExpired(user),
    can: {
      create: mode === "portal" && hasRoles(roles, WHATSAPP_ACTION_GATES.create.roles),
      edit: mode === "portal" && hasRoles(roles, WHATSAPP_ACTION_GATES.edit.roles),
      view: mode === "admin" || hasRoles(roles, WHATSAPP_ACTION_GATES.view.roles),
      delete: mode === "portal" && hasRoles(roles, WHATSAPP_ACTION_GATES.delete.roles),
    },
    toasts,
    title: t("common:page_title", { title: t(mode === "admin" ? "whatsapp:admin_title" : "whatsapp:title"), brand: BRAND_NAME }),
  };
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (mode === "admin") (await saveViewHeaders(url)).forEach((value, key) => headers.append(key, value));
  return json(data, { headers });
}

/**
 * The list's action: the CSV export of the current view (docs/product.md#whatsapp-calls, expects 202), then the
 * "report is being prepared" notice (docs/product.md#exports) unless this browser asked not to see it again;
 * and that notice's "OK".
 */
export async function whatsAppListAction(request: Request, context: AppLoadContext, mode: WhatsAppMode) {
  const { api, user } = await requireWhatsAppList(request, context, mode);
  const form = await request.formData();
  const url = new URL(request.url);
  const back = withoutExportNotice(WHATSAPP_PATHS[mode], url.search);
  const intent = form.get("intent");
  if (intent === DISMISS_EXPORT_NOTICE_INTENT) return dismissExportNotice(context, back, form.get("hide") === "on");
  if (intent !== WHATSAPP_EXPORT_INTENT) throw json({ messages: [] }, { status: 400 });
  // docs/product.md#subscription: with an expired subscription export is disabled; the page hides it, this enforces it.
  if (isSubscriptionExpired(user)) return redirectWithToast(back, { type: "warning", message: MSG.warning_subscription_inactive });
  try {
    const response = await api.raw(`${WHATSAPP_API.report}?${whatsAppListQuery(parseWhatsAppUrl(url.searchParams), true, mode === "portal" ? user.accountId : undefined)}`, { method: "POST" });
    if (response.status !== EXPORT.ACCEPTED_STATUS) throw new PlatformError({ status: response.status, messages: [MSG.error_export_to_csv_fail] });
    return exportAcceptedRedirect(request, back);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(back, toastsFromError(new PlatformError({ status: error.status, messages: [MSG.error_export_to_csv_fail, ...error.messages] })));
  }
}
