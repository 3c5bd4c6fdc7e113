import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import { ROUTING_GROUPS_RESOURCE } from "~/features/routing-groups/resource";
import { RoutingGroupsPage } from "~/features/routing-groups/RoutingGroupsPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import adminAccounts from "../../public/locales/en-us/admin-accounts.json";
import routingGroups from "../../public/locales/en-us/routing-groups.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts); the new-group dialog's account dropdown uses admin-accounts. */
export const handle: I18nHandle = { i18n: { "routing-groups": routingGroups, "admin-accounts": adminAccounts, grid } };

/** /admin/routingGroups: every account's routing groups (docs/product.md#admin-routes "Admin"); administrators add, edit and delete them in nested-route dialogs. */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, ROUTING_GROUPS_RESOURCE, "admin");

/** The CSV export of the current view, every account. */
export const action = (args: ActionFunctionArgs) => entityListAction(args, ROUTING_GROUPS_RESOURCE, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default RoutingGroupsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
