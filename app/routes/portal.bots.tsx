import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { BotsPage } from "~/features/bots/BotsPage";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import bots from "../../public/locales/en-us/bots.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { bots, grid } };

/** /portal/bots: the account's bots (docs/product.md#portal-routes, #bot-connection); create, view, edit and delete are nested-route dialogs. */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, BOTS_RESOURCE, "portal");

/** The CSV export of the current view (the bots report generator). */
export const action = (args: ActionFunctionArgs) => entityListAction(args, BOTS_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default BotsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
