import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { ROUTING_RULES_RESOURCE } from "~/features/routing/resource";
import { routingRuleDialogData } from "~/features/routing/dialog-data.server";
import { RoutingRuleDialog } from "~/features/routing/RoutingRuleDialog";

/** /portal/routing/:id/edit: the edit dialog (form mode Update). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadEntityRecord(request, context, ROUTING_RULES_RESOURCE, params.id ?? "", "edit", "portal", routingRuleDialogData);
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  entityEditAction(request, context, ROUTING_RULES_RESOURCE, params.id ?? "");

export default function EditRoutingRule() {
  return <RoutingRuleDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
