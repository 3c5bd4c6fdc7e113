import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { aiToolDialogData } from "~/features/ai-tools/dialog-data.server";
import { AI_TOOLS_RESOURCE } from "~/features/ai-tools/resource";
import { ToolDialog } from "~/features/ai-tools/ToolDialog";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";

/** /portal/ai_framework/tools/new: the create dialog (form mode Create). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityCreate(args, AI_TOOLS_RESOURCE, "portal", aiToolDialogData);
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, AI_TOOLS_RESOURCE);

export default function NewTool() {
  return <ToolDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
