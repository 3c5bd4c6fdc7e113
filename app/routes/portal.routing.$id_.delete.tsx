import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { ROUTING_RULES_RESOURCE } from "~/features/routing/resource";

/** /portal/routing/:id/delete: the danger confirmation; its POST deletes. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadEntityDelete(request, context, ROUTING_RULES_RESOURCE, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  entityDeleteAction(request, context, ROUTING_RULES_RESOURCE, params.id ?? "");

export default function DeleteRoutingRule() {
  return <EntityDeleteDialog resource={ROUTING_RULES_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
