import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { ROUTING_GROUPS_RESOURCE } from "~/features/routing-groups/resource";
import { routingGroupDialogData } from "~/features/routing-groups/dialog-data.server";
import { RoutingGroupDialog } from "~/features/routing-groups/RoutingGroupDialog";

/** /admin/routingGroups/:id/edit: an administrator renames any account's group (form mode Update). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadEntityRecord(request, context, ROUTING_GROUPS_RESOURCE, params.id ?? "", "edit", "admin", routingGroupDialogData);
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  entityEditAction(request, context, ROUTING_GROUPS_RESOURCE, params.id ?? "", "admin");

export default function EditRoutingGroup() {
  return <RoutingGroupDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
