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

/** /admin/routing: every account's routing rules, with the account columns (docs/product.md#admin-routes "Admin"); records open read-only. */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, ROUTING_RULES_RESOURCE, "admin");

/** The CSV export of the current view, every account. */
export const action = (args: ActionFunctionArgs) => entityListAction(args, ROUTING_RULES_RESOURCE, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default RoutingRulesPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
