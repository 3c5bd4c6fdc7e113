import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";
import { ROUTING_RULES_RESOURCE } from "~/features/routing/resource";
import { routingRuleDialogData } from "~/features/routing/dialog-data.server";
import { RoutingRuleDialog } from "~/features/routing/RoutingRuleDialog";

/** /portal/routing/new: the create dialog (form mode Create). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityCreate(args, ROUTING_RULES_RESOURCE, "portal", routingRuleDialogData);
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, ROUTING_RULES_RESOURCE);

export default function NewRoutingRule() {
  return <RoutingRuleDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
