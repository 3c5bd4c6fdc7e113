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

/** /admin/campaigns: every account's campaigns, with the account columns, read-only (docs/product.md#admin-routes "Admin"). */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, CAMPAIGNS_RESOURCE, "admin");

/** The CSV export of the current view, every account. */
export const action = (args: ActionFunctionArgs) => entityListAction(args, CAMPAIGNS_RESOURCE, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default CampaignsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
