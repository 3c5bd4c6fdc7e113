import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { aiToolDialogData } from "~/features/ai-tools/dialog-data.server";
import { AI_TOOLS_RESOURCE } from "~/features/ai-tools/resource";
import { ToolDialog } from "~/features/ai-tools/ToolDialog";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";

/** /portal/ai_framework/tools/:id/edit: the edit dialog (form mode Update); a pre-defined tool's opens its view. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, AI_TOOLS_RESOURCE, "edit", "portal", aiToolDialogData);
export const action = (args: ActionFunctionArgs) => entityEditAction(args, AI_TOOLS_RESOURCE);

export default function EditTool() {
  return <ToolDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
