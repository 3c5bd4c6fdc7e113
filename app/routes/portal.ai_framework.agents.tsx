import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { AI_AGENTS_RESOURCE } from "~/features/ai-agents/resource";
import { AgentsPage } from "~/features/ai-agents/AgentsPage";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import aiAgents from "../../public/locales/en-us/ai-agents.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "ai-agents": aiAgents, grid } };

/** /portal/ai_framework/agents: the account's AI agents (docs/features/ai-framework.md#agents); the dialogs are nested routes. */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, AI_AGENTS_RESOURCE, "portal");

/** The CSV export of the current view (the agents report generator). */
export const action = (args: ActionFunctionArgs) => entityListAction(args, AI_AGENTS_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default AgentsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
