import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { BotsPage } from "~/features/bots/BotsPage";
import { loadBots } from "~/features/bots/list.server";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { entityListAction } from "~/features/entities/list.server";

/** /portal/bots: the account's bots (000 §2, §3); create, view, edit and delete are nested-route dialogs. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBots(request, context, "portal");

/** The CSV export of the current view (the bots report generator). */
export const action = ({ request, context }: ActionFunctionArgs) => entityListAction(request, context, BOTS_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default BotsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
