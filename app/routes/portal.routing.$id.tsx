import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { ROUTING_RULES_RESOURCE } from "~/features/routing/resource";
import { routingRuleDialogData } from "~/features/routing/dialog-data.server";
import { RoutingRuleDialog } from "~/features/routing/RoutingRuleDialog";

/** /portal/routing/:id: the routing rule's details (form mode ReadOnly). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, ROUTING_RULES_RESOURCE, "view", "portal", routingRuleDialogData);

export default function RoutingRuleDetails() {
  return <RoutingRuleDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
