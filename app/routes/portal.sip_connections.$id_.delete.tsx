import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";

/** /portal/sip_connections/:id/delete: the danger confirmation; its POST deletes. */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, SIP_CONNECTIONS_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, SIP_CONNECTIONS_RESOURCE);

export default function DeleteSipConnection() {
  return <EntityDeleteDialog resource={SIP_CONNECTIONS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
