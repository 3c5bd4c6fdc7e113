import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { ROUTING_GROUPS_RESOURCE } from "~/features/routing-groups/resource";

/** /admin/routingGroups/:id/delete: the danger confirmation naming the group and its account; its POST (naming the group) deletes. */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, ROUTING_GROUPS_RESOURCE, "admin");
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, ROUTING_GROUPS_RESOURCE, "admin");

export default function DeleteRoutingGroup() {
  return <EntityDeleteDialog resource={ROUTING_GROUPS_RESOURCE} screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
