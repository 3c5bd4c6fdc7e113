import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { documentCreateAction } from "~/features/ai-documents/create.server";
import { DocumentCreateDialog } from "~/features/ai-documents/DocumentDialog";
import { AI_DOCUMENTS_RESOURCE } from "~/features/ai-documents/resource";
import { loadEntityCreate } from "~/features/entities/dialog.server";

/** /portal/ai_framework/documents/new: add a document (form mode Create; multipart, its file streamed on). */
export const loader = (args: LoaderFunctionArgs) => loadEntityCreate(args, AI_DOCUMENTS_RESOURCE, "portal");
export const action = (args: ActionFunctionArgs) => documentCreateAction(args);

export default function NewDocument() {
  return <DocumentCreateDialog />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
