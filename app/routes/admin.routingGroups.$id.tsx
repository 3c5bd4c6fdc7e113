import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { ROUTING_GROUPS_RESOURCE } from "~/features/routing-groups/resource";
import { routingGroupDialogData } from "~/features/routing-groups/dialog-data.server";
import { RoutingGroupDialog } from "~/features/routing-groups/RoutingGroupDialog";

/** /admin/routingGroups/:id: any account's routing group (form mode ReadOnly). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, ROUTING_GROUPS_RESOURCE, "view", "admin", routingGroupDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function RoutingGroupDetails() {
  return <RoutingGroupDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
