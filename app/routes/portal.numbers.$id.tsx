import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadNumberRecord } from "~/features/numbers/dialogs.server";
import { NumberDialog } from "~/features/numbers/NumberDialog";

/** /portal/numbers/:id: the number's details (form mode ReadOnly). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadNumberRecord(request, context, params.id ?? "", "view");

export default function NumberDetails() {
  return <NumberDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
