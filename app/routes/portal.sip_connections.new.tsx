import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";
import { sipConnectionDialogData } from "~/features/sip-connections/dialog-data.server";
import { SipConnectionDialog } from "~/features/sip-connections/SipConnectionDialog";

/** /portal/sip_connections/new: the create dialog (form mode Create). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityCreate(args, SIP_CONNECTIONS_RESOURCE, "portal", sipConnectionDialogData);
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, SIP_CONNECTIONS_RESOURCE);

export default function NewSipConnection() {
  return <SipConnectionDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
