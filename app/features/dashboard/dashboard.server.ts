import { json, type AppLoadContext } from "@remix-run/node";
import { requireUser } from "~/auth/guards.server";
import { hasAnyReadRole } from "~/features/navigation/gates";
import { fetchDashboardSummary } from "~/services/dashboard.server";
import { isPlatformError } from "~/services/platform.server";
import { dashboardCards, type DashboardCard } from "./cards";

export interface DashboardData {
  /** false: the user holds no read role; the page shows the no-permission notice. */
  allowed: boolean;
  cards: DashboardCard[];
  firstName: string;
  isNewAccount: boolean;
}

/** The loader of /portal/dashboard and /portal/landing_dashboard. */
export async function loadDashboard(request: Request, context: AppLoadContext): Promise<DashboardData> {
  const { user, api } = await requireUser(request, context);
  const base = { firstName: user.firstName, isNewAccount: user.isNewAccountCreated };
  // The dashboard shows with any read role (docs/product.md#portal-gates).
  if (!hasAnyReadRole(user.roles)) return { ...base, allowed: false, cards: [] };
  try {
    const summary = await fetchDashboardSummary(api);
    return { ...base, allowed: true, cards: dashboardCards(summary, user.roles) };
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    // The boundary shows the spec's text with the server's lines.
    throw json({ messages: error.messages }, { status: error.status === 404 ? 502 : error.status });
  }
}
