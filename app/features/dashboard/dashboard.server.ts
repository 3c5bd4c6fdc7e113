import { json, type AppLoadContext } from "@remix-run/node";
import { requireUser } from "~/auth/guards.server";
import { hasAnyReadRole } from "~/features/navigation/gates";
import { pathAllows } from "~/features/navigation/path-gate.server";
import { fetchDashboardSummary, type DashboardSummary } from "~/services/dashboard.server";
import { isPlatformError } from "~/services/platform.server";
import { dashboardCards, type DashboardCard } from "./cards";

/** A getting-started step: its text key (shell dashboard.welcome.*) and the screen that does it, when the roles allow it. */
export interface GettingStartedStep {
  key: "step_bot" | "step_channel" | "step_route";
  href: string | null;
}

export interface DashboardData {
  /** false: the user holds no read role; the page shows the no-permission notice. */
  allowed: boolean;
  cards: DashboardCard[];
  firstName: string;
  isNewAccount: boolean;
  /** Until the account has set something up (a bot or a channel), the dashboard starts with getting started. */
  nothingSetUp: boolean;
  steps: GettingStartedStep[];
}

/** Where each getting-started step is done. */
const STEP_SCREENS: Record<GettingStartedStep["key"], string> = {
  step_bot: "/portal/bots/new",
  step_channel: "/portal/numbers",
  step_route: "/portal/wizards",
};

/** Nothing set up: every count the user may read is zero (and at least one is readable). */
function isNothingSetUp(summary: DashboardSummary): boolean {
  const counts = [
    summary.bots,
    summary.numbers,
    summary.sipConnections,
    summary.whatsappNumbers,
    summary.teamsConnections,
  ].filter((c): c is number => c !== undefined);
  return counts.length > 0 && counts.every((c) => c === 0);
}

/** The loader of /portal/dashboard and /portal/landing_dashboard. */
export async function loadDashboard(request: Request, context: AppLoadContext): Promise<DashboardData> {
  const { user, api } = await requireUser(request, context);
  const steps = (Object.keys(STEP_SCREENS) as GettingStartedStep["key"][]).map((key) => ({
    key,
    href: pathAllows(STEP_SCREENS[key], user.roles) ? STEP_SCREENS[key] : null,
  }));
  const base = { firstName: user.firstName, isNewAccount: user.isNewAccountCreated, steps };
  // The dashboard shows with any read role (docs/product.md#portal-gates).
  if (!hasAnyReadRole(user.roles)) return { ...base, allowed: false, cards: [], nothingSetUp: false };
  try {
    const summary = await fetchDashboardSummary(api);
    return {
      ...base,
      allowed: true,
      cards: dashboardCards(summary, user.roles),
      nothingSetUp: isNothingSetUp(summary),
    };
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    // The boundary shows the spec's text with the server's lines.
    throw json({ messages: error.messages }, { status: error.status === 404 ? 502 : error.status });
  }
}
