import { json, type AppLoadContext } from "@remix-run/node";
import { MSG } from "../../../contract/messages";
import { ROLES, hasRoles } from "../../../contract/roles";
import type { AccountListItem } from "../../../contract/wire/accounts";
import {
  BotInfoCardsResponseSchema,
  PhoneNumbersResponseSchema,
  SipConnectionsResponseSchema,
  StatisticsResponseSchema,
  TeamsConnectionsResponseSchema,
  type StatisticsResponse,
} from "../../../contract/wire/statistics";
import { requireAdmin, requireRoles, type SignedIn } from "~/auth/guards.server";
import { BRAND_NAME } from "~/components/BrandLogo";
import { i18nServer } from "~/i18n/i18next.server";
import { timeZoneFromCookie, UTC, zoneOffsetMinutes } from "~/features/time/timezone";
import type { PlatformClient } from "~/services/platform.server";
import { toastsFromError, type Toast } from "~/toast/toast.server";
import { accountById, accountSearchOf, accountsPage } from "~/features/admin-accounts/picker/accounts-page.server";
import { entityListPath, metricsPath } from "./api";
import { CHART_SPECS, isChartMetric, type ChartMetricId, type ChartSpec } from "./metrics";
import { chartModel, type ChartModel } from "./model";
import { readStatisticsPrefs, saveStatisticsPrefs } from "./prefs.server";
import {
  ALL_ACCOUNTS,
  ALL_ENTITIES,
  ENTITY_KIND_ORDER,
  parseStatisticsUrl,
  statisticsSearch,
  type EntityChoice,
  type EntityKind,
  type StatisticsMode,
  type StatisticsState,
} from "./url";

/** The read role of each entity list (docs/product.md#feature-gates "Statistics entity dropdown lists need ..."). */
const ENTITY_ROLES: Readonly<Record<EntityKind, string>> = {
  bot: ROLES.BOTS_READ,
  number: ROLES.NUMBERS_READ,
  sip: ROLES.SIPCONNECTIONS_READ,
  teams: ROLES.TEAMS_READ,
};

export interface EntityOption {
  id: string;
  name: string;
}
export interface EntityGroup {
  kind: EntityKind;
  items: EntityOption[];
}

/** The guard of every statistics loader (page and export). */
export function requireStatistics(request: Request, context: AppLoadContext, mode: StatisticsMode): Promise<SignedIn> {
  return mode === "admin"
    ? requireAdmin(request, context, [ROLES.STATISTICS_READ_READ])
    : requireRoles(request, context, [ROLES.STATISTICS_READ_READ]);
}

async function entityList(
  api: PlatformClient,
  kind: EntityKind,
  mode: StatisticsMode,
  accountId?: string,
): Promise<EntityOption[]> {
  const path = entityListPath(kind, mode, accountId);
  // 204 (none) arrives as null.
  switch (kind) {
    case "bot": {
      const body = await api.get(path, { schema: BotInfoCardsResponseSchema.nullable() });
      return (body?.infoCards ?? []).map((b) => ({ id: b.id, name: b.name }));
    }
    case "number": {
      const body = await api.get(path, { schema: PhoneNumbersResponseSchema.nullable() });
      return (body?.phoneNumbers ?? []).map((p) => ({ id: p.id, name: p.name ? `${p.name} (${p.e164})` : p.e164 }));
    }
    case "sip": {
      const body = await api.get(path, { schema: SipConnectionsResponseSchema.nullable() });
      return (body?.sipConnections ?? []).map((s) => ({ id: s.id, name: s.displayName ?? s.name }));
    }
    case "teams": {
      const body = await api.get(path, { schema: TeamsConnectionsResponseSchema.nullable() });
      return (body?.teamsConnections ?? []).map((t) => ({ id: t.id, name: t.name }));
    }
  }
}

/** The entity lists the user may read, for the account whose statistics show (none for all accounts). */
async function entityGroups(
  signedIn: SignedIn,
  mode: StatisticsMode,
  account: string | undefined,
  toasts: Toast[],
): Promise<EntityGroup[]> {
  if (mode === "admin" && (!account || account === ALL_ACCOUNTS)) return [];
  const kinds = ENTITY_KIND_ORDER.filter((kind) => hasRoles(signedIn.user.roles, [ENTITY_ROLES[kind]]));
  const lists = await Promise.all(
    kinds.map((kind) =>
      entityList(signedIn.api, kind, mode, account).catch((error: unknown) => {
        toasts.push(...toastsFromError(error));
        return null;
      }),
    ),
  );
  return kinds.flatMap((kind, i) => (lists[i] ? [{ kind, items: lists[i] }] : []));
}

/** A chosen entity that no longer exists (or is not readable) resets to All (docs/product.md#statistics). */
export function existingEntity(entity: EntityChoice, groups: readonly EntityGroup[]): EntityChoice {
  if (entity.kind === "all") return entity;
  const group = groups.find((g) => g.kind === entity.kind);
  return group?.items.some((item) => item.id === entity.id) ? entity : ALL_ENTITIES;
}

/** Hours east of UTC at the range's end (the platform's daily buckets start at that local midnight). */
export function offsetHoursOf(timeZone: string, at: Date): number {
  return zoneOffsetMinutes(timeZone, at) / 60;
}

export interface SeriesRequest {
  mode: StatisticsMode;
  /** The customer's account, or the admin's choice (an id or all). */
  accountId: string;
  state: Pick<StatisticsState, "range" | "entity">;
  timeZone: string;
}

/** One chart's series from the platform. */
export function fetchSeries(api: PlatformClient, spec: ChartSpec, req: SeriesRequest): Promise<StatisticsResponse> {
  const { range, entity } = req.state;
  const path = metricsPath(req.mode, req.accountId, {
    from: range.from.getTime(),
    to: range.to.getTime(),
    metricNames: [spec.serverMetric],
    ...(entity.kind !== "all" ? { entityId: entity.id } : {}),
    ...(spec.groupBy ? { groupBy: spec.groupBy } : {}),
    timezoneOffset: offsetHoursOf(req.timeZone, range.to),
  });
  return api.get(path, { schema: StatisticsResponseSchema });
}

export interface ChartData {
  metric: ChartMetricId;
  model: ChartModel | null;
  /** The platform failed for this chart (the toast says why). */
  failed: boolean;
}

export function buildChartModel(
  spec: ChartSpec,
  response: StatisticsResponse,
  req: SeriesRequest,
  signedIn: SignedIn,
  account?: string,
): ChartModel {
  return chartModel(spec, response, {
    mode: req.mode,
    entity: req.state.entity,
    account,
    range: { from: req.state.range.from.getTime(), to: req.state.range.to.getTime() },
    canDrill: hasRoles(signedIn.user.roles, [ROLES.CALLS_READ]),
  });
}

export interface StatisticsView {
  tab: StatisticsState["tab"];
  range: { from: string; to: string };
  rangeInvalid?: StatisticsState["rangeInvalid"];
  /** With rangeInvalid: the custom range's end that did read (ISO). */
  rangeAsked?: { from?: string; to?: string };
  entity: EntityChoice;
  metrics: ChartMetricId[];
  account?: string;
  fullscreen?: ChartMetricId;
}

export interface StatisticsData {
  mode: StatisticsMode;
  view: StatisticsView;
  /** The canonical query of this view (links, export, fullscreen start from it). */
  search: string;
  timeZone: string;
  offsetMinutes: number;
  entities: EntityGroup[];
  charts: ChartData[];
  /** Admin: the first page of accounts (filtered by the no-JS search box) and the chosen one's name. */
  accounts: AccountListItem[];
  accountsTotal: number;
  accountSearch: string;
  accountName: string | null;
  toasts: Toast[];
  now: string;
  title: string;
}

/** The loader of /portal/statistics and /admin/statistics. */
export async function loadStatistics(request: Request, context: AppLoadContext, mode: StatisticsMode) {
  const signedIn = await requireStatistics(request, context, mode);
  const { user, api } = signedIn;
  const url = new URL(request.url);
  const timeZone = mode === "admin" ? UTC : timeZoneFromCookie(request.headers.get("Cookie"));
  const now = new Date();
  const saved = await readStatisticsPrefs(request, user.id);
  const state = parseStatisticsUrl(url, { mode, now, timeZone, saved });
  const toasts: Toast[] = [];
  if (state.rangeRejected) {
    toasts.push({
      id: `statistics-range-${now.getTime()}`,
      type: "warning",
      message: MSG.warning_selected_time_range_is_long,
    });
  }
  const accountSearch = accountSearchOf(url.searchParams);
  const [groups, accounts, chosenName, t] = await Promise.all([
    entityGroups(signedIn, mode, state.account, toasts),
    mode === "admin"
      ? accountsPage(api, 1, accountSearch).catch((error: unknown) => {
          toasts.push(...toastsFromError(error));
          return { clients: [], pages: { total: 0 } };
        })
      : Promise.resolve({ clients: [], pages: { total: 0 } }),
    mode === "admin" && state.account && state.account !== ALL_ACCOUNTS
      ? accountById(api, state.account).then(
          (a) => a?.name ?? null,
          () => null,
        )
      : Promise.resolve(null),
    i18nServer.getFixedT(request, ["statistics", "messages", "common"]),
  ]);
  const entity = existingEntity(state.entity, groups);
  const entityReset = entity.kind !== state.entity.kind;
  state.entity = entity;

  const accountId = mode === "portal" ? user.accountId : state.account;
  const metrics = state.metrics.filter(isChartMetric);
  const seriesRequest: SeriesRequest | null = accountId ? { mode, accountId, state, timeZone } : null;
  const charts: ChartData[] = seriesRequest
    ? await Promise.all(
        metrics.map(async (metric): Promise<ChartData> => {
          const spec = CHART_SPECS[metric];
          try {
            const response = await fetchSeries(api, spec, seriesRequest);
            return {
              metric,
              model: buildChartModel(spec, response, seriesRequest, signedIn, state.account),
              failed: false,
            };
          } catch (error) {
            toasts.push(...toastsFromError(error, t(`statistics:metric.${spec.id}`)));
            return { metric, model: null, failed: true };
          }
        }),
      )
    : [];

  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (state.chose.metrics || state.chose.entity || entityReset) {
    headers.append(
      "Set-Cookie",
      await saveStatisticsPrefs(
        request,
        user.id,
        { metrics: state.metrics, entity },
        { secure: context.secureCookies },
      ),
    );
  }
  const data: StatisticsData = {
    mode,
    view: {
      tab: state.tab,
      range: { from: state.range.from.toISOString(), to: state.range.to.toISOString() },
      ...(state.rangeInvalid ? { rangeInvalid: state.rangeInvalid } : {}),
      ...(state.rangeAsked
        ? {
            rangeAsked: {
              ...(state.rangeAsked.from ? { from: state.rangeAsked.from.toISOString() } : {}),
              ...(state.rangeAsked.to ? { to: state.rangeAsked.to.toISOString() } : {}),
            },
          }
        : {}),
      entity,
      metrics,
      ...(state.account ? { account: state.account } : {}),
      ...(state.fullscreen && isChartMetric(state.fullscreen) ? { fullscreen: state.fullscreen } : {}),
    },
    search: `?${statisticsSearch(state).toString()}`,
    timeZone,
    offsetMinutes: zoneOffsetMinutes(timeZone, state.range.to),
    entities: groups,
    charts,
    accounts: accounts.clients,
    accountsTotal: accounts.pages.total,
    accountSearch,
    accountName: chosenName,
    toasts,
    now: now.toISOString(),
    title: t("common:page_title", { title: t("statistics:title"), brand: BRAND_NAME }),
  };
  return json(data, { headers });
}
