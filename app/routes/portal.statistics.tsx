import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { StatisticsPage } from "~/features/statistics/components/StatisticsPage";
import { loadStatistics } from "~/features/statistics/statistics.server";
import type { JoyHandle } from "~/components/joy/scoped-outlet";
import type { I18nHandle } from "~/i18n/route-namespaces";
import statisticsStyles from "~/styles/statistics.css";
import statistics from "../../public/locales/en-us/statistics.json";
import adminAccounts from "../../public/locales/en-us/admin-accounts.json";

/**
 * The translations this route adds to its parents' (route-namespaces.ts). Plain: the page draws no
 * Joy component; its fullscreen chart and account picker islands bring their own scope.
 */
export const handle: I18nHandle & JoyHandle = { i18n: { statistics, "admin-accounts": adminAccounts }, plain: true };

/** /portal/statistics: the current account's charts (docs/product.md#statistics "Statistics screen"). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadStatistics(request, context, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: statisticsStyles }];

export default StatisticsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
