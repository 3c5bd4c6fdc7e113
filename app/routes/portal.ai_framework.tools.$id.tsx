import type { LoaderFunctionArgs } from "@remix-run/node";
import { aiToolDialogData } from "~/features/ai-tools/dialog-data.server";
import { AI_TOOLS_RESOURCE } from "~/features/ai-tools/resource";
import { ToolDialog } from "~/features/ai-tools/ToolDialog";
import { loadEntityRecord } from "~/features/entities/dialog.server";

/** /portal/ai_framework/tools/:id: the tool's details (form mode ReadOnly), with its Test. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, AI_TOOLS_RESOURCE, "view", "portal", aiToolDialogData);

export default function ToolDetails() {
  return <ToolDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
