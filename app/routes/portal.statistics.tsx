import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { StatisticsPage } from "~/features/statistics/components/StatisticsPage";
import { loadStatistics } from "~/features/statistics/statistics.server";

/** /portal/statistics: the current account's charts (spec 001 §2 "Statistics screen"). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadStatistics(request, context, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default StatisticsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
