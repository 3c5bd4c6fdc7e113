import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";
import { sipConnectionDialogData } from "~/features/sip-connections/dialog-data.server";
import { SipConnectionDialog } from "~/features/sip-connections/SipConnectionDialog";

/** /portal/sip_connections/:id: the connection's details (form mode ReadOnly), with its DNS TXT value while verification is pending. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, SIP_CONNECTIONS_RESOURCE, "view", "portal", sipConnectionDialogData);

export default function SipConnectionDetails() {
  return <SipConnectionDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
