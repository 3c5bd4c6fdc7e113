import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadDashboard } from "~/features/dashboard/dashboard.server";
import { DashboardPage } from "~/features/dashboard/DashboardPage";

/** /portal/dashboard: the account's summary cards, each gated by its read role. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await loadDashboard(request, context), { headers: { "Cache-Control": "private, no-store" } });
}

export default function Dashboard() {
  return <DashboardPage data={useLoaderData<typeof loader>()} landing={false} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
