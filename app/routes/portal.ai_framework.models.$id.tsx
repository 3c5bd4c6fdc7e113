import type { LoaderFunctionArgs } from "@remix-run/node";
import { AiModelDialog } from "~/features/ai-models/AiModelDialog";
import { aiModelDialogData } from "~/features/ai-models/dialog-data.server";
import { AI_MODELS_RESOURCE } from "~/features/ai-models/resource";
import { loadEntityRecord } from "~/features/entities/dialog.server";

/** /portal/ai_framework/models/:id: the model's details (form mode ReadOnly), with its Test connection. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, AI_MODELS_RESOURCE, "view", "portal", aiModelDialogData);

export default function AiModelDetails() {
  return <AiModelDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
