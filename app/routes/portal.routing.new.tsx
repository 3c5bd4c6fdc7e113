import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createRoutingRule, loadRoutingRuleCreate } from "~/features/routing/dialogs.server";
import { RoutingRuleDialog } from "~/features/routing/RoutingRuleDialog";

/** /portal/routing/new: the create dialog (form mode Create). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadRoutingRuleCreate(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => createRoutingRule(request, context);

export default function NewRoutingRule() {
  return <RoutingRuleDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
