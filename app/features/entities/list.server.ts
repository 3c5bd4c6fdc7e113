/**
 * The loader and action of every entity list, customer and admin (ADR 010): guard → parse the URL →
 * one platform call → render data. The action is the list's export (the report generator, 202, then
 * the "report is being prepared" notice) and that notice's "OK".
 */
import type { RouteArgs } from "./route-args";
import { json, redirect } from "@remix-run/node";
import { entityListSchema, entityPaths, type EntityLimit } from "../../../contract/entities";
import { EXPORT } from "../../../contract/limits/export";
import { MSG } from "../../../contract/messages";
import { BRAND_NAME } from "~/components/BrandLogo";
import { DISMISS_EXPORT_NOTICE_INTENT, withoutExportNotice } from "~/features/grid/export-notice";
import { dismissExportNotice, exportAcceptedRedirect } from "~/features/grid/export-notice.server";
import { readGridPrefs } from "~/features/grid/prefs.server";
import { redirectPastLastPage } from "~/features/grid/past-last-page.server";
import { isSubscriptionExpired, isTrialAccount } from "~/features/session/subscription";
import { i18nServer } from "~/i18n/i18next.server";
import type { CurrentUser } from "~/services/current-user.server";
import { isNotFound, isPlatformError, PlatformError, type PlatformClient } from "~/services/platform.server";
import { redirectWithToast, toastsFromError, type Toast } from "~/toast/toast.server";
import { passes, type RoleGate } from "~/features/navigation/gates";
import { gridIdOf } from "./grid-id";
import { requireEntityList } from "./guard.server";
import { ENTITY_EXPORT_INTENT, listPath, type EntityMode, type EntityResource } from "./resource";
import { restoreSavedView, saveViewHeader } from "./saved-view.server";
import { entityListQuery, parseEntityUrl, type EntityListState } from "./url";

export interface EntityListData<Row> {
  mode: EntityMode;
  view: EntityListState;
  rows: Row[];
  total: number;
  prefs: Awaited<ReturnType<typeof readGridPrefs>>;
  /** Export is off while the subscription is expired (docs/product.md#subscription). */
  exportDisabled: boolean;
  /** The dialogs the user's roles allow (customer screen; the admin screen only views). */
  can: { create: boolean; view: boolean; edit: boolean; delete: boolean; rowLinks: readonly string[] };
  /** The account's plan cannot create these (an Essential-only entity, a trial account; customer screen). */
  planRequired: boolean;
  /** The options of the filters whose values are loaded (the chat history's agents), by URL parameter. */
  filterChoices: Record<string, { value: string; label: string }[]>;
  /** The account's maximum and count (customer screen, from the platform): the page warns and offers no Add at the maximum. */
  limit: EntityLimit | null;
  toasts: Toast[];
  title: string;
}

/** The loaded filters' options (each filter's own loader decides what the user may see). */
async function loadFilterChoices(
  resource: EntityResource,
  api: PlatformClient,
  user: CurrentUser,
): Promise<EntityListData<unknown>["filterChoices"]> {
  const loaded = resource.filters.filter((f) => f.choices);
  const options = await Promise.all(loaded.map((f) => f.choices!({ api, user })));
  return Object.fromEntries(loaded.map((f, i) => [f.param, options[i]]));
}

/**
 * `extend` adds a screen's own data (e.g. the bots' limit) from the signed-in user and the list,
 * without a second guard or platform call.
 */
export async function loadEntityList<Row, Extra extends object = object>(
  { request, context }: RouteArgs,
  resource: EntityResource<Row>,
  mode: EntityMode,
  extend?: (user: CurrentUser, data: EntityListData<Row>) => Extra,
) {
  const { user, api } = await requireEntityList(request, context, resource, mode);
  const url = new URL(request.url);
  // A list that saves its view (resource.savedView): opened without a query from elsewhere, the view saved.
  const saved = await restoreSavedView(request, resource, mode);
  if (saved) throw redirect(saved);
  const view = parseEntityUrl(resource, url.searchParams);
  const [prefs, t, filterChoices] = await Promise.all([
    readGridPrefs(request, gridIdOf(resource, mode), { hidden: [...resource.hiddenByDefault[mode]] }),
    i18nServer.getFixedT(request, [resource.ns, "common"]),
    loadFilterChoices(resource, api, user),
  ]);
  const toasts: Toast[] = [];
  let rows: Row[] = [];
  let total = 0;
  let limit: EntityLimit | null = null;
  try {
    // The customer screen is the caller's own account, administrators included.
    const accountId = mode === "portal" ? user.accountId : undefined;
    const fetchPage = (page: number) =>
      api.get(
        `${entityPaths(resource.api).list}?${entityListQuery(resource, { ...view, grid: { ...view.grid, page } }, { accountId })}`,
        {
          schema: entityListSchema(resource.api.rowsKey, resource.rowSchema).nullable(),
        },
      );
    let body = await fetchPage(view.grid.page);
    // A page past the last answers 204 like an empty list: the first page says whether there is any record.
    const pastTheEnd = body === null && view.grid.page > 1;
    if (pastTheEnd) body = await fetchPage(1);
    rows = pastTheEnd ? [] : ((body?.[resource.api.rowsKey] as Row[] | undefined) ?? []);
    total = body?.pages.totalElements ?? rows.length;
    limit = mode === "portal" ? (body?.limit ?? null) : null;
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    if (!isNotFound(error)) toasts.push(...toastsFromError(error, t(`${resource.ns}:title`)));
  }
  await redirectPastLastPage(url, view.grid, rows.length, total);

  const allowed = (gate: RoleGate | undefined) => gate !== undefined && passes(gate, user.roles);
  const data: EntityListData<Row> = {
    mode,
    view,
    rows,
    total,
    prefs,
    exportDisabled: isSubscriptionExpired(user),
    can: {
      // The admin screen writes only what the resource lets administrators write (adminWrites, adminDelete).
      create: allowed(mode === "portal" ? resource.gates.create : resource.adminWrites?.create),
      view: mode === "admin" || allowed(resource.gates.view),
      edit: allowed(mode === "portal" ? resource.gates.edit : resource.adminWrites?.edit),
      delete:
        mode === "portal" ? allowed(resource.gates.delete) && !resource.adminDelete : allowed(resource.adminDelete),
      rowLinks: (resource.actions?.[mode]?.rowLinks ?? []).filter((name) =>
        allowed(resource.actions?.[mode]?.record?.[name]),
      ),
    },
    planRequired: mode === "portal" && resource.essentialOnly !== undefined && isTrialAccount(user),
    limit,
    filterChoices,
    toasts,
    title: t("common:page_title", {
      title: t(mode === "admin" ? `${resource.ns}:admin_title` : `${resource.ns}:title`),
      brand: BRAND_NAME,
    }),
  };
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const remember = await saveViewHeader(request, resource, mode);
  if (remember) headers.append("Set-Cookie", remember);
  return json({ ...data, ...(extend?.(user, data) as Extra) }, { headers });
}

export async function entityListAction({ request, context }: RouteArgs, resource: EntityResource, mode: EntityMode) {
  const { api, user } = await requireEntityList(request, context, resource, mode);
  const form = await request.formData();
  const url = new URL(request.url);
  const back = withoutExportNotice(listPath(resource, mode), url.search);
  const intent = form.get("intent");
  if (intent === DISMISS_EXPORT_NOTICE_INTENT) return dismissExportNotice(context, back, form.get("hide") === "on");
  if (intent !== ENTITY_EXPORT_INTENT) throw json({ messages: [] }, { status: 400 });
  if (isSubscriptionExpired(user))
    return redirectWithToast(back, { type: "warning", message: MSG.warning_subscription_inactive });
  const query = entityListQuery(resource, parseEntityUrl(resource, url.searchParams), {
    forExport: true,
    accountId: mode === "portal" ? user.accountId : undefined,
  });
  try {
    const response = await api.raw(`${entityPaths(resource.api).report}?${query}`, { method: "POST" });
    if (response.status !== EXPORT.ACCEPTED_STATUS)
      throw new PlatformError({ status: response.status, messages: [MSG.error_export_to_csv_fail] });
    return exportAcceptedRedirect(request, back);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(
      back,
      toastsFromError(
        new PlatformError({ status: error.status, messages: [MSG.error_export_to_csv_fail, ...error.messages] }),
      ),
    );
  }
}
