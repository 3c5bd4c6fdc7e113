import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AgentDialog } from "~/features/ai-agents/AgentDialog";
import { agentDialogData } from "~/features/ai-agents/dialog-data.server";
import { AI_AGENTS_RESOURCE } from "~/features/ai-agents/resource";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";

/** /portal/ai_framework/agents/new: the create dialog (form mode Create). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityCreate(args, AI_AGENTS_RESOURCE, "portal", agentDialogData);
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, AI_AGENTS_RESOURCE);

export default function NewAgent() {
  return <AgentDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
