import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";
import { sipConnectionDialogData } from "~/features/sip-connections/dialog-data.server";
import { SipConnectionDialog } from "~/features/sip-connections/SipConnectionDialog";

/** /portal/sip_connections/:id/edit: the edit dialog (form mode Update). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, SIP_CONNECTIONS_RESOURCE, "edit", "portal", sipConnectionDialogData);
export const action = (args: ActionFunctionArgs) => entityEditAction(args, SIP_CONNECTIONS_RESOURCE);

export default function EditSipConnection() {
  return <SipConnectionDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
