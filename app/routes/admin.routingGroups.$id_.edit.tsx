import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editRoutingGroup, loadRoutingGroupRecord } from "~/features/routing-groups/dialogs.server";
import { RoutingGroupDialog } from "~/features/routing-groups/RoutingGroupDialog";

/** /admin/routingGroups/:id/edit: an administrator renames any account's group (form mode Update). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadRoutingGroupRecord(request, context, params.id ?? "", "edit");
export const action = ({ request, context, params }: ActionFunctionArgs) => editRoutingGroup(request, context, params.id ?? "");

export default function EditRoutingGroup() {
  return <RoutingGroupDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
