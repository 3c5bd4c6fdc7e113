import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";
import { ROUTING_GROUPS_RESOURCE } from "~/features/routing-groups/resource";
import { routingGroupDialogData } from "~/features/routing-groups/dialog-data.server";
import { RoutingGroupDialog } from "~/features/routing-groups/RoutingGroupDialog";

/** /admin/routingGroups/new: an administrator adds a group for an account (form mode Create). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityCreate(args, ROUTING_GROUPS_RESOURCE, "admin", routingGroupDialogData);
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, ROUTING_GROUPS_RESOURCE, "admin");

export default function NewRoutingGroup() {
  return <RoutingGroupDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
