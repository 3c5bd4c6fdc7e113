import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { DocumentEditDialog } from "~/features/ai-documents/DocumentDialog";
import { AI_DOCUMENTS_RESOURCE } from "~/features/ai-documents/resource";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";

/** /portal/ai_framework/documents/:id/edit: the name and the chunk size (a new size cuts the document again). */
export const loader = (args: LoaderFunctionArgs) => loadEntityRecord(args, AI_DOCUMENTS_RESOURCE, "edit");
export const action = (args: ActionFunctionArgs) => entityEditAction(args, AI_DOCUMENTS_RESOURCE);

export default function EditDocument() {
  return <DocumentEditDialog />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
