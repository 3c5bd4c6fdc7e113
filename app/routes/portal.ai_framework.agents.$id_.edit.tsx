import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AgentDialog } from "~/features/ai-agents/AgentDialog";
import { agentDialogData } from "~/features/ai-agents/dialog-data.server";
import { AI_AGENTS_RESOURCE } from "~/features/ai-agents/resource";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";

/** /portal/ai_framework/agents/:id/edit: the draft's edit dialog (form mode Update); publishing is on the versions dialog. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, AI_AGENTS_RESOURCE, "edit", "portal", agentDialogData);
export const action = (args: ActionFunctionArgs) => entityEditAction(args, AI_AGENTS_RESOURCE);

export default function EditAgent() {
  return <AgentDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
