import type { LoaderFunctionArgs } from "@remix-run/node";
import { AgentDialog } from "~/features/ai-agents/AgentDialog";
import { agentDialogData } from "~/features/ai-agents/dialog-data.server";
import { AI_AGENTS_RESOURCE } from "~/features/ai-agents/resource";
import { loadEntityRecord } from "~/features/entities/dialog.server";

/** /portal/ai_framework/agents/:id: the agent's draft (form mode ReadOnly). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, AI_AGENTS_RESOURCE, "view", "portal", agentDialogData);

export default function AgentDetails() {
  return <AgentDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
