import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AI_DOCUMENTS_RESOURCE } from "~/features/ai-documents/resource";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";

/** /portal/ai_framework/documents/:id/delete: the danger confirmation; its POST deletes the document, its chunks and their index. */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, AI_DOCUMENTS_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, AI_DOCUMENTS_RESOURCE);

export default function DeleteDocument() {
  return <EntityDeleteDialog resource={AI_DOCUMENTS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
