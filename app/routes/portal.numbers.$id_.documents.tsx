import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadDocuments, uploadNumberDocuments } from "~/features/numbers/documents.server";
import { DocumentsDialog } from "~/features/numbers/DocumentsDialog";

/** /portal/numbers/:id/documents: the requirement documents of a number in Requirement Info Pending (or Exception). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadDocuments(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  uploadNumberDocuments(request, context, params.id ?? "");

export default DocumentsDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
