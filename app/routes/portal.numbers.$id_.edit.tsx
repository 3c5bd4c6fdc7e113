import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { configureNumber, loadNumberRecord } from "~/features/numbers/dialogs.server";
import { NumberDialog } from "~/features/numbers/NumberDialog";

/** /portal/numbers/:id/edit: Configure (form mode Update): name, default, format, prefix, language and voice. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadNumberRecord(request, context, params.id ?? "", "edit");
export const action = ({ request, context, params }: ActionFunctionArgs) => configureNumber(request, context, params.id ?? "");

export default function ConfigureNumber() {
  return <NumberDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
