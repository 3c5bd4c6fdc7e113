import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { ROUTING_GROUPS_RESOURCE } from "~/features/routing-groups/resource";

/** /admin/routingGroups/:id/delete: the danger confirmation naming the group and its account; its POST (naming the group) deletes. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadEntityDelete(request, context, ROUTING_GROUPS_RESOURCE, params.id ?? "", "admin");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  entityDeleteAction(request, context, ROUTING_GROUPS_RESOURCE, params.id ?? "", "admin");

export default function DeleteRoutingGroup() {
  return <EntityDeleteDialog resource={ROUTING_GROUPS_RESOURCE} screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
