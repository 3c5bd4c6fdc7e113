import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createRoutingGroup, loadRoutingGroupCreate } from "~/features/routing-groups/dialogs.server";
import { RoutingGroupDialog } from "~/features/routing-groups/RoutingGroupDialog";

/** /admin/routingGroups/new: an administrator adds a group for an account (form mode Create). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadRoutingGroupCreate(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => createRoutingGroup(request, context);

export default function NewRoutingGroup() {
  return <RoutingGroupDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
