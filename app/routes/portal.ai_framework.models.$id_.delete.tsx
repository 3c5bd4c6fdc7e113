import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { AI_MODELS } from "../../contract/limits/ai";
import { AI_MODELS_RESOURCE } from "~/features/ai-models/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { recordHref } from "~/features/entities/resource";

/** /portal/ai_framework/models/:id/delete: the danger confirmation; its POST deletes (the built-in model is never deleted: its view opens). */
export async function loader(args: LoaderFunctionArgs) {
  const confirmation = await loadEntityDelete(args, AI_MODELS_RESOURCE);
  if (confirmation.id === AI_MODELS.EMBEDDED_MODEL_ID)
    throw redirect(recordHref(AI_MODELS_RESOURCE, "portal", confirmation.id, "view", new URL(args.request.url).search));
  return confirmation;
}
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, AI_MODELS_RESOURCE);

export default function DeleteAiModel() {
  return <EntityDeleteDialog resource={AI_MODELS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
