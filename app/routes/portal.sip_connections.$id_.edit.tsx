import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editSipConnection, loadSipConnectionRecord } from "~/features/sip-connections/dialogs.server";
import { SipConnectionDialog } from "~/features/sip-connections/SipConnectionDialog";

/** /portal/sip_connections/:id/edit: the edit dialog (form mode Update). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadSipConnectionRecord(request, context, params.id ?? "", "edit");
export const action = ({ request, context, params }: ActionFunctionArgs) => editSipConnection(request, context, params.id ?? "");

export default function EditSipConnection() {
  return <SipConnectionDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
