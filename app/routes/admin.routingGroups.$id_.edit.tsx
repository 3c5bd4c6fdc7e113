import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { ROUTING_GROUPS_RESOURCE } from "~/features/routing-groups/resource";
import { routingGroupDialogData } from "~/features/routing-groups/dialog-data.server";
import { RoutingGroupDialog } from "~/features/routing-groups/RoutingGroupDialog";

/** /admin/routingGroups/:id/edit: an administrator renames any account's group (form mode Update). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, ROUTING_GROUPS_RESOURCE, "edit", "admin", routingGroupDialogData);
export const action = (args: ActionFunctionArgs) => entityEditAction(args, ROUTING_GROUPS_RESOURCE, "admin");

export default function EditRoutingGroup() {
  return <RoutingGroupDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
