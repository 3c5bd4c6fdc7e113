import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AiModelDialog } from "~/features/ai-models/AiModelDialog";
import { aiModelDialogData } from "~/features/ai-models/dialog-data.server";
import { AI_MODELS_RESOURCE } from "~/features/ai-models/resource";
import { aiModelFormAction } from "~/features/ai-models/test.server";
import { loadEntityRecord } from "~/features/entities/dialog.server";

/** /portal/ai_framework/models/:id/edit: the edit dialog (form mode Update; the built-in model's opens its view). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, AI_MODELS_RESOURCE, "edit", "portal", aiModelDialogData);
export const action = (args: ActionFunctionArgs) => aiModelFormAction(args, "edit");

export default function EditAiModel() {
  return <AiModelDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
