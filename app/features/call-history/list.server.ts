import { json, type AppLoadContext } from "@remix-run/node";
import type { CallRecord, MosThresholds } from "../../../contract/calls";
import { CallRecordSchema, CallsListResponseSchema } from "../../../contract/wire/calls";
import { MSG } from "../../../contract/messages";
import { ClientsResponseSchema, type AccountListItem } from "../../../contract/wire/accounts";
import { BRAND_NAME } from "~/components/BrandLogo";
import { i18nServer } from "~/i18n/i18next.server";
import { readGridPrefs } from "~/features/grid/prefs.server";
import { redirectPastLastPage } from "~/features/grid/past-last-page.server";
import { timeZoneFromCookie, UTC } from "~/features/time/timezone";
import { isSubscriptionExpired } from "~/features/session/subscription";
import { isNotFound, isPlatformError, type PlatformClient } from "~/services/platform.server";
import { mosThresholdsOf } from "~/services/settings.server";
import { toastsFromError, type Toast } from "~/toast/toast.server";
import { CALL_GRID_ID, CALL_HIDDEN_BY_DEFAULT } from "./columns";
import { handleExportAction } from "./export/export.server";
import { isExportIntent } from "./export/params";
import { requireCallHistory } from "./guard.server";
import { CALL_API, CALLS_API, type CallHistoryMode } from "./mode";
import { platformListQuery, type CallHistoryState, type RelatedCall } from "./url";
import { parseCallHistoryUrl } from "./url-parse";

/** The list asks for real calls only, with their external recording servers (docs/product.md#call-history-calls). */
const LIST_FLAGS = { includeTestCalls: false, includeExternalServers: true } as const;
/** How many accounts the admin account filter offers (the clients list's largest page). */
const ACCOUNT_CHOICES_LIMIT = 100;
export const CLIENTS_PATH = "/vaic/api/clients";

const RelatedLookupSchema = CallRecordSchema.pick({ callId: true, setupTime: true, globalSessionId: true });

/** The state as JSON (dates as ISO text) for the page. */
export type CallHistoryView = Omit<CallHistoryState, "range"> & { range: { from: string; to: string } };

export interface CallHistoryData {
  mode: CallHistoryMode;
  view: CallHistoryView;
  rows: CallRecord[];
  total: number;
  prefs: Awaited<ReturnType<typeof readGridPrefs>>;
  timeZone: string;
  /** The zone came from the browser (false: UTC because the browser has not told its zone yet). */
  timeZoneKnown: boolean;
  thresholds: MosThresholds;
  /** The account is inactive: row clicks, filters, export and refresh are disabled (docs/product.md#exports). */
  subscriptionExpired: boolean;
  /** Admin: the accounts the account filter offers. */
  accounts: AccountListItem[];
  /** The related call, when related-calls mode is on. */
  relatedCall: RelatedCall | null;
  /** Messages for toasts (server lines of a failed fetch, the related-calls failure, the range warning). */
  toasts: Toast[];
  now: string;
  /** The document title. */
  title: string;
}

async function lookupRelated(api: PlatformClient, callId: string): Promise<RelatedCall | null> {
  try {
    const call = await api.get(CALL_API.details(callId), { schema: RelatedLookupSchema });
    return call.globalSessionId ? { globalSessionId: call.globalSessionId, setupTime: call.setupTime } : null;
  } catch (error) {
    if (error instanceof Response) throw error;
    return null;
  }
}

async function fetchPage(api: PlatformClient, mode: CallHistoryMode, query: string) {
  // 204 (no rows) arrives as null.
  const body = await api.get(`${CALLS_API[mode].list}?${query}`, {
    query: LIST_FLAGS,
    schema: CallsListResponseSchema.nullable(),
  });
  return { rows: body?.calls ?? [], total: body?.pages.totalElements ?? body?.calls.length ?? 0 };
}

async function accountChoices(api: PlatformClient): Promise<AccountListItem[]> {
  try {
    const body = await api.get(CLIENTS_PATH, {
      query: { page: 1, limit: ACCOUNT_CHOICES_LIMIT, sort: "name" },
      schema: ClientsResponseSchema.nullable(),
    });
    return body?.clients ?? [];
  } catch (error) {
    if (error instanceof Response) throw error;
    return [];
  }
}

function toView(state: CallHistoryState): CallHistoryView {
  return { ...state, range: { from: state.range.from.toISOString(), to: state.range.to.toISOString() } };
}

/**
 * The action of /portal/call_history and /admin/calls: the exports (docs/product.md#exports "Export"). The
 * export form posts to the list URL itself, so the exported view is this request's query.
 */
export async function callHistoryAction(request: Request, context: AppLoadContext, mode: CallHistoryMode) {
  const { api } = await requireCallHistory(request, context, mode);
  const formData = await request.formData();
  if (!isExportIntent(formData.get("intent"))) throw json({ messages: [] }, { status: 400 });
  const listQuery = async () => {
    const url = new URL(request.url);
    const timeZone = mode === "admin" ? UTC : timeZoneFromCookie(request.headers.get("Cookie"));
    const state = parseCallHistoryUrl(url, { mode, now: new Date(), timeZone });
    const [thresholds, related] = await Promise.all([
      mosThresholdsOf(context, request),
      state.related ? lookupRelated(api, state.related) : Promise.resolve(null),
    ]);
    return platformListQuery(state, { thresholds, related: related ?? undefined, forExport: true });
  };
  return handleExportAction(request, context, mode, { formData, listQuery });
}

/** The loader of /portal/call_history and /admin/calls. */
export async function loadCallHistory(request: Request, context: AppLoadContext, mode: CallHistoryMode) {
  const { user, api } = await requireCallHistory(request, context, mode);
  const url = new URL(request.url);
  const cookieZone = timeZoneFromCookie(request.headers.get("Cookie"));
  const timeZone = mode === "admin" ? UTC : cookieZone;
  const now = new Date();
  const state = parseCallHistoryUrl(url, { mode, now, timeZone });
  const [thresholds, prefs, accounts, t] = await Promise.all([
    mosThresholdsOf(context, request),
    readGridPrefs(request, CALL_GRID_ID, { hidden: [...CALL_HIDDEN_BY_DEFAULT] }),
    mode === "admin" ? accountChoices(api) : Promise.resolve([]),
    i18nServer.getFixedT(request, ["calls", "common"]),
  ]);
  const toasts: Toast[] = [];
  const warn = (message: string) =>
    toasts.push({ id: `call-history-${message}-${now.getTime()}`, type: "warning", message });
  if (state.rangeRejected) warn(MSG.warning_selected_time_range_is_long);

  let related: RelatedCall | null = null;
  if (state.related) related = await lookupRelated(api, state.related);

  let rows: CallRecord[] = [];
  let total = 0;
  try {
    ({ rows, total } = await fetchPage(
      api,
      mode,
      platformListQuery(state, { thresholds, related: related ?? undefined }),
    ));
    if (state.related && (!related || total <= 1)) {
      // docs/product.md#export-call-and-ai-messages: a failed lookup or a session of one call is "not found"; show the normal list.
      related = null;
      ({ rows, total } = await fetchPage(api, mode, platformListQuery(state, { thresholds })));
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!isPlatformError(error)) throw error;
    // A 404 is "nothing", silently; anything else shows the server's lines, one toast each.
    if (!isNotFound(error)) toasts.push(...toastsFromError(error));
  }
  if (state.related && !related) warn(MSG.error_transfer_call_not_found);
  if (!state.related || !related) delete state.related;

  // A page past the last answers 204 like an empty list: the first page says whether there is any call.
  if (rows.length === 0 && total === 0 && state.grid.page > 1 && !state.grid.before && !state.grid.after) {
    try {
      ({ total } = await fetchPage(
        api,
        mode,
        platformListQuery({ ...state, grid: { ...state.grid, page: 1 } }, { thresholds }),
      ));
    } catch (error) {
      if (!isPlatformError(error)) throw error;
    }
  }
  await redirectPastLastPage(url, state.grid, rows.length, total);

  const data: CallHistoryData = {
    mode,
    view: toView(state),
    rows,
    total,
    prefs,
    timeZone,
    timeZoneKnown:
      mode === "admin" || cookieZone !== UTC || /(?:^|;\s*)vc_tz=/.test(request.headers.get("Cookie") ?? ""),
    thresholds,
    subscriptionExpired: isSubscriptionExpired(user),
    accounts,
    relatedCall: related,
    toasts,
    now: now.toISOString(),
    title: t("common:page_title", {
      title: t(mode === "admin" ? "calls:admin_title" : "calls:title"),
      brand: BRAND_NAME,
    }),
  };
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}
