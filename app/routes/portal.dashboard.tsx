import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadDashboard } from "~/features/dashboard/dashboard.server";
import { DashboardPage } from "~/features/dashboard/DashboardPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import statisticsStyles from "~/styles/statistics.css";
import statistics from "../../public/locales/en-us/statistics.json";

/** The calls chart is the statistics screen's (its texts and its stylesheet). */
export const handle: I18nHandle = { i18n: { statistics } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: statisticsStyles }];

/** /portal/dashboard: what to do next, the summary cards, calls per hour and the latest calls, each gated by its read role. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await loadDashboard(request, context), { headers: { "Cache-Control": "private, no-store" } });
}

export default function Dashboard() {
  return <DashboardPage data={useLoaderData<typeof loader>()} landing={false} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
