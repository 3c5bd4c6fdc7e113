import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadRoutingRuleRecord } from "~/features/routing/dialogs.server";
import { RoutingRuleDialog } from "~/features/routing/RoutingRuleDialog";

/** /portal/routing/:id: the routing rule's details (form mode ReadOnly). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadRoutingRuleRecord(request, context, params.id ?? "", "view");

export default function RoutingRuleDetails() {
  return <RoutingRuleDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
