import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { deleteRoutingGroup, loadRoutingGroupDelete } from "~/features/routing-groups/dialogs.server";
import { ROUTING_GROUPS_RESOURCE } from "~/features/routing-groups/resource";

/** /admin/routingGroups/:id/delete: the danger confirmation naming the group and its account; its POST (naming the group) deletes. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadRoutingGroupDelete(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => deleteRoutingGroup(request, context, params.id ?? "");

export default function DeleteRoutingGroup() {
  return <EntityDeleteDialog resource={ROUTING_GROUPS_RESOURCE} screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
