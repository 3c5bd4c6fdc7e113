import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { agentVersionsAction, loadAgentVersions } from "~/features/ai-agents/versions.server";
import { VersionsDialog } from "~/features/ai-agents/VersionsDialog";

/** /portal/ai_framework/agents/:id/versions: publish the draft, compare versions, roll back (docs/features/ai-framework.md#versions). */
export const loader = (args: LoaderFunctionArgs) => loadAgentVersions(args);
export const action = (args: ActionFunctionArgs) => agentVersionsAction(args);

export default VersionsDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
