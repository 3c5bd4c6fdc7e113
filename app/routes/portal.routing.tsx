import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import { ROUTING_RULES_RESOURCE } from "~/features/routing/resource";
import { RoutingRulesPage } from "~/features/routing/RoutingRulesPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import routing from "../../public/locales/en-us/routing.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { routing, grid } };

/** /portal/routing: the account's routing rules by priority (docs/product.md#routing-rule); create, view, edit, delete and the rule tester are nested-route dialogs. */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, ROUTING_RULES_RESOURCE, "portal");

/** The CSV export of the current view (the routing rules report generator). */
export const action = (args: ActionFunctionArgs) => entityListAction(args, ROUTING_RULES_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default RoutingRulesPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
