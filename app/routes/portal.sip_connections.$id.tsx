import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSipConnectionRecord } from "~/features/sip-connections/dialogs.server";
import { SipConnectionDialog } from "~/features/sip-connections/SipConnectionDialog";

/** /portal/sip_connections/:id: the connection's details (form mode ReadOnly), with its DNS TXT value while verification is pending. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadSipConnectionRecord(request, context, params.id ?? "", "view");

export default function SipConnectionDetails() {
  return <SipConnectionDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
