import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { StatisticsPage } from "~/features/statistics/components/StatisticsPage";
import { loadStatistics } from "~/features/statistics/statistics.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/statistics: a client account, or all accounts, in UTC (spec 001 §2 "Statistics screen"). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadStatistics(request, context, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default StatisticsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";

/** Nothing to post here: administrators get 405, anyone else the guard's 403. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);
