import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { loadTeamsConnections, teamsConnectionsAction } from "~/features/teams/list.server";
import { TeamsConnectionsPage } from "~/features/teams/TeamsConnectionsPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import teamsConnections from "../../public/locales/en-us/teams-connections.json";
import teamsTenants from "../../public/locales/en-us/teams-tenants.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts); the Teams resources name both namespaces. */
export const handle: I18nHandle = {
  i18n: { "teams-connections": teamsConnections, "teams-tenants": teamsTenants, grid },
};

/** /admin/teamsConnections: every account's Teams connections, with the account columns (docs/product.md#admin-routes "Admin"). */
export const loader = (args: LoaderFunctionArgs) => loadTeamsConnections(args, "admin");

/** The CSV export of the current view, every account. */
export const action = (args: ActionFunctionArgs) => teamsConnectionsAction(args, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default TeamsConnectionsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
