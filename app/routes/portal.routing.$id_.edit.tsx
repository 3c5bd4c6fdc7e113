import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { ROUTING_RULES_RESOURCE } from "~/features/routing/resource";
import { routingRuleDialogData } from "~/features/routing/dialog-data.server";
import { RoutingRuleDialog } from "~/features/routing/RoutingRuleDialog";

/** /portal/routing/:id/edit: the edit dialog (form mode Update). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, ROUTING_RULES_RESOURCE, "edit", "portal", routingRuleDialogData);
export const action = (args: ActionFunctionArgs) => entityEditAction(args, ROUTING_RULES_RESOURCE);

export default function EditRoutingRule() {
  return <RoutingRuleDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
