import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { BotsPage } from "~/features/bots/BotsPage";
import { loadBots } from "~/features/bots/list.server";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { entityListAction } from "~/features/entities/list.server";

/** /admin/bots: every account's bots, with the account columns (000 §2 "Admin"). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBots(request, context, "admin");

/** The CSV export of the current view, every account. */
export const action = ({ request, context }: ActionFunctionArgs) => entityListAction(request, context, BOTS_RESOURCE, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default BotsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
