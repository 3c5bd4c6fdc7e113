import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { documentViewData } from "~/features/ai-documents/dialog-data.server";
import { DocumentView } from "~/features/ai-documents/DocumentView";
import { AI_DOCUMENTS_RESOURCE } from "~/features/ai-documents/resource";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/ai_framework/documents/:id: any account's document and its chunks, read-only. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, AI_DOCUMENTS_RESOURCE, "view", "admin", documentViewData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminDocumentDetails() {
  return <DocumentView screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
