import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { AI_TOOLS_RESOURCE } from "~/features/ai-tools/resource";
import { ToolsPage } from "~/features/ai-tools/ToolsPage";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import aiTools from "../../public/locales/en-us/ai-tools.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "ai-tools": aiTools, grid } };

/** /admin/ai_framework/tools: every account's tools, with the account columns (docs/product.md#admin-routes "ai_framework/{entity}"). */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, AI_TOOLS_RESOURCE, "admin");

/** The CSV export of the current view, every account. */
export const action = (args: ActionFunctionArgs) => entityListAction(args, AI_TOOLS_RESOURCE, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default ToolsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
