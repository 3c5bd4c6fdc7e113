import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentViewData } from "~/features/ai-documents/dialog-data.server";
import { DocumentView } from "~/features/ai-documents/DocumentView";
import { AI_DOCUMENTS_RESOURCE } from "~/features/ai-documents/resource";
import { loadEntityRecord } from "~/features/entities/dialog.server";

/** /portal/ai_framework/documents/:id: the document's details and its chunk browser (?chunks=<page>). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, AI_DOCUMENTS_RESOURCE, "view", "portal", documentViewData);

export default function DocumentDetails() {
  return <DocumentView />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
