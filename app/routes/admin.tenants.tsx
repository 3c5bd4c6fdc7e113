import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import { TEAMS_TENANTS_RESOURCE } from "~/features/teams/resource";
import { TeamsTenantsPage } from "~/features/teams/TeamsTenantsPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import teamsConnections from "../../public/locales/en-us/teams-connections.json";
import teamsTenants from "../../public/locales/en-us/teams-tenants.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts); the Teams resources name both namespaces. */
export const handle: I18nHandle = {
  i18n: { "teams-tenants": teamsTenants, "teams-connections": teamsConnections, grid },
};

/** /admin/tenants: every account's Teams tenants, with the account columns (docs/product.md#admin-routes "Admin"); an administrator deletes one (#admin-only-actions). */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, TEAMS_TENANTS_RESOURCE, "admin");

/** The CSV export of the current view, every account. */
export const action = (args: ActionFunctionArgs) => entityListAction(args, TEAMS_TENANTS_RESOURCE, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default TeamsTenantsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
