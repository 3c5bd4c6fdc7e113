import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadRetrievalTest } from "~/features/ai-documents/retrieval-test.server";
import { RetrievalTestDialog } from "~/features/ai-documents/RetrievalTestDialog";

/** /portal/ai_framework/documents/retrieval-test: a question, the account's chunks ranked for it, the threshold line (a GET form). */
export const loader = (args: LoaderFunctionArgs) => loadRetrievalTest(args);

export default function RetrievalTest() {
  return <RetrievalTestDialog />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
