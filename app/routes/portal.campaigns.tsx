import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { CampaignsPage } from "~/features/campaigns/CampaignsPage";
import { CAMPAIGNS_RESOURCE } from "~/features/campaigns/resource";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import campaigns from "../../public/locales/en-us/campaigns.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { campaigns, grid } };

/** /portal/campaigns: the account's campaigns (docs/product.md#portal-routes, outbound automation); create, view, edit, delete and the transitions are nested-route dialogs. */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, CAMPAIGNS_RESOURCE, "portal");

/** The CSV export of the current view (the campaigns report generator). */
export const action = (args: ActionFunctionArgs) => entityListAction(args, CAMPAIGNS_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default CampaignsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
