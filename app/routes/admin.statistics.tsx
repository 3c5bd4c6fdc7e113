import type { LinksFunction, LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { StatisticsPage } from "~/features/statistics/components/StatisticsPage";
import { loadStatistics } from "~/features/statistics/statistics.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import statisticsStyles from "~/styles/statistics.css";
import statistics from "../../public/locales/en-us/statistics.json";
import adminAccounts from "../../public/locales/en-us/admin-accounts.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { statistics, "admin-accounts": adminAccounts } };

/** /admin/statistics: a client account, or all accounts, in UTC (docs/product.md#statistics "Statistics screen"). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadStatistics(request, context, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: statisticsStyles }];

export default StatisticsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";

/** Nothing to post here: administrators get 405, anyone else the guard's 403. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);
