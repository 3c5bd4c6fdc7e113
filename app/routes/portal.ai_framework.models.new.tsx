import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AiModelDialog } from "~/features/ai-models/AiModelDialog";
import { aiModelDialogData } from "~/features/ai-models/dialog-data.server";
import { AI_MODELS_RESOURCE } from "~/features/ai-models/resource";
import { aiModelFormAction } from "~/features/ai-models/test.server";
import { loadEntityCreate } from "~/features/entities/dialog.server";

/** /portal/ai_framework/models/new: the create dialog (form mode Create); its Test connection tests what is typed. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityCreate(args, AI_MODELS_RESOURCE, "portal", aiModelDialogData);
export const action = (args: ActionFunctionArgs) => aiModelFormAction(args, "create");

export default function NewAiModel() {
  return <AiModelDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
