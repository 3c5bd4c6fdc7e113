import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AgentDialog } from "~/features/ai-agents/AgentDialog";
import { agentDialogData } from "~/features/ai-agents/dialog-data.server";
import { AI_AGENTS_RESOURCE } from "~/features/ai-agents/resource";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/ai_framework/agents/:id: any account's agent, read-only. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, AI_AGENTS_RESOURCE, "view", "admin", agentDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminAgentDetails() {
  return <AgentDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
