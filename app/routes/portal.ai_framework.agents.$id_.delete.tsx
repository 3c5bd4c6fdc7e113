import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AI_AGENTS_RESOURCE } from "~/features/ai-agents/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";

/** /portal/ai_framework/agents/:id/delete: the danger confirmation; its POST deletes (refused while a bot uses the agent). */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, AI_AGENTS_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, AI_AGENTS_RESOURCE);

export default function DeleteAgent() {
  return <EntityDeleteDialog resource={AI_AGENTS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
