import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createSipConnection, loadSipConnectionCreate } from "~/features/sip-connections/dialogs.server";
import { SipConnectionDialog } from "~/features/sip-connections/SipConnectionDialog";

/** /portal/sip_connections/new: the create dialog (form mode Create). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadSipConnectionCreate(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => createSipConnection(request, context);

export default function NewSipConnection() {
  return <SipConnectionDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
