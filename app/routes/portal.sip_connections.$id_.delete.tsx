import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";

/** /portal/sip_connections/:id/delete: the danger confirmation; its POST deletes. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadEntityDelete(request, context, SIP_CONNECTIONS_RESOURCE, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  entityDeleteAction(request, context, SIP_CONNECTIONS_RESOURCE, params.id ?? "");

export default function DeleteSipConnection() {
  return <EntityDeleteDialog resource={SIP_CONNECTIONS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
