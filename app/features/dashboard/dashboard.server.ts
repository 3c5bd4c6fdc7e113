import type { AppLoadContext } from "@remix-run/node";
import { hasRoles, ROLES } from "../../../contract/roles";
import { requireUser } from "~/auth/guards.server";
import { hasAnyReadRole } from "~/features/navigation/gates";
import { pathAllows } from "~/features/navigation/path-gate.server";
import { timeZoneFromCookie } from "~/features/time/timezone";
import { i18nServer } from "~/i18n/i18next.server";
import { fetchDashboardSummary, type DashboardSummary } from "~/services/dashboard.server";
import { toastsFromError, type Toast } from "~/toast/toast.server";
import { loadCallsChart, type CallsChart } from "./calls-chart.server";
import { dashboardCards, type DashboardCard } from "./cards";
import { fetchLatestCalls, type LatestCall } from "./latest-calls.server";
import { isNothingSetUp, nextSteps, type NextStep } from "./next-steps";

export interface LatestCalls {
  calls: LatestCall[];
  /** The platform failed (the toast says why; the section says so in place). */
  failed: boolean;
}

export interface DashboardData {
  /** false: the user holds no read role; the page shows the no-permission notice. */
  allowed: boolean;
  cards: DashboardCard[];
  /** The summary failed (the toast says why): no cards and no steps, the section says so in place. */
  summaryFailed: boolean;
  firstName: string;
  isNewAccount: boolean;
  /** Until the account has set something up (a bot or a channel), the dashboard starts with getting started. */
  nothingSetUp: boolean;
  /** What to do next; getting started shows them under its welcome. */
  steps: NextStep[];
  /** Calls per hour over the last 24 hours; null when the roles refuse statistics. */
  callsChart: CallsChart | null;
  /** The last calls; null when the roles refuse calls. */
  latestCalls: LatestCalls | null;
  /** The zone the times are shown in (the browser's, once it has told it). */
  timeZone: string;
  /** One per failed section, with the platform's lines (docs/product.md#toasts). */
  toasts: Toast[];
}

/** The summary, or null when the platform failed (its toasts are added). */
async function summaryOf(
  fetch: () => Promise<DashboardSummary>,
  toasts: Toast[],
  title: string,
): Promise<DashboardSummary | null> {
  try {
    return await fetch();
  } catch (error) {
    toasts.push(...toastsFromError(error, title));
    return null;
  }
}

/**
 * The loader of /portal/dashboard and /portal/landing_dashboard. Each section asks the platform on
 * its own, and only for what the roles may read (a refused call would sign the user out,
 * docs/product.md#session-errors "403"): a section whose call fails shows its toast and says so in place,
 * the others show as usual.
 */
export async function loadDashboard(request: Request, context: AppLoadContext): Promise<DashboardData> {
  const signedIn = await requireUser(request, context);
  const { user, api } = signedIn;
  const roles = user.roles;
  const timeZone = timeZoneFromCookie(request.headers.get("Cookie"));
  const base = { firstName: user.firstName, isNewAccount: user.isNewAccountCreated, timeZone };
  // The dashboard shows with any read role (docs/product.md#portal-gates).
  if (!hasAnyReadRole(roles)) {
    return {
      ...base,
      allowed: false,
      cards: [],
      summaryFailed: false,
      nothingSetUp: false,
      steps: [],
      callsChart: null,
      latestCalls: null,
      toasts: [],
    };
  }
  const t = await i18nServer.getFixedT(request, "shell");
  const toasts: Toast[] = [];
  const now = new Date();
  const [summary, callsChart, latestCalls] = await Promise.all([
    summaryOf(() => fetchDashboardSummary(api), toasts, t("dashboard.title")),
    hasRoles(roles, [ROLES.STATISTICS_READ_READ])
      ? loadCallsChart(signedIn, timeZone, now, (error) =>
          toasts.push(...toastsFromError(error, t("dashboard.chart.title"))),
        )
      : null,
    hasRoles(roles, [ROLES.CALLS_READ])
      ? fetchLatestCalls(api).then(
          (calls): LatestCalls => ({ calls, failed: false }),
          (error: unknown): LatestCalls => {
            toasts.push(...toastsFromError(error, t("dashboard.latest.title")));
            return { calls: [], failed: true };
          },
        )
      : null,
  ]);
  return {
    ...base,
    allowed: true,
    cards: summary ? dashboardCards(summary, roles) : [],
    summaryFailed: summary === null,
    nothingSetUp: summary ? isNothingSetUp(summary) : false,
    steps: summary ? nextSteps(summary, (path) => pathAllows(path, roles)) : [],
    callsChart,
    latestCalls,
    timeZone,
    toasts,
  };
}
