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

/** /portal/ai_framework/tools: the account's tools and the pre-defined ones (docs/features/ai-framework.md#tools); the dialogs are nested routes. */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, AI_TOOLS_RESOURCE, "portal");

/** The CSV export of the current view (the tools' report generator). */
export const action = (args: ActionFunctionArgs) => entityListAction(args, AI_TOOLS_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default ToolsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
