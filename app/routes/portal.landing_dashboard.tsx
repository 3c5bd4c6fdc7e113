import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadDashboard } from "~/features/dashboard/dashboard.server";
import { DashboardPage } from "~/features/dashboard/DashboardPage";

/** /portal/landing_dashboard: the dashboard with a getting-started section, where new accounts land. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await loadDashboard(request, context), { headers: { "Cache-Control": "private, no-store" } });
}

export default function LandingDashboard() {
  return <DashboardPage data={useLoaderData<typeof loader>()} landing />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
