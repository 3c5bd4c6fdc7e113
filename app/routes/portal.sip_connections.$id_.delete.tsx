import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { deleteSipConnection, loadSipConnectionDelete } from "~/features/sip-connections/dialogs.server";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";

/** /portal/sip_connections/:id/delete: the danger confirmation; its POST deletes. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadSipConnectionDelete(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => deleteSipConnection(request, context, params.id ?? "");

export default function DeleteSipConnection() {
  return <EntityDeleteDialog resource={SIP_CONNECTIONS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
