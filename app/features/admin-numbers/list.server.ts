import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { hasRoles } from "../../../contract/roles";
import type { Region } from "../../../contract/wire/settings";
import { AdminPhonesResponseSchema, type AdminPhone } from "../../../contract/wire/phones";
import { BRAND_NAME } from "~/components/BrandLogo";
import { readGridPrefs } from "~/features/grid/prefs.server";
import { pastLastPageHref, type GridParams } from "~/features/grid/url-state";
import { MANUAL_NUMBER_ACTION_GATE } from "~/features/navigation/model";
import { i18nServer } from "~/i18n/i18next.server";
import { isNotFound, isPlatformError } from "~/services/platform.server";
import { baseSettingsOf } from "~/services/settings.server";
import { toastsFromError, type Toast } from "~/toast/toast.server";
import { NUMBERS_GRID_ID, NUMBERS_HIDDEN_BY_DEFAULT } from "./columns";
import { requireNumbers } from "./guard.server";
import { PHONES_API } from "./paths";
import { numbersListQuery, parseNumbersUrl } from "./url";

export interface NumbersData {
  grid: GridParams;
  rows: AdminPhone[];
  total: number;
  /** Region names by id (the region column). */
  regions: Region[];
  prefs: Awaited<ReturnType<typeof readGridPrefs>>;
  /** The manual number button: the roles allow it. */
  canAdd: boolean;
  toasts: Toast[];
  title: string;
}

/** /admin/numbers: every account's numbers, paged, sorted and searched by the platform. */
export async function loadNumbers(request: Request, context: AppLoadContext) {
  const { api, user } = await requireNumbers(request, context);
  const url = new URL(request.url);
  const grid = parseNumbersUrl(url.searchParams);
  const [prefs, settings, t] = await Promise.all([
    readGridPrefs(request, NUMBERS_GRID_ID, { hidden: [...NUMBERS_HIDDEN_BY_DEFAULT] }),
    baseSettingsOf(context, request),
    i18nServer.getFixedT(request, ["admin-numbers", "common"]),
  ]);
  const toasts: Toast[] = [];
  let rows: AdminPhone[] = [];
  let total = 0;
  try {
    // 204 (no rows) arrives as null.
    const body = await api.get(`${PHONES_API.list}?${numbersListQuery(grid)}`, { schema: AdminPhonesResponseSchema.nullable() });
    rows = body?.phoneNumbers ?? [];
    total = body?.pages.totalElements ?? 0;
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    if (!isNotFound(error)) toasts.push(...toastsFromError(error, t("admin-numbers:title")));
  }
  const past = rows.length === 0 && total > 0 ? pastLastPageHref(url.searchParams, grid, total) : null;
  if (past) throw redirect(`${url.pathname}${past}`);
  const data: NumbersData = {
    grid,
    rows,
    total,
    regions: settings?.regionsSettings ?? [],
    prefs,
    canAdd: hasRoles(user.roles, MANUAL_NUMBER_ACTION_GATE.roles, MANUAL_NUMBER_ACTION_GATE.match),
    toasts,
    title: t("common:page_title", { title: t("admin-numbers:title"), brand: BRAND_NAME }),
  };
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}
