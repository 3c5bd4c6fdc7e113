import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import { TEAMS_TENANTS_RESOURCE } from "~/features/teams/resource";
import { TeamsTenantsPage } from "~/features/teams/TeamsTenantsPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import teamsConnections from "../../public/locales/en-us/teams-connections.json";
import teamsTenants from "../../public/locales/en-us/teams-tenants.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts); the Teams tabs are the connections'. */
export const handle: I18nHandle = {
  i18n: { "teams-tenants": teamsTenants, "teams-connections": teamsConnections, grid },
};

/**
 * /portal/teams_connections/tenants: the account's Teams tenants (docs/product.md#teams-tenant-and-connection), a screen of the Teams page;
 * create, view and edit are nested-route dialogs (deleting a tenant is an administrator's).
 */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, TEAMS_TENANTS_RESOURCE, "portal");

/** The CSV export of the current view (the tenants report generator). */
export const action = (args: ActionFunctionArgs) => entityListAction(args, TEAMS_TENANTS_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default TeamsTenantsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
