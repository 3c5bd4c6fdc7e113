import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";
import { sipConnectionDialogData } from "~/features/sip-connections/dialog-data.server";
import { SipConnectionDialog } from "~/features/sip-connections/SipConnectionDialog";

/** /admin/sipConnections/:id: any account's SIP connection, read-only. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, SIP_CONNECTIONS_RESOURCE, "view", "admin", sipConnectionDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminSipConnectionDetails() {
  return <SipConnectionDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
